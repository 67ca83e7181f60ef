import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportedComponents, findStoryGaps } from './check-stories';

const roots: string[] = [];

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-stories-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'lib', 'ui'), { recursive: true });
  fs.mkdirSync(path.join(root, 'stories', 'ui'), { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('exportedComponents', () => {
  it('finds PascalCase functions and consts, not helpers, constants or types', () => {
    const source = [
      'export function Button() {}',
      'export const Card = () => null;',
      'export const Memo: FC = memo(() => null);',
      'export function buttonClass() {}',
      'export const TOAST_DEFAULTS = {};',
      'export interface ButtonProps {}',
      'export type Tone = "a";',
    ].join('\n');
    expect(exportedComponents(source)).toEqual(['Button', 'Card', 'Memo']);
  });
});

describe('findStoryGaps', () => {
  it('passes when every component has a story that references it', () => {
    const root = fixture({
      'lib/ui/banner.tsx': 'export function Banner() {}\nexport function GuestBanner() {}',
      'lib/ui/format.ts': 'export function formatDate() {}',
      'lib/ui/class-names.tsx': 'export function cx() {}',
      'stories/ui/banner.stories.tsx': "import { Banner, GuestBanner } from '../../lib/ui/banner';",
    });
    expect(findStoryGaps(root)).toEqual([]);
  });

  it('lists a component without a story file, and one whose story misses an export', () => {
    const root = fixture({
      'lib/ui/button.tsx': 'export function Button() {}',
      'lib/ui/banner.tsx': 'export function Banner() {}\nexport function GuestBanner() {}',
      'stories/ui/banner.stories.tsx': "import { Banner } from '../../lib/ui/banner';",
    });
    expect(findStoryGaps(root)).toEqual([
      { component: 'lib/ui/banner.tsx', storyFile: 'stories/ui/banner.stories.tsx', missing: ['GuestBanner'], reason: 'not-referenced' },
      { component: 'lib/ui/button.tsx', storyFile: 'stories/ui/button.stories.tsx', missing: ['Button'], reason: 'no-story-file' },
    ]);
  });

  it('rejects a story file that does not import the module', () => {
    const root = fixture({
      'lib/ui/button.tsx': 'export function Button() {}',
      'stories/ui/button.stories.tsx': '// Button\nexport const Button = 1;',
    });
    expect(findStoryGaps(root).map((g) => g.reason)).toEqual(['not-imported']);
  });
});
