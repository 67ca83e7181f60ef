/**
 * `npm run bench`: measures the product and writes bench/results.json and bench/RESULTS.md.
 * Each section is a function in bench/; sections that need a build run it first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleSizes } from './bundle-sizes';
import { httpBench } from './http';

interface Section {
  name: string;
  run: () => Promise<Record<string, unknown>>;
}

const sections: Section[] = [
  { name: 'bundles', run: async () => bundleSizes() },
  { name: 'http', run: httpBench },
];

if (!fs.existsSync('dist/server/main.js') || !fs.existsSync('dist/app/index.html')) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
};
for (const section of sections) {
  process.stdout.write(`bench: ${section.name}…\n`);
  results[section.name] = await section.run();
}

fs.writeFileSync(path.join('bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(path.join('bench', 'RESULTS.md'), toMarkdown(results));
process.stdout.write(toMarkdown(results));

function toMarkdown(r: Record<string, unknown>): string {
  const lines = ['# Benchmark results', '', `Measured ${String(r.date)} with \`npm run bench\`.`, ''];
  for (const [name, value] of Object.entries(r)) {
    if (name === 'date') continue;
    lines.push(`## ${name}`, '', '| measure | value |', '|---|---|');
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) lines.push(`| ${k} | ${typeof v === 'object' ? JSON.stringify(v) : String(v)} |`);
    lines.push('');
  }
  return lines.join('\n');
}
