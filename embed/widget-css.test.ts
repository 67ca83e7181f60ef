import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const EMBED = path.resolve(import.meta.dirname);
const LIB_UI = path.resolve(EMBED, '../lib/ui');

/** Relative imports of a source file (static, dynamic and re-exports), resolved to files; type-only imports left out. */
function localImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...[...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+'(\.[^']+)'/gm)].map((m) => m[1]),
    ...[...code.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]),
  ];
  return specifiers.flatMap((spec) => {
    const base = path.resolve(path.dirname(file), spec ?? '');
    const found = ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    return found ? [found] : [];
  });
}

/** Every lib/ui file the widget's bundle can load, starting from its entry. */
function widgetUiFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    localImports(file).forEach(visit);
  };
  visit(path.join(EMBED, 'widget-main.tsx'));
  return [...seen].filter((f) => f.startsWith(LIB_UI + path.sep) && f.endsWith('.tsx')).map((f) => path.relative(LIB_UI, f));
}

describe("the widget's stylesheet", () => {
  it('scans every lib/ui component the widget renders, so none of their utilities is missing', () => {
    const css = fs.readFileSync(path.join(EMBED, 'widget.css'), 'utf8');
    const sources = [...css.matchAll(/@source '\.\.\/lib\/ui\/([^']+)'/g)].map((m) => m[1]);
    const rendered = widgetUiFiles();
    expect(rendered).toContain('dream-form.tsx');
    expect(rendered).toContain('analysis-result.tsx');
    expect(rendered.filter((f) => !sources.includes(f))).toEqual([]);
  });
});
