/**
 * Motifs: the events and details a dream reader interprets in context rather than by dictionary
 * ("my phone screen was cracked and my fingers kept hitting the wrong numbers" is help that cannot
 * be called; "the hallway kept getting longer" is effort that never closes the distance). Each
 * motif in lexicons/motifs.json names groups of words that must all occur in one sentence (or
 * clause) of the dream, optionally with a denial or without one, and says what the moment may
 * mean in a few phrasings that carry the dream's own noun phrase. Motifs belong to themes, so the
 * reading can say what several moments of one dream have in common.
 */
import { z } from 'zod';
import motifData from '../lexicons/motifs.json' with { type: 'json' };
import { isNegatedAction, takenBack } from '../sense/negation';
import { agentAfter, isPluralToken } from '../structure/mentions';
import { describesAsParticiple, NEGATORS, type SenseToken } from '../structure/tokens';
import type { Clause, Party } from '../structure/types';
import { spanPhrase, type NounPhrase } from './noun-phrases';
import { registerMove } from './voice';

const word = z.string().regex(/^[a-z0-9'’ -]+(\/[VNA])?$/);

const motifSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  theme: z.string().regex(/^[a-z][a-z-]*$/),
  /** Every group must be met by a word of the sentence; entries are lemmas or lower-case words, "a b" a sequence, "/V", "/N", "/A" a part of speech. */
  when: z.array(z.array(word).min(1)).min(1),
  /** The first group's clause must be denied (true) or must not be (false). */
  neg: z.boolean().optional(),
  /** Who does the first group's clause. */
  subject: z.enum(['dreamer', 'other', 'thing', 'nobody']).optional(),
  /** The first group's clause is done by someone else, to the dreamer if to anyone: "the fox watched me", not "I watched the horse" or "the owl watched her". */
  towardDreamer: z.boolean().optional(),
  scope: z.enum(['clause', 'sentence']).default('sentence'),
  /** The group whose noun names the image ("your phone screen"): the {x} of the phrasings. */
  x: z.number().int().min(0).optional(),
  /** The first group is an adjective and {x} is the noun it describes ("a white wolf"). */
  modifies: z.boolean().optional(),
  /** Words that rule the motif out when they stand anywhere in the sentence. */
  unless: z.array(word).default([]),
  /** The first group's thing must be the dreamer's ordeal: not "her driving test", "my brother's exam", nor one another person has. */
  own: z.boolean().optional(),
  /** Lemmas (or a lemma and the word after it, "pass away") one of which the report must hold before the motif's words: a landing told as the end of a flight only after a flight. */
  after: z.array(word).optional(),
  /** Only at this part of the dream. */
  at: z.enum(['opening', 'ending', 'waking']).optional(),
  /** The first group is the dreamer's own feeling or body: not met in a clause of another person ("the baby cried and I woke up"). */
  felt: z.boolean().optional(),
  /** A motif that reads the moment as calm or safe: never where the dreamer is afraid (see readBeats). */
  mood: z.enum(['calm']).optional(),
  /** The first group names something the dream must hold itself: "like an old man does" or "a crack like ice" is no old man and no ice. */
  literal: z.boolean().optional(),
  weight: z.number().min(0).max(5).default(1),
  /** Independent clauses in the present tense, lower case, woven after the retold moment. */
  gloss: z.array(z.string().min(20)).min(2),
  /** How the reading names the moment again when it gathers the dream's themes ("the cracked phone"). */
  name: z.array(z.string().min(3)).default([]),
  /** Questions this moment raises, in the dream's own images. */
  ask: z.array(z.string().min(20)).default([]),
});

const themeSchema = z.object({
  /** What the dream is about, as a noun phrase ("a way out that keeps closing"). */
  about: z.array(z.string().min(8)).min(2),
  /** The sentence that ties several moments of one theme together; {list} names them. */
  tie: z.array(z.string().min(30)).min(2),
  ask: z.array(z.string().min(20)).default([]),
});

export const motifFileSchema = z.object({
  themes: z.record(z.string().regex(/^[a-z][a-z-]*$/), themeSchema),
  motifs: z.array(motifSchema),
});
type MotifFile = z.input<typeof motifFileSchema>;
export type MotifSpec = z.infer<typeof motifSchema>;

export function validateMotifs(): void {
  const data = motifFileSchema.parse(motifData);
  const ids = new Set<string>();
  for (const m of data.motifs) {
    if (ids.has(m.id)) throw new Error(`motifs: duplicate id ${m.id}`);
    ids.add(m.id);
    if (!data.themes[m.theme]) throw new Error(`motifs: ${m.id} has unknown theme ${m.theme}`);
    if (m.x !== undefined && m.x >= m.when.length) throw new Error(`motifs: ${m.id} x out of range`);
  }
}

