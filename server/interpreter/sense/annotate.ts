import type { EmotionClass } from '../../../lib/core/api/contract';
import { getLexicon, type Lexicon } from '../lexicon';
import type { Token } from '../nlp';
import type { EmojiWord } from './emoji';
import { experiencerAt } from './experiencer';
import { markFigurative } from './figurative';
import { markFrame } from './frame';
import { markIdioms, type ExpressionMatch, type IdiomContext } from './idioms';
import { widenNegation } from './negation';
import { markProfanity } from './profanity';
import { markSarcasm, type SarcasmContext } from './sarcasm';
import { lookup } from '../text-utils';

export type { ExpressionMatch } from './idioms';

export interface AnnotateInput {
  /** wink's preceding-spaces column, to join pieces written without spaces (read only when needed). */
  spaces: () => string[];
  /** Words that replaced emoji, with their offsets in `text`. */
  emoji: EmojiWord[];
  /** The text the parser read (emoji already replaced). */
  text: string;
}

interface SenseContext {
  idioms: IdiomContext;
  sarcasm: SarcasmContext;
  isCreature: (t: Token) => boolean;
  isFeeling: (t: Token) => boolean;
}

let context: SenseContext | null = null;

const NEGATIVE: EmotionClass[] = ['apprehension', 'anger', 'sadness'];

function buildContext(lex: Lexicon): SenseContext {
  const people = new Set<string>(['people', 'person', 'family', 'kids', 'children', 'crowd', 'men', 'women', 'boys', 'girls', 'friends', 'parents', 'neighbour', 'neighbor']);
  const creatures = new Set<string>();
  for (const s of lex.symbols) {
    if (s.kind !== 'figure' && s.kind !== 'animal') continue;
    for (const f of s.forms) {
      if (f.includes(' ')) continue;
      creatures.add(f);
      if (s.kind === 'figure') people.add(f);
    }
  }
  const words = lex.feelingWords;
  const feelingOf = (t: Token): Partial<Record<EmotionClass, number>> | undefined => words.get(t.normal) ?? words.get(t.lemma);
  const isFeeling = (t: Token): boolean => t.isWord && feelingOf(t) !== undefined;
  const isPerson = (t: Token): boolean => people.has(t.lemma) || people.has(t.normal);
  const negative = (t: Token): boolean => {
    const w = feelingOf(t);
    if (w && NEGATIVE.some((c) => (w[c] ?? 0) >= 0.3) && (w.happiness ?? 0) <= 0) return true;
    return (lex.eventIndex.get(t.lemma) ?? []).some((ev) => !ev.with && NEGATIVE.some((c) => (ev.emotions[c] ?? 0) >= 0.4));
  };
  return {
    idioms: { isFeeling, isPerson },
    sarcasm: { positive: (t) => feelingOf(t)?.happiness ?? 0, negative },
    isCreature: (t) => isPerson(t) || creatures.has(t.lemma) || creatures.has(t.normal),
    isFeeling,
  };
}

/** Lemmas the parser gets wrong in dream reports ("riding" is not "rid"). */
const LEMMA_FIXES: Record<string, string> = { riding: 'ride', rode: 'ride', ridden: 'ride', hid: 'hide', lying: 'lie', lay: 'lie', dove: 'dive', flew: 'fly', flown: 'fly', fell: 'fall', fallen: 'fall' };

function fixLemmas(tokens: Token[]): void {
  for (const t of tokens) {
    const fix = lookup(LEMMA_FIXES, t.normal);
    if (fix && t.pos === 'VERB') t.lemma = fix;
  }
}

/** Tokens that came from an emoji take the emoji word's part of speech and stay the dreamer's own. */
function markEmoji(tokens: Token[], input: AnnotateInput): void {
  if (!input.emoji.length) return;
  let cursor = 0;
  let w = 0;
  for (const t of tokens) {
    const at = input.text.indexOf(t.value, cursor);
    if (at < 0) continue;
    cursor = at + t.value.length;
    while (w < input.emoji.length && (input.emoji[w]?.end ?? 0) <= at) w += 1;
    const e = input.emoji[w];
    if (!e || at < e.start || at >= e.end) continue;
    t.fromEmoji = true;
    t.pos = e.pos;
    t.lemma = t.normal;
  }
}

/**
 * The sense layer: after wink's parse, mark what each word really contributes to the reading.
 * Order matters: idioms are found before feelings are assigned, and the dream's frame before
 * anything that asks whether a word belongs to the dream.
 */
export function annotate(tokens: Token[], input: AnnotateInput): ExpressionMatch[] {
  const lex = getLexicon();
  context ??= buildContext(lex);
  const ctx = context;
  markEmoji(tokens, input);
  fixLemmas(tokens);
  markProfanity(tokens, input.spaces);
  widenNegation(tokens);
  const expressions = markIdioms(tokens, ctx.idioms);
  markFigurative(tokens);
  markFrame(tokens);
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (t && !t.masked && ctx.isFeeling(t)) t.experiencer = experiencerAt(tokens, i, ctx);
  }
  // An idiom that carries a feeling ("over the moon") belongs to whoever it is said of.
  for (const m of expressions) {
    const first = tokens[m.masked[0] ?? m.start];
    if (m.emotions && first) first.experiencer = experiencerAt(tokens, m.start, ctx);
  }
  markSarcasm(tokens, ctx.sarcasm);
  return expressions;
}
