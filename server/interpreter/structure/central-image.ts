/**
 * The central image: the one the dream turns around. Jung asked where an image stands in the
 * drama, how often it returns, how much feeling it carries and whether it acts or is acted upon;
 * each of those adds weight here. Ordinary images (hands, light, walking) weigh less unless the
 * dream keeps returning to them.
 */
import type { SymbolHit } from '../symbols';
import { pushTo } from '../text-utils';
import type { DramaCues } from './cues';
import type { SenseToken } from './tokens';
import type { CentralImage, Clause, Mention, Turn } from './types';

const KIND: Record<SymbolHit['entry']['kind'], number> = {
  figure: 1.2, animal: 1.2, place: 0.85, nature: 1.0, object: 1.0, action: 0.75, body: 0.8, event: 0.9,
};

const SHAPE_ACTIONS = new Set(['flying', 'falling', 'drowning', 'swimming', 'chasing', 'escaping', 'transforming', 'dying', 'killing', 'birthing', 'climbing']);

export interface RankedImage {
  hit: SymbolHit;
  score: number;
  best: Mention;
  reasons: CentralImage['reasons'];
}

const DREAM_WORDS = new Set(['dream', 'dreams', 'nightmare', 'nightmares']);
const AFRAID = new Set(['afraid', 'scared', 'terrified', 'phobic', 'allergic']);

/** "…because I'm afraid of big dogs": the dreamer's waking disposition, said in the present, names no image of the dream. */
function disposition(c: Clause | undefined, tokens: readonly SenseToken[] | undefined): boolean {
  if (!c || !tokens) return false;
  let present = false;
  let afraid = false;
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (t.normal === "i'm" || t.normal === 'i’m' || t.normal === 'am') present = true;
    if (AFRAID.has(t.normal)) afraid = true;
  }
  return present && afraid;
}

/** The word a mention names its image by; none for a pronoun. */
function lemmaOf(m: Mention, tokens: readonly SenseToken[]): string {
  return m.viaPronoun ? '' : (tokens[m.end - 1]?.lemma ?? '');
}

/** A person or creature, whom "he" and "she" name as surely as their noun does. */
const personal = (m: Mention): boolean => m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal';

/**
 * How many of the mentions name their image by `lemma`, a pronoun counting for the word it points
 * back to: "A nurse called my name. The doctor was a young woman… she put… she said… she gave me"
 * is the doctor's dream, though "nurse" and "doctor" are each written once.
 */
function timesNamed(ms: readonly Mention[], tokens: readonly SenseToken[], lemma: string): number {
  let n = 0;
  for (const m of ms) if ((m.viaPronoun && personal(m) ? (tokens[m.end - 1]?.lemma ?? '') : lemmaOf(m, tokens)) === lemma) n += 1;
  return n;
}

/**
 * The mention whose word the dream uses most for its image, the one at the turn among equals.
 * An image has few mentions: they are counted in place, with no table per image.
 */
function namedMost(ms: readonly Mention[], tokens: readonly SenseToken[] | undefined, turn: Turn | null): Mention {
  const first = ms[0] as Mention;
  if (!tokens || ms.length < 2) return first;
  let words = 0;
  let top = 0;
  for (let a = 0; a < ms.length; a += 1) {
    const lemma = lemmaOf(ms[a] as Mention, tokens);
    if (!lemma) continue;
    let earlier = false;
    for (let b = 0; b < a && !earlier; b += 1) earlier = lemmaOf(ms[b] as Mention, tokens) === lemma;
    if (!earlier) words += 1;
    top = Math.max(top, timesNamed(ms, tokens, lemma));
  }
  if (words < 2) return first;
  let tied: Mention | undefined;
  for (const m of ms) {
    const lemma = lemmaOf(m, tokens);
    if (!lemma || timesNamed(ms, tokens, lemma) !== top) continue;
    if (turn && m.clause === turn.clause) return m;
    tied ??= m;
  }
  return tied ?? first;
}