interface Entry {
  seq: string[];
  /** The vocabulary number of each word of `seq`: the dream's words are compared with them by number. */
  ids: number[];
  pos: 'V' | 'N' | 'A' | null;
  /** The word the entry is looked up by: its least common one ("deep" in "the deep end"), at this offset. */
  anchor: number;
}

// Words too common to look an entry up by: an entry is anchored on its first word not among them.
const COMMON = new Set(['the', 'a', 'an', 'was', 'were', 'is', 'are', 'be', 'been', 'i', 'my', 'me', 'we', 'our', 'us', 'it', 'to', 'in', 'on', 'at', 'of', 'and', 'did', 'do', 'could', 'would', 'not', 'had', 'have', 'has', 'no', 'all', 'like', 'he', 'she', 'they', 'him', 'her', 'his', 'them', 'that', 'this', 'for', 'with', 'up', 'out', 'just', 'so', 'back', 'then', 'as', 'but', 'there', "'s", 'will', 'can', 'you', 'your', 'am', 'what', 'by', 'from', 'into', 'over', 'one', 'if', 'got', 'get']);

export interface Motif {
  /** Position in the bank, for marking motifs already found without a set. */
  index: number;
  id: string;
  theme: string;
  groups: Entry[][];
  /** Each group's entries by the word they are looked up by (for the groups after the first, and `unless`). */
  lookup: WordGroup[];
  unlessLookup: WordGroup;
  neg: boolean | undefined;
  subject: Party | undefined;
  towardDreamer: boolean;
  scope: 'clause' | 'sentence';
  x: number | undefined;
  modifies: boolean;
  unless: Entry[];
  at: 'opening' | 'ending' | 'waking' | undefined;
  after: ReadonlySet<string> | null;
  own: boolean;
  felt: boolean;
  mood: 'calm' | undefined;
  literal: boolean;
  weight: number;
  hasName: boolean;
  hasAsk: boolean;
}

export interface MotifHit {
  motif: Motif;
  sentence: number;
  clause: number;
  /** The token that met the first group. */
  token: number;
  /** The image's noun phrase in the dreamer's words, when the motif names one. */
  x: NounPhrase | null;
}

/**
 * A motif whose first group has entries anchored on a given word, and those entries (longest first).
 * The motif's index and part are copied here: most triggers are turned down on them, and the
 * motif itself (elsewhere in memory) is read only for those that are not.
 */
interface Trigger {
  motif: Motif;
  index: number;
  at: Motif['at'];
  entries: Entry[];
}

/**
 * A group's entries by the word they are looked up by, that word given by its number in the bank's
 * vocabulary: a group has a handful of words, so it is walked as a list and each word's positions
 * in the dream are read by number rather than looked up by string.
 */
type WordGroup = { id: number; entries: Entry[] }[];

interface Compiled {
  motifs: Motif[];
  /** Every word of every entry, numbered. */
  vocabulary: Map<string, number>;
  /** By number: the word is one an entry of a later group (or of `unless`) is looked up by. */
  anchor: boolean[];
  /** By the number of the first word of each entry of a motif's first group: the motif and its entries that start so. */
  triggers: (Trigger[] | undefined)[];
  themes: Record<string, { about: string[]; tie: string[]; ask: string[] }>;
  texts: Map<string, { gloss: string[]; name: string[]; ask: string[] }>;
}

let compiled: Compiled | null = null;

// wink splits contractions and possessives into tokens of their own: "couldn't" is "could" + "not".
const CONTRACTION = /^(.+?)(n't|n’t|'s|’s|'|’|'m|'re|'ll|'ve|'d)$/;
const CONTRACTED: Record<string, string> = { ca: 'can', wo: 'will', sha: 'shall' };

const IS_AFTER = new Set(['it', 'that', 'he', 'she', 'there', 'what', 'who', 'here', 'where', 'everything', 'nothing', 'something']);

function splitWord(w: string): string[] {
  const m = CONTRACTION.exec(w);
  // "I'm", "I've" stay one token in wink.
  if (!m?.[1] || !m[2] || !/[a-z]/.test(m[1]) || m[1] === 'i') return [w];
  if ((m[2] === "'s" || m[2] === '’s') && IS_AFTER.has(m[1])) return [m[1], 'is'];
  const stem = CONTRACTED[m[1]] ?? m[1];
  const tail = m[2].replace('’', "'");
  const rest = tail === "n't" ? 'not' : tail === "'m" ? 'am' : tail === "'re" ? 'are' : tail === "'ll" ? 'will' : tail === "'ve" ? 'have' : tail === "'d" ? 'would' : tail;
  return [stem === 'can' && tail === "n't" ? 'can' : stem, rest];
}

