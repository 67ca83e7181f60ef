/**
 * The dream's shape: the familiar plot it follows (a chase, a search, a fall…). Each shape is
 * scored from who does what in the clauses and which images are present; the best is the primary
 * shape, a close second the secondary one. A dream that fits none is an "episode".
 */
import type { EmotionScores } from '../../../lib/core/api/contract';
import type { SymbolHit } from '../symbols';
import type { SenseToken } from './tokens';
import type { Clause, Ending, Mention, Shape } from './types';

// Word lists the rules below ask about, made once here: a list written inside a function is a
// new array every time that line runs, and these run on every dream.
const WHERE_WHICH_HOW: ReadonlySet<string> = new Set(['where', 'which', 'how']);
const CHASER_SUBJECTS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'it', 'someone', 'something']);
const ENTERING_WORDS: ReadonlySet<string> = new Set(['into', 'in', 'under', 'underwater']);
const DIRECT_OBJECTS: ReadonlySet<string> = new Set(['it', 'them', 'him', 'her', 'the', 'a', 'an', 'my', 'his', 'their', 'our', 'everything']);
const DROPPING: ReadonlySet<string> = new Set(['drop', 'plunge', 'tumble']);
const TERRIFYING_ENDINGS: ReadonlySet<string> = new Set(['waking', 'caught', 'unresolved', 'death']);

function lostWay(c: Clause, tokens: readonly SenseToken[]): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (t.normal === 'lost' && (t.pos === 'ADJ' || tokens[i - 1]?.lemma === 'be' || tokens[i - 1]?.lemma === 'get')) return true;
    if (t.normal === 'idea' && tokens[i - 1]?.normal === 'no' && WHERE_WHICH_HOW.has(tokens[i + 1]?.normal ?? '')) return true;
    if (t.normal === 'way' && tokens[i - 1]?.normal === 'my' && c.verbLemma === 'find') return true;
  }
  return false;
}

const HOUSE = new Set(['house', 'room', 'basement', 'attic', 'kitchen', 'bathroom', 'bedroom', 'stairs', 'corridor', 'hometown']);
// Fish and whales live in water, but a fish on a lift button does not make a water dream.
const WATER = new Set(['water', 'sea', 'river', 'lake', 'rain', 'flood', 'pool', 'beach', 'swimming', 'drowning', 'boat']);
// Figures whose meeting is a meeting: kin, friends, lovers, the old and wise, the numinous, creatures.
const PERSONAL = new Set(['mother', 'father', 'grandmother', 'grandfather', 'child', 'baby', 'brother', 'sister', 'partner', 'ex-partner', 'friend', 'old-man', 'old-woman', 'teacher', 'god', 'jesus', 'angel', 'devil', 'witch', 'wizard', 'ghost', 'twin', 'celebrity', 'priest', 'fairy', 'king', 'queen', 'wolf', 'horse', 'dog', 'cat', 'bird', 'owl', 'deer', 'fox', 'lion', 'bear', 'snake', 'dragon', 'unicorn', 'dolphin', 'whale', 'eagle', 'raven', 'dove', 'animal']);
const PURSUING_THINGS = new Set(['something', 'it', 'thing', 'shadow', 'footstep', 'footsteps', 'step', 'noise', 'sound', 'fire', 'smoke', 'darkness', 'dark', 'creature', 'car', 'truck', 'train']);
const CARRIERS = new Set(['elevator', 'lift', 'plane', 'airplane', 'car', 'bus', 'cable', 'gondola', 'balloon', 'helicopter', 'floor', 'bridge', 'ladder']);
const WATER_WORDS = new Set(['water', 'sea', 'wave', 'flood', 'river', 'tide', 'rain', 'ocean']);
/** Verbs of being borne up, and what bears one up on water rather than in the air. */
const FLOATING = new Set(['float', 'drift', 'bob']);
const AFLOAT_ON = new Set(['lake', 'pool', 'lagoon', 'bath', 'bathtub', 'pond', 'canal', 'raft', 'boat', 'canoe']);
const DREAD = new Set(['monster', 'killer', 'blood', 'zombie', 'ghost', 'devil', 'wound', 'gun', 'knife', 'dying', 'killing', 'death', 'coffin', 'war']);

