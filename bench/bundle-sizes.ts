/**
 * Download sizes (gzip and brotli) of the widget and the SPA's first page, as the build measured
 * them: `npm run build` writes dist/sizes.json (and fails when one is over its budget).
 */
import fs from 'node:fs';

interface Measured {
  gzip: number;
  brotli: number;
  files: string[];
}

interface SizesFile {
  generated: string;
  /** spa_initial: absent in files written before the SPA had a budget. */
  budgets_gzip: { widget: Record<'loader' | 'first_paint' | 'total', number>; spa_initial?: number };
  widget?: Record<'loader' | 'first_paint' | 'total', Measured>;
  spa_initial?: Measured;
}

export interface BundleSize {
  gzip_kb: number;
  brotli_kb: number;
  /** Enforced by the build; absent where the size is only reported. */
  budget_gzip_kb?: number;
}

/** By bundle; a plain number is a gzip-only figure from a bench run before brotli was measured. */
export type BundleSizes = Record<string, BundleSize | number>;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const LABELS: Record<string, string> = {
  widget_loader: 'widget loader (dream-analyzer.js)',
  widget_first_paint: 'widget until the text box shows (loader, entry chunk, its static imports, CSS)',
  widget_total: 'widget total download',
  spa_initial: "SPA's initial JS + CSS",
};

export function bundleSizes(file = 'dist/sizes.json'): BundleSizes {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (it measures the bundles)`);
  const sizes = JSON.parse(fs.readFileSync(file, 'utf8')) as SizesFile;
  const out: BundleSizes = {};
  const add = (name: string, m: Measured | undefined, budget?: number) => {
    if (m) out[name] = { gzip_kb: kb(m.gzip), brotli_kb: kb(m.brotli), ...(budget === undefined ? {} : { budget_gzip_kb: kb(budget) }) };
  };
  add('widget_loader', sizes.widget?.loader, sizes.budgets_gzip.widget.loader);
  add('widget_first_paint', sizes.widget?.first_paint, sizes.budgets_gzip.widget.first_paint);
  add('widget_total', sizes.widget?.total, sizes.budgets_gzip.widget.total);
  add('spa_initial', sizes.spa_initial, sizes.budgets_gzip.spa_initial);
  return out;
}

/** The "Bundle sizes" section of RESULTS.md. */
export function bundleSizesMarkdown(bundles: BundleSizes): string[] {
  const out = ['## Bundle sizes', '', 'KB of 1,024 bytes, as browsers download them (gzip level 9, brotli quality 11). The build fails when a bundle is over its budget.', '', '| bundle | gzip KB | brotli KB | budget (gzip KB) |', '|---|---|---|---|'];
  for (const [name, size] of Object.entries(bundles)) {
    if (typeof size === 'number') out.push(`| ${name} | ${size} | | |`);
    else out.push(`| ${LABELS[name] ?? name} | ${size.gzip_kb} | ${size.brotli_kb} | ${size.budget_gzip_kb ?? 'not enforced'} |`);
  }
  out.push('');
  return out;
}

/** The enforced budgets as targets of the report. */
export function bundleTargets(bundles: BundleSizes | undefined): { target: string; measured: string; pass: boolean | null }[] {
  if (!bundles) return [];
  return Object.entries(bundles).flatMap(([name, size]) =>
    typeof size === 'number' || size.budget_gzip_kb === undefined
      ? []
      : [{ target: `${LABELS[name] ?? name} ≤ ${size.budget_gzip_kb} KB gzip`, measured: `${size.gzip_kb} KB gzip, ${size.brotli_kb} KB brotli`, pass: size.gzip_kb <= size.budget_gzip_kb }],
  );
}