/** The number of a word in the vocabulary, numbering it if it is new. */
function wordId(vocabulary: Map<string, number>, w: string): number {
  let id = vocabulary.get(w);
  if (id === undefined) {
    id = vocabulary.size;
    vocabulary.set(w, id);
  }
  return id;
}

function byAnchor(entries: readonly Entry[], vocabulary: Map<string, number>, anchor: boolean[]): WordGroup {
  const group: WordGroup = [];
  for (const e of entries) {
    const id = wordId(vocabulary, e.seq[e.anchor] ?? '');
    anchor[id] = true;
    const known = group.find((x) => x.id === id);
    if (known) known.entries.push(e);
    else group.push({ id, entries: [e] });
  }
  return group;
}

function entryOf(w: string, vocabulary: Map<string, number>): Entry {
  const m = /^(.*)\/([VNA])$/.exec(w);
  const text = m?.[1] ?? w;
  const seq = text.split(' ').flatMap(splitWord);
  const rare = seq.findIndex((x) => !COMMON.has(x));
  return { seq, ids: seq.map((x) => wordId(vocabulary, x)), pos: (m?.[2] as Entry['pos']) ?? null, anchor: rare < 0 ? 0 : rare };
}

export function motifBank(): Compiled {
  if (compiled) return compiled;
  // Validated by validateMotifs at warm-up and in the tests.
  const data = motifData as MotifFile;
  const motifs: Motif[] = [];
  const vocabulary = new Map<string, number>();
  const anchor: boolean[] = [];
  const triggers: (Trigger[] | undefined)[] = [];
  const texts = new Map<string, { gloss: string[]; name: string[]; ask: string[] }>();
  for (const spec of data.motifs) {
    const groups = spec.when.map((g) => g.map((w) => entryOf(w, vocabulary)));
    const unless = (spec.unless ?? []).map((w) => entryOf(w, vocabulary));
    const m: Motif = {
      index: motifs.length,
      id: spec.id,
      theme: spec.theme,
      groups,
      lookup: groups.map((g, k) => (k ? byAnchor(g, vocabulary, anchor) : [])),
      unlessLookup: byAnchor(unless, vocabulary, anchor),
      neg: spec.neg,
      subject: spec.subject,
      towardDreamer: spec.towardDreamer ?? false,
      scope: spec.scope ?? 'sentence',
      x: spec.x,
      modifies: spec.modifies ?? false,
      unless,
      at: spec.at,
      after: spec.after ? new Set(spec.after) : null,
      own: spec.own ?? false,
      felt: spec.felt ?? false,
      mood: spec.mood,
      literal: spec.literal ?? false,
      weight: spec.weight ?? 1,
      hasName: Boolean(spec.name?.length),
      hasAsk: Boolean(spec.ask?.length),
    };
    motifs.push(m);
    texts.set(m.id, { gloss: spec.gloss, name: spec.name ?? [], ask: spec.ask ?? [] });
    // The voice speaks them like its own moves: mg (gloss), mn (name), mq (question).
    registerMove(`mg.${m.id}`, spec.gloss);
    if (spec.name?.length) registerMove(`mn.${m.id}`, spec.name);
    if (spec.ask?.length) registerMove(`mq.${m.id}`, spec.ask);
    for (const e of m.groups[0] ?? []) {
      const first = wordId(vocabulary, e.seq[e.anchor] ?? '');
      const list = triggers[first] ?? [];
      triggers[first] = list;
      const known = list.find((x) => x.motif === m);
      if (known) known.entries.push(e);
      else list.push({ motif: m, index: m.index, at: m.at, entries: [e] });
    }
  }
  const themes: Compiled['themes'] = {};
  for (const [k, t] of Object.entries(data.themes)) {
    themes[k] = { about: t.about, tie: t.tie, ask: t.ask ?? [] };
    // ta (what the dream is about), tt (the tie of its moments), tq (its question).
    registerMove(`ta.${k}`, t.about);
    registerMove(`tt.${k}`, t.tie);
    if (t.ask?.length) registerMove(`tq.${k}`, t.ask);
  }
  for (const list of triggers) for (const x of list ?? []) x.entries.sort((a, b) => b.seq.length - a.seq.length);
  for (let id = 0; id < vocabulary.size; id += 1) anchor[id] ??= false;
  compiled = { motifs, vocabulary, anchor, triggers, themes, texts };
  return compiled;
}

function posFits(t: SenseToken, pos: Entry['pos']): boolean {
  if (!pos) return true;
  if (pos === 'V') return t.pos === 'VERB' || t.pos === 'AUX';
  if (pos === 'N') return t.pos === 'NOUN' || t.pos === 'PROPN';
  return t.pos === 'ADJ' || t.pos === 'VERB' || t.pos === 'ADV';
}

/**
 * Whether the entry is spelled by the tokens from i (lemma or lower-case form, word by word),
 * compared by vocabulary number: a string comparison would read the lexicon's string itself.
 */
