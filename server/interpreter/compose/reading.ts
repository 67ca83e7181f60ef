/**
 * The reading: first what strikes a reader about this dream, then a walk through it in its own
 * order — where it begins, each moment that matters in the middle, the turn, the ending and the
 * waking — interpreting each moment where it happens (its motif in context, or its image), then
 * what the moments have in common, the archetype the dream gives evidence for, the dreamer's
 * feeling, and one or two questions made of the dream's own images. The plan (which framing,
 * which reading of the turn and the end, which questions) follows the dream's shape.
 */
import { isPluralToken } from '../structure/mentions';
import type { Lexicon } from '../lexicon';
import type { SymbolHit } from '../symbols';
import type { Clause, Mention } from '../structure/types';
import type { SenseToken } from '../structure/tokens';
import { amplify } from './amplify';
import { allMotifs, readBeats, type Beat } from './beats';
import { answersSomeone, createContext, firstMention, QUOTE_DANGLING, imageTerms, isFinite, leadsInto, onlyRelativeVerb, quoteClause, quoteEnd, reactsToBefore, spaceSeparatedWords, startsWithVerb, subjectBack, tell, tellClause, tellSpeech, toldSince, trailsMain, type ComposeInput, type ReadingContext } from './context';
import { joinList } from './grammar';
import { parseText } from '../nlp';
import { paralysisReading, sleepParalysis } from './paralysis';
import { endingTone, exPronoun, isHardFeeling, lifeLink, lifeRemark, spokenInDream, worriedAboutDream, writersQuestions, type EndingTone, type LifeLink, type LifeRemark, type WritersQuestion } from './life';
import { partOfThing } from '../structure/central-image';
import { glossClashes, peacefulDream, type GlossMoment } from './gloss-fit';
import { imageSense } from './image-sense';
import { foreignToDream, inventsImage } from './grounded';
import { retell } from './revoice';
import { absenceSentence, archetypeSentences, compensationSentence, feelingSentences, unfelt } from './meaning';
import { motifTexts, type MotifHit } from './motifs';
import { agreement, phraseStart, spanPhrase } from './noun-phrases';
import { castPlurals, castSlots, readCast } from './roles';
import { lookup, pushTo } from '../text-utils';
import { bankTemplates, render, type Slots } from './voice';

/** Reading length follows the dream: about 100 words for one line, up to about 490 for a long report. */
export function targetWords(dreamWords: number): number {
  return Math.round(Math.min(480, 100 + 2 * dreamWords));
}

const ACTION_SHAPES: Record<string, string> = { flying: 'flight', falling: 'fall', swimming: 'water', drowning: 'water', 'being chased': 'chase' };

/** The images worth amplifying: the central one first, then the strongest others, as length allows. */
/** The person who speaks in a clause ("he said…" → "the man"), named as the dream first named them. */
function speakerAt(ctx: ReadingContext, clause: number): string | null {
  const m = ctx.drama.mentions.find((x) => x.clause === clause && x.role === 'subject' && x.hit.entry.kind === 'figure');
  if (!m) return null;
  // The speaker as this clause names them ("the charge nurse"), not the first of their kind ("the day nurse").
  const first = m.viaPronoun ? (ctx.drama.mentions.find((x) => x.hit === m.hit && !x.viaPronoun) ?? m) : m;
  return imageTerms(ctx, first).np.short;
}

/**
 * A gloss read by the moment's name: "With the cracked phone, help is cut off…". A gloss that
 * itself opens on the name ("your front teeth come loose") or names the same thing ("the oldest place
 * of safety opens up, the kitchen of childhood") is said alone, not "in your front teeth, your front
 * teeth come loose" or "in the childhood kitchen, … the kitchen of childhood".
 */
function glossAlone(voice: ReadingContext['voice'], gloss: string, name: string | null): string | null {
  if (!name) return null;
  const bare = (x: string): string => x.toLowerCase().replace(/^(the|your|a|an) /, '');
  // A gloss that opens on the thing the name is about ("your dorm hallway goes on…" for "your dorm
  // hallway without end") is said alone: "With your dorm hallway without end, your dorm hallway…" names it twice.
  const thing = name.replace(/ (?:without|that|who|which) .*$/, '');
  if (bare(gloss).startsWith(bare(thing)) || namesHead(gloss, name)) return `${gloss.charAt(0).toUpperCase()}${gloss.slice(1)}.`;
  return voice.say('gloss.alone', { gloss, name });
}

/** Words after which a moment's name goes on past its thing: "the door that would not open", "the child going first". */
const NAME_GOES_ON = new Set(['that', 'who', 'which', 'where', 'when', 'of', 'in', 'on', 'at', 'to', 'into', 'onto', 'from', 'with', 'off', 'over', 'under', 'through', 'by', 'for', 'without', 'like', 'as']);

/** Whether a gloss names the thing a moment's name is about ("face" of "your older face", not "open" of "the door that would not open"). */
function namesHead(gloss: string, name: string): boolean {
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  let end = words.length;
  for (let k = 1; k < words.length; k += 1) {
    const w = words[k] ?? '';
    if (NAME_GOES_ON.has(w) || w.endsWith('ing')) {
      end = k;
      break;
    }
  }
  const head = words[end - 1];
  if (!head || head.length < 3) return false;
  return (gloss.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => w === head || w === `${head}s` || `${w}s` === head);
}

function majorImages(ctx: ReadingContext, words: number): SymbolHit[] {
  const central = ctx.drama.central?.mention.hit ?? null;
  const room = words <= 25 ? 0 : words <= 80 ? 1 : words <= 150 ? 2 : words <= 220 ? 3 : 4;
  const others = ctx.drama.images.filter((h, k) => {
    if (h === central) return false;
    // An image named once in passing ("that I sold her car") is told, not amplified.
    const reasons = ctx.drama.imageReasons[k] ?? [];
    // The first scene's creatures and things count; later ones must act, recur or carry feeling.
    const opening = reasons.includes('first') && h.entry.kind !== 'place';
    if (!opening && !reasons.some((r) => r !== 'first')) return false;
    if (ctx.cues.weakImages.has(h.entry.id)) return false;
    if (h.entry.kind === 'action') return lookup(ACTION_SHAPES, h.entry.label) === ctx.drama.shape.primary;
    return true;
  });
  // With little room, creatures and things go before places: the snake before the house it is in.
  const ordered = room < 3 ? [...others.filter((h) => h.entry.kind !== 'place'), ...others.filter((h) => h.entry.kind === 'place')] : others;
  return [...(central ? [central] : []), ...ordered.slice(0, room)];
}

/** A first clause that tells how the dream opens: "it always starts in…", "it begins with…". */
const OPENS_ITSELF = /^(it|the dream|this dream) (always |usually |often |normally |never |)(starts|begins|opens|started|began|opened)\b/i;
const POINTING_BACK = new Set(['it', 'them', 'him', 'her', 'this', 'that']);
const LEADING_PRONOUNS = new Set(['he', 'she', 'they']);
const WORKED = new Set(['acts', 'repeated', 'turn', 'ending']);
const QUOTE_MARKS = new Set(['"', '“', '”']);

/**
 * Whether an image's dictionary gloss may be read out: only for an image the dream works with (one
 * that acts, recurs or stands at the turn or the end), or the one image of a one-line dream. An image
 * merely set on stage is told, not amplified: its gloss would be the stock one for any dream that has it.
 */
function glossable(ctx: ReadingContext, hit: SymbolHit, dreamWords: number): boolean {
  const first = firstMention(ctx, hit);
  if (first && partOfThing(ctx.tokens, ctx.drama.mentions, first)) return false;
  if (dreamWords <= 25) return true;
  const k = ctx.drama.images.indexOf(hit);
  const reasons = ctx.drama.imageReasons[k] ?? [];
  return reasons.some((r) => WORKED.has(r) || (r === 'feeling' && hit === ctx.drama.central?.mention.hit));
}

interface Walk {
  ctx: ReadingContext;
  majors: SymbolHit[];
  central: SymbolHit | null;
  /** An everyday dream: its images are glossed briefly, not inflated. */
  plain: boolean;
  /** Marks a sentence the reading can drop when it runs long. */
  optional: (sentence: string, priority: number) => string;
  /** Motifs already interpreted, so that none is read twice. */
  read: Set<MotifHit>;
  /** Few motifs: the images' own glosses carry more of the reading. */
  sparse: boolean;
  /** Sentences that only retell a moment (no reading), by the clause they retell: two in a row are joined. */
  plainTold: Map<string, string>;
}

/** Is one of the tokens from `from` up to `to` (clamped to the dream) a quotation mark? */
function quoteMarkIn(tokens: readonly SenseToken[], from: number, to: number): boolean {
  const end = Math.min(to, tokens.length);
  for (let k = from; k < end; k += 1) if (QUOTE_MARKS.has(tokens[k]?.normal ?? '')) return true;
  return false;
}

/** Amplifies the major images whose first mention lies in clauses just told (since `told` held `mark` clauses). */
function amplifyTold(w: Walk, mark: number, depth: 'full' | 'brief' | 'auto' = 'auto'): string[] {
  const out: string[] = [];
  const now = toldSince(w.ctx.told, mark);
  for (const hit of w.majors) {
    if (w.ctx.touched.has(hit) || !glossable(w.ctx, hit, w.ctx.input.parsed.wordCount)) continue;
    const m = firstMention(w.ctx, hit);
    // A myth is told only for a short dream: beside a long dream's own story it reads as a dictionary entry.
    const d = depth === 'auto' ? (hit === w.central && !w.plain && w.ctx.input.parsed.wordCount <= 90 ? 'full' : 'brief') : depth;
    // The second sentence of an amplification (its gloss) is the first thing a short reading gives up.
    if (m && now.includes(m.clause)) out.push(...amplify(w.ctx, m, d).map((x, k) => (k ? w.optional(x, 3) : x)));
  }
  return out;
}

/** JavaScript's `\s`: the characters between words. */
function isSpace(code: number): boolean {
  if (code > 32 && code < 0xa0) return false;
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/**
 * Words in the sentences, as `parts.join(' ').split(/\s+/).filter(Boolean)` would count them,
 * without building either: the reading's length is counted again after every cut.
 */
function wordsIn(parts: readonly string[]): number {
  let n = 0;
  for (const part of parts) {
    let inWord = false;
    for (let i = 0; i < part.length; i += 1) {
      const space = isSpace(part.charCodeAt(i));
      if (!space && !inWord) n += 1;
      inWord = !space;
    }
  }
  return n;
}

/**
 * The slots a motif's phrasings may name: the image ({x}), the one who acts ({who}), the place.
 * A motif is glossed, named and asked about with the same slots: they are read once per reading
 * (and never changed by those who read them).
 */
const slotsMemo = new WeakMap<MotifHit, { slots: Slots; plural: ReadonlySet<string> }>();

function motifSlots(ctx: ReadingContext, h: MotifHit): { slots: Slots; plural: ReadonlySet<string> } {
  let known = slotsMemo.get(h);
  if (!known) {
    known = readMotifSlots(ctx, h);
    slotsMemo.set(h, known);
  }
  return known;
}

function readMotifSlots(ctx: ReadingContext, h: MotifHit): { slots: Slots; plural: Set<string> } {
  const slots: Slots = {};
  const plural = new Set<string>();
  if (h.x) {
    const a = agreement(h.x.plural);
    // The bare noun ("phone screen"), for names such as "the rising {xBare}".
    const bare = h.x.short.replace(/^(the|your|his|her|their|a|an|this|that|these|those|some) /i, '');
    Object.assign(slots, { x: h.x.definite, xShort: h.x.short, xBare: bare, xIt: a.it, xIs: a.is, xWas: a.was, xHas: a.has, xIts: a.its, xThem: a.them, xS: a.s, xEs: h.x.plural ? '' : 'es' });
    if (h.x.plural) plural.add('x').add('xShort').add('xBare');
  }
  const c = ctx.drama.clauses[h.clause];
  if (c && c.subject === 'other') {
    const m = ctx.drama.mentions.find((x) => x.clause === c.index && x.role === 'subject' && (x.hit.entry.kind === 'figure' || x.hit.entry.kind === 'animal'));
    const first = m ? (ctx.drama.mentions.find((x) => x.hit === m.hit && !x.viaPronoun) ?? m) : null;
    if (first) {
      const np = imageTerms(ctx, first).np;
      slots.who = np.short;
      if (np.plural) plural.add('who');
    }
  }
  const scene = ctx.drama.scenes.find((s) => h.clause >= s.first && h.clause <= s.last);
  if (scene?.setting) slots.place = imageTerms(ctx, scene.setting).np.short;
  return { slots, plural };
}

/** The moment a motif is read at, with the figure it names, for a gloss that casts it in a role ("whose standard {x} sets"). */
function momentOf(ctx: ReadingContext, h: MotifHit): GlossMoment {
  const figure = ctx.drama.mentions.find((m) => m.start <= h.token && h.token < m.end && m.hit.entry.kind === 'figure')?.hit ?? null;
  return { clause: h.clause, token: h.token, figure };
}

/** The motif's gloss, a clause to weave after the retold moment, or null. */
function glossOf(ctx: ReadingContext, h: MotifHit, told?: string | null): string | null {
  const { slots, plural } = motifSlots(ctx, h);
  // Naming the image again is no echo ("the massive snake in the airing cupboard"); saying the moment again is.
  const image = [slots.x, slots.xShort, slots.who, slots.place].filter((v): v is string => typeof v === 'string' && v.length > 0);
  const withoutImage = (text: string): string => image.reduce((t, v) => t.replaceAll(v, ' / '), text);
  // The moment's words are read once, for all the phrasings weighed against it.
  let said: string[] | null = null;
  const moment = momentOf(ctx, h);
  return ctx.voice.fill(`mg.${h.motif.id}`, slots, plural, (text) => !foreignToDream(ctx, text) && !glossClashes(ctx, text, moment) && !(told && (echoes(echoWords(withoutImage(text)), (said ??= echoWords(withoutImage(told)))) || retellsWithImage(withoutImage(text), withoutImage(told)))));
}

/**
 * "you missed the flight, and you are too late for the flight": a gloss whose first clause only says
 * what the dreamer does to the image the moment has just named tells the moment again in other words.
 */
export function retellsWithImage(gloss: string, told: string): boolean {
  const lead = gloss.split(/[,;:]/)[0] ?? '';
  return /^you (are|were|have|had|do|did|can|could)\b/.test(lead) && lead.includes(' / ') && told.includes(' / ');
}

const LETTER = /[\p{L}'’]/u;

/** Whether `text` holds `phrase` as whole words ("your old school", not "your old schoolbag"). */
function namesWhole(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (!LETTER.test(text.charAt(at - 1)) && !LETTER.test(text.charAt(at + phrase.length))) return true;
  }
  return false;
}

const PHRASE_AFTER = /^ (?:under|with|in|on|at|of|from|by|near|behind|beside|inside|over|that|who|which)\b/;

/** "the gaze of ", "the very colour of " before the image: its possessive reads better. */
const OF_THE = /\bthe ((?:[a-z]+ ){0,2}[a-z]+) of $/;

/** Where a gloss's image after these words stands as a clause's subject: "…, and it belongs…". */
const SUBJECT_SLOT = /(?:^|[;:,] |\b(?:and|but|so|as|because|which means|that) )$/;

/**
 * A gloss woven into the sentence that has just named its image ("you were at your old school, and
 * your old school belongs to an earlier stage…") names it by a pronoun ("…, and it belongs to an
 * earlier stage"): the same phrase twice in a sentence reads as a form filled in. A gloss that
 * stands as a sentence of its own keeps the name (after another sentence, "it" could be anything),
 * and so does a person ("it" would not do, and "he" or "she" the dream may not say) and an image
 * named by one word.
 */
function namedOnce(ctx: ReadingContext, h: MotifHit, sentence: string | null, gloss: string): string | null {
  const x = h.x;
  if (!sentence || !x || !x.definite.includes(' ')) return sentence;
  const name = x.definite;
  const g = sentence.indexOf(gloss);
  const at = g < 0 ? -1 : gloss.indexOf(name);
  if (at < 0 || LETTER.test(gloss.charAt(at + name.length)) || LETTER.test(gloss.charAt(at - 1))) return sentence;
  // "it under its cover is…", "with it, something…": a pronoun cannot carry a phrase of its own or open the gloss as a bare "with".
  if (PHRASE_AFTER.test(gloss.slice(at + name.length)) || /^with $/.test(gloss.slice(0, at))) return sentence;
  // "finding the kittens … are" has its verb agree with the image; "finding them are" would show it.
  if (x.plural && /[a-z]ing $/.test(gloss.slice(0, at))) return sentence;
  const before = sentence.slice(0, g);
  // The moment may name it with an article of its own ("a woman in a red coat: …the very colour of the red coat").
  const said = before.slice(before.lastIndexOf('. ') + 1).toLowerCase();
  const bare = name.toLowerCase().replace(/^(?:the|your|a|an) /, '');
  if (!namesWhole(said, name.toLowerCase()) && !(bare.includes(' ') && namesWhole(said, bare))) return sentence;
  const m = ctx.drama.mentions.find((k) => k.end === x.end && !k.viaPronoun);
  if (!m || m.hit.entry.kind === 'figure') return sentence;
  // "the suitcase is gone, you are only holding a paper bag of pear drops, and it goes missing": a
  // thing the dreamer takes up after the name, of the same number, would take the pronoun for
  // itself, and the reading would lose the wrong thing.
  const tail = said.slice(said.lastIndexOf(bare) + bare.length);
  for (const c of ctx.drama.clauses) {
    if (c.start < x.end || c.subject !== 'dreamer' || c.verb === null || ctx.tokens[c.start]?.sentence !== ctx.tokens[x.end - 1]?.sentence) continue;
    // The first noun after the dreamer's verb: the thing the dreamer now holds, sees or takes.
    const held = ctx.tokens.slice(c.verb + 1, c.end).find((t) => t.pos === 'NOUN');
    if (held && isPluralToken(held) === x.plural && namesWhole(tail, held.normal)) return sentence;
  }
  const lead = gloss.slice(0, at);
  const rest = `${gloss.slice(at + name.length)}${sentence.slice(g + gloss.length)}`;
  // "the gaze of the fox" becomes "its gaze", not "the gaze of it".
  const of = OF_THE.exec(lead);
  if (of) return `${before}${lead.slice(0, of.index)}${x.plural ? 'their' : 'its'} ${of[1]}${rest}`;
  const pronoun = x.plural ? (SUBJECT_SLOT.test(lead) ? 'they' : 'them') : 'it';
  return `${before}${lead}${pronoun}${rest}`;
}

const echoWords = (t: string): string[] => t.toLowerCase().match(/[a-z']+|\//g) ?? [];

/**
 * A reading that says the moment over again ("you open the door, and you open the door"): four
 * words in a row in both, or the same two words before the image in both ("late for / …" and
 * "too late for /"). The words are compared where they stand (a gloss and a moment are a dozen
 * words or two each).
 */
function echoes(gloss: readonly string[], said: readonly string[]): boolean {
  for (let i = 0; i + 3 < gloss.length; i += 1) {
    for (let j = 0; j + 3 < said.length; j += 1) if (sameWords(gloss, i, said, j, 4)) return true;
  }
  for (let i = 0; i + 2 < gloss.length; i += 1) {
    if (gloss[i + 2] !== '/') continue;
    for (let j = 0; j + 2 < said.length; j += 1) if (said[j + 2] === '/' && sameWords(gloss, i, said, j, 2)) return true;
  }
  return false;
}

function sameWords(a: readonly string[], i: number, b: readonly string[], j: number, n: number): boolean {
  for (let k = 0; k < n; k += 1) if (a[i + k] !== b[j + k]) return false;
  return true;
}

/** How the reading names a motif's moment again ("the cracked phone"), or null. */
function nameOf(ctx: ReadingContext, h: MotifHit): string | null {
  const { slots, plural } = motifSlots(ctx, h);
  if (h.motif.hasName) {
    const n = ctx.voice.fill(`mn.${h.motif.id}`, slots, plural, (text) => !inventsImage(ctx, text, true));
    if (n) return n;
  }
  return h.x?.definite ?? null;
}

/** The strongest motif of a beat not yet read; a waking beat only has waking motifs. */
const OVERTURNING = new Set(['but', 'yet', 'though', 'although', 'except', 'however']);

/**
 * A later clause of the beat, in the same sentence, opens on "but" and holds a motif of its own: the
 * clause at ci is overturned by it ("roses everywhere, but the pond was frozen").
 * A "but" with no reading of its own ("my old school, but it was dark") only colours the moment.
 */
function overturned(ctx: ReadingContext, b: Beat, ci: number): boolean {
  const at = ctx.drama.clauses[ci];
  if (!at) return false;
  const turn = b.clauses.find((c) => c.index > ci && c.sentence === at.sentence && OVERTURNING.has(ctx.tokens[c.start]?.normal ?? ''));
  // Only a "but" about another thing: "but it was dark" goes on about the same place.
  const other = turn?.subjectHead !== null && turn?.subjectHead !== undefined && ctx.tokens[turn.subjectHead]?.pos === 'NOUN' && turn.subjectHead >= turn.start;
  return turn !== undefined && other && b.motifs.some((h) => h.clause >= turn.index);
}

function bestMotif(w: Walk, b: Beat): MotifHit | null {
  let best: MotifHit | null = null;
  for (const h of b.motifs) {
    // A motif read once (the same gloss for "let it go" and "I didn't run") is not read again.
    if (w.read.has(h) || readAlready(w, h.motif.id)) continue;
    // A motif every reading of which claims what its moment does not show ("panic takes over" where
    // the sentence sets stillness against the fear) is no motif of this beat: the beat is told as itself.
    if (!mayGloss(w.ctx, h)) continue;
    // "roses everywhere, but the pond was frozen": what a "but" later in the
    // moment sets against is not what the moment means; the clause after the "but" is.
    if (overturned(w.ctx, b, h.clause)) continue;
    // The heaviest, then the earliest; of two alike, the first.
    if (!best || h.motif.weight > best.motif.weight || (h.motif.weight === best.motif.weight && h.token < best.token)) best = h;
  }
  return best;
}

/** Some gloss of the motif holds to what its moment shows (the phrasings read before their slots are filled). */
const mayGlossMemo = new WeakMap<MotifHit, boolean>();
function mayGloss(ctx: ReadingContext, h: MotifHit): boolean {
  let ok = mayGlossMemo.get(h);
  if (ok === undefined) {
    const moment = momentOf(ctx, h);
    ok = motifTexts(h.motif.id).gloss.some((g) => !glossClashes(ctx, g, moment));
    mayGlossMemo.set(h, ok);
  }
  return ok;
}

function readAlready(w: Walk, id: string): boolean {
  // Two motifs with the same reading (one per grammatical scope, as for rising water) are one motif.
  const gloss = motifTexts(id).gloss[0];
  for (const h of w.read) if (h.motif.id === id || (gloss !== undefined && motifTexts(h.motif.id).gloss[0] === gloss)) return true;
  return false;
}

// Patterns beatSentences reads for every moment, made once at load (none is global).
const OPENS_AS_IF = /^(as if|as though|like)\b/;
const OPENS_ON_AND = /^and /;
const OPENS_SUBORDINATE = /^(right |just )?(when|while|as|before|after|until|because|once|if|whenever|each time|every time)\b/i;
const OPENING_THE_OR_YOUR = /^(the|your) /;

// What a piece named as "what comes next" may open with: a thing, a person or a doing ("a blue heron…",
// "your brother…", "driving a bus…"), not a place word ("outside, a field…").
const NAMED_FIRST = new Set(['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ', 'NUM', 'VERB']);

/** The part of speech of a retelling's first word, as the tagger reads it alone. */
function leadWordOf(ctx: ReadingContext, text: string): string {
  const first = text.split(' ')[0]?.toLowerCase() ?? '';
  if (first === 'your') return 'PRON';
  const t = ctx.tokens.find((x) => x.normal === first || x.value.toLowerCase() === first);
  return t?.pos ?? '';
}

/**
 * One moment of the dream, retold and read: the retold clause with its motif woven in ("When your
 * phone screen was cracked…, help from the people closest to you is cut off"), or the moment told
 * and its new images amplified. `move` names the weave (weave.dev, weave.turn, weave.end…) and
 * `plain` the move for telling it without a motif.
 */
function beatSentences(w: Walk, b: Beat, weave: string, plainMove: string, quoteMove: string, clauseIndex?: number, maxWords = 16): string[] {
  const { ctx } = w;
  const { voice } = ctx;
  const h = bestMotif(w, b);
  const target = clauseIndex ?? h?.clause ?? b.clauses.find((c) => !ctx.told.has(c.index) && c.verb !== null)?.index;
  if (target === undefined) return [];
  const before = ctx.told.size;
  const wasTold = ctx.told.has(target);
  // "…and then through a little town" has no subject of its own; "In the end I found a key" does.
  const targetClause = ctx.drama.clauses[target];
  const startsWithPreposition = leadWord(ctx, target)?.pos === 'ADP' && (targetClause?.subject === 'none' || targetClause?.subjectHead === null);
  // "…and nobody else seemed to notice" is told with what went unnoticed, or not at all.
  const prevClause = ctx.drama.clauses[target - 1];
  const reaction = !wasTold && targetClause !== undefined && reactsToBefore(ctx, targetClause) && prevClause !== undefined && prevClause.sentence === targetClause.sentence && !ctx.told.has(prevClause.index);
  let C = wasTold ? null : reaction ? tellWithPartner(ctx, target, maxWords + 12) : startsWithPreposition ? tellWithPartner(ctx, target, maxWords + 4) : (tell(ctx, target, maxWords) ?? tellWithPartner(ctx, target, maxWords + 4));
  // The moment the dream is about (a strong motif, or the central image named there) is worth a longer
  // telling than any other: cut for length, it would leave the reading without its centre.
  if (C === null && !wasTold && !startsWithPreposition && !reaction && weighty(w, h, target)) C = tell(ctx, target, maxWords + 10) ?? tellWithPartner(ctx, target, maxWords + 12);
  // Someone's own words are the moment when nothing else of it can be told.
  const spoken = C === null && !wasTold && !startsWithPreposition && !reaction ? speechIn(ctx, b, target) : null;
  if (spoken) C = spoken;
  // Someone's words right after the moment told ("…and it was your current boss, and she said
  // "you should know this by now"") belong to it.
  const said = C && spaceSeparatedWords(C) <= 18 ? speechAfter(ctx, b) : null;
  // "she lifted one hand, as if to say "not yet"": a gesture's meaning is joined without "and".
  if (said) C = OPENS_AS_IF.test(said) ? `${C}, ${said}` : `${C}, and ${said.replace(OPENS_ON_AND, '')}`;
  const Q = C || wasTold || reaction ? null : quoteWithSubject(ctx, target);
  const out: string[] = [];
  // A motif whose clause was told earlier (with the first scene) while this beat tells another clause is
  // read by its name after the moment told, never woven into a clause it is not about.
  if (h && h.clause !== target && ctx.told.has(h.clause) && !wasTold) {
    const s = C ? voice.say(plainMove, { clause: C }) : Q ? voice.say(quoteMove, { quote: Q }) : null;
    if (!s) return out;
    out.push(s);
    const gloss = glossOf(ctx, h);
    const name = nameOf(ctx, h);
    const s2 = gloss && name ? namedOnce(ctx, h, glossAlone(voice, gloss, name), gloss) : null;
    if (s2) {
      w.read.add(h);
      out.push(s2);
    }
    return out;
  }
  // "he'd go "bit of turbulence mate" | and eat a meat pie out of his pouch": words told in place of
  // the motif's clause leave that clause untold, and its gloss ("eating is taking something in")
  // would read a moment the reading has not said.
  const glossUntold = spoken !== null && h !== null && h.clause === target && !ctx.told.has(target);
  if (h && !glossUntold) {
    const gloss = glossOf(ctx, h, C);
    if (gloss) {
      // A retelling that itself opens with "when" or "right before" cannot follow "When…": it takes the plain forms.
      const sub = C !== null && OPENS_SUBORDINATE.test(C);
      const woven = C ? (sub ? voice.say('weave.sub', { clause: C, gloss }) : null) ?? voice.say(weave, { clause: C, gloss }) : Q ? voice.say('weave.quote', { quote: Q, gloss }) : wasTold ? glossAlone(voice, gloss, nameOf(ctx, h)) : null;
      const s = namedOnce(ctx, h, woven, gloss);
      if (s) {
        w.read.add(h);
        out.push(s);
        // A long moment with a second motif of another kind ("right before we hit the ground… my
        // childhood kitchen") is read twice, the second time by name.
        const other = bestMotif(w, b);
        // Not the same image read twice ("the half of her ice lolly you were given… the half of her ice lolly is given").
        const sameImage = other?.x && h.x ? other.x.end === h.x.end : Boolean(other?.x && C?.includes(other.x.short.replace(OPENING_THE_OR_YOUR, '')));
        if (other && other.motif.theme !== h.motif.theme && other.motif.weight >= 2.5 && !sameImage) {
          const g = glossOf(ctx, other);
          const name = nameOf(ctx, other);
          const s2 = g && name ? namedOnce(ctx, other, glossAlone(voice, g, name), g) : null;
          if (s2) {
            w.read.add(other);
            out.push(w.optional(s2, 3));
          }
        }
        // The motif has read the moment; in a dream read mostly through its motifs the image's gloss
        // is left out, elsewhere the central image gets a brief word, unless the motif's image is it.
        const central = w.central && w.sparse && !(h.x && firstMention(ctx, w.central)?.end === h.x.end) ? [w.central] : [];
        out.push(...amplifyTold({ ...w, majors: w.majors.filter((x) => central.includes(x)) }, before, 'brief').map((a) => w.optional(a, 4)));
        return out;
      }
    }
  }
  if (wasTold) return out;
  // A moment told without a motif brings its new images' glosses where the dream has few motifs; where
  // the dream is read through its motifs, a dictionary gloss would stand out, and only the central image
  // may have one, briefly.
  // The moment is said before its images are amplified: an amplification that frames the image with
  // its clause ("the water just stopped…, and water belongs to…") would otherwise say the moment first
  // and leave the moment itself to be refused as said.
  // A short clause opened by "when" with nothing after it ("when I was in trouble", cut from "the way my
  // grandmother used to when I was in trouble") is no moment: told alone, it is no sentence.
  if (C && plainMove === 'then' && OPENS_SUBORDINATE.test(C) && !C.includes(',') && spaceSeparatedWords(C) <= BARE_SUBORDINATE_WORDS) C = null;
  // The dream's own time word before the moment ("at some point we went…") is its transition.
  const own = C && plainMove === 'then' && !OWN_TIME_WORD.test(C) ? timeWordBefore(ctx, target) : null;
  const told = own && C ? `${own} ${C}` : C;
  const s = told ? (plainMove === 'then' && OWN_TIME_WORD.test(told) ? ownTransition(ctx, told) : voice.say(plainMove, { clause: told })) : Q ? voice.say(quoteMove, { quote: Q }) : null;
  const amps = s ? (w.sparse ? amplifyTold(w, before, w.plain ? 'brief' : 'auto') : amplifyTold({ ...w, majors: w.majors.filter((x) => x === w.central) }, before, 'brief').map((a) => w.optional(a, 4))) : [];
  if (s) out.push(s, ...amps);
  if (s && told && plainMove === 'then' && !amps.length) w.plainTold.set(s, told);
  return out;
}

// The dream's own word for how one moment follows another ("suddenly", "at some point") is the
// transition: a connective of the reading's own before it would say it twice. (A "when…" is not: told
// alone, a clause it opens would be no sentence.)
const OWN_TIME_WORD = /^(suddenly|all of a sudden|at some point|at one point|at first|eventually|finally|meanwhile|then|later|soon|afterwards|after a while|by then|at that point|the next thing|next thing)\b/i;

/** Time words a dreamer opens a moment with, by their first word, as the words that follow it. */
const TIME_WORDS: ReadonlyMap<string, readonly string[][]> = new Map([
  ['suddenly', [[]]],
  ['eventually', [[]]],
  ['afterwards', [[]]],
  ['meanwhile', [[]]],
  ['at', [['some', 'point'], ['one', 'point'], ['first']]],
  ['all', [['of', 'a', 'sudden']]],
  ['after', [['a', 'while']]],
]);
const LEADING_JOINERS = new Set(['and', 'but', 'so', ',', 'then']);

/**
 * The time word the dreamer opens clause `ci` with ("At some point we went…", "…and suddenly the
 * lights went out"), which the retelling leaves out with the clause's markers; null when there is none.
 */
function timeWordBefore(ctx: ReadingContext, ci: number): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  let i = c.start;
  while (i < c.end && LEADING_JOINERS.has(ctx.tokens[i]?.normal ?? '')) i += 1;
  const first = ctx.tokens[i]?.normal ?? '';
  for (const rest of TIME_WORDS.get(first) ?? []) {
    if (rest.every((word, k) => ctx.tokens[i + 1 + k]?.normal === word)) return [first, ...rest].join(' ');
  }
  return null;
}

/** A moment told on its own time word, as the dreamer moved on: "Suddenly the lights went out." */
function ownTransition(ctx: ReadingContext, C: string): string | null {
  const s = `${C.charAt(0).toUpperCase()}${C.slice(1)}.`;
  if (ctx.voice.repeats(s)) return ctx.voice.say('then', { clause: C });
  ctx.voice.remember(s);
  return s;
}

/** What may stand before a first moment to be joined: nothing, or a connective of one to three words. */
const SHORT_LEAD = /^((then|and|and then|soon|at one point|at this point|later|next|after that|from there),? )?$/i;

/** Most words of a clause opened by "when" that can only be the clause alone, with no main clause after it. */
const BARE_SUBORDINATE_WORDS = 5;

/** Most words two retold moments may take as one sentence before the joined sentence runs on too long. */
const JOIN_WORDS = 30;

/**
 * Two moments retold one after the other with no reading between them, joined as one telling joins
 * them ("you went up the escalators, and then you hid in a photo booth"), since a row of short
 * "Then…", "Later…" sentences reads like a list. The phrasing comes from `join` in the bank, chosen by
 * the second moment's words; a moment on its own time word ("suddenly…") is joined by "and" alone.
 */
function joinTold(voice: ReadingContext['voice'], first: string, firstClause: string, clause: string): string | null {
  if (!first.endsWith('.') || /["“”]/.test(clause) || /["“”]/.test(first)) return null;
  if (spaceSeparatedWords(first) + spaceSeparatedWords(clause) > JOIN_WORDS) return null;
  // Only a moment told after a short connective ("Then…", "At one point…") or none: one told inside a
  // frame ("There is also the moment when…", "You tell me that…") would take the second into the frame.
  const lead = first.slice(0, -1 - firstClause.length);
  if (!first.slice(0, -1).toLowerCase().endsWith(firstClause.toLowerCase()) || !SHORT_LEAD.test(lead)) return null;
  const own = OWN_TIME_WORD.test(clause);
  // A first moment that already runs on with "and" takes "; then" rather than one more ", and".
  const texts = own ? [', and {clause}'] : bankTemplates('join').filter((t) => !(firstClause.includes(' and ') && t.startsWith(', and')));
  const t = texts[voice.choose(texts.length, clause)];
  return t ? `${first.slice(0, -1)}${render(t, { clause })}.` : null;
}

/**
 * "slept in the cab at a Pilot in Rawlins", "we met at a Subway": a figure's word written with a
 * capital after "a" in mid-sentence is the name of a business or a place, no one present in the
 * dream; nor is a figure in the writer's words about their waking night.
 */
function nameOfAPlace(ctx: ReadingContext, m: Mention): boolean {
  const t = ctx.tokens[m.start];
  if (!t || t.inDream === false) return Boolean(t);
  const before = ctx.tokens[m.start - 1];
  return /^[A-Z][a-z]/.test(t.value) && (before?.normal === 'a' || before?.normal === 'an') && before.sentence === t.sentence && /^[a-z]/.test(before.value);
}

/** Whether a beat opens on a verb in the past, its subject left out: "Landed in a skip…", "Felt so proud…" (not "Please tell me…"). */
function opensOnPastVerb(ctx: ReadingContext, b: Beat): boolean {
  const c = b.clauses[0];
  if (!c || c.subject !== 'none') return false;
  const first = ctx.tokens.slice(c.start, c.end).find((t) => t.isWord && t.pos !== 'CCONJ' && t.pos !== 'ADV');
  return first !== undefined && first.pos === 'VERB' && first.normal !== first.lemma && !first.normal.endsWith('ing');
}

/** Whether clause `target` holds the beat's strong motif (`h`) or names the dream's central image. */
function weighty(w: Walk, h: MotifHit | null, target: number): boolean {
  if (h && h.clause === target && h.motif.weight >= 2) return true;
  return w.central !== null && w.ctx.drama.mentions.some((m) => m.clause === target && m.hit === w.central && !m.viaPronoun);
}

/** The quoted words of someone in the beat that follow, without a gap, the clauses just told. */
function speechAfter(ctx: ReadingContext, b: Beat): string | null {
  const told = b.clauses.filter((c) => ctx.told.has(c.index));
  const lastTold = told[told.length - 1];
  const next = lastTold ? b.clauses.find((c) => c.index === lastTold.index + 1) : undefined;
  return next && !ctx.told.has(next.index) ? tellSpeech(ctx, next.index) : null;
}

/** Someone's quoted words in the beat, from the target clause on (the clause of "…and said" may follow it). */
function speechIn(ctx: ReadingContext, b: Beat, target: number): string | null {
  // "And a voice, which was the snake but also sounded like my own voice, said "…"": words whose
  // speaker heads the sentence, clauses before the verb of saying, are told from that head.
  let head = ctx.drama.clauses[target];
  for (let prev = head ? ctx.drama.clauses[head.index - 1] : undefined; head && prev && prev.sentence === head.sentence && !prev.frame && !ctx.told.has(prev.index) && startsWithVerb(ctx, ctx.drama.clauses[target] ?? head); prev = ctx.drama.clauses[prev.index - 1]) head = prev;
  for (const c of b.clauses) {
    if (c.index < target || ctx.told.has(c.index)) continue;
    const first = ctx.drama.clauses[target];
    // "he held out a fish to me and I said "No thanks, I have enough"": a reply is told with what it answers.
    const asked = c.index === target && answersSomeone(ctx, c) ? ctx.drama.clauses[c.index - 1] : undefined;
    // From the start of its sentence where that is short enough ("There's a man on the roof… and he offers…").
    const opener = asked ? b.clauses.find((x) => x.sentence === c.sentence && !ctx.told.has(x.index)) : undefined;
    const s = (opener && opener !== asked && opener.index < c.index ? tellSpeech(ctx, c.index, opener.start, 30) : null) ?? (asked && !ctx.told.has(asked.index) ? tellSpeech(ctx, c.index, asked.start) : null) ?? tellSpeech(ctx, c.index, first && first.sentence === c.sentence && !ctx.told.has(target) ? first.start : undefined) ?? (head && head !== first && head.sentence === c.sentence ? tellSpeech(ctx, c.index, head.start) : null);
    if (s) return s;
  }
  // The moment is inside someone's words ("Dad just said, "…you have to pump it.""): the clause that
  // opens them comes before it.
  for (const c of b.clauses) {
    if (c.index >= target || ctx.told.has(c.index)) continue;
    const s = tellSpeech(ctx, c.index);
    if (s) return s;
  }
  return null;
}

const SUBORDINATE = new Set(['when', 'while', 'as', 'because', 'until', 'till', 'before', 'after', 'since', 'whenever', 'though', 'although', 'if', 'who', 'which', 'whose']);

/** The first word of a clause after its conjunctions and punctuation. */
function leadWord(ctx: ReadingContext, ci: number): { token: number; normal: string; pos: string } | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (!t || t.pos === 'PUNCT' || t.pos === 'CCONJ') continue;
    return { token: i, normal: t.normal, pos: t.pos };
  }
  return null;
}

