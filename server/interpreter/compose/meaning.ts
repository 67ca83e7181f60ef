/**
 * The moves that say what the dream may mean: the archetypes its evidence shows (named with that
 * evidence), the dreamer's own feelings as they move through the dream, and compensation where
 * the dream's tone is one-sided enough to suggest it.
 */
import type { Mention } from '../structure/types';
import type { EmotionClass } from '../../../lib/core/api/contract';
import { archetypeReadings, type ArchetypeEvidence } from '../archetypes';
import type { Feeling } from '../structure/types';
import { ENDS_ON_SAYING, imageTerms, tellClause, type ReadingContext } from './context';
import { insideQuotation } from './revoice';
import { pluralLooking, render } from './voice';

interface Evidence {
  text: string;
  plural: boolean;
}

/**
 * The evidence as noun phrases, best first: the image with its action, the figure as the dream
 * names it, the moment it happened, the image alone, and last the part of the dream it belongs to
 * ("the dream's first scene"), for when every retelling would repeat what the reading has said.
 */
export function evidencePhrases(ctx: ReadingContext, e: ArchetypeEvidence): Evidence[] {
  const out: Evidence[] = [];
  if (e.mention) {
    const own = ctx.drama.mentions.find((m) => m.hit === e.mention?.hit && m.clause === e.clause && !m.viaPronoun);
    const terms = imageTerms(ctx, own ?? e.mention);
    if (own && terms.rel) out.push({ text: terms.rel, plural: terms.np.plural });
    // A figure is named as the dream first names it ("the guy in a grey hoodie"): this figure, not
    // others of its kind named before ("the kids" before "a little girl").
    const same = (m: Mention): boolean => m.hit === e.mention?.hit && !m.viaPronoun && m.plural === e.mention.plural;
    // A person the writer named only before the dream ("My grandad died two years ago… He was in his
    // cardigan") is named as the writer named them.
    const first = ctx.drama.mentions.find(same) ?? ctx.drama.mentions.find((m) => m.hit === e.mention?.hit && !m.viaPronoun) ?? ctx.drama.mentions.find((m) => m.hit === e.mention?.hit);
    if (first && (first.hit.entry.kind === 'figure' || first.hit.entry.kind === 'animal')) {
      const np = imageTerms(ctx, first).np;
      out.push({ text: np.definite, plural: np.plural });
      return out;
    }
  }
  const told = tellClause(ctx, e.clause, 18);
  // "the moment when he said": the words themselves were cut, and the moment with them.
  // A moment with a list or an aside in it cannot stand inside another sentence ("In the moment when
  // you weren't afraid exactly, more excited, and a little guilty, I see…").
  const clause = told && !ENDS_ON_SAYING.test(told) && !told.includes(',') && told.split(' ').length <= 14 ? told : null;
  if (clause) out.push({ text: `the moment when ${clause}`, plural: false });
  if (e.mention) {
    const np = imageTerms(ctx, e.mention).np;
    out.push({ text: np.definite, plural: np.plural });
  } else if (clause) {
    const { drama } = ctx;
    const part = drama.exposition.includes(e.clause) ? "the dream's first scene" : drama.turn?.clause === e.clause ? 'the turn of the dream' : drama.ending.clause === e.clause ? "the dream's last scene" : 'the middle of the dream';
    out.push({ text: part, plural: false });
  }
  return out;
}

export function archetypeSentences(ctx: ReadingContext, max: number): string[] {
  const out: string[] = [];
  for (const group of ctx.input.archetypes.slice(0, max)) {
    const e = group[0];
    if (!e) continue;
    const { specific, general } = archetypeReadings(e.name, e.reason);
    // The first way of naming the evidence that does not retell what the reading has already said.
    for (const evidence of evidencePhrases(ctx, e)) {
      const plural = evidence.plural ? new Set(['evidence']) : undefined;
      // A phrase ending in a plural-looking noun ("asleep in your arms") is not set right before a verb.
      const fits = (t: string): boolean => !pluralLooking(t, { evidence: evidence.text }, plural ?? new Set());
      const fitting = specific.filter(fits);
      const pool = fitting.length ? fitting : general.filter(fits);
      const template = pool[ctx.voice.choose(pool.length, `arch:${e.name}`)];
      if (!template) continue;
      const sentence = render(template, { evidence: evidence.text }, plural);
      if (ctx.voice.repeats(sentence)) continue;
      ctx.voice.remember(sentence);
      out.push(sentence);
      break;
    }
  }
  return out;
}

const FEELING_NOUN: Record<EmotionClass, string> = {
  apprehension: 'fear',
  happiness: 'joy',
  anger: 'anger',
  sadness: 'sorrow',
  confusion: 'bewilderment',
};