function entryAt(tokens: readonly SenseToken[], words: DreamWords, i: number, e: Entry, end: number): boolean {
  for (let k = 0; k < e.ids.length; k += 1) {
    const t = tokens[i + k];
    if (!t || i + k >= end) return false;
    const id = e.ids[k];
    if (words.lemma[i + k] !== id && words.normal[i + k] !== id) return false;
    if (k === 0 && !posFits(t, e.pos)) return false;
  }
  return true;
}

/** `DreamWords.usable` bits: the word may meet a motif in a dream sentence, in a waking one. */
const IN_DREAM = 1;
const IN_WAKING = 2;

const CAPITAL = /^\p{Lu}/u;

/**
 * A word that is part of a name inside a sentence: a title before a name ("Miss Pargeter", "Head
 * Office") or a place called by a common word ("flew over the Loop"). It triggers no motif.
 */
function namePart(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  if (!t || !CAPITAL.test(t.value) || !prev?.isWord || prev.sentence !== t.sentence) return false;
  const next = tokens[i + 1];
  return (t.pos === 'PROPN' && prev.normal === 'the') || Boolean(next && next.sentence === t.sentence && next.pos === 'PROPN' && CAPITAL.test(next.value));
}

function usableBits(t: SenseToken): number {
  if (!t.isWord || t.profane) return 0;
  // Idioms say something else; a comparison, something only planned ("supposed to give a
  // presentation") or someone's report still names what the moment is about.
  if (t.masked && !/^(comparison|unrealised|reported)/.test(t.masked)) return 0;
  if (t.inDream !== false) return IN_DREAM | IN_WAKING;
  return t.waking ? IN_WAKING : 0;
}

const DENIERS = new Set([...NEGATORS, 'nobody', 'nothing', 'noone', 'without', 'neither', 'nowhere']);

/** Denied: the clause says so, or a negator stands before the word within its clause. */
function deniedAt(tokens: readonly SenseToken[], c: Clause, i: number): boolean {
  if (c.negated) return true;
  for (let k = Math.max(c.start, i - 6); k < i; k += 1) if (DENIERS.has(tokens[k]?.normal ?? '')) return true;
  return false;
}

/** A denier among the words of [from, to): the motif's own "nobody", "couldn't". */
function deniesWithin(tokens: readonly SenseToken[], from: number, to: number): boolean {
  for (let k = from; k < to; k += 1) if (DENIERS.has(tokens[k]?.normal ?? '')) return true;
  return false;
}

const EMPTY: WordGroup = [];
const NO_POSITIONS: readonly number[] = [];
const NO_TRIGGERS: readonly Trigger[] = [];

/** "Flew over the whole city": a clause that opens on its verb, the diary's way of saying "I". */
function opensWithVerb(tokens: readonly SenseToken[], c: Clause): boolean {
  let i = c.start;
  while (i < c.end && (tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'CCONJ' || tokens[i]?.pos === 'ADV')) i += 1;
  return tokens[i]?.pos === 'VERB' && !describesAsParticiple(tokens, i);
}

const COMPARED = new Set(['he', 'she', 'it', 'they', 'we', 'i', 'you', 'someone', 'somebody', 'something', 'everyone', 'everything', 'there']);
const HEDGES = new Set(['just', 'really', 'so', 'completely', 'totally', 'perfectly', 'all', 'quite', 'very']);
const MODALS = new Set(['would', 'should', 'could', 'might', 'must']);
const DETERMINERS = new Set(['a', 'an', 'the', 'any']);
const WISHED = new Set(['want', 'wish', 'hope', 'long', 'plan', 'mean', 'intend']);

/**
 * A word the dream does not assert: "not a wave" (the thing denied right before it), "like she was
 * expecting me", "as if it were nothing" (a comparison), "I'd be fine", "I should be scared" (only
 * supposed). A motif met there would read an event the dream never had.
 */