const CHASING = new Set(['follow', 'chase', 'pursue', 'hunt', 'stalk']);

/** Someone other than the dreamer following or chasing "me" within the clause. */
export function chasesDreamer(c: Clause, tokens: readonly SenseToken[]): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = tokens[i];
    if (!t || t.pos !== 'VERB' || !CHASING.has(t.lemma)) continue;
    const next = tokens[i + 1]?.normal;
    if (next !== 'me' && next !== 'us') continue;
    // The nearest subject before the verb must be someone else ("he started following me").
    for (let j = i - 1; j >= c.start; j -= 1) {
      const x = tokens[j];
      if (!x) break;
      if (x.normal === 'i' || x.normal === 'we') return false;
      if (CHASER_SUBJECTS.has(x.normal) || x.pos === 'NOUN' || x.pos === 'PROPN') return true;
    }
  }
  return false;
}

/** What a fall starts from or goes through ("fell from a tall building", "fell off", "fell into"). */
const OUT_OF_PARTICLES = new Set(['from', 'off', 'into', 'down', 'through', 'out']);
const isOutOfParticle = (p: string): boolean => OUT_OF_PARTICLES.has(p);

/** How many of `ids` are in `kinds`. */
function countOf(ids: ReadonlySet<string>, kinds: ReadonlySet<string>): number {
  let n = 0;
  for (const id of ids) if (kinds.has(id)) n += 1;
  return n;
}

export interface ShapeScores {
  scores: Partial<Record<Shape, number>>;
  primary: Shape;
  secondary: Shape | null;
}

/**
 * "We boarded the plane. … It started falling": "it" in a falling clause, with a carrier named in
 * one of the eight clauses before. A function of its own: an arrow function inside the clause loop
 * that captured the clause would make V8 allocate the loop body's scope for every clause.
 */
function itFellFromCarrier(story: readonly Clause[], c: Clause, tokens: readonly SenseToken[]): boolean {
  return tokens.slice(c.start, c.verb ?? c.start).some((t) => t.normal === 'it') && story.some((x) => x.index < c.index && x.index >= c.index - 8 && tokens.slice(x.start, x.end).some((t) => CARRIERS.has(t.lemma)));
}

