import type { FormMatcher, Lexicon } from './lexicon';
import type { ParsedText, Token } from './nlp';
import type { SymbolEntry } from './schemas';
import type { ExpressionMatch } from './sense/annotate';
import { isAbsentThing, isNegatedAction, takenBack } from './sense/negation';
import { gerund, lookup, pairMemo } from './text-utils';

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const LOWER_LETTERS = /^[a-z]+$/;
const PARTICIPLE_ENDING = /(ed|en|wn|ght|ung)$/;

export interface SymbolHit {
  entry: SymbolEntry;
  /** How the dream says it, ready for prose: "your mother", "the snakes", "falling". */
  phrase: string;
  /** Lemma (or gerund for actions), used as a keyword. */
  keyword: string;
  /** Lemma identity of the matched words, shared with keyword candidates from plain tokens. */
  key: string;
  /** Token indices covered by multi-word matches, which must not also count as single words. */
  covered: number[];
  first: number;
  count: number;
  salience: number;
}


const KIND_WEIGHT: Record<SymbolEntry['kind'], number> = {
  figure: 1.1, animal: 1.4, place: 0.9, nature: 1.0, object: 0.9, action: 1.3, body: 1.2, event: 1.2,
};
const POSSESSIVES: Record<string, string> = { my: 'your', our: 'your', his: 'his', her: 'her', their: 'their' };
const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'X', 'NUM']);

/**
 * Words whose adjective is another word than the symbol's noun: "I felt safe" holds no safe, "she
 * was cross" no cross, "a giant wave" no giant. Tagged as adjectives they never name the symbol.
 */
const NOT_AS_ADJECTIVE = new Set(['safe', 'well', 'present', 'cross', 'fair', 'flat', 'double', 'giant', 'grave', 'stable', 'light', 'spring', 'fall', 'bay', 'mobile', 'key', 'sound', 'wicked', 'open', 'orange', 'peach', 'cherry', 'rose', 'lime', 'olive', 'coral']);
/** Nouns that name a thing, not the action of the same spelling ("the kitchen sink", "a lunch break"). */
const NOT_AN_ACTION = new Set(['sink', 'break', 'play', 'beat', 'present', 'ring', 'help', 'sleep', 'cook', 'drive', 'match', 'hit', 'feed', 'shoot', 'steal', 'saw', 'well', 'rush', 'open']);
/** Weather and light are images even when told as verbs ("it was raining", "the jars were glowing", "the city was flooded"). */
const NATURE_VERBS = new Set(['rain', 'snow', 'flood', 'glow', 'drizzle', 'thunder']);
/** Blows at things ("hitting the wrong numbers", "kicked the door") are no fight. */
const BLOWS = new Set(['hit', 'kick', 'beat', 'punch', 'slap', 'knock', 'strike']);
/**
 * Nouns that, after another noun, name a part or stretch of it ("the sea shore", "the forest
 * floor"): the first noun's thing is there. Any other noun after a noun makes the first a mere
 * description ("a baby shoe", "the fire stairs", "a dog bowl"), and that thing is not in the dream.
 */
