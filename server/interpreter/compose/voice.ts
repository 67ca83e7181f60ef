/**
 * The phrase banks and the voice that speaks them. Every move of the reading has several
 * phrasings (lexicons/reading.json); the voice picks one by a hash of the dream's text and the
 * move, so the same dream always reads the same and different dreams read differently. A phrasing
 * is only used when the dream supplies every slot it names, never twice in one reading, and never
 * when it would say again eight words the reading has already said.
 */
import { z } from 'zod';
import readingData from '../lexicons/reading.json' with { type: 'json' };
import { hashText } from '../text-utils';
import { capitalise, readsAsClause, tidy } from './grammar';

export const readingBankSchema = z.record(z.string().regex(/^[a-z][a-zA-Z.-]*$/), z.array(z.string().min(2)).min(1));
export type ReadingBank = Record<string, string[]>;

interface Slot {
  name: string;
  /** The lower-case name whose value a capitalised slot ("{Np}") takes. */
  base: string;
  capital: boolean;
}

/** A slot of a template with the text before it and the verb right after it, if any ("{sought} is"). */
interface Piece {
  before: string;
  slot: string;
  /** The slot is written capitalised ("{Np}"): its value is the lower-case name's, with a capital. */
  capital: boolean;
  /** The slot's name with a lower-case first letter, whose value a capitalised slot takes. */
  base: string;
  verb: string | null;
  /**
   * The words the template says right after the slot, up to a mark or the next slot (" with no
   * hands"), when there are two or more: a value that already ends on them ("the clock with no
   * hands") gives them up rather than say them twice.
   */
  lead: string | null;
  /**
   * A slot written after "in " ("in {setting}") whose dream says "on" or "at" ("on the beach") takes
   * that word from the slot named so ("settingPrep"): null where the template has no "in " before it.
   */
  prepSlot: string | null;
}

/**
 * A template cut at its slots once, so that filling it is a concatenation. `pieces` are the
 * matches of SLOT_AND_VERB in order, `rest` the text after the last one.
 */
interface Pieces {
  pieces: Piece[];
  rest: string;
}

interface Template {
  text: string;
  /** Its first word (see firstWord), read once here rather than each time the move is spoken. */
  first: string;
  parts: Pieces;
  /** It goes on ", and" right after the clause ("{clause}, and …"). */
  andAfterClause: boolean;
  /** It makes the clause a "when…" that the sentence's main part waits for ("When {clause}, {gloss}"). */
  clauseSubordinate: boolean;
  /** The clause follows "when" or "as" ("The dream closes as {clause}"): a clause that opens on "when" cannot. */
  clauseAfterConjunction: boolean;
  /** Bits (in its move's `names`) of the slots it needs. */
  needs: number;
  /** Bits of the slots it sets after a subject of its own ("with you {clause}"), which take a predicate rather than a clause. */
  afterSubject: number;
  /** Bits (in its move's `verbNames`) of the slots followed directly by a verb ("{sought} is"). */
  beforeVerb: number;
  /** Bits (in its move's `verbNames`) of the slots followed directly by a plural verb ("{figure} are"). */
  beforePluralVerb: number;
}

/**
 * All phrasings of one move. `say` reads each slot name the move uses once per call (rather than
 * once per phrasing and slot): the moves are spoken some thirty times per reading.
 */
interface Move {
  templates: Template[];
  names: Slot[];
  verbNames: string[];
  /** Bits (in `verbNames`) of the slots some phrasing has before a verb, and before a plural verb. */
  anyBeforeVerb: number;
  anyBeforePluralVerb: number;
  hash: number;
}

