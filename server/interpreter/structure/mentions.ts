/**
 * Where each recognised symbol occurs in the dream. findSymbols keeps only the first occurrence and
 * a count; the drama needs every occurrence with its clause and grammatical role ("I rode the horse
 * away": the horse is carried off by the dreamer, not left behind).
 */
import type { Lexicon } from '../lexicon';
import { properName, type SymbolHit } from '../symbols';
import type { SenseToken } from './tokens';
import { knownWord } from '../nlp';
import type { VerbClass } from './cues';
import type { Clause, Mention } from './types';

// Word lists the rules below ask about, made once here: a list written inside a function is a
// new array every time that line runs, and most of these run for every word of every dream.
const CALLED_NAMED: ReadonlySet<string> = new Set(['called', 'named']);

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const PLAIN_WORD = /^[a-z-]+$/;
const POSSESSIVE_MARK = /^['’]s?$/;
const CAPITALISED = /^[A-Z]/;

const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'X', 'NUM']);
const IRREGULAR_PLURALS = new Set(['teeth', 'feet', 'mice', 'children', 'people', 'men', 'women', 'geese', 'sheep', 'fish', 'deer', 'wolves', 'knives', 'leaves', 'lives', 'shelves', 'thieves', 'calves', 'halves', 'police', 'cattle', 'clothes', 'stairs', 'ruins']);

function fits(kind: SymbolHit['entry']['kind'], t: SenseToken): boolean {
  if (kind === 'action') return t.pos === 'VERB' || t.pos === 'NOUN';
  if (kind === 'event') return NOUNISH.has(t.pos) || t.pos === 'ADV';
  return NOUNISH.has(t.pos);
}

export function isPluralToken(t: SenseToken | undefined): boolean {
  if (!t || (t.pos !== 'NOUN' && t.pos !== 'PROPN')) return false;
  if (IRREGULAR_PLURALS.has(t.normal)) return true;
  return t.normal !== t.lemma && endsInSingleS(t.normal);
}

/** /[^s']s$/, read on the last two characters rather than tried at every position of the word. */
function endsInSingleS(w: string): boolean {
  const n = w.length;
  if (n < 2 || w.charCodeAt(n - 1) !== 115) return false;
  const before = w.charCodeAt(n - 2);
  return before !== 115 && before !== 39;
}

/** The last of the hits for the symbol `id` (a dream has a score of hits: a walk, not a table per dream). */
function lastHitOf(hits: readonly SymbolHit[], id: string): SymbolHit | undefined {
  for (let k = hits.length - 1; k >= 0; k -= 1) if (hits[k]?.entry.id === id) return hits[k];
  return undefined;
}

/** Token positions of every occurrence of the hits, longest form first as findSymbols matches them. */
const AGENT_ENDING = /^[a-z]{3,}(er|or)$/;
// Nouns in -er that name no one who does something ("the house corner", "a fish tower").
const NOT_AGENTS = new Set(['corner', 'water', 'paper', 'river', 'tower', 'flower', 'shower', 'border', 'letter', 'number', 'order', 'member', 'winter', 'summer', 'dinner', 'finger', 'matter', 'power', 'silver', 'butter', 'ladder', 'hammer', 'feather', 'weather', 'leather', 'timber', 'cellar', 'collar', 'chamber', 'cover', 'poster', 'sticker', 'counter', 'filter', 'folder', 'shelter', 'anchor', 'mirror', 'colour', 'color', 'floor', 'door', 'odour', 'odor', 'harbour', 'armour', 'manor', 'corridor', 'tumor', 'tumour']);

/**
 * A noun in -er or -or made from a verb ("catcher", "walker", "keeper", "rider") right after a
 * singular noun: the head of a compound whose first part only says what the person or tool deals with.
 */
export function agentAfter(t: SenseToken | undefined, next: SenseToken | undefined): boolean {
  if (!t || !next || next.pos !== 'NOUN' || t.pos !== 'NOUN' || t.normal !== t.lemma || !AGENT_ENDING.test(next.normal) || NOT_AGENTS.has(next.normal)) return false;
  const stem = next.normal.slice(0, -2);
  return knownWord(stem) || knownWord(next.normal.slice(0, -1)) || (stem.length > 3 && stem.at(-1) === stem.at(-2) && knownWord(stem.slice(0, -1)));
}

