/**
 * Lighthouse 12 (the project's own, through its Node API) on the pages people open first, served
 * by the built production server to Debian's Chromium (CHROME_PATH, default /usr/bin/chromium):
 * `/` and `/login` as a guest, `/dream-history` signed in with a 30-dream journal, and a partner's
 * page of another origin embedding the widget with its SRI snippet. Mobile preset only (Lighthouse's
 * default: a phone's screen, simulated slow 4G and a 4× slower CPU), each page RUNS times in a fresh
 * browser, the median of each figure reported. The report itself is bench/lighthouse-report.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { TokenResponse } from '../lib/core/api/contract';
import { APP_STORAGE_PREFIX } from '../lib/core/session/core';
import { tokenExpiryMs } from '../lib/core/session/jwt';
import { createSessionStore, type KeyValueStorage } from '../lib/core/session/storage';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase } from '../server/db/client';
import { dreams, users } from '../server/db/schema';
import { createInterpreter } from '../server/interpreter/index';
import { bundleSizes, type BundleSize } from './bundle-sizes';
import { startBenchServer } from './http';
import { dreamOf150Words } from './sample-dreams';

/** Runs per page; the goals are judged on the median of 3, fewer only while investigating. */
export const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep every run's full Lighthouse report in (JSON), to see why a figure is what it is. */
const DUMP_DIR = process.env.BENCH_LIGHTHOUSE_DUMP;
/** Only these pages (keys of PAGES, comma-separated), while investigating one of them. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const JOURNAL_DREAMS = 30;
const READER = { email: 'lighthouse-reader@bench.test', username: 'lighthousereader', password: 'Bench-Passw0rd!' };
/** Opens the newest seeded dream (the list shows each dream's start), so a run can check that the journal was on screen. */
const NEWEST_DREAM_MARKER = 'The lighthouse keeper waved from the cliff';

/** The audited pages' labels; the goals of the report are set on the app's own three. */
const PAGES = { home: '/ (guest)', login: '/login (guest)', journal: '/dream-history (signed in)', partner: 'partner page with the widget' } as const;
export const TARGET_PAGES: string[] = [PAGES.home, PAGES.login, PAGES.journal];

/** One run's figures, or the medians of a page's runs. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** The `total-byte-weight` audit: every byte the page transferred, in KiB. */
  transfer_kib: number;
}

export interface PageResult {
  url: string;
  /** Each run's figures, or why it failed. */
  runs: (LighthouseFigures | { error: string })[];
  /** Attempts that failed and were made again, with why. */
  retried: string[];
  /** Of the runs that succeeded; null when none did. */
  median: LighthouseFigures | null;
}

export interface LighthouseResults {
  lighthouse_version: string;
  preset: 'mobile';
  runs_per_page: number;
  /** Keyed by page label, e.g. `/dream-history (signed in)`. */
  pages: Record<string, PageResult>;
  /** What the SPA and the widget download before they take input, from the build measured (dist/sizes.json). */
  sizes_before_first_input: { spa?: BundleSize; widget?: BundleSize; measured_by_build: string };
  duration_s: number;
}

/** A page to audit: where it is, and what the browser tab needs before Lighthouse loads it. */
interface AuditedPage {
  label: string;
  url: string;
  prepare?: (page: Page) => Promise<void>;
  /** Throws when the run did not show what it was meant to measure. */
  verify?: (page: Page) => Promise<void>;
}