const BEFORE_PLURAL_VERB = /\{(\w+)\},? (are|were|have|do)\b/g;
const BEFORE_VERB = /\{(\w+)\},? (is|was|has|does|[a-z]+s\b|[a-z]+\{s\}|\{is\}|\{was\}|\{has\})/g;
const SLOT_AND_VERB = /\{(\w+)\}( ([a-z]+)\b)?/g;
/** The words right after a slot, up to a mark or the next slot. */
const LEAD_AFTER_SLOT = /^ [a-z' -]*[a-z]/;

let compiled: Map<string, Move> | null = null;
/** Moves registered by other banks (the motifs' glosses, names and questions), compiled on first use. */
const extraTexts = new Map<string, string[]>();
const extraMoves = new Map<string, Move>();

/** Adds a move from outside reading.json (a motif's phrasings); the same key twice keeps the first. */
export function registerMove(key: string, texts: readonly string[]): void {
  if (!extraTexts.has(key)) extraTexts.set(key, [...texts]);
}

function moveFor(key: string): Move | undefined {
  const own = bank().get(key);
  if (own) return own;
  const known = extraMoves.get(key);
  if (known) return known;
  const texts = extraTexts.get(key);
  if (!texts) return undefined;
  const move = moveOf(key, texts);
  extraMoves.set(key, move);
  return move;
}

export function validateReadingBank(): void {
  readingBankSchema.parse(readingData);
}

function piecesOf(text: string): Pieces {
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(SLOT_AND_VERB)) {
    const at = m.index ?? 0;
    const slot = m[1] ?? '';
    const after = LEAD_AFTER_SLOT.exec(text.slice(at + slot.length + 2))?.[0] ?? '';
    const lead = after.trim().includes(' ') ? after.trimEnd() : null;
    const before = text.slice(last, at);
    pieces.push({ before, slot, capital: /^[A-Z]/.test(slot), base: slot.charAt(0).toLowerCase() + slot.slice(1), verb: m[2] && m[3] ? m[3] : null, lead, prepSlot: before.endsWith(' in ') ? `${slot}Prep` : null });
    last = at + m[0].length;
  }
  return { pieces, rest: text.slice(last) };
}

function bitOf(list: string[], name: string): number {
  let k = list.indexOf(name);
  if (k < 0) k = list.push(name) - 1;
  if (k > 30) throw new Error('reading bank: more than 31 slot names in one move');
  return 1 << k;
}

function moveOf(key: string, texts: string[]): Move {
  const nameList: string[] = [];
  const verbNames: string[] = [];
  const templates = texts.map((text): Template => {
    let needs = 0;
    for (const m of text.matchAll(/\{(\w+)\}/g)) needs |= bitOf(nameList, m[1] ?? '');
    let afterSubject = 0;
    for (const m of text.matchAll(/\byou \{(\w+)\}/g)) afterSubject |= bitOf(nameList, m[1] ?? '');
    let beforeVerb = 0;
    for (const m of text.matchAll(BEFORE_VERB)) beforeVerb |= bitOf(verbNames, m[1] ?? '');
    let beforePluralVerb = 0;
    for (const m of text.matchAll(BEFORE_PLURAL_VERB)) beforePluralVerb |= bitOf(verbNames, m[1] ?? '');
    return { text, first: firstWord(text), andAfterClause: /\{[Cc]lause\}, and /.test(text), clauseSubordinate: /\bwhen \{clause\}/i.test(text), clauseAfterConjunction: /\b(when|as) \{clause\}/i.test(text), parts: piecesOf(text), needs, afterSubject, beforeVerb, beforePluralVerb };
  });
  let anyBeforeVerb = 0;
  let anyBeforePluralVerb = 0;
  for (const t of templates) {
    anyBeforeVerb |= t.beforeVerb;
    anyBeforePluralVerb |= t.beforePluralVerb;
  }
  return { templates, names: nameList.map(slotOf), verbNames, anyBeforeVerb, anyBeforePluralVerb, hash: hashText(key) };
}

function bank(): Map<string, Move> {
  if (compiled) return compiled;
  compiled = new Map();
  for (const [key, list] of Object.entries(readingData as ReadingBank)) compiled.set(key, moveOf(key, list));
  return compiled;
}

export function bankKeys(): string[] {
  return [...bank().keys()];
}

export function bankTemplates(key: string): string[] {
  return (bank().get(key)?.templates ?? []).map((t) => t.text);
}

export type Slots = Record<string, string | null | undefined>;

