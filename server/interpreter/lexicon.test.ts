import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../lib/core/api/contract';
import { DATA_FILES, getLexicon, SYMBOL_FILES } from './lexicon';
import { archetypeFileSchema, emotionLexiconSchema, phrasesSchema, stopwordsSchema, symbolFileSchema } from './schemas';

describe('lexicon data files', () => {
  it('validate against their schemas', () => {
    for (const [name, file] of Object.entries(SYMBOL_FILES)) {
      const result = symbolFileSchema.safeParse(file);
      expect(result.success, `symbols-${name}.json: ${result.error?.message ?? ''}`).toBe(true);
    }
    expect(archetypeFileSchema.safeParse(DATA_FILES.archetypes).success).toBe(true);
    expect(emotionLexiconSchema.safeParse(DATA_FILES.emotions).success).toBe(true);
    expect(phrasesSchema.safeParse(DATA_FILES.phrases).success).toBe(true);
    expect(stopwordsSchema.safeParse(DATA_FILES.stopwords).success).toBe(true);
  });

  it('holds at least 200 symbols with unique ids and valid archetype links', () => {
    const { symbols, archetypes } = getLexicon();
    expect(symbols.length).toBeGreaterThanOrEqual(200);
    expect(new Set(symbols.map((s) => s.id)).size).toBe(symbols.length);
    for (const s of symbols) for (const a of s.archetypes) expect(ARCHETYPES).toContain(a);
    expect([...archetypes.keys()].sort()).toEqual([...ARCHETYPES].sort());
  });

  it('never gives one form to two symbols of the same part of speech', () => {
    const seen = new Map<string, string>();
    for (const s of getLexicon().symbols) {
      for (const form of s.forms) {
        const slot = `${s.kind === 'action' ? 'verb' : 'noun'}:${form}`;
        expect(seen.get(slot), `${form} in ${s.id} and ${seen.get(slot) ?? ''}`).toBeUndefined();
        seen.set(slot, s.id);
      }
    }
  });

  it('rejects a symbol linked to an unknown archetype', () => {
    const bad = [{ id: 'x', label: 'xx', kind: 'object', forms: ['x'], meaning: 'a'.repeat(30), amplification: 'b'.repeat(50), archetypes: ['Hobbit'] }];
    expect(symbolFileSchema.safeParse(bad).success).toBe(false);
  });
});