function unasserted(tokens: readonly SenseToken[], c: Clause, start: number, neg: boolean | undefined): boolean {
  // "not a wave", "no dogs": only for motifs that do not ask about denial themselves.
  if (neg === undefined) {
    let k = start - 1;
    if (DETERMINERS.has(tokens[k]?.normal ?? '')) k -= 1;
    const before = tokens[k]?.normal;
    if (k >= c.start && (before === 'not' || before === 'no') && tokens[start]?.pos !== 'VERB' && tokens[start]?.pos !== 'AUX') return true;
  }
  for (let k = Math.max(c.start, start - 6); k < start; k += 1) {
    const w = tokens[k]?.normal ?? '';
    const next = tokens[k + 1]?.normal ?? '';
    if ((w === 'like' && COMPARED.has(next)) || (w === 'as' && (next === 'if' || next === 'though'))) return true;
    // "I pretended to be washing my hands": a deed put on for show is not done.
    if (w.startsWith('pretend') && next === 'to') return true;
    // "instead of falling I hovered": the road not taken is no event of the dream.
    if (k + 2 === start && ((w === 'instead' && next === 'of') || (w === 'rather' && next === 'than')) && neg !== true) return true;
  }
  if (neg !== true) {
    // "my boys wanted to hug me", "she was about to hold me": a deed only wished or pending is no
    // deed of the dream, and the dream may go on to refuse it. ("Tried to" stays: the effort is real.)
    if (tokens[start]?.pos === 'VERB' && tokens[start - 1]?.normal === 'to' && start - 2 >= c.start) {
      const before = tokens[start - 2];
      if (WISHED.has(before?.lemma ?? '') || (before?.normal === 'going' || before?.normal === 'about')) return true;
    }
    let k = start - 1;
    while (k > c.start && HEDGES.has(tokens[k]?.normal ?? '')) k -= 1;
    // "I kept thinking I should land": a deed only thought of as due, not done.
    if (tokens[start]?.pos === 'VERB' && (tokens[k]?.normal === 'should' || tokens[k]?.normal === 'must') && k >= c.start) return true;
    const verb = tokens[k]?.lemma;
    if (verb === 'be' || verb === 'feel') {
      k -= 1;
      while (k > c.start && HEDGES.has(tokens[k]?.normal ?? '')) k -= 1;
      if (MODALS.has(tokens[k]?.lemma ?? '') && !NEGATORS.has(tokens[k + 1]?.normal ?? '')) return true;
    }
  }
  return false;
}

/**
 * The dream's words as the bank knows them, read once per dream: whether each token may meet a
 * motif, the vocabulary numbers of its lemma and lower-case form (-1 for none), and the positions of
 * each number in text order (waking words included). The columns are shared buffers, valid for this
 * dream's tokens until the next dream is read.
 */
interface DreamWords {
  usable: Uint8Array;
  lemma: Int32Array;
  normal: Int32Array;
  /**
   * By vocabulary number, the first `count` entries of each list; only the numbers `present` marks
   * with this dream's stamp are filled.
   */
  positions: number[][];
  count: Int32Array;
}

/**
 * The lists of positions are kept from dream to dream (a number is present in this dream when its
 * stamp is this dream's), and written over from the start rather than emptied (an emptied array
 * lets go of its storage), so that indexing a dream allocates only for words no dream before has
 * had as often; so are the
 * per-token columns, grown to the longest dream read so far (typed arrays live outside the heap,
 * and allocating three of them per dream cost more than filling them).
 */
let positions: number[][] = [];
let positionCount = new Int32Array(0);
let present = new Int32Array(0);
let dreamStamp = 0;
let usableColumn = new Uint8Array(0);
let lemmaColumn = new Int32Array(0);
let normalColumn = new Int32Array(0);

function readWords(tokens: readonly SenseToken[], vocabulary: ReadonlyMap<string, number>, anchor: readonly boolean[]): DreamWords {
  if (present.length < vocabulary.size) {
    present = new Int32Array(vocabulary.size);
    positionCount = new Int32Array(vocabulary.size);
    positions = Array.from({ length: vocabulary.size }, () => []);
    dreamStamp = 0;
  }
  dreamStamp = dreamStamp >= 0x7ffffffe ? 1 : dreamStamp + 1;
  if (dreamStamp === 1) present.fill(0);
  if (usableColumn.length < tokens.length) {
    const size = Math.max(tokens.length, 2 * usableColumn.length);
    usableColumn = new Uint8Array(size);
    lemmaColumn = new Int32Array(size);
    normalColumn = new Int32Array(size);
  }
  const usable = usableColumn;
  const lemma = lemmaColumn;
  const normal = normalColumn;
  lemma.fill(-1, 0, tokens.length);
  normal.fill(-1, 0, tokens.length);
  const count = positionCount;
  const add = (id: number, i: number): void => {
    const list = positions[id];
    if (!list || !anchor[id]) return;
    if (present[id] !== dreamStamp) {
      present[id] = dreamStamp;
      count[id] = 0;
    }
    const n = count[id] ?? 0;
    list[n] = i;
    count[id] = n + 1;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    const bits = namePart(tokens, i) ? 0 : usableBits(t);
    usable[i] = bits;
    // Every word is numbered (the later words of an entry may be any), but only a word usable
    // somewhere takes its place in the lists of positions the groups are looked up in.
    const l = vocabulary.get(t.lemma);
    const n = t.normal !== t.lemma ? vocabulary.get(t.normal) : undefined;
    if (l !== undefined) lemma[i] = l;
    if (n !== undefined) normal[i] = n;
    if (!(bits & IN_WAKING)) continue;
    if (l !== undefined) add(l, i);
    if (n !== undefined) add(n, i);
  }
  return { usable, lemma, normal, positions, count };
}