// A singular verb right after a plural slot ("{sought} is missing" with "your keys") takes its plural form.
const TO_PLURAL: Record<string, string> = {
  is: 'are', was: 'were', has: 'have', does: 'do', stays: 'stay', stands: 'stand', sets: 'set', comes: 'come', catches: 'catch',
  becomes: 'become', adds: 'add', finds: 'find', carries: 'carry', belongs: 'belong', seems: 'seem', goes: 'go', holds: 'hold',
  offers: 'offer', insists: 'insist', means: 'mean', brings: 'bring', passes: 'pass', gathers: 'gather', returns: 'return',
  looks: 'look', leans: 'lean', remains: 'remain', needs: 'need', makes: 'make', keeps: 'keep', takes: 'take',
  waits: 'wait', leads: 'lead', opens: 'open', follows: 'follow', wants: 'want', asks: 'ask',
};

const NONE: ReadonlySet<string> = new Set();

/** Slots whose value is a clause of the dream's, set after "where", "when" or a colon. */
const CLAUSE_SLOTS = new Set(['ending', 'moment', 'clause', 'end', 'topicClause', 'figureMoment', 'lastClause', 'firstClause', 'pred']);

function slotOf(name: string): Slot {
  const capital = /^[A-Z]/.test(name);
  return { name, base: capital ? name.charAt(0).toLowerCase() + name.slice(1) : name, capital };
}

/** A slot written capitalised in a template ("{Np}") is the same value with a capital. */
function slotValue(slots: Slots, p: Piece): string | null {
  const v = slots[p.slot] ?? (p.capital ? slots[p.base] : null);
  // An empty string is a real value (the plural verb ending "{s}"); null and undefined are not.
  if (typeof v !== 'string') return null;
  return p.capital ? capitalise(v) : v;
}

/**
 * A template's slots followed directly by a verb, and the template cut at its slots, by template:
 * `render` and `pluralLooking` are given the lexicon's own templates (a bounded set), each read once.
 */
const cutTemplates = new Map<string, { pieces: Pieces; beforeVerb: string[] }>();

function cutTemplate(text: string): { pieces: Pieces; beforeVerb: string[] } {
  let cut = cutTemplates.get(text);
  if (!cut) {
    cut = { pieces: piecesOf(text), beforeVerb: [...text.matchAll(BEFORE_VERB)].map((m) => m[1] ?? '') };
    cutTemplates.set(text, cut);
  }
  return cut;
}

/**
 * A singular slot whose words end in a plural-looking noun ("the moon over the mountains") is kept
 * away from a verb that follows it directly, so the sentence never even looks like "mountains is".
 */
export function pluralLooking(text: string, slots: Slots, plural: ReadonlySet<string>): boolean {
  for (const name of cutTemplate(text).beforeVerb) if (looksPlural(name, slots, plural)) return true;
  return false;
}

function looksPlural(name: string, slots: Slots, plural: ReadonlySet<string>): boolean {
  const base = name.charAt(0).toLowerCase() + name.slice(1);
  const v = slots[name] ?? slots[base];
  return typeof v === 'string' && !plural.has(base) && endsInPluralS(v);
}

/**
 * Ends in an "s" that reads as a plural: /[^s'’]s$/ and not /(ss|us|is|ness)$/, tested on the last
 * two characters (a pattern anchored at the end is tried at every position of a long slot value).
 */
function endsInPluralS(v: string): boolean {
  if (v.length < 2 || v.charCodeAt(v.length - 1) !== 115) return false;
  const before = v.charCodeAt(v.length - 2);
  // s, ', ’, u, i
  return before !== 115 && before !== 39 && before !== 0x2019 && before !== 117 && before !== 105;
}