export function classifyShape(story: readonly Clause[], mentions: readonly Mention[], ending: Ending, emotions: EmotionScores, recurring: boolean, central: SymbolHit | null, tokens: readonly SenseToken[]): ShapeScores {
  const s: Partial<Record<Shape, number>> = {};
  const add = (shape: Shape, v: number): void => {
    s[shape] = (s[shape] ?? 0) + v;
  };
  // Each clause is read for a pursuer once: the answer serves the whole dream and the clause's own score.
  const chased = new Set<Clause>();
  const byIndex = new Map<number, Clause>();
  for (const c of story) {
    if (!c.companion && chasesDreamer(c, tokens)) chased.add(c);
    byIndex.set(c.index, c);
  }
  const anyPursuit = story.some((x) => x.pursuit) || chased.size > 0;
  const inWater = tokens.some((t) => t.inDream !== false && (WATER_WORDS.has(t.lemma) || AFLOAT_ON.has(t.lemma)));
  for (const c of story) {
    const real = !c.negated && !c.irrealis;
    const v = c.verbClasses;
    // "The water followed me up the stairs" is a rising flood, not a pursuer.
    const elemental = c.subject === 'thing' && c.subjectHead !== null && WATER_WORDS.has(tokens[c.subjectHead]?.lemma ?? '');
    if (v.includes('chase') && c.object === 'dreamer' && !elemental) add('chase', 2.5);
    // "…and when I passed him he started following me": a pursuit inside a clause the dreamer leads.
    else if (chased.has(c)) add('chase', 2.5);
    else if (v.includes('chase') && c.subject === 'dreamer' && real) add('chase', 1);
    if (v.includes('flee') && c.subject === 'dreamer') add('chase', 1.2);
    // Something coming "behind me", whether it acts or the dreamer hears it coming.
    // "The queue behind me kept getting longer" is no pursuer: a thing pursues only as "something", a sound or an element.
    const thingPursues = c.subject !== 'thing' || (c.subjectHead !== null && (PURSUING_THINGS.has(tokens[c.subjectHead]?.lemma ?? '') || WATER_WORDS.has(tokens[c.subjectHead]?.lemma ?? '')));
    if (c.pursuit && c.subject !== 'dreamer') add('chase', thingPursues ? 2 : 0);
    else if (c.pursuit && c.object !== 'none') add('chase', 2);
    else if (c.pursuit) add('chase', 1);
    if (c.subject === 'dreamer' && real && c.verbLemma === 'run' && anyPursuit) add('chase', 1.2);
    // "trying to get to my friend's apartment": a way that cannot be found.
    if (c.subject === 'dreamer' && c.irrealis && c.verbLemma === 'get' && c.particles.includes('to')) add('search', 1);
    if (c.subject === 'dreamer' && c.verbLemma === 'call' && c.particles.includes('for')) add('search', 1.5);
    if (v.includes('attack') && c.object === 'dreamer' && c.irrealis) add('chase', 1.5);
    if (v.includes('search') && c.subject === 'dreamer') add('search', 1.5);
    if (v.includes('find') && c.subject === 'dreamer' && (c.negated || c.irrealis)) add('search', 1.5);
    if (v.includes('lose') && c.subject === 'dreamer') add('search', 1);
    // Blocked access ("couldn't get it open", "couldn't remember the combination") belongs to the same plot.
    if (c.subject === 'dreamer' && (c.negated || c.irrealis) && (v.includes('open') || c.verbLemma === 'remember' || c.verbLemma === 'reach')) add('search', 0.8);
    if (v.includes('transform') && real) add('transformation', 3);
    // "I fell from a tall building": the building is where the fall starts, not something dropped.
    // "I dropped it into the sea" is something let go of: an object right after the verb rules the fall out.
    const intransitive = (c.object === 'none' || c.particles.some(isOutOfParticle)) && !(c.verb !== null && DROPPING.has(tokens[c.verb]?.lemma ?? '') && DIRECT_OBJECTS.has(tokens[c.verb + 1]?.normal ?? ''));
    if (v.includes('fall') && c.subject === 'dreamer' && intransitive && real) add('fall', 3);
    // "the elevator dropped", "the plane was falling": what carries the dreamer falls with them.
    else if (v.includes('fall') && c.subject === 'thing' && real && c.subjectHead !== null && CARRIERS.has(tokens[c.subjectHead]?.lemma ?? '')) add('fall', 2.5);
    else if (v.includes('fall') && c.subject === 'thing' && real && itFellFromCarrier(story, c, tokens)) add('fall', 2.5);
    // "I could see all our stuff floating": things float, the dreamer only sees them.
    // "the ward filled with water… and I was floating too": floating on water is no flight.
    const afloat = c.verb !== null && FLOATING.has(tokens[c.verb]?.lemma ?? '') && inWater;
    if (v.includes('fly') && c.subject === 'dreamer' && c.object === 'none' && real && !afloat) add('flight', 3);
    if (v.includes('attack') && c.object === 'dreamer' && real) add('nightmare', 1.5);
    // "I was lost", "no idea where I was", "couldn't find my way": losing the way is a search too.
    if (c.subject === 'dreamer' && lostWay(c, tokens)) add('search', 1.5);
    if ((v.includes('die') || (v.includes('attack') && c.verbLemma === 'kill')) && real) add('nightmare', 1);
  }
  const present = mentions.filter((m) => !m.negated);
  const ids = new Set(present.map((m) => m.hit.entry.id));
  let meetings = 0;
  for (const m of present) {
    const c = byIndex.get(m.clause);
    if (!c || (m.hit.entry.kind !== 'figure' && m.hit.entry.kind !== 'animal')) continue;
    const v = c.verbClasses;
    if ((m.role === 'subject' && (v.includes('speak') || v.includes('meet') || v.includes('give') || v.includes('appear') || v.includes('hold'))) || (m.role === 'object' && c.subject === 'dreamer' && (v.includes('meet') || v.includes('speak') || v.includes('perceive') || v.includes('hold')))) meetings += 1;
  }
  // A meeting shapes the dream only when the figure met is one of its main images, and when it is a
  // meeting: someone close, a figure of more than everyday weight, or an embrace, a greeting, a gift;
  // a clerk who hands back a form is a scene, not an encounter.
  const mainFigure = central && (central.entry.kind === 'figure' || central.entry.kind === 'animal');
  const personal = present.some((m) => PERSONAL.has(m.hit.entry.id) && (m.role === 'subject' || m.role === 'object'));
  const touching = story.some((c) => c.verbClasses.includes('meet') || c.verbClasses.includes('hold'));
  if ((meetings >= 2 || (meetings && mainFigure)) && (personal || touching)) add('encounter', Math.min(4, meetings * (mainFigure ? 1.1 : 0.8)));
  // The central image says which element the dream lives in: a flood in a house is a water dream.
  const centralId = central?.entry.id ?? '';
  const house = countOf(ids, HOUSE);
  // A house dream explores the house: its rooms, not only a house named as the setting of something else.
  const parts = house - (ids.has('house') ? 1 : 0) - (ids.has('hometown') ? 1 : 0) + (ids.has('door') ? 0.5 : 0) + (ids.has('window') ? 0.5 : 0);
  if (house) add('house', parts * 0.6 + (ids.has('house') || ids.has('hometown') ? 0.8 : 0) + (HOUSE.has(centralId) ? 1.5 : 0));
  // A search that ends in a finding is a search all the more.
  if (s.search && story.some((c) => c.subject === 'dreamer' && c.verbClasses.includes('find') && !c.negated && !c.irrealis)) add('search', 1);
  // Water shapes the dream when it acts or is entered, not when a lake is only where one drives to.
  const waterIds = new Set(present.filter((m) => WATER.has(m.hit.entry.id) && (m.role !== 'oblique' || m.hit.entry.kind === 'action' || tokens.slice(m.start - 2, m.start).some((t) => ENTERING_WORDS.has(t.normal)))).map((m) => m.hit.entry.id));
  // A boat with no water anywhere in the dream ("a red canoe parked on the hard shoulder") is a thing out of place, not a water dream.
  const boatOnDryLand = waterIds.size === 1 && waterIds.has('boat') && !tokens.some((t) => WATER_WORDS.has(t.lemma) || WATER.has(t.lemma));
  const water = boatOnDryLand ? 0 : waterIds.size;
  if (water) add('water', water * 1.1 + (ids.has('drowning') || ids.has('swimming') ? 1 : 0) + (WATER.has(centralId) ? 2 : 0));
  const dread = countOf(ids, DREAD);
  // A nightmare is the dreamer's own terror, not grief or a score alone.
  const afraid = story.some((c) => c.feelings.some((f) => f.emotion === 'apprehension' && f.weight >= 0.5));
  if (emotions.apprehension >= 0.6 && afraid && (dread || s.nightmare)) add('nightmare', 1.5 + dread * 0.5 + (TERRIFYING_ENDINGS.has(ending.kind) ? 1 : 0));
  else if (s.nightmare && (emotions.apprehension < 0.3 || !afraid)) s.nightmare = 0;
  if (recurring) add('recurring', 3);

  const ranked = (Object.entries(s) as [Shape, number][]).filter(([, v]) => v >= 2).sort((a, b) => b[1] - a[1]);
  // The recurrence is a fact about the dream, not its plot: it leads only when nothing else does.
  const plot = ranked.filter(([k]) => k !== 'recurring');
  const primary = plot[0]?.[0] ?? (recurring ? 'recurring' : 'episode');
  // A second shape must carry real weight: one swimming trophy does not make a water dream.
  const second = recurring && primary !== 'recurring' ? 'recurring' : plot.find(([k, v]) => k !== primary && v >= Math.max(2.5, 0.6 * (s[primary] ?? 0)))?.[0] ?? null;
  return { scores: s, primary, secondary: second };
}