/**
 * The first position in [from, to) where an entry of the group is spelled, or -1. The words that
 * met the first group ([skipFrom, skipTo)) cannot meet another ("high school" is not also "school").
 */
function findIn(tokens: readonly SenseToken[], words: DreamWords, from: number, to: number, group: WordGroup, waking: boolean, skipFrom: number, skipTo: number): number {
  let best = -1;
  for (const { id, entries } of group) {
    if (present[id] !== dreamStamp) continue;
    const at = words.positions[id] ?? NO_POSITIONS;
    const n = words.count[id] ?? 0;
    for (const e of entries) {
      for (let p = 0; p < n; p += 1) {
        const i = (at[p] ?? 0) - e.anchor;
        if (i < from || (i >= skipFrom && i < skipTo)) continue;
        if (i >= to || (best >= 0 && i >= best)) break;
        if (!waking && !((words.usable[i] ?? 0) & IN_DREAM)) continue;
        if (entryAt(tokens, words, i, e, to)) {
          best = i;
          break;
        }
      }
    }
  }
  return best;
}

/** The word at i is an "-ing" right after a noun or pronoun other than the dreamer, past the clause's verb ("heard a child sobbing"). */
function doneByObject(tokens: readonly SenseToken[], c: Clause, i: number): boolean {
  const t = tokens[i];
  const before = tokens[i - 1];
  if (!t || !before || !t.normal.endsWith('ing') || c.verb === null || i <= c.verb + 1) return false;
  if (before.normal === 'me' || before.normal === 'myself' || before.normal === 'us') return false;
  return before.pos === 'NOUN' || before.pos === 'PROPN' || (before.pos === 'PRON' && OBJECT_OTHERS.has(before.normal));
}
const OBJECT_OTHERS: ReadonlySet<string> = new Set(['him', 'her', 'them', 'someone', 'somebody', 'everyone', 'everybody', 'people']);

/** The noun an adjective describes: the noun after it ("a white wolf"), or the subject it is said of ("the wolf was white"). */
function describedNoun(tokens: readonly SenseToken[], c: Clause, i: number): number {
  for (let k = i + 1; k < Math.min(c.end, i + 4); k += 1) {
    const t = tokens[k];
    if (!t) break;
    if (t.pos === 'NOUN' && !t.normal.endsWith('ing')) {
      let j = k;
      while (tokens[j + 1]?.pos === 'NOUN' && j + 1 < c.end) j += 1;
      return j;
    }
    if (t.pos !== 'ADJ' && t.pos !== 'PUNCT' && t.pos !== 'CCONJ' && t.pos !== 'ADV') break;
  }
  // "The wolf was white": only an adjective said of the subject after "be" describes it.
  if (c.subjectHead !== null && c.subjectHead < i && tokens[c.subjectHead]?.pos === 'NOUN' && c.verbLemma === 'be' && c.verb !== null && c.verb < i) return c.subjectHead;
  return -1;
}

function nounAt(tokens: readonly SenseToken[], i: number): NounPhrase | null {
  const t = tokens[i];
  if (!t || (t.pos !== 'NOUN' && t.pos !== 'PROPN')) return null;
  // The head of a compound is its last noun ("phone screen").
  let end = i + 1;
  // "phone screen" is one noun; "horse standing" is a noun and a participle the tagger took for one.
  // A plural noun ends the compound: "teeth wobble" is a noun and a verb the tagger took for one.
  while (tokens[end]?.pos === 'NOUN' && tokens[end]?.sentence === t.sentence && !tokens[end]?.normal.endsWith('ing') && !isPluralToken(tokens[end - 1])) end += 1;
  const head = tokens[end - 1];
  return spanPhrase(tokens, end - 1, end, head ? isPluralToken(head) : false);
}

export interface MotifScope {
  tokens: readonly SenseToken[];
  clauses: readonly Clause[];
  /** Story sentences, with their token ranges, in order. */
  sentences: { sentence: number; start: number; end: number; part: 'opening' | 'middle' | 'ending' | 'waking' }[];
}

/**
 * How far (in words) from the first group's words the other groups of a sentence-wide motif may
 * stand. People type dreams as run-on sentences of a hundred words; "the floor" near the start and
 * "snaps" near the end of one are no floor that gives way.
 */
const NEAR = 14;

/** Every motif the dream's sentences hold, in sentence order, strongest first within a sentence. */
let lastFound = new Int32Array(0);
let stamp = 0;
let clauseColumn = new Int32Array(0);