export const PART_OF: ReadonlySet<string> = new Set(['shore', 'bank', 'edge', 'floor', 'top', 'bottom', 'side', 'surface', 'door', 'doorway', 'window', 'roof', 'wall', 'garden', 'yard', 'gate', 'path', 'trunk', 'branch', 'bed', 'front', 'back', 'corner', 'end', 'middle', 'centre', 'center', 'inside', 'outside', 'hall', 'room', 'kitchen', 'bedroom', 'basement', 'attic', 'stairs', 'step', 'porch', 'entrance', 'fur', 'tail', 'head', 'face', 'eye', 'body', 'mouth', 'tooth', 'teeth', 'paw', 'leg', 'wing', 'skin', 'voice', 'hand', 'arm', 'hair', 'foot', 'feet', 'water', 'wave', 'level', 'deck', 'cliff', 'screen', 'handle', 'wheel', 'seat', 'engine', 'lid', 'string', 'keyboard', 'people', 'crowd', 'roll', 'crumb', 'slice', 'loaf', 'costume', 'mask', 'outfit', 'reception', 'ceremony']);
/** What a thing is made of is there in it ("a stone bridge", "silver keys"). */
const MATERIALS = new Set(['stone', 'wood', 'glass', 'silver', 'gold', 'iron', 'steel', 'paper', 'plastic', 'brick', 'marble', 'leather', 'silk', 'crystal', 'ice', 'snow', 'sand', 'bone', 'metal', 'concrete', 'clay', 'rope', 'feather', 'flower', 'rose', 'water', 'fire', 'blood', 'salt', 'chocolate', 'candle']);
/** Nouns the parser tags after a noun that are no compound's head ("I saw my mother yesterday"). */
const NOT_A_HEAD = new Set(['yesterday', 'today', 'tonight', 'tomorrow', 'morning', 'evening', 'night', 'time', 'times', 'again', 'lol', 'haha', 'idk', 'though', 'thing', 'things', 'stuff', 'kind', 'sort', 'type', 'one', 'ones', 'bit', 'lot', 'lots', 'all', 'anyway', 'halfway', 'everywhere', 'somewhere', 'anywhere', 'home', 'outside', 'inside', 'upstairs', 'downstairs']);

/**
 * A singular noun directly before another noun describes it ("a baby shoe"), unless the second
 * names a part of it, the first is a place the second is in ("the school cafeteria") or what the
 * second is made of.
 */
function describesNext(entry: SymbolEntry, t: Token, next: Token | undefined): boolean {
  if (!next || t.pos !== 'NOUN' || next.pos !== 'NOUN' || t.normal !== t.lemma) return false;
  if (entry.kind === 'place' || MATERIALS.has(t.lemma)) return false;
  if (next.normal.endsWith('ing') || NOT_A_HEAD.has(next.normal) || PART_OF.has(next.lemma) || PART_OF.has(next.normal)) return false;
  return LOWER_LETTERS.test(next.normal);
}

const MODALS = new Set(['would', 'will', 'could', 'can', 'should', 'might', 'must', 'to', "'ll", "'d"]);

const LINKING = new Set(['be', 'feel', 'seem', 'look', 'stay', 'remain', 'keep', 'become', 'get', 'appear', 'sound', 'turn', 'go']);

/**
 * The parser tags some nouns as adjectives ("the light changed", "a wrapped present with my name");
 * a word that neither follows a linking verb nor stands before a noun is used as a noun.
 */
function nounInDisguise(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (prev && (LINKING.has(prev.lemma) || prev.pos === 'AUX' || prev.pos === 'ADV')) return false;
  if (next && (next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'PROPN' || next.normal === '-') && !next.normal.endsWith('ing')) return false;
  return prev?.pos === 'DET' || prev?.pos === 'ADJ' || prev?.pos === 'VERB' || prev?.pos === 'NUM';
}

const creatureCache = new WeakMap<Lexicon, Set<string>>();

/** People and animals, the only things one fights with. */
function creaturesOf(lex: Lexicon): Set<string> {
  let set = creatureCache.get(lex);
  if (!set) {
    set = new Set(['people', 'person', 'someone', 'somebody', 'everyone', 'everybody']);
    for (const e of lex.symbols) if (e.kind === 'figure' || e.kind === 'animal') for (const f of e.forms) set.add(f.split(' ').pop() ?? f);
    creatureCache.set(lex, set);
  }
  return set;
}

const OWNERS = new Set(['my', 'our', 'your', 'his', 'her', 'their']);

const CAPITALISED = /^[A-Z][a-z]+$/;
/** Words before a name that make it a thing again ("the Phoenix rose", "a Python", "my Rose"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'some', 'every', 'each', 'another', 'no']);
/** Symbols conventionally written with a capital that stay the thing itself ("went to Heaven", "on Earth"). */
const CAPITAL_SYMBOLS = new Set(['heaven', 'hell', 'earth', 'paradise']);

/**
 * "im 15 from Phoenix", "my friend Rose", "we drove to Salt Lake": a word the writer capitalises in
 * the middle of a sentence, with no article or owner before it, is a name of a place or a person and
 * no image. Names of figures are exempt, since "Mom", "Grandpa" and "God" are the figures themselves.
 */