/**
 * Is mention k the first of the mentions in its clause? Walking the mentions and keeping those
 * visits each clause once, in the order first met, as a Set of their clauses would, without
 * building one per image.
 */
function isFirstOfClause(ms: readonly Mention[], k: number): boolean {
  const clause = ms[k]?.clause;
  for (let j = 0; j < k; j += 1) if (ms[j]?.clause === clause) return false;
  return true;
}

function inClause(ms: readonly Mention[], clause: number): boolean {
  for (const m of ms) if (m.clause === clause) return true;
  return false;
}

/** Does one of the mentions stand in one of `clauses`? */
function inAnyClause(ms: readonly Mention[], clauses: readonly number[]): boolean {
  for (const clause of clauses) if (inClause(ms, clause)) return true;
  return false;
}

/**
 * Verbs that say how a thing is, not what it does: "the arrows on the floor were pointing in
 * different directions", "a coat hung on the door". A thing said so is part of the scene. (A thing
 * standing or lying there, "a white door standing in a field", is how the dream sets it before us.)
 */
const STATES = new Set(['point', 'hang', 'seem', 'look', 'belong', 'face', 'contain', 'cover', 'line', 'say', 'read', 'mean']);

/** Verbs that hand the dreamer something: "he gave me a paper boat", "she handed me a key". */
const GIVING = new Set(['give', 'hand', 'pass', 'offer', 'throw', 'toss', 'send', 'lend', 'bring', 'show']);

/**
 * "He gave me a paper boat": the thing handed over stands after the dreamer, the verb's first
 * object, with no preposition between; the parser calls it neither subject nor object, yet it is
 * what the dream puts into the dreamer's hands.
 */
function given(m: Mention, c: Clause, tokens: readonly SenseToken[] | undefined): boolean {
  if (!tokens || m.role !== 'oblique' || m.viaPronoun || c.object !== 'dreamer' || c.subject === 'dreamer' || !GIVING.has(c.verbLemma)) return false;
  const head = c.objectHead;
  if (head === null || head >= m.start || m.start - head > 5) return false;
  for (let i = head + 1; i < m.start; i += 1) if (tokens[i]?.pos === 'ADP' || tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'VERB') return false;
  return true;
}

/**
 * A place the dream is only in ("at a wedding in a big marquee in a field", "and it was just the
 * field"): never what acts or what the dreamer acts on, it is the stage, not what the dream does
 * something with.
 */
function onlyStage(ms: readonly Mention[], clauses: readonly Clause[]): boolean {
  for (const m of ms) {
    if (m.role === 'oblique') continue;
    const c = clauses[m.clause];
    if (m.role === 'object' && c?.verbLemma === 'be') continue;
    return false;
  }
  return true;
}

/** The mention's word stands before the noun it describes: "paper" in "a paper boat". */
function modifiesNoun(m: Mention, tokens: readonly SenseToken[]): boolean {
  const head = tokens[m.end - 1];
  const next = tokens[m.end];
  // "a white door standing in a field": a participle the tagger calls a noun describes the image, it names no other.
  return Boolean(head && next && next.pos === 'NOUN' && next.sentence === head.sentence && !next.masked && !/^[A-Z]/.test(next.value) && !next.normal.endsWith('ing'));
}

/** Words before "door", "window" and the like that keep them the doors of a house. */
const OF_A_HOUSE = new Set(['front', 'back', 'side', 'main', 'entrance', 'exit', 'fire', 'emergency', 'trap', 'stage', 'church', 'castle', 'barn', 'shed', 'garden', 'hall', 'hallway', 'corridor', 'cellar', 'basement', 'attic', 'loft', 'kitchen', 'bedroom', 'bathroom', 'toilet', 'classroom', 'house', 'home', 'flat', 'apartment', 'room', 'office', 'garage', 'school', 'shop', 'hotel', 'hospital', 'station', 'dining', 'living', 'sitting']);

