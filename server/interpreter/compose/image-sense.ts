/**
 * What a thing of the dream may mean there: the lexicon's sense of the image, and what the dream
 * does with it (handed over, looked for, held, broken, eaten, acting by itself). A dictionary line
 * alone is true of any dream with an umbrella in it; said with what happens to this umbrella it
 * belongs to one dream. Used where the writer asks about a thing, so that the answer says what it
 * may mean rather than only where it comes.
 */
import type { Clause, Mention } from '../structure/types';
import type { ReadingContext } from './context';
import { glossClashes } from './gloss-fit';

/** What happens to the thing in its moment, as the reading names it. */
export type Deed = 'givenToYou' | 'youGive' | 'sought' | 'found' | 'youHold' | 'othersHold' | 'givesWay' | 'opened' | 'takenIn' | 'acts';

export interface ImageSense {
  /** The lexicon's meaning as a phrase to follow a colon: "a small, portable shelter, the protection…". */
  meaning: string;
  deed: Deed | null;
  mention: Mention;
}

/** Kinds of image a writer asks about as things; people have answers of their own. */
const THING_KINDS = new Set(['object', 'animal', 'nature', 'place']);

const GIVING = new Set(['give', 'hand', 'pass', 'offer', 'bring', 'send', 'lend', 'return']);
const SEEKING = new Set(['search', 'seek', 'hunt', 'lose', 'miss', 'misplace']);
const FINDING = new Set(['find', 'discover', 'spot', 'notice']);
const HOLDING = new Set(['hold', 'carry', 'keep', 'clutch', 'grab', 'grip', 'take', 'pick', 'use', 'wear', 'cling', 'hug']);
const GIVING_WAY = new Set(['break', 'crack', 'shatter', 'tear', 'rip', 'collapse', 'snap', 'smash', 'burst', 'melt', 'leak', 'spill', 'crumble', 'rot', 'fade', 'dissolve', 'sink', 'fall']);
const OPENING = new Set(['open', 'unlock', 'unwrap', 'unzip']);
const TAKING_IN = new Set(['eat', 'drink', 'taste', 'bite', 'swallow', 'chew', 'sip']);
/** Verbs that say a thing is only there, not that it does anything. */
const BEING = new Set(['be', 'have', 'seem', 'look', 'appear', 'stand', 'sit', 'lie', 'remain', 'stay', 'become', 'get']);

const WEIGHT: Record<Deed, number> = { givenToYou: 3, youGive: 3, sought: 3, found: 3, givesWay: 3, opened: 2, takenIn: 2, acts: 1, youHold: 1, othersHold: 0 };
/** Verbs of setting a thing down: "she put it in my palm" hands it over. */
const PLACING = new Set(['put', 'place', 'press', 'slip', 'drop', 'tuck', 'lay']);
const TO_DREAMER = new Set(['my', 'me']);

/** "Where have you put the blue tin?": a question about where a thing is makes it one looked for. */
const ASKS_WHERE = /\bwhere\b/i;

function deedOf(ctx: ReadingContext, c: Clause, m: Mention): Deed | null {
  if (c.negated && !FINDING.has(c.verbLemma)) return null;
  const v = c.verbLemma;
  const words = ctx.tokens.slice(c.start, c.end);
  // "couldn't find my keys", "looking for the tin", "where have you put it": the thing is sought.
  if (SEEKING.has(v) || (FINDING.has(v) && c.negated) || (v === 'look' && words.some((t) => t.normal === 'for')) || words.some((t) => ASKS_WHERE.test(t.normal))) return 'sought';
  if (c.irrealis && !HOLDING.has(v)) return null;
  if (m.role === 'subject' && c.subject !== 'dreamer') {
    if (GIVING_WAY.has(v) || (v === 'turn' && words.some((t) => t.normal === 'inside' || t.normal === 'out'))) return 'givesWay';
    if (OPENING.has(v) && c.passive) return 'opened';
    // "the typewriters typed by themselves", "the radio played": the thing acts on its own.
    return BEING.has(v) ? null : 'acts';
  }
  if (GIVING.has(v) || c.verbClasses.includes('give')) return c.subject === 'dreamer' ? 'youGive' : 'givenToYou';
  if (PLACING.has(v) && c.subject === 'other' && words.some((t) => TO_DREAMER.has(t.normal))) return 'givenToYou';
  if (FINDING.has(v)) return 'found';
  if (GIVING_WAY.has(v) || (v === 'turn' && words.some((t) => t.normal === 'inside'))) return 'givesWay';
  if (OPENING.has(v)) return 'opened';
  if (TAKING_IN.has(v)) return c.subject === 'dreamer' ? 'takenIn' : null;
  if (HOLDING.has(v)) return c.subject === 'dreamer' ? 'youHold' : c.subject === 'other' ? 'othersHold' : null;
  return null;
}

/** The mention of the asked thing, naming it in the dream's own story. */
function askedMention(ctx: ReadingContext, topic: string): Mention | null {
  const word = topic.replace(/^(?:the|your|my|his|her|their|a|an|this|that) /, '').split(' ').pop() ?? '';
  if (!word) return null;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  const story = new Set(ctx.story.map((c) => c.index));
  for (const m of ctx.drama.mentions) {
    if (m.negated || m.viaPronoun || !story.has(m.clause) || !THING_KINDS.has(m.hit.entry.kind)) continue;
    const head = ctx.tokens[m.end - 1];
    if (head && (head.normal === word || head.lemma === word || head.lemma === singular)) return m;
  }
  return null;
}

/**
 * The sense of the thing the writer asks about, with the first deed the dream does with it (the
 * mentions through a pronoun count: "she handed it to me").
 */
export function imageSense(ctx: ReadingContext, topic: string): ImageSense | null {
  const mention = askedMention(ctx, topic);
  if (!mention) return null;
  const { entry } = mention.hit;
  const meaning = (entry.meaning.charAt(0).toLowerCase() + entry.meaning.slice(1)).replace(/[;:]\s*/g, ', ').replace(/[.!?]+$/, '');
  // A meaning this dream contradicts (menace in a calm dream, desire for a young writer) is not offered.
  if (glossClashes(ctx, meaning, { clause: mention.clause })) return null;
  // The weightiest deed the dream does with the thing: being handed over says more than being held.
  let deed: Deed | null = null;
  for (const m of ctx.drama.mentions) {
    if (m.hit !== mention.hit || m.negated) continue;
    const c = ctx.drama.clauses[m.clause];
    if (!c || c.frame || c.outside || c.waking) continue;
    const d = deedOf(ctx, c, m);
    if (d && (deed === null || WEIGHT[d] > WEIGHT[deed])) deed = d;
  }
  return { meaning, deed, mention };
}
