import { describe, expect, it } from 'vitest';
import { parseText } from '../nlp';
import { detectDistress, withSupport, type UncheckedAnalysis } from './index';
import { ALL_SUPPORT_PARAGRAPHS, carrySupport, stripSupportLike, supportBlockOf, supportMessage, SUPPORT_VARIANTS, textSeed } from './support-message';

const reading: UncheckedAnalysis = {
  interpretation: 'The bridge in your dream is a threshold.\n\nWhat lies on the other side?',
  keywords: ['bridge'],
  sentiment: 'negative',
  emotions: { apprehension: 0.5, happiness: 0, anger: 0, confusion: 0, sadness: 0.4 },
  symbols: [],
  archetypes: [],
  engine: 'builtin',
};
const check = (text: string) => detectDistress(text, parseText(text));

describe('the support message', () => {
  it('is short, plain, and points to people and local services without inventing a number', () => {
    for (const p of ALL_SUPPORT_PARAGRAPHS) {
      expect(p).not.toMatch(/\d/);
      const sentences = p.split(/(?<=[.!?])\s+/).length;
      expect(sentences).toBeGreaterThanOrEqual(2);
      expect(sentences).toBeLessThanOrEqual(3);
    }
    for (let v = 0; v < SUPPORT_VARIANTS; v += 1) {
      const en = supportMessage(v);
      expect(en).toMatch(/someone|a doctor/);
      expect(en).toMatch(/local emergency number/);
      expect(en).toMatch(/crisis line/);
    }
  });

  it('has several variants, chosen from the dream so the same dream always gets the same one', () => {
    expect(new Set([0, 1, 2].map((v) => supportMessage(v))).size).toBe(SUPPORT_VARIANTS);
    expect(textSeed('I wanted to die.')).toBe(textSeed('I wanted to die.'));
    const seen = new Set(['I wanted to die.', 'I want to die.', 'In the dream I wanted to die.', 'I wished I were dead.', 'I am a burden.', 'I cannot go on like this.'].map((t) => supportMessage(textSeed(t))));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('opens the reading, as one block, and sets the flag', () => {
    const text = 'I was standing on the bridge, ready to jump.';
    const a = withSupport(reading, check(text));
    expect(a.support).toBe(true);
    expect(a.interpretation.startsWith(supportMessage(textSeed(text)))).toBe(true);
    expect(a.interpretation.endsWith(reading.interpretation)).toBe(true);
    expect(supportBlockOf(a.interpretation)).toBe(supportMessage(textSeed(text)));
  });

  it('leaves a reading without distress alone and says so', () => {
    const a = withSupport(reading, check('I was standing on the bridge looking at the boats.'));
    expect(a).toEqual({ ...reading, support: false });
  });

  it('adds the paragraph in the dream language after the English one', () => {
    for (const [text, word] of [
      ['En el sueño yo quería morir.', /línea de ayuda/],
      ['Im Traum wollte ich sterben.', /Notruf/],
      ['Dans le rêve, je voulais mourir.', /numéro d'urgence/],
      ['No sonho eu queria morrer.', /número de emergência/],
    ] as const) {
      const block = supportBlockOf(withSupport(reading, check(text)).interpretation);
      const [en, own, more] = block.split('\n');
      expect(en).toMatch(/crisis line/);
      expect(own).toMatch(word);
      expect(more).toBeUndefined();
    }
  });

  it("opens another engine's reading with the same block, dropping a support paragraph of its own", () => {
    const builtin = withSupport(reading, check('I wanted to kill myself in the dream.'));
    const llm = {
      ...reading,
      engine: 'llm:test',
      interpretation: 'The river carries you.\n\nIf you are struggling, please call a suicide hotline such as 988 or talk to someone you trust.\n\nWhat would the far bank hold?',
    };
    const carried = carrySupport(builtin, llm);
    expect(carried.support).toBe(true);
    expect(carried.engine).toBe('llm:test');
    expect(carried.interpretation).toBe(`${supportBlockOf(builtin.interpretation)}\n\nThe river carries you.\n\nWhat would the far bank hold?`);
    expect(carrySupport({ ...reading, support: false }, llm)).toEqual({ ...llm, support: false });
  });

  it('knows a support paragraph when it sees one, and leaves interpretation alone', () => {
    expect(stripSupportLike('A reading.\n\nPlease reach a crisis line in your country.')).toBe('A reading.');
    expect(stripSupportLike('The doctor in your dream is the healer archetype.\n\nWhom do you trust?')).toBe('The doctor in your dream is the healer archetype.\n\nWhom do you trust?');
  });
});