/** Colours and materials the tagger may take for nouns: "a white door", "the glass door" are doors still. */
const MADE_OF = new Set(['white', 'black', 'red', 'blue', 'green', 'yellow', 'grey', 'gray', 'brown', 'pink', 'purple', 'orange', 'gold', 'golden', 'silver', 'glass', 'metal', 'iron', 'steel', 'wood', 'wooden', 'stone', 'brick', 'oak', 'pine', 'plastic', 'concrete', 'marble', 'velvet', 'lace', 'paper', 'cardboard', 'tin', 'copper', 'bronze', 'crystal', 'ice']);

/** Things of the household whose door, lid or shelf is a part of them, never a threshold of the dream's own. */
const HOUSEHOLD_THINGS = new Set(['fridge', 'wardrobe', 'box', 'tin', 'bottle', 'basket', 'bin', 'suitcase', 'lunchbox', 'pot', 'kettle', 'shelf', 'vending-machine']);

/** Words that name the part of a thing ("the fridge door", "the oven window", "the car seat"), not a kind of place ("a parking garage"). */
const PART_WORDS = new Set(['door', 'doors', 'window', 'windows', 'lid', 'handle', 'handles', 'wall', 'walls', 'floor', 'roof', 'seat', 'seats', 'screen', 'drawer', 'drawers', 'shelf', 'shelves', 'light', 'lights', 'mirror', 'step', 'steps']);

/**
 * "The fridge door swung open", "the oven window": a place or object named as the part of some
 * other thing is that thing's part, a fridge's door and no threshold; the stock meaning of a door
 * would be said of the wrong thing, and it is no image of its own.
 */
export function partOfThing(tokens: readonly SenseToken[], mentions: readonly Mention[], m: Mention): boolean {
  const kind = m.hit.entry.kind;
  if (m.viaPronoun || (kind !== 'place' && kind !== 'object')) return false;
  if (!PART_WORDS.has(tokens[m.end - 1]?.normal ?? '')) return false;
  const before = tokens[m.start - 1];
  if (!before || before.pos !== 'NOUN' || before.sentence !== tokens[m.start]?.sentence || OF_A_HOUSE.has(before.normal) || MADE_OF.has(before.normal)) return false;
  // The other thing is itself an image of the dream ("the car door"): then the image is that one's,
  // unless it is an everyday thing whose door or lid is no passage anywhere ("the fridge door").
  for (const x of mentions) if (x.start <= m.start - 1 && m.start - 1 < x.end) return HOUSEHOLD_THINGS.has(x.hit.entry.id);
  return true;
}

const LIKENESS_PARTS = new Set(['face', 'voice', 'eyes', 'smile', 'features', 'body', 'laugh']);
const LOOKING = new Set(['look', 'looked', 'looks', 'looking', 'sounded', 'sounds', 'resembled', 'resembles']);

/**
 * "The conductor had the face of my first teacher", "a woman who looked a bit like my aunt": the
 * person named is a likeness another figure wears, not someone who is there.
 */
function likeness(m: Mention, tokens: readonly SenseToken[]): boolean {
  let j = m.start - 1;
  while (j >= 0 && (tokens[j]?.pos === 'DET' || tokens[j]?.pos === 'ADJ' || tokens[j]?.pos === 'PRON' || tokens[j]?.possessive)) j -= 1;
  const w = tokens[j]?.normal ?? '';
  if (w === 'of') return LIKENESS_PARTS.has(tokens[j - 1]?.normal ?? '');
  if (w !== 'like') return false;
  let k = j - 1;
  while (k >= 0 && k > j - 4 && (tokens[k]?.normal === 'a' || tokens[k]?.normal === 'bit' || tokens[k]?.normal === 'little' || tokens[k]?.pos === 'ADV')) k -= 1;
  return LOOKING.has(tokens[k]?.normal ?? '');
}

/** Owners that make a person someone else's relation ("his father", "their mum"). */
const OTHERS_OWN = new Set(['his', 'her', 'their']);

