import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dreamKeywords, dreamPreview } from './dream-helpers';

const text = (n: number) => 'abcdefghij'.repeat(11).slice(0, n);

describe('dreamPreview', () => {
  it('shows a text of up to 50 characters whole', () => {
    expect(dreamPreview('')).toBe('');
    expect(dreamPreview(text(50))).toBe(text(50));
  });

  it('adds the ellipsis from 51 characters on, keeping up to 100 characters', () => {
    expect(dreamPreview(text(51))).toBe(text(51) + '...');
    expect(dreamPreview(text(100))).toBe(text(100) + '...');
    expect(dreamPreview(text(101))).toBe(text(100) + '...');
    expect(dreamPreview(text(101))).toHaveLength(103);
  });

  it('never ends in more than three dots when the cut falls on a full stop or an ellipsis', () => {
    const sentence = 'I was on a train that never stopped, and every window showed the same field.';
    expect(dreamPreview(sentence)).toBe('I was on a train that never stopped, and every window showed the same field...');
    expect(dreamPreview(`${text(99)}.and on it went`)).toBe(`${text(99)}...`);
    expect(dreamPreview(`${text(97)}...and on`)).toBe(`${text(97)}...`);
    expect(dreamPreview(`${text(99)}…and on`)).toBe(`${text(99)}...`);
    expect(dreamPreview(`${text(60)} and then the sea. Later`)).toBe(`${text(60)} and then the sea. Later...`);
    expect(dreamPreview('.'.repeat(120))).toBe('...');
  });

  it('never splits an emoji', () => {
    const emoji = '🌙'.repeat(101); // 202 UTF-16 units
    expect(dreamPreview(emoji)).toBe('🌙'.repeat(100) + '...');
    expect(dreamPreview('🌙'.repeat(50))).toBe('🌙'.repeat(50));
  });

  it('always starts with the text and keeps at most 100 characters of it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (t) => {
        const p = dreamPreview(t);
        const kept = p.endsWith('...') && [...t].length > 50 ? p.slice(0, -3) : p;
        expect(t.startsWith(kept)).toBe(true);
        expect([...kept].length).toBeLessThanOrEqual(100);
        if ([...t].length > 50) expect(p).not.toMatch(/[.…]\.\.\.$/u);
      }),
    );
  });
});

describe('dreamKeywords', () => {
  it('reads `keywords` first', () => {
    expect(dreamKeywords({ keywords: ['sea', 'house'], analysis: { keywords: ['old'] } })).toEqual(['sea', 'house']);
  });

  it('falls back to analysis.keywords when keywords is empty or missing', () => {
    expect(dreamKeywords({ keywords: [], analysis: { keywords: ['old'] } })).toEqual(['old']);
    expect(dreamKeywords({ analysis: { keywords: ['old'] } })).toEqual(['old']);
  });

  it('copes with null, missing and malformed data', () => {
    expect(dreamKeywords({})).toEqual([]);
    expect(dreamKeywords({ analysis: null })).toEqual([]);
    expect(dreamKeywords({ keywords: null as unknown as string[] })).toEqual([]);
    expect(dreamKeywords({ keywords: ['ok', 3, '', ' '] as unknown as string[] })).toEqual(['ok']);
  });
});
