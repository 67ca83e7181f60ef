import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOTION_CLASSES } from '../../lib/core/api/contract';
import { interpretBuiltin } from './builtin';
import { keywordMatches } from './eval/metrics';
import { gerund } from './text-utils';

describe('robustness', () => {
  it('returns a well-formed analysis for any non-empty text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }).filter((s) => s.trim().length > 0), (text) => {
        const a = interpretBuiltin(text.trim());
        expect(a.interpretation.length).toBeGreaterThan(50);
        expect(['positive', 'negative', 'neutral', 'mixed']).toContain(a.sentiment);
        for (const c of EMOTION_CLASSES) expect(a.emotions[c]).toBeGreaterThanOrEqual(0);
        expect(a.keywords.length).toBeLessThanOrEqual(8);
        expect(new Set(a.keywords).size).toBe(a.keywords.length);
      }),
      { numRuns: 150 },
    );
  });

  it('reads words that name built-in object members like any other word', () => {
    // Lookups keyed by the dream's own words must not find Object.prototype's "constructor" or "toString".
    const names = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', '__proto__'];
    for (const n of names) {
      const a = interpretBuiltin(`I was in the kitchen with a ${n} and I felt ${n}. Then the ${n} ${n} me and I woke up ${n}.`);
      const json = JSON.stringify(a);
      expect(json, n).not.toMatch(/native code|function|\bNaN\b|undefined|\[object /);
      for (const c of EMOTION_CLASSES) expect(Number.isFinite(a.emotions[c]), `${n} ${c}`).toBe(true);
      expect(a.keywords.every((k) => typeof k === 'string'), n).toBe(true);
    }
    expect(() => interpretBuiltin(names.join(' '))).not.toThrow();
  });

  it('forms gerunds the way people name dream actions', () => {
    expect(['fall', 'run', 'chase', 'die', 'fly', 'swim', 'visit', 'forget'].map(gerund)).toEqual([
      'falling', 'running', 'chasing', 'dying', 'flying', 'swimming', 'visiting', 'forgetting',
    ]);
  });

  it('matches eval keywords across inflection only', () => {
    expect(keywordMatches('fall', ['falling'])).toBe(true);
    expect(keywordMatches('house', ['houses'])).toBe(true);
    expect(keywordMatches('parking lot', ['lot'])).toBe(false);
    expect(keywordMatches('snake', ['house'])).toBe(false);
  });
});
