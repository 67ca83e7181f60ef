import { describe, expect, it } from 'vitest';
import winkNLP, { type ItsFunction } from 'wink-nlp';
import packaged from 'wink-eng-lite-web-model';
import { englishModel, loadCoreModel } from './nlp-model';

const SENTENCES = [
  "I couldn't find my keys, so I climbed through the kitchen window at 3 a.m.",
  'My grandmother, who died in 2019, handed me a blue tin and said "You\'ll need to eat proper."',
  "We weren't allowed to leave; nobody laughed, and the teacher's whistle kept blowing.",
  'The dogs were barking at a ship made of glass — it sank slowly into the bay!!',
  "Dreamt I was flyin over Toledo in my rig, lol, then woke up at 5:40 sweating.",
];

describe('the trimmed English model', () => {
  it('reads sentences, parts of speech, lemmas and negation exactly as the packaged model does', () => {
    const pipe = ['sbd', 'pos', 'negation'];
    const ours = winkNLP(englishModel(() => undefined), pipe);
    const theirs = winkNLP(packaged, pipe);
    const read = (nlp: typeof ours, text: string) => {
      const doc = nlp.readDoc(text);
      const its = nlp.its;
      // wink's typings do not fit every `its` helper (lemma takes addons), hence the cast.
      const col = (fn: unknown) => doc.tokens().out(fn as ItsFunction<unknown>);
      return {
        sentences: doc.sentences().out(),
        tokens: doc.tokens().out(),
        pos: col(its.pos),
        lemma: col(its.lemma),
        negated: col(its.negationFlag),
        type: col(its.type),
        shape: col(its.shape),
      };
    };
    for (const text of SENTENCES) expect(read(ours, text), text).toEqual(read(theirs, text));
  });

  it('prepares the core model as wink expects it', () => {
    const core = loadCoreModel();
    expect(core.lexicon).toBeInstanceOf(Uint32Array);
    expect(core.xpansions).toBeInstanceOf(Uint32Array);
    const lexeme = core.features.lexeme;
    expect(lexeme.intrinsicSize).toBe(lexeme.list.length);
    expect(lexeme.hash?.['dream']).toBe(lexeme.list.indexOf('dream'));
    expect(core.features.posClusters.list.every((c) => c instanceof Set)).toBe(true);
  });
});
