// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const SLOT = /\{(\w+)\}/g;
const KEEPS_FINAL_E = /(ee|ye|oe)$/;
const DOUBLES_FINAL = /^[^aeiou]*[aeiou][^aeiouwxy]$/;
const AFTER_SENTENCE_END = /(?<=[.!?])\s+/;
const SPACES = /\s+/;
const DOUBLE_QUOTES = /[“”"]/g;
const TRAILING_PAUSE = /[,;:]$/;
const OPEN_QUOTE = /^['"‘“]$/;

/** FNV-1a: a stable seed so the same dream always gets the same wording. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: number, salt: number): T {
  const mixed = Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  const item = items[mixed % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Templates are whole sentences, so a slot at the start ("{symbols} bring…") is capitalised. */
export function fill(template: string, values: Record<string, string>): string {
  return capitalise(template.replace(SLOT, (m, key: string) => values[key] ?? m));
}

const DOUBLE_FINAL = new Set(['forget', 'begin', 'admit', 'regret', 'permit', 'occur', 'refer', 'prefer', 'upset', 'submit', 'commit']);
const NO_DOUBLE = new Set(['visit', 'open', 'happen', 'listen', 'enter', 'offer', 'wonder', 'answer', 'travel', 'gather', 'swallow', 'follow', 'bury', 'fix', 'snow', 'row']);

/** Lemma to -ing form, because people name dream actions as gerunds ("falling", "being chased"). */
export function gerund(lemma: string): string {
  if (lemma.endsWith('ing') && lemma.length > 5) return lemma;
  if (lemma === 'be') return 'being';
  if (lemma.endsWith('ie')) return `${lemma.slice(0, -2)}ying`;
  if (KEEPS_FINAL_E.test(lemma)) return `${lemma}ing`;
  if (lemma.endsWith('e') && lemma.length > 2) return `${lemma.slice(0, -1)}ing`;
  if (DOUBLE_FINAL.has(lemma)) return `${lemma}${lemma.slice(-1)}ing`;
  if (!NO_DOUBLE.has(lemma) && DOUBLES_FINAL.test(lemma)) return `${lemma}${lemma.slice(-1)}ing`;
  return `${lemma}ing`;
}

/** The opening words of the dream, cut at a word boundary, for quoting back to the dreamer. */
export function opening(text: string, maxWords: number): string {
  const firstSentence = text.split(AFTER_SENTENCE_END)[0] ?? text;
  const words = firstSentence.trim().split(SPACES);
  const cut = words.slice(0, maxWords).join(' ').replace(DOUBLE_QUOTES, "'");
  return words.length > maxWords ? `${cut.replace(TRAILING_PAUSE, '')}…` : cut;
}

/**
 * `record[key]` for keys that come from the dream's own words: a plain object would answer
 * "constructor" or "toString" with Object.prototype's functions.
 */
export function lookup<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) >= 128) return false;
  return true;
}

/** Does `present` hold one of `words`? A sentence often holds none of the words a pattern asks about: then it answers at once. */
export function holdsOneOf(present: WordsPresent, words: readonly string[]): boolean {
  if (present.size === 0) return false;
  for (let k = 0; k < words.length; k += 1) if (present.has(words[k] as string)) return true;
  return false;
}

/** What `holdsOneOf` asks of a set of words: a Set, or the words marked in a `WordMarks`. */
export interface WordsPresent {
  readonly size: number;
  has(word: string): boolean;
}

/**
 * The words of one stretch of a dream (a sentence), one stretch at a time: `next()` starts a new
 * stretch and forgets the last one's words without clearing anything. Each word is marked with the
 * number of the stretch it was last seen in, so one table serves every sentence of every dream
 * where a new Set per sentence would be garbage at once. Only words from a fixed vocabulary (the
 * words some rule asks about) may be added, which keeps the table as small as that vocabulary.
 */
export class WordMarks implements WordsPresent {
  private readonly marks = new Map<string, number>();
  private stretch = 0;
  private count = 0;

  /** Starts a new stretch with no words in it. */
  next(): void {
    this.stretch += 1;
    this.count = 0;
    // After a billion stretches the numbers start again, from an empty table.
    if (this.stretch > 1e9) {
      this.marks.clear();
      this.stretch = 1;
    }
  }

  add(word: string): void {
    if (this.marks.get(word) === this.stretch) return;
    this.marks.set(word, this.stretch);
    this.count += 1;
  }

  has(word: string): boolean {
    return this.marks.get(word) === this.stretch;
  }

  /** How many different words the current stretch holds. */
  get size(): number {
    return this.count;
  }
}

/** Appends to the list kept under `key`, starting it if need be (copying the list each time made grouping quadratic). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A Map or a WeakMap: what `pairMemo` keeps its values in. */
interface KeyedStore<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/**
 * The value for a pair of keys, made by `make` the first time the pair is met and kept in `cache`
 * (a map of maps, so no key is built from the two per lookup). Callers bound the cache by keying it
 * on what a fixed index holds.
 */
export function pairMemo<A, B, V>(cache: KeyedStore<A, KeyedStore<B, V>>, first: A, second: B, inner: () => KeyedStore<B, V>, make: () => V): V {
  let forFirst = cache.get(first);
  if (!forFirst) {
    forFirst = inner();
    cache.set(first, forFirst);
  }
  let value = forFirst.get(second);
  if (value === undefined) {
    value = make();
    forFirst.set(second, value);
  }
  return value;
}

/** Verbs of a raised voice. */
export const SHOUTING: ReadonlySet<string> = new Set(['scream', 'shout', 'yell']);
const CARRYING = new Set(['back', 'from', 'up', 'down', 'across', 'over', 'to', 'out', 'hello', 'hi', 'goodbye', 'bye', 'something']);

/**
 * "shouted back 'it's further down'", "shouted from upstairs", "yelled 'coming!'": a voice raised
 * to carry across a distance, which says nothing of anger or fear.
 */
export function raisedToCarry(t: { lemma: string }, next: { normal: string; value: string } | undefined): boolean {
  return SHOUTING.has(t.lemma) && next !== undefined && (CARRYING.has(next.normal) || OPEN_QUOTE.test(next.value));
}

/** "weirdly fine", "oddly satisfying": adverbs that hedge the feeling after them rather than name one. */
export const HEDGING_ADVERBS: ReadonlySet<string> = new Set(['weirdly', 'strangely', 'oddly', 'bizarrely', 'surprisingly', 'curiously']);
