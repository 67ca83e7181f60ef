/** Download sizes (gzip) of the widget and the SPA's first page. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function bundleSizes(): Record<string, number> {
  const embedFiles = fs
    .readdirSync('dist/embed', { recursive: true })
    .map(String)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => path.join('dist/embed', f));
  const html = fs.readFileSync('dist/app/index.html', 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => path.join('dist/app', m[1] ?? ''));
  return {
    widget_loader_kb_gzip: kb(gzip('dist/embed/dream-analyzer.js')),
    widget_total_kb_gzip: kb(embedFiles.reduce((s, f) => s + gzip(f), 0)),
    spa_initial_kb_gzip: kb(initial.reduce((s, f) => s + gzip(f), 0)),
  };
}
