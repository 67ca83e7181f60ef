/**
 * What every move of the reading needs: the dream's tokens and drama, the voice, and helpers that
 * turn clauses and images into prose in the dreamer's own words.
 */
import type { ArchetypeEvidence } from '../archetypes';
import type { EmotionResult } from '../emotions';
import type { Lexicon } from '../lexicon';
import { pastOf, type ParsedText } from '../nlp';
import type { SymbolHit } from '../symbols';
import type { DramaCues } from '../structure/cues';
import { getDramaCues } from '../structure/cues';
import { describesAsParticiple, isVerbal, type SenseToken } from '../structure/tokens';
import type { Clause, Drama, Mention } from '../structure/types';
import { isPluralToken } from '../structure/mentions';
import { actionPhrase, agreement, nounPhrase, ownKin, relativePhrase, spanPhrase, type Agreement, type NounPhrase } from './noun-phrases';
import { insideQuotation, retell, subjectAfterAnd } from './revoice';
import { Voice } from './voice';
import { hashText } from '../text-utils';

export interface ComposeInput {
  text: string;
  parsed: ParsedText;
  hits: SymbolHit[];
  emotions: EmotionResult;
  keywords: string[];
  drama: Drama;
  archetypes: ArchetypeEvidence[][];
}

export interface ReadingContext {
  input: ComposeInput;
  tokens: readonly SenseToken[];
  drama: Drama;
  lex: Lexicon;
  cues: DramaCues;
  voice: Voice;
  story: Clause[];
  /** Clauses already retold, so no part of the dream is told twice. */
  told: Set<number>;
  /** Images already amplified or glossed. */
  touched: Set<SymbolHit>;
}

export function createContext(input: ComposeInput, lex: Lexicon): ReadingContext {
  const { drama } = input;
  const story = drama.clauses.filter((c) => !c.frame && !c.outside && !c.waking);
  return {
    input,
    tokens: input.parsed.tokens as readonly SenseToken[],
    drama,
    lex,
    cues: getDramaCues(),
    voice: new Voice(hashText(input.text)),
    story: story.length ? story : drama.clauses.filter((c) => !c.waking),
    told: new Set(),
    touched: new Set(),
  };
}

/**
 * The clauses told since `told` held `mark` entries, in the order they were told. `told` only grows,
 * except that `tell` takes back what it has itself just told, so the first `mark` entries in
 * insertion order are still the ones told before: what follows them is new. This spares copying
 * the set before every telling to compare with afterwards.
 */
export function toldSince(told: ReadonlySet<number>, mark: number): number[] {
  const out: number[] = [];
  let k = 0;
  for (const i of told) {
    if (k >= mark) out.push(i);
    k += 1;
  }
  return out;
}

/** How many words `text.split(' ')` would give, without making them. */
export function spaceSeparatedWords(text: string): number {
  let n = 1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) n += 1;
  return n;
}

/**
 * "from the back seat": a word the tagger calls a verb right after a determiner and its modifiers
 * is the noun of that phrase.
 */
function afterDeterminer(tokens: readonly SenseToken[], verb: number, start: number): boolean {
  const v = tokens[verb];
  // A past form ("the light went") is the verb it looks like; a base form ("seat") may be a noun.
  if (v?.pos !== 'VERB' || (v.normal !== v.lemma && !v.normal.endsWith('s'))) return false;
  let k = verb - 1;
  while (k >= start && (tokens[k]?.pos === 'ADJ' || tokens[k]?.pos === 'ADV')) k -= 1;
  return k >= start && k < verb - 1 && tokens[k]?.pos === 'DET';
}

/**
 * "with my initials burned into the lid": a phrase led by "with" whose only verb is a participle, with
 * no auxiliary, describes the clause before it and tells no event of its own.
 */
function absolutePhrase(tokens: readonly SenseToken[], c: Clause): boolean {
  let i = c.start;
  while (i < c.end && (tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'CCONJ')) i += 1;
  if ((tokens[i]?.normal !== 'with' && tokens[i]?.normal !== 'without') || c.verb === null || c.subject !== 'none') return false;
  for (let k = i; k < c.verb; k += 1) if (tokens[k]?.pos === 'AUX' || tokens[k]?.pos === 'VERB') return false;
  const v = tokens[c.verb];
  return Boolean(v && v.pos === 'VERB' && /(ed|en)$/.test(v.normal) && v.normal !== v.lemma);
}

/** One clause in the second person, or null when it cannot be retold faithfully. */
/** A clause with a finite verb ("a man was counting"), not a fragment ("a man … counting something"). */
export function isFinite(ctx: ReadingContext, c: Clause): boolean {
  if (c.verb === null || afterDeterminer(ctx.tokens, c.verb, c.start) || absolutePhrase(ctx.tokens, c)) return false;
  if (c.subject === 'dreamer' && c.subjectHead === c.verb) return true;
  // "was counting", "kept calling": an auxiliary or a finite verb earlier in the chain carries the tense.
  for (let i = c.start; i <= c.verb; i += 1) {
    const t = ctx.tokens[i];
    // "Ladder gone, still floating": a participle that is never a past tense carries none without its auxiliary.
    if (t?.pos === 'AUX' || (t?.pos === 'VERB' && !t.normal.endsWith('ing') && !PARTICIPLE_ONLY.has(t.normal) && !comparingLike(ctx.tokens, i) && !modifiesObject(ctx.tokens, i))) return true;
  }
  return false;
}

const PARTICIPLE_ONLY: ReadonlySet<string> = new Set(['gone', 'done', 'seen', 'been', 'broken', 'taken', 'given', 'eaten', 'fallen', 'written', 'driven', 'ridden', 'spoken', 'stolen', 'forgotten', 'frozen', 'chosen', 'hidden', 'shaken', 'woken', 'flown', 'grown', 'known', 'shown', 'thrown', 'torn', 'worn', 'begun', 'sunk', 'swum', 'drunk']);

/**
 * "a whole floor, with old furniture covered with white sheets": a past participle after the noun of
 * a prepositional phrase describes that noun and carries no tense of its own.
 */
function modifiesObject(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  if (!t || !t.normal.endsWith('ed') || t.normal === t.lemma || tokens[i - 1]?.pos !== 'NOUN') return false;
  let j = i - 1;
  while (j > 0 && ['NOUN', 'ADJ', 'DET', 'NUM'].includes(tokens[j - 1]?.pos ?? '') && i - j < 5) j -= 1;
  // Only a phrase set off on its own ("…, with old furniture covered…"): in "the man in a yellow
  // raincoat started following me" the phrase belongs to the subject and the verb is the clause's.
  const prep = tokens[j - 1];
  const before = tokens[j - 2];
  return prep?.pos === 'ADP' && prep.sentence === t.sentence && tokens[i + 1]?.pos === 'ADP' && (!before || before.pos === 'PUNCT' || before.sentence !== t.sentence);
}

const LIKE_LEADS = new Set(['exactly', 'just', 'much', 'more', 'rather', 'a', 'bit', 'very', 'nothing', 'something', 'kind', 'sort', 'of']);

/** "A white plate…, exactly like the ones at my parents' house": "like" the tagger took for a verb compares. */
function comparingLike(tokens: readonly SenseToken[], i: number): boolean {
  const t = tokens[i];
  if (t?.normal !== 'like') return false;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  return Boolean(before && after && (LIKE_LEADS.has(before.normal) || before.value === ',') && (after.pos === 'DET' || after.pos === 'PRON' || after.pos === 'NOUN' || after.pos === 'PROPN' || after.pos === 'ADJ'));
}

const SUBORDINATORS = new Set(['when', 'while', 'as', 'because', 'if', 'until', 'till', 'before', 'after', 'once', 'since', 'whenever', 'though', 'although']);

/**
 * A clause that opens with a subordinator and leads into the clause after it in its sentence
 * ("and when I hit it, instead of candy…", "while he was talking, the kitchen filled with fog"):
 * retold alone, or at the end of a retelling, it breaks off.
 */
