import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

describe('architecture import boundaries', () => {
  it.each([
    ['lib/core/x.ts', "import { useState } from 'react';\nexport const a = useState;"],
    ['lib/core/x.ts', "import { signal } from '@preact/signals-react';\nexport const a = signal;"],
    ['lib/core/x.ts', "import { cx } from '../ui/class-names';\nexport const a = cx;"],
    ['lib/ui/x.ts', "import { router } from '../../app/router';\nexport const a = router;"],
    ['app/x.ts', "import { mountWidget } from '../embed/widget-main';\nexport const a = mountWidget;"],
    ['server/x.ts', "import { cx } from '../lib/ui/class-names';\nexport const a = cx;"],
    ['server/routes/x.ts', "import { routes } from '../../app/router';\nexport const a = routes;"],
  ])('%s may not import what it imports', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['lib/ui/x.ts', "import { QUOTES } from '../core/quotes';\nexport const a = QUOTES;"],
    ['app/x.ts', "import { cx } from '../lib/ui/class-names';\nexport const a = cx;"],
    ['server/x.ts', "import { createApp } from './app';\nexport const a = createApp;"],
    ['server/x.ts', "import type { User } from '../lib/core/api/contract';\nexport type A = User;"],
  ])('%s may import what it imports', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});
