/**
 * English distress rules over wink-nlp's tokens (lemma, part of speech, sentence). Each rule finds
 * a head word (a verb of wanting, a reflexive "myself", a harm verb with a body part, "burden",
 * "point"…), then asks three questions a reader would: whose wish or act is it (the dreamer's, or
 * somebody else's), is it negated, and does the context turn it into an idiom or an accident.
 */
import type { ParsedText } from '../nlp';
import { PASSING_BURDEN } from './english-phrases';
import * as words from './english-words';
import type { Signal, SignalKind } from './signals';
import { lookup } from '../text-utils';

type Rule = (ws: Sentence, k: number, ctx: Context) => Hit | null;

// A plain object: property reads stay cheap on the hot path, where a module namespace may use getters.
const W = { ...words };

/** One word of a sentence, with contractions undone ("I'm" → "i", "am"). */
interface Word {
  w: string;
  l: string;
  pos: string;
  /** Inside quotation marks: possibly somebody else's words. */
  quoted: boolean;
}
type Sentence = Word[];
type Who = 'dreamer' | 'other' | 'none';

const EXPANSIONS: Record<string, [string, string, string][]> = (() => {
  const pron = (aux: string, lemma: string): [string, string, string][] => [['i', 'i', 'PRON'], [aux, lemma, 'AUX']];
  const neg = (aux: string, lemma: string): [string, string, string][] => [[aux, lemma, 'AUX'], ['not', 'not', 'PART']];
  return {
    "i'm": pron('am', 'be'),
    im: pron('am', 'be'),
    "i've": pron('have', 'have'),
    ive: pron('have', 'have'),
    "i'd": pron('would', 'would'),
    "i'll": pron('will', 'will'),
    gonna: [['going', 'go', 'VERB'], ['to', 'to', 'PART']],
    wanna: [['want', 'want', 'VERB'], ['to', 'to', 'PART']],
    gotta: [['got', 'get', 'VERB'], ['to', 'to', 'PART']],
    cannot: neg('can', 'can'),
    cant: neg('can', 'can'),
    dont: neg('do', 'do'),
    didnt: neg('did', 'do'),
    doesnt: neg('does', 'do'),
    wont: neg('will', 'will'),
    wouldnt: neg('would', 'would'),
    couldnt: neg('could', 'could'),
    isnt: neg('is', 'be'),
    wasnt: neg('was', 'be'),
    werent: neg('were', 'be'),
    havent: neg('have', 'have'),
    hadnt: neg('had', 'have'),
  };
})();

const OPEN_QUOTES = new Set(['“', '„', '«']);
const CLOSE_QUOTES = new Set(['”', '»']);

/**
 * The words of the dream being checked, kept for the process and overwritten by the next dream's:
 * the rules read them only while one dream is checked, and an object per token was most of the
 * safety check's garbage. `wordsUsed` counts those handed out for the current dream.
 */
const wordPool: Word[] = [];
let wordsUsed = 0;

function word(w: string, l: string, pos: string, quoted: boolean): Word {
  const x = wordPool[wordsUsed];
  wordsUsed += 1;
  if (!x) {
    const fresh = { w, l, pos, quoted };
    wordPool.push(fresh);
    return fresh;
  }
  x.w = w;
  x.l = l;
  x.pos = pos;
  x.quoted = quoted;
  return x;
}

/**
 * The text as sentences of words, contractions undone, "self - harm" joined, quotations marked.
 * The words are valid until the next call (see `word`).
 */
function englishSentences(parsed: ParsedText): Sentence[] {
  wordsUsed = 0;
  const bySentence: Sentence[] = [];
  let quoted = false;
  for (const t of parsed.tokens) {
    const s = (bySentence[t.sentence] ??= []);
    const v = t.value;
    if (v === '"') {
      quoted = !quoted;
      s.push(word('"', '"', 'PUNCT', false));
      continue;
    }
    if (OPEN_QUOTES.has(v) || CLOSE_QUOTES.has(v)) {
      quoted = OPEN_QUOTES.has(v);
      s.push(word('"', '"', 'PUNCT', false));
      continue;
    }
    const w = t.normal.includes('’') || t.normal.includes('‘') ? t.normal.replace(CURLY_QUOTES, "'") : t.normal;
    const expansion = lookup(EXPANSIONS, w);
    if (expansion) {
      for (const [ew, el, ep] of expansion) s.push(word(ew, el, ep, quoted));
      continue;
    }
    const prev = s[s.length - 1];
    const before = s[s.length - 2];
    // "self-harm" arrives as "self" "-" "harm"; "self harming" as two words.
    if (prev && (w.startsWith('harm') || w.startsWith('injur')) && (prev.w === 'self' || (prev.w === '-' && before?.w === 'self'))) {
      if (prev.w === '-') s.pop();
      s.pop();
      s.push(word('self-harm', 'self-harm', 'NOUN', quoted));
      continue;
    }
    s.push(word(w, t.lemma || w, t.pos, quoted));
  }
  // Sentences in order, a long one cut into pieces (a sentence number the tokens skip has no entry).
  const out: Sentence[] = [];
  for (const s of bySentence) {
    if (!s) continue;
    if (s.length <= MAX_SENTENCE) out.push(s);
    else out.push(...chunked(s));
  }
  return out;
}

/** Longer "sentences" (run-on text, or no full stops at all) are cut at a comma or conjunction near this length. */
const MAX_SENTENCE = 80;
const BREAKS = new Set([',', ';', ':', 'and', 'but', 'then', 'so']);

/**
 * A sentence of more than MAX_SENTENCE words, cut into clause-sized pieces: the rules look at their
 * whole sentence for context, which would cost the square of a 10,000-character sentence.
 */
function chunked(s: Sentence): Sentence[] {
  if (s.length <= MAX_SENTENCE) return [s];
  const out: Sentence[] = [];
  let start = 0;
  while (s.length - start > MAX_SENTENCE) {
    let cut = start + MAX_SENTENCE;
    for (let j = cut; j > start + MAX_SENTENCE / 2; j -= 1) {
      if (BREAKS.has(s[j]!.w)) {
        cut = j;
        break;
      }
    }
    out.push(s.slice(start, cut));
    start = cut;
  }
  out.push(s.slice(start));
  return out;
}

const isVerbish = (x: Word | undefined): boolean => x !== undefined && (x.pos === 'VERB' || x.pos === 'AUX');
const isPunct = (x: Word | undefined): boolean => x === undefined || x.pos === 'PUNCT';
const SKIPPABLE_POS = new Set(['AUX', 'ADV', 'PART']);
const skippable = (x: Word): boolean => SKIPPABLE_POS.has(x.pos) || W.FILLERS.has(x.w) || W.NEGATORS.has(x.w) || x.w === 'to';

function onlySkippable(ws: Sentence, from: number, to: number): boolean {
  for (let j = from; j < to; j += 1) if (!skippable(ws[j]!)) return false;
  return true;
}

/**
 * Who does the verb at `k`: scan back for the nearest subject. The dreamer is "I"/"we", or "me" right
 * before the verb ("it made me want to die") or in "part of me"; another person is a third-person
 * pronoun, a relative pronoun, or a noun standing right before a verb ("my mother wanted…").
 * Nothing found (a diary's "Wanted to die.") counts as the dreamer.
 */
function subjectOf(ws: Sentence, k: number): { who: Who; at: number } {
  const quoted = ws[k]?.quoted ?? false;
  const stop = Math.max(0, k - 14);
  for (let j = k - 1; j >= stop; j -= 1) {
    const x = ws[j]!;
    if (x.quoted !== quoted || x.w === ';' || x.w === ':' || x.w === '"') return { who: 'none', at: j };
    if (W.DREAMER_SUBJECTS.has(x.w)) return { who: 'dreamer', at: j };
    if (x.w === 'me' && (onlySkippable(ws, j + 1, k) || ws[j - 1]?.w === 'of' || ws[j - 1]?.w === 'in')) return { who: 'dreamer', at: j };
    if (W.OTHER_SUBJECTS.has(x.w)) {
      // "that", "this", "which", "one" are subjects only right before the verb ("a man that wanted…").
      if (['that', 'this', 'which', 'one'].includes(x.w) && !onlySkippable(ws, j + 1, k)) continue;
      return { who: 'other', at: j };
    }
    if ((x.pos === 'NOUN' || x.pos === 'PROPN') && isVerbish(ws[j + 1]) && j + 1 <= k) return { who: 'other', at: j };
  }
  return { who: 'none', at: stop - 1 };
}

function negatedBetween(ws: Sentence, from: number, to: number): boolean {
  for (let j = Math.max(0, from + 1); j < to; j += 1) if (W.NEGATORS.has(ws[j]!.w)) return true;
  return false;
}

const hasWord = (ws: Sentence | undefined, words: ReadonlySet<string>): boolean => ws !== undefined && ws.some((x) => words.has(x.w) || words.has(x.l));

interface Context {
  sentences: Sentence[];
  index: number;
}
const prevOf = (c: Context): Sentence | undefined => c.sentences[c.index - 1];
const nextOf = (c: Context): Sentence | undefined => c.sentences[c.index + 1];

/**
 * Somebody else's words: a quotation whose sentence names another speaker ("he kept saying
 * 'I want to die'"). A quotation with no named speaker, or the dreamer's own, stays the dreamer's.
 */
function othersQuote(ws: Sentence, k: number): boolean {
  if (!ws[k]?.quoted) return false;
  for (let j = 0; j < ws.length; j += 1) {
    const x = ws[j]!;
    if (x.quoted || !W.SAY_VERBS.has(x.l)) continue;
    return subjectOf(ws, j).who === 'other';
  }
  return false;
}

/** The dreamer asking what a dream means ("does it mean I want to die?") is a question, not a wish. */
function meaningQuestion(ws: Sentence, subjectAt: number): boolean {
  if (!ws.some((x) => x.w === '?')) return false;
  const a = ws[subjectAt - 1];
  const b = ws[subjectAt - 2];
  return a?.l === 'mean' || (a?.w === 'that' && b?.l === 'mean');
}