interface Placed {
  feeling: Feeling;
  clause: number;
}

/** The dreamer's own feelings in story order, waking included. */
// Actions that show a feeling without naming it: "screaming" in a happy dream is joy.
// "a strong argument for a discount" is a case made, "an argument with my sister" a quarrel: neither is a feeling named.
const QUARRELS = new Set(['argue', 'argument', 'fight', 'quarrel', 'bicker', 'row', 'complain', 'moan', 'insult', 'blame', 'snap']);
const ACTIONS = new Set(['scream', 'yell', 'shout', 'cry', 'sob', 'laugh', 'giggle', 'smile', 'grin', 'shake', 'tremble', 'stare', 'run', 'hide', 'flee', 'slam', 'punch', 'hit', 'kick', 'shriek', 'weep', 'sweat']);

const SUPPOSING = new Set(['should', 'would', 'could', 'might', 'ought', 'supposed']);

/**
 * A feeling the dreamer does not report having: inside someone's quoted words ("I know, love"), or
 * only supposed ("I knew I should be scared", "I'd be fine").
 */
export function unfelt(ctx: ReadingContext, token: number): boolean {
  if (insideQuotation(ctx.tokens)[token]) return true;
  let k = token - 1;
  while (k > 0 && ['so', 'really', 'very', 'more', 'be', 'feel', 'have', 'been', 'to', 'just'].includes(ctx.tokens[k]?.normal ?? '') && k > token - 4) k -= 1;
  return SUPPOSING.has(ctx.tokens[k]?.normal ?? '') && k < token - 1;
}

// Words for what the body feels, which the lexicon may count toward a feeling.
const BODILY = new Set(['cold', 'warm', 'hot', 'hungry', 'tired', 'wet', 'hurt', 'sick', 'sore', 'freezing', 'thirsty']);

const PRESENT_BE = new Set(['am', "'m", 'im', "i'm", 'feel', 'is', 'are', "'re"]);

/** A remark of the writer's in the present tense, with no "still" carrying the dream into it. */
function writersPresent(ctx: ReadingContext, c: ReadingContext['drama']['clauses'][number]): boolean {
  let present = false;
  for (let i = c.start; i < c.end; i += 1) {
    const w = ctx.tokens[i]?.normal ?? '';
    if (w === 'still') return false;
    if (PRESENT_BE.has(w)) present = true;
  }
  return present;
}

function dreamerFeelings(ctx: ReadingContext): Placed[] {
  const out: Placed[] = [];
  const { sentiment, dominant } = ctx.input.emotions;
  for (const c of ctx.drama.clauses) {
    // The report's own remarks count when they say how the dreamer felt ("I was FURIOUS").
    if (c.outside || (c.frame && !c.waking && c.subject !== 'dreamer')) continue;
    // "Should I change jobs? I'm so torn.": a remark in the present is how the writer feels now, about
    // their life, not a feeling of the dream ("I was FURIOUS" and "I'm still shaking" are).
    if (c.frame && !c.waking && writersPresent(ctx, c)) continue;
    for (const f of c.feelings) {
      // Only a word that plainly names a feeling is quoted as one ("wrong" is not enough), and never
      // against the dream's overall tone.
      if (f.weight < 0.45 || unfelt(ctx, f.token)) continue;
      const positive = f.emotion === 'happiness';
      if ((positive && sentiment === 'negative') || (!positive && sentiment === 'positive')) continue;
      if (ACTIONS.has(ctx.tokens[f.token]?.lemma ?? '') && f.emotion !== dominant) continue;
      // "I argued": a deed between people, which the reading must not call the feeling the dreamer named.
      if (QUARRELS.has(ctx.tokens[f.token]?.lemma ?? '')) continue;
      out.push({ feeling: f, clause: c.index });
    }
  }
  return out;
}

/**
 * What the dream stresses by its absence: "nobody talked to you", "nobody came to look for you".
 * Said in the dreamer's words, never turned round into its opposite.
 */
/** Verbs whose denial says someone is missing: coming, answering, being there, helping. */
const PRESENCE = new Set(['come', 'arrive', 'appear', 'answer', 'show', 'turn', 'help', 'be', 'meet', 'pick', 'respond', 'reply', 'visit', 'return', 'call', 'get', 'live', 'stay', 'wait']);