export function properName(entry: SymbolEntry, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || entry.kind === 'figure' || !CAPITALISED.test(t.value) || CAPITAL_SYMBOLS.has(t.normal)) return false;
  const prev = tokens[i - 1];
  // At a sentence's start (or after a quotation mark or a colon) any word has its capital.
  if (!prev?.isWord || prev.sentence !== t.sentence) return false;
  return !DETERMINERS.has(prev.normal);
}

/** Does the dream's word at i (a form of n words) fit the symbol's kind? */
function posFits(entry: SymbolEntry, tokens: Token[], i: number, n: number, creatures: Set<string>): boolean {
  // Actions are read on their verb ("turned into"), images on their head noun ("palm trees").
  const t = entry.kind === 'action' ? tokens[i] : tokens[i + n - 1];
  if (!t) return false;
  if (properName(entry, tokens, i)) return false;
  // "lighter", "later", "darker": a comparison, not the thing.
  if ((t.pos === 'ADJ' || t.pos === 'ADV') && t.normal !== t.lemma && (t.normal.endsWith('er') || t.normal.endsWith('est'))) return false;
  if (entry.kind === 'action') {
    if (t.pos === 'NOUN') return !NOT_AN_ACTION.has(t.normal);
    if (t.pos !== 'VERB') return false;
    // "the coffin was open": an adjective the parser took for a verb.
    const prev = tokens[i - 1];
    if (prev?.lemma === 'be' && t.normal === t.lemma && NOT_AN_ACTION.has(t.normal)) return false;
    if (entry.id === 'fighting' && BLOWS.has(t.lemma)) {
      const obj = tokens.slice(i + 1, i + 4).find((o) => o.pos === 'NOUN' || o.pos === 'PRON' || o.pos === 'PROPN');
      if (obj?.pos === 'NOUN' && !creatures.has(obj.lemma)) return false;
    }
    return true;
  }
  if (entry.kind === 'nature' && t.pos === 'VERB' && NATURE_VERBS.has(t.lemma)) return true;
  // "The partners were nodding": partners in the plural that are nobody's are a firm's, a dance's or a
  // game's; "my partner", "our partners" are the ones a life is shared with.
  if (t.normal === 'partners' && !OWNERS.has(tokens[i + n - 2]?.normal ?? '')) return false;
  // "would ruin Christmas": a verb the parser took for a noun.
  if (n === 1 && MODALS.has(tokens[i - 1]?.normal ?? '')) return false;
  const next = tokens[i + n];
  if (entry.kind === 'event') {
    // "a frozen lake", "a naked eye": the state of a thing, not of a person.
    if (t.pos === 'ADJ' && next?.pos === 'NOUN' && !creatures.has(next.lemma)) return false;
    return NOUNISH.has(t.pos) || t.pos === 'ADV';
  }
  if (t.pos === 'ADJ' && NOT_AS_ADJECTIVE.has(t.lemma) && !nounInDisguise(tokens, i + n - 1)) return false;
  // "orange fish", "rose petals": a colour or material word before a noun describes it.
  if (t.pos === 'NOUN' && n === 1 && NOT_AS_ADJECTIVE.has(t.lemma) && next?.pos === 'NOUN') return false;
  if (describesNext(entry, t, next)) return false;
  return NOUNISH.has(t.pos);
}

/** A token that may carry a literal symbol: in the dream, outside any idiom, not a swear word. */
function readable(t: Token | undefined): boolean {
  return Boolean(t && t.inDream && !t.masked && !t.profane);
}

/** Longest form first; among equals, a verb prefers an action ("I fly") and a noun an image ("a fly"). */
function preferFor(t: Pick<Token, 'pos'>) {
  const verb = t.pos === 'VERB';
  return (a: FormMatcher, b: FormMatcher): number =>
    b.lemmas.length - a.lemmas.length || Number((b.entry.kind === 'action') === verb) - Number((a.entry.kind === 'action') === verb);
}

/**
 * An index list in the order preferFor gives it, for a verb and for any other word: sorted once per
 * list, the first time a dream needs it (the index's lists are shared, so sorted as copies).
 */