/**
 * A clause that cannot stand alone, told with the clause it belongs to: "while I made her hot
 * chocolate" with the clause before it, "right before we hit the ground" with the one after it.
 */
function tellWithPartner(ctx: ReadingContext, ci: number, maxWords: number): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  const lead = leadWord(ctx, ci);
  // "…and then through a little town": a clause that opens with a preposition belongs to the one before it.
  const subordinate = (lead !== null && (SUBORDINATE.has(lead.normal) || lead.pos === 'ADP')) || reactsToBefore(ctx, c);
  const prev = ctx.drama.clauses[ci - 1];
  const next = ctx.drama.clauses[ci + 1];
  // "…I understood every word while they were speaking": a "while" after its main clause leads into nothing after it.
  const trailing = trailsMain(ctx, c) && prev !== undefined && prev.sentence === c.sentence;
  const pair = subordinate && prev && prev.sentence === c.sentence && !ctx.told.has(prev.index) && !prev.frame ? [prev, c] : !trailing && leadsInto(ctx, c) && next && next.sentence === c.sentence && !ctx.told.has(next.index) ? [c, next] : null;
  if (!pair) return null;
  const [a, b] = pair;
  if (!a || !b) return null;
  const r = retell(ctx.tokens, a.start, b.end, ctx.cues, maxWords);
  if (!r || r.last < b.start) return null;
  const text = startsWithVerb(ctx, a) ? subjectBack(ctx, a, r.text) : r.text;
  if (!text) return null;
  ctx.told.add(a.index);
  ctx.told.add(b.index);
  return text;
}

/** The dreamer's words for a clause, with its subject's clause when it starts with a verb ("…and said you look sad"). */
function quoteWithSubject(ctx: ReadingContext, ci: number): string | null {
  const lead = leadWord(ctx, ci);
  const c = ctx.drama.clauses[ci];
  const prev = ctx.drama.clauses[ci - 1];
  if (lead && (lead.pos === 'VERB' || lead.pos === 'AUX') && c && prev && prev.sentence === c.sentence && !ctx.told.has(prev.index)) {
    const q = quoteClause(ctx, prev.index, 30);
    const whole = q ? quoteSpan(ctx, prev.start, c.end, 30) : null;
    if (whole) {
      ctx.told.add(c.index);
      return whole;
    }
    return null;
  }
  if (lead && (lead.pos === 'VERB' || lead.pos === 'AUX')) return null;
  return quoteClause(ctx, ci);
}

