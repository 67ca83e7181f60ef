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

/** How many of the mentions name their image by `lemma`. */
function timesNamed(ms: readonly Mention[], tokens: readonly SenseToken[], lemma: string): number {
  let n = 0;
  for (const m of ms) if (lemmaOf(m, tokens) === lemma) n += 1;
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
    for (const m of ms) {
      const c = clauses[m.clause];
      if (!c) continue;
      // Whatever acts on the dreamer (a pursuer, a wave that follows) weighs most.
      if (m.role === 'subject' && c.subject !== 'dreamer' && c.object === 'dreamer') {
        score += 0.8;
        best = m;
        if (!reasons.includes('acts')) reasons.push('acts');
      } else if (m.role === 'subject' && (c.verbClasses.length || c.verbLemma !== 'be')) {
        score += 0.4;
        if (!reasons.includes('acts')) reasons.push('acts');
      } else if (m.role === 'object' && c.subject === 'dreamer') {
        score += 0.4;
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
    if (ms.every((m) => m.role === 'oblique') && hit.entry.kind !== 'place') score *= 0.6;
    // Hands, light, walking: ordinary images weigh less, and a little less even when they recur.
    if (cues.weakImages.has(hit.entry.id)) score *= clauseCount < 3 ? 0.45 : 0.7;
    // An action is the heart of a dream only when the dream is about it (flying, falling, drowning),
    // and then it is the dreamer's own deed: it counts as acting.
    if (hit.entry.kind === 'action' && !SHAPE_ACTIONS.has(hit.entry.id)) score *= 0.5;
    // Someone only ever named as another's ("the poker his father left him") is told about, not met.
    else if (hit.entry.kind === 'figure' && othersOnly(ms, tokens)) score *= 0.4;
    else if (hit.entry.kind === 'action' && ms.some((m) => m.role === 'verb')) score *= 1.6;
    ranked.push({ hit, score, best, reasons });
  }
  return ranked.sort((a, b) => b.score - a.score || a.best.start - b.best.start);
}
