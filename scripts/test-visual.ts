/**
 * `npm run test:visual`: builds the static catalogue and the production bundles, then runs the
 * visual-regression + accessibility suite (playwright.visual.config.ts).
 *
 *   npm run test:visual                      compare every story, app route and the widget with the baselines
 *   npm run test:visual -- --update          refresh the baselines that changed (and add missing ones);
 *                                            on a full run, also delete baselines of stories that no longer exist
 *   npm run test:visual -- --no-build        reuse storybook-static/ and dist/ (npm test builds them first)
 *   npm run test:visual -- -g "UI/Button"    any other argument goes to `playwright test`
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCS_BASELINES, STORY_VARIANTS, storyBaselineName } from '../e2e/visual/support';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STORY_BASELINES = path.join(ROOT, 'e2e/visual/__screenshots__/stories.visual.ts');
const BIN = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

export interface VisualArgs {
  update: boolean;
  build: boolean;
  /** Arguments passed through to `playwright test`. */
  passthrough: string[];
}

export function parseVisualArgs(argv: string[]): VisualArgs {
  const passthrough: string[] = [];
  let update = false;
  let build = true;
  for (const arg of argv) {
    if (arg === '--update' || arg === '-u' || arg === '--update-snapshots') update = true;
    else if (arg === '--no-build') build = false;
    else passthrough.push(arg);
  }
  return { update, build, passthrough };
}


function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  return result.status ?? 1;
}

/** Deletes story baselines whose story is gone from storybook-static/index.json; returns their names. */
function removeObsoleteStoryBaselines(): string[] {
  const index = JSON.parse(fs.readFileSync(path.join(ROOT, 'storybook-static/index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const expected = new Set<string>([
    ...DOCS_BASELINES,
    ...Object.values(index.entries)
      .filter((e) => e.type === 'story')
      .flatMap((e) => STORY_VARIANTS.map((variant) => storyBaselineName(e.id, variant))),
  ]);
  if (!fs.existsSync(STORY_BASELINES)) return [];
  const obsolete = fs.readdirSync(STORY_BASELINES).filter((name) => name.endsWith('.png') && !expected.has(name));
  for (const name of obsolete) fs.rmSync(path.join(STORY_BASELINES, name));
  return obsolete;
}

function main(): void {
  const args = parseVisualArgs(process.argv.slice(2));
  if (args.build) {
    if (run(BIN('storybook'), ['build', '-o', 'storybook-static', '--quiet']) !== 0) process.exit(1);
    if (run(process.execPath, ['scripts/build.mjs', 'app', 'embed', 'server']) !== 0) process.exit(1);
  }
  const playwrightArgs = ['test', '-c', 'playwright.visual.config.ts', ...args.passthrough];
  if (args.update) playwrightArgs.push('--update-snapshots=changed');
  const status = run(BIN('playwright'), playwrightArgs);
  // Which stories exist is known from the build, whatever the tests' outcome.
  if (args.update && args.passthrough.length === 0) {
    const removed = removeObsoleteStoryBaselines();
    if (removed.length > 0) console.log(`Removed ${removed.length} obsolete story baseline(s):\n  ${removed.join('\n  ')}`);
  }
  if (args.update) console.log('\nBaselines updated: review them with `git status e2e/visual/__screenshots__` and `git diff --stat`, then commit.');
  process.exit(status);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
