/**
 * Fails when a lib/ui component has no story: every `.tsx` file in lib/ui that exports a
 * PascalCase component needs `stories/ui/<same-file-name>.stories.tsx`, which imports that module
 * and references each of its exported components. Usage: `npm run check-stories`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface StoryGap {
  /** lib/ui file, relative to the root, e.g. `lib/ui/button.tsx`. */
  component: string;
  /** The story file that should exist, relative to the root. */
  storyFile: string;
  /** Exported components that the story file does not reference (all of them when it is missing). */
  missing: string[];
  reason: 'no-story-file' | 'not-imported' | 'not-referenced';
}

const PASCAL_CASE = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/;

/** The PascalCase components a module exports: `export function X`, `export const X =`, `export class X`. */
export function exportedComponents(source: string): string[] {
  const names = new Set<string>();
  const patterns = [
    /^export\s+(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/gm,
    /^export\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=/gm,
    /^export\s+(?:default\s+)?class\s+([A-Za-z_$][\w$]*)/gm,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const name = match[1];
      if (name && PASCAL_CASE.test(name)) names.add(name);
    }
  }
  return [...names].sort();
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Lists lib/ui components without a story (empty when the catalogue is complete). */
export function findStoryGaps(root: string): StoryGap[] {
  const uiDir = path.join(root, 'lib', 'ui');
  const storiesDir = path.join(root, 'stories', 'ui');
  const gaps: StoryGap[] = [];
  const files = fs
    .readdirSync(uiDir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.tsx') && !/\.(test|spec|stories)\.tsx$/.test(e.name))
    .map((e) => e.name)
    .sort();
  for (const file of files) {
    const components = exportedComponents(stripComments(fs.readFileSync(path.join(uiDir, file), 'utf8')));
    if (components.length === 0) continue;
    const base = file.slice(0, -'.tsx'.length);
    const storyPath = path.join(storiesDir, `${base}.stories.tsx`);
    const component = `lib/ui/${file}`;
    const storyFile = `stories/ui/${base}.stories.tsx`;
    if (!fs.existsSync(storyPath)) {
      gaps.push({ component, storyFile, missing: components, reason: 'no-story-file' });
      continue;
    }
    const story = stripComments(fs.readFileSync(storyPath, 'utf8'));
    const importsModule = new RegExp(`from\\s+['"][./]*(?:lib/)?ui/${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\.tsx?)?['"]`).test(story);
    if (!importsModule) {
      gaps.push({ component, storyFile, missing: components, reason: 'not-imported' });
      continue;
    }
    const unreferenced = components.filter((name) => !new RegExp(`\\b${name}\\b`).test(story));
    if (unreferenced.length > 0) gaps.push({ component, storyFile, missing: unreferenced, reason: 'not-referenced' });
  }
  return gaps;
}

export function formatGaps(gaps: StoryGap[]): string {
  return gaps
    .map((g) => {
      const what = g.missing.join(', ');
      if (g.reason === 'no-story-file') return `  ${g.component} (${what}): missing ${g.storyFile}`;
      if (g.reason === 'not-imported') return `  ${g.component} (${what}): ${g.storyFile} does not import it`;
      return `  ${g.component}: ${g.storyFile} has no story for ${what}`;
    })
    .join('\n');
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const gaps = findStoryGaps(root);
  if (gaps.length > 0) {
    console.error(`Components without stories (${gaps.length}):\n${formatGaps(gaps)}`);
    process.exit(1);
  }
  console.log('check-stories: every lib/ui component has a story.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
