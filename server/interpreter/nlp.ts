import winkNLP from 'wink-nlp';
import type { ItsFunction, WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** One word or punctuation mark of the dream, as the rest of the engine sees it. */
export interface Token {
  /** Surface form as written. */
  value: string;
  /** Lower-cased surface form with contractions expanded by wink ("n't" → "not"). */
  normal: string;
  lemma: string;
  pos: string;
  /** wink's negation scope flag; the engine narrows it further where it matters. */
  negated: boolean;
  isWord: boolean;
  sentence: number;
}

export interface ParsedText {
  tokens: Token[];
  sentences: string[];
  wordCount: number;
}

let instance: WinkMethods | null = null;

/**
 * The model is created lazily: importing the module stays cheap, and `warmUp` pays
 * the ~100 ms construction cost at server start instead of on the first request.
 * NER, sentiment and custom entities are left out of the pipe because we never read them.
 */
export function getNlp(): WinkMethods {
  instance ??= winkNLP(model, ['sbd', 'pos', 'negation']);
  return instance;
}

export function parseText(text: string): ParsedText {
  const nlp = getNlp();
  const its = nlp.its;
  const doc = nlp.readDoc(text);
  const all = doc.tokens();
  // wink's typings do not fit every `its` helper (lemma takes addons), hence the casts.
  const col = <T>(fn: unknown): T[] => all.out(fn as ItsFunction<T>) as T[];
  const values = col<string>(its.value);
  const normals = col<string>(its.normal);
  const lemmas = col<string>(its.lemma);
  const pos = col<string>(its.pos);
  const negs = col<boolean>(its.negationFlag);
  const types = col<string>(its.type);

  const sentences: string[] = [];
  const sentenceOf: number[] = [];
  doc.sentences().each((s, k) => {
    sentences.push(s.out());
    const n = s.tokens().length();
    for (let i = 0; i < n; i += 1) sentenceOf.push(k);
  });

  const tokens: Token[] = [];
  let wordCount = 0;
  for (let i = 0; i < values.length; i += 1) {
    const type = types[i] ?? '';
    const isWord = type === 'word';
    if (isWord) wordCount += 1;
    tokens.push({
      value: values[i] ?? '',
      normal: normals[i] ?? '',
      lemma: (lemmas[i] ?? '').toLowerCase(),
      pos: pos[i] ?? 'X',
      negated: Boolean(negs[i]),
      isWord,
      sentence: sentenceOf[i] ?? Math.max(0, sentences.length - 1),
    });
  }
  return { tokens, sentences, wordCount };
}