const ENDS_ON_SINGULAR_NOUN = /\b(a|an|every|each|another) [\p{L}'’-]+$/iu;

/**
 * A slot whose words end in "a/an/every/each" and a noun ("the friend of a friend") is kept away
 * from a plural verb that follows it, even where the verb agrees with an earlier subject
 * ("words spoken by the friend of a friend are"): it reads as "a friend are".
 */
function endsSingular(name: string, slots: Slots): boolean {
  const v = slots[name] ?? slots[name.charAt(0).toLowerCase() + name.slice(1)];
  return typeof v === 'string' && ENDS_ON_SINGULAR_NOUN.test(v);
}

/** Fills a template; a verb right after a plural slot agrees with it. */
export function render(text: string, slots: Slots, plural: ReadonlySet<string> = NONE): string {
  return renderPieces(cutTemplate(text).pieces, slots, plural);
}

function renderPieces({ pieces, rest }: Pieces, slots: Slots, plural: ReadonlySet<string>, capital = true): string {
  let filled = '';
  for (const p of pieces) {
    const v = slotValue(slots, p) ?? '';
    const prep = p.prepSlot !== null ? slots[p.prepSlot] : null;
    filled += (typeof prep === 'string' ? `${p.before.slice(0, -3)}${prep} ` : p.before) + (p.lead !== null && v.length > p.lead.length && v.endsWith(p.lead) ? v.slice(0, v.length - p.lead.length) : v);
    const { verb } = p;
    if (verb === null) continue;
    filled += ` ${plural.has(p.base) && Object.hasOwn(TO_PLURAL, verb) ? (TO_PLURAL[verb] ?? verb) : verb}`;
  }
  filled += rest;
  // "the moment when when you called": a retold clause may bring its own "when".
  const tidied = tidy(filled.replace(DOUBLED_LINK, '$1'));
  // A clause meant to stand inside another sentence keeps its lower-case start.
  return capital || !OPENS_LOWER.test(filled.trimStart()) ? tidied : tidied.charAt(0).toLowerCase() + tidied.slice(1);
}

// Made once: a pattern written inside a function is a new object each time the line runs, and
// every phrasing is filled. (A global pattern is safe shared: replace starts it from the beginning.)
const DOUBLED_LINK = /\b(when|that|where|because) \1\b/gi;
const OPENS_LOWER = /^[a-z]/;

/** A run of this many words said twice in one reading reads as the reading repeating itself. */
export const REPEAT_RUN = 8;

const LETTER = /\p{L}/u;

/** The index of the quotation mark that closes one opened before `from`, or -1. */
function closingQuote(text: string, from: number): number {
  for (let j = from; j < text.length; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 34 || c === 0x201d) return j;
  }
  return -1;
}

/**
 * A list of 32-bit integers kept and reused from one sentence to the next: the voice weighs
 * hundreds of phrasings per reading, and a fresh array for each one's words and runs would be
 * garbage a moment later.
 */
class IntList {
  data = new Int32Array(64);
  length = 0;

  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = v;
    this.length += 1;
  }
}

/**
 * The sentence being weighed: its words (after the last words said) and its runs' two keys. One
 * sentence is weighed at a time, so one set serves all voices.
 */
const sentenceWords = new IntList();
const sentenceA = new IntList();
const sentenceB = new IntList();

/**
 * Pushes to `out` a hash of each word of a sentence as a reader counts words for repetition: lower
 * case, letters and apostrophes; the dreamer's words in quotation marks are theirs, not the
 * reading's, and do not count. A scan rather than regular expressions: it runs on every phrasing
 * the voice considers. (A hash is kept as a signed 32-bit integer: runKeys reads it modulo 2^32.)
 */
function wordHashes(text: string, out: IntList): void {
  let h = 0x811c9dc5;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    let c = text.charCodeAt(i);
    let letter: boolean;
    if (c === 34 || c === 0x201c) {
      const close = closingQuote(text, i + 1);
      if (close >= 0) i = close;
      letter = false;
    } else if (c < 128) {
      if (c >= 65 && c <= 90) c += 32;
      letter = (c >= 97 && c <= 122) || c === 39;
    } else if (c === 0x2019) letter = true;
    // Dashes, quotation marks and spaces of the punctuation block (no letters there), without
    // making a string of the character to ask.
    else if (c >= 0x2000 && c <= 0x206f) letter = false;
    else {
      const ch = text.charAt(i);
      letter = LETTER.test(ch);
      if (letter) c = ch.toLowerCase().charCodeAt(0);
    }
    if (letter) {
      h = Math.imul(h ^ c, 0x01000193);
      inWord = true;
    } else if (inWord) {
      out.push(h | 0);
      h = 0x811c9dc5;
      inWord = false;
    }
  }
  if (inWord) out.push(h | 0);
}

/** At least REPEAT_RUN words, by its spaces: shorter slot values cannot repeat a run alone. */
function longEnoughToRepeat(text: string): boolean {
  let spaces = 0;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 32 && (spaces += 1) >= REPEAT_RUN - 1) return true;
  return false;
}