export function locateMentions(tokens: readonly SenseToken[], hits: readonly SymbolHit[], lex: Lexicon): { start: number; end: number; hit: SymbolHit }[] {
  const out: { start: number; end: number; hit: SymbolHit }[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    // Back-story is no dream image; the waking frame is left to the clauses to judge. A person or
    // animal of the back-story ("Our dog Biscuit died in March") is located all the same, in its
    // clause outside the story, for the dream's "he" and "him" to point back to.
    if (!t?.isWord || t.masked) continue;
    const backStory = t.inDream === false && !t.waking;
    const candidates = lex.symbolIndex.get(t.lemma) ?? lex.symbolIndex.get(t.normal);
    if (!candidates) continue;
    for (const c of candidates) {
      const hit = lastHitOf(hits, c.entry.id);
      if (!hit || (backStory && c.entry.kind !== 'figure' && c.entry.kind !== 'animal')) continue;
      let ok = true;
      for (let k = 0; k < c.lemmas.length; k += 1) {
        const x = tokens[i + k];
        if (!x || (x.lemma !== c.lemmas[k] && x.normal !== c.lemmas[k])) ok = false;
      }
      const last = tokens[i + c.lemmas.length - 1];
      if (!ok || !last || !fits(c.entry.kind, last) || properName(c.entry, tokens, i)) continue;
      // "the snake catcher", "a dog walker": the compound names the person who deals with the animal.
      if ((c.entry.kind === 'animal' || c.entry.kind === 'object' || c.entry.kind === 'nature') && agentAfter(last, tokens[i + c.lemmas.length])) break;
      out.push({ start: i, end: i + c.lemmas.length, hit });
      i += c.lemmas.length - 1;
      break;
    }
  }
  return out;
}

const ADJ_SKIP = new Set(['other', 'same', 'own', 'whole', 'next', 'last', 'first', 'few', 'many', 'much', 'such', 'more', 'most', 'only']);

const isSeeking = (v: VerbClass): boolean => v === 'search' || v === 'find' || v === 'lose' || v === 'open' || v === 'climb';

/** Gives each located occurrence its clause and role in that clause. */
export function placeMentions(located: { start: number; end: number; hit: SymbolHit }[], clauses: readonly Clause[], tokens: readonly SenseToken[]): Mention[] {
  const clauseAt = new Int32Array(tokens.length).fill(-1);
  for (const c of clauses) for (let i = c.start; i < c.end; i += 1) clauseAt[i] = c.index;
  return located.map(({ start, end, hit }) => {
    const ci = clauseAt[start] ?? -1;
    const c = ci >= 0 ? clauses[ci] : undefined;
    const head = end - 1;
    let role: Mention['role'] = 'oblique';
    if (c) {
      if (hit.entry.kind === 'action' && c.verb !== null && head === c.verb) role = 'verb';
      else if (c.subjectHead !== null && c.subjectHead >= start && c.subjectHead < end) role = 'subject';
      else if (c.objectHead !== null && c.objectHead >= start && c.objectHead < end) role = 'object';
      else if (hit.entry.kind === 'action' && tokens[head]?.pos === 'VERB') role = 'verb';
    }
    const modifiers: string[] = [];
    for (let k = start - 1; k >= Math.max(0, start - 3); k -= 1) {
      const t = tokens[k];
      if (!t || t.pos !== 'ADJ') break;
      if (!ADJ_SKIP.has(t.normal) && PLAIN_WORD.test(t.normal)) modifiers.unshift(t.normal);
    }
    // A denied action ("I could not fly") is no image; a denied object in a denied clause still is ("couldn't find my car").
    // An action only wished for ("I wanted to fly") did not happen either, and what is only wished
    // for or denied ("I tried to summon my dog", "I didn't see a dog") is not there; what is sought is.
    const sought = Boolean(c?.verbClasses.some(isSeeking));
    // "five kittens, all orange": a colour word is no fruit; an adjective names an image only for states ("naked").
    // "my grandma's house": the grandmother owns the house, she is not in the scene.
    // "a doctors office": a person's word used to name a place is not a person in the scene.
    const possessor = hit.entry.kind === 'figure' && ((POSSESSIVE_MARK.test(tokens[end]?.value ?? '') && tokens[end + 1]?.pos === 'NOUN') || (tokens[end]?.pos === 'NOUN' && (tokens[head]?.normal ?? '').endsWith('s') && !isPluralToken(tokens[end])));
    const adjectiveOnly = (tokens[head]?.pos === 'ADJ' && hit.entry.kind !== 'event' && hit.entry.kind !== 'body') || possessor;
    const negated =
      adjectiveOnly ||
      Boolean(c && role === 'verb' && (c.negated || c.irrealis)) ||
      Boolean(c?.negated && c.subject === 'nobody' && role === 'subject') ||
      Boolean(c && role === 'object' && (c.negated || c.irrealis) && !sought && c.verbLemma !== 'be');
    return { hit, start, end, clause: ci, role, negated, modifiers, plural: isPluralToken(tokens[head]), viaPronoun: false };
  });
}