/** Whether every mention of an image by name is owned by someone other than the dreamer. */
function othersOnly(ms: readonly Mention[], tokens: readonly SenseToken[] | undefined): boolean {
  let named = 0;
  for (const m of ms) {
    if (m.viaPronoun) continue;
    if (!OTHERS_OWN.has(tokens?.[m.start - 1]?.normal ?? '')) return false;
    named += 1;
  }
  return named > 0;
}

export function rankImages(
  mentions: readonly Mention[],
  clauses: readonly Clause[],
  story: readonly Clause[],
  turn: Turn | null,
  lysis: readonly number[],
  cues: DramaCues,
  tokens?: readonly SenseToken[],
): RankedImage[] {
  const order = new Map<number, number>();
  for (let k = 0; k < story.length; k += 1) order.set((story[k] as Clause).index, k);
  const n = Math.max(1, story.length);
  const byHit = new Map<SymbolHit, Mention[]>();
  // A clause naming several images is read for a disposition once.
  const disposed = new Map<number, boolean>();
  const inDisposition = (clause: number): boolean => {
    let d = disposed.get(clause);
    if (d === undefined) {
      d = disposition(clauses[clause], tokens);
      disposed.set(clause, d);
    }
    return d;
  };
  for (const m of mentions) if (!m.negated && order.has(m.clause) && !inDisposition(m.clause)) pushTo(byHit, m.hit, m);
  // "Teeth dream again", "another snake dream": the dreamer names the dream by its image.
  const named = new Set<string>();
  if (tokens) {
    for (let i = 0; i + 1 < tokens.length; i += 1) {
      const t = tokens[i];
      if (!t || !DREAM_WORDS.has(tokens[i + 1]?.normal ?? '') || (t.pos !== 'NOUN' && t.pos !== 'PROPN')) continue;
      named.add(t.lemma);
      named.add(t.normal);
    }
  }
  const ranked: RankedImage[] = [];
  // By the lists alone: each holds the mentions of its hit (reading the map's entries makes an array per image).
  for (const ms of byHit.values()) {
    const first = ms[0];
    if (!first) continue;
    const { hit } = first;
    const reasons: CentralImage['reasons'] = [];
    const pos = order.get(first.clause) ?? 0;
    let score = 1 - 0.35 * (pos / n);
    // Everything the first sentence sets on the stage counts as first.
    if (pos === 0 || clauses[first.clause]?.sentence === story[0]?.sentence) reasons.push('first');
    // Each clause the image stands in counts once, in the order the clauses are first met.
    let clauseCount = 0;
    let feeling = 0;
    for (let k = 0; k < ms.length; k += 1) {
      if (!isFirstOfClause(ms, k)) continue;
      clauseCount += 1;
      for (const f of clauses[(ms[k] as Mention).clause]?.feelings ?? []) feeling += f.weight;
    }
    if (clauseCount > 1) {
      score += Math.log2(clauseCount) * 0.8;
      reasons.push('repeated');
    }
    if (feeling > 0) {
      score += Math.min(1.2, feeling * 0.6);
      reasons.push('feeling');
    }
    // One symbol may be named by several words ("a uniform", later "a denim jacket" twice): the image
    // is named by the word the dream comes back to, or else by the one at its turn.
    let best = namedMost(ms, tokens, turn);
    let handed = false;
    for (const m of ms) {
      const c = clauses[m.clause];
      if (!c) continue;
      // Whatever acts on the dreamer (a pursuer, a wave that follows) weighs most.
      if (m.role === 'subject' && c.subject !== 'dreamer' && c.object === 'dreamer') {
        score += 0.8;
        best = m;
        if (!reasons.includes('acts')) reasons.push('acts');
      } else if (m.role === 'subject' && (c.verbClasses.length || c.verbLemma !== 'be') && !(STATES.has(c.verbLemma) && hit.entry.kind !== 'figure' && hit.entry.kind !== 'animal')) {
        score += 0.4;
        if (!reasons.includes('acts')) reasons.push('acts');
      } else if (m.role === 'object' && c.subject === 'dreamer') {
        score += 0.4;
        if (!reasons.includes('acted-upon')) reasons.push('acted-upon');
      } else if (given(m, c, tokens)) {
        // What another hands the dreamer is what the dream gives them to do something with.
        score += 0.8;
        handed = true;
        if (!reasons.includes('acted-upon')) reasons.push('acted-upon');
      }
    }
    // "kids on the bouncy castle" and later "a little girl": the one child is the image, not the crowd.
    if (best.plural && !best.viaPronoun) best = ms.find((m) => !m.plural && !m.viaPronoun) ?? best;
    // A person the writer introduced before the dream ("My sister and I haven't spoken for 3 years.
    // In the dream we were on a ferry…") is who the dream is about, though it names them only as "she".
    if (hit.entry.kind === 'figure' && ms.some((m) => m.viaPronoun && tokens?.[m.start]?.inDream === false)) {
      score += 0.6;
      if (!reasons.includes('first')) reasons.push('first');
    }
    if (turn && inClause(ms, turn.clause)) {
      score += 0.9;
      reasons.push('turn');
    }
    // Not an arrow function: one that captured the loop's `ms` would make V8 allocate the loop body's scope for every image.
    if (inAnyClause(ms, lysis)) {
      score += 0.4;
      reasons.push('ending');
    }
    score *= KIND[hit.entry.kind];
    // The dreamer's own name for the dream outweighs anything the drama adds up.
    if (named.size && ms.some((m) => named.has(tokens?.[m.end - 1]?.lemma ?? '') || named.has(tokens?.[m.end - 1]?.normal ?? ''))) score += 10;
    // Only ever a place things happen in ("in the trees", "at the door"): scenery, not the heart of the dream.
    if (!handed && ms.every((m) => m.role === 'oblique') && hit.entry.kind !== 'place') score *= 0.6;
    // "a paper boat", "the dog food": a noun that only says what another is made of or for is
    // part of that other image, not an image of its own.
    if (tokens && ms.every((m) => !m.viaPronoun && modifiesNoun(m, tokens))) score *= 0.5;
    // "The fridge door": the part of a thing the dream names only by that thing is not the image.
    else if (tokens && ms.some((m) => !m.viaPronoun) && ms.every((m) => m.viaPronoun || partOfThing(tokens, mentions, m))) score *= 0.5;
    // A place named once that only holds the scene is its stage: it weighs less than what happens
    // in it. One the dream keeps going back into ("a room…", "in the last room") is part of its subject.
    else if (hit.entry.kind === 'place' && clauseCount < 2 && onlyStage(ms, clauses)) score *= 0.75;
    // Hands, light, walking: ordinary images weigh less, and a little less even when they recur.
    if (cues.weakImages.has(hit.entry.id)) score *= clauseCount < 3 ? 0.45 : 0.7;
    // An action is the heart of a dream only when the dream is about it (flying, falling, drowning),
    // and then it is the dreamer's own deed: it counts as acting.
    if (hit.entry.kind === 'action' && !SHAPE_ACTIONS.has(hit.entry.id)) score *= 0.5;
    // Someone only ever named as another's ("the poker his father left him") is told about, not met.
    else if (hit.entry.kind === 'figure' && othersOnly(ms, tokens)) score *= 0.4;
    // A face or a voice borrowed from someone is part of the figure who wears it: a detail of the scene.
    else if (hit.entry.kind === 'figure' && tokens && ms.some((m) => !m.viaPronoun) && ms.every((m) => m.viaPronoun || likeness(m, tokens))) score *= 0.5;
    else if (hit.entry.kind === 'action' && ms.some((m) => m.role === 'verb')) score *= 1.6;
    ranked.push({ hit, score, best, reasons });
  }
  return ranked.sort((a, b) => b.score - a.score || a.best.start - b.best.start);
}