export function findMotifs(scope: MotifScope): MotifHit[] {
  const { triggers, motifs, vocabulary, anchor } = motifBank();
  const { tokens, clauses } = scope;
  const out: MotifHit[] = [];
  // Each token's clause (its place in `clauses`, -1 for none), read once into a column kept from
  // dream to dream; each motif's last sentence, so that a sentence holds it once.
  if (clauseColumn.length < tokens.length) clauseColumn = new Int32Array(Math.max(tokens.length, 2 * clauseColumn.length));
  const clauseOf = clauseColumn;
  clauseOf.fill(-1, 0, tokens.length);
  for (let k = 0; k < clauses.length; k += 1) {
    const c = clauses[k];
    if (c) for (let i = c.start; i < c.end; i += 1) clauseOf[i] = k;
  }
  const words = readWords(tokens, vocabulary, anchor);
  const usableIn = (i: number, waking: boolean): boolean => ((words.usable[i] ?? 0) & (waking ? IN_WAKING : IN_DREAM)) !== 0;
  // Which sentence each motif was last found in, by a stamp unique to this call and sentence (no
  // array to clear per dream).
  if (lastFound.length < motifs.length) lastFound = new Int32Array(motifs.length);
  for (let k = 0; k < scope.sentences.length; k += 1) {
    const s = scope.sentences[k];
    if (!s) continue;
    stamp = stamp >= 0x7ffffffe ? 1 : stamp + 1;
    if (stamp === 1) lastFound.fill(0);
    const waking = s.part === 'waking';
    for (let i = s.start; i < s.end; i += 1) {
      if (!usableIn(i, waking)) continue;
      const lemmaId = words.lemma[i] ?? -1;
      const formId = words.normal[i] ?? -1;
      const byLemma = lemmaId >= 0 ? triggers[lemmaId] : undefined;
      const byForm = formId >= 0 ? triggers[formId] : undefined;
      if (!byLemma && !byForm) continue;
      for (let pass = 0; pass < 2; pass += 1) {
        for (const trigger of (pass ? byForm : byLemma) ?? NO_TRIGGERS) {
          const { index, at: part, entries } = trigger;
          if (lastFound[index] === stamp) continue;
          // Waking sentences hold only waking motifs; an opening or ending motif only its part of the dream.
          if ((part === 'waking') !== waking || (part === 'opening' && s.part !== 'opening') || (part === 'ending' && s.part !== 'ending')) continue;
          // Entries are longest first: the first that is spelled here is the longest. The token is the
          // entry's anchor; the entry itself starts that many words before it.
          let length = 0;
          let start = i;
          for (const e of entries) {
            const from = i - e.anchor;
            if (from >= s.start && usableIn(from, waking) && entryAt(tokens, words, from, e, s.end)) {
              length = e.seq.length;
              start = from;
              break;
            }
          }
          if (!length) continue;
          // "the snake catcher": the compound names a person, not the animal the motif is about.
          if (agentAfter(tokens[start + length - 1], tokens[start + length])) continue;
          // "my send-forth", "blood-red", "dog-eared": a word hyphened to the one after it only qualifies
          // that one; the compound is not the thing the motif is about.
          if (tokens[start + length]?.value === '-' && tokens[start + length]?.joined) continue;
          const m = trigger.motif;
          if (m.literal && tokens[start]?.masked?.startsWith('comparison')) continue;
          if (m.after && !heldBefore(tokens, start, m.after)) continue;
          const c = clauses[clauseOf[start] ?? -1];
          if (!c) continue;
          if (m.own && (ownedByAnother(tokens, start) || anothersAlone(tokens, c))) continue;
          // A diary's subjectless "Flew over the city" is the dreamer's.
          if (m.subject && c.subject !== m.subject && !(m.subject === 'dreamer' && c.subject === 'none' && opensWithVerb(tokens, c))) continue;
          // "I heard a child sobbing", "I saw my mum weeping": the "-ing" after someone seen or heard is
          // that one's doing, not the dreamer's, whoever the clause's subject is.
          if (m.subject === 'dreamer' && doneByObject(tokens, c, start)) continue;
          // "the baby cried for real and I woke up": the baby's crying, not tears brought back from the dream.
          if (m.felt && c.subject === 'other') continue;
          if (m.towardDreamer && (c.subject === 'dreamer' || (c.subject === 'none' && opensWithVerb(tokens, c)) || (c.object !== 'dreamer' && c.object !== 'none'))) continue;
          if (unasserted(tokens, c, start, m.neg)) continue;
          // "on fire (it wasnt really fire it was confetti)": a word the dreamer takes back makes no motif.
          if (m.neg !== true && takenBack(tokens, start)) continue;
          if (m.neg !== undefined && deniedAt(tokens, c, start) !== m.neg) continue;
          const from = m.scope === 'clause' ? c.start : Math.max(s.start, start - NEAR);
          const to = m.scope === 'clause' ? c.end : Math.min(s.end, start + length + NEAR);
          let xAt = m.x === 0 ? start : -1;
          const ownDenier = deniesWithin(tokens, start, start + length);
          let ok = true;
          for (let g = 1; g < m.groups.length && ok; g += 1) {
            const at = findIn(tokens, words, from, to, m.lookup[g] ?? EMPTY, waking, start, start + length);
            // "The wolves came; they did not attack": a deed the dream denies does not make the motif,
            // wherever in the motif it stands. A motif about denial says so: with `neg`, or with a
            // denier of its own ("nobody" + "noticed").
            if (at < 0 || (m.neg !== true && !ownDenier && tokens[at]?.pos === 'VERB' && isNegatedAction(tokens, at))) ok = false;
            // "my home was a garage full of broken radios": a state said of the motif's image
            // must not be a word that describes another noun right after it.
            else if (m.x === 0 && g > 0 && describesOther(tokens, at, start, start + length)) ok = false;
            else if (g === m.x) xAt = at;
          }
          if (!ok || (m.unless.length && findIn(tokens, words, s.start, s.end, m.unlessLookup, true, 0, 0) >= 0)) continue;
          let x: NounPhrase | null = null;
          if (m.modifies) {
            const n = describedNoun(tokens, c, start);
            // The noun described must be one the motif names ("a long dark coat", not "the dark wearing").
            const named = m.groups.length < 2 || (m.groups[1] ?? []).some((e) => entryAt(tokens, words, n, e, s.end));
            x = n >= 0 && named ? nounAt(tokens, n) : null;
            if (!x) continue;
          } else if (xAt >= 0) x = nounAt(tokens, xAt);
          lastFound[m.index] = stamp;
          out.push({ motif: m, sentence: s.sentence, clause: c.index, token: start, x });
        }
      }
    }
  }
  return out.sort((a, b) => a.sentence - b.sentence || b.motif.weight - a.motif.weight || a.token - b.token);
}