export function leadsInto(ctx: ReadingContext, c: Clause | undefined): boolean {
  if (!c) return false;
  const next = ctx.drama.clauses[c.index + 1];
  if (!next || next.sentence !== c.sentence) return false;
  let i = c.start;
  let conjunction = false;
  // "Right before we hit the ground, …", "just as I reached the door, …": the adverb leads the subordinator.
  while (i < c.end && (ctx.tokens[i]?.pos === 'PUNCT' || ctx.tokens[i]?.pos === 'CCONJ' || (['right', 'just', 'even', 'only'].includes(ctx.tokens[i]?.normal ?? '') && SUBORDINATORS.has(ctx.tokens[i + 1]?.normal ?? '')))) {
    if (ctx.tokens[i]?.pos === 'CCONJ') conjunction = true;
    i += 1;
  }
  if (!SUBORDINATORS.has(ctx.tokens[i]?.normal ?? '')) return false;
  // "I ran when he came": after its main clause, a "when" clause is complete.
  const prev = ctx.drama.clauses[c.index - 1];
  return conjunction || !prev || prev.sentence !== c.sentence || ctx.tokens[c.start - 1]?.value === ',' || ctx.tokens[c.end - 1]?.value === ',';
}

const RELATIVES = new Set(['who', 'whom', 'whose', 'which']);
const SPEECH_VERBS = new Set(['say', 'tell', 'ask', 'whisper', 'yell', 'shout', 'reply', 'answer', 'scream']);

function frontedObject(ctx: ReadingContext, c: Clause): boolean {
  let i = c.start;
  while (i < c.end && (ctx.tokens[i]?.pos === 'PUNCT' || ctx.tokens[i]?.pos === 'CCONJ')) i += 1;
  if (ctx.tokens[i]?.pos !== 'DET') return false;
  let j = i + 1;
  while (j < c.end && ['ADJ', 'NOUN', 'NUM'].includes(ctx.tokens[j]?.pos ?? '')) j += 1;
  return j > i + 1 && ctx.tokens[j]?.pos === 'PRON' && ['he', 'she', 'they', 'i', 'we', 'you'].includes(ctx.tokens[j]?.normal ?? '');
}

function startsComplement(ctx: ReadingContext, c: Clause): boolean {
  let i = c.start;
  while (i < c.end && (ctx.tokens[i]?.pos === 'PUNCT' || ctx.tokens[i]?.pos === 'CCONJ')) i += 1;
  return ctx.tokens[i]?.normal === 'that' && ctx.tokens[i + 1]?.pos === 'PRON';
}

function startsRelative(ctx: ReadingContext, c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (!t || t.pos === 'PUNCT' || t.pos === 'CCONJ') continue;
    return RELATIVES.has(t.normal);
  }
  return false;
}

/** A clause that opens (after its conjunction) with "when", "while", "because", "who"…: it depends on another. */
export function startsSubordinate(ctx: ReadingContext, c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (!t || t.pos === 'PUNCT' || t.pos === 'CCONJ') continue;
    if (['right', 'just', 'even', 'only'].includes(t.normal)) continue;
    // "that I'm sorry for the years…": "that" before a subject opens a clause that completes another.
    if (t.normal === 'that' && ctx.tokens[i + 1]?.pos === 'PRON') return true;
    return SUBORDINATORS.has(t.normal) || RELATIVES.has(t.normal);
  }
  return false;
}

/**
 * "while they were speaking and then forgot it": a clause that opens with a subordinator and
 * follows its main clause says nothing on its own ("then" and "after" are connectives the retelling
 * drops, not subordinators here).
 */
export function trailsMain(ctx: ReadingContext, c: Clause): boolean {
  let i = c.start;
  while (i < c.end && !(ctx.tokens[i]?.isWord && ctx.tokens[i]?.pos !== 'CCONJ')) i += 1;
  const lead = i < c.end ? ctx.tokens[i] : undefined;
  if (lead !== undefined && TRAILING_SUBORDINATORS.has(lead.normal)) return true;
  // "…on either side of me, | so close I could hear their breath": the measure of what the clause
  // before did; alone it loses its "so" and reads "close you could hear".
  const degree = ctx.tokens[i + 1];
  const after = ctx.tokens[i + 2];
  return (lead?.normal === 'so' || lead?.normal === 'too') && (degree?.pos === 'ADJ' || degree?.pos === 'ADV') && degree.normal !== 'then' && (after?.pos === 'PRON' || after?.pos === 'DET' || after?.normal === 'that');
}
/** "a list underneath that you couldn't read": a noun whose only verb is in its relative clause tells no event. */
export function onlyRelativeVerb(ctx: ReadingContext, c: Clause): boolean {
  let i = c.start;
  while (i < c.end && (ctx.tokens[i]?.pos === 'PUNCT' || ctx.tokens[i]?.pos === 'CCONJ' || ctx.tokens[i]?.pos === 'SPACE')) i += 1;
  if (ctx.tokens[i]?.pos !== 'DET') return false;
  for (let j = i + 1; j < c.end; j += 1) {
    const t = ctx.tokens[j];
    if (!t) continue;
    if (RELATIVES.has(t.normal) || t.normal === 'that' || t.normal === 'where') return true;
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
  }
  return false;
}

const TRAILING_SUBORDINATORS = new Set(['while', 'because', 'although', 'though', 'whereas', 'unless', 'whenever', 'which', 'whom', 'whose', 'until', 'till']);

/**
 * "…the way she used to | when I came in late from the market.": a clause that opens on "when",
 * "because" or the like and closes a sentence after another clause leans on that clause; told alone
 * it is a fragment ("At this point when you came in late…").
 */
function closesOnSubordinate(ctx: ReadingContext, c: Clause): boolean {
  const prev = ctx.drama.clauses[c.index - 1];
  const next = ctx.drama.clauses[c.index + 1];
  if (!prev || prev.sentence !== c.sentence || (next && next.sentence === c.sentence)) return false;
  if (!startsSubordinate(ctx, c)) return false;
  // "…and when I did my front teeth came out": a second subject and verb inside it is its own main clause.
  let verbs = 0;
  let subjectAfterVerb = false;
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (!t) continue;
    if ((t.pos === 'VERB' || t.pos === 'AUX') && !t.normal.endsWith('ing')) {
      if (verbs > 0 && subjectAfterVerb) return false;
      verbs += 1;
    } else if (verbs > 0 && (t.pos === 'NOUN' || t.pos === 'PRON' || t.pos === 'PROPN')) subjectAfterVerb = true;
  }
  return true;
}

const NOTICING = new Set(['notice', 'see', 'care', 'mind', 'react', 'realise', 'realize', 'look', 'hear', 'bother', 'flinch', 'blink', 'comment']);
const EVERYONE = new Set(['everyone', 'everybody']);

/**
 * "…water came in up to my ankles, and nobody else seemed to notice": a clause of others noticing
 * or not, with nothing of its own to notice, is about the clause before it, and told apart from that
 * clause it would be read as the answer to whatever the reading told last.
 */
export function reactsToBefore(ctx: ReadingContext, c: Clause): boolean {
  if (c.object !== 'none' || !NOTICING.has(c.verbLemma)) return false;
  const head = c.subjectHead !== null ? ctx.tokens[c.subjectHead] : undefined;
  return c.subject === 'nobody' || (head !== undefined && EVERYONE.has(head.normal));
}

export function tellClause(ctx: ReadingContext, ci: number, maxWords = 26, fragmentOk = false): string | null {
  const c = ctx.drama.clauses[ci];
  // A fragment without a verb or a remark about the dream is no event to retell.
  if (!c || c.verb === null || (c.frame && !c.waking) || (!fragmentOk && !isFinite(ctx, c))) return null;
  // "like it was snowing receipts outside" is a comparison: retold alone it would state what only
  // seemed ("it was snowing receipts outside").
  if (leadsInto(ctx, c) || isComparison(ctx, ci)) return null;
  if (trailsMain(ctx, c) || onlyRelativeVerb(ctx, c) || closesOnSubordinate(ctx, c)) return null;
  // "who looked like an older me" has lost the one it speaks of; "the one she made for me" is an
  // object set before its clause, which retold alone names a thing and says nothing about it; "that
  // I'm sorry…" completes a clause that is not there.
  if (startsRelative(ctx, c) || frontedObject(ctx, c) || startsComplement(ctx, c)) return null;
  const before = ctx.drama.clauses[ci - 1];
  if (reactsToBefore(ctx, c) && before && before.sentence === c.sentence && !ctx.told.has(before.index)) return null;
  const told = retell(ctx.tokens, c.start, c.end, ctx.cues, maxWords);
  // "a bowl of water on a windowsill with a tiny ship in it, | I was told not to touch it": a
  // retelling cut before the clause's verb keeps only its verbless head, which tells no moment.
  if (told && !fragmentOk && c.verb !== null && told.last < c.verb && !ctx.tokens[c.verb]?.normal.endsWith('ing')) return null;
  let text = told?.text ?? null;
  // A clause that starts with its verb ("and ran", "Woke up still giggling") needs its subject back,
  // which cannot be trusted right after someone's speech ("Mom said go on, I'm fine, and went back…").
  const prev = ctx.drama.clauses[ci - 1];
  if (text && startsWithVerb(ctx, c) && prev && prev.sentence === c.sentence && ctx.tokens.slice(prev.start, prev.end).some((t) => SPEECH_VERBS.has(t.lemma) && t.pos === 'VERB')) return null;
  if (text && startsWithVerb(ctx, c)) text = subjectBack(ctx, c, text);
  return text;
}