type Complement = { kind: 'death' | 'act' | 'life'; end: number };

/** What the verb phrase starting at `c` amounts to: a death state, an act against oneself, or life itself (which counts when negated). */
function complementAt(ws: Sentence, c: number, ctx: Context): Complement | null {
  const v = ws[c];
  if (!v) return null;
  const n1 = ws[c + 1];
  const n2 = ws[c + 2];
  const n3 = ws[c + 3];
  const at = (kind: Complement['kind'], end = c + 1): Complement => ({ kind, end });
  switch (v.l) {
    case 'die':
    case 'dying':
      if (n1 && ['of', 'from', 'for', 'laughing', 'trying', 'down', 'out', 'off', 'to'].includes(n1.w)) return null;
      return at('death');
    case 'be':
      if (n1?.w === 'dead' || n1?.w === 'gone') return at('death', c + 2);
      if (n1?.w === 'alive') return at('life', c + 2);
      if (n1?.w === 'here' && n2 && ['anymore', 'any', 'again'].includes(n2.w)) return at('life', c + 3);
      return null;
    case 'end':
      if (n1?.w === 'it' && n2?.w !== 'with') return at('act', c + 2);
      if ((n1?.w === 'my' && (n2?.w === 'life' || n3?.w === 'life')) || ['everything', 'things', 'myself', 'all'].includes(n1?.w ?? '')) return at('act', c + 3);
      return null;
    case 'take':
      if (n1?.w === 'my' && (n2?.w === 'life' || (n2?.w === 'own' && n3?.w === 'life'))) return at('act', c + 3);
      return pillsAfter(ws, c) ? at('act') : null;
    case 'disappear':
    case 'vanish':
      if (n1 && (['forever', 'completely', 'permanently'].includes(n1.w) || (n1.w === 'for' && ['good', 'ever'].includes(n2?.w ?? '')))) return at('death', c + 2);
      if (n1?.w === 'from' && n2 && ['the', 'this', 'existence', 'everyone', "everyone's", 'earth', 'life'].includes(n2.w) && ['world', 'earth', 'existence', 'face', undefined].includes(n3?.w) ) return at('death', c + 3);
      if (n1?.w === 'and' && n2?.w === 'never') return at('death', c + 3);
      return null;
    case 'exist':
      return at('life');
    case 'stop':
    case 'cease':
      // Not a way of living: "stop living on takeaways", "stop being so hard on myself".
      // Nor "stop being there for everyone", a helper's limit.
      if (n1?.w === 'being' && n2?.w === 'there' && n3?.w === 'for') return null;
      if (n1 && ['existing', 'living', 'breathing', 'being'].includes(n1.w) && !LIVING_HOW.has(n2?.w ?? '')) return at('death', c + 2);
      if (n1?.w === 'to' && n2 && ['exist', 'live', 'be'].includes(n2.w) && !LIVING_HOW.has(n3?.w ?? '')) return at('death', c + 3);
      return null;
    case 'sleep':
    case 'fall':
      if ([n1?.w, n2?.w].includes('forever') || (n1?.w === 'and' && n2?.w === 'never') || (n2?.w === 'and' && n3?.w === 'never')) return at('death', c + 3);
      return null;
    case 'wake':
      return at('life', n1?.w === 'up' ? c + 2 : c + 1);
    case 'live':
      if (n1 && W.LIVE_PLACES.has(n1.w)) return null;
      return at('life');
    case 'go':
    case 'carry':
      if (v.l === 'go' && n1?.w === 'to' && n2?.l === 'sleep') return complementAt(ws, c + 2, ctx);
      if (n1?.w === 'on' && !(n2 && W.GO_ON_OUTINGS.has(n2.w))) return at('life', c + 2);
      if (n1?.w === 'back' && backToAPlace(ws, c)) return null;
      if (n1?.w === 'back' || n1?.w === 'home') return hasWord(ws, W.WATER_OR_DEATH) || hasWord(prevOf(ctx), W.WATER_OR_DEATH) ? at('life', c + 2) : null;
      return null;
    case 'keep':
      return n1 && ['going', 'living'].includes(n1.w) ? at('life', c + 2) : null;
    case 'continue':
      return isPunct(n1) || ['living', 'like', 'anymore', 'on'].includes(n1?.w ?? '') ? at('life') : null;
    case 'come':
    case 'return':
      if (v.l === 'come' && n1?.w !== 'back') return null;
      if (n1?.w === 'back' && backToAPlace(ws, c)) return null;
      return hasWord(ws, W.WATER_OR_DEATH) || hasWord(prevOf(ctx), W.WATER_OR_DEATH) ? at('life', c + 2) : null;
    case 'breathe':
      return n1 && ['anymore', 'again'].includes(n1.w) ? at('life', c + 2) : null;
    case 'jump':
    case 'leap':
    case 'step':
      if (v.l === 'step' && !['off', 'over', 'out', 'into'].includes(n1?.w ?? '')) return null;
      return jumpIsPlan(ws, ctx) ? at('act') : null;
    case 'throw':
    case 'hurl':
    case 'fling':
      return n1?.w === 'myself' && throwIsHarm(ws, c + 2) ? at('act', c + 2) : null;
    case 'walk':
    case 'wade':
      return n1?.w === 'into' && (W.WATER.has(n2?.w ?? '') || W.WATER.has(n3?.w ?? '')) ? at('act', c + 3) : null;
    case 'drown':
      return isPunct(n1) || ['in', 'myself', 'and'].includes(n1?.w ?? '') ? at('death') : null;
    case 'overdose':
      return at('act');
    case 'swallow':
    case 'down':
    case 'gulp':
      return pillsAfter(ws, c) ? at('act') : null;
    case 'lie':
    case 'lay':
      return onTracks(ws, c) ? at('act') : null;
    case 'let':
      return n1?.w === 'myself' && n2 && ['die', 'drown', 'sink', 'fall', 'go'].includes(n2.l) ? at('death', c + 3) : null;
    default:
      if (n1?.w === 'myself' && (W.STRONG_SELF_HARM.has(v.l) || W.WEAK_SELF_HARM.has(v.l))) return at('act', c + 2);
      return null;
  }
}

function jumpIsPlan(ws: Sentence, ctx: Context): boolean {
  const high = hasWord(ws, W.HEIGHTS) || hasWord(prevOf(ctx), W.HEIGHTS);
  return high && !hasWord(ws, W.FUN_JUMPS) && !hasWord(nextOf(ctx), W.FUN_JUMPS);
}

function throwIsHarm(ws: Sentence, c: number): boolean {
  const p = ws[c];
  if (!p) return false;
  if (W.THROW_HARM_PREPOSITIONS.has(p.w)) return true;
  if (p.w === 'in' && ws[c + 1]?.w === 'front') return true;
  if (p.w === 'into' || p.w === 'in' || p.w === 'onto') {
    for (let j = c + 1; j <= c + 3 && j < ws.length; j += 1) if (W.THROW_HARM_PLACES.has(ws[j]!.w)) return true;
  }
  return false;
}

function pillsAfter(ws: Sentence, c: number): boolean {
  let quantity = false;
  let drug = false;
  for (let j = c + 1; j <= c + 9 && j < ws.length; j += 1) {
    const x = ws[j]!;
    if (x.w === '.' || x.w === ';') break;
    if (W.PILL_QUANTITIES.has(x.w) || (x.w === 'too' && ws[j + 1]?.w === 'many')) quantity = true;
    if (W.DRUGS.has(x.w) || W.DRUGS.has(x.l)) drug = true;
  }
  return quantity && drug;
}

function onTracks(ws: Sentence, c: number): boolean {
  for (let j = c + 1; j <= c + 6 && j < ws.length; j += 1) {
    const x = ws[j]!;
    if (['tracks', 'track', 'rails', 'railway', 'railroad'].includes(x.w)) return ws.slice(c + 1, j).some((y) => y.w === 'on' || y.w === 'across');
  }
  return false;
}

/** A verb of wanting or intending: where its "to" starts, if it has one. */
function infinitiveAfter(ws: Sentence, k: number): number | null {
  let c = k + 1;
  for (let n = 0; n < 6 && ws[c]; n += 1) {
    // "all I wanted in the dream was to…"
    if (ws[c]!.w === 'in' && ['the', 'my', 'that', 'this'].includes(ws[c + 1]?.w ?? '') && ['dream', 'nightmare', 'moment', 'end'].includes(ws[c + 2]?.w ?? '')) c += 3;
    else if (W.FILLERS.has(ws[c]!.w)) c += 1;
    else break;
  }
  return ws[c]?.w === 'to' ? c + 1 : null;
}

function isHead(ws: Sentence, k: number): 'desire' | 'intent' | null {
  const x = ws[k]!;
  if (W.DESIRE_HEADS.has(x.l) || x.l === 'deserve') return 'desire';
  if (!W.INTENT_HEADS.has(x.l) && !W.INTENT_HEADS.has(x.w)) return null;
  // "going to" only as a future of intent ("I was going to jump"), never "going to the shop".
  if (x.w === 'going' && !(ws[k + 1]?.w === 'to' && ws[k + 2]?.pos === 'VERB')) return null;
  return 'intent';
}

interface Hit {
  kind: SignalKind;
  from: number;
  to: number;
}