const preferred = new WeakMap<readonly FormMatcher[], { verb: FormMatcher[]; other: FormMatcher[] }>();

function orderedFor(t: Token, list: readonly FormMatcher[]): readonly FormMatcher[] {
  let orders = preferred.get(list);
  if (!orders) {
    orders = { verb: [...list].sort(preferFor({ pos: 'VERB' })), other: [...list].sort(preferFor({ pos: 'NOUN' })) };
    preferred.set(list, orders);
  }
  return t.pos === 'VERB' ? orders.verb : orders.other;
}

/**
 * The forms of a lemma's list followed by a form's list (both index lists: "lying" is "lie" and
 * "lying"), in preferFor's order for a verb and for any other word: joined and sorted once per pair.
 */
const mergedOrders = new WeakMap<readonly FormMatcher[], WeakMap<readonly FormMatcher[], { verb: FormMatcher[]; other: FormMatcher[] }>>();

function mergedFor(t: Token, byLemma: readonly FormMatcher[], byNormal: readonly FormMatcher[]): readonly FormMatcher[] {
  const orders = pairMemo(mergedOrders, byLemma, byNormal, () => new WeakMap(), () => {
    // Among forms of one length the written word wins over its lemma: "glasses" are spectacles, not two of "glass".
    const both = [...byNormal, ...byLemma];
    return { verb: [...both].sort(preferFor({ pos: 'VERB' })), other: [...both].sort(preferFor({ pos: 'NOUN' })) };
  });
  return t.pos === 'VERB' ? orders.verb : orders.other;
}

/** The preferred form (see preferFor) that the dream's words at i spell and whose part of speech fits. */
function bestMatch(tokens: Token[], i: number, t: Token, byLemma: readonly FormMatcher[] | undefined, byNormal: readonly FormMatcher[] | undefined, creatures: Set<string>): FormMatcher | undefined {
  // Only a choice needs an order; the index's lists, and pairs of them, have their orders ready.
  const list = byLemma ?? byNormal ?? NO_FORMS;
  const ordered = byLemma && byNormal ? mergedFor(t, byLemma, byNormal) : list.length <= 1 ? list : orderedFor(t, list);
  for (const c of ordered) if (matchAt(tokens, i, c.lemmas) && posFits(c.entry, tokens, i, c.lemmas.length, creatures)) return c;
  return undefined;
}

const NO_FORMS: readonly FormMatcher[] = [];

function matchAt(tokens: Token[], i: number, lemmas: string[]): boolean {
  for (let k = 0; k < lemmas.length; k += 1) {
    const t = tokens[i + k];
    if (!t || (t.lemma !== lemmas[k] && t.normal !== lemmas[k]) || !readable(t)) return false;
  }
  return true;
}

/** "I could not fly" holds no flying and "there was no water" no water; "I never found the key" still holds the key. */
function denied(tokens: Token[], i: number, entry: SymbolEntry): 'thing' | 'act' | null {
  if (entry.kind === 'action' || entry.kind === 'event' || tokens[i]?.pos === 'ADJ') return isNegatedAction(tokens, i) || isAbsentThing(tokens, i) ? 'act' : null;
  return isAbsentThing(tokens, i) ? 'thing' : null;
}

/**
 * The words of tokens from..end-1 joined by spaces: their forms, or for the one at `lemmaAt` its
 * lemma. Written out in place (a symbol is one to three words) rather than through a list of them.
 */
function wordsOf(tokens: Token[], from: number, end: number, lemmaAt = -1): string {
  let out = '';
  for (let k = from; k < Math.min(end, tokens.length); k += 1) {
    const t = tokens[k] as Token;
    const w = k === lemmaAt ? t.lemma : t.normal;
    out = k === from ? w : `${out} ${w}`;
  }
  return out;
}

/** The lemmas of tokens from..end-1 joined by spaces. */
function lemmasOf(tokens: Token[], from: number, end: number): string {
  let out = '';
  for (let k = from; k < Math.min(end, tokens.length); k += 1) {
    const w = (tokens[k] as Token).lemma;
    out = k === from ? w : `${out} ${w}`;
  }
  return out;
}