/**
 * Mentions made through a pronoun ("he came around the corner") count for the figure they refer
 * to: a pursuer named once and then called "he" ten times is still the dream's main actor.
 */
export function pronounMentions(mentions: readonly Mention[], clauses: readonly Clause[]): Mention[] {
  const out: Mention[] = [];
  for (const c of clauses) {
    if (c.frame || c.waking) continue;
    referBack(mentions, c, c.subjectHead, 'subject', out);
    referBack(mentions, c, c.objectHead, 'object', out);
  }
  return out;
}

/** A head outside its clause (a resolved pronoun) counts the mention it points to again, in this clause and role. */
function referBack(mentions: readonly Mention[], c: Clause, head: number | null, role: 'subject' | 'object', out: Mention[]): void {
  if (head === null || (head >= c.start && head < c.end)) return;
  const m = mentionAt(mentions, head);
  if (m && m.clause !== c.index) out.push({ ...m, clause: c.index, role, negated: c.negated && c.subject === 'nobody', modifiers: [], viaPronoun: true });
}

/** The last mention covering token i (mentions are few, and few heads need one). */
function mentionAt(mentions: readonly Mention[], i: number): Mention | undefined {
  for (let k = mentions.length - 1; k >= 0; k -= 1) {
    const m = mentions[k] as Mention;
    if (m.start <= i && i < m.end) return m;
  }
  return undefined;
}

/** Images of the waking frame or the report's commentary ("the bus dream again") are not the dream's. */
export function inStory(m: Mention, clauses: readonly Clause[]): boolean {
  const c = clauses[m.clause];
  return Boolean(c && !c.waking && !c.frame);
}

/**
 * Names given to a figure or creature ("a horse called Pippin", "my dog Biscuit", "my best friend
 * Ruth"): wherever the name comes back, the image does too.
 */
export function aliasMentions(mentions: readonly Mention[], clauses: readonly Clause[], tokens: readonly SenseToken[]): Mention[] {
  const aliases = new Map<string, Mention>();
  for (const m of mentions) {
    if (m.viaPronoun || (m.hit.entry.kind !== 'figure' && m.hit.entry.kind !== 'animal')) continue;
    const next = tokens[m.end];
    const named = next && CALLED_NAMED.has(next.normal) ? tokens[m.end + 1] : next;
    if (named?.pos === 'PROPN' && CAPITALISED.test(named.value) && !aliases.has(named.normal)) aliases.set(named.normal, m);
  }
  if (!aliases.size) return [];
  const out: Mention[] = [];
  for (const c of clauses) {
    if (c.frame || c.waking) continue;
    for (let i = c.start; i < c.end; i += 1) {
      const t = tokens[i];
      const m = t?.pos === 'PROPN' ? aliases.get(t.normal) : undefined;
      if (!m || (m.clause === c.index && i <= m.end + 1)) continue;
      const role: Mention['role'] = c.subjectHead === i ? 'subject' : c.objectHead === i ? 'object' : 'oblique';
      out.push({ ...m, clause: c.index, role, negated: false, modifiers: [], viaPronoun: true });
    }
  }
  return out;
}
