/**
 * Lighthouse 12 scores for the SPA's first pages, served by the built production server, in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Mobile (Lighthouse's default,
 * simulated slow 4G and 4× CPU slowdown) and desktop.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './http';

const PAGES = ['/', '/login'];
const PRESETS = ['mobile', 'desktop'] as const;

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function audit(url: string, preset: (typeof PRESETS)[number]) {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const { stdout } = await promisify(execFile)('node_modules/.bin/lighthouse', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 200 * 1024 * 1024,
  });
  const r = JSON.parse(stdout) as LighthouseReport;
  const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
  const ms = (k: string) => Math.round(r.audits[k]?.numericValue ?? NaN);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tbt_ms: ms('total-blocking-time'),
    cls: Math.round((r.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
  };
}

export type LighthouseScores = Record<string, Awaited<ReturnType<typeof audit>> | { error: string }>;

export async function lighthouseBench(): Promise<LighthouseScores> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-lighthouse-'));
  const server = await startBenchServer(dataDir, {});
  const out: LighthouseScores = {};
  try {
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        try {
          out[`${page} (${preset})`] = await audit(`${server.url}${page}`, preset);
        } catch (error) {
          out[`${page} (${preset})`] = { error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
        }
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}
