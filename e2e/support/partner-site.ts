/**
 * A partner's web site on another origin (its own port), embedding the widget with the snippet.
 * Pages: `/?css=<name>&widgets=<n>&script=1`, where css picks one of the host stylesheets below.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from './fixtures';

/** Host-page stylesheets the widget must shrug off. */
export const HOST_STYLES: Record<string, string> = {
  blank: '',
  tailwind: '', // filled from the product's own Tailwind build at start-up
  'root-62.5': 'html { font-size: 62.5%; }',
  hostile: '* { box-sizing: content-box; color: red !important } button { display: none } div { margin: 40px }',
};

export interface PartnerSite {
  url: string;
  close(): Promise<void>;
}

function page(productUrl: string, css: string, widgets: number, withScript: boolean): string {
  const elements = Array.from({ length: widgets }, (_, i) => `<dream-analyzer id="widget-${i + 1}" heading="Dream Analyzer"></dream-analyzer>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<style>${css}</style>
<style>#slot { position: absolute; left: 20px; top: 120px; width: 560px; background: #fff; }</style>
</head><body>
<header><p id="host-text">A partner's own paragraph.</p><button id="host-button" type="button">Partner button</button></header>
<section id="slot">${elements}</section>
${withScript ? `<script src="${productUrl}/embed/dream-analyzer.js" async></script>` : ''}
</body></html>`;
}

export async function startPartnerSite(productUrl: string): Promise<PartnerSite> {
  const cssFile = fs.readdirSync('dist/app/assets').find((f) => f.endsWith('.css'));
  HOST_STYLES.tailwind = cssFile ? fs.readFileSync(path.join('dist/app/assets', cssFile), 'utf8') : '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://partner');
    const css = HOST_STYLES[url.searchParams.get('css') ?? 'blank'] ?? '';
    const widgets = Number(url.searchParams.get('widgets') ?? '1');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(productUrl, css, widgets, url.searchParams.get('script') !== '0'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Another port is another origin: every call the widget makes is cross-origin.
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The partner site for the tests of one file: started before them, closed after. Read `url`
 * inside a test, once the site is up.
 */
export function usePartnerSite(): { readonly url: string } {
  let site: PartnerSite | undefined;
  test.beforeAll(async () => {
    site = await startPartnerSite(process.env.E2E_BASE_URL ?? '');
  });
  test.afterAll(async () => {
    await site?.close();
  });
  return {
    get url() {
      if (!site) throw new Error('the partner site is not running yet');
      return site.url;
    },
  };
}