/** Wishes and plans: "I wanted to die", "I didn't want to wake up", "I was ready to jump", "I thought about ending it". */
function wishOrPlan(ws: Sentence, k: number, ctx: Context): Hit | null {
  const head = isHead(ws, k);
  const x = ws[k]!;
  let c: number | null = null;
  let gerund = false;
  if (head) c = infinitiveAfter(ws, k);
  else if (W.GERUND_HEADS.has(x.l) && (ws[k + 1]?.w === 'about' || ws[k + 1]?.w === 'of')) {
    c = k + 2;
    gerund = true;
  }
  if (c === null) return null;
  let compNeg = false;
  while (ws[c] && (W.NEGATORS.has(ws[c]!.w) || (ws[c]!.pos === 'ADV' && ws[c]!.w !== 'up'))) {
    if (W.NEGATORS.has(ws[c]!.w)) compNeg = true;
    c += 1;
  }
  const comp = complementAt(ws, c, ctx);
  if (!comp) return null;
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || meaningQuestion(ws, subject.at)) return null;
  const headNeg = negatedBetween(ws, subject.at, k);
  const lifeWanted = comp.kind === 'life';
  if (lifeWanted && gerund) return null;
  if (lifeWanted) {
    if (headNeg === compNeg) return null;
    if (head !== 'desire') return null;
    if (ws[comp.end - 1]?.l === 'wake' || ws[comp.end - 1]?.w === 'up' || ws[c]?.l === 'come' || ws[c]?.l === 'go') {
      if (lovelyOrMundane(ws, ctx) || fromThatDream(ws, comp.end)) return null;
      // "didn't want to go back in", "…back to the ward": a place one would not return to, not life.
      if ((ws[c]?.l === 'come' || ws[c]?.l === 'go') && backToAPlace(ws, c)) return null;
    }
    return { kind: 'wish', from: Math.max(0, subject.at), to: comp.end };
  }
  if (headNeg || compNeg) return null;
  if (comp.kind === 'death' && jokingHyperbole(ws, k, ctx)) return null;
  // "If I have to grade one more essay I'm going to jump out a window 😂".
  if (comp.kind === 'act' && ws.slice(k + 1).some((y) => JOKE_EMOJI.has(y.w) || LAUGHS.has(y.w))) return null;
  if (comp.kind === 'death' && head !== 'desire' && !gerund) return null;
  if (comp.kind === 'death' && gerund && ws[c]?.l !== 'die' && ws[c]?.l !== 'dying') return null;
  // "Like anyone my age, I do think about dying now and then": mortality weighed in old age, no wish.
  if (comp.kind === 'death' && gerund && ws.some((y, i) => y.w === 'age' && ['my', 'our'].includes(ws[i - 1]?.w ?? '')) && !ws.some((y) => AGE_WISH.has(y.l))) return null;
  return { kind: comp.kind === 'act' ? 'plan' : 'wish', from: Math.max(0, subject.at), to: comp.end };
}

const LAUGHS = new Set(['lol', 'lmao', 'lmfao', 'haha', 'hahaha', 'jk', 'rofl']);

/** "I never want to wake up from that dream again": a dream too good to leave, unless death stands beside it. */
const fromThatDream = (ws: Sentence, end: number): boolean =>
  ws[end]?.w === 'from' && ['that', 'this', 'the', 'such'].includes(ws[end + 1]?.w ?? '') && (ws[end + 2]?.l === 'dream' || ws[end + 3]?.l === 'dream') && !hasWord(ws, W.DEATH_WORDS);

/** "Me at 7am: wishing I was dead": the meme of a late night, a joke about tiredness. */
const memeLine = (ws: Sentence): boolean => ws[0]?.w === 'me' && ws[1]?.w === 'at' && ws.slice(2, 6).some((x) => x.w === ':');

/** Emoji that turn "I want to die" into embarrassment or laughter when they follow it at once (the parser reads 💀 as "skull", 😂 as "laughing"). */
const JOKE_EMOJI = new Set(['skull', 'laughing', '🙃']);
const TRIVIAL_LOSSES = new Set(['phone', 'laptop', 'battery', 'wifi', 'charger', 'console', 'computer', 'pc']);
/** Words that turn thoughts of dying in old age into a wish for it: "…and I want it to come soon". */
const AGE_WISH = new Set(['want', 'wish', 'hope', 'ready', 'soon', 'long', 'pray', 'welcome']);
/** A race or a drill the body was put through; not "gym" or "workout", which are in any week of anyone's life. */
const EXERTION = new Set(['marathon', 'half-marathon', 'km', 'kilometre', 'kilometer', 'triathlon', 'burpees', 'squats', 'leg-day', 'sprints']);
const EMBARRASSMENT = new Set(['embarrassing', 'embarrassed', 'cringe', 'accidentally', 'sent', 'text', 'texted', 'boss', 'crush', 'awkward', 'note']);

/** "the queue was so long I wanted to die lol": an intensifier before the wish and a laugh in the sentence. */
const jokingHyperbole = (ws: Sentence, k: number, ctx?: Context): boolean => {
  // "Marathon Sunday, wanted to die at km 35, finished 3:58!!": the body's effort in a race or a workout.
  if (ws.some((x) => EXERTION.has(x.w))) return true;
  // "sooo embarrassing i wanted to die lol": a drawn-out "so", or the embarrassment itself, counts as the intensifier.
  if (ws.some((x) => LAUGHS.has(x.w)) && ws.slice(0, k).some((x) => /^so+$/.test(x.w) || x.w === 'such' || EMBARRASSMENT.has(x.w))) return true;
  // "I want to die 😭 I just sent my boss the text meant for my friend."
  const after = ws.slice(k + 1, k + 6);
  if (after.some((x) => JOKE_EMOJI.has(x.w))) return true;
  if (after.some((x) => x.w === 'sobbing') && [ws, ctx ? nextOf(ctx) : undefined].some((s) => hasWord(s, EMBARRASSMENT))) return true;
  // "my phone died and i lost all my contacts and i literally wanted to die": a gadget's death before it.
  if (ws.slice(0, k).some((x, i) => TRIVIAL_LOSSES.has(x.w) && ['died', 'dead', 'broke', 'crashed'].includes(ws[i + 1]?.w ?? ''))) return true;
  // "omg i want to die, i sent a voice note meant for my bestie to my crush".
  return ws.slice(0, k).some((x) => x.w === 'omg') && hasWord(ws, EMBARRASSMENT);
};

const PLACES_BACK = new Set(['in', 'inside', 'indoors', 'home', 'upstairs', 'downstairs', 'out']);
const PLACES_TO = new Set(['work', 'school', 'class', 'bed', 'ward', 'office', 'house', 'car', 'party', 'building', 'hotel', 'flat', 'apartment', 'shop', 'room', 'hospital', 'station', 'town', 'city', 'uni', 'university']);

const TRAILING_STOPS = /[.,!?;:]+$/;
const CURLY_QUOTES = /[’‘]/g;
const PLACE_DETERMINERS = new Set(['the', 'my', 'our', 'his', 'her', 'that']);

/** "go back in", "come back home", "go back to the ward": a return to a place, which a dreamer may well not want. */
function backToAPlace(ws: Sentence, c: number): boolean {
  const back = ws[c + 1]?.w === 'back' ? c + 2 : -1;
  if (back < 0) return false;
  // A full stop may cling to the word ("in.").
  const bare = (k: number): string => (ws[k]?.w ?? '').replace(TRAILING_STOPS, '');
  const next = bare(back);
  if (PLACES_BACK.has(next)) return true;
  if (next !== 'to') return false;
  const noun = PLACE_DETERMINERS.has(bare(back + 1)) ? bare(back + 2) : bare(back + 1);
  return PLACES_TO.has(noun);
}

/** A lovely dream or a working morning makes "I didn't want to wake up" ordinary, unless death, darkness or emptiness stand beside it. */
function lovelyOrMundane(ws: Sentence, ctx: Context): boolean {
  const window = [prevOf(ctx), ws, nextOf(ctx)];
  if (window.some((s) => hasWord(s, W.DEATH_WORDS))) return false;
  // The loveliness may have been set two or three sentences before ("floating in a warm lake under
  // the stars. Somebody was playing a guitar. I didn't want to wake up."), as long as nothing dark came between.
  const before = ctx.sentences.slice(Math.max(0, ctx.index - 3), ctx.index);
  if (before.some((s) => hasWord(s, W.DEATH_WORDS))) return window.some((s) => hasWord(s, W.PLEASURE)) || hasWord(ws, W.MUNDANE);
  return [...before, ws, nextOf(ctx)].some((s) => hasWord(s, W.PLEASURE)) || hasWord(ws, W.MUNDANE);
}

/** "I want it all to end", "all I want is for everything to stop". */
function allToEnd(ws: Sentence, k: number): Hit | null {
  if (!W.DESIRE_HEADS.has(ws[k]!.l)) return null;
  let sawAll = false;
  for (let j = k + 1; j <= k + 5 && j < ws.length; j += 1) {
    const x = ws[j]!;
    if (x.w === 'all' || x.w === 'everything') sawAll = true;
    if (x.w === 'to' && sawAll && ['end', 'stop', 'be'].includes(ws[j + 1]?.l ?? '')) {
      if (ws[j + 1]?.l === 'be' && ws[j + 2]?.w !== 'over') return null;
      const subject = subjectOf(ws, k);
      if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
      return { kind: 'hopelessness', from: Math.max(0, subject.at), to: j + 2 };
    }
    if (isPunct(x)) return null;
  }
  return null;
}