// Two polynomial hashes of a run of words (modulo 2^32), rolled along the sentence word by word.
const BASE_A = 0x01000193;
const BASE_B = 0x2f0b3a49;
function power(base: number, n: number): number {
  let p = 1;
  for (let k = 0; k < n; k += 1) p = Math.imul(p, base);
  return p;
}
const TOP_A = power(BASE_A, REPEAT_RUN - 1);
const TOP_B = power(BASE_B, REPEAT_RUN - 1);

/**
 * Two keys for every run of REPEAT_RUN words in `list`, pushed to `a` and `b`: 30-bit hashes, so
 * that they stay small integers, which sets hold without allocating.
 */
function runKeys(list: IntList, a: IntList, b: IntList): void {
  const words = list.data;
  if (list.length < REPEAT_RUN) return;
  let ha = 0;
  let hb = 0;
  for (let k = 0; k < REPEAT_RUN; k += 1) {
    ha = (Math.imul(ha, BASE_A) + (words[k] ?? 0)) | 0;
    hb = (Math.imul(hb, BASE_B) + ((words[k] ?? 0) ^ 0x5bd1e995)) | 0;
  }
  for (let i = 0; ; i += 1) {
    a.push(ha >>> 2);
    b.push(hb >>> 2);
    const next = i + REPEAT_RUN;
    if (next >= list.length) return;
    const out = words[i] ?? 0;
    const inn = words[next] ?? 0;
    ha = (Math.imul((ha - Math.imul(out, TOP_A)) | 0, BASE_A) + inn) | 0;
    hb = (Math.imul((hb - Math.imul(out ^ 0x5bd1e995, TOP_B)) | 0, BASE_B) + (inn ^ 0x5bd1e995)) | 0;
  }
}

/**
 * A set of run keys (non-negative 30-bit integers) in an open-addressed table: a reading adds and
 * asks about a few thousand of them, which a Set of numbers does several times more slowly. A key
 * is stored plus one, so that a new table, all zeros, needs no filling.
 */
class KeySet {
  private table = new Int32Array(1024);
  private count = 0;

  has(key: number): boolean {
    if (key < 0) return false;
    const stored = key + 1;
    const mask = this.table.length - 1;
    for (let i = spread(key) & mask; ; i = (i + 1) & mask) {
      const k = this.table[i];
      if (k === stored) return true;
      if (k === 0 || k === undefined) return false;
    }
  }

  add(key: number): void {
    if (key < 0 || this.has(key)) return;
    if ((this.count + 1) * 2 > this.table.length) this.grow();
    this.put(key);
    this.count += 1;
  }

  private put(key: number): void {
    const mask = this.table.length - 1;
    let i = spread(key) & mask;
    while (this.table[i] !== 0) i = (i + 1) & mask;
    this.table[i] = key + 1;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    for (const k of old) if (k !== 0) this.put(k - 1);
  }
}

/** Mixes a key's bits so that keys differing only in high bits land apart in the table. */
function spread(key: number): number {
  return Math.imul(key ^ (key >>> 15), 0x2c1b3c6d) >>> 7;
}

/** Reads a phrase's run keys (see runKeys), on its own words only, into the sentence scratch. */
function readPhraseKeys(phrase: string): void {
  sentenceWords.length = 0;
  wordHashes(phrase, sentenceWords);
  sentenceA.length = 0;
  sentenceB.length = 0;
  runKeys(sentenceWords, sentenceA, sentenceB);
}

/** How many times `part` occurs in `text`, not overlapping (as a global match counts them). */
function timesIn(text: string, part: string): number {
  let n = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) n += 1;
  return n;
}

/**
 * Narrows `list` in place, keeping its order, to the templates for which `keep(t, arg)` holds;
 * where none does, the list stays whole (a preference, never a reason to say nothing).
 */
function preferWhere(list: Template[], keep: (t: Template, arg: string) => boolean, arg: string): void {
  let kept = 0;
  for (const t of list) if (keep(t, arg)) list[kept++] = t;
  if (kept > 0) list.length = kept;
}