/** A new hit for the symbol the n words at i name, first seen there. */
function symbolHit(tokens: Token[], i: number, n: number, entry: SymbolEntry): SymbolHit {
  const end = Math.min(i + n, tokens.length);
  const key = lemmasOf(tokens, i, end);
  if (entry.kind === 'action') {
    const head = tokens[i];
    const ing = gerund(head?.lemma ?? '');
    const words = end > i + 1 ? `${ing} ${wordsOf(tokens, i + 1, end)}` : ing;
    // "looking for" is searching, "turned into" transforming: the label makes the better keyword.
    const keyword = end > i + 1 ? entry.label : words;
    // "I was chased" is something that happened to the dreamer: say "being chased", not "chasing".
    const aux = tokens[i - 1];
    const passive = aux?.pos === 'AUX' && (aux.lemma === 'be' || aux.lemma === 'get') && PARTICIPLE_ENDING.test(head?.normal ?? '');
    return { entry, phrase: passive ? `being ${head?.normal ?? ''}` : words, keyword, key, covered: [], first: i, count: 1, salience: 0 };
  }
  const last = tokens[end - 1];
  // Modifiers keep their written form: "best friend", not the lemma pair "good friend".
  const keywordForm = wordsOf(tokens, i, end, end - 1);
  if (last?.pos === 'ADJ' || last?.pos === 'ADV') return { entry, phrase: entry.label, keyword: keywordForm, key, covered: [], first: i, count: 1, salience: 0 };
  const surface = wordsOf(tokens, i, end);
  const prev = tokens[i - 1]?.normal ?? '';
  const owner = lookup(POSSESSIVES, prev);
  return { entry, phrase: `${owner ?? 'the'} ${surface}`, keyword: keywordForm, key, covered: [], first: i, count: 1, salience: 0 };
}

/** The symbol a multi-word expression stands for ("break room" → office), as a hit at its first masked word. */
function expressionHit(tokens: Token[], m: ExpressionMatch, entry: SymbolEntry): Omit<SymbolHit, 'salience' | 'count' | 'first'> {
  const span = m.masked.map((k) => tokens[k]).filter((t): t is Token => t !== undefined);
  const surface = span.map((t) => t.normal).join(' ');
  const key = span.map((t) => t.lemma).join(' ');
  if (entry.kind === 'action' || entry.kind === 'event') return { entry, phrase: entry.label, keyword: entry.label, key, covered: [...m.masked] };
  const owner = lookup(POSSESSIVES, tokens[(m.masked[0] ?? 0) - 1]?.normal ?? '');
  return { entry, phrase: `${owner ?? 'the'} ${surface}`, keyword: surface, key, covered: [...m.masked] };
}

const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['from', 'in', 'near', 'outside']);

/** Do the words at i spell `lemmas`, all of them outside the dream and before waking? */
function spelledOutside(tokens: Token[], i: number, lemmas: readonly string[]): boolean {
  for (let k = 0; k < lemmas.length; k += 1) {
    const x = tokens[i + k];
    const w = lemmas[k];
    if (!x || x.inDream !== false || x.waking || (x.lemma !== w && x.normal !== w)) return false;
  }
  return true;
}

/**
 * People and animals the writer names before or beside the dream ("My sister and I haven't spoken for
 * three years. In the dream we were on a ferry… She stole the chips"): no images on their own, but
 * the dream's "she" may point back to them, which the drama's structure decides.
 */
export function backStoryFigures(parsed: ParsedText, lex: Lexicon, hits: readonly SymbolHit[]): SymbolHit[] {
  const { tokens } = parsed;
  // The symbols found so far, made only once a word outside the dream names one.
  let found: Set<string> | null = null;
  const out: SymbolHit[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord || t.inDream !== false || t.waking || t.masked) continue;
    // "im 15 from Phoenix", "living in Reading": a capitalised name after a place's preposition is
    // where the writer lives, not a figure or an animal the dream could point back to.
    if (/^[A-Z]/.test(t.value) && PLACE_PREPOSITIONS.has(tokens[i - 1]?.normal ?? '')) continue;
    const candidates = lex.symbolIndex.get(t.lemma) ?? lex.symbolIndex.get(t.normal);
    if (!candidates) continue;
    found ??= new Set(hits.map((h) => h.entry.id));
    for (const c of candidates) {
      if ((c.entry.kind !== 'figure' && c.entry.kind !== 'animal') || found.has(c.entry.id)) continue;
      if (!spelledOutside(tokens, i, c.lemmas)) continue;
      const hit = symbolHit(tokens, i, c.lemmas.length, c.entry);
      found.add(c.entry.id);
      out.push(hit);
      break;
    }
  }
  return out;
}