/** "I wished I were dead", "I hoped I would never wake up", "I hoped the train would hit me", "I prayed for death". */
function wishClause(ws: Sentence, k: number, ctx: Context): Hit | null {
  const x = ws[k]!;
  const waiting = x.l === 'wait' && ws[k + 1]?.w === 'for';
  if (!W.WISH_CLAUSE_HEADS.has(x.l) && !waiting && !(['long', 'yearn'].includes(x.l) && ws[k + 1]?.w === 'for')) return null;
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k) || memeLine(ws)) return null;
  const from = Math.max(0, subject.at);
  if (ws[k + 1]?.w === 'for' && (ws[k + 2]?.w === 'death' || (ws[k + 2]?.w === 'my' && ws[k + 3]?.w === 'death'))) return { kind: 'wish', from, to: k + 3 };
  let j = k + 1;
  if (ws[j]?.w === 'that' || waiting) j += 1;
  const end = Math.min(ws.length, j + 9);
  const first = ws[j];
  if (!first) return null;
  if (first.w === 'i') {
    let neg = false;
    for (let m = j + 1; m < end; m += 1) {
      const y = ws[m]!;
      if (isPunct(y)) break;
      if (W.NEGATORS.has(y.w)) neg = true;
      if (y.w === 'dead' || y.l === 'die') return neg ? null : { kind: 'wish', from, to: m + 1 };
      if (y.w === 'born' || y.w === 'existed') return neg ? { kind: 'wish', from, to: m + 1 } : null;
      if (y.l === 'wake') return neg && !lovelyOrMundane(ws, ctx) && !ordinaryWaking(ws, m + (ws[m + 1]?.w === 'up' ? 2 : 1)) ? { kind: 'wish', from, to: m + 1 } : null;
      // "I wish I could just stay asleep forever", "…sleep forever and ever".
      if ((y.w === 'asleep' || y.l === 'sleep') && ws[m + 1]?.w === 'forever') return neg || lovelyOrMundane(ws, ctx) ? null : { kind: 'wish', from, to: m + 2 };
      if ((y.l === 'disappear' || y.l === 'vanish') && ['forever', 'for'].includes(ws[m + 1]?.w ?? '')) return neg ? null : { kind: 'wish', from, to: m + 2 };
    }
    return null;
  }
  // An outer agent wished for: "the train would hit me", "the waves to take me"; never "the ground to swallow me".
  let agentIsGround = false;
  let sawAll = false;
  for (let m = j; m < end; m += 1) {
    const y = ws[m]!;
    if (isPunct(y)) break;
    if (W.GROUND.has(y.w)) agentIsGround = true;
    if (y.w === 'all' || y.w === 'everything') sawAll = true;
    if (W.NEGATORS.has(y.w)) return null;
    if (W.HARM_TO_ME.has(y.l) && (ws[m + 1]?.w === 'me' || (y.l === 'run' && ws[m + 1]?.w === 'over' && ws[m + 2]?.w === 'me'))) {
      return agentIsGround ? null : { kind: 'wish', from, to: m + 2 };
    }
    if (sawAll && ['end', 'stop'].includes(y.l)) return { kind: 'hopelessness', from, to: m + 1 };
  }
  return null;
}

/** "I'd rather die", "I'd rather be dead"; not "I'd rather die than sing in public". */
function ratherDie(ws: Sentence, k: number): Hit | null {
  if (ws[k]!.w !== 'rather') return null;
  const v = ws[k + 1];
  const dead = v?.l === 'die' || (v?.l === 'be' && ws[k + 2]?.w === 'dead');
  // "I'd rather not wake up (at all)", "I'd rather not be here anymore", "I'd rather not exist".
  const gone = W.NEGATORS.has(v?.w ?? '') && goneAfter(ws, k + 1) !== null;
  if ((!dead && !gone) || ws.slice(k).some((x) => x.w === 'than')) return null;
  // "I'd literally rather die 💀": the skull or the laugh right after marks embarrassment.
  if (ws.slice(k + 1, k + 5).some((x) => JOKE_EMOJI.has(x.w) || LAUGHS.has(x.w))) return null;
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
  return { kind: 'wish', from: Math.max(0, subject.at), to: k + 3 };
}

/** "kill myself", "hang myself", "threw myself off", and the weaker "hurt/cut myself" when deliberate. */
function reflexiveHarm(ws: Sentence, k: number): Hit | null {
  if (ws[k]!.w !== 'myself') return null;
  const vAt = k - 1;
  const v = ws[vAt];
  if (!v) return null;
  const subject = subjectOf(ws, vAt);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, vAt)) return null;
  const from = Math.max(0, subject.at);
  if (W.THROW_VERBS.has(v.l)) return throwIsHarm(ws, k + 1) ? { kind: 'plan', from, to: k + 3 } : null;
  if (W.STRONG_SELF_HARM.has(v.l)) {
    if (v.l === 'kill' && W.KILL_MYSELF_IDIOM_NEXT.has(ws[k + 1]?.w ?? '')) return null;
    return { kind: 'self-harm', from, to: k + 1 };
  }
  if (!W.WEAK_SELF_HARM.has(v.l)) return null;
  return deliberate(ws, vAt, k + 1, W.WEAK_BUT_DELIBERATE.has(v.l)) ? { kind: 'self-harm', from, to: k + 1 } : null;
}

/**
 * Whether a weak harm verb ("hurt", "cut", "burn") is deliberate: an explicit purpose wins; an
 * accident ("fell", "shaving", "on a nail") rules it out; otherwise a wish or plan governing it, a
 * progressive or habitual form, or repetition makes it deliberate, and `byDefault` decides the rest.
 */
function deliberate(ws: Sentence, vAt: number, after: number, byDefault: boolean): boolean {
  if (ws.some((x) => ['purpose', 'deliberately', 'purposely', 'intentionally'].includes(x.w))) return true;
  for (let j = after; j < ws.length; j += 1) {
    const x = ws[j]!;
    if (W.ACCIDENT_MARKERS.has(x.w)) return false;
    // "cut my arm on the fence": the surface right after the wound, not "sitting on my bed" later on.
    if (j <= after + 1 && x.w === 'on' && ws[j + 1] && ['the', 'a', 'an', 'some', 'broken', 'sharp', 'rusty'].includes(ws[j + 1]!.w)) return false;
    if (x.w === '.' || x.w === ';') break;
  }
  if (ws.slice(0, vAt).some((x) => ['fell', 'tripped', 'slipped', 'accidentally'].includes(x.w))) return false;
  const v = ws[vAt]!;
  if (v.w.endsWith('ing') && ['be', 'am', 'was', 'were', 'is', 'kept', 'keep', 'started'].includes(ws[vAt - 1]?.l ?? '')) return true;
  if (ws.some((x) => W.INTENT_MARKERS.has(x.w))) return true;
  if (ws[vAt - 1]?.w === 'to' && (ws[vAt - 2]?.w === 'used' || isHead(ws, vAt - 2) !== null || ws[vAt - 2]?.w === 'urge')) return true;
  for (let j = vAt - 1; j >= Math.max(0, vAt - 5); j -= 1) if (isHead(ws, j) && ws.slice(j, vAt).some((x) => x.w === 'to')) return true;
  return byDefault;
}

/** "I was cutting my arms", "slit my wrists", "burned my arm with a cigarette"; not "cut my finger" or "cut my arm on the fence". */
const SKIN_CONDITIONS = new Set(['eczema', 'itch', 'itchy', 'itching', 'rash', 'hives', 'psoriasis', 'mosquito', 'bites', 'allergy', 'allergic', 'dermatitis', 'chickenpox', 'scabies']);

function cutBody(ws: Sentence, k: number): Hit | null {
  const v = ws[k]!;
  if (!W.CUT_VERBS.has(v.l) || ws[k + 1]?.w !== 'my') return null;
  let p = k + 2;
  while (p < k + 4 && ws[p] && !W.CUT_PARTS.has(ws[p]!.w) && (ws[p]!.pos === 'ADJ' || ws[p]!.w === 'own')) p += 1;
  const part = ws[p];
  if (!part || !W.CUT_PARTS.has(part.w)) return null;
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
  // "a man with a knife chased me and stabbed my leg": the armed one does it.
  if (ws.slice(0, k).some((y, j) => W.INSTRUMENTS.has(y.w) && heldByAnother(ws, j))) return null;
  const from = Math.max(0, subject.at);
  const vital = W.VITAL_CUT_PARTS.has(part.w) && v.l !== 'burn' && v.l !== 'scratch';
  const plural = part.w.endsWith('s') && part.w !== 'skin';
  const instrument = hasWord(ws, W.INSTRUMENTS);
  // "I scratch my arms until they bleed because of my eczema": an itch, not harm.
  if ((v.l === 'scratch' || v.l === 'pick') && hasWord(ws, SKIN_CONDITIONS)) return null;
  if (!deliberate(ws, k, p + 1, vital || plural || instrument)) return null;
  return { kind: 'self-harm', from, to: p + 1 };
}

const HOLDERS = new Set(['someone', 'somebody', 'he', 'she', 'they', 'guy', 'guys', 'men', 'women']);

/** "a man with a knife chased me and stabbed my leg": the person who holds the instrument at k is the one who uses it. */
function heldByAnother(ws: Sentence, k: number): boolean {
  const article = ['a', 'the', 'his', 'her', 'their'].includes(ws[k - 1]?.w ?? '') ? 1 : 0;
  const link = ws[k - 1 - article]?.w ?? '';
  if (link !== 'with' && link !== 'holding') return false;
  const holder = ws[k - 2 - article]?.w ?? '';
  return W.PERSON_NOUNS.has(holder) || HOLDERS.has(holder);
}

/** "holding a knife to my wrist", "the gun in my mouth", "a rope around my neck", "I tied a noose". */
function instrumentToBody(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  const rope = ['rope', 'cord', 'belt', 'cable', 'scarf', 'wire'].includes(x.w);
  const noose = x.w === 'noose';
  if (!W.INSTRUMENTS.has(x.w) && !rope && !noose) return null;
  let aimed = noose;
  for (let j = k + 1; j <= k + 4 && j < ws.length && !aimed; j += 1) {
    const y = ws[j]!;
    const target = ws[j + 2]?.w ?? '';
    if (ws[j + 1]?.w !== 'my') continue;
    if (rope && (y.w === 'around' || y.w === 'round') && target === 'neck') aimed = true;
    if (!rope && ['to', 'against', 'into', 'in', 'at', 'across'].includes(y.w) && W.INSTRUMENT_TARGETS.has(target)) aimed = true;
  }
  if (!aimed) return null;
  if (heldByAnother(ws, k)) return null;
  // "a noose in my hand, but I was using it to lasso a cow": a rope put to another use.
  if (noose && ws.some((y, i) => y.w === 'lasso' || (['using', 'used'].includes(y.w) && ws[i + 1]?.w === 'it' && ws[i + 2]?.w === 'to'))) return null;
  // The agent is the subject of the nearest verb before the instrument.
  for (let j = k - 1; j >= 0; j -= 1) {
    if (ws[j]!.pos !== 'VERB') continue;
    const subject = subjectOf(ws, j);
    if (subject.who === 'other' || negatedBetween(ws, subject.at, j)) return null;
    return { kind: 'method', from: Math.max(0, subject.at), to: k + 4 };
  }
  return null;
}