const andApart = (t: Template): boolean => !t.andAfterClause;
const clauseMain = (t: Template): boolean => !t.clauseSubordinate;
const afterNoConjunction = (t: Template): boolean => !t.clauseAfterConjunction;
const OPENS_ON_CONJUNCTION = /^(right |just )?(when|while|as|before|after|until|once|whenever)\b/i;

/**
 * Most words a clause may have to be set after "when": a longer one, or one holding someone's words,
 * leaves the reader waiting too long for the sentence's main part, and one with a "when" of its own would say "when" twice;
 * one of two clauses joined by a semicolon would leave "when" governing the first and the sentence broken at the second.
 */
const SUBORDINATE_WORDS = 14;
const opensOtherwise = (t: Template, opening: string): boolean => t.first !== opening;

function mix(seed: number, salt: number): number {
  return Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
}

/** The first word of a sentence or template, lower case ("{clause}" for a template that opens with a slot). */
// Patterns read for every sentence said or weighed, made once at load (neither is global, so a shared
// object keeps no state between texts).
const OPENING_WORD = /^\{?[\p{L}']+\}?/u;
const WORD_CHARACTER = /[\p{L}'’]/u;

function firstWord(text: string): string {
  return (OPENING_WORD.exec(text)?.[0] ?? '').toLowerCase();
}

/** A phrase's run keys (see runKeys), where they are in its voice's `phraseKeys`, and whether one was found already said. */
interface PhraseKeys {
  /** Index of its first run's two keys (a, then b) in `phraseKeys`. */
  from: number;
  runs: number;
  yes: boolean;
}

export class Voice {
  private readonly used = new Set<string>();
  private readonly uses = new Map<string, number>();
  /** Every run of REPEAT_RUN words the reading has said so far, by its two keys (see runKeys). */
  private readonly runsA = new KeySet();
  private readonly runsB = new KeySet();
  /** The last words said (REPEAT_RUN - 1 at most): a run may reach across the end of one sentence into the next. */
  private readonly tail = new IntList();
  /** The first word of the last sentence said: the next one should not open the same way. */
  private lastOpening = '';
  /** Everything said so far, in lower case, for asking whether a clause has been told. */
  private saidText = '';
  /** The run keys of phrases asked about with `retells`, and whether one was found already said. */
  private readonly keysOf = new Map<string, PhraseKeys>();
  /** The keys of those phrases' runs, two by two, in one list rather than two small arrays per phrase. */
  private readonly phraseKeys = new IntList();

  constructor(readonly seed: number) {}

  /**
   * Whether `text`, said next, would say again a run of REPEAT_RUN words this reading has already
   * said, or say one twice itself: a slot filled with a clause told a moment ago ("At the start,
   * you were in a supermarket… When you were in a supermarket…").
   */
  repeats(text: string): boolean {
    this.weigh(text);
    return this.repeatsRuns(sentenceA, sentenceB);
  }

  /** Reads `text`, said next, into the sentence scratch: the words after the tail, and their runs' keys. */
  private weigh(text: string): void {
    sentenceWords.length = 0;
    for (let k = 0; k < this.tail.length; k += 1) sentenceWords.push(this.tail.data[k] ?? 0);
    wordHashes(text, sentenceWords);
    sentenceA.length = 0;
    sentenceB.length = 0;
    runKeys(sentenceWords, sentenceA, sentenceB);
  }

  /** Whether a phrase, wherever it is set, would say again a run of REPEAT_RUN words already said. */
  retells(phrase: string): boolean {
    return this.retellsKeys(this.keysFor(phrase));
  }

  /**
   * A slot value (a retold clause) is asked about again and again as the reading goes on: its run
   * keys are read once.
   */
  private keysFor(phrase: string): PhraseKeys {
    let keys = this.keysOf.get(phrase);
    if (!keys) {
      readPhraseKeys(phrase);
      keys = { from: this.phraseKeys.length, runs: sentenceA.length, yes: false };
      for (let i = 0; i < sentenceA.length; i += 1) {
        this.phraseKeys.push(sentenceA.data[i] ?? -1);
        this.phraseKeys.push(sentenceB.data[i] ?? -1);
      }
      this.keysOf.set(phrase, keys);
    }
    return keys;
  }

  /**
   * Whether a phrasing just filled, to be set inside a sentence, would say again a run already said:
   * its keys are read into the scratch and not kept (most phrasings are weighed once and let go).
   */
  private retellsOnce(phrase: string): boolean {
    readPhraseKeys(phrase);
    for (let i = 0; i < sentenceA.length; i += 1) if (this.runsA.has(sentenceA.data[i] ?? -1) && this.runsB.has(sentenceB.data[i] ?? -1)) return true;
    return false;
  }

  private retellsKeys(keys: PhraseKeys): boolean {
    // A "yes" stays a "yes" since runs are only ever added.
    if (keys.yes) return true;
    const pool = this.phraseKeys.data;
    for (let i = keys.from; i < keys.from + 2 * keys.runs; i += 2) {
      if (this.runsA.has(pool[i] ?? -1) && this.runsB.has(pool[i + 1] ?? -1)) {
        keys.yes = true;
        return true;
      }
    }
    return false;
  }

  /** Records a sentence as said; `say` does it for its own, a caller for a sentence it renders itself. */
  remember(text: string): void {
    this.weigh(text);
    this.rememberRuns();
    this.saidText += ` ${text.toLowerCase()}`;
    this.lastOpening = firstWord(text);
  }

  /**
   * Whether the reading has already said `phrase` word for word (a retold clause, whatever its
   * length): a clause counted as told may have been left out of the words, and then it is still news.
   */
  hasSaid(phrase: string): boolean {
    const p = phrase.toLowerCase();
    for (let at = this.saidText.indexOf(p); at >= 0; at = this.saidText.indexOf(p, at + 1)) {
      const before = this.saidText.charAt(at - 1);
      const after = this.saidText.charAt(at + p.length);
      if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
    }
    return false;
  }

  /** Whether `text`, set in a sentence, would say again a run of words the reading has already said (and so keep the sentence from being said). */
  wouldRepeat(text: string): boolean {
    return longEnoughToRepeat(text) && this.retellsKeys(this.keysFor(text));
  }

  /** Whether the runs with these keys (see runKeys) were said already, or one of them twice among themselves. */
  private repeatsRuns(keysA: IntList, keysB: IntList): boolean {
    const a = keysA.data;
    const b = keysB.data;
    for (let i = 0; i < keysA.length; i += 1) {
      const ka = a[i] ?? -1;
      const kb = b[i] ?? -1;
      if (this.runsA.has(ka) && this.runsB.has(kb)) return true;
      // The sentence saying one run twice itself (few runs: a linear look back is enough).
      for (let j = 0; j < i; j += 1) if (a[j] === ka && b[j] === kb) return true;
    }
    return false;
  }

  /** Records the sentence last weighed (see weigh) as said: its runs, and its last words as the tail. */
  private rememberRuns(): void {
    for (let k = 0; k < sentenceA.length; k += 1) this.runsA.add(sentenceA.data[k] ?? -1);
    for (let k = 0; k < sentenceB.length; k += 1) this.runsB.add(sentenceB.data[k] ?? -1);
    const from = Math.max(0, sentenceWords.length - (REPEAT_RUN - 1));
    this.tail.length = 0;
    for (let k = from; k < sentenceWords.length; k += 1) this.tail.push(sentenceWords.data[k] ?? 0);
  }

  /** A number in [0, n) for a choice the caller makes itself, stable for this dream and salt. */
  choose(n: number, salt: string): number {
    return n <= 0 ? 0 : mix(this.seed, hashText(salt)) % n;
  }

  /** One phrasing of `key` with its slots filled, or null when the dream cannot fill any of them. */
  say(key: string, slots: Slots = {}, plural: ReadonlySet<string> = NONE): string | null {
    return this.speak(key, slots, plural, true);
  }

  /**
   * One phrasing of `key` filled, to be set inside a sentence of another move: it is not yet
   * remembered as said (the sentence around it will be), keeps a lower-case start, and its
   * phrasing is not used again in this reading.
   */
  fill(key: string, slots: Slots = {}, plural: ReadonlySet<string> = NONE, accept?: (text: string) => boolean): string | null {
    return this.speak(key, slots, plural, false, accept);
  }

  private speak(key: string, slots: Slots, plural: ReadonlySet<string>, remember: boolean, accept?: (text: string) => boolean): string | null {
    const move = moveFor(key);
    if (!move?.templates.length) return null;
    // Which of the move's slots the dream fills, and which of them look plural before a verb.
    let filled = 0;
    let notClause = 0;
    for (let k = 0; k < move.names.length; k += 1) {
      const s = move.names[k];
      const v = s ? (slots[s.name] ?? (s.capital ? slots[s.base] : null)) : null;
      // A slot that would itself say again what the reading has said (a clause told a moment ago)
      // counts as unfilled: the phrasings that refer back without it are left. A value too short
      // to hold a run of words cannot (most are names: "the snake"), and is not looked up.
      if (typeof v !== 'string') continue;
      // A slot that holds a moment ("where {ending}", "when {clause}") filled with a question, a
      // fragment or a thing without its verb counts as unfilled: another phrasing is taken, or none.
      // (A phrasing that gives the subject itself, "with you {clause}", takes the predicate alone.)
      if (s && CLAUSE_SLOTS.has(s.base) && !readsAsClause(v)) notClause |= 1 << k;
      if (!(longEnoughToRepeat(v) && this.retellsKeys(this.keysFor(v)))) filled |= 1 << k;
    }
    let pluralBefore = 0;
    let singularBefore = 0;
    // Only the slots some phrasing sets before such a verb are read (the tests read the whole value).
    for (let k = 0; k < move.verbNames.length; k += 1) {
      const name = move.verbNames[k] ?? '';
      const bit = 1 << k;
      if ((move.anyBeforeVerb & bit) !== 0 && looksPlural(name, slots, plural)) pluralBefore |= bit;
      if ((move.anyBeforePluralVerb & bit) !== 0 && endsSingular(name, slots)) singularBefore |= bit;
    }
    // One list of the phrasings left, narrowed in place as they are ruled out.
    const usable: Template[] = [];
    for (const t of move.templates) if ((t.needs & ~filled) === 0 && (t.needs & notClause & ~t.afterSubject) === 0 && (t.beforeVerb & pluralBefore) === 0 && (t.beforePluralVerb & singularBefore) === 0 && !this.used.has(t.text)) usable.push(t);
    if (!usable.length) return null;
    // A moment that already runs on with "and… and…" does not take one more "and" for its reading.
    const clause = slots.clause;
    if (typeof clause === 'string' && timesIn(clause, ' and ') >= 2) preferWhere(usable, andApart, '');
    // "The dream closes as when he came out…": a clause that is itself subordinate takes no conjunction before it.
    if (typeof clause === 'string' && OPENS_ON_CONJUNCTION.test(clause)) preferWhere(usable, afterNoConjunction, '');
    if (typeof clause === 'string' && (timesIn(clause, ' ') >= SUBORDINATE_WORDS || /["“”;]|\bwhen\b/i.test(clause))) preferWhere(usable, clauseMain, '');
    const n = this.uses.get(key) ?? 0;
    this.uses.set(key, n + 1);
    // A phrasing that would repeat what the reading has said gives way to another one of the move
    // (one that refers back without retelling); when every one would, the move says nothing.
    // Two sentences in a row that open with the same word ("Later…", "Later…") read as a list: where
    // the move has another phrasing, the repeated opening gives way.
    if (remember && this.lastOpening) preferWhere(usable, opensOtherwise, this.lastOpening);
    while (usable.length) {
      const t = usable[mix(this.seed, move.hash + n * 7919) % usable.length];
      if (!t) return null;
      const text = renderPieces(t.parts, slots, plural, remember);
      if (!remember) {
        if (this.retellsOnce(text) || (accept && !accept(text))) {
          usable.splice(usable.indexOf(t), 1);
          continue;
        }
        this.used.add(t.text);
        return text;
      }
      // The run keys are computed once, for the test and for remembering them.
      this.weigh(text);
      if (!this.repeatsRuns(sentenceA, sentenceB)) {
        this.used.add(t.text);
        this.rememberRuns();
        this.saidText += ` ${text.toLowerCase()}`;
        this.lastOpening = firstWord(text);
        return text;
      }
      usable.splice(usable.indexOf(t), 1);
    }
    return null;
  }
}