const byIdCache = new WeakMap<readonly SymbolEntry[], Map<string, SymbolEntry>>();

/** The lexicon's symbols by id, made once per lexicon (the last of a repeated id wins). */
function symbolsById(symbols: readonly SymbolEntry[]): Map<string, SymbolEntry> {
  let map = byIdCache.get(symbols);
  if (!map) {
    map = new Map(symbols.map((e) => [e.id, e]));
    byIdCache.set(symbols, map);
  }
  return map;
}

export function findSymbols(parsed: ParsedText, lex: Lexicon): SymbolHit[] {
  const { tokens } = parsed;
  const hits = new Map<string, SymbolHit>();
  const total = Math.max(1, tokens.length);
  const stands = new Map<number, ExpressionMatch>();
  for (const m of parsed.expressions) if (m.as !== undefined && m.masked.length) stands.set(m.masked[0] ?? m.start, m);
  const byId = stands.size ? symbolsById(lex.symbols) : null;
  const creatures = creaturesOf(lex);
  // "I was sure there was a snake, but there was no snake": a thing denied outright, and not seen
  // again afterwards, is not in the dream ("I couldn't find my car … then I found my car" keeps it).
  const deniedThings = new Map<string, number>();
  const retracted = new Set<string>();
  const lastSeen = new Map<string, number>();
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    const expr = stands.size ? stands.get(i) : undefined;
    const exprEntry = expr?.as !== undefined ? byId?.get(expr.as) : undefined;
    if (expr && exprEntry && t.inDream) {
      const hit = hits.get(exprEntry.id);
      if (hit) hit.count += 1;
      else hits.set(exprEntry.id, { ...expressionHit(tokens, expr, exprEntry), first: i, count: 1, salience: 0 });
      continue;
    }
    if (!readable(t)) continue;
    const byLemma = lex.symbolIndex.get(t.lemma);
    const byNormal = t.normal !== t.lemma ? lex.symbolIndex.get(t.normal) : undefined;
    // Most words name no symbol: they are passed over before any list is built.
    if (!byLemma && !byNormal) continue;
    const m = bestMatch(tokens, i, t, byLemma, byNormal, creatures);
    if (!m) continue;
    if (m.entry.kind !== 'action' && m.entry.kind !== 'event' && takenBack(tokens, i)) {
      retracted.add(m.entry.id);
      i += m.lemmas.length - 1;
      continue;
    }
    const denial = denied(tokens, i, m.entry);
    if (denial) {
      // "there was no snake" denies the snake; "I'm not pregnant" denies a claim, not an earlier image.
      if (denial === 'thing') deniedThings.set(m.entry.id, i);
      i += m.lemmas.length - 1;
      continue;
    }
    lastSeen.set(m.entry.id, i);
    let hit = hits.get(m.entry.id);
    if (hit) hit.count += 1;
    else {
      hit = symbolHit(tokens, i, m.lemmas.length, m.entry);
      hits.set(m.entry.id, hit);
    }
    if (m.lemmas.length > 1) for (let k = 0; k < m.lemmas.length; k += 1) hit.covered.push(i + k);
    i += m.lemmas.length - 1;
  }
  for (const [id, at] of deniedThings) if ((lastSeen.get(id) ?? -1) < at) hits.delete(id);
  for (const id of retracted) hits.delete(id);
  const list = [...hits.values()];
  for (const h of list) {
    // Earlier and repeated images weigh more: the dreamer names first what struck them most.
    h.salience = KIND_WEIGHT[h.entry.kind] * (1 + Math.log2(h.count)) * (1.25 - 0.5 * (h.first / total));
  }
  return list.sort((a, b) => b.salience - a.salience || a.first - b.first);
}