/** What one "overdoses on" in the idiom of too much: food, drink, screens. */
const HARMLESS_EXCESS = new Set(['coffee', 'caffeine', 'sugar', 'chocolate', 'candy', 'sweets', 'cake', 'tea', 'pizza', 'netflix', 'tv', 'love', 'cuteness', 'energy']);

/**
 * The dream changes what was swallowed into something else: "a bottle of pills, but they were
 * skittles", "the pills turned into butterflies". The image is a transformation, not an overdose.
 */
function pillsTransformed(ws: Sentence, k: number): boolean {
  for (let j = k + 1; j < ws.length; j += 1) {
    const w = ws[j]!.w;
    if ((w === 'turned' || w === 'turning' || w === 'changed') && ws[j + 1]?.w === 'into') return true;
    if (w === 'but' && ['they', 'it'].includes(ws[j + 1]?.w ?? '') && ['were', 'was'].includes(ws[j + 2]?.w ?? '')) return true;
    if ((w === 'were' || w === 'was') && ['actually', 'really', 'just', 'only'].includes(ws[j + 1]?.w ?? '') && !['pills', 'tablets', 'meds'].includes(ws[j + 2]?.w ?? '')) return true;
  }
  return false;
}

const SHUT_IN = new Set(['closed', 'shut', 'sealed', 'locked', 'hose', 'exhaust', 'fumes', 'pipe', 'tape', 'taped', 'towels', 'sat', 'sitting', 'sit', 'lay', 'lying', 'waited', 'waiting', 'breathing', 'breathed', 'asleep', 'stayed']);

/**
 * The writer rules out, in so many words, that a dream's act is theirs awake: "please don't worry, I
 * have no wish whatsoever to do anything of the kind", "I have literally never taken a sleeping
 * pill", "I'm not suicidal". Said of an act told as dreamed, it answers the question the act raises.
 */
const DENIED_AWAKE =
  /\b(?:i (?:am|m) not suicidal|no (?:wish|desire|intention|plans?) (?:whatsoever |at all )?to (?:do|hurt|harm|die|end|act)|never (?:ever )?(?:taken|swallowed|used) (?:a |any )?(?:sleeping )?(?:pill|pills|tablets)|(?:thoroughly |really )?enjoying (?:my )?life|i love (?:my )?life|love being alive)\b/;

const DREAM_WORDS = new Set(['dream', 'dreamed', 'dreamt', 'dreaming', 'dreams']);

function dreamedAndDenied(ws: Sentence, ctx: Context): boolean {
  return hasWord(ws, DREAM_WORDS) && ctx.sentences.some((s) => DENIED_AWAKE.test(s.map((x) => x.w).join(' ')));
}

/** "I had swallowed all the pills", "took a whole bottle of sleeping pills", "I overdosed", "lay down on the tracks", a car running in a closed garage. */
function method(ws: Sentence, k: number, ctx: Context): Hit | null {
  const x = ws[k]!;
  let ok = false;
  if (W.PILL_VERBS.has(x.l) && x.pos === 'VERB') ok = pillsAfter(ws, k) && !pillsTransformed(ws, k);
  else if (x.w.startsWith('overdos') || x.w === "od'd") {
    // "overdosed on coffee", "on sugar": the idiom of too much of a good thing.
    if (ws[k + 1]?.w === 'on' && HARMLESS_EXCESS.has(ws[k + 2]?.w ?? '')) return null;
    // "I overdosed", "to overdose"; the noun only as something taken ("took an overdose"), never "a rise in overdoses".
    const asVerb = ['overdosed', 'overdosing', "od'd"].includes(x.w) || (x.w === 'overdose' && ws[k - 1]?.w === 'to');
    const governed = x.w === 'overdose' && ws.slice(Math.max(0, k - 3), k).some((y) => ['take', 'have', 'attempt', 'survive', 'my'].includes(y.l));
    // "we had an overdose come in": a patient arriving, in a carer's words.
    if (governed && ['come', 'came', 'coming', 'brought'].includes(ws[k + 1]?.w ?? '')) return null;
    ok = asVerb || governed;
  } else if (x.l === 'lie' || x.l === 'lay') ok = onTracks(ws, k);
  // A car left running in a garage is a method only where it is shut in or stayed with ("with the door
  // closed", "sitting in the car"); "alone in the garage holding the keys and the engine was running",
  // after a dead father handed them over, is a car about to be driven.
  else if (x.w === 'engine' && hasWord(ws, new Set(['garage', 'exhaust'])) && hasWord(ws, new Set(['running', 'on']))) ok = hasWord(ws, SHUT_IN);
  if (!ok) return null;
  // "My friend from rehab OD'd": a person named before the act, with no "I" between, did it.
  if (x.w.startsWith('overdos') || x.w === "od'd") {
    for (let j = k - 1; j >= 0 && !['i', 'me', 'myself'].includes(ws[j]!.w); j -= 1) if (W.PERSON_NOUNS.has(ws[j]!.w)) return null;
  }
  const subject = x.w === 'engine' ? { who: ws.some((y) => y.w === 'i') ? ('dreamer' as Who) : ('other' as Who), at: -1 } : subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k) || dreamedAndDenied(ws, ctx)) return null;
  return { kind: 'method', from: Math.max(0, subject.at), to: k + 1 };
}

/** "I walked into the sea" and kept going, or did not come back. */
function walkIntoWater(ws: Sentence, k: number, ctx: Context): Hit | null {
  const x = ws[k]!;
  // wink lemmatises "waded" as "wad".
  if (!(['walk', 'wade'].includes(x.l) || x.w === 'waded') || ws[k + 1]?.w !== 'into' || !(W.WATER.has(ws[k + 2]?.w ?? '') || W.WATER.has(ws[k + 3]?.w ?? ''))) return null;
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
  const window = [...ws.slice(k + 3), ...(nextOf(ctx) ?? [])];
  const words = window.map((y) => y.w);
  // "I just kept walking into the sea": the going on is said before the walk, unless it had a purpose or turned back.
  const keptBefore = [ws[k - 1]?.w, ws[k - 2]?.w].some((w) => w === 'kept' || w === 'keep') && !words.slice(0, 6).some((w) => ['back', 'out', 'to', 'for'].includes(w));
  const kept = keptBefore || words.some((w, i) => (w === 'kept' || w === 'keep') && ['walking', 'going'].includes(words[i + 1] ?? ''));
  const until = words.includes('until') && words.some((w) => ['head', 'mouth', 'face', 'chin', 'nose', 'eyes'].includes(w));
  const noReturn = words.some((w, i) => ['come', 'came', 'return', 'returned'].includes(w) && words.slice(Math.max(0, i - 4), i).some((y) => W.NEGATORS.has(y)));
  const sink = words.some((w) => ['sink', 'sank', 'stones', 'drown', 'drowned'].includes(w));
  // "…and didn't stop", "…and never stopped".
  const noStop = words.some((w, i) => ['stop', 'stopped', 'turn', 'turned'].includes(w) && words.slice(Math.max(0, i - 2), i).some((y) => W.NEGATORS.has(y)));
  return kept || until || noReturn || sink || noStop ? { kind: 'method', from: Math.max(0, subject.at), to: k + 4 } : null;
}

/** "I let the current take me", "let the waves pull me under"; not "let the waves carry me to the island". */
function letWaterTakeMe(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  if (x.l !== 'let') return null;
  for (let j = k + 1; j <= k + 4 && j < ws.length; j += 1) {
    if (!W.WATER.has(ws[j]!.w) && !['current', 'waves', 'tide', 'depths'].includes(ws[j]!.w)) continue;
    const v = ws[j + 1];
    if (!v || !['take', 'swallow', 'pull', 'drag', 'drown', 'close'].includes(v.l)) return null;
    const me = ws[j + 2]?.w === 'me' ? j + 2 : ws[j + 2]?.w === 'over' && ws[j + 3]?.w === 'me' ? j + 3 : -1;
    if (me < 0) return null;
    const after = ws[me + 1];
    if (!(isPunct(after) || after?.w === 'under' || after?.w === 'down' || after?.w === 'and')) return null;
    const subject = subjectOf(ws, k);
    if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
    return { kind: 'method', from: Math.max(0, subject.at), to: me + 2 };
  }
  return null;
}

/** "I drove the car off the bridge on purpose": a deliberate crash, not an accident in the dream. */
function deliberateCrash(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  if (!['drive', 'steer', 'crash', 'swerve'].includes(x.l)) return null;
  const tail = ws.slice(k + 1, k + 7);
  const into = tail.findIndex((y) => ['off', 'into'].includes(y.w));
  if (into < 0 || !tail.slice(into).some((y) => W.HEIGHTS.has(y.w) || ['wall', 'tree', 'truck', 'lorry', 'river', 'lake', 'sea'].includes(y.w))) return null;
  const governed = [ws[k - 1], ws[k - 2], ws[k - 3]].some((y, i) => y !== undefined && isHead(ws, k - 1 - i) !== null);
  const purposeful = ws.some((y) => ['purpose', 'deliberately', 'purposely', 'intentionally'].includes(y.w));
  if (!governed && !purposeful) return null;
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
  return { kind: 'plan', from: Math.max(0, subject.at), to: k + into + 3 };
}

/** "I wrote goodbye letters to everyone", "a suicide note"; not a goodbye letter to a job or an ex. */
/** Whom an ordinary goodbye letter is for: a job, a team, a home left behind. */
const ORDINARY_GOODBYES = new Set(['self', 'ex', 'boyfriend', 'girlfriend', 'job', 'company', 'boss', 'colleagues', 'coworkers', 'co-workers', 'workmates', 'team', 'house', 'home', 'city', 'school', 'class', 'classmates', 'students', 'apartment', 'flat', 'office', 'country', 'group', 'lab', 'department', 'ward', 'unit', 'club', 'choir', 'congregation', 'parish', 'crew', 'supervisor', 'pupils', 'clients', 'customers']);

