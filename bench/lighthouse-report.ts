/**
 * The Lighthouse part of RESULTS.md: our medians beside two comparable products' figures, and the
 * Lighthouse goals as rows of the report's Targets table.
 */
import type { BundleSize } from './bundle-sizes';
import { TARGET_PAGES, type LighthouseFigures, type LighthouseResults, type PageResult } from './lighthouse';

type PeerFigures = Pick<LighthouseFigures, 'performance' | 'fcp_ms' | 'lcp_ms' | 'tbt_ms' | 'cls' | 'transfer_kib'>;

/** Measured on each peer's `/` with Lighthouse 12.8.2, mobile preset, median of 3 runs. */
export const PEERS: Record<string, PeerFigures> = {
  'peer A (React + Express)': { performance: 98, fcp_ms: 1850, lcp_ms: 1850, tbt_ms: 0, cls: 0, transfer_kib: 186 },
  'peer N (React + Express)': { performance: 99, fcp_ms: 1580, lcp_ms: 1580, tbt_ms: 58, cls: 0, transfer_kib: 118 },
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The rows of each page's table: what is shown, and how a value of it is written. */
const ROWS: { key: keyof LighthouseFigures; label: string; format: (v: number) => string }[] = [
  { key: 'performance', label: 'performance', format: String },
  { key: 'accessibility', label: 'accessibility', format: String },
  { key: 'best_practices', label: 'best practices', format: String },
  { key: 'seo', label: 'SEO', format: String },
  { key: 'fcp_ms', label: 'First Contentful Paint', format: seconds },
  { key: 'lcp_ms', label: 'Largest Contentful Paint', format: seconds },
  { key: 'tbt_ms', label: 'Total Blocking Time', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'Cumulative Layout Shift', format: String },
  { key: 'transfer_kib', label: 'transferred (total-byte-weight)', format: (v) => `${v} KiB` },
];

/** The "Lighthouse" section of RESULTS.md. */
export function lighthouseMarkdown(r: LighthouseResults): string[] {
  const out = [
    `## Lighthouse ${r.lighthouse_version}, mobile`,
    '',
    `Lighthouse's mobile preset (a phone's screen, simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, ${r.runs_per_page} runs per page, each in a fresh browser; "ours" is the median of each figure on its own. The peers' figures are from their \`/\` (Lighthouse 12.8.2, mobile, median of 3), repeated beside each of our pages. This section took ${r.duration_s} s. Shared, busy machines make the timings and the performance score noisy: compare runs made in the same conditions.`,
    '',
    ...sizesMarkdown(r.sizes_before_first_input),
  ];
  for (const [label, page] of Object.entries(r.pages)) out.push(...pageMarkdown(label, page));
  return out;
}

function sizesMarkdown(s: LighthouseResults['sizes_before_first_input']): string[] {
  const row = (what: string, size: BundleSize | undefined) => `| ${what} | ${size?.gzip_kb ?? '?'} | ${size?.brotli_kb ?? '?'} |`;
  return [
    `Downloaded before the first input, as the build measured it (\`dist/sizes.json\` of ${s.measured_by_build}; the bundle sizes section has the rest):`,
    '',
    '| before first input | gzip KiB | brotli KiB |',
    '|---|---|---|',
    row("SPA: the initial JS and CSS (the HTML and the font come on top)", s.spa),
    row('widget: loader, entry chunk, its static imports and CSS, until the text box shows', s.widget),
    '',
  ];
}

function pageMarkdown(label: string, page: PageResult): string[] {
  const peers = Object.entries(PEERS);
  const out = [
    `### ${label}`,
    '',
    `| | ours (median) | our runs | ${peers.map(([name]) => name).join(' | ')} |`,
    `|---|---|---|${peers.map(() => '---|').join('')}`,
  ];
  for (const { key, label: rowLabel, format } of ROWS) {
    const runs = page.runs.map((run) => ('error' in run ? 'failed' : format(run[key]))).join(' / ');
    const peerCells = peers.map(([, p]) => (key in p ? format(p[key as keyof PeerFigures]) : '–'));
    out.push(`| ${rowLabel} | ${page.median ? `**${format(page.median[key])}**` : 'no run succeeded'} | ${runs} | ${peerCells.join(' | ')} |`);
  }
  const errors = page.runs.flatMap((run, i) => ('error' in run ? [`run ${i + 1}: ${run.error}`] : []));
  if (errors.length) out.push('', `Failed: ${errors.join('; ')}.`);
  if (page.retried?.length) out.push('', `Made again after a failed attempt: ${page.retried.join('; ')}.`);
  out.push('');
  return out;
}

/** The Lighthouse goals, judged on the medians of the app's own pages (the partner's page is not ours). */
export function lighthouseTargets(r: LighthouseResults | undefined): { target: string; measured: string; pass: boolean | null }[] {
  if (!r) return [];
  const pages = TARGET_PAGES.map((label) => ({ name: label.split(' ')[0]!, median: r.pages[label]?.median ?? null }));
  const on = `on ${pages.map((p) => `\`${p.name}\``).join(', ')} (median of ${r.runs_per_page} runs)`;
  const goal = (target: string, show: (m: LighthouseFigures) => string, ok: (m: LighthouseFigures) => boolean) => ({
    target: `Lighthouse mobile ${target} ${on}`,
    measured: pages.map((p) => `\`${p.name}\` ${p.median ? show(p.median) : 'no run succeeded'}`).join('; '),
    // A page that missed the goal fails it even when another page could not be measured.
    pass: pages.some((p) => p.median && !ok(p.median)) ? false : pages.every((p) => p.median) ? true : null,
  });
  return [
    goal('performance ≥ 99', (m) => String(m.performance), (m) => m.performance >= 99),
    goal(
      'accessibility, best practices and SEO 100',
      (m) => `${m.accessibility} / ${m.best_practices} / ${m.seo}`,
      (m) => m.accessibility === 100 && m.best_practices === 100 && m.seo === 100,
    ),
    goal('LCP ≤ 1.2 s', (m) => seconds(m.lcp_ms), (m) => m.lcp_ms <= 1200),
    goal('TBT ≤ 50 ms', (m) => `${m.tbt_ms} ms`, (m) => m.tbt_ms <= 50),
    goal('CLS ≤ 0.01', (m) => String(m.cls), (m) => m.cls <= 0.01),
  ];
}
