import { describe, expect, it } from 'vitest';
import { pairMemo } from './text-utils';

describe('pairMemo', () => {
  it('makes the value of a pair once and hands back the same value after', () => {
    const cache = new Map<string, Map<string, string[]>>();
    let made = 0;
    const make = (a: string, b: string) => () => {
      made += 1;
      return [a, b];
    };
    const first = pairMemo(cache, 'lie', 'lying', () => new Map<string, string[]>(), make('lie', 'lying'));
    expect(pairMemo(cache, 'lie', 'lying', () => new Map<string, string[]>(), make('x', 'y'))).toBe(first);
    expect(first).toEqual(['lie', 'lying']);
    expect(pairMemo(cache, 'lie', 'lay', () => new Map<string, string[]>(), make('lie', 'lay'))).toEqual(['lie', 'lay']);
    expect(made).toBe(2);
  });
});