/** Leaving a job, anywhere in the sentence: "a farewell email, I'm leaving this job on Friday". */
const LEAVING_WORK = new Set(['job', 'coworkers', 'co-workers', 'colleagues', 'company', 'boss', 'office', 'retire', 'retiring', 'retirement', 'moving', 'abroad', 'emigrating']);
/** "I'm leaving for a year in Korea": a journey, not an end. */
const leavingFor = (ws: Sentence): boolean => ws.some((y, i) => y.w === 'leaving' && ws[i + 1]?.w === 'for');

function farewell(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  if (!W.FAREWELL_NOUNS.has(x.w)) return null;
  const marked = [ws[k - 1], ws[k - 2]].find((y) => y !== undefined && W.FAREWELL_MARKERS.has(y.w));
  if (!marked) return null;
  if (marked.w !== 'suicide') {
    const tail = ws.slice(k + 1, k + 8).map((y) => y.w);
    if (tail.some((w) => ORDINARY_GOODBYES.has(w)) || hasWord(ws, LEAVING_WORK) || leavingFor(ws)) return null;
  }
  for (let j = k - 1; j >= Math.max(0, k - 6); j -= 1) {
    const y = ws[j]!;
    if (y.pos !== 'VERB') continue;
    if (!W.WRITE_VERBS.has(y.l)) return null;
    const subject = subjectOf(ws, j);
    if (subject.who === 'other' || negatedBetween(ws, subject.at, j)) return null;
    return { kind: 'farewell', from: Math.max(0, subject.at), to: k + 1 };
  }
  return null;
}

/** "I'm just a burden", "I felt like a burden to everyone", "I'm a waste of space". */
function burden(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  const waste = x.w === 'waste' && ws[k + 1]?.w === 'of' && ['space', 'oxygen', 'air', 'life', 'skin'].includes(ws[k + 2]?.w ?? '');
  if (!W.BURDEN_NOUNS.has(x.l) && !waste) return null;
  let j = k - 1;
  while (j >= 0 && W.BURDEN_FILLERS.has(ws[j]!.w)) j -= 1;
  const copula = ws[j];
  if (!copula || !W.COPULAS.has(copula.l)) return null;
  const subject = subjectOf(ws, j);
  if (subject.who !== 'dreamer' || negatedBetween(ws, subject.at, k)) return null;
  // "a burden to my team in a group project": a worry about work, not about being alive.
  if (ws.slice(k + 1, k + 6).some((y) => ['team', 'project', 'group', 'class', 'coworkers', 'colleagues', 'band', 'squad'].includes(y.w))) return null;
  if (passingBurden(ws)) return null;
  return { kind: 'burden', from: subject.at, to: k + 1 };
}

/** A burden for a while, with its cause at hand (PASSING_BURDEN); feeling a burden on one's family with no end in sight stays a signal. */
function passingBurden(ws: Sentence): boolean {
  return PASSING_BURDEN.test(ws.map((x) => x.w).join(' '));
}

/** Words that can close "not to wake up" as a plain morning: "not to wake up early", "…the baby", "…at six". */
const WAKE_OBJECT_OR_TIME = new Set(['early', 'late', 'at', 'before', 'for', 'the', 'him', 'her', 'them', 'my', 'his', 'your', 'so', 'on', 'in', 'with', 'every', 'next', 'when']);

/** "forever", "completely", "for good", "for ever" at `j`; not "for a few minutes". */
const forGood = (ws: Sentence, j: number): boolean => ['forever', 'completely'].includes(ws[j]?.w ?? '') || (ws[j]?.w === 'for' && ['good', 'ever'].includes(ws[j + 1]?.w ?? ''));

/** A waking with an object or a time after it (at `end`), but not "at all". */
const ordinaryWaking = (ws: Sentence, end: number): boolean => {
  const next = ws[end]?.w ?? '';
  // "in time", "in the night with cramps", "in the middle of the night".
  if (next === 'in') return ws[end + 1]?.w === 'time' || (ws[end + 1]?.w === 'the' && ['night', 'middle', 'morning'].includes(ws[end + 2]?.w ?? ''));
  return WAKE_OBJECT_OR_TIME.has(next) && !(next === 'at' && ws[end + 1]?.w === 'all');
};

/**
 * Where a phrase of no longer being begins at `j` ("not wake up (at all)", "never wake up", "not be
 * here / around anymore", "not exist", "disappear for good", "die", "be dead", "sleep forever"),
 * the index after it; null otherwise. A wake-up with an object or a time ("not wake up early",
 * "never wake the baby") is an ordinary morning.
 */
function goneAfter(ws: Sentence, j: number): number | null {
  while (ws[j] && (ws[j]!.w === 'just' || ws[j]!.w === 'simply' || ws[j]!.w === 'to' || ws[j]!.w === 'ever')) j += 1;
  const neg = W.NEGATORS.has(ws[j]?.w ?? '');
  if (neg) j += 1;
  while (ws[j] && (ws[j]!.w === 'just' || ws[j]!.w === 'to' || ws[j]!.w === 'ever')) j += 1;
  const v = ws[j];
  if (!v) return null;
  if (neg && v.l === 'wake') {
    const end = ws[j + 1]?.w === 'up' ? j + 2 : j + 1;
    return ordinaryWaking(ws, end) ? null : end;
  }
  if (neg && v.l === 'be' && ['here', 'around', 'alive'].includes(ws[j + 1]?.w ?? '')) return j + 2;
  if (neg && ['exist', 'live'].includes(v.l)) return j + 1;
  if (neg) return null;
  if (v.l === 'die' || (v.l === 'be' && ['dead', 'gone'].includes(ws[j + 1]?.w ?? ''))) return j + 2;
  if (['disappear', 'vanish'].includes(v.l) && forGood(ws, j + 1)) return j + 2;
  if (v.l === 'sleep' && ws[j + 1]?.w === 'forever') return j + 2;
  return null;
}

/** What "if I …" says of the dreamer being gone: "if I didn't wake up", "if I wasn't around", "if I just disappeared". */
const PASSING_ABSENCE = new Set(['tomorrow', 'today', 'tonight', 'this', 'next', 'at', 'on', 'until', 'till']);

function ifIWereGone(ws: Sentence, j: number): number | null {
  if (ws[j]?.w !== 'if' || ws[j + 1]?.w !== 'i') return null;
  let m = j + 2;
  if (ws[m]?.w === 'just' || ws[m]?.w === 'simply') m += 1;
  const aux = ws[m];
  if (aux && ['did', 'was', 'were', 'could', 'would'].includes(aux.w) && W.NEGATORS.has(ws[m + 1]?.w ?? '')) {
    const v = ws[m + 2];
    if (v?.l === 'wake') return ordinaryWaking(ws, m + (ws[m + 3]?.w === 'up' ? 4 : 3)) ? null : m + 3;
    // "if I wasn't here tomorrow, I'm off sick": an absence with a date.
    if (['here', 'around'].includes(v?.w ?? '') && PASSING_ABSENCE.has(ws[m + 3]?.w ?? '')) return null;
    if (['here', 'around', 'alive', 'born'].includes(v?.w ?? '') || ['exist', 'live'].includes(v?.l ?? '')) return m + 3;
    return null;
  }
  if (aux?.w === 'never' && ws[m + 1]?.l === 'wake') return ordinaryWaking(ws, m + (ws[m + 2]?.w === 'up' ? 3 : 2)) ? null : m + 2;
  if (aux && ['was', 'were'].includes(aux.w) && ['gone', 'dead'].includes(ws[m + 1]?.w ?? '')) return m + 2;
  if (aux && (aux.l === 'die' || ((aux.l === 'disappear' || aux.l === 'vanish') && (forGood(ws, m + 1) || isPunct(ws[m + 1]))))) return m + 1;
  return null;
}

const EASIER = new Set(['easier', 'simpler', 'kinder', 'relief', 'relieved', 'better', 'peaceful', 'peacefull']);
const MODALS = new Set(['would', "'d", 'might', 'could']);

/**
 * Relief at no longer being: "it would be easier just to not wake up at all", "it'd be a relief not to
 * wake up tomorrow", "things would be simpler if I wasn't around", "it seems easier to disappear for
 * good". Needs a would-be or a seeming before the comparison, so "it was easier not to wake my roommate"
 * and "it is better to not wake up at 5" stay ordinary.
 */
function easierGone(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  if (!EASIER.has(x.w)) return null;
  const before = ws.slice(Math.max(0, k - 5), k);
  const wouldBe = before.some((y) => MODALS.has(y.w)) && before.some((y) => y.l === 'be');
  const seems = before.some((y) => ['seem', 'feel', 'sound'].includes(y.l));
  if (!wouldBe && !seems) return null;
  if (negatedBetween(ws, Math.max(0, k - 5), k)) return null;
  // Past "easier": "for everyone", "for me", "all round".
  let j = k + 1;
  if (ws[j]?.w === 'off') return null;
  if (ws[j]?.w === 'for' && ['everyone', 'everybody', 'me', 'all', 'them', 'my', 'us'].includes(ws[j + 1]?.w ?? '')) j += ws[j + 2]?.pos === 'NOUN' ? 3 : 2;
  if (ws[j]?.w === 'if') {
    const end = ifIWereGone(ws, j);
    return end === null ? null : { kind: 'wish', from: Math.max(0, k - 4), to: end };
  }
  if (ws[j]?.w === 'to' || ws[j]?.w === 'not' || ws[j]?.w === 'just') {
    const end = goneAfter(ws, j);
    return end === null ? null : { kind: 'wish', from: Math.max(0, k - 4), to: end };
  }
  return null;
}