/**
 * A clause that starts with its verb ("and ran", "Woke up still giggling"), retold with its subject
 * in front, or null where the subject cannot be trusted.
 */
// Patterns read for every clause told, made once at load rather than on each call (none is global,
// so sharing one object keeps no state between texts).
const OPENS_ON_PARTICIPLE = /^[a-z]+ing\b/i;
const OPENS_ON_WAS = /^was\b/;
const SUBJECT_PRONOUN = /^(i|you|he|she|we|they|it)$/;
const ENDS_ON_SAYING_TO_SOMEONE = /\b(said|asked|told|shouted|whispered|yelled) (him|her|them|me|us)$/;
const OPENS_RELATIVE_CLAUSE = /^(?:that (?:you|he|she|they|we|it)|which|whom|whose)\b/i;
/** "a voice, which was…", "the man who…": a noun phrase and straight after it a relative clause. */
const SUBJECT_THEN_RELATIVE = /^(?:the|a|an|your|his|her|their|our|this|that|some|one)\b[^,;:.]{0,40}?,? (?:which|who|whose)\b/i;
const OPENS_ON_HE_OR_SHE = /^(she|he|they)\b/i;
const QUOTATION_MARK_OR_NEWLINE = /["“”\n]/;
const SENTENCE_GOES_ON = /[.!?] +\S/;
const STOPS_AND_COMMAS = /^[!?.,]+$/;
const SINGLE_CLOSING_MARK = /^['’]$/;
const OPENS_ON_AND = /^and /;
const DREAMER_WORD = /\b(i|me|my|mine|we|us|our|ours|myself|i'm|im|i've|ive|i'd|i'll)\b/i;

export function subjectBack(ctx: ReadingContext, c: Clause, text: string): string | null {
  // "I wanted to go | and get Tom to show him": a bare verb after a wish or an attempt is the wish's,
  // not an event ("you get Tom…").
  const prev = ctx.drama.clauses[c.index - 1];
  const verb = c.verb !== null ? ctx.tokens[c.verb] : undefined;
  if (prev && prev.sentence === c.sentence && prev.irrealis && verb && verb.normal === verb.lemma) return null;
  // "…with paper, like it was snowing receipts outside, | piling up against the glass": after a comparison
  // the subject is neither the comparison's "it" nor safely any noun before it.
  if (prev && prev.sentence === c.sentence && isComparison(ctx, prev.index)) return null;
  // "…in his old cardigan, | sitting on an upturned bucket": a participle given its subject back needs its "was".
  let participle = verb?.pos === 'VERB' && OPENS_ON_PARTICIPLE.test(text) && text.split(' ')[0]?.toLowerCase() === verb.normal;
  // "I was completely fine with that, | relieved even": a past participle with nothing after it
  // carries on the "was" before it ("you were relieved"); after any other clause it has no subject.
  if (verb && verb.normal.endsWith('ed') && text.split(' ')[0]?.toLowerCase() === verb.normal && !ctx.tokens.slice((c.verb ?? 0) + 1, c.end).some((t) => t.pos === 'NOUN' || t.pos === 'PRON' || t.pos === 'PROPN' || t.pos === 'DET' || t.pos === 'ADP')) {
    if (!prev || prev.sentence !== c.sentence || prev.verbLemma !== 'be') return null;
    participle = true;
  }
  if (c.subject === 'dreamer') return `you ${participle ? 'were ' : ''}${text.replace(OPENS_ON_WAS, 'were')}`;
  // "Sat in it. Waited.": a diary's sentence that opens on a past verb has left out its "I".
  if (c.subjectHead === null && verb && !participle && diaryVerb(ctx, c, verb)) return `you ${text}`;
  if (c.subjectHead === null) return null;
  const head = ctx.tokens[c.subjectHead];
  // Only a person, a creature or a pronoun is given back as the subject: the parser's guess at a
  // subject for "…and kept dancing" may be any noun before it ("her terrible robot dance").
  const creature = ctx.drama.mentions.some((m) => c.subjectHead !== null && c.subjectHead >= m.start && c.subjectHead < m.end && (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal'));
  const subject = head && ['he', 'she', 'they'].includes(head.normal) ? head.normal : head && creature ? spanPhrase(ctx.tokens, c.subjectHead, c.subjectHead + 1, isPluralToken(head)).definite : null;
  if (!subject) return null;
  const be = !participle ? '' : subject === 'they' || (head && isPluralToken(head) && subject !== 'he' && subject !== 'she') ? 'were ' : 'was ';
  return `${subject} ${be}${text}`;
}

/** The clause opens its sentence on a verb in the past ("Sat", "Waited", "Found"), not a command or a participle. */
/** Verbs whose left-out subject is the moment itself, never the dreamer ("Lasted maybe a minute?", "Happened again"). */
const SAID_OF_THE_MOMENT = new Set(['last', 'happen', 'occur', 'seem']);

function diaryVerb(ctx: ReadingContext, c: Clause, verb: SenseToken): boolean {
  if (verb.pos !== 'VERB' || verb.normal === verb.lemma || SAID_OF_THE_MOMENT.has(verb.lemma) || verb.normal.endsWith('ing') || c.verb === null || describesAsParticiple(ctx.tokens, c.verb)) return false;
  let i = c.start;
  while (i < c.verb && (ctx.tokens[i]?.pos === 'PUNCT' || ctx.tokens[i]?.pos === 'SPACE')) i += 1;
  if (i !== c.verb) return false;
  const before = ctx.tokens[i - 1];
  return !before || before.sentence !== verb.sentence || before.pos === 'SPACE';
}

export function startsWithVerb(ctx: ReadingContext, c: Clause): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (!t || t.pos === 'PUNCT' || t.pos === 'CCONJ' || t.pos === 'INTJ' || (t.pos === 'ADV' && !isVerbal(ctx.tokens[i]))) continue;
    if (['then', 'just', 'suddenly', 'finally', 'also', 'still', 'so'].includes(t.normal)) continue;
    // "theres a cleaner…" carries its own subject.
    if (t.written) return false;
    return t.pos === 'VERB' || (t.pos === 'AUX' && !SUBJECT_PRONOUN.test(ctx.tokens[i - 1]?.normal ?? ''));
  }
  return false;
}

/**
 * The sentence around a clause, retold whole when it is short enough (the dreamer's own rhythm
 * reads better than a clause cut out of it), else the clause alone. Marks what it tells as told.
 */
/** A telling that stops on its verb of saying ("he said"), cut from the words said. */
export const ENDS_ON_SAYING = /\b(said|says|saying|asked|asking|told|replied|answered|shouted|whispered|yelled|goes|went like|was like)$/;
/** "she said, quite firmly": a verb of saying and only the manner of it, its words left behind. */
const ENDS_ON_SAYING_MANNER = /\b(said|says|asked|told|replied|answered|shouted|whispered|yelled|called)(,? (quite|very|really|so|almost|rather) [a-z]+ly| [a-z]+ly|, [a-z]+ly)+,?$/;

/** "just like he used to", "as if nothing had happened": a comparison, which is no moment of the dream. */
function isComparison(ctx: ReadingContext, ci: number): boolean {
  const c = ctx.drama.clauses[ci];
  if (!c) return false;
  let i = c.start;
  while (i < c.end && (ctx.tokens[i]?.pos === 'PUNCT' || ctx.tokens[i]?.pos === 'CCONJ' || ['just', 'exactly', 'kind', 'sort', 'of', 'a', 'bit'].includes(ctx.tokens[i]?.normal ?? ''))) i += 1;
  const t = ctx.tokens[i];
  const next = ctx.tokens[i + 1];
  return Boolean(t && next && ((t.normal === 'like' && next.pos === 'PRON') || (t.normal === 'as' && ['if', 'though'].includes(next.normal))));
}

export function tell(ctx: ReadingContext, ci: number, maxWords = 26, fragmentOk = false): string | null {
  if (isComparison(ctx, ci)) {
    // The moment is what the comparison is about: "…sorting seed potatoes into egg boxes, just like he used to".
    const prev = ctx.drama.clauses[ci - 1];
    return prev && prev.sentence === ctx.drama.clauses[ci]?.sentence && !ctx.told.has(prev.index) ? tell(ctx, prev.index, maxWords, fragmentOk) : null;
  }
  const mark = ctx.told.size;
  const text = tellRun(ctx, ci, maxWords, fragmentOk);
  if (!text) return text;
  const newly = toldSince(ctx.told, mark);
  // "he said", cut from the words he said, tells nothing: the moment is left to be quoted.
  if (ENDS_ON_SAYING.test(text) || ((ENDS_ON_SAYING_TO_SOMEONE.test(text) || ENDS_ON_SAYING_MANNER.test(text)) && speechFollows(ctx, newly)) || sayingWithoutWords(ctx, newly)) {
    for (const i of newly) ctx.told.delete(i);
    return null;
  }
  // "your new boss," cut from "My new boss, who in real life is really nice, said…": a subject whose
  // verb was left behind tells nothing.
  if (!fragmentOk && newly.length && spaceSeparatedWords(text) <= 4 && !newly.some((i) => holdsVerb(ctx, i))) {
    for (const i of newly) ctx.told.delete(i);
    return null;
  }
  // "a voice, which was the snake but also sounded like your own voice," cut from its "said…": a
  // subject told with its relative clause and without the verb that comes after them tells nothing.
  if (SUBJECT_THEN_RELATIVE.test(text) && verbLeftBehind(ctx, newly)) {
    for (const i of newly) ctx.told.delete(i);
    return null;
  }
  // "that you haven't seen in years, like…", "which makes no sense because…": what is left of a
  // relative clause cannot stand alone.
  if (OPENS_RELATIVE_CLAUSE.test(text)) {
    for (const i of newly) ctx.told.delete(i);
    return null;
  }
  let first = Number.POSITIVE_INFINITY;
  for (const i of newly) if (i < first) first = i;
  const whole = diaryWhole(ctx, first, text);
  if (whole === null) {
    for (const i of newly) ctx.told.delete(i);
    return null;
  }
  return nameThings(ctx, newly, first, nameLeadingPronoun(ctx, first, whole));
}

const DIARY_ARTICLE_FREE = new Set(['DET', 'PRON', 'NUM', 'PROPN']);

/**
 * "Lovely day, could see for miles.": the diary's verbless scene and the verb whose subject it left
 * out. Told as written it is no sentence ("At one point lovely day, could see for miles"); the scene
 * is set with "it was" and the dreamer is the subject of the verb ("it was a lovely day, and you could
 * see for miles"). Where the scene cannot take "it was" (a plural, a name), the moment is not told.
 */
function diaryWhole(ctx: ReadingContext, ci: number, text: string): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return text;
  const { tokens } = ctx;
  let i = c.start;
  while (i < c.end && (tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'CCONJ' || tokens[i]?.pos === 'SPACE')) i += 1;
  // Only a sentence's own start: "…, lovely day" inside a sentence is the dreamer's aside.
  if (i > 0 && tokens[i - 1]?.sentence === tokens[i]?.sentence && tokens[i - 1]?.pos !== 'SPACE') return text;
  const from = i;
  let noun = -1;
  while (i < c.end && tokens[i]?.isWord && (tokens[i]?.pos === 'ADJ' || tokens[i]?.pos === 'NOUN' || tokens[i]?.pos === 'ADV' || DIARY_ARTICLE_FREE.has(tokens[i]?.pos ?? ''))) {
    if (tokens[i]?.pos === 'NOUN') noun = i;
    // A sentence-start capital the retelling has lowered ("Lovely") was never a name.
    if (tokens[i]?.pos === 'PROPN' && !(i === from && /^[a-z]/.test(text))) return text;
    if (tokens[i]?.pos === 'PRON' || tokens[i]?.pos === 'NUM') return text;
    i += 1;
  }
  if (i === from || i - from > 4 || tokens[i]?.value !== ',') return text;
  const v = tokens[i + 1];
  if (!v || !(v.pos === 'AUX' || (v.pos === 'VERB' && !v.normal.endsWith('ing')))) return text;
  const scene = tokens.slice(from, i).map((t) => t.normal).join(' ');
  const lower = text.toLowerCase();
  if (!lower.startsWith(`${scene}, `)) return text;
  const rest = text.slice(scene.length + 2);
  if (rest.startsWith('you ')) return text;
  // The scene's head: a plural ("Crowds everywhere") or a noun not at the end takes no "it was a".
  const head = noun >= 0 ? tokens[noun] : undefined;
  if (head && (noun !== i - 1 || isPluralToken(head))) return null;
  const article = head && tokens[from]?.pos !== 'DET' ? `${/^[aeiou]/.test(scene) ? 'an' : 'a'} ` : '';
  return `it was ${article}${scene}, and you ${rest}`;
}

const THING_PRONOUN = /^(they|them)$/;
const OPENS_ON_IT_OR_THEY = /^they\b/i;

/**
 * "you tried to push them back in": a "they" or "them" whose things were named in a sentence the
 * reading has not told points at nothing for the reader. The things are named instead ("you tried
 * to push your teeth back in"). A lone "it" is left: its resolution is too often a guess.
 */
function nameThings(ctx: ReadingContext, newly: readonly number[], first: number, text: string): string {
  const from = ctx.drama.clauses[first]?.start ?? 0;
  let out = text;
  for (const ci of newly) {
    const c = ctx.drama.clauses[ci];
    if (!c) continue;
    for (const [head, subject] of [[c.subjectHead, true], [c.objectHead, false]] as const) {
      // Only a pronoun of this clause resolved to a noun before what is told.
      if (head === null || head >= c.start || head < 0) continue;
      const own = subject ? pronounIn(ctx, c, true) : pronounIn(ctx, c, false);
      if (own === null) continue;
      const noun = ctx.tokens[head];
      if (!noun || (noun.pos !== 'NOUN' && noun.pos !== 'PROPN') || head >= from || !isPluralToken(noun)) continue;
      // Only things the dream shows as images ("my front teeth"): a resolution to any other noun, or
      // to people, is too often a guess to be written out.
      const image = ctx.drama.mentions.find((m) => !m.viaPronoun && m.start <= head && head < m.end && m.hit.entry.kind !== 'figure');
      if (!image) continue;
      // Nor where people or creatures in the plural were named shortly before: "them" is then as likely
      // they. Creatures that are themselves the "they" of the clause ("Then the wolves came… and they
      // did not attack") are named when no other people or creatures stand between.
      const creatures = subject && image.hit.entry.kind === 'animal' && image.plural;
      if (ctx.drama.mentions.some((m) => m.plural && !m.viaPronoun && (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal') && m.start < own && m.start > own - 60 && !(creatures && m.hit.entry.id === image.hit.entry.id)) || peopleBefore(ctx, own)) continue;
      if (ctx.voice.hasSaid(noun.normal) || ctx.voice.hasSaid(noun.lemma)) continue;
      const word = ctx.tokens[own]?.normal ?? '';
      const name = spanPhrase(ctx.tokens, head, head + 1, isPluralToken(noun)).definite;
      if (!name) continue;
      if (subject && OPENS_ON_IT_OR_THEY.test(out) && out.split(' ')[0]?.toLowerCase() === word) {
        out = `${name}${out.slice(word.length)}`;
        continue;
      }
      // An object pronoun said once in the telling is replaced where it stands.
      const re = new RegExp(`\\b${word}\\b`, 'g');
      const times = out.match(re)?.length ?? 0;
      if (!subject && times === 1) out = out.replace(re, name);
    }
  }
  return out;
}

const PEOPLE_WORDS = new Set(['people', 'everyone', 'everybody', 'kids', 'children', 'friends', 'guys', 'men', 'women', 'others', 'parents', 'adults', 'students', 'crowd', 'family', 'folks']);

/** Whether people in the plural are named in the 60 tokens before `at` ("People started walking… I went with them"). */
function peopleBefore(ctx: ReadingContext, at: number): boolean {
  for (let k = Math.max(0, at - 60); k < at; k += 1) if (PEOPLE_WORDS.has(ctx.tokens[k]?.normal ?? '')) return true;
  return false;
}

/** The token of the clause's own "it/they" subject, or "it/them" object (before its resolution), or null. */
function pronounIn(ctx: ReadingContext, c: Clause, subject: boolean): number | null {
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (!t || t.pos !== 'PRON' || !THING_PRONOUN.test(t.normal)) continue;
    // The subject stands before the verb, the object after it.
    if (subject ? c.verb !== null && i < c.verb : c.verb !== null && i > c.verb) return i;
  }
  return null;
}

/** Does the clause hold a verb of the dream (not of the writer's remark around it)? */
function holdsVerb(ctx: ReadingContext, ci: number): boolean {
  const c = ctx.drama.clauses[ci];
  if (!c) return false;
  const end = Math.min(c.end, ctx.tokens.length);
  for (let k = c.start; k < end; k += 1) {
    const t = ctx.tokens[k];
    if (t && t.inDream !== false && (t.pos === 'VERB' || t.pos === 'AUX')) return true;
  }
  return false;
}

/** Do someone's words in marks follow right after the clauses just told ("I asked him, "Are you alright?"")? */
const RELATIVE_WORDS = new Set(['which', 'who', 'whose']);

/**
 * "Then a bird, which was my grandmother | but also sounded like my sister, | sang…": a clause that is
 * a subject and its relative clause, whose own verb opens a later clause of the sentence.
 */
function subjectAwaitsVerb(ctx: ReadingContext, c: Clause): boolean {
  const { tokens } = ctx;
  let i = c.start;
  while (i < c.end && (tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'CCONJ' || tokens[i]?.pos === 'ADV')) i += 1;
  let k = i;
  while (k < c.end && k < i + 6 && tokens[k]?.isWord && tokens[k]?.pos !== 'VERB' && tokens[k]?.pos !== 'AUX' && !RELATIVE_WORDS.has(tokens[k]?.normal ?? '')) k += 1;
  if (k === i || tokens[k - 1]?.pos !== 'NOUN' && tokens[k - 1]?.pos !== 'PROPN') return false;
  if (tokens[k]?.value === ',') k += 1;
  if (!RELATIVE_WORDS.has(tokens[k]?.normal ?? '')) return false;
  return ctx.drama.clauses.some((x) => x.index > c.index && x.sentence === c.sentence && startsWithVerb(ctx, x));
}

/** Whether the clause right after the ones just told, in the same sentence, opens on its verb (the subject's own verb). */
function verbLeftBehind(ctx: ReadingContext, newly: readonly number[]): boolean {
  let last = -1;
  for (const i of newly) last = Math.max(last, i);
  const c = ctx.drama.clauses[last];
  const next = ctx.drama.clauses[last + 1];
  return Boolean(c && next && next.sentence === c.sentence && !ctx.told.has(next.index) && startsWithVerb(ctx, next));
}

function speechFollows(ctx: ReadingContext, newly: readonly number[]): boolean {
  let end = -1;
  for (const i of newly) end = Math.max(end, ctx.drama.clauses[i]?.end ?? -1);
  return end >= 0 && SPEECH_MARKS.has(ctx.tokens[pastAside(ctx.tokens, end)]?.value ?? '');
}

/**
 * The token at or after k past commas, colons and one aside in brackets: "and says (I could hear
 * him through the glass) "…"" puts the writer's remark between the verb of saying and the words said.
 */
function pastAside(tokens: readonly SenseToken[], k: number): number {
  while (tokens[k]?.value === ',' || tokens[k]?.value === ':') k += 1;
  if (tokens[k]?.value === '(') {
    let close = k + 1;
    while (close < k + 20 && close < tokens.length && tokens[close]?.value !== ')' && !SPEECH_MARKS.has(tokens[close]?.value ?? '')) close += 1;
    if (tokens[close]?.value !== ')') return k;
    k = close + 1;
    while (tokens[k]?.value === ',' || tokens[k]?.value === ':') k += 1;
  }
  return k;
}

/**
 * "he says in a totally calm voice," told without the words that follow it in quotation marks: a
 * clause whose verb of saying has only how it was said after it, with the words said left out of
 * the telling, is a speech verb with nothing said. Those words are someone's to quote, not to drop.
 */
function sayingWithoutWords(ctx: ReadingContext, newly: readonly number[]): boolean {
  for (const ci of newly) {
    const c = ctx.drama.clauses[ci];
    if (!c) continue;
    let verb = -1;
    for (let i = c.start; i < c.end; i += 1) if (ctx.tokens[i]?.pos === 'VERB' && SAYING.has(ctx.tokens[i]?.lemma ?? '')) verb = i;
    if (verb < 0) continue;
    // Only how it was said may follow the verb ("in a calm voice", "quietly"): "saying my name" has
    // its words in the clause.
    const manner = ctx.tokens[verb + 1];
    if (verb + 1 < c.end && manner?.pos !== 'ADP' && manner?.pos !== 'ADV' && manner?.pos !== 'PUNCT') continue;
    let k = verb + 1;
    while (k < c.end && ctx.tokens[k]?.pos !== 'VERB' && ctx.tokens[k]?.pos !== 'AUX' && !SPEECH_MARKS.has(ctx.tokens[k]?.value ?? '')) k += 1;
    if (k < c.end) continue;
    const next = ctx.drama.clauses[ci + 1];
    // The words are in the telling when the clause that holds them was told with it.
    if (next && newly.includes(next.index) && next.start <= pastAside(ctx.tokens, c.end)) continue;
    const at = pastAside(ctx.tokens, c.end);
    if (SPEECH_MARKS.has(ctx.tokens[at]?.value ?? '') && ctx.tokens[at]?.sentence === c.sentence) return true;
  }
  return false;
}

/**
 * "she was just in your kitchen": a he, she or they that opens what is told, whose person was named in a
 * sentence the reading has not told ("My nan passed away two years ago."), is given that person's
 * name, so the reader is not left to guess who she is.
 */
/** A capital and then lower case: the shape of a name ("Tyler"). */
const NAME_START = /^[A-Z][a-z]/;

/** Does a person or creature of the dream stand at token i? */
function personAt(ctx: ReadingContext, i: number): boolean {
  return ctx.drama.mentions.some((m) => m.start <= i && i < m.end && (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal'));
}

function nameLeadingPronoun(ctx: ReadingContext, ci: number, text: string): string {
  const lead = OPENS_ON_HE_OR_SHE.exec(text);
  const c = ctx.drama.clauses[ci];
  if (!lead || !c || c.subjectHead === null) return text;
  const head = ctx.tokens[c.subjectHead];
  if (!head || head.sentence > c.sentence || (head.pos !== 'NOUN' && head.pos !== 'PROPN')) return text;
  // "All my old classmates are standing along the wall, but they have no face": "they" is named
  // only by a plural, which takes the same verb ("the classmates have"); "they" for one person of
  // unknown sex keeps its pronoun, as its verb would not agree with the name.
  // Nor is "they" named by a thing ("in their school jumpers, but they had no face"): only people or
  // creatures of the dream, where a wrong guess would be plain to see.
  if (lead[1]?.toLowerCase() === 'they' && (!isPluralToken(head) || !personAt(ctx, c.subjectHead))) return text;
  if (head.sentence === c.sentence) {
    // "I had my lola's face, my grandmother who wore dentures, and she was smiling": named earlier in
    // the same sentence, in a clause the reading has not told.
    if (c.subjectHead >= c.start) return text;
    const at = c.subjectHead;
    for (const i of ctx.told) {
      const x = ctx.drama.clauses[i];
      if (i !== ci && x && x.start <= at && at < x.end) return text;
    }
  } else for (const i of ctx.told) if (i !== ci && ctx.drama.clauses[i]?.sentence === head.sentence) return text;
  // "my boyfriend Marcus… and Tyler was there… He was being gentle": a name the dream gives after that
  // noun may be the one meant, and naming the noun would put the wrong person in the moment.
  for (let k = c.subjectHead + 1; k < c.start; k += 1) {
    const t = ctx.tokens[k];
    const before = ctx.tokens[k - 1];
    if (t?.pos === 'PROPN' && NAME_START.test(t.value) && before?.isWord && before.sentence === t.sentence && !ctx.drama.mentions.some((m) => m.start <= k && k < m.end && m.hit.entry.kind !== 'figure')) return text;
  }
  const name = spanPhrase(ctx.tokens, c.subjectHead, c.subjectHead + 1, false).definite;
  if (!name || ctx.voice.hasSaid(name)) return text;
  return `${name}${text.slice(lead[0].length)}`;
}

function tellRun(ctx: ReadingContext, ci: number, maxWords: number, fragmentOk: boolean): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  const same = ctx.story.filter((x) => x.sentence === c.sentence && !ctx.told.has(x.index));
  // Only a run of untold story clauses around this one, in order.
  const run: Clause[] = [];
  for (const x of same) {
    if (run.length && x.index !== (run[run.length - 1]?.index ?? -2) + 1) {
      if (x.index > ci) break;
      run.length = 0;
    }
    run.push(x);
  }
  // A run does not open on a clause that trails the main clause before it ("while they were speaking…").
  while (run.length > 1 && run[0] && run[0].index !== ci && trailsMain(ctx, run[0])) run.shift();
  // Nor on a comparison cut from what it compares ("like it was snowing receipts outside, piling up…"):
  // retold from there it would state what only seemed.
  while (run.length > 1 && run[0] && run[0].index !== ci && isComparison(ctx, run[0].index)) run.shift();
  // "…and while he was talking," without the clause it leads into is left hanging: a run does not end on it.
  while (run.length > 1 && run[run.length - 1]?.index !== ci && leadsInto(ctx, run[run.length - 1])) run.pop();
  const first = run[0];
  const last = run[run.length - 1];
  // Nor on a noun whose only verb is its relative clause's ("the kitchens where lads were washing
  // pots | and kept handing me…"): the run would tell a noun and what others did there, no moment.
  if (first && last && run.some((x) => x.index === ci) && run.length > 1 && run.some((x) => x.verb !== null) && (fragmentOk || isFinite(ctx, first)) && !onlyRelativeVerb(ctx, first)) {
    const whole = retell(ctx.tokens, first.start, last.end, ctx.cues, maxWords);
    // Only the clauses the retelling reaches are told: one cut at a comma leaves the rest for later,
    // unless the cut keeps only a clause that leads into what was cut ("right before we hit the ground,").
    const reached = whole ? run.filter((x) => x.start <= whole.last) : [];
    const dangling = reached.length > 0 && leadsInto(ctx, reached[reached.length - 1]) && reached.length < run.length;
    // A cut that keeps only verbless pieces ("a bowl of water on a windowsill with a tiny ship in it",
    // without "I was told not to touch it") tells no moment.
    const verbless = !fragmentOk && !reached.some((x) => isFinite(ctx, x));
    if (whole && whole.last >= c.start && !dangling && !verbless) {
      // A run whose first clause is the second half of "I sat down and started sorting…" gets its subject back.
      const text = startsWithVerb(ctx, first) ? subjectBack(ctx, first, whole.text) : whole.text;
      if (text) {
        for (const x of run) if (x.start <= whole.last) ctx.told.add(x.index);
        return text;
      }
    }
  }
  // A run too long to retell whole is retold as far as it fits, clause by clause from its start, so
  // long as it reaches this clause ("you looked back and the fire had gone down to a little candle
  // flame", without "and Leo leaned over and blew it out").
  const at = run.findIndex((x) => x.index === ci);
  if (run.length > 2 && at >= 0) {
    // The longest stretch of the run around this clause that fits, the earliest first.
    for (let size = run.length - 1; size >= 2; size -= 1) {
      for (let i = Math.max(0, at - size + 1); i <= at && i + size <= run.length; i += 1) {
        const part = run.slice(i, i + size);
        const start = part[0];
        const end = part[part.length - 1];
        // Nor on a relative clause ("who left years ago, …"), which has lost the one it speaks of.
        if (!start || !end || leadsInto(ctx, end) || hasQuotation(ctx, end) || trailsMain(ctx, start) || (start.index !== ci && isComparison(ctx, start.index)) || startsRelative(ctx, start) || onlyRelativeVerb(ctx, start) || !(isFinite(ctx, start) || startsWithVerb(ctx, start))) continue;
        const r = retell(ctx.tokens, start.start, end.end, ctx.cues, maxWords);
        if (!r || r.last < end.start) continue;
        const text = startsWithVerb(ctx, start) ? subjectBack(ctx, start, r.text) : r.text;
        if (!text) continue;
        for (const x of part) ctx.told.add(x.index);
        return text;
      }
    }
  }
  // A run that cannot be retold whole because it ends in someone's quoted words ("…and it was my
  // current boss, and she said "…"") is retold up to the clause that opens the quotation.
  const speechAt = run.findIndex((x) => x.index > ci && hasQuotation(ctx, x));
  if (first && speechAt > 0 && isFinite(ctx, first)) {
    const cut = run.slice(0, speechAt);
    const end = cut[cut.length - 1];
    const part = end ? retell(ctx.tokens, first.start, end.end, ctx.cues, maxWords) : null;
    // A run that opens on its verb ("relieved even,") needs its subject back like any other.
    const text = part && startsWithVerb(ctx, first) ? subjectBack(ctx, first, part.text) : (part?.text ?? null);
    if (part && text && end && part.last >= c.start && !leadsInto(ctx, end)) {
      for (const x of cut) if (x.start <= part.last) ctx.told.add(x.index);
      return text;
    }
  }
  // "…while I made her hot chocolate" alone is a fragment: a clause led by a subordinator is told
  // with the clause it depends on when the two fit.
  const prev = ctx.drama.clauses[ci - 1];
  if (c && prev && prev.sentence === c.sentence && !ctx.told.has(prev.index) && !prev.frame && startsSubordinate(ctx, c)) {
    const pair = retell(ctx.tokens, prev.start, c.end, ctx.cues, maxWords + 4);
    const text = pair && startsWithVerb(ctx, prev) ? subjectBack(ctx, prev, pair.text) : (pair?.text ?? null);
    if (pair && text && pair.last >= c.start && isFinite(ctx, prev)) {
      ctx.told.add(prev.index);
      ctx.told.add(ci);
      return text;
    }
  }
  const one = tellClause(ctx, ci, maxWords, fragmentOk);
  if (one) ctx.told.add(ci);
  return one;
}

/**
 * The dreamer's own words for a clause, quoted exactly, for what cannot be retold (their speech,
 * their own "you"): "he said your friend doesn't live here anymore". Marks the clause as told.
 */
/** Words a quotation of the dreamer does not end on: they lead into what was cut off. */
const QUOTE_OPENING_FILLERS = new Set(['like', 'so', 'then', 'anyway', 'basically']);
export const QUOTE_DANGLING = new Set(['even', 'and', 'but', 'so', 'then', 'that', "that's", 'thats', 'which', 'when', 'as', 'because', 'if', 'while', 'until', 'though', 'although', 'where', 'who']);

/**
 * "like the desks are in the aisles…": a spoken "like" before a subject and its verb opens the
 * clause and compares nothing ("like a ghost in the hall" has no verb and stays).
 */
function spokenLikeBeforeClause(tokens: readonly SenseToken[], i: number): boolean {
  if (tokens[i]?.normal !== 'like' || tokens[i + 1]?.pos !== 'DET') return false;
  for (let k = i + 2; k < i + 6; k += 1) {
    const t = tokens[k];
    if (!t || t.sentence !== tokens[i]?.sentence) return false;
    if (t.pos === 'AUX' || t.pos === 'VERB') return tokens[k - 1]?.pos === 'NOUN';
    if (t.pos !== 'ADJ' && t.pos !== 'NOUN') return false;
  }
  return false;
}

export function quoteClause(ctx: ReadingContext, ci: number, maxWords = 24): string | null {
  const c = ctx.drama.clauses[ci];
  const { spans } = ctx.drama;
  if (!c || c.frame || c.verb === null) return null;
  let from = c.start;
  // A spoken "like" or "so" that only opens the clause ("like i opened it and…", "then the floor…") is no part of the words quoted.
  while (from < c.end && (ctx.tokens[from]?.pos === 'PUNCT' || ctx.tokens[from]?.pos === 'CCONJ' || (QUOTE_OPENING_FILLERS.has(ctx.tokens[from]?.normal ?? '') && (ctx.tokens[from + 1]?.pos === 'PRON' || spokenLikeBeforeClause(ctx.tokens, from) || (ctx.tokens[from]?.normal !== 'like' && ctx.tokens[from + 1]?.pos === 'DET'))))) from += 1;
  let to = c.end - 1;
  // "…he pushes the door and thats | when i woke up": the words that led into the waking are not quoted.
  while (to > from && (ctx.tokens[to]?.pos === 'PUNCT' || QUOTE_DANGLING.has(ctx.tokens[to]?.normal ?? ''))) to -= 1;
  if (to - from + 1 > maxWords + 4 || !spans.exact[from] || !spans.exact[to]) return null;
  // A verbless piece ("not running", "smoke everywhere, the horses screaming") quoted alone reads as
  // a broken fragment; so do a few words, and words from inside someone's quoted speech.
  if (!isFinite(ctx, c) || to - from + 1 < 4 || insideQuotation(ctx.tokens)[from]) return null;
  // "when I went out to the car park to leave, my ex, Ryan" leads into a verb it does not hold.
  let after = c.end;
  while (ctx.tokens[after]?.value === ',') after += 1;
  if (startsSubordinate(ctx, c) || onlyRelativeVerb(ctx, c) || ((ctx.tokens[after]?.pos === 'VERB' || ctx.tokens[after]?.pos === 'AUX') && ctx.tokens[after]?.sentence === c.sentence)) return null;
  // "Then a bird, which was my grandmother" quoted without the "sang…" its subject is waiting for.
  if (subjectAwaitsVerb(ctx, c)) return null;
  // "Inside was a long, sunny room": a clause cut at the comma between two describing words
  // ends on "a long", a thing named by its article and one adjective and never reached.
  if (ctx.tokens[to]?.pos === 'ADJ' && ['a', 'an'].includes(ctx.tokens[to - 1]?.normal ?? '')) return null;
  // "I tried to go in the back way but the security guard", quoted without the "who…, would not let me in" after it.
  if (RELATIVE_WORDS.has(ctx.tokens[after]?.normal ?? '') && ctx.tokens[after]?.sentence === c.sentence && subjectAfterAnd(ctx.tokens, to, from)) return null;
  const quote = ctx.input.text.slice(spans.start[from], quoteEnd(ctx, to));
  // "he just looks up and says", quoted without the words he says after it, quotes nothing of weight.
  if (ENDS_ON_SAYING.test(quote.toLowerCase()) && SPEECH_MARKS.has(ctx.tokens[pastAside(ctx.tokens, to + 1)]?.value ?? '')) return null;
  // A quotation never runs across the end of a sentence ("with emojis mixed in. Everyone else was…").
  if (QUOTATION_MARK_OR_NEWLINE.test(quote) || SENTENCE_GOES_ON.test(quote) || quote.split(/\s+/).length > maxWords || ctx.tokens.slice(from, to + 1).some((t) => t.profane)) return null;
  ctx.told.add(ci);
  return `"${quote}"`;
}

/**
 * Where a quotation of the dreamer's words ending at token `to` ends in the text: past the closing
 * mark (and its "!" or "?") of someone's words in single marks that it opened ("the little boy says
 * 'you always do this'"), so the quotation never stops inside them.
 */
export function quoteEnd(ctx: ReadingContext, to: number): number {
  const { spans } = ctx.drama;
  let open = 0;
  for (let k = to; k >= 0 && k > to - 40; k -= 1) {
    const v = ctx.tokens[k]?.value ?? '';
    if (v === '‘' || (v === "'" && ctx.tokens[k + 1]?.isWord && (k === 0 || !ctx.tokens[k - 1]?.isWord || spans.end[k - 1] !== spans.start[k]))) open += 1;
    if (v === '’' || (v === "'" && ctx.tokens[k - 1]?.isWord && !ctx.tokens[k + 1]?.isWord)) open -= 1;
    if (ctx.tokens[k]?.sentence !== ctx.tokens[to]?.sentence) break;
  }
  const end = spans.end[to] ?? 0;
  if (open <= 0) return end;
  let k = to + 1;
  while (k < ctx.tokens.length && STOPS_AND_COMMAS.test(ctx.tokens[k]?.value ?? '')) k += 1;
  return SINGLE_CLOSING_MARK.test(ctx.tokens[k]?.value ?? '') && spans.exact[k] ? (spans.end[k] ?? end) : end;
}

/** A clause that holds a quotation mark or quoted words. */
function hasQuotation(ctx: ReadingContext, c: Clause): boolean {
  const inside = insideQuotation(ctx.tokens);
  for (let i = c.start; i < c.end; i += 1) if (inside[i] || ['"', '“', '”'].includes(ctx.tokens[i]?.value ?? '')) return true;
  return false;
}

const SAYING = new Set(['say', 'tell', 'ask', 'whisper', 'shout', 'reply', 'answer', 'yell', 'call', 'go', 'sing', 'murmur', 'mutter']);

/**
 * Another person's quoted words, told with who said them: `she said "you never look where I
 * actually am"`. What a figure says is often the dream's key moment, and the words are the
 * dreamer's exact writing, so they are quoted, not turned into the second person. Marks the clause
 * as told; null when the clause is not someone else's quoted speech or the speech is long.
 */
/** Each opening speech mark with the marks that close it. */
const SPEECH_MARKS = new Map<string, string[]>([
  ['"', ['"', '”']],
  ['“', ['”', '"']],
  ["'", ["'", '’']],
  ['‘', ['’', "'"]],
]);

/** A span whose first verb has a subject before it ("the cat sat", "there was"), not "relieved even". */
export function hasSubjectAndVerb(tokens: readonly SenseToken[], from: number, to: number): boolean {
  let subject = false;
  for (let i = from; i < to; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (t.pos === 'VERB' || t.pos === 'AUX') return subject;
    if (t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN' || t.normal === 'there') subject = true;
  }
  return false;
}

/** A single mark that opens words inside a quotation, and one that closes them. */
const SINGLE_OPENED = /(^|[\s,:])['‘]\w/;
const SINGLE_CLOSED = /\w[.!?,]?['’](\s|$)/;

/** The clause just before c, in its sentence, has someone else address or act on the dreamer. */
export function answersSomeone(ctx: ReadingContext, c: Clause): boolean {
  const prev = ctx.drama.clauses[c.index - 1];
  if (prev === undefined || prev.sentence !== c.sentence || prev.subject !== 'other' || prev.negated) return false;
  // "offers me one", "held out a fish to me": the dreamer as object, or as the one it is given to.
  return prev.object === 'dreamer' || ctx.tokens.slice(prev.start, prev.end).some((t) => t.normal === 'me' || t.normal === 'us');
}

export function tellSpeech(ctx: ReadingContext, ci: number, from?: number, maxWords = 20): string | null {
  const c = ctx.drama.clauses[ci];
  const { spans } = ctx.drama;
  if (!c || c.frame) return null;
  const tokens = ctx.tokens;
  const verbFirst = startsWithVerb(ctx, c);
  // "…he just patted my knee and said": the speaker of a clause that starts with its verb is the
  // nearest subject pronoun before it in the sentence.
  let speaker: string | null = null;
  if (verbFirst) {
    for (let k = c.start - 1; k >= 0 && tokens[k]?.sentence === tokens[c.start]?.sentence; k -= 1) {
      const w = tokens[k]?.normal ?? '';
      if (['i', 'we'].includes(w)) return null;
      if (['he', 'she', 'they'].includes(w)) {
        speaker = w;
        break;
      }
    }
    // "A voice, which was the snake…, said": a speaker named at the head of the sentence is told
    // with its words when the moment is told from there.
    if (!speaker && (from === undefined || from >= c.start)) return null;
  }
  // The dreamer's own words are quoted only where they hold no "I" to be turned into "you" ("you
  // asked him "Are you alright, Dad?"").
  const dreamerSpeaks = !verbFirst && c.subject === 'dreamer';
  let verb = -1;
  for (let i = c.start; i < c.end; i += 1) if (tokens[i]?.pos === 'VERB' && SAYING.has(tokens[i]?.lemma ?? '')) verb = i;
  if (verb < 0) return null;
  let open = verb + 1;
  // "asked him, "…"": the one spoken to stands between the verb and the words.
  const addressed = ['him', 'her', 'them', 'me', 'us'].includes(tokens[open]?.normal ?? '');
  if (addressed) open += 1;
  // "tried to tell my cousin 'that is my wedding'": a short noun phrase for the one spoken to.
  let named = 0;
  if (!addressed && (tokens[open]?.pos === 'DET' || tokens[open]?.pos === 'PRON' || tokens[open]?.pos === 'PROPN' || tokens[open]?.pos === 'NOUN')) {
    let k = open;
    while (k < open + 3 && (tokens[k]?.pos === 'DET' || tokens[k]?.pos === 'PRON' || tokens[k]?.pos === 'ADJ' || tokens[k]?.pos === 'NOUN' || tokens[k]?.pos === 'PROPN')) k += 1;
    const head = tokens[k - 1];
    if (k > open && (head?.pos === 'NOUN' || head?.pos === 'PROPN') && SPEECH_MARKS.has(tokens[k]?.value ?? '')) named = k - open;
  }
  open += named;
  const leadEnd = addressed ? verb + 2 : verb + 1 + named;
  while ((tokens[open]?.value === ',' || tokens[open]?.value === ':') && open < verb + 4) open += 1;
  // "and says (I could hear him through the glass) "…"": the writer's aside is left out with the verb.
  if (tokens[open]?.value === '(') open = pastAside(tokens, open);
  // "said in a totally normal voice "these are good"", "said quietly, "…"": how it was said stands
  // before the words, and is left out with them.
  if (!SPEECH_MARKS.has(tokens[open]?.value ?? '') && (tokens[open]?.pos === 'ADP' || tokens[open]?.pos === 'ADV')) {
    let k = open;
    while (k < open + 6 && tokens[k]?.isWord && tokens[k]?.pos !== 'VERB' && tokens[k]?.pos !== 'AUX') k += 1;
    while (tokens[k]?.value === ',' || tokens[k]?.value === ':') k += 1;
    if (k > open && SPEECH_MARKS.has(tokens[k]?.value ?? '')) open = k;
  }
  // Double or single marks: people type "said 'what is your emergency'" as often as with double ones.
  const closers = SPEECH_MARKS.get(tokens[open]?.value ?? '');
  if (!closers) return null;
  let close = open + 1;
  let words = 0;
  while (close < tokens.length && !closers.includes(tokens[close]?.value ?? '')) {
    if (tokens[close]?.isWord) words += 1;
    if (tokens[close]?.profane || words > maxWords) return null;
    close += 1;
  }
  if (close >= tokens.length || close === open + 1) return null;
  // Who speaks, retold up to the verb ("he just patted your knee and said"); a clause that starts with
  // its verb takes its speaker from the clause before ("…, and said").
  const whole = from !== undefined && from < c.start ? retell(tokens, from, leadEnd, ctx.cues, 18, false) : null;
  // The lead-in is kept only when it reaches the verb of saying ("and it said", not a cut before it).
  const lead = whole && whole.last === leadEnd - 1 ? whole : null;
  // "…and said in a normal voice": a bare verb of saying after its speaker's other acts is told as it is.
  let who = lead?.text ?? retell(tokens, c.start, leadEnd, ctx.cues, 16, false)?.text ?? (verbFirst && leadEnd === verb + 1 ? tokens[verb]?.normal ?? null : null);
  if (!who) return null;
  // "Dad just said": the dreamer's own name for a parent is theirs ("your dad").
  who = ownKin(who);
  // "she said…" whose "she" the reading has not named: her name instead ("the old lady said…").
  if (!lead && !verbFirst) who = nameLeadingPronoun(ctx, ci, who);
  if (!lead && verbFirst) {
    if (!speaker) return null;
    // "…and he just laugh and say "sit, sit"": the writer's base form after "he" or "she" is no
    // agreement of the reading's own; outside their quotation marks the verb is told in the past the
    // retelling uses ("he said"), or the words are not told from here at all.
    const v = tokens[verb];
    if (who === v?.normal && speaker !== 'they' && v.normal === v.lemma) {
      const past = pastOf(v.lemma);
      if (!past) return null;
      who = past;
    }
    who = `${speaker} ${who}`;
  }
  // Where the lead-in could not be retold up to the verb, the moment before the speech is told on
  // its own and joined to it ("you found it in a drawer and it had grown, and it said …").
  // Only a moment with its own subject and verb is told before the words: "relieved even," cut from
  // "I was completely fine with that, relieved even," would read "Next, relieved, and you kept saying…".
  const before = !lead && from !== undefined && from < c.start && hasSubjectAndVerb(tokens, from, c.start) ? retell(tokens, from, c.start, ctx.cues, 18, false) : null;
  if (before) who = `${before.text}, and ${who.replace(OPENS_ON_AND, '')}`;
  const a = open + 1;
  let z = close - 1;
  while (z > a && tokens[z]?.pos === 'PUNCT' && tokens[z]?.value !== '?' && tokens[z]?.value !== '!') z -= 1;
  // "Seven letters, 'to let go'": words quoted inside the words keep their closing mark.
  if (SINGLE_OPENED.test(ctx.input.text.slice(spans.start[a], spans.end[z])) && !SINGLE_CLOSED.test(ctx.input.text.slice(spans.start[a], spans.end[z]))) {
    let k = z + 1;
    while (k < close && !SINGLE_CLOSING_MARK.test(tokens[k]?.value ?? '')) k += 1;
    if (k >= close) return null;
    z = k;
  }
  if (!spans.exact[a] || !spans.exact[z]) return null;
  const words2 = ctx.input.text.slice(spans.start[a], spans.end[z]);
  if (QUOTATION_MARK_OR_NEWLINE.test(words2)) return null;
  // Words the dreamer says to someone named ("you tried to tell your cousin "that is my wedding"") are
  // theirs in their own person, and the marks keep them apart from the reading's "you".
  // So are the words of a reply, to someone who has just spoken to or offered the dreamer something
  // ("he held out a fish to me and I said "No thanks, I have enough""): the one answered is plain.
  if (dreamerSpeaks && DREAMER_WORD.test(words2) && !named && !answersSomeone(ctx, c)) return null;
  ctx.told.add(ci);
  // The clauses the quotation spans are told with it.
  for (const x of ctx.drama.clauses) if ((x.start >= open && x.end <= close + 1) || ((lead || before) && x.start >= (from ?? 0) && x.start < c.start)) ctx.told.add(x.index);
  return `${who} "${words2}"`;
}

export interface ImageTerms {
  np: NounPhrase;
  /** "the horse you rode away", "the dog that was waiting at the door", or null. */
  rel: string | null;
  agree: Agreement;
}

const termsMemo = new WeakMap<Mention, ImageTerms>();

export function imageTerms(ctx: ReadingContext, m: Mention): ImageTerms {
  const known = termsMemo.get(m);
  if (known) return known;
  const terms = computeTerms(ctx, m);
  termsMemo.set(m, terms);
  return terms;
}

function computeTerms(ctx: ReadingContext, m: Mention): ImageTerms {
  const np = nounPhrase(ctx.tokens, m);
  const c = ctx.drama.clauses[m.clause];
  const rel = c ? (m.hit.entry.kind === 'action' ? actionPhrase(ctx.tokens, c, m, ctx.cues) : relativePhrase(ctx.tokens, c, m, np, ctx.cues)) : null;
  const head = ctx.tokens[m.end - 1];
  const gender = m.hit.entry.kind === 'figure' && head ? (ctx.cues.gender.get(head.lemma) ?? ctx.cues.gender.get(head.normal) ?? null) : null;
  const agree = agreement(np.plural, gender === 'male' || gender === 'female' ? gender : null);
  // A person of unknown sex is "their", never "its".
  if (m.hit.entry.kind === 'figure' && !np.plural && gender !== 'male' && gender !== 'female') Object.assign(agree, { its: 'their', them: 'them' });
  return { np, rel, agree };
}

/** Slots for an image: {np}, {rel}, {it}, {is}, {was}, {has}, {its}, {them}, {s}. */
export function imageSlots(t: ImageTerms): Record<string, string | null> {
  return { np: t.np.definite, intro: t.np.introduced, rel: t.rel, ...t.agree };
}

/** The first mention of an image that is really in the dream (not denied, not a pronoun). */
export function firstMention(ctx: ReadingContext, hit: SymbolHit): Mention | null {
  return ctx.drama.mentions.find((m) => m.hit === hit && !m.negated && !m.viaPronoun) ?? null;
}