/** The dreamer's exact words from token `from` to `to` (exclusive), in quotation marks, or null. */
function quoteSpan(ctx: ReadingContext, from: number, to: number, maxWords: number): string | null {
  const { spans } = ctx.drama;
  let a = from;
  while (a < to && (ctx.tokens[a]?.pos === 'PUNCT' || ctx.tokens[a]?.pos === 'CCONJ')) a += 1;
  let z = to - 1;
  while (z > a && (ctx.tokens[z]?.pos === 'PUNCT' || QUOTE_DANGLING.has(ctx.tokens[z]?.normal ?? ''))) z -= 1;
  if (!spans.exact[a] || !spans.exact[z]) return null;
  const quote = ctx.input.text.slice(spans.start[a], quoteEnd(ctx, z));
  if (/["“”\n]/.test(quote) || /[.!?] +\S/.test(quote) || quote.split(/\s+/).length > maxWords || ctx.tokens.slice(a, z + 1).some((t) => t.profane)) return null;
  return `"${quote}"`;
}

const PLOT_VERBS = new Set(['chase', 'flee', 'search', 'find', 'fall', 'fly', 'transform', 'give', 'attack', 'appear', 'rescue', 'fight', 'die', 'open']);

/** Story sentences worth a moment in the middle, best first: motifs, new images, feeling, plot verbs, markers. */
function middleChoices(w: Walk, beats: readonly Beat[]): Beat[] {
  const { ctx } = w;
  const seen = new Set<SymbolHit>();
  const scored: { beat: Beat; score: number }[] = [];
  const anyMotif = beats.some((b) => b.part === 'middle' && b.motifs.length);
  const manyMotifs = beats.filter((b) => b.motifs.length).length >= 3;
  for (const b of beats) {
    if (b.part !== 'middle') continue;
    let score = 0;
    for (const h of b.motifs) score = Math.max(score, 2 + h.motif.weight * 1.5);
    for (const c of b.clauses) {
      score += c.feelings.length * 0.8;
      if (c.verbClasses.some((v) => PLOT_VERBS.has(v))) score += 1.5;
      if (c.markers.includes('sudden') || c.markers.includes('revelation')) score += 1;
      for (const m of ctx.drama.mentions) {
        if (m.clause !== c.index || m.negated || seen.has(m.hit)) continue;
        seen.add(m.hit);
        score += w.majors.includes(m.hit) ? 2 : 0.5;
      }
    }
    // What a figure says in the dream's own words is often its key moment.
    if (b.clauses.some((c) => c.subject === 'other' && ctx.tokens.slice(c.start, c.end).some((t) => QUOTE_MARKS.has(t.normal)))) score += 2;
    // A moment with neither motif, major image nor feeling is only retold: where others are read, it
    // comes last, told only if the length allows (the dream's movement is not skipped where there is room).
    // Where the dream is read through its motifs, a moment without one is worth telling early only for a
    // new image or a feeling of its own.
    const retoldOnly = (anyMotif && score < 1.5) || (manyMotifs && !b.motifs.length && !b.clauses.some((c) => c.feelings.length) && !ctx.drama.mentions.some((m) => b.clauses.some((c) => c.index === m.clause) && w.majors.includes(m.hit) && !ctx.touched.has(m.hit)));
    if (retoldOnly && score < 0.5) continue;
    scored.push({ beat: b, score: retoldOnly ? score - 100 : score });
  }
  return scored.sort((a, c) => c.score - a.score || a.beat.sentence - c.beat.sentence).map((s) => s.beat);
}

/** Verbs by which a thing is taken in hand, given, found or set going: the moment a late image is handled. */
const HANDLING = new Set(['find', 'pick', 'give', 'hand', 'push', 'open', 'hold', 'play', 'show', 'unwrap', 'offer', 'lift', 'read', 'dig']);

/** The last moment of the story's second half where a thing, named by a noun, is handled, outside the turn and the ending. */
function lateHandled(ctx: ReadingContext, beats: readonly Beat[]): { beat: Beat; clause: number } | null {
  const half = ctx.story.length / 2;
  for (let k = ctx.story.length - 1; k >= half; k -= 1) {
    const c = ctx.story[k];
    if (!c || c.negated || c.irrealis || c.verb === null || ctx.told.has(c.index) || !HANDLING.has(c.verbLemma)) continue;
    // The thing named in the clause's own words: "she handed it to me" names it only through "it".
    const object = c.objectHead !== null && c.objectHead >= c.start && c.objectHead < c.end ? ctx.tokens[c.objectHead] : undefined;
    if (!object || (object.pos !== 'NOUN' && object.pos !== 'PROPN')) continue;
    const beat = beats.find((b) => b.clauses.includes(c));
    if (beat && beat.part === 'middle') return { beat, clause: c.index };
    // A later moment already at the turn or the ending is told there; an earlier one would not be the last.
    return null;
  }
  return null;
}

/**
 * The image of the story sentence just before the ending, when it stands in the last third of the
 * story and after the turn: a thing, place or figure the dream names there, not an action.
 */
function lastImage(ctx: ReadingContext, beats: readonly Beat[], turn: Beat | null): { beat: Beat; clause: number } | null {
  const ending = beats.find((b) => b.part === 'ending');
  if (!ending) return null;
  const beat = beats.filter((b) => b.part === 'middle' && b.sentence < ending.sentence).pop();
  const first = beat?.clauses[0];
  if (!beat || !first || (turn && beat.sentence < turn.sentence) || ctx.story.indexOf(first) < (ctx.story.length * 2) / 3) return null;
  // A clause that opens on "it" or "she" would need the moment it points back to.
  const opensOnPronoun = (c: Clause): boolean => ctx.tokens.slice(c.start, Math.min(c.end, c.start + 3)).some((t) => t.pos === 'PRON' && (POINTING_BACK.has(t.normal) || LEADING_PRONOUNS.has(t.normal)));
  const m = ctx.drama.mentions.find((x) => !x.negated && !x.viaPronoun && x.hit.entry.kind !== 'action' && !ctx.told.has(x.clause) && beat.clauses.some((c) => c.index === x.clause && c.verb !== null && !c.negated && !opensOnPronoun(c)));
  return m ? { beat, clause: m.clause } : null;
}

const SUBJECT_POS = new Set(['PRON', 'NOUN', 'PROPN', 'DET', 'ADJ', 'NUM']);

/** The last clause of a sentence whose telling stopped before it, told on its own: "Then you could see all the way to the hills." */
function closingRest(ctx: ReadingContext, clauses: readonly Clause[], image = false): string | null {
  const c = clauses[clauses.length - 1];
  if (!c || ctx.told.has(c.index) || !clauses.some((x) => ctx.told.has(x.index)) || c.negated || c.frame || c.verb === null || c.verb < c.start || c.verb >= c.end || !isFinite(ctx, c)) return null;
  // "a card on the pillow … like in a hotel": a "like" read as the verb leaves the clause without one.
  if (ctx.tokens[c.verb]?.normal === 'like') return null;
  // Where asked, only a clause that names an image of its own (a thing, a place, a figure).
  if (image && !ctx.drama.mentions.some((m) => m.clause === c.index && !m.negated && !m.viaPronoun && m.hit.entry.kind !== 'action')) return null;
  // Only a clause that opens on its subject stands alone: "trying to work out how to get her home",
  // "when I was small" or "not upset at all" would be told as a fragment.
  const lead = ctx.tokens.slice(c.start, c.end).find((t) => t.isWord && t.pos !== 'CCONJ' && t.pos !== 'ADV');
  if (!lead || c.subjectHead === null || !(SUBJECT_POS.has(lead.pos) || (lead.pos === 'VERB' && !lead.normal.endsWith('ing')))) return null;
  const mark = ctx.told.size;
  const C = tell(ctx, c.index, 16);
  // A telling that reaches back into the clause before ("not upset at all, and she was…") is no longer the rest.
  // …and one that leaves out the clause's own verb ("a card on the pillow", cut from "made up with…") is no moment.
  if (C && (toldSince(ctx.told, mark).some((i) => i !== c.index) || !C.toLowerCase().includes(ctx.tokens[c.verb]?.value.toLowerCase() ?? ''))) {
    for (const i of toldSince(ctx.told, mark)) ctx.told.delete(i);
    return null;
  }
  return C ? ctx.voice.say('then', { clause: C }) : null;
}

const SHOWN = new Set(['scream', 'yell', 'shout', 'cry', 'sob', 'laugh', 'giggle', 'smile', 'grin', 'shake', 'tremble', 'stare', 'run', 'hide', 'flee', 'slam', 'punch', 'hit', 'kick', 'shriek', 'weep', 'sweat', 'pound', 'gasp']);

/** The feeling words the dreamer uses first and last, when the dream's mood changes between them. */
function feelingArc(ctx: ReadingContext): { first: string; last: string } | null {
  // Only words that name a feeling: "shouting" or "laughed" show one without naming it.
  const told = ctx.drama.clauses.filter((c) => !c.outside);
  const feelings = told.flatMap((c, k) => c.feelings.filter((f) => f.weight >= 0.45 && !SHOWN.has(ctx.tokens[f.token]?.lemma ?? '') && ctx.tokens[f.token]?.pos !== 'ADV' && !unfelt(ctx, f.token)).map((f) => ({ ...f, at: k })));
  const a = feelings[0];
  const z = feelings[feelings.length - 1];
  if (!a || !z || a === z || (a.emotion === 'happiness') === (z.emotion === 'happiness')) return null;
  // The arc is the dream's only if it spans it: a fear in the last lines followed by delight on waking
  // is no journey "from the start", and the reading would misplace the fear.
  if (a.at >= told.length / 2 || z.at < told.length / 2) return null;
  // "afraid and also a little happy": two feelings in one sentence are felt at once, not one after the other.
  if (ctx.tokens[a.token]?.sentence === ctx.tokens[z.token]?.sentence) return null;
  const word = (i: number): string | null => {
    const { spans } = ctx.drama;
    if (!spans.exact[i]) return null;
    const v = ctx.input.text.slice(spans.start[i], spans.end[i]);
    return /^[\p{L}'’-]+$/u.test(v) ? `"${v}"` : null;
  };
  const first = word(a.token);
  const last = word(z.token);
  return first && last && first.toLowerCase() !== last.toLowerCase() ? { first, last } : null;
}

/**
 * Where the structure finds no turn (no marker, no gift, no attack), the dream still turns where its
 * weightiest moment stands in its second half: the ice that starts to crack, the rung that breaks.
 */
function lateTurn(beats: Beat[]): Beat | null {
  const middle = beats.filter((b) => b.part === 'middle' || b.part === 'turn');
  const story = beats.filter((b) => b.part !== 'waking');
  if (story.length < 5) return null;
  let best: Beat | null = null;
  let weight = 2.4;
  story.forEach((b, k) => {
    if (!middle.includes(b) || k < story.length * 0.45) return;
    const w = Math.max(0, ...b.motifs.filter((h) => !['afterglow', 'release'].includes(h.motif.theme)).map((h) => h.motif.weight));
    if (w > weight) {
      weight = w;
      best = b;
    }
  });
  if (best) (best as Beat).part = 'turn';
  return best;
}

const KIN_WORDS: Record<string, 'his' | 'her' | 'their'> = {
  mom: 'her', mum: 'her', mother: 'her', mommy: 'her', mama: 'her', grandma: 'her', grandmother: 'her', granny: 'her', nana: 'her', nan: 'her', nanna: 'her', gran: 'her', grandmom: 'her', gramma: 'her', sister: 'her', wife: 'her', daughter: 'her', aunt: 'her', girlfriend: 'her',
  dad: 'his', father: 'his', daddy: 'his', papa: 'his', grandpa: 'his', grandfather: 'his', brother: 'his', husband: 'his', son: 'his', uncle: 'his', boyfriend: 'his', grandad: 'his', granddad: 'his', gramps: 'his', grandpop: 'his',
  friend: 'their', dog: 'their', cat: 'their', partner: 'their',
};
const KIN = new Map(Object.entries(KIN_WORDS));
/** Words that may stand between "my" and a kinsman without making them someone else: "my younger brother". */
const KIN_ADJECTIVES = new Set(['younger', 'older', 'elder', 'eldest', 'oldest', 'youngest', 'little', 'big', 'baby', 'late', 'dear', 'beloved', 'twin', 'only', 'best', 'step', 'half']);
const DEATH = new Set(['die', 'died', 'dead', 'passed', 'funeral', 'death']);
/** Verbs that report, fear or interpret: what follows them is said or feared, not what happened. */
const SAYING = new Set(['say', 'tell', 'think', 'believe', 'mean', 'fear', 'worry', 'warn', 'claim', 'predict', 'read', 'scare', 'afraid']);
/** Words that put a death in the future or among possibilities. */
const FORESEEING = new Set(['will', 'would', "'ll", 'might', 'may', 'could', 'going', 'gonna', 'if']);

/**
 * The person whose death the report mentions ("My mom died in March", "my grandpa, who passed two
 * years ago"): a grief dream is read first as such. Said anywhere in the report, back-story included.
 */
/** Someone named by `word` ("nan", "dog") acts in the story: the subject, resolved, of a clause without a death in it. */
function appearsInStory(ctx: ReadingContext, word: string): boolean {
  return ctx.story.some((c) => {
    if (c.subject !== 'other' || c.subjectHead === null || ctx.tokens[c.subjectHead]?.normal !== word) return false;
    return !ctx.tokens.slice(c.start, c.end).some((t) => DEATH.has(t.normal) || t.lemma === 'die');
  });
}

function mournedFigure(ctx: ReadingContext): { text: string; their: string } | null {
  const { tokens } = ctx;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    const their = t ? KIN.get(t.normal) : undefined;
    if (!t || !their) continue;
    // "my brother", and "my younger brother", "our late mother": a word of age or affection may stand between.
    const owner = KIN_ADJECTIVES.has(tokens[i - 1]?.normal ?? '') ? i - 2 : i - 1;
    if (tokens[owner]?.normal !== 'my' && tokens[owner]?.normal !== 'our') continue;
    // "We had to put our dog Biscuit to sleep two weeks ago": a pet's death, said the gentle way.
    const putToSleep = tokens[i - 2]?.normal === 'put' && tokens.slice(i + 1, i + 5).some((y, n, ys) => (y.normal === 'sleep' && ys[n - 1]?.normal === 'to') || (y.normal === 'down' && n === 0));
    if (putToSleep && (t.normal === 'dog' || t.normal === 'cat')) {
      if (t.inDream !== false && !appearsInStory(ctx, t.normal)) return null;
      return { text: `your ${t.normal}`, their };
    }
    for (let k = i + 1; k < Math.min(tokens.length, i + 9) && tokens[k]?.sentence === t.sentence; k += 1) {
      const x = tokens[k];
      if (!x || !DEATH.has(x.normal)) continue;
      // "my mom almost died", "my dad is not dead": no death to mourn.
      if (tokens.slice(i, k).some((y) => ['not', 'almost', 'nearly', 'never'].includes(y.normal))) break;
      // "my girlfriend says it means somebody will die", "my mom was scared I would die": a death
      // someone speaks of, fears or foresees is no death that happened, nor hers.
      if (tokens.slice(i + 1, k).some((y) => SAYING.has(y.lemma) || FORESEEING.has(y.normal))) break;
      if (x.normal === 'passed' && tokens[k + 1]?.normal !== 'away' && !/^\d|years|months|ago|last|in$/.test(tokens[k + 1]?.normal ?? '')) continue;
      // "my sister was calling but the line was dead": the death word is said of another noun.
      if ((tokens[k - 1]?.lemma === 'be' || tokens[k - 1]?.normal === 'went') && (tokens[k - 2]?.pos === 'NOUN' || tokens[k - 2]?.pos === 'PROPN') && k - 2 > i) continue;
      // A death the writer tells apart from the dream ("My dad died last spring.") makes it a grief dream;
      // one named in passing inside it ("I tried to summon my dog Pepper, who died last year") does so
      // only if the one who died does something in the dream.
      if (t.inDream !== false && !appearsInStory(ctx, t.normal)) return null;
      return { text: `your ${t.normal}`, their };
    }
  }
  return null;
}

/** The theme most of the dream's moments share, with the moments, when two or more do. */
function mainTheme(hits: readonly MotifHit[]): { theme: string; hits: MotifHit[] } | null {
  const by = new Map<string, MotifHit[]>();
  for (const h of hits) pushTo(by, h.motif.theme, h);
  let best: { theme: string; hits: MotifHit[] } | null = null;
  for (const [theme, list] of by) {
    const distinct = new Set(list.map((h) => h.sentence)).size;
    if (distinct < 2) continue;
    if (!best || list.length > best.hits.length) best = { theme, hits: list };
  }
  return best;
}

/** A first clause that places the dreamer and does nothing else: "you were" and a place or an "-ing". */
const SCENE_ONLY = /^you were ((?:[a-z]+ing|in|at|on|inside|outside|back|by|under|near|up|down)\b[^,;:"“”]*)$/;
/** A scene that goes on into a second clause ("…at home and the phone rang") is a moment, not a place. */
const SCENE_GOES_ON = /\b(and|but|when|because|so|then|was|were|is|are|had|did|could|couldn't|would|which|who|that)\b/;

const BARE_PERSONS = /^the (man|woman|men|women|people|person|guy|lady|boy|girl|kid|kids|someone|others?)$/;

/** Figures too young to look on and say what they see. */
const UNSPEAKING = new Set(['baby', 'infant', 'newborn', 'toddler', 'foetus', 'fetus']);

/** Only a person or creature who could look on and speak is asked what they would see or say: not a baby. */
export function canLookOn(ctx: ReadingContext, m: Mention): boolean {
  return (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal') && !UNSPEAKING.has(ctx.tokens[m.end - 1]?.lemma ?? '');
}

/** "Your dad … what would he tell you": a person the dream gives a sex is "he" or "she", not "they". */
export function pronounOf(ctx: ReadingContext, m: Mention): string {
  if (m.plural) return 'they';
  if (m.hit.entry.kind !== 'figure') return 'it';
  const sex = ctx.cues.gender.get(ctx.tokens[m.end - 1]?.lemma ?? '');
  if (sex === 'male') return 'he';
  if (sex === 'female') return 'she';
  // "my professor of structures was there and he said…": the dream's own "he" for the figure says it.
  for (const x of ctx.drama.mentions) {
    if (x.hit !== m.hit || !x.viaPronoun) continue;
    // (The mention spans the words pointed back to; the pronoun is the one its clause holds.)
    const c = ctx.drama.clauses[x.clause];
    if (!c) continue;
    let he = false;
    let she = false;
    for (let i = c.start; i < c.end; i += 1) {
      const w = ctx.tokens[i]?.normal ?? '';
      he ||= HE_PRONOUNS.has(w);
      she ||= SHE_PRONOUNS.has(w);
    }
    if (he !== she) return he ? 'he' : 'she';
  }
  return 'they';
}
const HE_PRONOUNS = new Set(['he', 'him', 'his']);
const SHE_PRONOUNS = new Set(['she', 'her', 'hers']);

export function composeReading(input: ComposeInput, lex: Lexicon): string {
  const ctx = createContext(input, lex);
  // Waking unable to move, with a presence in the room, is sleep paralysis: it is named and explained
  // rather than read scene by scene as a dream (which would give the body's stillness a symbol).
  const episode = sleepParalysis(ctx);
  if (episode) return paralysisReading(ctx, episode);
  const { drama, voice } = ctx;
  // Sentences the reading can do without, by how readily they go when it runs long.
  const optionals = new Map<string, number>();
  const optional = (sentence: string, priority: number): string => {
    optionals.set(sentence, priority);
    return sentence;
  };
  const dreamWords = input.parsed.wordCount;
  const target = targetWords(dreamWords);
  const majors = majorImages(ctx, dreamWords);
  const central = drama.central?.mention.hit ?? null;
  const scores = Object.values(input.emotions.scores);
  const beats = readBeats(ctx);
  const motifs = allMotifs(beats);
  // An everyday dream of several scenes is read as such; a one-line dream always gets its full amplification.
  const plain = ctx.story.length > 3 && drama.shape.primary === 'episode' && !drama.turn && drama.clauses.every((c) => c.feelings.length === 0) && Math.max(...scores) < 0.35;
  const w: Walk = { ctx, majors, central, plain, optional, read: new Set(), sparse: motifs.length < 3, plainTold: new Map() };
  const cast = readCast(ctx);
  const slots = castSlots(cast);
  const plural = castPlurals(cast);
  const shape = drama.shape.primary;
  const single = ctx.story.length <= 1 || (ctx.story.every((c) => c.sentence === ctx.story[0]?.sentence) && ctx.story.length <= 2);
  const theme = mainTheme(motifs);
  const arc = feelingArc(ctx);
  const endBeat = beats.find((b) => b.part === 'ending') ?? null;
  const turnBeat = beats.find((b) => b.part === 'turn') ?? lateTurn(beats);
  // The writer's life as they tell it, and where it shares a field with an image of the dream; a
  // sentence that links only through that field ("I am an accountant in Lagos") is the remark then.
  const said = lifeRemark(ctx);
  const link = lifeLink(ctx, said);
  // A remark that links to the dream is the one told, unless the told one mourns or says what the dreamer means to do.
  const remark = said && (said.mood === 'grief' || said.mood === 'act') ? said : (link?.remark ?? said);

  // What strikes a reader first: the reversal, the ending, or what the dream is about.
  const opening: string[] = [];
  // What the dream is about names no image the dream lacks ("the clock and its demands" for a waiting room).
  const about = theme ? voice.fill(`ta.${theme.theme}`, {}, undefined, (text) => !inventsImage(ctx, text)) : null;
  // A theme named without a setting must hold a good share of the moments, not be one of many.
  const clearTheme = theme !== null && theme.hits.length * 3 >= motifs.length;
  const mourned = mournedFigure(ctx);
  // A setting is named in the headline only where the dream opens in it ("at a music festival",
  // "in my childhood bedroom"), not where a place is merely mentioned ("near my parents' old house").
  const firstSentence = ctx.story[0]?.sentence;
  const openingPlace = drama.mentions.find((m) => m.hit.entry.kind === 'place' && !m.negated && !m.viaPronoun && drama.clauses[m.clause]?.sentence === firstSentence && ['at', 'in', 'inside', 'on', 'into'].includes(ctx.tokens[phraseStart(ctx.tokens, m) - 1]?.normal ?? ''));
  const openingSetting = openingPlace ? imageTerms(ctx, openingPlace).np.short : null;
  // Slots the cast does not have are written before the spread, the ones it has after it: the same
  // record, but V8 adds a key to a spread copy slowly (about a microsecond per new key).
  const strikeSlots: Slots = { about, first: arc?.first ?? null, last: arc?.last ?? null, their: mourned?.their ?? null, ...slots, setting: openingSetting, settingPrep: openingSetting === slots.setting ? slots.settingPrep : null, figure: mourned?.text ?? slots.figure ?? null };
  const strikeKeys = single ? [] : [
    ...(mourned ? ['strike.grief'] : []),
    ...(cast.pursuer && (drama.ending.kind === 'gift' || drama.turn?.kind === 'gift') ? ['strike.chaseGift'] : []),
    ...(cast.befriended ? ['strike.chaseFriend'] : []),
    ...(arc ? ['strike.arc'] : []),
    `strike.${shape}.${drama.ending.kind}`,
    ...(about ? ['strike.theme'] : []),
    `strike.${shape}`,
    // What the dream is working on, stated up front, so that the moments read after it have a thread.
    ...(about && clearTheme ? ['strike.themeBare'] : []),
  ];
  // A headline that already names the dream's shape makes the framing sentence redundant.
  let shapeSaid = false;
  for (const key of strikeKeys) {
    const s = voice.say(key, strikeSlots, plural);
    if (s) {
      opening.push(s);
      shapeSaid = key.startsWith(`strike.${shape}`);
      break;
    }
  }

  // The exposition: the first scene, retold and read.
  // The dream starts with its first event, not with a remark like "first time in months".
  // A verbless opening ("Not for college, just leaving.") gives way to the first clause with a subject.
  const firstClause = ctx.story.find((c) => c.verb !== null && c.subject !== 'none')?.index ?? ctx.story.find((c) => c.verb !== null)?.index ?? drama.exposition[0] ?? ctx.story[0]?.index;
  const openBeat = beats.find((b) => b.part === 'opening') ?? null;
  // A clause of the first scene left for the walk to read (see below).
  let openRest: number | null = null;
  // Whether the opening has told a moment of the story: where it could only quote the first line, the
  // first moment walked is the dream's beginning, and "And then…" or "Then…" before it would point back
  // to nothing.
  let storyBegun = false;
  if (firstClause !== undefined) {
    const before = ctx.told.size;
    const C = bareParticiple(ctx, firstClause, tell(ctx, firstClause, 26, true));
    storyBegun = C !== null;
    const h = openBeat ? bestMotif(w, openBeat) : null;
    const gloss = C && h && (h.clause === firstClause || ctx.told.has(h.clause)) ? glossOf(ctx, h, C) : null;
    // "it always starts in my grandparents' house" says itself how the dream opens: "At the start, it
    // always starts…" or "It begins like this: it always starts…" would say it twice.
    const ownOpening = C !== null && OPENS_ITSELF.test(C);
    const plain = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
    // A first scene that only places the dreamer ("you were sitting in a rocking chair by a big window")
    // is where the dream opens: "The dream opens with you sitting in a rocking chair…", no frame before it.
    const scene = C && !single && !ownOpening ? (SCENE_ONLY.exec(C)?.[1] ?? null) : null;
    const placed = scene && !SCENE_GOES_ON.test(scene) ? scene : null;
    const woven = gloss && C && h ? namedOnce(ctx, h, ownOpening ? `${plain(C)}, and ${gloss}.` : ((placed ? voice.say('weave.openScene', { clause: placed, gloss }) : null) ?? voice.say(single ? 'weave.single' : 'weave.open', { clause: C, gloss })), gloss) : null;
    if (woven && h) w.read.add(h);
    const s = woven ?? (C ? (ownOpening ? `${plain(C)}.` : ((placed ? voice.say('open.scene', { clause: placed }) : null) ?? voice.say(single ? 'open.single' : 'open', { clause: C }))) : null);
    if (s) opening.push(s);
    else {
      const quoted = openingWithoutRetelling(ctx);
      opening.push(...quoted);
      // A first line quoted whole ("I was on a Teams call with the whole department") has begun the
      // story when it tells of the dreamer or holds an image; "You know the feeling when…" has not.
      const first = ctx.story[0];
      if (quoted.length && first && (first.subject === 'dreamer' || drama.mentions.some((m) => m.clause === first.index))) storyBegun = true;
    }
    // The clauses the opening sentence has actually said (the exposition below is only marked as told).
    const said = new Set(toldSince(ctx.told, before));
    // The first sentence may run on past what the opening could retell ("it was photo day and she kept
    // saying smile bigger, and when I did my front teeth came out"): a clause cut off there that holds
    // the first scene's strong motif is the dream's own first event, and is walked as a moment of its
    // own rather than counted as told (an image there without a motif is amplified below all the same).
    const strongest = openBeat ? bestMotif(w, openBeat) : null;
    // (Only where the opening told this very sentence: a first scene told after a later one would run backwards.)
    if (strongest && strongest.motif.weight >= 1.5 && !ctx.told.has(strongest.clause) && C !== null && openBeat?.clauses.some((c) => c.index === firstClause)) openRest = strongest.clause;
    for (const ci of drama.exposition) if (!ctx.told.has(ci) && ci !== firstClause && ci !== openRest) tell(ctx, ci);
    // Where the first moment has been read, only the central image adds its word; else the first images do.
    // A one-line dream has room for its central image in full, woven or not.
    // A one-line dream has room for its central image in full; a dream read moment by moment gives
    // the walk precedence, so there the image's gloss is among the first things to go.
    const amplified = amplifyTold(woven ? { ...w, majors: w.majors.filter((x) => x === central) } : w, before, single ? 'auto' : woven || motifs.length >= 3 ? 'brief' : 'auto');
    opening.push(...(single ? amplified : amplified.map((a) => optional(a, motifs.length >= 3 ? 4 : 2))));
    // A second motif of the first sentence, or one of its detail, read where it stands.
    // The first scene may run past its sentence's first beat ("…and someone behind me saying my name").
    const firstBeats = beats.filter((b) => b === openBeat || b.clauses.some((c) => c.index === firstClause));
    const b0 = (x: MotifHit): boolean => openBeat !== null && openBeat.motifs.includes(x);
    // One reading is enough for a first scene that has been read already.
    const more = firstBeats.map((b) => bestMotif(w, b)).filter((x): x is MotifHit => x !== null && (b0(x) ? Boolean(x.x) && said.has(x.clause) : !woven && x.clause === firstClause)).sort((a, c) => c.motif.weight - a.motif.weight)[0] ?? null;
    if (more && (more.x || more.motif.hasName) && more.motif.weight >= 1.5) {
      const g = glossOf(ctx, more);
      const s2 = g ? namedOnce(ctx, more, glossAlone(voice, g, nameOf(ctx, more)), g) : null;
      if (s2) {
        w.read.add(more);
        opening.push(optional(s2, 2));
      }
    }
  }
  const persons = drama.mentions
    .filter((m, k, all) => drama.exposition.includes(m.clause) && !m.negated && !m.viaPronoun && (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal') && all.findIndex((x) => x.hit === m.hit) === k)
    .filter((p) => !ctx.touched.has(p.hit) && p.hit !== central && !mentionedInTold(ctx, p.hit) && !nameOfAPlace(ctx, p))
    .slice(0, 3);
  if (persons.length && !single) {
    const names = persons.map((p) => imageTerms(ctx, p).np.introduced);
    const s = voice.say('persons', { persons: joinList(names), are: persons.length > 1 || persons[0]?.plural ? 'are' : 'is' });
    if (s) opening.push(optional(s, 4));
  }
  // The first moment of pursuit, once told, is referred to by its pursuer, not told again.
  if (slots.pursuit && voice.hasSaid(slots.pursuit)) slots.pursuit = null;
  // A one-scene dream is its own centre; saying so again adds nothing. A dream without turn or
  // feeling is read as the everyday dream it is.
  // An everyday dream whose first scene a motif has already read is not called everyday.
  const frame = (single && shape === 'episode') || shapeSaid || (plain && w.read.size > 0) || (opening.length && !single && motifs.length >= 2) ? null : (voice.say(plain ? 'frame.plain' : `frame.${shape}`, slots, plural) ?? voice.say('frame.episode', slots, plural));
  if (frame) opening.push(optional(frame, single ? 3 : 2));
  const second = drama.shape.secondary ? voice.say(`also.${drama.shape.secondary}`, slots, plural) : null;
  // A second shape that only names the same place or figure again adds nothing.
  const roleValues = [slots.setting, slots.central, slots.pursuer, slots.sought, slots.figure].filter((v): v is string => Boolean(v));
  if (second && !(frame && roleValues.some((v) => frame.includes(v) && second.includes(v)))) opening.push(optional(second, 5));

  // What the turn, the ending and the closing moves take is set aside; the middle takes what is left.
  // The walk comes before the optional sentences (glosses, framing, lists): those are trimmed at the end if it runs long.
  const fixed = (drama.turn ? 30 : 0) + 30 + (drama.ending.waking !== null ? 15 : 0) + 25 + Math.min(2, input.archetypes.length) * 25 + 40 + (remark ? 45 : 0);
  let room = Math.max(0, target * 1.05 - wordsIn(opening.filter((o) => !optionals.has(o))) - fixed);
  // A dream with a middle gets at least one moment of it, whatever the budget says.
  let minimum = dreamWords > 40 ? 1 : 0;
  const chosen: Beat[] = [];
  const anyMotif = beats.some((b) => b.part === 'middle' && b.motifs.length);
  let retoldCount = 0;
  // A dream remembered in pieces is walked piece by piece: each one is a scene of its own, and
  // none may be dropped for a stronger one.
  const pieces = inPieces(ctx);
  const order = pieces ? beats.filter((b) => b.part === 'middle' || b.part === 'turn').slice(0, 9) : middleChoices(w, beats);
  for (const b of order) {
    const lead = b.clauses.find((c) => !ctx.told.has(c.index) && c.verb !== null);
    // A piece of a listed dream may be a bare image ("a horse with no saddle just waiting").
    if (!lead && pieces && b.clauses.some((c) => !ctx.told.has(c.index))) {
      chosen.push(b);
      continue;
    }
    if (!lead) continue;
    if (pieces) {
      chosen.push(b);
      continue;
    }
    const words = b.clauses.reduce((n, c) => n + (c.end - c.start), 0);
    const cost = Math.min(15, words) + (b.motifs.length ? 12 : 0) + (drama.mentions.some((m) => b.clauses.some((c) => c.index === m.clause) && majors.includes(m.hit) && !ctx.touched.has(m.hit)) ? 14 : 0);
    // A moment the dream makes much of (a strong motif) may stretch the budget a little.
    const strong = b.motifs.some((h) => h.motif.weight >= 2);
    if (cost > room + (strong ? target * 0.1 : 0) && minimum <= 0) continue;
    // A moment only retold comes in only while the reading is well short of its length.
    if (!b.motifs.length && room < target * 0.15 && chosen.length) continue;
    // And only the strongest one or two such moments (this loop runs best first): a reading that
    // restates event after event between its interpretations is a summary. Someone's words and a new
    // image with a gloss of its own are read, not only retold.
    const plainBeat = !b.motifs.length && !b.clauses.some((c) => quoteMarkIn(ctx.tokens, c.start, c.end)) && !drama.mentions.some((m) => b.clauses.some((c) => c.index === m.clause) && majors.includes(m.hit) && (w.sparse || m.hit === central) && !ctx.touched.has(m.hit) && glossable(ctx, m.hit, dreamWords));
    if (plainBeat && retoldCount >= (anyMotif ? 1 : 2)) continue;
    if (plainBeat) retoldCount += 1;
    room -= cost;
    minimum -= 1;
    chosen.push(b);
  }
  // What a figure says in the second half of the dream ("You've never needed one. You just kept
  // looking.") is often the line the dream was for: the last such line is told, whatever the budget.
  if (!pieces) {
    const half = (beats[beats.length - 1]?.sentence ?? 0) / 2;
    const spoken = beats.filter((b) => (b.part === 'middle' || b.part === 'turn') && b.sentence >= half && b.clauses.some((c) => c.subject === 'other' && quoteMarkIn(ctx.tokens, c.start, c.end + 2))).pop();
    if (spoken && !chosen.includes(spoken) && spoken !== turnBeat) chosen.push(spoken);
  }
  // Moments told so that another one can be understood: never given up when the reading runs long.
  const needed = new Set<Beat>();
  // A thing taken in hand late in the dream ("he picked up my sketchbook", "I found a small tin") is
  // the image the climax turns on: the last such moment of the second half is told, whatever the
  // budget, at the clause that handles it; the moments only retold are what give way for it.
  // The last picture before the ending ("the lights went off section by section", "the field of wheat
  // was still on the telly") is kept the same way: the ending told alone would lose the scene it closes.
  const atClause = new Map<Beat, number>();
  const handled = pieces ? null : lateHandled(ctx, beats);
  if (handled && handled.beat !== turnBeat) atClause.set(handled.beat, handled.clause);
  // The last picture is told at its image only where no other choice has told the moment already.
  const image = pieces ? null : lastImage(ctx, beats, turnBeat);
  if (image && image.beat !== turnBeat && !chosen.includes(image.beat) && !atClause.has(image.beat)) atClause.set(image.beat, image.clause);
  for (const b of atClause.keys()) {
    if (!chosen.includes(b)) chosen.push(b);
    needed.add(b);
  }
  // "I took it and woke up": an ending that points back with a pronoun needs the moment it points
  // to ("she held out a key card"), or the reading ends on "you took it".
  // A moment that itself points back ("it had my name on it") takes the one before it too.
  const pointsBack = (c: Clause | undefined): boolean => c !== undefined && ctx.tokens.slice(c.start, Math.min(c.end, c.start + 5)).some((t) => t.pos === 'PRON' && POINTING_BACK.has(t.normal));
  let from: Beat | null = endBeat;
  let clause = drama.ending.clause !== null ? drama.clauses[drama.ending.clause] : undefined;
  for (let step = 0; step < 3 && from && pointsBack(clause); step += 1) {
    const at: number = from.sentence;
    const before: Beat | undefined = beats.filter((b) => b.sentence < at && (b.part === 'middle' || b.part === 'turn')).pop();
    if (!before) break;
    if (!chosen.includes(before) && before !== turnBeat) {
      chosen.push(before);
      needed.add(before);
    }
    from = before;
    clause = before.clauses[0];
  }
  // "She stole the crispy bits": a moment told whose he or she was introduced in a sentence the
  // reading would skip brings that sentence along (at most two), so no pronoun is left hanging.
  let introduced = 0;
  for (const b of [...chosen, ...(endBeat ? [endBeat] : [])].sort((a, c) => a.sentence - c.sentence)) {
    if (introduced >= 2) break;
    // The pronoun may open any clause of the moment: "I say "hi, can I play" and he says "No…"".
    const leadOf = (x: (typeof b.clauses)[number]) => ctx.tokens.slice(x.start, x.end).find((t) => t.isWord && t.pos !== 'CCONJ' && t.pos !== 'ADV');
    const c = b.clauses.find((x) => {
      const l = leadOf(x);
      return l?.pos === 'PRON' && ['he', 'she', 'they'].includes(l.normal) && x.subjectHead !== null && x.subject === 'other';
    });
    const lead = c ? leadOf(c) : undefined;
    if (!c || !lead || c.subjectHead === null) continue;
    const at = ctx.tokens[c.subjectHead]?.sentence;
    if (at === undefined || at >= b.sentence) continue;
    const intro = beats.find((x) => x.sentence === at && (x.part === 'middle' || x.part === 'turn'));
    if (intro && !chosen.includes(intro) && intro !== turnBeat) {
      chosen.push(intro);
      needed.add(intro);
      introduced += 1;
    }
  }
  // The middle and the turn in the dream's own order: what comes before the turn develops it, what
  // comes after belongs with the ending.
  const development: string[] = [];
  const close: string[] = [];
  const turnAt = turnBeat?.sentence ?? Number.POSITIVE_INFINITY;
  const turnClause = drama.turn?.clause ?? (turnBeat ? (bestMotif(w, turnBeat)?.clause ?? turnBeat.clauses[0]?.index) : undefined);
  const rest = openBeat && openRest !== null && !ctx.told.has(openRest) && openBeat !== turnBeat ? [openBeat] : [];
  const walked = [...rest, ...chosen.filter((b) => b !== turnBeat), ...(turnBeat && turnClause !== undefined && !ctx.told.has(turnClause) ? [turnBeat] : [])].sort((a, c) => a.sentence - c.sentence);
  // The drama's last event is a clause with someone doing it; a moment after it without a subject of
  // its own ("Landed in a skip full of feathers.", "Felt so proud of myself.") is told as the reading
  // walks, and told before the ending it would put the dream out of order ("Then you landed…. By the
  // end, you fell…"). The last such moment closes the reading, and the drama's ending is walked in its place.
  const endClause = drama.ending.clause;
  const after = endBeat && endClause !== null && !single ? walked.filter((b) => b.sentence > endBeat.sentence && b !== turnBeat && b.part !== 'waking' && opensOnPastVerb(ctx, b)) : [];
  // A dream told in one long sentence ends inside its opening beat ("…and I could breathe and I could
  // read all of them at once and then I woke up"): its last event is told from there, as the ending,
  // once the opening has told what it told.
  const borrowed = !endBeat && endClause !== null && !single ? (beats.find((b) => b.part !== 'waking' && b.clauses.some((c) => c.index === endClause)) ?? null) : null;
  const closer = after[after.length - 1] ?? endBeat ?? borrowed;
  const closerClause = closer && closer !== endBeat && closer !== borrowed ? ([...closer.clauses].reverse().find((c) => c.verb !== null) ?? closer.clauses[closer.clauses.length - 1])?.index ?? null : endClause;
  const walk = closer && closer !== endBeat && endBeat ? [...walked.filter((b) => b !== closer && b !== endBeat), endBeat].sort((a, c) => a.sentence - c.sentence) : walked;
  // The dream's inventories, told where they stand in the walk.
  const inventories = inventoryRuns(ctx);
  const tellInventories = (upTo: number): void => {
    while (inventories.length && (inventories[0]?.sentence ?? Infinity) < upTo) {
      const run = inventories.shift();
      const said = run ? voice.say('inventory', { list: run.items.join('; ') }) : null;
      if (run && said) {
        (run.sentence < turnAt ? development : close).push(optional(said, 3));
        for (const ci of run.clauses) ctx.told.add(ci);
      }
    }
  };
  for (const b of walk) {
    tellInventories(b.sentence);
    if (b === turnBeat && turnClause !== undefined && !pieces) {
      const h = bestMotif(w, b);
      const kind = drama.turn?.kind ?? 'sudden';
      const said = beatSentences(w, b, 'weave.turn', `turn.${kind}`, 'turn.quote', h?.clause ?? turnClause, 20);
      if (said.length) {
        close.push(...said);
        // What the kind of turn means, unless a motif has already read the moment.
        // What the kind of turn means, unless a motif has read the moment; only the kinds whose meaning
        // does not depend on the scene (a gift, a change of form, a figure's words) are said generally.
        // The words are the speaker's: the person who speaks at the turn, not the dream's main figure.
        const whySlots = kind === 'message' && drama.turn ? { ...slots, figure: speakerAt(ctx, drama.turn.clause) } : slots;
        const why = (h && w.read.has(h)) || !drama.turn || !['gift', 'transformation', 'message'].includes(kind) ? null : (voice.say(`turnWhy.${shape}.${kind}`, whySlots, plural) ?? voice.say(`turnWhy.${kind}`, whySlots, plural));
        if (why) close.push(optional(why, 2));
        // The turn told short of its sentence's end ("…and it plays fine, actually it sounds better than
        // it ever did") would drop where the turn lands: that is told after it (and after what the turn means).
        const landing = closingRest(ctx, b.clauses);
        if (landing) close.push(landing);
      }
      continue;
    }
    const said = storyBegun
      ? beatSentences(w, b, 'weave.dev', 'then', 'then.quote', b === openBeat ? (openRest ?? undefined) : b === endBeat && closer !== endBeat && endClause !== null && !bestMotif(w, b) ? endClause : atClause.get(b))
      : beatSentences(w, b, 'weave.open', 'open', 'then.quote', b === openBeat ? (openRest ?? undefined) : atClause.get(b));
    if (said.length) storyBegun = true;
    if (!said.length && pieces) {
      // The bare image of a listed piece, in the dreamer's words.
      const first = b.clauses[0];
      const last = b.clauses[b.clauses.length - 1];
      const piece = first && last ? retell(ctx.tokens, first.start, last.end, ctx.cues, 18) : null;
      // A lone word cut from the piece ("someone", from "someone (?) saying "…"") is no image.
      const fragment = piece && piece.words >= 2 ? piece.text : undefined;
      // A piece without a clause of its own ("a blue heron standing in the bathtub") is named as what
      // comes next, so that the sentence has a verb; one with a clause is told after a connective.
      const image = piece !== null && NAMED_FIRST.has(leadWordOf(ctx, piece.text)) && !b.clauses.some((c) => c.start <= piece.last && isFinite(ctx, c) && !onlyRelativeVerb(ctx, c));
      const s = fragment ? voice.say(image ? 'pieceImage' : 'piece', { fragment }) : null;
      if (s) {
        said.push(s);
        for (const c of b.clauses) ctx.told.add(c.index);
      }
    }
    // A moment only retold, with no image, turn or feeling in it, is the first of the walk to go when
    // the reading runs long: what is left is read, not summarised.
    const bare = said.length === 1 && !pieces && !needed.has(b) && !b.motifs.length && !b.clauses.some((c) => c.feelings.length || quoteMarkIn(ctx.tokens, c.start, c.end) || drama.mentions.some((m) => m.clause === c.index && !m.negated));
    const into = b.sentence < turnAt ? development : close;
    // In the last third of the dream, a moment told short of its sentence's end goes on to where it lands,
    // as the turn does ("…and it plays fine, actually it sounds better than it ever did").
    const first = b.clauses[0];
    const landing = said.length && !pieces && first && ctx.story.indexOf(first) >= (ctx.story.length * 2) / 3 ? closingRest(ctx, b.clauses, true) : null;
    // Two moments only retold, one right after the other, are told in one sentence (not one that goes on to its landing).
    const prev = into[into.length - 1];
    const prevClause = prev === undefined ? undefined : w.plainTold.get(prev);
    const clause = !landing && said.length === 1 && said[0] !== undefined ? w.plainTold.get(said[0]) : undefined;
    const joined = prev !== undefined && prevClause !== undefined && clause !== undefined ? joinTold(voice, prev, prevClause, clause) : null;
    if (joined !== null && prev !== undefined) {
      // The joined sentence can go when the reading runs long only if both its moments could.
      const a = optionals.get(prev);
      into[into.length - 1] = a !== undefined && bare ? optional(joined, a) : joined;
      continue;
    }
    into.push(...(bare && !landing ? said.map((x) => optional(x, 4)) : said), ...(landing ? [landing] : []));
  }
  tellInventories(closer?.sentence ?? Number.POSITIVE_INFINITY);
  const last = closerClause;
  // The ending's moment as the reading told it, alone in its sentence (no gloss after it).
  let endTold: string | undefined;
  if (last !== null && !single && closer) {
    const h = closer === borrowed ? null : bestMotif(w, closer);
    // (The last event of a one-sentence dream is told plainly: the motifs of its sentence belong to the moments before it.)
    const plainEnd = closer === borrowed && !ctx.told.has(last) ? (tellClause(ctx, last, 24) ?? tell(ctx, last, 24)) : null;
    const said = plainEnd ? [voice.say('end', { clause: plainEnd })].filter((x): x is string => x !== null) : !ctx.told.has(last) || (h && !ctx.told.has(h.clause)) ? beatSentences(w, closer, 'weave.end', 'end', 'end.quote', h && !ctx.told.has(h.clause) ? h.clause : last, 24) : [];
    // "Umbrella useless, still flying.": a last line without a verb of its own can be neither retold
    // nor quoted as a clause, but the dream ends there; it is given whole, in the dreamer's words,
    // rather than left out so that the reading stops a moment short of the dream's end.
    if (!said.length && !ctx.told.has(last)) {
      const quote = lastLineQuoted(ctx, last);
      const s = quote ? voice.say('end.quote', { quote }) : null;
      if (s) said.push(s);
    }
    if (said.length) {
      close.push(...said);
      endTold = said.length === 1 ? said[0] : undefined;
      // The last event has just been told; the reading of the ending should not tell it again.
      slots.end = null;
      // Told at an earlier clause of its sentence (where its motif stood), the ending would stop short
      // of the picture it closes on ("…and I could see all the way to the hills"): that comes after it.
      const closing = drama.clauses[last];
      const rest = closing && drama.mentions.some((m) => m.clause === last && !m.negated && !m.viaPronoun && m.hit.entry.kind !== 'action') ? closingRest(ctx, closer.clauses.filter((c) => c.index <= last)) : null;
      if (rest) {
        close.push(rest);
        endTold = rest;
      }
    }
  }
  // The last event, told anywhere in the reading, is not told again by what follows it.
  if (slots.end && voice.hasSaid(slots.end)) slots.end = null;
  if (drama.ending.waking !== null) {
    const wake = beats.find((b) => b.part === 'waking' && b.clauses.some((c) => c.index === drama.ending.waking));
    const h = wake ? bestMotif(w, wake) : null;
    const C = tellWaking(ctx, drama.ending.waking);
    const cut = drama.ending.kind === 'waking';
    // "I woke up and I smelled eggs": what came back with the dreamer is said to have come back.
    const carried = drama.ending.carried !== null;
    const gloss = h && C ? glossOf(ctx, h, C) : null;
    const woven = gloss && C ? voice.say('weave.wake', { clause: C, gloss }) : null;
    if (woven && h) w.read.add(h);
    // A bare "I woke up" is said briefly; what the waking brought with it is told in full, unless
    // that would tell again what the reading has just told.
    const bare = C !== null && spaceSeparatedWords(C) <= 4;
    const thing = carried ? carriedThing(ctx) : null;
    // "you could still feel the scarf": a thing the waking names already is not named twice in its
    // sentence ("…; it came with you"), and a sense of it ("the smell of the shed") is left to the clause.
    const bareThing = thing?.replace(SENSE_OF, '') ?? null;
    const namedInWaking = C !== null && bareThing !== null && C.toLowerCase().includes(bareThing.toLowerCase());
    const carriedKey = !namedInWaking ? 'woke.carried' : thing === bareThing ? 'woke.carriedIt' : 'woke.carriedAny';
    const full = woven ?? (C && !bare ? ((carried ? (voice.say(carriedKey, { clause: C, carried: thing }) ?? voice.say('woke.carriedAny', { clause: C })) : null) ?? voice.say(cut ? 'woke.cut' : 'woke', { clause: C })) : null);
    // "The bell rang and I woke up": a bare waking in the sentence of the ending just told, as a plain
    // retelling, closes that sentence rather than following it as a stock line ("By the end, the bell
    // rang. Then the dream let you go.").
    const wc = drama.clauses[drama.ending.waking];
    const prevClause = drama.clauses[drama.ending.waking - 1];
    const lastSaid = close[close.length - 1];
    const plainWaking = !full && C !== null && bare && !cut && /^you woke( up)?$/.test(C);
    const plainLast = lastSaid !== undefined && lastSaid.endsWith('.') && !/[:;"“”]/.test(lastSaid);
    const joinable = plainWaking && wc && prevClause && prevClause.sentence === wc.sentence && ctx.told.has(prevClause.index) && plainLast && spaceSeparatedWords(lastSaid) <= 14;
    // Elsewhere a bare waking after the ending's moment closes that moment's sentence ("…and bought a
    // lamp, and then you woke up"), or, where that sentence is read or runs long, goes unsaid: a stock
    // "Then you woke." or "Then the dream let you go." after one dream after another adds nothing.
    const afterEnd = plainWaking && !joinable && plainLast && lastSaid === endTold && spaceSeparatedWords(lastSaid) <= 20;
    if (joinable) close[close.length - 1] = `${lastSaid.slice(0, -1)}, and ${C}.`;
    else if (afterEnd) close[close.length - 1] = `${lastSaid.slice(0, -1)}, and ${/\band then\b/.test(lastSaid) ? '' : 'then '}${C}.`;
    // "Then I wake up." in a dream told in the present: the stock lines' past ("Then you woke.") would
    // break its tense; the waking is told as written.
    const presentWaking = C !== null && PRESENT_BARE_WAKING.test(C);
    // A plain "Then I woke up." after a close the reading could not retell ("Umbrella useless, still
    // flying.") would stand alone after the last gloss as a stock line ("Then the dream let you go.")
    // that follows no moment at all: it goes unsaid.
    const nothingBefore = close.length === 0 && !cut;
    const s = joinable || afterEnd || (plainWaking && endTold !== undefined) || (nothingBefore && !full) ? null : (full ?? (presentWaking ? `Then ${C}.` : C ? voice.say(cut ? 'woke.cutShort' : 'woke.short') : null));
    if (s) close.push(s);
  }
  // What the ending suggests, unless a motif of the ending has already said it.
  const lastBeats = endBeat ? beats.filter((b) => b.sentence >= endBeat.sentence - 1) : beats.filter((b) => b.part === 'waking');
  const endRead = lastBeats.some((b) => b.motifs.some((h) => w.read.has(h)));
  // What the waking brought with it is read as the waking, not as the dream's ending (save for an
  // ending that is the waking itself).
  const storyEndRead = lastBeats.some((b) => b.part !== 'waking' && b.motifs.some((h) => w.read.has(h)));
  // An open ending already told and read needs no remark that it is open: the last picture says what
  // it says. In a reading that has read at most one moment of the story, where neither the last moment
  // nor the waking has been read, the close would be retelling only: it gets its one reading sentence,
  // by the central image the ending leaves in play.
  let storyRead = 0;
  for (const h of w.read) if (beats.some((b) => b.part !== 'waking' && b.motifs.includes(h))) storyRead += 1;
  // A short dream's reading is mostly reading already; there the sentence would only crowd out a gloss.
  const openNeedsReading = dreamWords >= 80 && !endRead && storyRead <= 1 && slots.central !== null && slots.central !== undefined && central?.entry.kind !== 'action';
  // A mixed ending is said even where a motif has read its moment: the motif reads one of its two
  // feelings ("the shame is the sign…"), and the ending is both.
  // A dream the writer calls calm ends in calm, whatever the parse calls its ending: "nothing is
  // settled" or "the work is not finished" would read a tension into it that it does not have.
  // A mixed ending is told by the dreamer's own two words for it ("embarrassed" and "good").
  // The close is said to hold the central image only where the dream's last moments do: a calm
  // ending over a pear eaten alone in an orchard is not "with the printer at its centre".
  const endSentence = drama.ending.clause !== null ? (drama.clauses[drama.ending.clause]?.sentence ?? -1) : -1;
  const centralId = drama.central?.mention.hit.entry.id;
  // (A person or creature goes on through "his" and "her", which name no image: they are taken to be there.)
  const centralKind = drama.central?.mention.hit.entry.kind;
  const centralAtEnd = centralKind === 'figure' || centralKind === 'animal' || (centralId !== undefined && drama.mentions.some((m) => m.hit.entry.id === centralId && (drama.clauses[m.clause]?.sentence ?? -1) >= endSentence - 1));
  const endSlots: Slots = centralAtEnd ? slots : { ...slots, central: null };
  const lysisSlots: Slots = drama.ending.kind === 'mixed' ? { ...endSlots, quote: mixedWords(ctx) } : endSlots;
  const lysis = (drama.ending.kind === 'open' && (single || (!slots.end && !openNeedsReading))) || ((drama.ending.kind === 'open' || drama.ending.kind === 'unresolved') && peacefulDream(ctx)) || ((drama.ending.kind === 'waking' ? endRead : storyEndRead) && !['gift', 'found', 'transformed', 'mixed'].includes(drama.ending.kind)) ? null : (voice.say(`lysis.${shape}.${drama.ending.kind}`, lysisSlots, plural) ?? voice.say(`lysis.${drama.ending.kind}`, lysisSlots, plural));
  if (lysis) close.push(motifs.length >= 3 ? optional(lysis, 3) : lysis);

  // What it may mean: the moments tied together, the central image if not yet amplified, archetypes, feeling.
  const meaning: string[] = [];
  if (theme) {
    // One name per image: "the black cat" and "the cat that watched you" are one.
    const seenImages = new Set<string>();
    const unique: string[] = [];
    for (const h of [...new Map(theme.hits.map((x) => [x.sentence, x])).values()]) {
      const name = nameOf(ctx, h);
      const image = h.x ? (h.x.short.split(' ').pop() ?? name) : name;
      if (!name || !image || seenImages.has(image) || unique.includes(name)) continue;
      seenImages.add(image);
      unique.push(name);
    }
    unique.splice(3);
    const tie = unique.length >= 2 ? voice.say(`tt.${theme.theme}`, { list: joinList(unique) }) : null;
    if (tie) meaning.push(tie);
  }
  if (central && !ctx.touched.has(central) && motifs.length < 2) {
    const found = firstMention(ctx, central);
    const m = found && !partOfThing(ctx.tokens, ctx.drama.mentions, found) ? found : null;
    // The myth behind an image is kept for a dream of a line or two; in a longer dream it would be a
    // dictionary entry beside the dream's own story.
    if (m) meaning.push(...amplify(ctx, m, plain || motifs.length > 2 || ctx.story.length > 4 ? 'brief' : 'full').map((x, k) => optional(x, k ? 3 : motifs.length >= 2 ? 3 : 1)));
  }
  // The archetypes the API lists are always named in the reading; only a second one may give way.
  meaning.push(...archetypeSentences(ctx, dreamWords < 40 ? 1 : 2).map((a, k) => (k ? optional(a, 4) : a)));
  const absence = absenceSentence(ctx);
  if (absence) meaning.push(optional(absence, motifs.length >= 3 ? 5 : 4));
  // The dreamer's feeling and compensation, unless the walk has already read the feeling where it arose.
  const feelingRead = [...w.read].some((h) => ['release', 'afterglow', 'closeness'].includes(h.motif.theme));
  // A dream read through many motifs has had its feelings read where they arose.
  const feelingSaid = arc !== null && opening.some((o) => o.includes(arc.first));
  if (!feelingSaid && !feelingRead && motifs.length < 4) meaning.push(...feelingSentences(ctx, slots.central ?? null).map((f) => optional(f, motifs.length >= 3 ? 5 : 3)));
  const comp = motifs.length < 2 ? compensationSentence(ctx, slots, plural) : null;
  if (comp) meaning.push(optional(comp, 5));
  const untouched = majors.filter((h) => !ctx.touched.has(h) && !mentionedInTold(ctx, h));
  // Naming what was left out is for a dream the walk could not cover; a well-read dream needs no list.
  if (untouched.length && motifs.length < 3) {
    // "the man", "the people": a bare person says nothing a reader can take up.
    const names = untouched.map((h) => firstMention(ctx, h)).filter((m): m is Mention => m !== null).map((m) => imageTerms(ctx, m).np.definite).filter((n) => !BARE_PERSONS.test(n));
    const s = names.length ? voice.say('others', { list: joinList(names) }) : null;
    if (s) meaning.push(optional(s, 6));
  }

  // The dream's close is kept for the answer to the writer's question or the question about their life, where there is one.
  const questions = askQuestions(w, motifs, slots, plural, shape, theme?.theme ?? null, remark === null && writersQuestions(ctx).length === 0);
  // Beside the dreamer's life, the dream is named by a thing, a place or a person it holds, not by an action ("chasing").
  const imageOf = (hit: SymbolHit | null): { text: string; it: string; plural: boolean; being: boolean; person: boolean } | null => {
    if (!hit || hit.entry.kind === 'action' || hit.entry.kind === 'event') return null;
    const person = hit.entry.kind === 'figure';
    const m = firstMention(ctx, hit);
    const being = m ? canLookOn(ctx, m) : person || hit.entry.kind === 'animal';
    if (hit === central && slots.central) return { text: slots.central, it: slots.cIt ?? 'it', plural: plural.has('central'), being, person };
    if (!m) return null;
    return { text: imageTerms(ctx, m).np.definite, it: pronounOf(ctx, m), plural: m.plural, being, person };
  };
  // A person or thing of the dream stands beside the writer's life, a place only when nothing else
  // does ("what does your kitchen know about it" asks nothing).
  const byKind = ['figure', 'animal', 'object', 'nature', 'place'];
  const rankOf = (h: SymbolHit): number => byKind.indexOf(h.entry.kind) + (byKind.includes(h.entry.kind) ? 0 : 99);
  const centralImage = central && central.entry.kind !== 'place' && central.entry.kind !== 'body' ? imageOf(central) : null;
  const lifeImage = centralImage ?? [...majors].sort((a, b) => rankOf(a) - rankOf(b)).map(imageOf).find((x) => x !== null) ?? null;
  // Beside a death the dreamer mourns, the one who died is what the dream is asked about.
  const mournedLife = remark?.mood === 'grief' && mourned ? { text: mourned.text, it: mourned.their === 'her' ? 'she' : mourned.their === 'his' ? 'he' : 'they', plural: false, being: true, person: true } : null;
  const lifeFocus = mournedLife ?? lifeImage;
  // Only a person or creature is asked what it knows or would say.
  // A death told of is someone's: where the report does not say whose, the grief is not handed to
  // whichever figure the dream happens to hold ("the boat our father had" is no father mourned).
  const lifeSlots: Slots = { being: lifeFocus?.being ? lifeFocus.text : null, ...slots, figure: mourned?.text ?? (remark?.mood === 'grief' ? null : (slots.figure ?? null)), central: lifeFocus?.text ?? null, cIt: lifeFocus?.it ?? null };
  const lifePlural = new Set(plural);
  if (lifeFocus?.plural) {
    lifePlural.add('central');
    lifePlural.add('being');
  } else {
    lifePlural.delete('central');
    lifePlural.delete('being');
  }
  // What the writer asks about the dream is answered, or honestly left where the dream leaves it.
  const questionsAsked = writersQuestions(ctx);
  // A second question about the whole dream ("I'd appreciate an honest take") is answered by the first answer already.
  const answers: string[] = [];
  for (const q of questionsAsked.filter((x, k) => k === 0 || x.kind !== 'whole')) {
    const a = answerFor(ctx, q, answers, remark, mourned?.text ?? null, lifeSlots, lifePlural);
    if (a) answers.push(a);
  }
  const answer = answers.length ? answers.join(' ') : null;
  const factTold = answer !== null && remark !== null && answer.includes(remark.text);
  const life = remark ? lifeSentences(ctx, remark, link, lifeSlots, lifePlural, factTold, answer) : [];
  // A writer who feels bad for having the dream is told first that a dream is no verdict on them.
  // An answer that the dream is normal, or no verdict on the dreamer or their bond, has already said it.
  const reassurance = worriedAboutDream(ctx) && !questionsAsked.some((q) => ANSWERS_THE_WORRY.has(q.kind)) ? voice.say('reassure', { ...lifeSlots, ending: endingMoment(ctx, endingTone(ctx)) }, lifePlural) : null;
  if (reassurance) life.unshift(reassurance);
  if (answer) life.unshift(answer);
  // The last question turns to the life the dreamer named, where they named one.
  // It does not ask about an image the question it stands beside has just asked about ("where do you
  // meet the railway station… where do you meet the railway station again"); the one who died may be asked about twice.
  const kept = questions.length >= 2 ? questions.slice(0, -1) : questions;
  const askedOf = lifeFocus !== null && !mournedLife && kept.some((q) => q.includes(lifeFocus.text));
  // It turns to another person or creature of the dream instead, or to none: a minor thing ("where do you
  // meet the bowl again") is no question worth the dreamer's time.
  const other = askedOf ? [...majors].sort((a, b) => rankOf(a) - rankOf(b)).map(imageOf).find((x) => x !== null && x.being && !kept.some((q) => q.includes(x.text))) ?? null : null;
  const askSlots: Slots = askedOf ? { ...lifeSlots, central: other?.text ?? null, being: other?.being ? other.text : null, cIt: other?.it ?? null } : lifeSlots;
  const askPlural = new Set(lifePlural);
  if (askedOf) for (const k of ['central', 'being']) if (other?.plural) askPlural.add(k); else askPlural.delete(k);
  // Where the writer asked something, the last question follows from the answer given ("what of that
  // time would you honour before you set it down?"), not from an image picked for its weight.
  const asked = answer && questionsAsked[0] ? questionsAsked[0] : null;
  // A fear the dream answers with a good ending asks after that ending; an open or hard one keeps the usual question.
  const followKey = asked && (asked.kind === 'worry' || asked.kind === 'self') ? (endingTone(ctx) === 'well' ? `ask.answer.${asked.kind}.well` : null) : asked ? `ask.answer.${asked.kind}` : null;
  const followUp = asked && followKey ? voice.say(followKey, { ...askSlots, topic: asked.topic?.replace(/^my /, 'your ') ?? null, endImage: endingImage(ctx), fact: remark?.text ?? null }, askPlural) : null;
  // Only a person is asked what they would see or say of the writer's situation: "what might the
  // seagull see in it" puts a frame on an animal that would fit any creature.
  const askFocus = askedOf ? other : lifeFocus;
  const lifeAskSlots: Slots = { ...askSlots, being: askFocus?.person ? (askSlots.being ?? null) : null, ending: endingMoment(ctx, endingTone(ctx)) };
  const lifeAsk = followUp ?? (remark && life.length ? (voice.say(mournedLife ? 'ask.lifeGrief' : 'ask.life', lifeAskSlots, askPlural)) : null);
  if (lifeAsk) {
    if (questions.length >= 2) questions.pop();
    // Alone, it does not open on "And".
    questions.push(questions.length ? lifeAsk : lifeAsk.replace(/^And,? (\w)/, (_, c: string) => c.toUpperCase()));
  }
  if (!questions.length) {
    const last = fallbackQuestion(ctx);
    if (last) questions.push(last);
  }

  const paragraphs = single
    ? [[...opening], [...development, ...close, ...meaning], life, questions]
    : [opening, development, close, meaning, life, questions];
  // A one-line dream gets a short reading: what can go goes, least needed first.
  trim(paragraphs, dreamWords <= 25 ? 145 : Math.min(505, Math.max(160, Math.round(target * 1.1))), optionals);
  return paragraphs
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

/** "kept", "held on to": a thing the writer asks whether they should not have let go. */
const KEEPING = new Set(['kept', 'saved', 'held', 'taken', 'stored', 'retained']);
/** Help the writer names as their own: counselling, a therapist, a group. */
const HELPER = / (?:my |our |to |in |into |started |start |doing |go to |going to |got me into )(counsell?ing|counsell?or|therapy|therapist|psychologist|psychiatrist|support group|grief group) /;

/** Words of the body held still or pressed in the night: "I can't move a finger", "a weight on my chest". */
const STILLED = new Set(['move', 'breathe', 'speak', 'scream', 'shout', 'talk', 'call', 'wake']);
const STILL = new Set(['paralysed', 'paralyzed', 'pinned', 'frozen', 'stuck']);
const PRESSED = new Set(['weight', 'chest']);
/** The dreamer's own moment of the body held still, as the dream tells it; null where there is none. */
function bodyMoment(ctx: ReadingContext): string | null {
  for (const c of ctx.story) {
    const words = ctx.tokens.slice(c.start, c.end).filter((t) => t.isWord);
    // ("your daughter says it's called sleep paralysis" names the state; it is not a moment of the body.)
    const held = (c.subject === 'dreamer' && ((c.negated && words.some((t) => STILLED.has(t.lemma))) || words.some((t) => STILL.has(t.normal)))) || words.some((t) => PRESSED.has(t.normal));
    if (!held) continue;
    const told = tellClause(ctx, c.index, 20);
    if (told && !ctx.voice.wouldRepeat(told)) return told;
  }
  return null;
}
/** Words of knowing one dreams: "I realised I was dreaming", "I knew it was a dream". */
const KNOWING = new Set(['realise', 'realize', 'know', 'notice', 'understand', 'become', 'aware']);
const DREAMING = new Set(['dreaming', 'dream', 'lucid']);
/** The moment the dreamer knew they were dreaming, as the dream tells it; null where there is none. */
function lucidMoment(ctx: ReadingContext): string | null {
  // ("I realised I was dreaming" names the dream itself, and may be read as the frame around it rather than its story.)
  const clauses = ctx.drama.clauses;
  for (const [k, c] of clauses.entries()) {
    const words = ctx.tokens.slice(c.start, c.end).filter((t) => t.isWord);
    if (c.subject !== 'dreamer' || !words.some((t) => KNOWING.has(t.lemma))) continue;
    const prev = clauses[k - 1];
    const next = clauses[k + 1];
    let from = c.start;
    let to = c.end;
    // "I realised | I was dreaming": the knowing and what was known, told together.
    if (next && next.sentence === c.sentence && ctx.tokens.slice(next.start, next.end).some((t) => DREAMING.has(t.normal))) to = next.end;
    else if (!words.some((t) => DREAMING.has(t.normal))) {
      // "I did the nose check and I could breathe, and I KNEW": a bare knowing after a test is the same moment, told with the test.
      if (words.length > 3 || !prev || prev.sentence !== c.sentence) continue;
      from = prev.start;
    }
    const told = retell(ctx.tokens, from, to, ctx.cues, 20)?.text ?? null;
    if (told && !ctx.voice.wouldRepeat(told)) return told;
  }
  return null;
}

/** The last moment of the dream that holds the thing, told as the dream tells it ("the figure took the cap off and laid it on the chair"). */
function lastMomentOf(ctx: ReadingContext, topic: string): string | null {
  const word = topic.replace(/^the /, '').split(' ').pop() ?? '';
  for (let k = ctx.story.length - 1; k >= 0; k -= 1) {
    const c = ctx.story[k];
    if (!c || c.waking || !ctx.tokens.slice(c.start, c.end).some((t) => t.isWord && (t.normal === word || t.lemma === word))) continue;
    // "The cap wasn't there of course": a denial of the thing in waking tells nothing of what the dream did with it.
    if (c.negated) continue;
    // "the figure took the cap off | and laid it on the chair": a clause with no subject of its own goes with it.
    let end = c.end;
    for (const next of ctx.story.slice(k + 1)) {
      if (next.sentence !== c.sentence || next.verb === null || !ctx.tokens.slice(next.start, next.verb).every((t) => !t.isWord || LINKS.has(t.normal))) break;
      end = next.end;
    }
    const told = (end > c.end ? retell(ctx.tokens, c.start, end, ctx.cues, 24)?.text : null) ?? tellClause(ctx, c.index, 22);
    if (told && !ctx.voice.wouldRepeat(told)) return told;
    // Told already in the reading: the act in a few words of the present ("he sets the lantern down"), by its doer.
    const head = c.subjectHead !== null ? ctx.tokens[c.subjectHead] : undefined;
    // The clause's own pronoun before its head: "He sets the lantern down" is "he", whoever the head was resolved to.
    const own = c.verb !== null ? ctx.tokens.slice(c.start, c.verb).find((t) => FIGURE_PRONOUNS.has(t.normal)) : undefined;
    const who = c.subject === 'dreamer' ? 'you' : own ? own.normal : head && FIGURE_PRONOUNS.has(head.normal) ? head.normal : head?.pos === 'NOUN' ? `the ${head.normal}` : null;
    const gist = who && c.verbLemma !== 'be' && c.verbLemma !== 'have' ? actGist(ctx, c, who !== 'you') : null;
    const short = gist ? `${who} ${gist}` : null;
    // Only the last moment says what the dream finally does with it; an earlier one is no answer.
    return short && !ctx.voice.wouldRepeat(short) ? short : null;
  }
  return null;
}

/** Questions whose answer already tells the writer the dream is no verdict on them, so the reassurance would say it twice. */
const ANSWERS_THE_WORRY = new Set<WritersQuestion['kind']>(['healing', 'regret', 'forgave', 'normal', 'self', 'doubt', 'ex', 'wantBack', 'over', 'drowning', 'tell', 'predict', 'wish', 'forgot', 'decide', 'badThat', 'spirit', 'tired']);
// The darker of two readings a writer offers ("chased or escorted"): where the dream does not end hard, the other is the likelier.
const DARK_READINGS = new Set(['chased', 'chasing', 'hunted', 'hunting', 'attacked', 'attacking', 'stalked', 'stalking', 'threatened', 'threatening', 'haunted', 'haunting', 'trapped', 'trapping', 'punished', 'punishing', 'judged', 'judging', 'mocked', 'mocking', 'warned', 'warning', 'cursed', 'cursing']);
// "fail", "lose": a future feared rather than hoped for.
const FEARED_FUTURE = /^(?:fail|lose|die|mess|screw|ruin|forget|embarrass|be (?:left|alone|fired|dumped))/;

const PIECE_WORDS = new Set(['bits', 'fragments', 'fragment', 'snippets', 'pieces', 'random', 'connect', 'connects', 'connected']);
const LIST_BULLETS = new Set(['-', '*', '•']);

/** The writer says the dream came in pieces ("just bits from last night, none of it connects"), or lists it line by line. */
function inPieces(ctx: ReadingContext): boolean {
  let bullets = 0;
  for (let i = 1; i < ctx.tokens.length; i += 1) {
    const t = ctx.tokens[i];
    const prev = ctx.tokens[i - 1];
    if (t && LIST_BULLETS.has(t.value) && prev?.pos === 'SPACE' && prev.value.includes('\n')) bullets += 1;
    if (t?.isWord && t.inDream === false && !t.waking && PIECE_WORDS.has(t.normal)) return true;
    // "this one was all over the place"
    if (t?.normal === 'all' && t.inDream === false && ctx.tokens[i + 1]?.normal === 'over' && ctx.tokens[i + 3]?.normal === 'place') return true;
  }
  return bullets >= 3;
}

/**
 * Sentences in a row that only name what is there ("a nursery with a rocking horse. a room like a
 * greenhouse full of tomato plants. a music room with a harp in it."): the dream's inventory, which a
 * reader walks through in the dreamer's words. Each run of two or more, with the clauses it holds.
 */
function inventoryRuns(ctx: ReadingContext): { sentence: number; items: string[]; clauses: number[] }[] {
  const bySentence = new Map<number, Clause[]>();
  for (const c of ctx.story) {
    const list = bySentence.get(c.sentence);
    if (list) list.push(c);
    else bySentence.set(c.sentence, [c]);
  }
  const runs: { sentence: number; items: string[]; clauses: number[] }[] = [];
  let current: { sentence: number; items: string[]; clauses: number[] } | null = null;
  let lastSentence = -2;
  for (const [sentence, clauses] of [...bySentence.entries()].sort((a, b) => a[0] - b[0])) {
    const first = clauses[0];
    const lastClause = clauses[clauses.length - 1];
    const item = first && lastClause && namesOnly(ctx, clauses) && !clauses.some((c) => ctx.told.has(c.index)) ? retell(ctx.tokens, first.start, lastClause.end, ctx.cues, 22)?.text : undefined;
    if (!item) {
      if (current && current.items.length >= 2) runs.push(current);
      current = null;
      continue;
    }
    if (!current || sentence !== lastSentence + 1) {
      if (current && current.items.length >= 2) runs.push(current);
      current = { sentence, items: [], clauses: [] };
    }
    current.items.push(item);
    current.clauses.push(...clauses.map((c) => c.index));
    lastSentence = sentence;
  }
  if (current && current.items.length >= 2) runs.push(current);
  return runs;
}

/** A sentence that opens on "a"/"an" and asserts nothing of anyone: its only verb, if any, is inside a description. */
function namesOnly(ctx: ReadingContext, clauses: readonly Clause[]): boolean {
  const first = clauses[0];
  if (!first || clauses.some((c) => c.subject === 'dreamer' || c.subject === 'other')) return false;
  const lead = ctx.tokens.slice(first.start, first.end).find((t) => t.isWord);
  if (!lead || !['a', 'an', 'another'].includes(lead.normal)) return false;
  if (clauses.reduce((n, c) => n + (c.end - c.start), 0) > 26) return false;
  if (first.verb === null) return true;
  const verb = ctx.tokens[first.verb];
  if (verb?.normal.endsWith('ing')) return true;
  return ctx.tokens.slice(first.start, first.verb).some((t) => ['that', 'which', 'with', 'where'].includes(t.normal));
}

/** The dreamer's remark on their waking life told back, and what the dream's ending says beside it. */
function lifeSentences(ctx: ReadingContext, life: LifeRemark, link: LifeLink | null, slots: Slots, plural: ReadonlySet<string>, told = false, answer: string | null = null): string[] {
  const lead = told ? '' : ctx.voice.say('life.lead', { life: life.text });
  if (lead === null) return [];
  // Where the remark and an image of the dream share a field, the bridge sets the two side by side
  // in both their words; a death mourned or a step the dreamer means to take keeps its own bridge.
  // After an answer that told the writer's words, the link names them again rather than point back with "that".
  const linked = link && life.mood !== 'grief' && life.mood !== 'act' ? linkSentence(ctx, link, told) : null;
  // Where the dream's own images cannot fill the bridge, the remark stands alone rather than in stock words.
  // Otherwise the dream's own close is set beside the remark, before any image picked for its weight alone.
  // The tone is the dream's own close; an answer that has already pointed to that close is not followed by it again.
  const tone = endingTone(ctx);
  const ending = endingMoment(ctx, tone);
  const closeKey = tone === 'well' ? 'calm' : tone === 'hard' ? 'hard' : 'open';
  const closing = life.mood !== 'grief' && life.mood !== 'act' && ending && !answer?.includes(ending) ? ctx.voice.say(`life.${closeKey}.end`, { ...slots, ending }, plural) : null;
  const bridge = linked ?? closing ?? ctx.voice.say(`life.${life.mood}`, slots, plural);
  // A low mood the writer names is taken seriously beside the dream: someone to talk to, gently.
  const care = life.lowMood ? ctx.voice.say('life.care', slots, plural) : null;
  return [...(lead ? [lead] : []), ...(bridge ? [bridge] : []), ...(care ? [care] : [])];
}

/**
 * The answer to one of the writer's questions, from the dream's own images and moments. The first
 * answer may speak beside the life the writer told of; a second one is shorter and does not tell it again.
 */
function answerFor(ctx: ReadingContext, q: WritersQuestion, said: readonly string[], remark: LifeRemark | null, mourned: string | null, lifeSlots: Slots, lifePlural: ReadonlySet<string>): string | null {
  const { voice } = ctx;
  const k = said.length;
  const slots: Slots = { ...lifeSlots, topic: q.topic, fact: k === 0 ? (remark?.text ?? null) : null, figure: mourned ?? lifeSlots.figure ?? null };
  const fresh = (text: string | null): boolean => text !== null && !voice.wouldRepeat(text);
  // How this dream comes out answers most fears about it: the answer points to its last moment (or to
  // the waking that cut it short before the worst), not to an image picked for its weight alone.
  const tone = endingTone(ctx);
  slots.ending = endingMoment(ctx, tone);
  slots.endImage = endingImage(ctx);
  let key = `answer.${q.kind}`;
  if (q.kind === 'worry' || q.kind === 'verdict') key = `answer.${q.kind}.${tone}`;
  // "Woke up right before the bottom with that jerk in my legs": the jolt is the body's, and a frightened writer is told so.
  if (q.kind === 'worry' && tone === 'cut' && wokeWithJolt(ctx)) key = 'answer.worry.cut.jolt';
  // "Is this a good dream or a bad one?" is answered as the choice it asks, by how the dream comes out.
  if (q.kind === 'worry' && q.about === 'goodBad') key = `answer.goodBad.${tone === 'well' ? 'well' : tone === 'hard' ? 'hard' : 'open'}`;
  // A first answer that has already pointed to how the dream ends answers the fear too; it is not pointed to twice.
  if (q.kind === 'worry' && k > 0 && slots.endImage && said.some((a) => a.includes(ENDS_SAID))) key = 'answer.worry.same';
  // Where the first answer has already named the very moment the dream ends on, a few words say the rest.
  const ending = slots.ending;
  if (q.kind === 'worry' && k > 0 && typeof ending === 'string' && said.some((a) => a.includes(ending))) key = 'answer.worry.said';
  if (q.kind === 'ex' && tone === 'well') key = 'answer.ex.well';
  if (q.kind === 'meaning' && q.topic) {
    const m = topicMoment(ctx, q.topic, q.about ?? null);
    slots.topicClause = m.told;
    slots.topicGist = m.gist;
    // "why a british accent" after "why does the horse talk": the same moment answers both, and is named once.
    // (An earlier answer may have told it by pronoun, "it says…": the moment is matched past its subject.)
    const tail = m.gist?.split(' ').slice(2).join(' ') ?? '';
    if (m.gist && said.some((a) => a.includes(m.gist ?? '') || (tail.split(' ').length >= 3 && a.includes(tail)))) key = 'answer.meaning.same';
    // "Why gate zero?" of a gate the reading has already walked through: what happens there, in a few
    // words of its own, answers better than a word on fixed meanings.
    else if (!fresh(m.gist) && !fresh(m.told)) {
      slots.topicScene = sceneAt(ctx, q.topic);
      if (slots.topicScene) key = 'answer.meaning.scene';
      else {
        // "Why does it keep being old teachers?", "why my father in uniform?": a figure the reading has
        // already walked past is answered by what that figure does and says there, not by a word on dictionaries.
        const figure = (/^your ([a-z]+) in /.exec(q.topic)?.[1] ?? q.topic.split(' ').pop() ?? '').replace(/([^s])s$/, '$1');
        const mine = figure !== '' && new RegExp(`\\bmy (?:[a-z0-9]+ ){0,3}${figure}\\b`, 'i').test(ctx.input.text);
        const seen = figure ? figureMoments(ctx, `${mine ? 'my' : 'the'} ${figure}`, said) : null;
        if (seen) {
          slots.topicGist = seen.text;
          slots.topicClause = null;
        }
      }
    }
    // "As to the snake: … for the snake was a big snake": after the answer has named the thing, its moment
    // speaks of it by pronoun, so that the one name is not said twice in a sentence.
    const gist = typeof slots.topicGist === 'string' ? slots.topicGist : null;
    const named = gist?.startsWith(`${q.topic} `) ? gist.slice(q.topic.length + 1) : null;
    // "And the lamp: you hold the lamp": after the answer has named it, the moment speaks of it by pronoun.
    const inside = gist && !named && gist.endsWith(` ${q.topic}`) ? gist.slice(0, -q.topic.length - 1) : null;
    if (inside) slots.topicGist = `${inside} ${ENDS_IN_S.test(q.topic) ? 'them' : HE_WORDS.has(q.topic.split(' ').pop() ?? '') ? 'him' : SHE_WORDS.has(q.topic.split(' ').pop() ?? '') ? 'her' : 'it'}`;
    if (named) {
      const head = q.topic.split(' ').pop() ?? '';
      const pronoun = HE_WORDS.has(head) ? 'he' : SHE_WORDS.has(head) ? 'she' : ENDS_IN_S.test(head) ? 'they' : 'it';
      slots.topicGist = `${pronoun} ${named}`;
    }
  }
  // ("Why does the dog talk?" asks about one deed of the thing, which its moment answers.)
  if (q.kind === 'meaning' && q.topic && !q.about && (key === 'answer.meaning' || key === 'answer.meaning.scene')) {
    // "What is the blue tin?", "why the umbrella?": a thing the lexicon knows is answered with what
    // such an image usually holds and what this dream does with it, not only with where it comes.
    const sense = imageSense(ctx, q.topic);
    // "Why platform nine?": a thing named by its number is asked about as that one place, which its scene answers.
    const head = ctx.tokens[(sense?.mention.end ?? 0) - 1]?.lemma ?? '';
    const numbered = sense !== null && ctx.tokens.some((t, i) => t.lemma === head && NUMBERED_AFTER.test(` ${ctx.tokens[i + 1]?.normal ?? ''} `));
    if (sense && !numbered) {
      const animal = sense.mention.hit.entry.kind === 'animal';
      const deedKey = sense.deed === null ? null : sense.deed === 'acts' && animal ? 'deed.acts.animal' : `deed.${sense.deed}`;
      slots.meaning = sense.meaning;
      slots.deed = deedKey ? voice.fill(deedKey) : null;
      if (key === 'answer.meaning.scene') slots.topicGist = slots.topicScene ?? null;
      // With a deed, the moment and what it does to the thing; without one, the moment alone. Where the
      // moment would retell what the reading has said, the phrasings without it (".bare", ".plain") answer.
      key = slots.deed ? 'answer.meaning.image' : 'answer.meaning.sense';
    }
  }
  if (q.kind === 'being' && q.topic) {
    // "when a man dreams he's pregnant": the state is read by where it leads in this dream, not by the body.
    slots.state = q.topic;
    slots.who = q.about ?? 'someone';
    slots.topicClause = topicMoment(ctx, q.topic).told;
    if (!slots.topicClause || !fresh(slots.topicClause)) key = 'answer.being.bare';
  }
  if (q.kind === 'thingOmen' && q.topic) {
    // The thing as the writer spelt it ("cheque", which the reader normalises to "check").
    slots.topic = asWritten(ctx, q.topic);
    slots.foretold = q.about ?? null;
    const m = topicMoment(ctx, q.topic);
    slots.topicClause = m.told;
    if (!m.told) key = 'answer.thingOmen.bare';
  }
  if (q.kind === 'coined' && q.topic) {
    // A word made up in the dream's own speech: who says it, and what it sounds like.
    const quote = spokenInDream(ctx, q.topic);
    const spoken = quote ? saidMoment(ctx, quote) : null;
    slots.word = q.topic;
    slots.article = /^[aeiou]/.test(q.topic) ? 'an' : 'a';
    slots.quote = quote ? `"${quote.replace(/[.,!?]+$/, '')}"` : null;
    // "the dad" of a dream that says "my dad" is "your dad".
    const speaker = spoken?.speaker.replace(/^the (\w+)$/, (all, w: string) => (new RegExp(`\\bmy ${w}\\b`, 'i').test(ctx.input.text) ? `your ${w}` : all));
    slots.speakerOwn = speaker ? (OWN_FORMS[speaker] ?? `${speaker}'s`) : null;
    if (!quote) return null;
    // "lenient", "careful": a word for a manner, heard where a thing is asked for.
    key = QUALITY_WORD.test(q.topic) ? 'answer.coined' : 'answer.coined.sound';
    if (!slots.speakerOwn) key = `${key}.bare`;
  }
  if (q.kind === 'feeling' && q.topic) {
    const seen = figureMoments(ctx, q.topic, said);
    if (!seen) return null;
    // "my nan" is "your nan" in the answer; a pronoun stays as the writer used it.
    const who = q.topic.startsWith('my ') ? `your ${q.topic.slice(3)}` : q.topic;
    const pronoun = PRONOUN_FORMS[who];
    slots.whoIs = `${who} ${who === 'they' ? 'are' : 'is'}`;
    slots.whoSubj = who;
    slots.whoObj = pronoun ?? who;
    slots.feeling = q.about ?? null;
    slots.figureMoment = seen.text;
    key = !isHardFeeling(q.about ?? '') ? 'answer.feeling.well' : seen.angry ? 'answer.feeling.shown' : 'answer.feeling';
  }
  if (q.kind === 'theirTake' && q.topic && q.about) {
    // Another's reading of the dream is weighed against how the dream itself comes out.
    slots.who = `your ${q.topic}`;
    slots.reading = q.about;
    key = `answer.theirTake.${tone === 'well' ? 'well' : tone === 'hard' ? 'hard' : 'open'}`;
  }
  if (q.kind === 'betray' && q.topic) {
    // "Is my wife betraying me?": the dream can answer only with what she does there, and a dream is no witness against anyone.
    const who = q.topic.startsWith('my ') ? `your ${q.topic.slice(3)}` : q.topic;
    const seen = figureMoments(ctx, q.topic, said);
    slots.whoSubj = who;
    slots.whoIs = `${who} ${who === 'they' ? 'are' : 'is'}`;
    slots.figureMoment = seen?.text ?? null;
    if (!seen) key = 'answer.betray.bare';
  }
  if (q.kind === 'toldWith' && q.topic) {
    // "What did he want to tell me with the salt?": the moment the thing comes in, where the figure
    // often says it outright ("he told me I am putting too much salt in my life").
    const m = topicMoment(ctx, q.topic);
    // "He told me I am putting too much salt in my life" holds a second clause inside its own, which the
    // moment-teller leaves alone; here it is the very answer, and is retold whole.
    const word = q.topic.replace(/^the /, '');
    const holds = ctx.story.find((c) => ctx.tokens.slice(c.start, c.end).some((t) => t.isWord && t.pos === 'NOUN' && (t.normal === word || t.lemma === word)));
    const whole = !m.told && holds && holds.verb !== null ? (retell(ctx.tokens, holds.start, holds.end, ctx.cues, 24)?.text ?? reportedWords(ctx, holds)) : null;
    slots.topicClause = m.told ?? whole;
    slots.topicGist = m.gist;
    const who = q.about ?? 'they';
    slots.who = who.startsWith('my ') ? `your ${who.slice(3)}` : who;
    if (!slots.topicClause && !m.gist) return null;
  }
  if (q.kind === 'message' && q.topic) {
    // "Is she trying to tell me something?": what she does and says there is the only message the dream shows.
    const seen = figureMoments(ctx, q.topic, said);
    const who = q.topic.startsWith('my ') ? `your ${q.topic.slice(3)}` : q.topic;
    // "she talked to me in my lola's voice… she said 'don't forget the sweet rice cake'": one who
    // never appears in person may still speak in the dream, through another, and what is said is the message.
    const spoken = seen ? null : spokenThrough(ctx, q.topic);
    if (spoken) {
      slots.whoSubj = who;
      slots.whoIs = `${who} ${who === 'they' ? 'are' : 'is'}`;
      slots.whoVoice = `${who}'s voice`;
      slots.quote = spoken;
      key = 'answer.message.voice';
    }
    if (!seen && !spoken) return null;
    slots.whoSubj = who;
    slots.whoIs = `${who} ${who === 'they' ? 'are' : 'is'}`;
    slots.whoObj = PRONOUN_FORMS[who] ?? who;
    slots.figureMoment = seen?.text ?? null;
  }
  if (q.kind === 'self') {
    const acts = dreamerActs(ctx);
    if (!acts) return null;
    slots.acts = acts;
    key = HARD_END.has(ctx.drama.ending.kind) ? 'answer.self.hard' : tone === 'well' && slots.ending ? 'answer.self.well' : 'answer.self';
  }
  if (q.kind === 'unable' && q.about) {
    // The moment the dreamer could not do it, and how the dream goes on from there.
    const at = ctx.story.find((c) => c.subject === 'dreamer' && c.negated && ctx.tokens.slice(c.start, c.end).some((t) => t.normal === q.about));
    slots.moment = at ? (presentRetell(ctx, at) ?? tellClause(ctx, at.index, 22)) : null;
    // "you can't hear it" says little alone: the sentence it ends ("you saw his lips move, it was a
    // full sentence, maybe two, but you couldn't hear it") is the moment.
    const inSentence = at ? ctx.story.filter((c) => c.sentence === at.sentence && c.index <= at.index) : [];
    // (From the first of its clauses the reading has not told in the same words.)
    if (at && (slots.moment?.split(' ').length ?? 0) < 6) {
      for (const from of inSentence.slice(0, -1)) {
        const sentence = retell(ctx.tokens, from.start, at.end, ctx.cues, 26)?.text ?? null;
        if (sentence && !voice.wouldRepeat(sentence)) {
          slots.moment = sentence;
          break;
        }
      }
    }
    slots.doing = q.about;
    if (!slots.moment) return null;
  }
  if (q.kind === 'changed') {
    slots.change = changedMoment(ctx);
    // Where the dream gives no moment that is new, the question is answered as one of why now.
    if (!slots.change) key = 'answer.whyNow';
  }
  if (q.kind === 'visit' && !mourned && q.topic) {
    // "Was it really her?" where the dream names no death: the one asked about, as the writer names them.
    const who = q.topic.startsWith('my ') ? `your ${q.topic.slice(3)}` : q.topic;
    slots.figure = who;
    // What the visit gives: what the one who came does there.
    const seen = figureMoments(ctx, who === 'her' ? 'she' : who === 'him' ? 'he' : who.startsWith('your ') ? `my ${who.slice(5)}` : who, said);
    slots.figureMoment = seen?.text ?? null;
    if (seen) key = 'answer.visit.gives';
    // "that him is still alive in you": a bare "him" or "her" only stands where an object may.
    else if (PRONOUN_OBJECTS.has(who)) key = 'answer.visit.object';
  }
  // "Why am I dreaming this now?": the dream's own last moment marks its occasion.
  if (q.kind === 'whyNow' && !mourned && !remark) {
    // The dreamer's last moment the reading has not told is news to point to; else the ending.
    // A moment cut at an abbreviation's stop ("the Sto. Niño" → "the Sto") is no moment.
    // A clause that only dates another ("when we left during the war") is no moment of its own.
    const untold = ctx.story.filter((c) => c.subject === 'dreamer' && !c.negated && !c.waking && !ctx.told.has(c.index) && !NOT_DOING.has(c.verbLemma) && !opensSubordinate(ctx, c));
    let told: string | null = null;
    for (let k = untold.length - 1; k >= 0 && !told; k -= 1) {
      const c = untold[k];
      const m = c ? momentNow(ctx, c) : null;
      if (m && !CUT_AT_ABBREVIATION.test(m) && !voice.hasSaid(m)) told = m;
    }
    slots.moment = told ?? endMoment(ctx);
    // A moment the answer before has just pointed to ("why does it keep coming back… why now") is not
    // pointed to twice: the dream's central image marks the occasion instead.
    const moment = slots.moment;
    if (moment && said.some((a) => a.includes(moment))) {
      slots.moment = null;
      slots.end = null;
    }
    if (slots.moment) key = 'answer.whyNow.moment';
  }
  if (q.kind === 'words' && q.topic) {
    const said = saidMoment(ctx, q.topic);
    if (!said) return null;
    slots.quote = `"${q.topic}"`;
    slots.speaker = said.speaker;
    slots.moment = said.moment;
  }
  if (q.kind === 'omen') {
    // A death foretold is answered plainly, then with how this dream itself ends.
    slots.moment = endMoment(ctx);
    if (!slots.moment) key = 'answer.worry';
  }
  if (q.kind === 'body' && q.topic) {
    slots.state = q.topic;
    slots.moment = imageMoment(ctx);
    if (!slots.moment) return null;
    // The state the writer names is likelier where the dream itself holds the dreamer still.
    const still = ctx.story.some((c) => c.subject === 'dreamer' && c.negated && ctx.tokens.slice(c.start, c.end).some((t) => STILL_WORDS.has(t.lemma) || STILL_WORDS.has(t.normal)));
    key = still ? 'answer.body' : 'answer.body.bare';
  }
  if (q.kind === 'wantBack' && q.topic) {
    const warm = warmMoment(ctx, q.topic);
    if (!warm) {
      key = tone === 'well' ? 'answer.ex.well' : 'answer.ex';
    } else {
      slots.moment = warm.text;
      key = warm.theirs ? 'answer.wantBack.theirs' : 'answer.wantBack';
    }
  }
  if (q.kind === 'doubt') {
    const acts = dreamerActs(ctx);
    if (!acts) return null;
    slots.acts = acts;
  }
  if (q.kind === 'chased' && q.topic) {
    const m = topicMoment(ctx, q.topic);
    slots.moment = m.told;
    if (!m.told) return null;
    const plain = q.topic.replace(/^(the|a|an) /, '');
    const many = ENDS_IN_S.test(plain);
    slots.pursuer = many ? plain : `the ${plain}`;
    slots.pursues = `${many ? plain : `the ${plain}`} ${many ? 'chase' : 'chases'} you`;
    slots.pursuesQ = `${many ? 'do' : 'does'} ${many ? plain : `the ${plain}`} chase you`;
  }
  if (q.kind === 'act' && q.topic && q.about) {
    slots.did = `${q.about} the ${q.topic}`;
    slots.moment = actMoment(ctx, q.topic, q.about.split(' ')[0] ?? null);
    const end = endMoment(ctx);
    slots.end = end && end !== slots.moment ? end : null;
    if (!slots.moment) return null;
  }
  if (q.kind === 'self' && expecting(ctx) && babyLeftBehind(ctx)) {
    // A dream of a forgotten baby, late in pregnancy or early on: among the commonest there are, and the dream's own comfort answers it.
    // "am I a bad mother?" and "am I going to be one?" are answered in the tense they were asked.
    slots.roleQ = `you ${q.about === 'future' ? 'will be' : 'are'} ${q.topic ?? 'a bad mother'}`;
    slots.consoling = consolingWords(ctx);
    key = slots.consoling ? 'answer.self.parent' : 'answer.self.parent.bare';
  }
  if (q.kind === 'forgot' && q.topic) {
    slots.topic = `your ${q.topic}`;
    slots.doing = q.about === 'left' || q.about === 'leave' ? 'leave' : q.about === 'lost' || q.about === 'lose' ? 'lose' : q.about === 'drop' || q.about === 'dropped' ? 'drop' : 'forget';
    key = expecting(ctx) && LITTLE_ONES.has(q.topic) ? 'answer.forgot.parent' : 'answer.forgot';
  }
  if (q.kind === 'over' || q.kind === 'drowning') {
    slots.details = gentleDetails(ctx, 4);
    if (q.kind === 'over') key = tone === 'well' && slots.details ? 'answer.over' : 'answer.over.open';
    else key = tone === 'well' ? 'answer.drowning.well' : 'answer.drowning';
    if (q.kind === 'over' && STILL_GRIEVING.test(writersText(ctx)) && slots.details) key = 'answer.over.tears';
  }
  if (q.kind === 'ex' && q.about === 'feelings') {
    key = tone === 'well' ? 'answer.ex.feelings.well' : 'answer.ex.feelings';
    slots.topicObj = /^[A-Z]/.test(q.topic ?? '') ? exPronoun(ctx, '') : (q.topic ?? null);
  }
  if (q.kind === 'tell' && q.topic) {
    const who = q.topic.startsWith('my ') ? `your ${q.topic.slice(3)}` : q.topic;
    slots.topic = who;
    slots.topicObj = ['him', 'her', 'them'].includes(who) ? who : /^[A-Z]/.test(who) ? (ctx.cues.gender.get(who.toLowerCase()) === 'female' ? 'her' : ctx.cues.gender.get(who.toLowerCase()) === 'male' ? 'him' : who) : who;
    slots.person = who;
    slots.figureMoment = /^[A-Z]/.test(who) ? personMoment(ctx, who.toLowerCase()) : null;
    const ex = EX_NAMED.test(` ${ctx.input.text.toLowerCase()} `);
    key = `answer.tell${ex ? '.ex' : ''}${slots.figureMoment ? '' : '.bare'}`;
  }
  if (q.kind === 'predict' && q.topic) {
    slots.topic = withCapitals(ctx, q.topic.replace(/\b(my|me|i)\b/g, (w) => (w === 'my' ? 'your' : 'you')));
    slots.details = gentleDetails(ctx, 3);
    const hopes = / hopes? up | hope again | disappointed again | hopes again /.test(writersText(ctx));
    // A feared future is met as a fear, not as a hope to guard.
    const feared = FEARED_FUTURE.test(q.topic);
    key = `answer.predict${feared ? '.fear' : hopes ? '.hopes' : ''}${slots.details ? '' : '.bare'}`;
  }
  if (q.kind === 'either' && q.topic && q.about) {
    // The writer's two words, and the one the dream's own close leans to, where one of them is the darker.
    slots.first = q.topic;
    slots.second = q.about;
    slots.details = gentleDetails(ctx, 3) ?? (typeof slots.ending === 'string' ? slots.ending : null);
    const dark = [q.topic, q.about].filter((w) => DARK_READINGS.has(w));
    if (dark.length === 1 && tone !== 'hard') {
      slots.pick = dark[0] === q.topic ? q.about : q.topic;
      slots.other = dark[0] ?? null;
      key = 'answer.either.pick';
    }
  }
  if (q.kind === 'spirit' || q.kind === 'remedy') {
    // A night visitor feared as a being from outside: the dream's own details, where they are gentle, say what it did.
    slots.details = tone === 'hard' ? null : gentleDetails(ctx, 3);
    const still = ctx.story.some((c) => c.subject === 'dreamer' && c.negated && ctx.tokens.slice(c.start, c.end).some((t) => STILL_WORDS.has(t.lemma) || STILL_WORDS.has(t.normal)));
    const held = still || /\b(?:sleep paralysis|could ?n[o']?t move|couldnt move|can'?t move|cannot move|on my chest)\b/.test(ctx.input.text.toLowerCase());
    if (q.kind === 'spirit') key = held ? 'answer.spirit.still' : 'answer.spirit';
    if (!slots.details) key = `${key}.bare`;
  }
  if (q.kind === 'tired' || q.kind === 'badThat') {
    slots.details = tone === 'hard' ? null : gentleDetails(ctx, 3);
    if (!slots.details) key = `answer.${q.kind}.bare`;
  }
  if (q.kind === 'normal' && q.about) {
    // "I feel like I will lose her, is that normal?": the waking feeling is what is asked about.
    slots.feeling = q.about;
    slots.details = gentleDetails(ctx, 2);
    key = slots.details ? 'answer.normal.feeling' : 'answer.normal.feeling.bare';
  }
  if (q.kind === 'wish') {
    slots.details = gentleDetails(ctx, 2);
    // A short dream already told whole: its central image, or its close, stands for the picture the longing is given.
    // Details the first answer has pointed to are not pointed to again.
    if (slots.details && said.some((a) => a.includes(slots.details ?? ''))) slots.details = null;
    if (!slots.details) key = typeof slots.central === 'string' ? 'answer.wish.central' : 'answer.wish.end';
  }
  if (q.kind === 'about' && q.topic) {
    slots.topic = `${/^(?:test|scan|result|exam|job|interview|move|wedding|divorce|surgery|operation|diagnosis|biopsy)/.test(q.topic) ? 'the ' : ''}${q.topic}`;
    key = healthAsked(ctx) && MEDICAL.test(` ${q.topic} `) ? 'answer.about.health' : 'answer.about';
  }
  if (q.kind === 'worry' || q.kind === 'omen') {
    // A fear for someone's health, or one's own: the dream says nothing of a body or a test, and the answer says so plainly.
    const whose = q.kind === 'worry' ? healthAsked(ctx) : null;
    if (whose) {
      slots.whose = whose;
      slots.details = tone === 'hard' ? null : gentleDetails(ctx, 2);
      key = slots.details ? 'answer.worry.health' : 'answer.worry.health.bare';
    } else if (q.kind === 'omen') {
      // A death foretold is answered from the dream's own details, where they are gentle, and beside a
      // medical matter with the plain word that the dream says nothing of it.
      slots.details = gentleDetails(ctx, 3);
      slots.whose = healthAsked(ctx);
      if (slots.details) key = slots.whose ? 'answer.omen.health' : 'answer.omen.details';
    }
  }
  // A good close already told word for word is pointed to by the dream's gentle details instead.
  if (q.kind === 'worry' && tone === 'well' && !slots.whose && (typeof slots.ending !== 'string' || voice.wouldRepeat(slots.ending))) {
    slots.details = gentleDetails(ctx, 2);
    if (slots.details) key = 'answer.worry.details';
  }
  // "What does it mean that the man was me?": a figure who turns out to be the dreamer.
  if (q.kind === 'meaning' && q.about === 'me' && q.topic) {
    slots.moment = ownFaceMoment(ctx);
    if (slots.moment) key = ctx.story.some((c) => c.pursuit) ? 'answer.meaning.self.chase' : 'answer.meaning.self';
  }
  // A close the reading has told already is pointed to by its image, or by the dream's central one.
  if (q.kind === 'stop' && (typeof slots.ending !== 'string' || voice.wouldRepeat(slots.ending))) key = slots.endImage ? 'answer.stop.image' : 'answer.stop.central';
  if (q.kind === 'health') {
    // A question of the body or of safety is answered plainly and pointed to the one who can examine;
    // the writer's own word for that person ("my GP") is kept.
    const word = q.topic === 'gp' ? 'GP' : (q.topic ?? 'doctor');
    const mine = q.about === 'doctor' && new RegExp(`\\bmy ${word}\\b`, 'i').test(ctx.input.text);
    slots.doc = q.about === 'doctor' ? `${mine ? 'your' : /^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}` : null;
    slots.topic = q.about === 'doctor' ? null : q.topic;
    // The dream's own moment of the body or of knowing it dreamt ("you can't move a finger", "you realised you were dreaming").
    slots.moment = q.about === 'lucid' ? lucidMoment(ctx) : q.about === 'doctor' || q.about === 'paralysis' ? bodyMoment(ctx) : null;
    key = `answer.health.${q.about ?? 'danger'}`;
    if (!slots.moment && q.about !== 'danger') key = `${key}.bare`;
  }
  if (q.kind === 'regret' && q.topic) {
    // What the dream last does with the thing is its word on the choice: given back, laid down, kept.
    slots.topicClause = lastMomentOf(ctx, q.topic);
    slots.did = q.about ?? null;
    // "kept", "held on to": the writer let the thing go, and asks whether they should not have.
    slots.parted = q.about && KEEPING.has(q.about) ? 'yes' : null;
    key = slots.topicClause ? 'answer.regret' : 'answer.regret.bare';
    // ("goes on to where the cap wasn't there": a close that only says the thing is gone is no place the dream goes on to.)
    const thing = q.topic.replace(/^the /, '');
    if (typeof slots.ending === 'string' && new RegExp(`\\b${thing}\\b`).test(slots.ending)) slots.ending = null;
  }
  if (q.kind === 'enemy') {
    // The one feared: the figure asked about, or the creature or person the dream turns on.
    const figure = q.topic ?? (typeof lifeSlots.being === 'string' ? lifeSlots.being : null);
    const seen = figure ? figureMoments(ctx, figure, said) : null;
    slots.figureMoment = seen?.text ?? null;
    slots.enemyAsk = q.topic ? `Is ${q.topic} an enemy?` : `Do you have an enemy${q.about ? ` at ${q.about}` : ''}?`;
    // The feared one is read by what it does: a dream that frightens on the way yet shows it doing no harm is no threat's picture.
    key = !seen ? 'answer.enemy.bare' : seen.angry || HARD_END.has(ctx.drama.ending.kind) ? 'answer.enemy.hard' : 'answer.enemy';
  }
  if (q.kind === 'overNow') key = `answer.overNow.${tone === 'well' ? 'well' : tone === 'hard' ? 'hard' : 'open'}`;
  if (q.kind === 'forgave' && q.topic) {
    const seen = figureMoments(ctx, q.topic, said);
    const who = q.topic.startsWith('my ') ? `your ${q.topic.slice(3)}` : q.topic;
    slots.whoSubj = who;
    slots.whoObj = PRONOUN_FORMS[who] ?? who;
    slots.figureMoment = seen?.text ?? null;
    key = !seen ? 'answer.forgave.bare' : seen.angry ? 'answer.forgave.shown' : 'answer.forgave';
  }
  if (q.kind === 'animalKnows' && q.about) {
    // The animal of this dream, as the dream names it ("my dog", "the dog").
    const mine = new RegExp(`\\bmy ${q.about}\\b`, 'i').test(ctx.input.text);
    const seen = figureMoments(ctx, `${mine ? 'my' : 'the'} ${q.about}`, said);
    slots.figureMoment = seen?.text ?? null;
    key = seen ? 'answer.animalKnows' : 'answer.animalKnows.bare';
  }
  if (q.kind === 'healing') {
    slots.details = gentleDetails(ctx, 3);
    // Help the writer already has is named as theirs: "your counselling", "your therapist".
    // (Read from the whole text: "I started therapy in spring", told among the dream, is still the writer's.)
    const helper = HELPER.exec(` ${ctx.input.text.toLowerCase().replace(/[^a-z' ]+/g, ' ').replace(/ +/g, ' ')} `)?.[1] ?? null;
    slots.helper = helper ? `your ${helper}` : null;
    key = tone === 'hard' ? 'answer.healing.hard' : slots.details ? 'answer.healing' : 'answer.healing.bare';
    if (!slots.helper) key = `${key}.alone`;
  }
  if (q.kind === 'decide' && q.topic) {
    // A dream without a close to point to ("then I heard my name called and I woke") still answers the
    // question of a decision, from its own gentle details or plainly.
    // "not to sell the house" → "should not sell the house".
    slots.topicBare = q.topic.replace(/^not to /, 'not ').replace(/^to /, '');
    // A remark of the writer's that holds the question itself ("…is it telling me to go back to the office") is no fact to set beside it.
    if (typeof slots.fact === 'string' && slots.fact.includes(slots.topicBare)) slots.fact = null;
    if (!slots.ending) {
      slots.details = gentleDetails(ctx, 2);
      key = slots.details ? 'answer.decide.details' : 'answer.decide.bare';
    }
  }
  const plural = new Set(lifePlural);
  // "the teeth", "my keys": the verbs after the asked-about thing agree with it.
  if (q.topic && ENDS_IN_S.test(q.topic) && !/ss$/.test(q.topic)) plural.add('topic');
  return answerText(ctx, q, key, k, slots, plural, remark, said, mourned, lifeSlots, lifePlural);
}

/**
 * "He told me I am putting too much salt in my life": words reported to the dreamer, retold as the
 * telling ("he told you") and the words told ("you are putting too much salt in your life"), each
 * in the second person. The retelling leaves an "I" after "told me" alone, as it might be the
 * speaker's own; after "told me" and no quotation marks it is the dreamer's.
 */
function reportedWords(ctx: ReadingContext, c: Clause): string | null {
  for (let k = c.start + 2; k < c.end - 1; k += 1) {
    const me = ctx.tokens[k - 1];
    const verb = ctx.tokens[k - 2];
    if (ctx.tokens[k]?.normal !== 'i' || me?.normal !== 'me' || !verb || !REPORTING.has(verb.lemma)) continue;
    const telling = retell(ctx.tokens, c.start, k, ctx.cues, 8)?.text;
    const told = retell(ctx.tokens, k, c.end, ctx.cues, 20)?.text;
    return telling && told ? `${telling} ${told}` : null;
  }
  return null;
}
const REPORTING = new Set(['tell', 'warn', 'remind', 'promise']);

/**
 * The words someone says in the dream in another's voice ("she talked to me in my lola's voice… she
 * said 'Ayaw kalimti ang kalamay sa ref' which means don't forget the sweet rice cake in the fridge"),
 * as the writer gives them, with their own translation where they give one; null where the one asked
 * about never speaks so.
 */
function spokenThrough(ctx: ReadingContext, who: string): string | null {
  const word = who.split(' ').pop() ?? who;
  const { tokens } = ctx;
  for (const c of ctx.story) {
    let at = -1;
    for (let i = c.start; i < c.end - 2 && at < 0; i += 1) if (tokens[i]?.normal === word && POSSESSIVE_MARK.has(tokens[i + 1]?.normal ?? '') && tokens[i + 2]?.normal === 'voice') at = i + 2;
    if (at < 0) continue;
    // The words said: the first quotation in the sentence after the voice.
    let open = at + 1;
    while (open < tokens.length && open < at + 30 && tokens[open]?.inDream !== false && !QUOTE_MARKS.has(tokens[open]?.value ?? '')) open += 1;
    if (!QUOTE_MARKS.has(tokens[open]?.value ?? '')) return null;
    let close = open + 1;
    while (close < tokens.length && close < open + 40 && !QUOTE_MARKS.has(tokens[close]?.value ?? '')) close += 1;
    if (!QUOTE_MARKS.has(tokens[close]?.value ?? '') || close === open + 1) return null;
    const words = joinTokens(tokens.slice(open + 1, close)).replace(/[.,!?]+$/, '');
    // "which means don't forget…": the writer's own translation, to the end of the sentence.
    let k = close + 1;
    while (tokens[k]?.value === ',' || tokens[k]?.pos === 'SPACE') k += 1;
    const means = tokens[k]?.normal === 'which' || tokens[k]?.normal === 'meaning' ? k : -1;
    let end = means;
    while (means >= 0 && end < tokens.length && tokens[end]?.sentence === tokens[means]?.sentence && !['lol', 'haha', 'lmao'].includes(tokens[end]?.normal ?? '')) end += 1;
    const gloss = means >= 0 ? joinTokens(tokens.slice(means, end)).replace(/[.,!?]+$/, '') : '';
    return `"${words}"${gloss ? `, ${gloss}` : ''}`;
  }
  return null;
}
const POSSESSIVE_MARK = new Set(["'s", '’s']);

/** Tokens written back as words, the punctuation and contractions against the word before. */
function joinTokens(tokens: readonly SenseToken[]): string {
  return tokens
    .filter((t) => t.pos !== 'SPACE')
    .map((t) => t.value)
    .join(' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/ (n't|'s|'re|'ll|'ve|'m|'d|’s)\b/g, '$1');
}

/**
 * What happens at a thing or place of the dream, in a few words of the present: "a woman is sitting
 * with your handbag on her knees, she is Manon but older, and she gives you the bag" at gate 0. The
 * clause that holds the thing, and up to two acts of others right after it; none the reading has
 * just said in the same words.
 */
function sceneAt(ctx: ReadingContext, topic: string): string | null {
  const word = topic.replace(/^the /, '').split(' ').pop() ?? '';
  const { tokens } = ctx;
  // The thing as asked ("platform"), before its other number ("on the platforms").
  const holds = (exact: boolean) => (c: Clause): boolean => !quoteMarkIn(tokens, c.start, c.end) && tokens.slice(c.start, c.end).some((t) => t.isWord && (t.pos === 'NOUN' || t.pos === 'PROPN') && (t.normal === word || (!exact && t.lemma === word)));
  const at = ctx.story.find(holds(true)) ?? ctx.story.find(holds(false));
  if (!at) return null;
  const parts: string[] = [];
  // "there is a woman sitting with my handbag": who is there, and what they are doing.
  for (let i = at.start; i < at.end - 2; i += 1) {
    if (tokens[i]?.normal !== 'there' || tokens[i + 1]?.lemma !== 'be') continue;
    let noun = i + 2;
    while (noun < at.end && tokens[noun]?.pos !== 'NOUN') noun += 1;
    const ving = tokens[noun + 1];
    if (noun >= at.end || !ving || ving.pos !== 'VERB' || !ving.normal.endsWith('ing')) break;
    const who = retell(tokens, i + 2, noun + 1, ctx.cues, 4)?.text;
    const doing = retell(tokens, noun + 1, at.end, ctx.cues, 8)?.text;
    if (who && doing) parts.push(`${who} ${tokens[i + 1]?.normal === 'was' ? 'is' : (tokens[i + 1]?.normal ?? 'is')} ${doing.replace(/,.*$/, '')}`);
    break;
  }
  for (const c of ctx.story) {
    if (parts.length >= 3 || c.index <= at.index || c.index > at.index + 3 || c.sentence > at.sentence + 1) continue;
    if (c.subject !== 'other' || c.verb === null || c.negated) continue;
    // "and she is Manon but older", "She gives me the bag": someone there, by the pronoun before the verb.
    const head = tokens.slice(c.start, c.verb).find((t) => t.normal === 'he' || t.normal === 'she' || t.normal === 'they');
    if (!head) continue;
    // ("he was my son but grey-haired" is told in the present with the rest: "he is your son but grey-haired".)
    const gist = c.verbLemma === 'be' ? (retell(tokens, c.verb, c.end, ctx.cues, 6)?.text.replace(/,.*$/, '').replace(/^was\b/, 'is').replace(/^were\b/, 'are') ?? null) : actGist(ctx, c, head.normal !== 'they');
    if (gist) parts.push(`${head.normal} ${gist}`);
  }
  const fresh = parts.filter((p) => !ctx.voice.wouldRepeat(p));
  if (!fresh.length) return null;
  return fresh.length === 1 ? (fresh[0] ?? null) : `${fresh.slice(0, -1).join(', ')}, and ${fresh[fresh.length - 1] ?? ''}`;
}

/** A word that numbers the thing before it: "platform nine", "gate 27". */
const NUMBERED_AFTER = / (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|zero) /;

const HE_WORDS: ReadonlySet<string> = new Set(['man', 'guy', 'bloke', 'lad', 'boy', 'father', 'dad', 'brother', 'son', 'husband', 'groom', 'grandad', 'grandfather', 'uncle', 'king']);
const SHE_WORDS: ReadonlySet<string> = new Set(['woman', 'girl', 'mother', 'mum', 'mom', 'sister', 'daughter', 'wife', 'bride', 'grandmother', 'nan', 'aunt', 'queen']);
const OWN_FORMS: Record<string, string> = { he: 'his', she: 'her', they: 'their' };
// Endings of English words for a quality or manner ("lenient", "careful", "patient").
const QUALITY_WORD = /(?:ent|ant|ful|ous|ive|ible|able|less|ish|ly)$/;

/** A topic as the writer spelt its words, where the reader has normalised them ("the check book" → "the cheque book"). */
function asWritten(ctx: ReadingContext, topic: string): string {
  return topic
    .split(' ')
    .map((w) => ctx.tokens.find((t) => t.normal === w && t.isWord)?.value.toLowerCase() ?? w)
    .join(' ');
}

/** The writer's capitals put back on words read in lower case: "fail the upcat" → "fail the UPCAT", "visit Lagos". */
function withCapitals(ctx: ReadingContext, words: string): string {
  return words
    .split(' ')
    .map((w) => {
      // Only a word the writer capitalises where no sentence begins: a name or an acronym, not "Then".
      const t = ctx.tokens.find((x, k) => x.isWord && x.normal === w && x.value !== w && ctx.tokens[k - 1]?.sentence === x.sentence && ctx.tokens[k - 1]?.value !== '"');
      return t && t.value.toLowerCase() === w ? t.value : w;
    })
    .join(' ');
}

/** The words of the answer, once its kind, key and slots are known. */
function answerText(ctx: ReadingContext, q: WritersQuestion, key: string, k: number, slots: Slots, plural: ReadonlySet<string>, remark: LifeRemark | null, said: readonly string[], mourned: string | null, lifeSlots: Slots, lifePlural: ReadonlySet<string>): string | null {
  const { voice } = ctx;
  // A second answer says its piece more briefly, where there is a brief way to say it.
  if (k > 0) return voice.say(`${key}.also`, slots, plural) ?? voice.say(key, slots, plural) ?? voice.say(`${key}.bare`, slots, plural) ?? (key.startsWith(`answer.${q.kind}.`) ? voice.say(`answer.${q.kind}`, slots, plural) : null);
  const lifeAnswer = remark ? voice.say(`${key}.${remark.mood === 'grief' ? 'grief' : 'life'}`, slots, plural) : null;
  // Where the dream gives no moment to point to, the answer about a thing still says how it would be read.
  // A variant the dream cannot fill (its moment already told word for word) gives way to the kind's own answer;
  // a death foretold, where nothing else fits, is answered as any fear of an omen is.
  // A phrasing with no slot of the dream's at all (".plain") answers where neither a detail nor the close can be pointed to.
  const own = lifeAnswer ?? voice.say(key, slots, plural) ?? voice.say(`${key}.bare`, slots, plural) ?? voice.say(`${key.replace(/\.bare$/, '')}.plain`, slots, plural) ?? (key.startsWith(`answer.${q.kind}.`) ? voice.say(`answer.${q.kind}`, slots, plural) : null);
  return own ?? (q.kind === 'omen' ? answerFor(ctx, { kind: 'worry', topic: null }, said, remark, mourned, lifeSlots, lifePlural) : null);
}

/**
 * The last moment of the dream where someone named is the subject, told as the dream tells it, with
 * the clauses of the sentence that go on without a subject of their own ("Marcus was across the
 * rooftop | talking to my sister, | totally not bothered").
 */
function personMoment(ctx: ReadingContext, name: string): string | null {
  // "My girlfriend Priya was dancing": the name may stand beside the subject's head, before the verb.
  const at = ctx.story.filter((c) => c.verb !== null && ctx.tokens.slice(c.start, c.verb).some((t) => t.normal === name)).pop();
  if (!at) return null;
  let end = at.end;
  for (const c of ctx.story) {
    if (c.index <= at.index || c.sentence !== at.sentence) continue;
    const ownless = ctx.tokens.slice(c.start, c.verb ?? c.end).every((t) => !t.isWord || LINKS.has(t.normal) || t.pos === 'VERB' || t.pos === 'ADV' || t.pos === 'PART');
    if (!ownless) break;
    end = c.end;
  }
  const told = retell(ctx.tokens, at.start, end, ctx.cues, 24)?.text ?? null;
  if (!told) return null;
  if (!ctx.voice.wouldRepeat(told)) return told;
  // Told already: its last part points back to it ("Marcus was totally not bothered"), where that part says how they were.
  const tail = told.split(', ').pop() ?? '';
  const head = ctx.tokens.slice(at.start, at.verb ?? at.start).find((t) => t.normal === name);
  const verb = ctx.tokens.slice(at.start, (at.verb ?? at.start) + 1).find((t) => t.normal === 'was' || t.normal === 'were');
  return head && verb && tail !== told && !/\b(?:was|were|is|are|had|did)\b/.test(tail) ? `${head.value} ${verb.normal} ${tail}` : null;
}

/** The moment a figure shows the dreamer's own face ("he took off his hat and he had my face, but older"), as the dream tells it. */
const OWN_FACE = / (?:my|your) (?:own )?face | was me | is me | were me | myself | yourself /;
function ownFaceMoment(ctx: ReadingContext): string | null {
  for (const [k, c] of ctx.story.entries()) {
    const words = ` ${ctx.tokens.slice(c.start, c.end).filter((t) => t.isWord).map((t) => t.normal).join(' ')} `;
    if (c.subject !== 'other' || !OWN_FACE.test(words)) continue;
    // With what goes on in the same sentence without a subject of its own ("but older, with grey moustache").
    const next = ctx.story[k + 1];
    const end = next && next.sentence === c.sentence && next.verb === null ? next.end : c.end;
    const told = retell(ctx.tokens, c.start, end, ctx.cues, 22)?.text ?? null;
    if (told && !ctx.voice.wouldRepeat(told)) return told;
    return told ? (told.split(', ')[0] ?? null) : null;
  }
  return null;
}

/** The clause opens on a word that makes it qualify another ("when…", "even though…", "because…"). */
function opensSubordinate(ctx: ReadingContext, c: Clause): boolean {
  const words = ctx.tokens.slice(c.start, c.end).filter((t) => t.isWord);
  const first = words[0]?.normal === 'even' || words[0]?.normal === 'and' ? words[1]?.normal : words[0]?.normal;
  return first !== undefined && SUBORDINATE.has(first) && first !== 'who' && first !== 'which' && first !== 'whose';
}

/** The writer's own words outside the dream, lower-case, with a space either side. */
function writersText(ctx: ReadingContext): string {
  const words: string[] = [];
  // What comes before the sentence that first says "I dreamt" is the writer's too ("My mother is in
  // hospital since two weeks. On Sunday night I dreamt…"), however the frame has divided it.
  const dreamt = ctx.drama.clauses.find((c) => ctx.tokens.slice(c.start, c.end).some((t) => t.lemma === 'dream' || DREAMT.has(t.normal)));
  const before = dreamt ? dreamt.sentence : -1;
  for (const c of ctx.drama.clauses) {
    if ((!(c.frame || c.outside) && c.sentence >= before) || c.waking) continue;
    for (let i = c.start; i < c.end; i += 1) if (ctx.tokens[i]?.isWord) words.push((ctx.tokens[i]?.normal ?? '').replace(/’/g, "'"));
    words.push('|');
  }
  return ` ${words.join(' ')} `;
}

const DREAMT = new Set(['dream', 'dreamt', 'dreamed', 'dreaming', 'dreams']);

/** "I am 34 weeks pregnant", "our son is 7 weeks old", "new mum here": the writer is expecting or has a new baby. */
const EXPECTING = / (?:weeks|months) pregnant | pregnant with | (?:am|i'm|im) pregnant | expecting (?:a|our|my) | due (?:in|date|next) | (?:new|first-time|first time) (?:mum|mom|mother|dad|father|parent)s? | (?:baby|son|daughter) is (?:[a-z0-9]+ )?(?:days|weeks|months) old | newborn /;
/** A baby or child of the dream forgotten, left or lost by the dreamer. */
const LEFT_BEHIND = new Set(['forget', 'forgot', 'forgotten', 'leave', 'left', 'lose', 'lost', 'drop', 'dropped']);
const LITTLE_ONES = new Set(['baby', 'babies', 'son', 'daughter', 'child', 'newborn', 'kid', 'infant']);

function expecting(ctx: ReadingContext): boolean {
  return EXPECTING.test(writersText(ctx));
}

/** The dream is one of a baby or child left, forgotten or lost by the dreamer. */
function babyLeftBehind(ctx: ReadingContext): boolean {
  // The little one may be named only by the writer ("My son is 6 weeks old. I dreamt I forgot him…").
  return ctx.tokens.some((t) => t.isWord && LITTLE_ONES.has(t.normal)) && ctx.story.some((c) => c.subject === 'dreamer' && ctx.tokens.slice(c.start, c.end).some((t) => LEFT_BEHIND.has(t.normal)));
}

/** A medical matter of the writer's or of someone close to them: a scan, a biopsy, a stay in hospital. */
// ("hospital" only as a stay in one: a nurse's ward is her work, not a fear for anyone's health.)
const MEDICAL = / (?:scan|biopsy|test results|diagnosis|diagnosed|cancer|tumou?r|lump|surgery|operation|chemo|mri|blood test|complications|stroke|heart attack|treatment|procedure|in (?:the )?hospital|admitted) /;
const FOR_WHOM = / (?:for|about) my ([a-z]+) (?:\?|\|)/;

/** Whose health the writer fears for ("your mother's health", "your health"), where they tell of a medical matter; else null. */
function healthAsked(ctx: ReadingContext): string | null {
  const text = writersText(ctx);
  if (!MEDICAL.test(text)) return null;
  const whom = FOR_WHOM.exec(text)?.[1];
  return whom && whom !== 'family' ? `your ${whom}'s health` : whom === 'family' ? "your family's health" : 'your health or what any test will show';
}

/** "I still cry sometimes", "I still miss him": a grief the writer says is still with them. */
const STILL_GRIEVING = / i (?:still|sometimes still) (?:cry|miss|think about|dream about|get sad) /;

/** Words of comfort ("he was never alone, don't worry so much"). */
const COMFORT = /\b(?:don'?t worry|do not worry|never alone|it'?s (?:ok|okay|alright|all right)|you(?:'re| are) (?:fine|safe|okay|ok|doing well)|all is well|be at peace|not your fault|i love you|thank you|you did (?:well|fine)|(?:he|she|they)(?:'s| is| are) (?:fine|safe|okay))\b/i;
const QUOTED = /["“]([^"“”]{3,90})["”]/g;

/** "the lady" as the dream first described her ("an old lady"): "the old lady". */
function describedOnce(ctx: ReadingContext, who: string | null): string | null {
  const noun = who?.startsWith('the ') ? who.slice(4) : null;
  if (!noun) return who;
  for (let i = 2; i < ctx.tokens.length; i += 1) {
    const t = ctx.tokens[i];
    const adj = ctx.tokens[i - 1];
    if (t?.normal === noun && adj?.pos === 'ADJ' && ['a', 'an'].includes(ctx.tokens[i - 2]?.normal ?? '')) return `the ${adj.normal} ${noun}`;
  }
  return who;
}

/** The words of comfort someone speaks late in the dream, and who speaks them: the dream's own answer to a fear. */
function consolingWords(ctx: ReadingContext): string | null {
  const first = ctx.story[0];
  const last = ctx.story[ctx.story.length - 1];
  const from = first ? (ctx.drama.spans.start[first.start] ?? 0) : 0;
  const to = last ? (ctx.drama.spans.end[last.end - 1] ?? ctx.input.text.length) : ctx.input.text.length;
  const text = ctx.input.text.slice(from, to);
  let found: string | null = null;
  for (const m of text.matchAll(QUOTED)) if (m[1] && COMFORT.test(m[1])) found = m[1].trim().replace(/[.,!]+$/, '');
  if (!found) return null;
  const who = describedOnce(ctx, saidMoment(ctx, found)?.speaker ?? null);
  return who ? `${who} ${who === 'they' ? 'tell' : 'tells'} you "${found}"` : `the dream itself says it: "${found}"`;
}

/** Words of a gentle moment, and of a hard one a gentle detail sets aside ("not bloody", "instead of crashing"). */
const GENTLE_WORDS = new Set(['clear', 'clean', 'calm', 'calmly', 'gently', 'gentle', 'softly', 'soft', 'warm', 'smile', 'smiled', 'smiling', 'laugh', 'laughed', 'laughing', 'fine', 'safe', 'peaceful', 'sun', 'sunny', 'floating', 'relief', 'happy', 'hug', 'hugged', 'together']);
const HARSH_WORDS = new Set(['dirty', 'bloody', 'blood', 'crashing', 'crash', 'drowning', 'cold', 'dark', 'pain', 'hurt', 'afraid', 'scared', 'squeezing', 'alone', 'evil', 'angry']);
/** What the dreamer does not do to hold on ("I did not try to catch it"): a letting go. */
/** The writer names a former partner. */
const EX_NAMED = /\bex\b|ex-(?:boyfriend|girlfriend|husband|wife)|broke up|breakup|split up|divorce/;
const LINKS = new Set(['and', 'but', 'then', 'so', 'just', 'also', 'still']);
const HOLDING = new Set(['catch', 'grab', 'hold', 'keep', 'stop', 'save', 'follow', 'chase', 'fight', 'resist', 'reach']);

/**
 * The dream's own gentle details, in its order and as it tells them ("not dirty water, very clear",
 * "you did not try to catch it", "you were floating"): what an answer to
 * a fear or a hope points to, rather than a line that would fit any dream. Up to `max`, the last
 * gentle moment always among them.
 */
function gentleDetails(ctx: ReadingContext, max = 3): string | null {
  const found: { c: Clause; text: string; weight: number }[] = [];
  const covered = new Set<number>();
  for (const [k, c] of ctx.story.entries()) {
    if (c.waking) continue;
    const words = ctx.tokens.slice(c.start, c.end).filter((t) => t.isWord);
    const notHarsh = words.some((t, k) => HARSH_WORDS.has(t.normal) && ['not', 'never', 'no', 'of', "n't"].includes(words[k - 1]?.normal ?? ''));
    const gentle = !c.negated && words.some((t) => GENTLE_WORDS.has(t.normal));
    const unafraid = c.subject === 'dreamer' && c.deniedFeelings.some((f) => f.emotion === 'apprehension' || f.emotion === 'sadness');
    const happy = c.feelings.some((f) => f.emotion === 'happiness');
    // "I did not try to catch it" lets go; "I couldn't keep up" only fails.
    const lettingGo = c.subject === 'dreamer' && c.negated && words.some((t) => HOLDING.has(t.lemma)) && !words.some((t) => t.normal === 'could' || t.normal === 'can' || t.normal === 'ca');
    if (!(notHarsh || gentle || unafraid || happy || lettingGo) || (c.irrealis && !lettingGo)) continue;
    // Told as written, in the dream's own tense; a verbless detail ("instead of crashing,") with the
    // clause it leads into ("the road just flattened out").
    // "I was floating | and laughing": a short clause with no subject of its own goes with the one before.
    const next = ctx.story[k + 1];
    const joins = next !== undefined && next.sentence === c.sentence && (c.verb === null || (next.verb !== null && next.end - next.start <= 3 && ctx.tokens.slice(next.start, next.verb).every((t) => !t.isWord || LINKS.has(t.normal))));
    // "I saw his guitar going out by the window | and I did not try to catch it": a letting go is told with what is let go.
    // "…picked up one tooth | and put it in her own mouth": a clause with no subject of its own is told with the one before.
    const prev = ctx.story[k - 1];
    // ("…around my arm, | but gently, not squeezing": a verbless "but…" goes with the clause it qualifies.)
    const ownless = c.verb !== null ? ctx.tokens.slice(c.start, c.verb).every((t) => !t.isWord || LINKS.has(t.normal)) : LINKS.has(words[0]?.normal ?? '');
    const withPrev = prev !== undefined && prev.sentence === c.sentence && ((lettingGo && prev.subject === 'dreamer' && ctx.tokens[c.start]?.normal === 'and') || ownless);
    if (covered.has(c.index) || (ownless && !withPrev)) continue;
    if (joins && next) covered.add(next.index);
    const told = retell(ctx.tokens, withPrev && prev ? prev.start : c.start, joins && next ? next.end : c.end, ctx.cues, 26)?.text ?? null;
    // The moment before, already among the details, gives way to the two told together.
    if (withPrev && prev && found[found.length - 1]?.c === prev) found.pop();
    // A moment told short: to its first stop after a few words ("you were not afraid, which is strange because…").
    // "I felt really happy actually": the writer's emphasis is theirs, not the reading's.
    const whole = told?.replace(/^(?:and|but|then|so) /, '').replace(/,? \b(?:actually|literally|honestly)\b/g, '').replace(/^(.{18,}?), (?:which|because|so|but|and then|like)\b.*$/, '$1');
    // A detail the reading has already told word for word is pointed to by a part of it ("they are
    // not bloody"), so that the answer does not retell it (the voice would refuse the sentence).
    const parts = whole ? [whole, ...whole.split(/, | and (?=you |they |she |he |it )/)] : [];
    // Whatever part stands for the moment is a clause of its own ("the birth was super easy") or
    // keeps the word that made it gentle: of "a woman sitting with your handbag, very calm, maybe 35
    // years old", an age alone ("maybe 35 years old") says nothing gentle and is no moment of the dream.
    const keys = keyWordsOf(ctx, c, words);
    const holdsKey = (x: string): boolean => x.toLowerCase().split(/[^\p{L}'’]+/u).some((w) => keys.has(w));
    const stands = (x: string): boolean => x === whole || holdsKey(x) || parseText(x).tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !t.normal.endsWith('ing')));
    const text = parts.find((x) => x.split(' ').length >= 3 && stands(x) && !ctx.voice.wouldRepeat(x));
    // A letting go, a fear denied or a hard thing set aside says more than a gentle word on its own.
    const weight = (lettingGo ? 3 : 0) + (unafraid || notHarsh ? 2 : 0) + (happy || gentle ? 1 : 0) + k / 1000;
    if (text && text.split(' ').length <= 24 && !found.some((x) => x.text === text)) found.push({ c, text, weight });
  }
  const last = found[found.length - 1];
  if (!last) return null;
  const rest = found.slice(0, -1).sort((a, b) => b.weight - a.weight).slice(0, max - 1).sort((a, b) => a.c.index - b.c.index);
  // Each detail may hold an "and" of its own: they are set apart by semicolons.
  // Together they may still say again a run the reading has told ("you were so happy, and your
  // grandmother was smiling"): the first ones give way until they do not.
  const items = [...rest, last].map((x) => x.text);
  while (items.length) {
    const joined = items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join('; ')}; and ${items[items.length - 1] ?? ''}`;
    if (!ctx.voice.wouldRepeat(joined.replace(/;/g, ','))) return joined;
    items.shift();
  }
  return null;
}

/**
 * The words that make a moment a gentle detail: its gentle words, a harsh one it sets aside, the
 * feeling it names and the holding it lets go of, in the reading's second person where they are the dreamer's.
 */
function keyWordsOf(ctx: ReadingContext, c: Clause, words: readonly SenseToken[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const t of words) if (GENTLE_WORDS.has(t.normal) || HARSH_WORDS.has(t.normal) || HOLDING.has(t.lemma)) keys.add(t.normal);
  for (const f of [...c.feelings, ...c.deniedFeelings]) {
    const t = ctx.tokens[f.token];
    if (t) keys.add(t.normal);
  }
  return keys;
}

/** A plural subject, for the verb after it: "the keys", and the plurals without an s ("the teeth crumble", not "crumbles"). */
const ENDS_IN_S = /(?:s|\b(?:teeth|feet|geese|mice|people|children|men|women|police|cattle))$/;
const POSSESSIVE = new Set(["'s", '’s']);
const CUT_AT_ABBREVIATION = /\b(?:St|Sto|Sta|Dr|Mr|Mrs|Ms|Mt|Ft|Sr|Jr)$/;
/** Words of a body held still: "I couldn't move", "I tried to scream and nothing came out". */
const STILL_WORDS = new Set(['move', 'moving', 'scream', 'speak', 'breathe', 'breath', 'shout', 'yell', 'talk']);
/** Words of a warm feeling of the dreamer's. */
const WARM_WORDS = new Set(['happy', 'glad', 'joy', 'joyful', 'relieved', 'delighted', 'thrilled', 'excited', 'overjoyed', 'love', 'loved', 'grateful']);
const EX_FORMS: Record<string, readonly string[]> = { her: ['she', 'her', 'hers'], him: ['he', 'him', 'his'], them: ['they', 'them', 'their'] };

/**
 * A moment in a few words of the present ("she smiles at you with no teeth", "you are so happy to see
 * him"), so that an answer points back to a moment the reading has told without telling it again.
 */
function momentNow(ctx: ReadingContext, c: Clause): string | null {
  const m = momentNowTold(ctx, c);
  // "…when I started losing the lucidity": the moment is pointed to in slots such as "where {ending}",
  // and its "when" would leave "where when you start losing…".
  return m ? m.replace(OPENS_ON_SUBORDINATOR, '') : m;
}
const OPENS_ON_SUBORDINATOR = /^(?:when|while|as soon as|once|as)\s+(?=\S+\s)/i;

function momentNowTold(ctx: ReadingContext, c: Clause): string | null {
  // "…because who will hold the drip now": a clause whose subject is a question word asks, and tells
  // no moment; the figure its "who" was resolved to did nothing there.
  if (c.verb !== null && ctx.tokens.slice(c.start, c.verb).some((t) => ASKING_SUBJECTS.has(t.normal))) return null;
  if (c.subject === 'dreamer') return presentRetell(ctx, c) ?? tellClause(ctx, c.index, 22);
  const head = c.subjectHead !== null ? ctx.tokens[c.subjectHead] : undefined;
  // ("tried to catch them" is no "catches them": a deed only tried is told as the dreamer wrote it.)
  if (head && c.subject === 'other' && !c.negated && !c.irrealis && c.verbLemma !== 'be' && c.verbLemma !== 'have') {
    const at = c.subjectHead ?? -1;
    // "an old man… towed me": the one describing word the dream gave them stays with them ("the old man").
    const described = ctx.tokens[at - 1]?.pos === 'ADJ' && ['a', 'an', 'the', 'my'].includes(ctx.tokens[at - 2]?.normal ?? '') ? ctx.tokens[at - 1] : undefined;
    const mine = ctx.tokens[described ? at - 2 : at - 1]?.normal === 'my';
    const who = FIGURE_PRONOUNS.has(head.normal) ? head.normal : head.pos === 'NOUN' ? `${mine ? 'your' : 'the'} ${described ? `${described.normal} ` : ''}${head.normal}` : null;
    const gist = who ? actGist(ctx, c, who !== 'they' && !ENDS_IN_S.test(who)) : null;
    if (who && gist) return `${who} ${gist}`;
  }
  return tellClause(ctx, c.index, 22);
}

const ASKING_SUBJECTS = new Set(['who', 'what', 'which', 'whoever']);

/** The dream's last moment, told in the present where it can be: what an answer points to when it says how the dream ends. */
/** The moment an answer points to for how the dream comes out: the waking that cut it short, or its last moment. */
export function endingMoment(ctx: ReadingContext, tone: EndingTone): string | null {
  const w = ctx.drama.ending.waking;
  const waking = tone === 'cut' && w !== null ? ctx.drama.clauses[w] : undefined;
  // "Woke up right before the bottom": the waking told as it is, where it cannot be put in the present.
  // (A waking the reading has already told is not pointed to again: the last moment before it is.)
  const cut = waking ? (presentRetell(ctx, waking) ?? tellClause(ctx, waking.index, 22)) : null;
  if (cut && !ctx.voice.hasSaid(cut)) return cut;
  // "I felt fine": a feeling at the close is the tone, not the moment; the last thing that happens is pointed to.
  const e = ctx.drama.ending.clause;
  const at = ctx.story.findIndex((c) => c.index === e);
  for (let k = at; k >= 0 && k >= at - 2; k -= 1) {
    const c = ctx.story[k];
    if (!c || c.waking || (c.subject === 'dreamer' && ONLY_FELT.has(c.verbLemma))) continue;
    // The dreamer's own last words ("you said "No thanks, I have enough""), not what they answer.
    const m = momentNow(ctx, c) ?? lastWords(ctx, c) ?? (c.subject === 'dreamer' && SPEAKING.has(c.verbLemma) ? tellSpeech(ctx, c.index) : null);
    if (m) return m;
  }
  return endMoment(ctx);
}

/** The dream's last image, named short ("your boyfriend", "the harbour"): how an answer points to the close once it has been told. */
function endingImage(ctx: ReadingContext): string | null {
  const e = ctx.drama.ending.clause;
  const at = ctx.story.findIndex((c) => c.index === e);
  const sentence = ctx.story[at]?.sentence;
  for (let k = at; k >= 0 && k >= at - 2; k -= 1) {
    const c = ctx.story[k];
    // Only the close itself: a thing named earlier in a list ("nappies, a cake, a cat") is not where the dream ends.
    if (!c || c.sentence !== sentence) continue;
    // Not a word inside someone's quoted speech ("she said 'hi mum'"): that names no one present.
    const quoted = (at: number): boolean => ctx.tokens.slice(c.start, at).filter((t) => QUOTE_TOKEN.test(t.value)).length % 2 === 1;
    const here = ctx.drama.mentions.filter((m) => m.clause === c.index && !m.negated && !m.viaPronoun && m.hit.entry.kind !== 'action' && m.hit.entry.kind !== 'event' && !quoted(m.start) && !NOT_A_CLOSE.has(ctx.tokens[m.end - 1]?.normal ?? ''));
    // Someone there at the close ("my partner was in the kitchen") before the place they are in.
    const m = here.filter((x) => x.hit.entry.kind === 'figure' || x.hit.entry.kind === 'animal').pop() ?? here[here.length - 1];
    if (m) return imageTerms(ctx, m).np.definite;
  }
  return null;
}

/** Words of how something is said or seen ("in a normal voice"), which name nothing the dream closes on. */
const NOT_A_CLOSE = new Set(['voice', 'sound', 'noise', 'tone', 'way', 'time', 'moment']);

/** A dreamer's clause that only feels or knows ("I felt fine", "I knew it was over"). */
const ONLY_FELT = new Set(['feel', 'be', 'seem', 'know', 'think', 'realise', 'realize', 'remember', 'wake']);

const QUOTE_TOKEN = /^["“”]$/;

/** "and she said 'hi mum' in a normal voice" → `she says "hi mum"`: a last moment that is someone's words, quoted exactly. */
function lastWords(ctx: ReadingContext, c: Clause): string | null {
  if (c.subject !== 'other' || !SPEAKING.has(c.verbLemma) || c.subjectHead === null) return null;
  // The subject as the clause says it ("she"), not as the dream's pronouns were resolved.
  let at = c.subjectHead;
  for (let i = c.start; i < (c.verb ?? c.end); i += 1) {
    const t = ctx.tokens[i];
    if (t && (FIGURE_PRONOUNS.has(t.normal) || t.pos === 'NOUN')) {
      at = i;
      break;
    }
  }
  const head = ctx.tokens[at];
  if (!head) return null;
  const mine = ctx.tokens[at - 1]?.normal === 'my';
  const who = FIGURE_PRONOUNS.has(head.normal) ? head.normal : head.pos === 'NOUN' ? `${mine ? 'your' : 'the'} ${head.normal}` : null;
  let open = -1;
  let close = -1;
  for (let i = c.start; i < c.end; i += 1) {
    if (!QUOTE_TOKEN.test(ctx.tokens[i]?.value ?? '')) continue;
    if (open < 0) open = i;
    else {
      close = i;
      break;
    }
  }
  const { spans } = ctx.drama;
  const from = spans.end[open];
  const to = spans.start[close];
  if (!who || open < 0 || close <= open + 1 || from === undefined || to === undefined) return null;
  const words = ctx.input.text.slice(from, to).trim().replace(/[.,!?]+$/, '');
  if (!words || words.split(/\s+/).length > 12) return null;
  return `${who} ${who === 'they' ? 'say' : 'says'} "${words}"`;
}

/** The words every phrasing that points to the dream's close uses ("look at how it ends"). */
const ENDS_SAID = 'how it ends';
const JOLT_WORDS = new Set(['jerk', 'jolt', 'jolted', 'jerked', 'twitch', 'twitched', 'kick', 'kicked', 'startle', 'startled', 'spasm']);

/** The dreamer woke with a jerk of the body ("woke up with that jerk in my legs"). */
function wokeWithJolt(ctx: ReadingContext): boolean {
  const w = ctx.drama.ending.waking;
  const c = w === null ? undefined : ctx.drama.clauses[w];
  return c !== undefined && ctx.tokens.slice(c.start, c.end).some((t) => JOLT_WORDS.has(t.normal));
}

function endMoment(ctx: ReadingContext): string | null {
  const ci = ctx.drama.ending.clause;
  const c = ci === null ? undefined : ctx.drama.clauses[ci];
  return c ? momentNow(ctx, c) : null;
}

/** The dream's image, apart from the body: the last thing another figure does there, else the turn, else the ending. */
function imageMoment(ctx: ReadingContext): string | null {
  const other = ctx.story.filter((c) => c.subject === 'other' && !c.negated && c.verbLemma !== 'be' && !c.waking).pop();
  const c = other ?? (ctx.drama.turn ? ctx.drama.clauses[ctx.drama.turn.clause] : undefined);
  return c ? momentNow(ctx, c) : endMoment(ctx);
}

/**
 * Where the dream's warmth goes: the first moment the dreamer is glad, and whether it is the former
 * partner they are glad of ("I was so happy to see him I forgot to be annoyed", of the dog she took).
 */
function warmMoment(ctx: ReadingContext, ex: string): { text: string; theirs: boolean } | null {
  const c = ctx.story.find((x) => x.subject === 'dreamer' && !x.negated && ctx.tokens.slice(x.start, x.end).some((t) => WARM_WORDS.has(t.normal)));
  if (!c) return null;
  const whole = momentNow(ctx, c);
  if (!whole) return null;
  // "you are so happy to see him you forgot to be annoyed": the feeling, up to where a second clause begins.
  const again = whole.indexOf(' you ', 4);
  const text = (again > 0 ? whole.slice(0, again) : whole).replace(/ (?:that|and|so|but)$/, '');
  const forms = EX_FORMS[ex] ?? [];
  const theirs = ctx.tokens.slice(c.start, c.end).some((t) => forms.includes(t.normal));
  return { text, theirs };
}

/**
 * Who says the words asked about, and what they do as they say them ("she stood up, kissed my
 * forehead, and said 'don't forget the salt'" → she, "she kisses your forehead").
 */
function saidMoment(ctx: ReadingContext, words: string): { speaker: string; moment: string | null } | null {
  const { spans } = ctx.drama;
  const at = ctx.input.text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return null;
  // The clause that says them: the last one of the story to begin before the words.
  let c: Clause | undefined;
  for (const x of ctx.story) if ((spans.start[x.start] ?? Number.POSITIVE_INFINITY) <= at) c = x;
  if (c) {
    // "…kissed my forehead, and said 'don't forget the salt'": a clause without its own subject speaks for the one before it.
    const own = c.subject === 'other' ? c : ctx.story.filter((x) => x.sentence === c?.sentence && x.index < (c?.index ?? 0) && x.subject === 'other').pop();
    const head = own && own.subjectHead !== null ? ctx.tokens[own.subjectHead] : undefined;
    const mine = own && own.subjectHead !== null && ctx.tokens[own.subjectHead - 1]?.normal === 'my';
    const speaker = head ? (FIGURE_PRONOUNS.has(head.normal) ? head.normal : head.pos === 'NOUN' || head.pos === 'PROPN' ? `${mine ? 'your' : 'the'} ${head.normal}` : null) : null;
    if (!speaker || (c.subject !== 'other' && c.subject !== 'none')) return null;
    // The act just before the words, in the same sentence, is the moment they come with.
    const before = ctx.story.filter((x) => x.sentence === c?.sentence && x.index < (c?.index ?? 0) && x.subject === 'other' && !x.negated).pop();
    return { speaker, moment: before ? momentNow(ctx, before) : null };
  }
  return null;
}

/** The moment the dreamer acts in or at the place asked about: the first act of theirs where it is last named, or that mention. */
function actMoment(ctx: ReadingContext, place: string, verb: string | null = null): string | null {
  const word = place.split(' ').pop() ?? place;
  let at: Clause | undefined;
  for (const c of ctx.story) if (ctx.tokens.slice(c.start, c.end).some((t) => t.normal === word || t.lemma === word)) at = c;
  if (!at) return null;
  const act = ctx.story.find((c) => c.index > (at?.index ?? 0) && c.sentence === at?.sentence && c.subject === 'dreamer' && !c.negated) ?? at;
  // "I hid in a freezer" answers nothing to "why did I hide in a freezer": what happens there next does.
  const same = verb !== null && (ctx.tokens[act.verb ?? -1]?.normal === verb || ctx.tokens[act.verb ?? -1]?.lemma === verb);
  const next = same ? ctx.story.find((c) => c.index > act.index && c.sentence === act.sentence) : undefined;
  return momentNow(ctx, next ?? act);
}
/** Words that mark a moment as unlike the usual one: "instead of running I sat down", "this time", "for once". */
const UNLIKE_BEFORE = new Set(['instead', 'once', 'different', 'differently']);

/**
 * What is new in a dream that used to come the same way: the first moment told as unlike the usual
 * ("instead of running I sat down on the steps"), else the turn; told in a few words of the present
 * where the reading has already told it whole.
 */
function changedMoment(ctx: ReadingContext): string | null {
  const marks = (c: Clause): boolean => ctx.tokens.slice(c.start, c.end).some((t, k, all) => UNLIKE_BEFORE.has(t.normal) || (t.normal === 'time' && all[k - 1]?.normal === 'this'));
  // "Last night was different: I climbed over into the front": a sentence that only marks the change points to what follows it.
  const first = ctx.drama.clauses.find((c) => !c.waking && marks(c) && ctx.story.some((x) => x.index > c.index));
  const marker = first && first.subject !== 'dreamer' && first.verbLemma === 'be';
  const marked = marker ? ctx.story.find((x) => x.index > first.index && x.subject === 'dreamer') : ctx.story.find(marks);
  const c = marked ?? (ctx.drama.turn ? ctx.drama.clauses[ctx.drama.turn.clause] : undefined);
  if (!c) return null;
  // "this time I stopped | and opened a window instead of running": a short moment takes the act joined to it.
  const next = ctx.drama.clauses[c.index + 1];
  const joined = next && next.sentence === c.sentence && next.verb !== null && ctx.tokens.slice(next.start, next.verb).filter((t) => t.isWord).every((t) => t.normal === 'and') ? next : null;
  return presentRetell(ctx, c, joined) ?? tellClause(ctx, c.index, 22);
}

/**
 * A clause of the dreamer's retold with their verb in the present ("instead of running you sit down
 * on the steps"): an answer can point to a moment the reading has told, without telling it again word for word.
 */
function presentRetell(ctx: ReadingContext, c: Clause, joined: Clause | null = null): string | null {
  if (c.verb === null) return null;
  const end = joined?.end ?? c.end;
  let text = retell(ctx.tokens, c.start, end, ctx.cues, 22)?.text;
  if (!text) return null;
  let changed = false;
  for (let i = c.start; i + 1 < end; i += 1) {
    const w = ctx.tokens[i]?.normal;
    if (w !== 'i' && !(w === 'and' && joined && i >= joined.start && i < (joined.verb ?? 0))) continue;
    const v = ctx.tokens.slice(i + 1, end).find((t) => t.isWord);
    const lead = w === 'and' ? 'and' : 'you';
    // "I was so happy to see him" → "you are so happy to see him".
    if (v?.normal === 'was' && lead === 'you' && text.includes('you were')) {
      text = text.replace('you were', 'you are');
      changed = true;
      continue;
    }
    if (!v || v.pos !== 'VERB' || v.lemma === v.normal || !/^[a-z]+$/.test(v.lemma) || v.lemma === 'be' || !presentIsSafe(v.lemma, v.normal)) continue;
    const before = `${lead} ${v.value}`;
    if (!text.includes(before)) continue;
    text = text.replace(before, `${lead} ${v.lemma}`);
    changed = true;
  }
  // "you could not speak" → "you cannot speak": what the dreamer could not do, in the present too.
  const cannot = text.replace(/\byou could not\b/, 'you cannot').replace(/\byou couldn['’]t\b/, "you can't");
  return changed || cannot !== text ? cannot : null;
}
const PRONOUN_FORMS: Record<string, string> = { she: 'her', he: 'him', they: 'them' };
const HARD_END = new Set(['caught', 'death', 'unresolved']);
/** Verbs that tell what the dreamer knows, sees or feels rather than what they do. */
const NOT_DOING = new Set(['do', 'start', 'begin', 'be', 'have', 'feel', 'think', 'realise', 'realize', 'know', 'see', 'wake', 'want', 'wonder', 'seem', 'look', 'notice', 'remember', 'dream', 'hear', 'watch', 'get', 'find', 'can', 'could']);
const ANGRY_WORDS = new Set(['angry', 'cross', 'furious', 'shout', 'shouted', 'yell', 'yelled', 'scream', 'screamed', 'glare', 'glared', 'mad', 'scold', 'scolded']);

const IRREGULAR_PAST = new Set(['take', 'put', 'give', 'say', 'come', 'go', 'sit', 'hold', 'tell', 'get', 'run', 'make', 'leave', 'bring', 'stand', 'find', 'throw', 'fly', 'swim', 'catch', 'lead', 'keep', 'hand']);

/**
 * Whether the lemma the tagger gives a past form can be trusted for the present: "took" → "take",
 * "stopped" → "stop", "smiled" → "smile"; "waded" → "wad" cannot (a short "wad" would double its d).
 */
function presentIsSafe(lemma: string, normal: string): boolean {
  if (normal === lemma || IRREGULAR_PAST.has(lemma)) return true;
  // "wearing" → "wear": a form in -ing keeps its lemma whole.
  if (normal.endsWith('ing')) return normal.startsWith(lemma.replace(/e$/, ''));
  if (normal === `${lemma}d` || normal === `${lemma}${lemma.slice(-1)}ed`) return true;
  if (/[^aeiou]y$/.test(lemma) && normal === `${lemma.slice(0, -1)}ied`) return true;
  return normal === `${lemma}ed` && !/^[^aeiou]*[aeiou][bdgmnprt]$/.test(lemma);
}

/** The present form of a verb for "she" or "he": "take" → "takes", "carry" → "carries", "be" → "is". */
function thirdPerson(lemma: string): string {
  if (lemma === 'be') return 'is';
  if (lemma === 'have') return 'has';
  if (/(s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  return `${lemma}s`;
}

/** Verbs of setting something somewhere, whose act is not told until the place is. */
const PLACING = new Set(['put', 'place', 'lay', 'set', 'rest', 'press']);
/** A bare waking told in the present ("you wake up"). */
const PRESENT_BARE_WAKING = /^you wake( up)?$/;
const ENDS_ON_PREPOSITION = /\b(?:in|on|at|to|from|with|of|for|by|into|onto|since|until|about|through)$/;

/**
 * A moment of the dream in a few words of the present, from its verb to the first thing it acts on:
 * "climb up first", "help every single child", "puts it in your hand". Told so, an answer can point
 * to a moment the reading has already retold without saying it all again.
 */
function actGist(ctx: ReadingContext, c: Clause, third: boolean, past = false): string | null {
  if (c.verb === null) return null;
  const verb = ctx.tokens[c.verb];
  if (!verb || !/^[a-z]+$/.test(c.verbLemma)) return null;
  let end = c.verb + 1;
  let words = 1;
  let thing = false;
  while (end < c.end && words < 9) {
    const t = ctx.tokens[end];
    if (!t) break;
    if (t.isWord) words += 1;
    else if (t.value !== ' ' && t.pos !== 'SPACE') break;
    end += 1;
    // "my fiancée's grandmother": the one owned is the thing, not the owner.
    if ((t.pos === 'NOUN' || t.pos === 'PROPN') && POSSESSIVE.has(ctx.tokens[end]?.normal ?? '') && ctx.tokens[end + 1]?.isWord) {
      end += 1;
      continue;
    }
    if (t.pos === 'NOUN' || t.pos === 'PROPN') {
      thing = true;
      while (ctx.tokens[end]?.pos === 'NOUN' || (ctx.tokens[end]?.pos === 'SPACE' && ctx.tokens[end + 1]?.pos === 'NOUN')) end += 1;
      // "pulled each bed to the door", "took a bell out of her pocket": where it went is part of the act, up to its own noun.
      const placing = PLACING.has(c.verbLemma);
      const nextNoun = ctx.tokens.slice(end, Math.min(c.end, end + (placing ? 8 : 5))).findIndex((x) => x.pos === 'NOUN');
      // Kept short, so the act is pointed to rather than told again word for word.
      const more = ctx.tokens.slice(end, end + nextNoun + 1).filter((x) => x.isWord).length;
      // (Not in the past, where the words are the reading's own retelling and would repeat it.)
      // "put his hand on the back of my neck": a verb of placing says nothing without where, whatever the tense.
      if ((!past || placing) && ctx.tokens[end]?.pos === 'ADP' && nextNoun > 0 && words + more <= (placing ? 9 : 6)) end += nextNoun + 1;
      // "…on the back | of my neck": the place runs on through its "of".
      if (placing && ctx.tokens[end]?.normal === 'of') {
        const ofNoun = ctx.tokens.slice(end, Math.min(c.end, end + 4)).findIndex((x) => x.pos === 'NOUN');
        if (ofNoun > 0) end += ofNoun + 1;
      }
      break;
    }
  }
  // A phrase cut before its thing ("puts it in your") is no moment; one that runs to the clause's end is whole.
  if (!thing && end < c.end && ctx.tokens.slice(end, c.end).some((t) => t.isWord)) return null;
  const told = c.verb + 1 < end ? retell(ctx.tokens, c.verb + 1, end, ctx.cues, 12, true)?.text : '';
  if (told === undefined || told === null) return null;
  // "quits in", cut from "quit in 1998": a gist that ends on its preposition has lost what it points to.
  if (ENDS_ON_PREPOSITION.test(told)) return null;
  // "puts his hand", cut from "put his hand on the back of my neck": a verb of placing needs where.
  if (PLACING.has(c.verbLemma) && end < c.end && ctx.tokens[end]?.pos === 'ADP') return null;
  // In the present where the lemma can be trusted; else as the writer wrote it ("waded", not "wad").
  const present = !past && presentIsSafe(c.verbLemma, verb.normal);
  // (The past as the writer meant it: "she give me a key" told in the past is "she gave".)
  const form = !present ? (verb.written ?? verb.value).toLowerCase() : third ? thirdPerson(c.verbLemma) : c.verbLemma;
  // Words spoken are the moment itself ("says to you in a calm british accent" says nothing without them): the writer's own words, quoted.
  const quote = SPEAKING.has(c.verbLemma) ? quotedAfter(ctx, c) : null;
  // "said the exam was in the pool": words reported without quotes run past the thing named, and are no moment cut short.
  if (SPEAKING.has(c.verbLemma) && !quote) return null;
  return `${form}${told ? ` ${told}` : ''}${quote ? `, "${quote}"` : ''}`.replace(/\s+/g, ' ').trim();
}

/** The words in quotes that a clause of speaking leads into, as the writer wrote them, when short enough to give whole. */
function quotedAfter(ctx: ReadingContext, c: Clause): string | null {
  const open = ctx.tokens.findIndex((t, i) => i >= (c.verb ?? c.start) && i < c.end + 4 && (t.value === '"' || t.value === '“'));
  if (open < 0) return null;
  let close = open + 1;
  while (close < ctx.tokens.length && close < open + 30 && ctx.tokens[close]?.value !== '"' && ctx.tokens[close]?.value !== '”') close += 1;
  const inside = ctx.tokens.slice(open + 1, close);
  if (ctx.tokens[close] === undefined || close >= open + 30 || inside.filter((t) => t.isWord).length > 12) return null;
  const { spans } = ctx.drama;
  const a = spans.start[open + 1];
  const b = spans.end[close - 1];
  if (a === undefined || b === undefined || !spans.exact[open + 1] || !spans.exact[close - 1] || inside.some((t) => t.profane)) return null;
  return ctx.input.text.slice(a, b).replace(/[.!?,]+$/, '') || null;
}

/** A gist without its verb ("a small silver bell"), to find the same moment named in another tense; the whole gist where little is left. */
function afterVerb(gist: string): string {
  const rest = gist.slice(gist.indexOf(' ') + 1);
  return rest.includes(' ') ? rest : gist;
}

/** Several moments' gists as one phrase after their subject: "climb up first and help every single child". */
function gistList(gists: string[]): string {
  return joinList(gists.filter((g, k) => gists.indexOf(g) === k));
}

/** What the dreamer does in the dream, in its last acts: "you keep walking round the walls, climb up first and help every single child". */
function dreamerActs(ctx: ReadingContext): string | null {
  const acting = ctx.story.filter((c) => c.subject === 'dreamer' && !c.negated && !c.waking && !c.passive && !NOT_DOING.has(c.verbLemma));
  // One tense for all: where one verb's present cannot be trusted, all are told as written.
  const past = acting.slice(-4).some((c) => c.verb !== null && !presentIsSafe(c.verbLemma, ctx.tokens[c.verb]?.normal ?? ''));
  const gists: string[] = [];
  for (const c of acting.slice(-4)) {
    const g = actGist(ctx, c, false, past);
    if (g) gists.push(g);
  }
  const kept = gists.slice(-3);
  return kept.length ? `you ${gistList(kept)}` : null;
}

const FIGURE_PRONOUNS = new Set(['she', 'he', 'they']);
const PRONOUN_OBJECTS = new Set(['him', 'her', 'them']);
const BE_FORMS = new Set(["'s", '’s', 'is', 'was', 'are', 'were', "'re", 'been']);

/** What a figure of the dream does there, and whether any of it is angry: the answer to "is she angry with me?". */
function figureMoments(ctx: ReadingContext, who: string, said: readonly string[] = []): { text: string; angry: boolean } | null {
  const word = who.split(' ').pop() ?? who;
  const named = (c: Clause): boolean => {
    if (c.subject !== 'other' || c.verb === null) return false;
    const head = c.subjectHead !== null ? ctx.tokens[c.subjectHead] : undefined;
    if (head?.normal === word || head?.lemma === word) return true;
    for (let i = c.start; i < c.verb; i += 1) if (ctx.tokens[i]?.normal === word) return true;
    return false;
  };
  // "she" is whoever the dream calls so: the one its "she" stands for, however else it is named.
  const heads = new Set<number>();
  if (FIGURE_PRONOUNS.has(word)) for (const c of ctx.story) if (named(c) && c.subjectHead !== null) heads.add(c.subjectHead);
  // "even though he quit in 1998": a clause that only qualifies another is not something they do there.
  const theirs = ctx.story.filter((c) => c.subject === 'other' && c.verb !== null && !opensSubordinate(ctx, c) && (named(c) || (c.subjectHead !== null && heads.has(c.subjectHead))));
  if (!theirs.length) return null;
  const angry = theirs.some((c) => ctx.tokens.slice(c.start, c.end).some((t) => ANGRY_WORDS.has(t.normal) || ANGRY_WORDS.has(t.lemma)));
  // What they give and do for the dreamer weighs most; among the rest, the later moment.
  const weight = (c: Clause): number => (GIVING.has(c.verbLemma) ? 2 : 0) + (c.negated ? -3 : 0) + c.index / 1000;
  const third = who !== 'they';
  // A moment an earlier answer has just named ("takes a key out of her headscarf") is not named again.
  // "he's gone", "she was dressed": a state after "is", not something they do (its gist would drop the "is": "he gone").
  const stateOnly = (c: Clause): boolean => c.verb !== null && BE_FORMS.has(ctx.tokens[c.verb - 1]?.normal ?? '') && !(ctx.tokens[c.verb]?.normal ?? '').endsWith('ing');
  const acts = theirs.filter((c) => !c.negated && !SPEAKING.has(c.verbLemma) && !stateOnly(c));
  const past = acts.some((c) => c.verb !== null && !presentIsSafe(c.verbLemma, ctx.tokens[c.verb]?.normal ?? ''));
  // Nor one the reading has told in the same words (the voice would refuse the whole answer for it).
  const fresh = acts.map((c) => ({ c, g: actGist(ctx, c, third, past) })).filter((x): x is { c: Clause; g: string } => x.g !== null && !said.some((a) => a.includes(afterVerb(x.g ?? ''))) && !ctx.voice.wouldRepeat(`${who} ${x.g ?? ''}`));
  const gists = fresh.sort((a, b) => weight(b.c) - weight(a.c)).slice(0, 3).sort((a, b) => a.c.index - b.c.index).map((x) => x.g);
  const subject = who.startsWith('my ') ? `your ${who.slice(3)}` : who;
  return gists.length ? { text: `${subject} ${gistList(gists)}`, angry } : null;
}
const GIVING = new Set(['give', 'put', 'hand', 'press', 'hug', 'hold', 'smile', 'laugh', 'kiss', 'help', 'take', 'offer', 'say', 'tell']);
const SPEAKING = new Set(['talk', 'speak', 'say', 'tell', 'sing', 'call']);

/**
 * The moment of the dream that holds the thing the writer asks about ("the key" → "she pressed a key
 * into your hand"), retold; where they ask about what it does ("that the horse could talk"), the moment it does it.
 */
function topicMoment(ctx: ReadingContext, topic: string, doing: string | null = null): { told: string | null; gist: string | null } {
  const word = topic.replace(/^the /, '').split(' ').pop() ?? '';
  // "your teeth" asked of a dream of one "front tooth": the same thing, by its lemma.
  const alt = word === 'teeth' ? 'tooth' : word.endsWith('s') ? word.slice(0, -1) : word;
  const speaks = doing !== null && SPEAKING.has(doing);
  let first: { told: string | null; gist: string | null } | null = null;
  // The thing the dream last called "it" ("a white horse… it followed me… it said to me"), for the clauses that do not name it again.
  let lastIt: SenseToken | null = null;
  for (const c of ctx.story) {
    const own = c.subjectHead !== null ? ctx.tokens[c.subjectHead] : undefined;
    const saysIt = c.verb !== null && ctx.tokens.slice(c.start, c.verb).some((t) => t.normal === 'it');
    const head = own ?? (saysIt && c.subject !== 'dreamer' ? (lastIt ?? undefined) : undefined);
    if (own && (saysIt || own.normal === word)) lastIt = own;
    const byHead = head !== undefined && (head.normal === word || head.lemma === word);
    let holds = byHead;
    for (let i = c.start; i < c.end && !holds; i += 1) {
      const t = ctx.tokens[i];
      // The tagger sometimes takes a thing for a describing word ("a key out of her headscarf").
      if (t?.isWord && (t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN') && (t.normal === word || t.lemma === word || t.lemma === alt)) holds = true;
    }
    if (!holds) continue;
    const does = doing !== null && byHead && (c.verbLemma === doing || (speaks && SPEAKING.has(c.verbLemma)));
    if (first !== null && !does) continue;
    const clauseTold = tellClause(ctx, c.index, 20);
    // "it was gold" says little alone: the sentence it stands in says what it is set against ("it was not black like a mamba, it was gold").
    const inSentence = ctx.story.filter((x) => x.sentence === c.sentence);
    const whole = clauseTold && clauseTold.split(' ').length < 5 && inSentence.length > 1 ? (retell(ctx.tokens, inSentence[0]?.start ?? c.start, inSentence[inSentence.length - 1]?.end ?? c.end, ctx.cues, 24)?.text ?? null) : null;
    // A clause too long to tell whole ("seatbelt still clicked, and on the seat an old cheque book with…")
    // is told from the stretch that holds the thing: after the last comma or "and" before it.
    // (And where the clause is told cut short of its end, the stretch that holds the thing tells it whole.)
    const stretch = whole ? null : stretchAround(ctx, c, word, alt);
    const cut = stretch !== null && clauseTold !== null && !clauseTold.endsWith(stretch.split(' ').pop() ?? '');
    const told = whole ?? (cut ? stretch : (clauseTold ?? stretch));
    // The same moment in a few words of the present, for an answer after the reading has told it.
    const at = head ? ctx.tokens.indexOf(head) : -1;
    const mine = ctx.tokens[at - 1]?.normal === 'my' || ctx.tokens[at - 2]?.normal === 'my';
    const subject = c.subject === 'dreamer' ? 'you' : byHead ? topic : head?.pos === 'NOUN' ? `${mine ? 'your' : 'the'} ${head.normal}` : null;
    // "the horse is a white horse" says nothing of what it does.
    const act = subject && !c.negated && c.verbLemma !== 'be' && c.verbLemma !== 'have' ? actGist(ctx, c, subject !== 'you' && !ENDS_IN_S.test(subject)) : null;
    const found = { told, gist: subject && act ? `${subject} ${act}` : null };
    if (!told && !found.gist) continue;
    if (does || doing === null) return found;
    first ??= found;
  }
  return first ?? { told: null, gist: null };
}

/** The stretch of a clause that holds a thing, from the comma or "and" before it to the clause's end. */
function stretchAround(ctx: ReadingContext, c: Clause, word: string, alt: string): string | null {
  const { tokens } = ctx;
  let at = -1;
  for (let i = c.start; i < c.end && at < 0; i += 1) if (tokens[i]?.normal === word || tokens[i]?.lemma === word || tokens[i]?.lemma === alt) at = i;
  if (at < 0) return null;
  let from = c.start;
  for (let i = at - 1; i > c.start; i -= 1) {
    if (tokens[i]?.value === ',' || tokens[i]?.normal === 'and') {
      from = i + 1;
      break;
    }
  }
  if (from === c.start) return null;
  return retell(tokens, from, c.end, ctx.cues, 24)?.text ?? null;
}

const IMAGE_PLURAL: ReadonlySet<string> = new Set(['image']);

/** "I would set your front teeth right beside your braces: the old mouth is going…": the dream's image and the writer's thing, and what their shared field says. */
function linkSentence(ctx: ReadingContext, link: LifeLink, afterAnswer: boolean): string | null {
  const gloss = ctx.voice.fill(`link.${link.field}`);
  if (!gloss) return null;
  return ctx.voice.say(afterAnswer ? 'life.linkTold' : 'life.link', { image: link.image, theirs: link.theirs, gloss }, link.plural ? IMAGE_PLURAL : undefined);
}

/**
 * Whether a word names something of the writer's waking life: a word of their own outside the dream
 * that is it or holds it ("firefighter" holds "fire"), or the word in a sentence that dates a past event
 * ("since a warehouse fire in 2018").
 */
function livedImages(ctx: ReadingContext): (word: string) => boolean {
  const waking: string[] = [];
  ctx.tokens.forEach((t, i) => {
    if (!t.isWord || t.normal.length < 4) return;
    // "a warehouse fire in 2018": the year a word or two after it.
    const dated = YEAR_WORD.test(ctx.tokens[i + 2]?.normal ?? '') || YEAR_WORD.test(ctx.tokens[i + 1]?.normal ?? '');
    if (t.inDream === false || dated) waking.push(t.normal);
  });
  return (word) => word.length >= 4 && waking.some((x) => x.includes(word));
}
const YEAR_WORD = /^(?:19|20)\d\d$/;

const FACING = new Set(['turn', 'face', 'confront']);

/** The dreamer turns round or faces someone in the dream's story ("So I stop and turn and ask him…"). */
function dreamerFaces(ctx: ReadingContext): boolean {
  return ctx.story.some((c) => c.subject === 'dreamer' && !c.negated && !c.irrealis && FACING.has(c.verbLemma) && !c.particles.includes('off') && !c.particles.includes('on'));
}

/**
 * The closing questions: one from the dream's plan (its shape and ending), and one from its most
 * telling moment (the turn's, the ending's or the strongest motif's own question).
 */
function askQuestions(w: Walk, motifs: readonly MotifHit[], slots: Slots, plural: ReadonlySet<string>, shape: string, theme: string | null, askAfterEnd: boolean): string[] {
  const { ctx } = w;
  const { voice, drama } = ctx;
  const kind = drama.ending.kind;
  // The moments whose questions are asked: the turn's and the ending's first, then the weightiest.
  const turnSentence = drama.turn ? drama.clauses[drama.turn.clause]?.sentence : undefined;
  const endSentence = drama.ending.clause !== null ? drama.clauses[drama.ending.clause]?.sentence : undefined;
  const rank = (h: MotifHit): number => h.motif.weight + (h.sentence === turnSentence ? 1.5 : 0) + (h.sentence === endSentence ? 1 : 0) + (w.read.has(h) ? 0.5 : 0);
  // Questions come from the moments the reading has read, so that each one points back to something said.
  // An unread motif may still ask where its moment holds the dream's central image (the man who
  // follows you, named in a first sentence too long to retell whole).
  const central = ctx.drama.central?.mention.hit;
  const aboutCentral = (h: MotifHit): boolean => central !== undefined && ctx.drama.mentions.some((m) => m.clause === h.clause && m.hit === central);
  // A motif's question takes its image as a figure ("what in your life is burning?"); where the image
  // is the writer's own waking life (a firefighter's fire, a house fire they lived through), the
  // figure is tone-deaf and the question is not asked.
  const lived = livedImages(ctx);
  const read = motifs.filter((h) => h.motif.hasAsk && (w.read.has(h) || aboutCentral(h)) && !h.motif.groups[0]?.some((e) => e.seq.length === 1 && lived(e.seq[0] ?? '')));
  // A motif the reading never read (its moment was not told) raises no question: the question would
  // come out of nowhere ("what commitment is being made?" after a wedding only named as the setting).
  const candidates = read.sort((a, b) => rank(b) - rank(a) || a.sentence - b.sentence);
  const asked: string[] = [];
  const opening = (q: string): string => q.toLowerCase().replace(/[^a-z ]/g, '').split(' ').slice(0, 5).join(' ');
  const fresh = (q: string): boolean => !asked.some((a) => opening(a) === opening(q));
  // A pursuer that turns out to be on the dreamer's side asks its own question first.
  if (slots.befriended) {
    const q = voice.fill('ask.befriended', slots, plural);
    if (q) asked.push(q);
  }
  for (const h of candidates) {
    if (asked.length >= 2) break;
    const { slots: ms, plural: mp } = motifSlots(ctx, h);
    // A question holds to what the dream shows as a gloss does ("the standard your boss sets" only of a boss who sets one).
    const moment = momentOf(ctx, h);
    const q = voice.fill(`mq.${h.motif.id}`, ms, mp, (text) => !glossClashes(ctx, text, moment));
    if (q && fresh(q)) asked.push(q);
  }
  if (asked.length < 2 && theme) {
    const q = voice.fill(`tq.${theme}`, slots, plural);
    if (q && fresh(q)) asked.push(q);
  }
  const out: string[] = [];
  const [first, second] = asked;
  if (first && second) {
    // Two questions from the dream's own moments.
    const a = voice.say('ask.lead', { question: first });
    const b = voice.say('ask.and', { question: second });
    if (a) out.push(a);
    if (b) out.push(b);
    return out;
  }
  // Otherwise the plan's own question (by shape and ending) leads, and the moment's question follows it.
  // Where no shape or ending has a question of its own, the question asks after where the dream
  // leaves the dreamer, not after an image that any dream could hold ("what has reminded you of the cat?").
  // A dreamer who stopped and faced the pursuer is not asked to imagine doing so.
  const faced = shape === 'chase' && dreamerFaces(ctx) ? voice.say('ask.chase.faced', slots, plural) : null;
  const main = faced ?? voice.say(`ask.${shape}.${kind}`, slots, plural) ?? voice.say(`ask.${shape}`, slots, plural) ?? voice.say(`ask.${kind}`, slots, plural) ?? voice.say('ask.any', { ...slots, ending: askAfterEnd ? endingMoment(ctx, endingTone(ctx)) : null }, plural);
  if (main) out.push(main);
  // The moment's question, unless it asks what the plan's question has just asked.
  const same = main !== null && first !== undefined && opening(main.slice(main.indexOf(':') + 1)) === opening(first);
  const extra = first && !same ? (main ? voice.say('ask.and', { question: first }) : voice.say('ask.lead', { question: first })) : null;
  if (extra) out.push(extra);
  // Where the question about the writer's life will follow, it asks instead of a list of images.
  if (!out.length && askAfterEnd) {
    const last = fallbackQuestion(ctx);
    if (last) out.push(last);
  }
  return out;
}

/** The question of last resort: what the dream's chief images mean to the writer. */
function fallbackQuestion(ctx: ReadingContext): string | null {
  return ctx.voice.say('ask.fallback', { list: ctx.input.keywords.length ? joinList(ctx.input.keywords.slice(0, 2).map((k) => `the ${k}`)) : null }) ?? ctx.voice.say('ask.bare');
}

/**
 * The story's last sentence, whole and in the dreamer's words, when every clause of it is the dream's
 * and none has been told: the way to give a closing line that has no verb to retell ("Umbrella
 * useless, still flying."). Marks its clauses told.
 */
function lastLineQuoted(ctx: ReadingContext, ci: number): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  const line = ctx.drama.clauses.filter((x) => x.sentence === c.sentence);
  if (line.some((x) => x.frame || x.outside || x.waking || ctx.told.has(x.index))) return null;
  const first = line[0];
  const end = line[line.length - 1];
  if (!first || !end) return null;
  const words = ctx.tokens.slice(first.start, end.end).filter((t) => t.isWord).length;
  if (words < 3 || words > 16) return null;
  // (Up to its last word: a list's line ends on the line break, which no quotation holds.)
  let to = end.end;
  while (to > first.start && ctx.tokens[to - 1]?.pos === 'SPACE') to -= 1;
  const quote = quoteSpan(ctx, first.start, to, 16);
  if (quote) for (const x of line) ctx.told.add(x.index);
  return quote;
}

/**
 * The two feelings of a mixed ending in the dreamer's words, in their order ('"embarrassed" and
 * "good"'): from the last sentence of the story and the waking.
 */
function mixedWords(ctx: ReadingContext): string | null {
  const e = ctx.drama.ending.clause;
  const sentence = e === null ? undefined : ctx.drama.clauses[e]?.sentence;
  const felt = ctx.drama.clauses.filter((c) => c.sentence === sentence || c.waking).flatMap((c) => c.feelings).filter((f) => f.weight >= 0.3);
  const glad = felt.find((f) => f.emotion === 'happiness');
  const hard = felt.find((f) => f.emotion === 'apprehension' || f.emotion === 'sadness' || f.emotion === 'anger');
  if (!glad || !hard) return null;
  const { spans } = ctx.drama;
  // A word typed in a hurry ("embarassed") is given as meant, as retellings give it.
  const word = (i: number): string | null => ctx.tokens[i]?.written?.toLowerCase() ?? (spans.exact[i] && spans.start[i] !== undefined && spans.end[i] !== undefined ? ctx.input.text.slice(spans.start[i], spans.end[i]) : null);
  const [a, b] = glad.token < hard.token ? [glad.token, hard.token] : [hard.token, glad.token];
  const first = word(a);
  const second = word(b);
  return first && second ? `"${first}" and "${second}"` : null;
}

const SENSE_OF = /^the (?:smell|taste|sound) of /;
const SENSE_NOUN: Readonly<Record<string, string>> = { smell: 'the smell of', taste: 'the taste of', hear: 'the sound of' };

/**
 * What came back from the dream with the dreamer, named ("the scarf", "the smell of the eggs"): the
 * first thing of the dream the carrying clause names after its verb, else its subject ("the song was
 * still playing").
 */
function carriedThing(ctx: ReadingContext): string | null {
  const ci = ctx.drama.ending.carried;
  const c = ci === null ? undefined : ctx.drama.clauses[ci];
  if (!c || c.verb === null) return null;
  const dreamNouns = new Set<string>();
  // (Any word of the story: the tagger may have read the thing there as something else, "the net" as an adjective.)
  for (const x of ctx.story) for (let i = x.start; i < x.end; i += 1) if (ctx.tokens[i]?.isWord) dreamNouns.add(ctx.tokens[i]?.lemma ?? '');
  let at: number | null = null;
  for (let i = c.verb + 1; i < c.end && at === null; i += 1) if (ctx.tokens[i]?.pos === 'NOUN' && dreamNouns.has(ctx.tokens[i]?.lemma ?? '')) at = i;
  if (at === null && c.subjectHead !== null && ctx.tokens[c.subjectHead]?.pos === 'NOUN' && dreamNouns.has(ctx.tokens[c.subjectHead]?.lemma ?? '')) at = c.subjectHead;
  // A compound names its thing by its last noun ("the bus timetable").
  while (at !== null && ctx.tokens[at + 1]?.pos === 'NOUN' && at + 1 < c.end) at += 1;
  const t = at === null ? undefined : ctx.tokens[at];
  // "my hands felt rough": the body that wakes was never the dream's to send back; what it feels is
  // said without naming a thing.
  if (at === null || !t || BODY.has(t.lemma)) return null;
  // "with the smell of orange still in my mind": the dreamer has named what the sense kept, and
  // naming it again would only repeat it.
  if (ctx.tokens[at - 1]?.normal === 'of' && SENSED_NOUNS.has(ctx.tokens[at - 2]?.lemma ?? '')) return null;
  // "I could still sort of smell pine", whatever the tagger made of "smell": the sense and its thing.
  const sensedBefore = SENSE_NOUN[ctx.tokens[at - 1]?.lemma ?? ''];
  if (sensedBefore) return `${sensedBefore} ${t.normal}`;
  const np = spanPhrase(ctx.tokens, at, at + 1, t.normal !== t.lemma && t.normal.endsWith('s')).short;
  // "I smelled eggs": what a sense kept is named by that sense ("the smell of the eggs").
  let sense: string | undefined;
  for (let i = c.start; i < at && !sense; i += 1) if (ctx.tokens[i]?.pos === 'VERB') sense = SENSE_NOUN[ctx.tokens[i]?.lemma ?? ''];
  return sense ? `${sense} ${np}` : np;
}

const SENSED_NOUNS: ReadonlySet<string> = new Set(['smell', 'scent', 'taste', 'sound', 'warmth', 'touch', 'weight', 'feel']);
const BODY: ReadonlySet<string> = new Set(['hand', 'arm', 'leg', 'foot', 'feet', 'face', 'head', 'body', 'chest', 'neck', 'back', 'skin', 'finger', 'mouth', 'eye', 'heart', 'shoulder', 'knee', 'lip', 'hair', 'cheek', 'stomach']);

/** The waking sentence from its waking clause on ("you woke up before you ever got it open"). */
function tellWaking(ctx: ReadingContext, ci: number): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  let end = c.end;
  // Up to a remark about the dream ("…, which is probably why"): that is the dreamer's, not the dream's.
  for (const x of ctx.drama.clauses) {
    if (x.index <= ci || x.sentence !== c.sentence) continue;
    if (x.frame) break;
    if (x.waking) end = x.end;
  }
  // "…and I was crying a bit when I woke up too": a waking clause that starts with "when" needs the clause before it.
  const lead = ctx.tokens.slice(c.start, c.end).find((t) => t.isWord);
  const prev = ctx.drama.clauses[ci - 1];
  const start = lead && ['when', 'as', 'after', 'until', 'till'].includes(lead.normal) && prev && prev.sentence === c.sentence ? prev.start : c.start;
  const r = retell(ctx.tokens, start, end, ctx.cues, 20);
  if (!r) return tellClause(ctx, ci, 18);
  // "That is where I woke.", "then nothing, woke up at 3am": the words that point at the waking are
  // the writer's; the waking is told without them ("you woke", not "that is where you woke").
  const pointer = WAKING_POINTER.exec(r.text);
  if (pointer && WAKE_WORD.test(r.text.slice(pointer[0].length))) return withSubject(ctx, c, r.text.slice(pointer[0].length));
  // "…and my cat was on my legs so maybe thats the heavy bit lol": the writer's guess is not the waking.
  const guess = /,? (so )?(maybe |probably |i guess )?(that's|thats|that is|that was|that explains) .*$/i;
  if (guess.test(r.text) && r.text.replace(guess, '').split(' ').length >= 3) return withSubject(ctx, c, r.text.replace(guess, ''));
  return withSubject(ctx, c, r.text);
}

/**
 * "someone on the other side saying my name backwards": a dream typed as pictures opens on a thing or
 * a person and what it is doing, with no verb to carry the tense. Told as it stands it is a fragment
 * ("At the start, someone … saying your name"); "there was" before it makes the picture a sentence.
 */
function bareParticiple(ctx: ReadingContext, ci: number, text: string | null): string | null {
  const c = ctx.drama.clauses[ci];
  if (!text || !c || c.verb === null || (c.subject !== 'other' && c.subject !== 'thing') || isFinite(ctx, c)) return text;
  const verb = ctx.tokens[c.verb];
  if (!verb?.normal.endsWith('ing') || c.subjectHead === null || c.subjectHead >= c.verb || !/^(?:a|an|some|someone|somebody|something)\b/i.test(text)) return text;
  return `there ${ctx.tokens[c.subjectHead]?.normal.endsWith('s') && ctx.tokens[c.subjectHead]?.pos === 'NOUN' ? 'were' : 'was'} ${text}`;
}

const WAKING_POINTER = /^(?:(?:and |so |then )?(?:that is|that's|thats|this is|this was|that was|that's) (?:where|when) |(?:and |then )?nothing(?: else)?, (?:then |and )?)/i;
const WAKE_WORD = /^(?:you |i )?(?:woke|awoke|wake)\b/i;

function withSubject(ctx: ReadingContext, c: Clause, text: string): string {
  // "woke up", "hit my bed with a jolt": the diary's subjectless waking is the dreamer's.
  // "Woke up and checked with my tongue" opening the dreamer's sentence is theirs all the same.
  if (/^(Woke|Awoke)\b/.test(text)) return `you ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return /^(woke|awoke)\b/.test(text) || ((c.subject === 'none' || c.subject === 'dreamer') && startsWithVerb(ctx, c) && !/^(you|your)\b/.test(text)) ? `you ${text}` : text;
}

/** Drops the sentences the reading can do without (`optional`: higher priority goes first) until it fits. */
function trim(paragraphs: string[][], maxWords: number, optional: ReadonlyMap<string, number>): void {
  // Counted once; each cut takes its own words off (sentences never share a word).
  let words = 0;
  for (const p of paragraphs) words += wordsIn(p);
  while (words > maxWords) {
    // The first of the sentences most readily dropped.
    let worstP: string[] | null = null;
    let worstK = 0;
    let worst = 0;
    for (const p of paragraphs) {
      for (let k = 0; k < p.length; k += 1) {
        const priority = optional.get(p[k] ?? '');
        if (priority !== undefined && (!worstP || priority > worst)) {
          worstP = p;
          worstK = k;
          worst = priority;
        }
      }
    }
    if (!worstP) return;
    words -= wordsIn(worstP.splice(worstK, 1));
  }
}

function mentionedInTold(ctx: ReadingContext, hit: SymbolHit): boolean {
  return ctx.drama.mentions.some((m) => m.hit === hit && ctx.told.has(m.clause));
}

/** When the first sentence cannot be retold (the dreamer's own "you", direct speech), quote it exactly. */
function openingWithoutRetelling(ctx: ReadingContext): string[] {
  const first = ctx.story[0];
  const { spans } = ctx.drama;
  if (!first) return [];
  let end = first.end;
  // The words are quoted only up to where they stand whole: never cut on a conjunction that leads on
  // ("I was being shown round it by an estate agent as").
  while (end > first.start && (ctx.tokens[end - 1]?.pos === 'PUNCT' || QUOTE_DANGLING.has(ctx.tokens[end - 1]?.normal ?? ''))) end -= 1;
  if (end - first.start > 22 || end - first.start < 3 || !spans.exact[first.start] || !spans.exact[end - 1]) return [];
  const quote = ctx.input.text.slice(spans.start[first.start], spans.end[end - 1]);
  if (/["“”\n]/.test(quote)) return [];
  const s = ctx.voice.say('open.quote', { quote: `"${quote}"` });
  return s ? [s] : [];
}