/** "better off without me", "better off if I was gone", "I'd be better off dead", "nobody would miss me". */
function betterOff(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  if (x.w === 'better' || x.w === 'happier') {
    let j = k + 1;
    if (ws[j]?.w === 'off') j += 1;
    const next = ws[j];
    let hit = false;
    if (next?.w === 'without' && ws[j + 1]?.w === 'me') hit = true;
    if (next?.w === 'if' && ws[j + 1]?.w === 'i') {
      hit = ws.slice(j + 2, j + 7).some((y) => ['gone', 'dead', 'died', 'disappeared', 'never', 'not'].includes(y.w));
      // "better if I didn't wake up my roommate": a waking with an object or a time is an ordinary one.
      const wake = ws.findIndex((y, i) => i >= j + 2 && i < j + 7 && y.l === 'wake');
      if (hit && wake >= 0 && ordinaryWaking(ws, wake + (ws[wake + 1]?.w === 'up' ? 2 : 1))) hit = false;
    }
    const deadAfter = next?.w === 'dead' && ws[k + 1]?.w === 'off';
    if (!hit && !deadAfter) return null;
    const subject = subjectOf(ws, k);
    if (negatedBetween(ws, subject.at, k)) return null;
    if (deadAfter && subject.who === 'other') return null;
    return { kind: 'burden', from: Math.max(0, subject.at), to: j + 2 };
  }
  // "nobody would miss me", "no one would notice if I disappeared"
  if (['miss', 'notice', 'care', 'mourn', 'cry'].includes(x.l)) {
    const before = ws.slice(Math.max(0, k - 4), k).map((y) => y.w);
    const nobody = before.includes('nobody') || before.includes('noone') || before.join(' ').includes('no one');
    const modal = before.some((w) => w === 'would' || w === "'d");
    const object = ws[k + 1]?.w === 'me' || (ws[k + 1]?.w === 'if' && ws[k + 2]?.w === 'i');
    if (nobody && modal && object) return { kind: 'burden', from: Math.max(0, k - 4), to: k + 3 };
  }
  return null;
}

function hopelessAt(ws: Sentence, from: number, to: number): Hit | null {
  return subjectOf(ws, from).who === 'other' ? null : { kind: 'hopelessness', from, to };
}

/** "I can't go on like this", "I can't take it anymore", "what's the point of anything", "no reason to live", "tired of living". */
function hopelessness(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  const hit = hopelessAt;
  // can / could + not + go on | take it …
  if ((x.w === 'can' || x.w === 'could' || x.w === 'ca') && ws[k + 1]?.w === 'not') {
    const present = x.w !== 'could';
    const v = ws[k + 2];
    const n1 = ws[k + 3];
    const n2 = ws[k + 4];
    if (!v) return null;
    const goOn = (W.GO_ON.has(v.l) && ((v.l !== 'keep' && v.l !== 'continue' && n1?.w === 'on') || (v.l === 'keep' && n1?.w === 'going'))) || v.l === 'continue';
    if (goOn) {
      const after = v.l === 'continue' ? n1 : n2;
      const lasting = after !== undefined && ['like', 'anymore', 'any', 'living', 'this'].includes(after.w);
      if (lasting || (present && isPunct(after))) return hit(ws, k, k + 5);
      return null;
    }
    if (W.BEARABLE.has(v.l)) {
      const tail = ws.slice(k + 3, k + 8).map((y) => y.w);
      const object = ['it', 'this', 'life', 'anything', 'everything', 'any', 'living'].includes(n1?.w ?? '') || (v.l === 'cope' && n1?.w === 'with');
      const longer = tail.includes('anymore') || (tail.includes('any') && (tail.includes('longer') || tail.includes('more')));
      const lifeObject = ['life', 'living'].includes(n1?.w ?? '') || tail.includes('life') || tail.includes('living');
      if (object && longer && (present || lifeObject)) return hit(ws, k, k + 6);
    }
    return null;
  }
  // what's the point of … / there's no point in … / no reason to live
  if (x.w === 'point' || x.w === 'reason') {
    const before = ws.slice(Math.max(0, k - 3), k).map((y) => y.w);
    const asked = before.includes('what');
    // "no point", and "I don't / can't see the point".
    const denied = before.includes('no') || (before.includes('see') && ws.slice(Math.max(0, k - 5), k).some((y) => W.NEGATORS.has(y.w)));
    if (!asked && !denied) return null;
    let j = k + 1;
    if (x.w === 'point' && ['of', 'in'].includes(ws[j]?.w ?? '')) j += 1;
    else if (x.w === 'reason' && ws[j]?.w === 'to') j += 1;
    else if (x.w === 'point' && ws[j]?.w === 'anymore') return hit(ws, Math.max(0, k - 3), j + 1);
    else return null;
    const obj = ws[j];
    if (!obj) return null;
    if (x.w === 'reason') return ['live', 'go', 'keep', 'wake', 'carry', 'stay', 'exist', 'get'].includes(obj.l) ? hit(ws, Math.max(0, k - 3), j + 2) : null;
    const objectOk = W.POINT_OBJECTS.has(obj.w) || W.POINT_OBJECTS.has(obj.l);
    if (obj.w === 'it' && ws[j + 1]?.w !== 'all') return null;
    if (obj.w === 'trying' && !denied && !ws.some((y) => y.w === 'anymore')) return objectOk ? hit(ws, Math.max(0, k - 3), j + 1) : null;
    return objectOk ? hit(ws, Math.max(0, k - 3), j + 1) : null;
  }
  // nothing to live for / the will to live
  if (x.w === 'live' && ws[k - 1]?.w === 'to') {
    const before = ws.slice(Math.max(0, k - 5), k).map((y) => y.w);
    const nothing = before.includes('nothing') && ws[k + 1]?.w === 'for';
    const will = before.includes('will') && (before.includes('no') || before.includes('lost') || before.includes('lose') || before.includes('losing'));
    if (nothing || will) {
      const subject = subjectOf(ws, Math.max(0, k - 4));
      if (subject.who === 'other' || (will ? false : negatedBetween(ws, subject.at, k - 3))) return null;
      return { kind: 'hopelessness', from: Math.max(0, k - 5), to: k + 2 };
    }
    return null;
  }
  // tired of living / sick of life / done with life
  if (W.TIRED.has(x.w) && ['of', 'with'].includes(ws[k + 1]?.w ?? '')) {
    const obj = ws[k + 2];
    const alive = obj?.w === 'being' && ws[k + 3]?.w === 'alive';
    const itAll = obj?.w === 'it' && ws[k + 3]?.w === 'all';
    if ((x.w === 'done' ? ws[k + 1]?.w === 'with' : ws[k + 1]?.w === 'of') && (['living', 'life', 'existing', 'everything'].includes(obj?.w ?? '') || alive || itAll)) {
      const subject = subjectOf(ws, k);
      if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
      return { kind: 'hopelessness', from: Math.max(0, subject.at), to: k + 3 };
    }
    return null;
  }
  // given up on life
  if (x.l === 'give' && ws[k + 1]?.w === 'up' && ws[k + 2]?.w === 'on' && ['life', 'living', 'everything', 'myself'].includes(ws[k + 3]?.w ?? '')) {
    const subject = subjectOf(ws, k);
    if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
    return { kind: 'hopelessness', from: Math.max(0, subject.at), to: k + 4 };
  }
  // life is not worth living / life is pointless
  if (x.w === 'life' && ws[k + 1]?.l === 'be') {
    const tail = ws.slice(k + 2, k + 6).map((y) => y.w);
    if ((tail.includes('worth') && tail.includes('living') && tail.some((w) => W.NEGATORS.has(w))) || ['pointless', 'meaningless', 'over'].includes(tail[0] ?? '')) {
      return { kind: 'hopelessness', from: k, to: k + 5 };
    }
    return null;
  }
  // I feel hopeless / hopeless about everything; not "hopeless at maths"
  if (x.w === 'hopeless') {
    const next = ws[k + 1];
    if (next?.w === 'at' || next?.w === 'with') return null;
    const about = next?.w === 'about' && ['everything', 'life', 'the', 'my', 'myself', 'anything'].includes(ws[k + 2]?.w ?? '');
    const subject = subjectOf(ws, k);
    if (subject.who !== 'dreamer' || negatedBetween(ws, subject.at, k)) return null;
    const presentFeel = ws.slice(subject.at + 1, k).some((y) => ['feel', 'am', 'is'].includes(y.w));
    return about || presentFeel ? { kind: 'hopelessness', from: subject.at, to: k + 1 } : null;
  }
  return null;
}

/** Words after "stop living" or "stop being" that make it a way of living, not life: "on takeaways", "so hard on myself", "in fear". */
const LIVING_HOW: ReadonlySet<string> = new Set(['on', 'in', 'with', 'like', 'for', 'at', 'off', 'under', 'as', 'so', 'such', 'a', 'an', 'the', 'my', 'nice', 'mean', 'late', 'lazy', 'afraid', 'scared', 'angry', 'jealous', 'silly', 'stupid', 'rude', 'sad', 'out']);

const TOPIC_NOUNS = new Set(['bomber', 'bombers', 'bombing', 'squad', 'mission', 'door', 'doors', 'rate', 'rates', 'prevention', '-prevention', 'awareness', 'hotline', 'helpline', 'training', 'briefing', 'briefings', 'statistics', 'forest', 'watch', 'crisis', 'exclusion', 'exclusions', 'clause', 'clauses', 'assessment', 'assessments', 'screening', 'research', 'data', 'figures']);