/** The word at `at` stands right before a noun outside [from, to): it describes that noun ("broken radios"). */
function describesOther(tokens: readonly SenseToken[], at: number, from: number, to: number): boolean {
  const t = tokens[at];
  const next = tokens[at + 1];
  if (!t || !next || (t.pos !== 'ADJ' && t.pos !== 'VERB')) return false;
  return (next.pos === 'NOUN' || next.pos === 'PROPN') && !(at + 1 >= from && at + 1 < to) && next.sentence === t.sentence;
}

const OTHERS_OWN = new Set(['her', 'his', 'their', "'s", '’s', 'its']);

/** "her driving test", "my brother's big exam": the noun at `at` belongs to someone other than the dreamer. */
function ownedByAnother(tokens: readonly SenseToken[], at: number): boolean {
  let j = at - 1;
  while (j >= 0 && (tokens[j]?.pos === 'ADJ' || tokens[j]?.pos === 'NOUN') && !OTHERS_OWN.has(tokens[j]?.normal ?? '')) j -= 1;
  return OTHERS_OWN.has(tokens[j]?.normal ?? '') || tokens[j]?.possessive !== undefined;
}

const GROUPS = new Set(['everyone', 'everybody', 'we', 'they', 'people', 'all', 'us', 'whole', 'class', 'students']);
const ALSO = new Set(['too', 'also', 'well', 'both']);

/** "my brother had an exam": one other person's ordeal; "everyone had started an exam", "mum was doing the exam as well" take the dreamer in. */
function anothersAlone(tokens: readonly SenseToken[], c: Clause): boolean {
  if (c.subject !== 'other') return false;
  const head = c.subjectHead !== null ? tokens[c.subjectHead] : undefined;
  if (head && GROUPS.has(head.normal)) return false;
  for (let j = c.start; j < c.end; j += 1) if (ALSO.has(tokens[j]?.normal ?? '')) return false;
  return true;
}

/** Does the report hold one of these lemmas, asserted, before token `at`? The writer's own "my first flying dream" or "Dad died in May" counts. */
function heldBefore(tokens: readonly SenseToken[], at: number, lemmas: ReadonlySet<string>): boolean {
  for (let j = 0; j < at; j += 1) {
    const t = tokens[j];
    if (!t || t.masked) continue;
    const held = lemmas.has(t.lemma) || lemmas.has(`${t.lemma} ${tokens[j + 1]?.normal ?? ''}`);
    if (held && !(t.pos === 'VERB' && isNegatedAction(tokens, j))) return true;
  }
  return false;
}

export function motifTexts(id: string): { gloss: string[]; name: string[]; ask: string[] } {
  return motifBank().texts.get(id) ?? { gloss: [], name: [], ask: [] };
}

export function themeTexts(id: string): { about: string[]; tie: string[]; ask: string[] } {
  return motifBank().themes[id] ?? { about: [], tie: [], ask: [] };
}