export function absenceSentence(ctx: ReadingContext): string | null {
  const told: string[] = [];
  for (const c of ctx.story) {
    // An absence the walk has already read is not pointed out a second time.
    if (c.subject !== 'nobody' || told.length >= 2 || ctx.told.has(c.index)) continue;
    const t = tellClause(ctx, c.index, 12);
    // Only people who do not come: "nothing beeped" is a detail, "nobody came" an absence.
    // "nobody came", "no one answered"; "nobody thought it was strange" is the others' calm, not an absence.
    if (t && /^(nobody|no one|noone|none)\b/.test(t) && PRESENCE.has(c.verbLemma)) told.push(t);
  }
  if (!told.length) return null;
  return ctx.voice.say(told.length > 1 ? 'absence.two' : 'absence.one', { first: told[0], second: told[1] ?? null });
}

/** The dreamer's word for a feeling, quoted exactly as written. */
function quoteToken(ctx: ReadingContext, i: number): string | null {
  const { spans } = ctx.drama;
  if (!spans.exact[i]) return null;
  const word = ctx.input.text.slice(spans.start[i], spans.end[i]);
  return /^[\p{L}'’-]+$/u.test(word) ? `"${word}"` : null;
}

/** A denied feeling quoted as the dreamer wrote it ("wasn't scared"), never as "not scared". */
function quoteDenial(ctx: ReadingContext, f: Feeling, clauseIndex: number): string | null {
  const c = ctx.drama.clauses[clauseIndex];
  const { spans } = ctx.drama;
  if (!c) return null;
  let from = f.token;
  for (let i = f.token - 1; i >= Math.max(c.start, f.token - 4); i -= 1) {
    const t = ctx.tokens[i];
    if (!t) break;
    from = i;
    if (t.normal === 'not' || t.normal === 'never' || t.normal === 'no') {
      // "wasn't" is two tokens, "was" and "n't": the quotation takes both.
      if (/^n['’]?t$/i.test(t.value) && i - 1 >= c.start) from = i - 1;
      break;
    }
  }
  if (from === f.token || !spans.exact[from] || !spans.exact[f.token]) return null;
  const quote = ctx.input.text.slice(spans.start[from], spans.end[f.token]);
  return /["“”\n]/.test(quote) || quote.split(/\s+/).length > 5 ? null : `"${quote}"`;
}

/** A clause short enough to sit inside a sentence about feeling, without repeating the feeling word. */
function shortClause(ctx: ReadingContext, ci: number): string | null {
  const t = tellClause(ctx, ci, 12);
  return t && t.split(' ').length <= 12 ? t : null;
}

// Words that soften the feeling after them ("a bit offended", "kind of sad").
const SOFTENERS = new Set(['bit', 'little', 'slightly', 'somewhat', 'mildly', 'vaguely', 'tad', 'kinda', 'sorta', 'faintly']);
const STRESSING = new Set(['so', 'really', 'very', 'extremely', 'absolutely', 'totally', 'incredibly', 'super', 'properly', 'seriously']);

/** A feeling said mildly: hedged ("a bit offended"), or a word of annoyance, which is not yet anger ("annoyed", "offended"). */
function mild(ctx: ReadingContext, f: Feeling): boolean {
  let stressed = false;
  for (let k = f.token - 1; k >= Math.max(0, f.token - 3); k -= 1) {
    const w = ctx.tokens[k]?.normal ?? '';
    if (SOFTENERS.has(w) || (w === 'of' && (ctx.tokens[k - 1]?.normal === 'kind' || ctx.tokens[k - 1]?.normal === 'sort'))) return true;
    if (STRESSING.has(w)) stressed = true;
  }
  // "I was so mad I threw the container at his door" is anger.
  return f.emotion === 'anger' && f.weight < 0.9 && !stressed;
}

const SET_ASIDE = new Set(['more', 'rather', 'just', 'anymore', 'any', 'longer', 'instead', 'but', 'though']);

/** Does the central image stand in the sentence of clause `ci`? */
function centralNear(ctx: ReadingContext, ci: number): boolean {
  const central = ctx.drama.central?.mention.hit.entry.id;
  const sentence = ctx.drama.clauses[ci]?.sentence;
  if (!central || sentence === undefined) return false;
  return ctx.drama.mentions.some((m) => m.hit.entry.id === central && ctx.drama.clauses[m.clause]?.sentence === sentence);
}

export function feelingSentences(ctx: ReadingContext, central: string | null): string[] {
  const { voice } = ctx;
  const placed = dreamerFeelings(ctx);
  const out: string[] = [];
  const first = placed[0];
  const last = placed[placed.length - 1];
  // Two feelings in one sentence ("very ashamed and also somehow relieved") are one mixed feeling,
  // felt at once: the dream has to pass from one moment to another for there to be a movement.
  const apart = first && last && ctx.tokens[first.feeling.token]?.sentence !== ctx.tokens[last.feeling.token]?.sentence;
  if (first && last && first !== last && apart && (first.feeling.emotion === 'happiness') !== (last.feeling.emotion === 'happiness')) {
    const s = voice.say('feel.arc', {
      first: quoteToken(ctx, first.feeling.token),
      last: quoteToken(ctx, last.feeling.token),
      firstFeeling: FEELING_NOUN[first.feeling.emotion],
      lastFeeling: FEELING_NOUN[last.feeling.emotion],
      firstClause: shortClause(ctx, first.clause),
      lastClause: shortClause(ctx, last.clause),
      central: centralNear(ctx, first.clause) || centralNear(ctx, last.clause) ? central : null,
    });
    if (s) out.push(s);
  } else if (first) {
    const strongest = [...placed].sort((a, b) => b.feeling.weight - a.feeling.weight)[0] ?? first;
    const word = quoteToken(ctx, strongest.feeling.token);
    const told = tellClause(ctx, strongest.clause, 16);
    // The clause is worth quoting only if it says more than the feeling word itself.
    const where = told && word && !told.toLowerCase().includes(word.slice(1, -1).toLowerCase()) ? told : null;
    // "a bit offended" is no anger, "slightly nervous" no fear: a mild word is quoted, not named by its class.
    const named = !mild(ctx, strongest.feeling);
    // The feeling is set beside the central image only where the dream puts them together, in one
    // sentence: "nervous" on a beach at the end is not a feeling about a grandfather met in a lift before it.
    const near = centralNear(ctx, strongest.clause) ? central : null;
    const s = (named ? voice.say(`feel.${strongest.feeling.emotion}`, { word, clause: where }) : null) ?? voice.say('feel.any', { word, feeling: named ? FEELING_NOUN[strongest.feeling.emotion] : null, central: near, clause: near ? null : where });
    // Failing both, the word alone, short: only for a feeling of the dream itself, since one felt on
    // waking ("Woke up laughing") has its own sentence about the feeling carried out of the dream.
    const alone = s ?? (ctx.drama.clauses[strongest.clause]?.waking ? null : voice.say('feel.word', { word, feeling: named ? FEELING_NOUN[strongest.feeling.emotion] : null }));
    if (alone) out.push(alone);
  }
  for (const c of ctx.drama.clauses) {
    const d = c.deniedFeelings[0];
    if (!d || c.frame) continue;
    // Only a feeling the dreamer names and denies ("I wasn't scared"): "not cold" is the body, and
    // "couldn't even shout" an act the dream withholds, not a feeling set aside.
    const lemma = ctx.tokens[d.token]?.lemma ?? '';
    if (ACTIONS.has(lemma) || BODILY.has(lemma)) continue;
    // "not scary, more like being in a church", "I wasn't scared anymore": a feeling replaced by
    // another or left behind, which is the dream's movement, not a feeling kept at arm's length.
    const around = ctx.tokens.slice(d.token + 1, d.token + 4).map((t) => t.normal);
    if (around.some((w) => SET_ASIDE.has(w)) || ctx.tokens.slice(c.start, d.token).some((t) => t.normal === 'longer')) continue;
    const quote = quoteDenial(ctx, d, c.index);
    // The clause is worth adding only if it says more than the denial itself.
    const word = ctx.tokens[d.token]?.normal ?? '';
    const where = shortClause(ctx, c.index);
    const s = quote ? voice.say('feel.denied', { quote, feeling: FEELING_NOUN[d.emotion], central, clause: where && !where.toLowerCase().includes(word) ? where : null }) : null;
    if (s) out.push(s);
    break;
  }
  return out;
}

/**
 * Compensation only where it fits: a dream whose feeling is one-sided (all light, or all dark and
 * unresolved) may be answering the opposite attitude by day; a dream that resolves its own fear
 * needs no such reading.
 */
export function compensationSentence(ctx: ReadingContext, slots: Record<string, string | null>, plural: ReadonlySet<string>): string | null {
  const placed = dreamerFeelings(ctx);
  if (!placed.length) return null;
  const positive = placed.filter((p) => p.feeling.emotion === 'happiness').length;
  const negative = placed.length - positive;
  const kind = ctx.drama.ending.kind;
  const { sentiment } = ctx.input.emotions;
  if (positive && !negative && sentiment === 'positive') return ctx.voice.say('comp.positive', slots, plural);
  if (sentiment !== 'negative') return null;
  // Anger and bewilderment answer a situation; fear and sorrow that stay unresolved are the ones that compensate.
  // Grief is not a one-sided attitude to be corrected: only fear is read as compensation.
  const heavy = placed.filter((p) => p.feeling.emotion === 'apprehension').length;
  if (negative && !positive && heavy * 2 >= negative && ['waking', 'unresolved', 'caught', 'open', 'death'].includes(kind)) return ctx.voice.say('comp.negative', slots, plural);
  return null;
}