/** "suicidal", "suicide", "self-harm" said of the dreamer: not another person's, not a film's topic, not negated. */
function namedDirectly(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  // The plural is a topic or a title ("The Virgin Suicides"), never one's own.
  const suicide = ['suicide', 'suicidal', 'suicidality'].includes(x.w);
  const selfHarm = x.w === 'self-harm' || x.w === 'selfharm' || x.w === 'self-harming' || x.w.startsWith('self-injur');
  if (!suicide && !selfHarm) return null;
  const next = ws[k + 1];
  // A topic, a title or a service: "suicide-prevention briefings", "a suicide hotline".
  const named = next?.w === '-' ? ws[k + 2] : next;
  if (named && (W.MEDIA.has(named.w) || TOPIC_NOUNS.has(named.w))) return null;
  if (x.w === 'suicidal' && next && W.PERSON_NOUNS.has(next.w)) return null;
  const prev = ws[k - 1];
  if (prev && (['his', 'her', 'their', 'its', "'s"].includes(prev.w) || prev.w.endsWith("'s"))) return null;
  // "had a patient self-harm on the unit": the person named just before does it.
  if (prev && W.PERSON_NOUNS.has(prev.w)) return null;
  // "a coworker at the warehouse self harms": a person named a few words before, with nothing of the
  // writer's own ("I", "my", "me") between.
  if (selfHarm) {
    for (let j = k - 1; j >= Math.max(0, k - 6); j -= 1) {
      const y = ws[j]!.w;
      if (W.DREAMER_SUBJECTS.has(y) || y === 'my' || y === 'me') break;
      if (W.PERSON_NOUNS.has(y)) return null;
    }
  }
  // "lost three mates to suicide": somebody else's death.
  const lead = ws.slice(Math.max(0, k - 6), k - 1);
  if (prev?.w === 'to' && lead.some((y) => y.l === 'lose') && !lead.some((y) => y.w === 'myself')) return null;
  // "a character fakes her own suicide".
  if (prev?.w === 'own' && ['his', 'her', 'their'].includes(ws[k - 2]?.w ?? '')) return null;
  // A topic of somebody's film, book or talk: "a film about suicide".
  for (let j = k - 1; j >= Math.max(0, k - 6); j -= 1) {
    if (W.MEDIA.has(ws[j]!.w) && ws.slice(j + 1, k).some((y) => ['about', 'on', 'of', 'where', 'whose', 'which', 'when'].includes(y.w))) return null;
  }
  // "we attended a suicide", "another suicide on the line": an event in someone else's life; one's own is
  // "my suicide", "attempted suicide", "thinking about suicide", never with an article.
  if (x.w === 'suicide' && (prev?.w === 'a' || prev?.w === 'another') && !['attempt', 'attempts', 'note', 'plan'].includes(next?.w ?? '')) return null;
  // "my girlfriend found out about my self-harm": the writer's own, whoever the sentence is about.
  if (prev?.w === 'my') return { kind: selfHarm ? 'self-harm' : 'wish', from: k - 1, to: k + 1 };
  const subject = subjectOf(ws, k);
  if (subject.who === 'other' || negatedBetween(ws, subject.at, k)) return null;
  // "5 years clean from self harm" still fires: the policy answers recovery with the gentle line too.
  return { kind: selfHarm ? 'self-harm' : 'wish', from: Math.max(0, subject.at), to: k + 1 };
}

/** Gladness at one's own death in the dream: "I felt glad I was dead". */
function reliefAtDeath(ws: Sentence, k: number): Hit | null {
  const x = ws[k]!;
  if (x.w !== 'dead' && x.w !== 'died') return null;
  if (!hasWord(ws, W.RELIEF)) return null;
  const prev = ws[k - 1]?.w ?? '';
  if (['almost', 'nearly', 'not', 'half', 'dead'].includes(prev) || ['of', 'from', 'tired', 'end', 'silence'].includes(ws[k + 1]?.w ?? '')) return null;
  // "I died like 40 times on the same boss": a game's deaths are counted.
  if (ws.slice(k + 1, k + 5).some((y) => y.w === 'times')) return null;
  const subject = subjectOf(ws, k);
  if (subject.who !== 'dreamer' || negatedBetween(ws, subject.at, k)) return null;
  return { kind: 'wish', from: subject.at, to: k + 1 };
}

/** Function words only English has among the five languages ("a", "in", "me", "on", "was" are also words of the others). */
const ENGLISH_MARKERS = new Set(['i', 'the', 'and', 'to', 'my', 'of', 'it', 'that', 'is', 'with', 'he', 'she', 'we', 'you', 'they', 'had', 'have', 'for', 'not', 'this', 'were', 'been', 'would', 'am', 'be', 'just', 'what', 'everyone', 'nobody', 'myself']);
/** Function words of Spanish, Portuguese, French and German that English does not have. */
const FOREIGN_MARKERS = new Set('el la los las que y en un una del lo le les et je j\' der das und ich ein eine nicht o os eu uma da na não nao mi mis sur dans une des est im mit'.split(' '));

/** Each rule with the words (surface forms or lemmas) that can be its head: a word that is none of them costs one map lookup. */
const RULES: readonly [Rule, Iterable<string>][] = [
  [wishOrPlan, [...W.DESIRE_HEADS, ...W.INTENT_HEADS, ...W.GERUND_HEADS, 'deserve']],
  [allToEnd, W.DESIRE_HEADS],
  [wishClause, [...W.WISH_CLAUSE_HEADS, 'wait', 'long', 'yearn']],
  [ratherDie, ['rather']],
  [reflexiveHarm, ['myself']],
  [cutBody, W.CUT_VERBS],
  [instrumentToBody, [...W.INSTRUMENTS, 'rope', 'cord', 'belt', 'cable', 'scarf', 'wire', 'noose']],
  [method, [...W.PILL_VERBS, 'overdose', 'overdosed', 'overdosing', "od'd", 'engine', 'lie', 'lay']],
  [walkIntoWater, ['walk', 'wade', 'waded']],
  [letWaterTakeMe, ['let']],
  [deliberateCrash, ['drive', 'steer', 'crash', 'swerve']],
  [farewell, W.FAREWELL_NOUNS],
  [burden, [...W.BURDEN_NOUNS, 'waste']],
  [betterOff, ['better', 'happier', 'miss', 'notice', 'care', 'mourn', 'cry']],
  [easierGone, EASIER],
  [hopelessness, ['can', 'could', 'ca', 'point', 'reason', 'live', 'hopeless', 'life', 'give', ...W.TIRED]],
  [namedDirectly, ['suicide', 'suicides', 'suicidal', 'suicidality', 'self-harm', 'selfharm', 'self-harming']],
  [reliefAtDeath, ['dead', 'died']],
];
/** Word → bit mask of the rules it may head. */
const TRIGGERS = new Map<string, number>();
RULES.forEach(([, heads], i) => {
  for (const h of heads) TRIGGERS.set(h, (TRIGGERS.get(h) ?? 0) | (1 << i));
});

/** Enough evidence to explain a finding; the check needs only one signal, so it stops after a few. */
export const MAX_SIGNALS = 8;

/** The distress signals in an English dream, in reading order (at most MAX_SIGNALS). */
const isEnglishMarker = (x: Word): boolean => ENGLISH_MARKERS.has(x.w);
const isForeignMarker = (x: Word): boolean => FOREIGN_MARKERS.has(x.w);

/**
 * The writer names at once the ordinary thing that is to end: "I want to end it all (my
 * situationship)", "I want it all to end. The renovation, I mean."
 */
function namesOrdinaryEnd(ws: Sentence, to: number, ctx: Context): boolean {
  for (let j = to; j < Math.min(ws.length, to + 3); j += 1) {
    if (ws[j]!.w === '(' && ORDINARY_OWNERS.has(ws[j + 1]?.w ?? '')) return true;
  }
  // "thinking about ending it all with him": a relationship, not a life.
  for (let j = to; j < Math.min(ws.length, to + 2); j += 1) {
    if (ws[j]!.w === 'with' && (['him', 'her', 'them'].includes(ws[j + 1]?.w ?? '') || (ws[j + 1]?.w === 'my' && PARTNERS.has(ws[j + 2]?.w ?? '')))) return true;
  }
  const next = nextOf(ctx);
  if (!next) return false;
  const head = next.slice(0, 8).map((x) => x.w);
  const mean = head.findIndex((w, i) => w === 'i' && head[i + 1] === 'mean');
  // "The renovation, I mean." or "With the football I mean."
  const named = ORDINARY_OWNERS.has(head[0] ?? '') || (['with', 'about', 'at', 'for', 'in'].includes(head[0] ?? '') && ORDINARY_OWNERS.has(head[1] ?? ''));
  return named && mean > 1;
}

const PARTNERS: ReadonlySet<string> = new Set(['boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'ex', 'fiance', 'fiancee', 'bf', 'gf']);
const ORDINARY_OWNERS: ReadonlySet<string> = new Set(['my', 'the', 'this', 'that', 'our', 'his', 'her', 'their']);

/**
 * Despair laughed off at once and called an overstatement: "feels like my life is over lol, dramatic i
 * know" after a lay-off. A laugh alone is not enough ("hopeless lol" often masks the real thing), and
 * a wish to die followed by "lol" stays a signal.
 */
function laughedOff(ws: Sentence, k: number, hit: Hit): boolean {
  return hit.kind === 'hopelessness' && ws.slice(k, hit.to + 2).some((x) => LAUGHS.has(x.w)) && ws.some((x) => SELF_MOCKING.has(x.w));
}

/** Words with which a writer takes their own despair back as overstatement. */
const SELF_MOCKING = new Set(['dramatic', 'dramatically', 'exaggerating', 'kidding', 'joking', 'jk']);

export function englishSignals(parsed: ParsedText): Signal[] {
  const sentences = englishSentences(parsed);
  const out: Signal[] = [];
  for (let index = 0; index < sentences.length; index += 1) {
    const ws = sentences[index]!;
    // A sentence in another language is left to the phrase rules: "un documentaire sur le suicide" has no English subject to find.
    if (!ws.some(isEnglishMarker) && ws.some(isForeignMarker)) continue;
    const ctx: Context = { sentences, index };
    for (let k = 0; k < ws.length; k += 1) {
      const x = ws[k]!;
      const mask = (TRIGGERS.get(x.w) ?? 0) | (TRIGGERS.get(x.l) ?? 0);
      if (mask === 0) continue;
      for (let r = 0; r < RULES.length; r += 1) {
        if ((mask & (1 << r)) === 0) continue;
        const hit = RULES[r]![0](ws, k, ctx);
        if (!hit || othersQuote(ws, k) || namesOrdinaryEnd(ws, Math.max(hit.to, k + 1), ctx) || laughedOff(ws, k, hit)) continue;
        out.push({ kind: hit.kind, lang: 'en', evidence: ws.slice(hit.from, Math.max(hit.to, k + 1)).map((x) => x.w).join(' ') });
        if (out.length >= MAX_SIGNALS) return out;
        break;
      }
    }
  }
  return out;
}