export async function lighthouseBench(log: (s: string) => void = (s) => process.stdout.write(`${s}\n`)): Promise<LighthouseResults> {
  const started = Date.now();
  // Read before the pages are served, from the build that serves them.
  const sizes = sizesBeforeFirstInput();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-lighthouse-'));
  const partner = await startPartnerSite();
  try {
    await seedJournal(dataDir);
    // The widget's guest calls answer cross-origin only for the origins listed here.
    const server = await startBenchServer(dataDir, { EMBED_ALLOWED_ORIGINS: partner.origin });
    try {
      partner.show(partnerPageHtml(server.url));
      const out: Record<string, PageResult> = {};
      for (const page of pagesToAudit(server.url, partner.origin)) out[page.label] = await auditPage(page, log);
      return {
        lighthouse_version: lighthouseVersion(),
        preset: 'mobile',
        runs_per_page: RUNS,
        pages: out,
        sizes_before_first_input: sizes,
        duration_s: Math.round((Date.now() - started) / 1000),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await partner.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function pagesToAudit(app: string, partnerOrigin: string): AuditedPage[] {
  const pages: Record<keyof typeof PAGES, AuditedPage> = {
    home: { label: PAGES.home, url: `${app}/` },
    login: { label: PAGES.login, url: `${app}/login` },
    journal: { label: PAGES.journal, url: `${app}/dream-history`, prepare: (page) => signIn(page, app), verify: journalShown },
    partner: { label: PAGES.partner, url: `${partnerOrigin}/`, verify: widgetShown },
  };
  return Object.entries(pages)
    .filter(([key]) => !ONLY_PAGES || ONLY_PAGES.includes(key))
    .map(([, page]) => page);
}

// ---------------------------------------------------------------------------------------------
// Running Lighthouse
// ---------------------------------------------------------------------------------------------

/** RUNS audits of one page, one after the other (in parallel they would slow each other down). */
async function auditPage(target: AuditedPage, log: (s: string) => void): Promise<PageResult> {
  const runs: PageResult['runs'] = [];
  const retried: string[] = [];
  for (let i = 1; i <= RUNS; i += 1) {
    const name = `lighthouse ${target.label} run ${i}/${RUNS}`;
    // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP: "please run Lighthouse again"):
    // one more attempt keeps such a hiccup from turning the median of 3 into a median of 2.
    let result = await attempt(target, i);
    if ('error' in result) {
      log(`  ${name} failed, trying once more: ${result.error}`);
      retried.push(`run ${i}: ${result.error}`);
      result = await attempt(target, i);
    }
    runs.push(result);
    log('error' in result ? `  ${name} failed: ${result.error}` : `  ${name}: performance ${result.performance}, LCP ${result.lcp_ms} ms, TBT ${result.tbt_ms} ms`);
  }
  const ok = runs.filter((r): r is LighthouseFigures => !('error' in r));
  return { url: target.url, runs, retried, median: ok.length ? medianFigures(ok) : null };
}

async function attempt(target: AuditedPage, run: number): Promise<LighthouseFigures | { error: string }> {
  try {
    return await auditOnce(target, run);
  } catch (error) {
    return { error: error instanceof Error ? error.message.slice(0, 300) : String(error) };
  }
}

/**
 * One audit in a browser of its own, as the Lighthouse CLI would run it: a fresh profile, so
 * nothing is cached and nothing is stored but what `prepare` puts there.
 */
async function auditOnce(target: AuditedPage, run: number): Promise<LighthouseFigures> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await target.prepare?.(page);
    // With no config Lighthouse uses its default one, which is the mobile preset.
    const result = await lighthouse(target.url, { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (DUMP_DIR) {
      fs.mkdirSync(DUMP_DIR, { recursive: true });
      const name = target.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
      fs.writeFileSync(path.join(DUMP_DIR, `${name}-run${run}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (lhr.configSettings.formFactor !== 'mobile') throw new Error(`ran as ${lhr.configSettings.formFactor}, not mobile`);
    await target.verify?.(page);
    return figuresOf(lhr);
  } finally {
    await browser.close();
  }
}

function launchChromium(): Promise<Browser> {
  // The flags carry --headless=new themselves, exactly as given to the CLI's --chrome-flags;
  // defaultViewport null leaves the screen to Lighthouse's mobile emulation.
  return puppeteer.launch({ executablePath: CHROME_PATH, headless: false, args: CHROME_FLAGS, defaultViewport: null });
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function figuresOf(lhr: Lhr): LighthouseFigures {
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`no ${category} score (${lhr.runWarnings.join('; ') || 'no warning given'})`);
    return Math.round(value * 100);
  };
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no value for ${audit}: ${lhr.audits[audit]?.errorMessage ?? 'missing'}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    best_practices: score('best-practices'),
    seo: score('seo'),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    transfer_kib: Math.round((numeric('total-byte-weight') / 1024) * 10) / 10,
  };
}

/** The median of each figure on its own (so the medians may come from different runs). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (key: keyof LighthouseFigures) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(key)])) as unknown as LighthouseFigures;
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string };
  return pkg.version;
}

// ---------------------------------------------------------------------------------------------
// The signed-in journal
// ---------------------------------------------------------------------------------------------

/**
 * A reader with a month of analysed dreams, written straight into the database before the server
 * opens it (as bench/http.ts seeds), so seeding costs no API calls and hits no daily cap.
 */
async function seedJournal(dataDir: string): Promise<void> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const [reader] = await handle.db
      .insert(users)
      .values({ username: READER.username, email: READER.email, passwordHash: await hashPassword(READER.password), emailVerified: true })
      .returning({ id: users.id });
    if (!reader) throw new Error('seeding the Lighthouse reader failed');
    const interpreter = createInterpreter();
    const now = Date.now();
    const rows = [];
    for (let i = 0; i < JOURNAL_DREAMS; i += 1) {
      // i = 0 is the newest dream, first on the page.
      const text = `${i === 0 ? `${NEWEST_DREAM_MARKER}. ` : ''}${dreamOf150Words(i)}`;
      const { analysis } = await interpreter.interpret(text);
      const date = new Date(now - i * 24 * 3600_000);
      rows.push({ userId: reader.id, dreamText: text, date, mood: 'neutral', createdAt: date, analyzedAt: date, ...analysisColumns(analysis) });
    }
    await handle.db.insert(dreams).values(rows);
  } finally {
    await handle.close();
  }
}

type Analysis = Awaited<ReturnType<ReturnType<typeof createInterpreter>['interpret']>>['analysis'];

function analysisColumns(a: Analysis) {
  return { interpretation: a.interpretation, keywords: a.keywords, sentiment: a.sentiment, emotions: a.emotions, symbols: a.symbols, archetypes: a.archetypes, engine: a.engine };
}

/**
 * The SPA keeps its session in sessionStorage (lib/core/session/storage.ts), which belongs to one
 * tab and one origin. So the tab first opens a file of the app's origin that loads no script and
 * warms no cache (robots.txt), the session a sign-in would store is written there, and Lighthouse
 * then loads the page in that same tab, where the app restores it as after a reload.
 */
async function signIn(page: Page, origin: string): Promise<void> {
  const entries = sessionEntries(await login(origin));
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((items: [string, string][]) => {
    for (const [key, value] of items) sessionStorage.setItem(key, value);
  }, entries);
}

/** A real sign-in through the API, so the tokens are the ones the app would hold. */
async function login(origin: string): Promise<TokenResponse> {
  const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', body: new URLSearchParams({ username: READER.email, password: READER.password }) });
  if (!res.ok) throw new Error(`sign-in for the Lighthouse run answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as TokenResponse;
}

/** The storage items the app writes after a sign-in, written by the app's own session store. */
function sessionEntries(tokens: TokenResponse): [string, string][] {
  const items = new Map<string, string>();
  const storage: KeyValueStorage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
  createSessionStore(storage, APP_STORAGE_PREFIX).write({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    tokenExpiry: tokenExpiryMs(tokens.access_token),
    user: tokens.user,
    isGuest: false,
    guestHasSubmitted: false,
  });
  return [...items];
}

/** A guest would have been sent to /login: the figures only count if the journal was on screen. */
async function journalShown(page: Page): Promise<void> {
  const { pathname, shown } = await page.evaluate((marker: string) => ({ pathname: location.pathname, shown: document.body.innerText.includes(marker) }), NEWEST_DREAM_MARKER);
  if (pathname !== '/dream-history' || !shown) throw new Error(`the signed-in journal was not shown (ended on ${pathname})`);
}

// ---------------------------------------------------------------------------------------------
// The partner's page
// ---------------------------------------------------------------------------------------------

/**
 * A partner's site on another origin (another port of 127.0.0.1). It is started before the app's
 * server, which must be told its origin; the page, which names the app's address, comes after.
 */
async function startPartnerSite(): Promise<{ origin: string; show(html: string): void; close(): Promise<void> }> {
  let html = '';
  const server = http.createServer((req, res) => {
    if (req.url !== '/') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    show: (page) => (html = page),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A plain article page with the widget added as README tells partners: the versioned loader with
 * its integrity value, as `npm run build` prints it (from dist/embed/manifest.json), and the
 * element. The page itself gives Lighthouse nothing to fault (language, description, an icon that
 * is not a 404), so what it finds is the widget's.
 */
function partnerPageHtml(appOrigin: string): string {
  const manifest = JSON.parse(fs.readFileSync('dist/embed/manifest.json', 'utf8')) as { versioned: string; integrity: string };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>The Sleep Journal</title>
    <meta name="description" content="Notes on sleep and dreams, with a dream analyzer to try.">
    <link rel="icon" href="data:,">
    <style>body { margin: 0 auto; max-width: 40rem; padding: 1rem; font: 17px/1.6 Georgia, serif; }</style>
  </head>
  <body>
    <main>
      <h1>The Sleep Journal</h1>
      <p>Write down what you dreamt as soon as you wake, before the images fade, and ask for a reading.</p>
      <script src="${appOrigin}/embed/${manifest.versioned}" integrity="${manifest.integrity}" crossorigin="anonymous" async></script>
      <dream-analyzer></dream-analyzer>
    </main>
  </body>
</html>
`;
}

/** The page alone would score well too: the figures only count if the widget's text box was there. */
async function widgetShown(page: Page): Promise<void> {
  const shown = await page.evaluate(() => Boolean(document.querySelector('dream-analyzer')?.shadowRoot?.querySelector('textarea')));
  if (!shown) throw new Error("the widget's text box was not shown on the partner page");
}

// ---------------------------------------------------------------------------------------------
// Download sizes
// ---------------------------------------------------------------------------------------------

/** As the build measured them (dist/sizes.json): the bench's bundles section reads the same file. */
function sizesBeforeFirstInput(): LighthouseResults['sizes_before_first_input'] {
  const sizes = bundleSizes();
  const pick = (name: string) => {
    const size = sizes[name];
    return typeof size === 'object' ? size : undefined;
  };
  const generated = (JSON.parse(fs.readFileSync('dist/sizes.json', 'utf8')) as { generated: string }).generated;
  return { spa: pick('spa_initial'), widget: pick('widget_first_paint'), measured_by_build: generated };
}
