import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rolldown';
import { COMPILE_ALL_FUNCTIONS_HINT, compileAllFunctionsHint } from '../vite.compile-hints';

/** Runs the plugin's last step over a bundle as the build would hand it over. */
function finish(bundle: Record<string, unknown>) {
  const hook = compileAllFunctionsHint().generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void };
  hook.handler.call({}, {}, bundle as unknown as OutputBundle);
}

describe('the compile hint', () => {
  it("is every chunk's first line, above the preload helper, and the chunk's map moves down a line with it", () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport function start(){}\n';
    const bundle = {
      'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', code, map: { mappings: ';AAAA' } },
      'assets/index-1.js.map': { type: 'asset', fileName: 'assets/index-1.js.map', source: JSON.stringify({ version: 3, mappings: ';AAAA' }) },
      'assets/style-1.css': { type: 'asset', fileName: 'assets/style-1.css', source: 'body{}' },
    };
    finish(bundle);
    const chunk = bundle['assets/index-1.js'];
    expect(chunk.code.split('\n')[0]).toBe(COMPILE_ALL_FUNCTIONS_HINT);
    expect(chunk.code.split('\n').slice(1).join('\n')).toBe(code);
    expect(chunk.map.mappings).toBe(';;AAAA');
    expect(JSON.parse(bundle['assets/index-1.js.map'].source)).toEqual({ version: 3, mappings: ';;AAAA' });
    expect(bundle['assets/style-1.css'].source).toBe('body{}');
  });

  it('is written once, however often the step runs', () => {
    const bundle = { 'a.js': { type: 'chunk', fileName: 'a.js', code: 'f()' } };
    finish(bundle);
    finish(bundle);
    expect(bundle['a.js'].code).toBe(`${COMPILE_ALL_FUNCTIONS_HINT}\nf()`);
  });
});
