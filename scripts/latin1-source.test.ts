import { describe, expect, it } from 'vitest';
import { escapeAboveLatin1 } from './latin1-source.mjs';

/** Evaluates a JavaScript expression written as source text. */
const evaluate = (source: string): unknown => new Function(`return (${source});`)();

describe('escapeAboveLatin1', () => {
  it('leaves Latin-1 text alone and escapes everything above it', () => {
    const source = `"café ’quoted’ — 😀"`;
    const escaped = escapeAboveLatin1(source);
    expect(escaped).toBe(`"café \\u2019quoted\\u2019 \\u2014 \\ud83d\\ude00"`);
    expect([...escaped].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    expect(evaluate(escaped)).toBe(evaluate(source));
  });

  it('keeps what regular expressions match, with and without the u flag', () => {
    for (const source of ['/^[\'‘’"“”]+$/', '/[–—]/u', '/😀+/u', '/a\\’b/', '/x\\\\’/']) {
      const before = evaluate(source) as RegExp;
      const after = evaluate(escapeAboveLatin1(source)) as RegExp;
      for (const input of ['’‘', '"“', 'a—b', '😀😀', 'a’b', 'x\\’', 'x’', 'plain']) expect(after.test(input), `${source} on ${input}`).toBe(before.test(input));
    }
  });

  it('drops the backslash of an escaped character instead of escaping the escape', () => {
    expect(evaluate(escapeAboveLatin1(`'it\\’s'`))).toBe('it’s');
    expect(evaluate(escapeAboveLatin1(`'back\\\\’'`))).toBe('back\\’');
  });

  it('keeps template literals and identifiers working', () => {
    expect(evaluate(escapeAboveLatin1('`a ${1 + 1} “b”`'))).toBe('a 2 “b”');
    expect(evaluate(escapeAboveLatin1('(() => { const ñandú = 1, π = 2; return ñandú + π; })()'))).toBe(3);
  });
});
