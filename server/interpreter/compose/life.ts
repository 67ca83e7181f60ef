/**
 * The dreamer's own word on their waking life, and the reading's bridge to it. People often end a
 * report (or open it) with what is going on for them: "been super anxious about this promotion
 * thing at work", "I start a new job on Monday". A reader who hears that sets the dream beside it;
 * a reading that ignores it reads past the person. The remark is told back in their words, and
 * how the dream ends (calm, hard, or open) decides what the bridge says; the remark is never
 * read for symbols (it lies outside the dream).
 */
import { z } from 'zod';
import lifeData from '../lexicons/life.json' with { type: 'json' };
import type { SenseToken } from '../structure/tokens';
import type { Clause } from '../structure/types';
import type { ReadingContext } from './context';
import { ownKin, spanPhrase } from './noun-phrases';
import { isPluralToken } from '../structure/mentions';
import { articleFor } from './grammar';
import { retell } from './revoice';
import { pairMemo, pushTo } from '../text-utils';

const lifeSchema = z.object({
  topics: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  cues: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  aboutTheDream: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  grief: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  intent: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  acts: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  present: z.array(z.string().regex(/^[a-z'’]+$/)).min(1),
  comparedWithLife: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  lowMood: z.array(z.string().regex(/^[a-z]+$/)).min(1),
  fields: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z]+$/),
        life: z.array(z.string().regex(/^[a-zà-ÿ]+$/)).min(1),
        dream: z.array(z.string().regex(/^[a-zà-ÿ]+$/)).min(1),
        weak: z.array(z.string().regex(/^[a-zà-ÿ]+$/)).optional(),
      }),
    )
    .min(1),
});
const LIFE = lifeSchema.parse(lifeData);
const TOPICS = new Set(LIFE.topics);
const CUES = new Set(LIFE.cues);
const ABOUT_THE_DREAM = new Set(LIFE.aboutTheDream);
const GRIEF = new Set(LIFE.grief);
const INTENT = new Set(LIFE.intent);
const ACTS = new Set(LIFE.acts);
const PRESENT = new Set(LIFE.present);
const COMPARED_WITH_LIFE = new Set(LIFE.comparedWithLife);
const LOW_MOOD = new Set(LIFE.lowMood);
/**
 * Fields a waking life and a dream can share: the writer's word ("braces", "accountant",
 * "interview") on one side, the dream's images of the same field ("teeth", "ledger", "exam") on the
 * other. Each writer's word names its fields; each dream word the fields it belongs to.
 */
const LIFE_FIELDS = new Map<string, string[]>();
const DREAM_FIELDS = new Map<string, string[]>();
/**
 * Dream words that belong to a field only beside a word that is the field's alone: a corridor, a
 * bed or a floor is in every kind of dream, and is a school's, a ward's or a library's only where the
 * dream also has a classroom, a patient or a lecture.
 */
const WEAK_IMAGES = new Map<string, Set<string>>();
for (const f of LIFE.fields) {
  for (const w of f.life) pushTo(LIFE_FIELDS, w, f.id);
  for (const w of f.dream) pushTo(DREAM_FIELDS, w, f.id);
  if (f.weak) WEAK_IMAGES.set(f.id, new Set(f.weak));
}

/**
 * Words about the writing, not the writer's life: "I've not posted anywhere like this before", "my
 * granddaughter showed me this app", "sorry for my english", "sorry for the long post", "English is
 * not my first language". Set beside a dream they would say nothing of the one who dreamed it.
 */
const ABOUT_THE_POST = /\b(?:post|posts|posted|posting|app|apps|forum|forums|subreddit|reddit|website|thread|lurker|lurking|lurked|throwaway|typo|typos|formatting)\b|\b(?:this|the) (?:site|group|page|sub|community|platform)\b|\bsorry (?:for|about) (?:the |my |this |any )?(?:long|length|english|grammar|spelling|mistakes|rambl\w*|wall|essay|novel)\b|\bmy (?:bad |poor |broken |basic )?english\b|\benglish (?:is|was) (?:n't |not )?(?:not )?my\b|\b(?:first|second|native|mother) (?:language|tongue)\b/;

/** The clause speaks of the post itself (the app, the forum, the writer's English), not of their life. */
function aboutThePost(ctx: ReadingContext, c: Clause): boolean {
  return ABOUT_THE_POST.test(ctx.tokens.slice(c.start, c.end).map((t) => t.normal.replace(/’/g, "'")).join(' '));
}

/**
 * What the bridge speaks of: the dream's ending beside a worry (calm, hard or open), a death the
 * dreamer is mourning, or something the dreamer means to do now that they are awake.
 */
export type LifeMood = 'calm' | 'hard' | 'open' | 'grief' | 'act';

export interface LifeRemark {
  /** The remark in the second person ("you have been super anxious about this promotion thing at work"). */
  text: string;
  /** How the dream's last part stands: the bridge speaks of a calm ending, a hard one, or an open one. */
  mood: LifeMood;
  /** The writer speaks of a low mood of their own ("I've been feeling quite low since Christmas"). */
  lowMood: boolean;
  /** The writer's clauses it was told from. */
  clauses: number[];
}

const CALM_ENDINGS = new Set(['gift', 'found', 'reunion', 'peace', 'landing', 'halt', 'transformed', 'escape']);
const HARD_ENDINGS = new Set(['caught', 'death', 'unresolved']);

const wordsOf = (ctx: ReadingContext, c: Clause) => ctx.tokens.slice(c.start, c.end).filter((t) => t.isWord);

/** Whether a word of the clause (its lower-case form) is one of `words`, read in place. */
function hasWordOf(ctx: ReadingContext, c: Clause, words: ReadonlySet<string>): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = ctx.tokens[i];
    if (t?.isWord && words.has(t.normal)) return true;
  }
  return false;
}

/** The words (lower-case forms) of the dream's story, read once per reading. */
const storyWords = new WeakMap<ReadingContext, Set<string>>();

/** Whether the story itself has this word: a name there ("Sam") makes a remark about them one about the writer's life. */
function inStory(ctx: ReadingContext, normal: string): boolean {
  let words = storyWords.get(ctx);
  if (!words) {
    words = new Set();
    for (const c of ctx.story) for (const t of ctx.tokens.slice(c.start, c.end)) words.add(t.normal);
    storyWords.set(ctx, words);
  }
  return words.has(normal);
}

/** A clause that speaks of the dreamer's life now: a topic of a life and a word of time or concern, nothing about the dream itself. */
function speaksOfLife(ctx: ReadingContext, c: Clause): { topic: boolean; cue: boolean } | null {
  if (!(c.frame || c.outside) || c.waking) return null;
  const words = wordsOf(ctx, c);
  if (words.some((t) => ABOUT_THE_DREAM.has(t.lemma) || ABOUT_THE_DREAM.has(t.normal))) return null;
  if (aboutThePost(ctx, c)) return null;
  // Someone the dream itself names ("things have been a bit flat between me and Sam lately") is as
  // much a topic of the writer's life as a job or a move.
  // A word of a field the dream may share ("braces", "interview", "accountant") is a topic too.
  // (only where the dream has an image of that field: "we've been married 38 years" beside a dream with no wedding in it is no news for the dream).
  const isTopic = (t: SenseToken): boolean => TOPICS.has(t.lemma) || TOPICS.has(t.normal) || sharedField(ctx, t.normal) || (t.pos === 'PROPN' && inStory(ctx, t.normal));
  const topic = words.find(isTopic);
  // "I am an accountant in Lagos", "I'm a night-shift nurse": what the writer does for a living is
  // their life now, with no word of time needed.
  if (saysWhatTheyDo(words)) return { topic: true, cue: true };
  // A topic and a cue are two words ("sick" alone is not a sickness that has lasted).
  const cue = words.some((t) => t !== topic && (CUES.has(t.lemma) || CUES.has(t.normal)));
  if (!topic && !cue) return null;
  return { topic: topic !== undefined, cue };
}

/** A noun for someone who does something: "engineer", "pharmacist", "accountant", "librarian", "fisherman". */
const DOER = /(er|ist|ant|ent|ian|or|man|woman)$/;
const BE_FIRST_PERSON = new Set(['am', "'m", '’m', 'm']);

/** "I am an accountant", "I'm a school teacher", "im a nurse", "I work as a translator": the writer names what they do. */
function saysWhatTheyDo(words: readonly SenseToken[]): boolean {
  for (let k = 0; k + 1 < words.length; k += 1) {
    const w = words[k]?.normal;
    const next = words[k + 1]?.normal ?? '';
    const by = w === 'im' || w === "i'm" || w === 'i’m' ? k + 1 : w === 'i' && BE_FIRST_PERSON.has(next) ? k + 2 : w === 'i' && next === 'work' && words[k + 2]?.normal === 'as' ? k + 3 : -1;
    if (by < 0) continue;
    const art = words[by]?.normal;
    if (art !== 'a' && art !== 'an') continue;
    // The noun the article leads to, past a few describing words ("a night-shift nurse"), names an occupation when it is one of a field's.
    for (let j = by + 1; j < Math.min(words.length, by + 5); j += 1) {
      const t = words[j];
      if (t && (LIFE_FIELDS.has(t.normal) || (t.pos === 'NOUN' && t.normal.length > 5 && DOER.test(t.normal)))) return true;
      if (t?.pos === 'NOUN' && words[j + 1]?.pos !== 'NOUN') break;
    }
  }
  return false;
}

/** "My best friend from school, Tomás, who I haven't seen since…": the only verb is the relative clause's. */
function verbOnlyInRelative(ctx: ReadingContext, run: readonly Clause[]): boolean {
  for (const t of run.flatMap((c) => wordsOf(ctx, c))) {
    if (t.pos === 'VERB' || t.pos === 'AUX') return false;
    if (['who', 'which', 'whom', 'whose'].includes(t.normal)) return true;
  }
  return false;
}

/**
 * A remark before the story speaks of the writer's life only in the present ("I'm engaged to
 * someone else now") or as a dated event ("my grandma died two years ago", "we moved last month");
 * "I was getting married to my ex" sums up the dream that follows.
 */
function aboutNow(ctx: ReadingContext, run: readonly Clause[]): boolean {
  const words = run.flatMap((c) => wordsOf(ctx, c));
  if (words.some((t) => PRESENT.has(t.normal))) return true;
  const verb = run[0]?.verb;
  const progressive = verb !== null && verb !== undefined && /ing$/.test(ctx.tokens[verb]?.normal ?? '');
  // "Took a redundancy package from the council in February": a month named is a date.
  return !progressive && words.some((t, k) => t.normal === 'ago' || t.normal === 'last' || GRIEF.has(t.lemma) || GRIEF.has(t.normal) || (MONTHS.has(t.normal) && (words[k - 1]?.normal === 'in' || words[k - 1]?.normal === 'since')));
}

const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

/**
 * "I was walking down the ward (I'm a nurse btw) and…": an aside in brackets that the frame reading
 * has found to be the writer's, inside a clause of the story. Each is given as a clause of its own,
 * outside the dream, so that it is read like a remark before or after the story.
 */
function asides(ctx: ReadingContext): Clause[] {
  const out: Clause[] = [];
  for (const c of ctx.story) {
    for (let i = c.start; i < c.end; i += 1) {
      if (ctx.tokens[i]?.value !== '(') continue;
      let j = i + 1;
      while (j < ctx.tokens.length && ctx.tokens[j]?.value !== ')' && j < i + 40) j += 1;
      if (ctx.tokens[j]?.value !== ')' || ctx.tokens[i + 1]?.inDream !== false) continue;
      let verb: number | null = null;
      for (let k = i + 1; k < j && verb === null; k += 1) if (ctx.tokens[k]?.pos === 'VERB' || ctx.tokens[k]?.pos === 'AUX' || ctx.tokens[k]?.normal === "i'm") verb = k;
      const first = ctx.tokens[i + 1]?.normal ?? '';
      const negated = ctx.tokens.slice(i + 1, j).some((t) => t.normal === 'not' || t.normal === "n't" || t.normal === 'never');
      out.push({ ...c, start: i + 1, end: j, verb, verbLemma: verb === null ? '' : (ctx.tokens[verb]?.lemma ?? ''), frame: false, outside: true, waking: false, negated, subject: ['i', "i'm", 'i’m', 'im'].includes(first) ? 'dreamer' : 'other' });
      i = j;
    }
  }
  return out;
}

/** The run of clauses, in one sentence before or after the story, that tells of the dreamer's life. */
function lifeRun(ctx: ReadingContext): Clause[] | null {
  const { clauses } = ctx.drama;
  const firstStory = ctx.story[0]?.index ?? 0;
  const lastStory = ctx.story[ctx.story.length - 1]?.index ?? clauses.length - 1;
  // After the story first: what someone adds at the end is most often what the dream is answering.
  const after = clauses.filter((c) => c.index > lastStory);
  const before = clauses.filter((c) => c.index < firstStory);
  // A sentence of the writer's own life inside the telling ("I've never fixed anything in my life, my
  // late husband did all that."), which the frame reading has set apart from the dream.
  const within = clauses.filter((c) => c.index > firstStory && c.index < lastStory && c.outside && !c.frame && !c.waking);
  for (const part of [after, before, asides(ctx), within]) {
    // Before the story, the writer may be summing the dream up ("I was getting married to my ex"):
    // only a remark in the present there ("I'm engaged to someone else now") is about their life.
    // An aside is already known to speak of the present.
    const needsPresent = part === before;
    const bySentence = new Map<number, Clause[]>();
    for (const c of part) pushTo(bySentence, c.sentence, c);
    for (const group of bySentence.values()) {
      // A sentence that compares the dream with life ("I don't even drive in real life") speaks of the dream.
      if (group.some((c) => hasWordOf(ctx, c, COMPARED_WITH_LIFE))) continue;
      // "Is she trying to tell me something about my mother?": a question to the reader is not news of the writer's life.
      if (asksSomething(ctx, group)) continue;
      const run: Clause[] = [];
      let topic = false;
      let cue = false;
      for (const c of group) {
        const s = speaksOfLife(ctx, c);
        // A clause of neither topic nor cue ("don't know if thats anything") ends the run.
        if (!s) {
          if (run.length) break;
          continue;
        }
        run.push(c);
        topic ||= s.topic;
        cue ||= s.cue;
      }
      // The remark must say something of someone: "my best friend from school, Tomás, who…" does not.
      // Inside the telling, the writer's sentence is set apart whole: its clauses before the run
      // belong with it ("I've never fixed anything in my life, | my late husband did all that").
      if (part === within && run[0]) run.unshift(...group.filter((c) => c.index < (run[0]?.index ?? 0)));
      if (run.length && topic && cue && run[0]?.verb !== null && !verbOnlyInRelative(ctx, run) && (!needsPresent || aboutNow(ctx, run))) return run;
    }
  }
  return null;
}

/** The sentence ends on a question mark: the writer asks, and tells nothing. */
function asksSomething(ctx: ReadingContext, group: readonly Clause[]): boolean {
  const last = group[group.length - 1];
  if (!last) return false;
  for (let i = last.end - 1; i >= last.start; i -= 1) {
    const t = ctx.tokens[i];
    if (t?.isWord) return false;
    if (t?.value.includes('?')) return true;
  }
  return ctx.tokens[last.end]?.value.includes('?') ?? false;
}

/** A remark that mourns ("my grandma died last year") or that says what the dreamer means to do ("I'm going to call my sister"). */
function kindOfRemark(ctx: ReadingContext, run: readonly Clause[]): 'grief' | 'act' | null {
  const words = run.flatMap((c) => wordsOf(ctx, c));
  // "passed" mourns only as "passed away" or "passed last year", not "never passed my test".
  const mourns = words.some((t, k) => GRIEF.has(t.lemma) || GRIEF.has(t.normal) || (t.normal === 'passed' && ['away', 'on', 'last', 'recently', 'in', 'suddenly'].includes(words[k + 1]?.normal ?? '')));
  if (mourns) return 'grief';
  // Done since waking ("I called my grandma's old number") is as much an answer as a plan.
  if (run.some((c) => c.subject === 'dreamer' && ACTS.has(c.verbLemma) && !c.negated)) return 'act';
  // "I think I'm going to give Dad the jacket": any word of intent with an act close after it.
  if (words.some((t, k) => (INTENT.has(t.normal) || INTENT.has(t.lemma)) && words.slice(k + 1, k + 4).some((x) => ACTS.has(x.lemma)))) return 'act';
  return null;
}

/** Feelings the dreamer names from the turn (or the last third of the story) to the end, the waking included. */
function lateMood(ctx: ReadingContext, skip: ReadonlySet<number>): LifeMood {
  const { drama } = ctx;
  const kind = drama.ending.kind;
  const story = ctx.story;
  const fromStory = story[Math.floor((story.length * 2) / 3)]?.index ?? 0;
  const from = Math.min(drama.turn?.clause ?? fromStory, fromStory);
  let calm = 0;
  let hard = 0;
  for (const c of drama.clauses) {
    if (c.index < from || skip.has(c.index) || c.outside) continue;
    for (const f of c.feelings) {
      if (f.emotion === 'happiness') calm += f.weight;
      else if (f.emotion !== 'confusion') hard += f.weight;
    }
    // "I wasn't worried at all": fear denied is calm.
    for (const f of c.deniedFeelings) if (f.emotion === 'apprehension' || f.emotion === 'sadness') calm += f.weight;
  }
  if (CALM_ENDINGS.has(kind)) calm += 0.5;
  if (HARD_ENDINGS.has(kind)) hard += 0.5;
  // "I was scared someone would come in and see": a dream whose dreamer names fear on the way to its
  // calm close does not meet its image "in calm"; the reading leaves the mood open.
  let fear = 0;
  for (const c of story) if (!skip.has(c.index)) for (const f of c.feelings) if (f.emotion === 'apprehension') fear += f.weight;
  if (calm > hard && calm >= 0.4) return fear >= 0.5 ? 'open' : 'calm';
  if (hard > calm && hard >= 0.4) return 'hard';
  return 'open';
}

/**
 * How the dream itself comes out, for an answer to the writer's fear: it ends well (the baby found
 * and fine, a father laughing, someone waiting with two coffees), hard (caught, lost, still falling),
 * cut short by waking right before the worst ("woke up right before the bottom"), or open. Read from
 * the dream's own last moments, not from how the dreamer felt on waking, which belongs to the day.
 */
export type EndingTone = 'well' | 'hard' | 'cut' | 'open';

const SOFT_END = new Set(['fine', 'safe', 'okay', 'ok', 'alright', 'smiling', 'smiled', 'smile', 'smiles', 'laughing', 'laughed', 'laugh', 'laughs', 'calm', 'peaceful', 'warm', 'happy', 'relieved', 'hugged', 'hug', 'hugging', 'gently', 'kindly', 'welcome', 'welcomed', 'together', 'glad', 'beautiful', 'sunny', 'asleep', 'sleeping', 'waved', 'waving', 'thanked', 'held']);
const HARD_END_WORDS = new Set(['died', 'dead', 'dying', 'blood', 'bleeding', 'screaming', 'screamed', 'trapped', 'caught', 'attacked', 'drowned', 'drowning', 'crashed', 'crashing', 'killed', 'panic', 'panicking', 'terrified', 'scared', 'alone', 'missing', 'lost', 'failed', 'fail', 'failing', 'humiliated', 'ashamed', 'naked', 'sinking', 'sank', 'crash', 'empty', 'lonely', 'numb', 'cold', 'sad', 'afraid', 'frightened', 'burning', 'broken', 'crying', 'cried', 'fell', 'falling', 'dropped']);
/** Someone close to the dreamer: at the dream's close, doing nothing hostile, the ending is a soft one. */
const CLOSE_ONES = new Set(['boyfriend', 'girlfriend', 'husband', 'wife', 'partner', 'fiance', 'fiancé', 'fiancee', 'mum', 'mom', 'mother', 'mam', 'dad', 'father', 'grandma', 'grandmother', 'nan', 'nana', 'gran', 'granny', 'grandpa', 'grandfather', 'grandad', 'baby', 'daughter', 'son', 'sister', 'brother', 'friend', 'dog', 'anak']);
const HOSTILE = new Set(['chase', 'attack', 'hit', 'kill', 'shout', 'scream', 'leave', 'die', 'yell', 'push', 'grab', 'bite', 'hurt', 'ignore', 'laugh at']);
const THREAT_VERBS = new Set(['fall', 'chase', 'drop', 'plunge', 'crash', 'drown', 'sink', 'attack', 'catch']);
const BEFORE_THE_WORST = /\bbefore\b/;

const RELIEF = new Set(['relief', 'joy', 'happiness', 'gratitude']);
const SETS_ASIDE = new Set(['not', 'never', 'no', "n't", 'without']);

/** The word at `i` is denied just before it ("never alone", "not scared") or set aside ("instead of crashing"). */
function setAside(ctx: ReadingContext, i: number): boolean {
  const one = ctx.tokens[i - 1]?.normal ?? '';
  const two = ctx.tokens[i - 2]?.normal ?? '';
  return SETS_ASIDE.has(one) || SETS_ASIDE.has(two) || (one === 'of' && two === 'instead');
}

export function endingTone(ctx: ReadingContext): EndingTone {
  const { drama } = ctx;
  const story = ctx.story.filter((c) => !c.waking);
  const last = story[story.length - 1];
  if (!last) return 'open';
  // "Woke up right before the bottom", "woke up just before he caught me": the worst never comes.
  const waking = drama.ending.waking === null ? undefined : drama.clauses[drama.ending.waking];
  if (waking) {
    // "and I woke right | before I hit the ground": the clause after the waking, in its sentence, belongs with it.
    const after = drama.clauses[waking.index + 1];
    const end = after && after.sentence === waking.sentence ? after.end : waking.end;
    const words = ctx.tokens.slice(waking.start, end).map((t) => t.normal).join(' ');
    const threat = drama.shape.primary === 'fall' || drama.shape.primary === 'chase' || drama.shape.primary === 'nightmare' || story.some((c) => c.pursuit || THREAT_VERBS.has(c.verbLemma));
    // "Then I was not afraid anymore. I woke before it finished": where the fear has already gone
    // before the waking, the waking cuts off no worst.
    const calmFirst = story.slice(-2).some((c) => c.subject === 'dreamer' && (c.deniedFeelings.some((f) => f.emotion === 'apprehension') || c.feelings.some((f) => f.emotion === 'happiness')));
    if (threat && !calmFirst && BEFORE_THE_WORST.test(words)) return 'cut';
  }
  const tailFrom = Math.min(story.length - 2, Math.floor((story.length * 2) / 3));
  let soft = 0;
  let hard = 0;
  story.forEach((c, k) => {
    if (k < tailFrom) return;
    const weight = k >= story.length - 2 ? 2 : 1;
    for (let i = c.start; i < c.end; i += 1) {
      const t = ctx.tokens[i];
      if (!t?.isWord) continue;
      if (SOFT_END.has(t.normal) && !c.negated) soft += weight;
      if (HARD_END_WORDS.has(t.normal) && !c.negated) {
        // "never alone", "instead of crashing", "cried of relief": the hard word set aside, or turned to relief, is a soft close.
        if (setAside(ctx, i) || RELIEF.has(ctx.tokens[i + 2]?.normal ?? '')) soft += weight;
        else hard += weight;
      }
    }
    for (const f of c.feelings) {
      if (f.emotion === 'happiness') soft += weight * f.weight;
      else if (f.emotion !== 'confusion') hard += weight * f.weight;
    }
    for (const f of c.deniedFeelings) if (f.emotion === 'apprehension' || f.emotion === 'sadness') soft += weight * f.weight;
    // "finally found her", "we all went in the boat": the dreamer finds or is joined.
    if (c.subject === 'dreamer' && !c.negated && !c.irrealis && (c.verbLemma === 'find' || c.verbLemma === 'reach' || c.verbLemma === 'hug')) soft += weight;
  });
  // "…and my boyfriend waiting by the car": someone close is there at the very end, doing nothing hostile.
  const head = last.subjectHead === null ? undefined : ctx.tokens[last.subjectHead];
  if (head && CLOSE_ONES.has(head.normal) && !last.negated && !HOSTILE.has(last.verbLemma)) soft += 2;
  // "We all went in the boat": the dream closes on the dreamer among others, together.
  else if (ctx.tokens[last.start]?.normal === 'we' && !last.negated && !HOSTILE.has(last.verbLemma)) soft += 1;
  if (CALM_ENDINGS.has(drama.ending.kind)) soft += 1;
  if (HARD_ENDINGS.has(drama.ending.kind)) hard += 1;
  if (soft > hard && soft >= 2) return 'well';
  if (hard > soft && hard >= 2) return 'hard';
  return 'open';
}

const SELF_INTRODUCTION = /^((?:[A-Za-z-]+ ){0,2}[A-Za-z-]+) here, /;
/** Words that make "… here," a place or a time ("you were here,", "right here,"), not who the writer is. */
const NOT_A_SELF = new Set(['you', 'your', 'i', 'we', 'he', 'she', 'they', 'it', 'was', 'were', 'is', 'are', 'am', 'been', 'be', 'came', 'come', 'moved', 'live', 'lived', 'living', 'over', 'right', 'out', 'in', 'up', 'back', 'and', 'so', 'but', 'the', 'from', 'still', 'now', 'and', 'there', 'not', 'here']);

const SEX_TAG = new Set(['f', 'm']);

/**
 * "27F from Cebu, working as a nurse here…": the writer's tag of age and sex, and where they are
 * from, open the remark; told from there it would start on a bare "F". The remark starts after them.
 */
function pastAgeTag(ctx: ReadingContext, from: number, end: number): number {
  from = pastGreeting(ctx, from, end);
  let i = from;
  while (i < end && !ctx.tokens[i]?.isWord && ctx.tokens[i]?.pos !== 'NUM') i += 1;
  const t = ctx.tokens[i];
  const next = ctx.tokens[i + 1];
  if (t?.pos !== 'NUM' || !SEX_TAG.has(next?.normal ?? '')) return from;
  i += 2;
  // "from Cebu,": where they are from goes with the tag.
  if (ctx.tokens[i]?.normal === 'from') {
    let j = i + 1;
    while (j < end && ctx.tokens[j]?.pos === 'PROPN') j += 1;
    if (j > i + 1 && ctx.tokens[j]?.value === ',') i = j + 1;
  } else if (ctx.tokens[i]?.value === ',') i += 1;
  // "26F, Denver, line cook, just moved house": the tag's list of place and trade goes with it too;
  // told from the middle of that list the remark would open on a bare place name.
  for (;;) {
    let j = i;
    while (j < end && j - i < 4 && ctx.tokens[j]?.value !== ',' && ctx.tokens[j]?.isWord && ctx.tokens[j]?.pos !== 'VERB' && ctx.tokens[j]?.pos !== 'AUX' && ctx.tokens[j]?.pos !== 'PRON') j += 1;
    if (j === i || ctx.tokens[j]?.value !== ',' || j + 1 >= end) break;
    i = j + 1;
  }
  return i < end ? i : from;
}

const GREETINGS = new Set(['hi', 'hello', 'hey', 'hiya', 'greetings', 'howdy']);

/** "Hi po, I'm 17…", "Hello everyone, …": a greeting and whom it greets open the post, not the remark. */
function pastGreeting(ctx: ReadingContext, from: number, end: number): number {
  let i = from;
  while (i < end && !ctx.tokens[i]?.isWord) i += 1;
  if (!GREETINGS.has(ctx.tokens[i]?.normal ?? '')) return from;
  let j = i + 1;
  while (j < end && j - i <= 3 && ctx.tokens[j]?.isWord && ctx.tokens[j]?.pos !== 'VERB' && ctx.tokens[j]?.pos !== 'AUX' && ctx.tokens[j]?.normal !== 'i') j += 1;
  if (ctx.tokens[j]?.value !== ',' && ctx.tokens[j]?.value !== '!') return from;
  return j + 1 < end ? j + 1 : from;
}

/** The dreamer's remark on their waking life, told back, or null when the report makes none. */
/** A run of the writer's clauses told back in the second person, without their shrugs and lead-ins. */
function tellRun(ctx: ReadingContext, run: readonly Clause[]): string | null {
  const first = run[0];
  const last = run[run.length - 1];
  if (!first || !last) return null;
  // The run may open on the blank line before a last paragraph.
  let from = first.start;
  from = pastAgeTag(ctx, from, last.end);
  while (from < last.end && !ctx.tokens[from]?.isWord) from += 1;
  // A remark too long to tell whole is told up to its first "and" ("my husband and I have been trying
  // for a baby for nearly two years and we've just started…"), where that leaves a clause of its own.
  let told = retell(ctx.tokens, from, last.end, ctx.cues, 24, false);
  for (let k = from + 8; !told && k < last.end; k += 1) {
    const t = ctx.tokens[k];
    if (t?.pos === 'CCONJ' && (t.normal === 'and' || t.normal === 'but') && ctx.tokens[k + 1]?.pos === 'PRON') told = retell(ctx.tokens, from, k, ctx.cues, 24, false);
  }
  if (!told) return null;
  let text = told.text
    // "…so maybe thats why", "…so yeah": the writer's shrug is not part of what they tell.
    .replace(/,? (so )?(maybe |probably )?(that's|thats|that is) (why|it|all)\b.*$/i, '')
    .replace(/,? so yeah$/i, '')
    .replace(/,? (btw|lol|lmao|tbh|haha|fyi)$/i, '')
    .replace(/,? so (maybe |probably )?(this|it) (is|isn't|isnt|is not|was|wasn't|wasnt|was not|might be)\b.*$/i, '')
    .replace(/,? (if|idk if|not sure if|(do not|don't|dont) know if) (that's|thats|that is|it's|its) (relevant|related|anything|important|connected)\b.*$/i, '')
    .replace(/,? if (that|it) (matters|helps)$/i, '')
    // "I did actually just get offered a supervisor role in real life": the writer's contrast with the dream, not part of the news.
    .replace(/,? in real life$/i, '')
    // "I did actually just get offered…": the writer's emphasis is theirs, not the reading's.
    .replace(/\b(actually|literally|honestly) /gi, '')
    .replace(/,? you (suppose|guess|think)$/i, '')
    // "I think it is because my divorce was finalized last week": the reason is the remark.
    .replace(/^(it('s| is| was) )?(maybe |probably )?(because|cause|cos|since) /i, '')
    .replace(/^(for context|for reference|for the record|(some )?context( first)?|(some )?background|fyi)[,:]? /i, '');
  // Days and months take their capital, however the report wrote them ("a new job on monday").
  text = text.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g, (m) => m.charAt(0).toUpperCase() + m.slice(1));
  // An aside opened and not closed ("(long story, a falling out over…") is cut where it opens.
  if (text.includes('(') && !text.includes(')')) text = text.slice(0, text.indexOf('(')).replace(/[,;:\s]+$/, '');
  // "New dad here, our son is 7 weeks old": the writer introducing themselves is told as who they are
  // ("you are a new dad, your son…"), not as a verbless "new dad here".
  const intro = SELF_INTRODUCTION.exec(text);
  if (intro?.[1] && !intro[1].split(' ').some((w) => NOT_A_SELF.has(w.toLowerCase()))) text = `you are ${articleFor(intro[1])} ${intro[1].toLowerCase()}, ${text.slice(intro[0].length)}`;
  // "Mum has been in and out of hospital": the writer's name for a parent is theirs ("your mum").
  text = ownKin(text);
  // "been super anxious about…": the report drops its "I"; the reading gives it back.
  if (/^been\b/.test(text)) text = `you have ${text}`;
  else if (/^((just|recently) )?(had|went|got|started|moved|lost|broke|took|left|quit|finished|sold)\b/.test(text)) text = `you ${text}`;
  else if (/^(starting|moving|going|trying|thinking|dealing|waiting|working|studying|living)\b/.test(text)) text = `you are ${text}`;
  // "Interview is on Monday.": the writer has dropped the "my" before a thing of their life (the
  // retelling may already have given the bare noun its "the").
  const lead = /^(?:the )?([a-z]+) (is|are|was|has|starts|begins)\b/.exec(text);
  if (lead && (TOPICS.has(lead[1] ?? '') || LIFE_FIELDS.has(lead[1] ?? '')) && !/\b(you|your)\b/.test(text)) text = `your ${text.replace(/^the /, '')}`;
  // Only a remark that speaks of the dreamer, or someone of theirs, is told back.
  const named = run.some((c) => ctx.tokens.slice(c.start, c.end).some((t) => t.pos === 'PROPN' && inStory(ctx, t.normal)));
  if (!/\b(you|your|yours|yourself)\b/.test(text) && !named) return null;
  return text;
}

/**
 * "I retired from teaching at Easter after thirty-one years. My father was a railwayman and died
 * when I was seven.": the sentence right after the remark, when it too speaks of the writer's life.
 */
function nextRun(ctx: ReadingContext, run: readonly Clause[]): Clause[] | null {
  const last = run[run.length - 1];
  if (!last) return null;
  const next = ctx.drama.clauses.filter((c) => c.sentence === last.sentence + 1);
  if (!next.length || next.some((c) => !(c.frame || c.outside) || c.waking)) return null;
  // "Do I still have feelings for Jonah?": a question is asked, not told.
  if (asksSomething(ctx, next)) return null;
  if (next.some((c) => wordsOf(ctx, c).some((t) => ABOUT_THE_DREAM.has(t.lemma) || ABOUT_THE_DREAM.has(t.normal) || COMPARED_WITH_LIFE.has(t.normal)))) return null;
  // "I've not posted anywhere like this before but my granddaughter showed me this app" is about the post, not the life.
  if (next.some((c) => aboutThePost(ctx, c))) return null;
  return next.some((c) => speaksOfLife(ctx, c)?.topic) ? next : null;
}

/** A retold sentence that opens on someone paired with the dreamer: "Mark and you are…". */
const PAIRED_NAME = /^[A-Z][a-z]+ and you\b/;

/** The clauses each remark was told from, for the link to read the same words. */
const runs = new WeakMap<LifeRemark, Clause[]>();

export function lifeRemark(ctx: ReadingContext): LifeRemark | null {
  const run = lifeRun(ctx);
  if (!run) return null;
  let text = tellRun(ctx, run);
  if (!text) return null;
  const more = nextRun(ctx, run);
  const second = more ? tellRun(ctx, more) : null;
  const all = more && second && `${text} ${second}`.split(' ').length <= 45 ? [...run, ...more] : run;
  // "that Mark and you are divorcing": a name paired with the dreamer keeps its capital.
  if (all !== run && second) text = `${text}, and that ${PAIRED_NAME.test(second) ? second : second.replace(/^[A-Z](?=[a-z])/, (m) => m.toLowerCase())}`;
  const lowMood = all.some((c) => ctx.tokens.slice(c.start, c.end).some((t) => LOW_MOOD.has(t.normal)));
  const remark: LifeRemark = { text, mood: kindOfRemark(ctx, all) ?? lateMood(ctx, new Set(all.map((c) => c.index))), lowMood, clauses: all.map((c) => c.index) };
  runs.set(remark, all);
  return remark;
}

/**
 * Where the writer's life and the dream share a field: the braces coming off and the teeth that
 * come out, the accountant and the ledger pushed into their hands, the interview on Monday and the
 * exam the dream sits. A reader who hears both sets them side by side; the link is made only where
 * the writer's own words and an image of the dream name the same field, never guessed.
 */
export interface LifeLink {
  field: string;
  /** The dream's image of that field, in the dream's words ("your front teeth", "the old ledger book"). */
  image: string;
  /** Whether the image's own noun is plural ("the quarterly numbers in the big boardroom"). */
  plural: boolean;
  /** The writer's own thing of that field ("your braces", "your work as an accountant"), where it is a noun. */
  theirs: string | null;
  /** The remark the link was found in: the one the reading tells, or another sentence of the writer's life. */
  remark: LifeRemark;
}

/** The writer's sentences outside the dream that may speak of their life, each as its run of clauses. */
function writersSentences(ctx: ReadingContext): Clause[][] {
  const bySentence = new Map<number, Clause[]>();
  for (const c of ctx.drama.clauses) if ((c.frame || c.outside) && !c.waking) pushTo(bySentence, c.sentence, c);
  return [...bySentence.values()];
}

/** "your braces", "the interview", "your work as a night-shift nurse": the writer's thing, named as they named it. */
function theirThing(ctx: ReadingContext, run: readonly Clause[], at: number): string | null {
  const t = ctx.tokens[at];
  if (!t || t.pos !== 'NOUN') return null;
  const words = run.flatMap((c) => wordsOf(ctx, c));
  const k = words.indexOf(t);
  if (saysWhatTheyDo(words)) {
    // From the article to the occupation: "a night-shift nurse".
    let a = k;
    while (a > 0 && words[a]?.normal !== 'a' && words[a]?.normal !== 'an' && k - a < 5) a -= 1;
    const from = ctx.tokens.indexOf(words[a] as SenseToken);
    if (from >= 0 && (words[a]?.normal === 'a' || words[a]?.normal === 'an')) {
      const span = ctx.tokens.slice(from, at + 1).map((w) => (w.pos === 'PROPN' ? w.value : w.value.toLowerCase())).join(' ');
      return `your work as ${span.replace(/ - /g, '-')}`;
    }
  }
  // "my braces", "the interview", "as deputy principal": named only where the writer gave it an owner or an article.
  let end = at + 1;
  while (ctx.tokens[end]?.pos === 'NOUN' && end - at < 3) end += 1;
  const thing = ctx.tokens.slice(at, end).map((w) => w.value.toLowerCase()).join(' ');
  const before = words[k - 1]?.normal;
  if (before === 'my' || before === 'our') return `your ${thing}`;
  if (before === 'as') return `your work as ${thing}`;
  if (before === 'the' || before === 'a' || before === 'an') return `the ${thing}`;
  return null;
}

const FIRST_PERSON = new Set(['i', 'we', "i've", "we've", "i'm", "we're", 'im', 'ive']);
/** Verbs of becoming that carry the writer's step: "I got promoted", "we're getting married", "I've just been offered". */
const BECOMING = new Set(['got', 'get', 'getting', 'been', 'just', 'finally', 'recently', "'m", "'ve", "'re", 'am', 'have', 'are', 'was', 'were']);
const DENIES = new Set(['not', 'no', 'never', "n't"]);
const before2 = (ctx: ReadingContext, i: number, k: number): string => ctx.tokens[i - k]?.normal ?? '';

/** The verb at `i` is the writer's own: their "I" or "we" stands before it, with only words of becoming between. */
function writersOwnVerb(ctx: ReadingContext, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k -= 1) {
    const w = ctx.tokens[k]?.normal ?? '';
    if (FIRST_PERSON.has(w)) return true;
    if (!BECOMING.has(w)) return false;
  }
  return false;
}
/** "my ex, Tom, is engaged", "my ex-husband remarried": news of a former partner. */
const EX_IN_RUN = /\b(my ex\b|ex-(boyfriend|girlfriend|husband|wife|partner|fianc))/;
const KIN_ILL = /^(?:my )?(?:dad|mum|mom|mother|father|husband|wife|partner|son|daughter|sister|brother|nan|gran|grandma|grandad|grandpa|grandmother|grandfather)\b|\bmy (?:dad|mum|mom|mother|father|husband|wife|partner|son|daughter|sister|brother|nan|gran|grandma|grandad|grandpa|grandmother|grandfather) (?:has|had|was|is|got|starts|started)\b/;
const runText = (ctx: ReadingContext, run: readonly Clause[]): string => run.map((c) => ctx.tokens.slice(c.start, c.end).map((t) => t.normal).join(' ')).join(' ');

/** "her wedding", "his job": a thing of someone else's. */
const OTHERS_OWN = new Set(['her', 'his', 'their']);

/** "moved her", "moved my mum": the one moved is someone else. */
const MOVED_SOMEONE = new Set(['her', 'him', 'them', 'my', 'our', 'his', 'their']);

/** Nouns that make the word before them a measure or a likeness: "baby size", "doll-house shape". */
const MEASURING_HEADS = new Set(['size', 'sized', 'shape', 'shaped', 'colour', 'color', 'steps', 'voice', 'talk', 'version', 'style']);

/** The dream's image of each field, found once per reading. */
const fieldImages = new WeakMap<ReadingContext, Map<string, { at: number; end: number } | null>>();

function imageOfField(ctx: ReadingContext, field: string): { at: number; end: number } | null {
  return pairMemo(fieldImages, ctx, field, () => new Map(), () => fieldImage(ctx, field));
}

/** Whether the writer's word names a field the dream has an image of. */
function sharedField(ctx: ReadingContext, word: string): boolean {
  const fields = LIFE_FIELDS.get(word);
  return fields !== undefined && fields.some((f) => imageOfField(ctx, f) !== null);
}

/** The dream's image of a field: a noun of the story, the central image first, then the ending, the turn, the first. */
function fieldImage(ctx: ReadingContext, field: string): { at: number; end: number } | null {
  const { drama } = ctx;
  const central = drama.central?.mention;
  const weak = WEAK_IMAGES.get(field);
  const isWeak = (t: SenseToken): boolean => weak !== undefined && (weak.has(t.normal) || weak.has(t.lemma));
  const images: number[] = [];
  for (const c of ctx.story) {
    for (let i = c.start; i < c.end; i += 1) {
      const t = ctx.tokens[i];
      if (!t?.isWord || t.pos !== 'NOUN' || t.inDream === false || t.waking || t.masked) continue;
      // "adults with their own children": someone's own family is no image of a classroom's children.
      if (ctx.tokens[i - 1]?.normal === 'own') continue;
      if ((DREAM_FIELDS.get(t.normal) ?? DREAM_FIELDS.get(t.lemma))?.includes(field)) images.push(i);
    }
  }
  // A dream whose only images of the field are ones every dream may hold ("the corridor of my high
  // school" beside a writer at university) has not earned the link.
  // (Several of them together make a place of the field: a corridor, a desk and a pile of books.)
  const weakKinds = new Set(images.map((i) => ctx.tokens[i]?.lemma));
  if (!images.some((i) => { const t = ctx.tokens[i]; return t !== undefined && !isWeak(t); }) && weakKinds.size < 2) return null;
  let best: { at: number; end: number; rank: number } | null = null;
  for (const c of ctx.story) {
    for (let i = c.start; i < c.end; i += 1) {
      if (!images.includes(i)) continue;
      // "an old ledger book", "the exam centre": the compound the word heads is the image.
      let end = i + 1;
      while (end < c.end && ctx.tokens[end]?.pos === 'NOUN' && end - i < 3) end += 1;
      // "a tiny tortoise, baby size": a field's word that only measures or likens another thing
      // ("baby size", "baby steps") names no image of that field.
      if (MEASURING_HEADS.has(ctx.tokens[end - 1]?.normal ?? '') && end > i + 1) continue;
      // A recognised image outweighs a word that is only there ("smile bigger"), and the ending or the turn a moment on the way.
      // The more the dream makes of the image, the more it counts (drama.images is weightiest first).
      const m = drama.mentions.find((x) => i >= x.start && i < x.end && !x.negated);
      const weight = m ? 4 + 1 / (1 + Math.max(0, drama.images.indexOf(m.hit))) : 0;
      // A word the field itself calls weak (a trolley, a bed) stands in only where no stronger image of the field does.
      const t = ctx.tokens[i];
      const backup = t !== undefined && isWeak(t) ? 6 : 0;
      const rank = (central && i >= central.start && i < central.end ? 10 : weight + (c.index === drama.ending.clause ? 2 : c.index === drama.turn?.clause ? 1 : 0)) - backup;
      if (!best || rank > best.rank) best = { at: i, end, rank };
    }
  }
  return best;
}

/** Fields of a working life, and the words that say the writer has left it. */
const WORKING_FIELDS = new Set(['work', 'school', 'care', 'driving', 'court', 'accounts', 'role']);
const LEFT_WORK = /\b(retired|retiring|retirement|former|formerly|used to|pensioner)\b/i;

export function lifeLink(ctx: ReadingContext, remark: LifeRemark | null): LifeLink | null {
  const remarkClauses = new Set(remark?.clauses ?? []);
  const firstStory = ctx.story[0]?.index ?? 0;
  const lastStory = ctx.story[ctx.story.length - 1]?.index ?? 0;
  // The remark the reading tells first; then any other sentence of the writer's life, and their asides in brackets.
  const candidates: { run: Clause[]; isRemark: boolean; aside: boolean }[] = [];
  const told = remark ? runs.get(remark) : undefined;
  if (told?.length) candidates.push({ run: told, isRemark: true, aside: false });
  for (const sentence of writersSentences(ctx)) if (!sentence.some((c) => remarkClauses.has(c.index))) candidates.push({ run: sentence.filter((c) => speaksOfLife(ctx, c)), isRemark: false, aside: false });
  for (const a of asides(ctx)) if (!told?.includes(a)) candidates.push({ run: [a], isRemark: false, aside: true });
  for (const { run, isRemark, aside } of candidates) {
    if (!run.length) continue;
    // Another sentence must tell of the writer's life as the remark does: a topic with a word of time or concern.
    if (!isRemark) {
      // "Is this a sign that I'm going to get pregnant soon?": a question tells nothing of the writer's life.
      if (!aside && asksSomething(ctx, run)) continue;
      const said = run.map((c) => speaksOfLife(ctx, c));
      if (!said.some((x) => x?.topic) || !said.some((x) => x?.cue) || run[0]?.verb === null) continue;
    }
    // A sentence among the story's own ("I need to get the train to Inverness") tells the dream, not the writer's life.
    if (!isRemark && !aside && run.some((c) => c.index > firstStory && c.index < lastStory)) continue;
    for (const c of run) {
      for (let i = c.start; i < c.end; i += 1) {
        const t = ctx.tokens[i];
        const fields = t?.isWord ? LIFE_FIELDS.get(t.normal) : undefined;
        if (!fields || !t) continue;
        // "a stroke ward": a noun that describes a noun of a field of its own gives way to it.
        const next = ctx.tokens[i + 1];
        if (next?.isWord && LIFE_FIELDS.has(next.normal) && t.pos === 'NOUN') continue;
        // "I don't even drive in real life", "I'm not pregnant": what the writer denies is not their life.
        if (c.negated) continue;
        // "Not pregnant and no plans yet": a field word denied is not the writer's life.
        if (DENIES.has(before2(ctx, i, 1)) || DENIES.has(before2(ctx, i, 2))) continue;
        // "my best friend from university", "a girl from work": where someone is known from, not what the writer is doing now.
        const before = ctx.tokens[i - 1];
        if (before?.normal === 'from' && ['NOUN', 'PROPN'].includes(ctx.tokens[i - 2]?.pos ?? '')) continue;
        // "her wedding", "his job", "their exams": someone else's, not the writer's own step.
        const someoneElses = OTHERS_OWN.has(before?.normal ?? '');
        // "we moved", "Maisie moved into halls": a change is the writer's only when they are the one it happens to.
        // "I moved her into a care home": nor when the one it happens to is someone else.
        // ("Context: I got promoted to team lead": the writer's "I" just before the verb is theirs, whatever the clause's subject reads as.)
        // A former partner's engagement or wedding is the writer's news all the same, and a field of its own: a chapter closed from outside.
        const exNews = EX_IN_RUN.test(runText(ctx, run));
        // ("My best friend is getting married": "getting" is the writer's only after their own "I".)
        const ownVerb = c.subject === 'dreamer' || writersOwnVerb(ctx, i);
        // "My best friend is getting married": being married or engaged is someone's own step too.
        const step = t.pos === 'VERB' || (t.pos === 'ADJ' && fields.includes('wedding'));
        if (step && !(exNews && fields.includes('wedding')) && (!ownVerb || MOVED_SOMEONE.has(next?.normal ?? ''))) continue;
        for (const field of fields) {
          // (Someone's illness is the writer's to care for, and a former partner's wedding closes a chapter of theirs.)
          if (someoneElses && field !== 'body' && !(exNews && field === 'wedding')) continue;
          const found = imageOfField(ctx, field);
          if (!found) continue;
          let said = isRemark ? remark : null;
          if (!said) {
            // Before the story only the present or a dated event is the writer's life, as for the remark.
            if (!aside && (run[0]?.index ?? 0) < firstStory && !aboutNow(ctx, run)) continue;
            const text = tellRun(ctx, run);
            if (!text) continue;
            said = { text, mood: kindOfRemark(ctx, run) ?? lateMood(ctx, new Set(run.map((x) => x.index))), lowMood: false, clauses: run.map((x) => x.index) };
          }
          const head = ctx.tokens[found.end - 1];
          const image = spanPhrase(ctx.tokens, found.at, found.end, isPluralToken(head)).definite;
          // "the quarterly numbers in the big boardroom": the image's own noun is the one before its
          // first preposition, and it is that noun the verb after the image agrees with.
          let own = found.at;
          for (let k = found.at; k < found.end && ctx.tokens[k]?.pos !== 'ADP'; k += 1) if (ctx.tokens[k]?.pos === 'NOUN' || ctx.tokens[k]?.pos === 'PROPN') own = k;
          const plural = isPluralToken(ctx.tokens[own]);
          // "your wedding" beside "the wedding": the same word twice says nothing; the dream's image alone is named.
          const same = ctx.tokens[found.at]?.lemma === t.lemma || head?.lemma === t.lemma;
          // "Dad was diagnosed with cancer": the illness is someone else's, and the bridge speaks of caring for them, not of the writer's body.
          // "a retired teacher", "I used to drive buses": a working life the writer has left is no
          // present round of days, and the link speaks of it as past.
          const named = field === 'body' && KIN_ILL.test(runText(ctx, run)) ? 'illness' : WORKING_FIELDS.has(field) && LEFT_WORK.test(runText(ctx, run)) ? 'former' : field;
          return { field: field === 'wedding' && exNews ? 'farewell' : named, image, plural, theirs: same ? null : theirThing(ctx, run, i), remark: said };
        }
      }
    }
  }
  return null;
}

/** The writer's worry about having had the dream: "I feel like a bad person for having this dream", "idk why my brain does this". */
const WORRIED = /\b(bad|terrible|awful|horrible) person\b|\bfeel (so |really |kind of |kinda )?(bad|guilty|awful|terrible|ashamed)\b|\bguilty\b|\bashamed\b|\bdoes (this|that|it) mean (that )?(i|i'm|im)\b|\bembarrass(ed|ing)\b|\bwhat('s| is) wrong with me\b|\bwhy my brain\b|\bam i (a )?(bad|terrible|horrible|awful)\b|\bis (this|that|it) (bad|normal)\b/;

export function worriedAboutDream(ctx: ReadingContext): boolean {
  const words: string[] = [];
  for (const c of ctx.drama.clauses) {
    if (!(c.frame || c.outside) || c.waking) continue;
    for (let i = c.start; i < c.end; i += 1) {
      const t = ctx.tokens[i];
      if (t?.isWord) words.push(t.value.toLowerCase());
    }
    words.push('|');
  }
  return WORRIED.test(words.join(' ').replace(/’/g, "'"));
}

/** What the writer asks about the dream, by kind: whether it was really the one who died, why it returns, what a thing means. */
export interface WritersQuestion {
  kind: 'visit' | 'recurring' | 'meaning' | 'ex' | 'whole' | 'connect' | 'verdict' | 'whyNow' | 'worry' | 'normal' | 'feeling' | 'self' | 'changed' | 'unable' | 'omen' | 'body' | 'wantBack' | 'doubt' | 'chased' | 'act' | 'words' | 'message' | 'over' | 'drowning' | 'tell' | 'predict' | 'wish' | 'about' | 'forgot' | 'stop' | 'decide' | 'either' | 'spirit' | 'remedy' | 'tired' | 'badThat' | 'lucid' | 'betray' | 'theirTake' | 'toldWith' | 'being' | 'coined' | 'thingOmen' | 'health' | 'regret' | 'enemy' | 'overNow' | 'forgave' | 'animalKnows' | 'healing';
  /** The thing asked about ("the tortoise", "faceless people"), for a question about meaning; for a question about a figure's feeling, the figure as asked ("she", "my nan"). */
  topic: string | null;
  /** For a question about a figure's feeling, the feeling asked about ("angry", "at peace"); for a question about a thing, the word of what it does ("talk"). */
  about?: string | null;
}

/** How to name a former partner the question calls only "my ex": by the word, or by how the dream speaks of them. */
export function exPronoun(ctx: ReadingContext, word: string): string {
  if (/(boyfriend|husband)$/.test(word)) return 'him';
  if (/(girlfriend|wife)$/.test(word)) return 'her';
  let he = 0;
  let she = 0;
  for (const t of ctx.tokens) {
    if (t.normal === 'he' || t.normal === 'him' || t.normal === 'his') he += 1;
    if (t.normal === 'she' || t.normal === 'her' || t.normal === 'hers') she += 1;
  }
  return he > 2 * she ? 'him' : she > 2 * he ? 'her' : 'them';
}

// The writer's questions, as patterns on a sentence's words with a space either side. They are made
// once here: a pattern written inside a function is a new object each time the line runs.
const VISIT = / (was|is) (it|that) (really|actually) (him|her|them|my \w+) /;
const VISIT_REALLY = / really (him|her) \? |^ (?:is|was) (?:it|that|this) (him|her) \? $/;
const OPENS_ASKING = /^ (why|what|does|do|is|am) /;
const NOT_OVER = / (not|still) over (him|her|them) | (?:still|secretly) (?:love|loving|have feelings for|fancy|like) (him|her|them|[a-z]+) /;
const ABOUT_EX = / (about|of) my (ex|ex-boyfriend|ex-girlfriend|ex-husband|ex-wife|old boyfriend|old girlfriend) /;
const WHY_AGAIN = / why (do|does|did|am|is) (i|this|it) (keep|always) /;
const KEEP_DREAMING = / keep (having|getting|dreaming) /;
const WHAT_WITH = / what (is|'s|was) (up )?with (the |my |this |that )?([a-z]+( [a-z]+)?) /;
const WHAT_DOES_MEAN = / what (do|does|could|might|would|can) (the |a |my )?([a-z]+( [a-z]+)?) mean /;
const WONDER_MEANS = / (know|wonder) what (the |a )?([a-z]+( [a-z]+)?) means? /;
const TOPIC_MEANS = / (mean|means)$/;
const ENDS_IN_S = /s$/;
const PERSONS_ONLY = new Set(['him', 'them', 'me', 'us', 'her']);
const COLOUR_WORD = / (?:colou?r|colou?rs)$/;
const IS_IT_TELLING = / (is|was) (this|it|the) (dream )?(telling|saying|trying to tell|warning) me /;
const TELLING_SOMETHING = / (?:telling|saying|trying to tell) me (?:something|anything)(?: \?)? $/;
const DOES_IT_MEAN_I = / (does|could) (this|it) mean (that )?i (made|did|should|am|was|have|need) /;
const DO_THEY_CONNECT = / (do|did) (these|they|any of (these|them|it)|the (bits|pieces|parts)) (connect|link|fit) /;
const ARE_THEY_LINKED = / (is|are) (it|these|they) (connected|linked) /;
const WHAT_DOES_IT_MEAN = / what (does|do|did) (it|this|that|this dream|that dream|these|all this|all of this) (mean|means) /;
const WHAT_DO_YOU_THINK = / what do you (think|reckon) (it|this) means? /;
const ANY_THOUGHTS = / (any|your) (thoughts|ideas|interpretations?) /;
const IS_IT_A_SIGN = / (is|was) (it|this) a sign /;
const WHAT_COULD_IT_MEAN = / what (could|might|would) (it|this) mean /;
// "I would like to know why now", "why would a dream change after thirty years": what called the dream up.
const WHY_NOW = / why (now|this now|after all this time|all of a sudden|suddenly) | why (?:is|are|has|have) (?:it|this|they|these)(?: dream| dreams)? (?:been )?(?:becoming|getting|coming) (?:so |much )?more (?:frequent|often|common) | why would (a|the|this|my) dream change | why (?:am i|do i|did i|would i|have i) (?:been )?(?:dreaming|dream|having|have|getting|get) (?:this|it|that|about (?:this|it|that|[a-z]+))(?: dream)? now /;
// "should I be worried?", "is it a bad sign?", "my wife thinks it's a bad sign, a death dream": a dream feared as an omen.
const WORRY = / should i (be )?(worried|scared|afraid|concerned|worry) | (bad|good) (sign|omen) | (an )?omen | death dream | is (it|this) a warning /;
const GOOD_OR_BAD = / good (?:dream|one|sign|thing|omen) or (?:a )?bad | (?:good|bad) or (?:a )?(?:good|bad) (?:dream|sign|one|omen) /;
// "Is it normal that I couldn't go where I wanted?"
const IS_IT_NORMAL = / (is|was) (it|this|that) (normal|common|usual) | is my (?:brain|head|mind) (?:just |actually |literally )?(?:broken|fried|weird|messed up|ok|okay|normal) | (?:is )?(?:something|anything) wrong with me | what(?: is|'s) wrong with me | am i (?:going )?(?:crazy|mad|insane|weird|losing it) /;
// "What does it mean when your teeth fall out in a dream?", "what does it mean if you dream about snakes": one thing, asked of dreams in general.
const MEANS_WHEN = / what (?:does|do|did) it mean (?:when|if) (?:(?:you|i|we) (?:dream|dreamed|dreamt|have a dream) (?:of|about) |(?:your|my|the|you|a|an) )(?:a |an |the |my |your )?([a-z]+) /;
// "And what means the key?": the same question in another word order.
const WHAT_MEANS = / what means (?:the |a |an |my |this |that )?([a-z]+) /;
// "Is she trying to tell me something?", "was my grandad telling me something": a figure's message asked about.
const FIGURE_TELLS = / (?:is|was|are|were) (she|he|they|my [a-z]+|the [a-z]+) (?:trying to tell|telling|trying to say|warning) (?:me|us) /;
// "Kindly tell what this is meaning", "What do you say?", "does this mean something about my relationship?", "I'd appreciate an honest take".
const WHOLE_OTHERWISE = / what (this|it) is meaning | what do you say | (does|do|could) (this|it) mean (something|anything) | (honest|your) take /;
const MEANS_THAT = / what (does|do|did) (?:it|this) mean that (?:the |my |a |an )?([a-z]+) (?:could |can |would |was |is |kept )?([a-z]+)? ?/;
// "why does the horse talk", "why did my dog speak": a question about what one figure or thing does.
const WHY_DOES_THING = / why (?:does|did|do|would|is|was|could) (?:the|a|an|my|this|that) ([a-z]+) (?:keep |always |even |just )?([a-z]+)? /;
// "and why a british accent", "why the key?": a question about one thing, named bare.
// Only at the end of the sentence: "that was why the tiles were falling" tells, it does not ask.
const WHY_THING = / why (?:a|an|the) ([a-z]+)(?: ([a-z]+))?(?: \?| lol| lmao| haha)* $/;
// "Why rabbit groom?": the same, written without its article; both words must be the dream's own.
const WHY_BARE = / why ([a-z]+) ([a-z]+|[0-9]+)(?: \?| lol| lmao| haha)* $/;
const NUMBER_WORDS = /^(?:[0-9]+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)$/;
const NOT_BARE = new Set(['not', 'now', 'me', 'this', 'that', 'it', 'so', 'then', 'there', 'here', 'is', 'was', 'do', 'does', 'did', 'would', 'could', 'should', 'am', 'are', 'were', 'has', 'have', 'can', 'will', 'again', 'always', 'though', 'tho']);
// "is she angry with me?", "was my nan disappointed in me", "is he at peace": what a figure of the dream feels.
const FIGURE_FEELS = / (?:is|was|are|were) (she|he|they|my [a-z]+|the [a-z]+) (?:still |really |actually )?(angry|mad|upset|disappointed|cross|hurt|sad|happy|ok|okay|alright|proud|annoyed|at peace|in pain|mad at me) /;
// "am I not cut out for this?", "does this mean I'm a bad mother?", "is it saying I'm failing": a verdict on the dreamer asked for.
const ON_MYSELF = / (?:am i|i'm|im|i am|i will|i'll|i would|i'd|will i)(?: going to| gonna)?(?: be)? (?:not |just )?(?:cut out|good enough|up to (?:it|this|the job)|a (?:bad|terrible|horrible|awful|useless|lousy) [a-z]+|a failure|a fraud|failing|useless|hopeless) | not cut out /;
// "why would a dream change after thirty years?", "why did it change this time": a recurring dream that has changed.
const WHY_CHANGED = / what (?:does|did|could) it mean that (?:it|the dream|this dream|my dream)(?: has)? (?:changed|was different|is different) | why (?:would|does|did|has|do) (?:a|the|this|my|it)(?: recurring)?(?: dream)? (?:change|changed|be different|end differently) | why (?:the|this|my|it)(?: recurring)?(?: dream)? (?:changed|is different|was different|ended differently) /;
// "is there a way to stabilize lucid dreams when they start to fade?": a practical question of lucid dreaming.
const LUCID_HOW = / (?:is there a way|how (?:do|can|could|should|would) (?:i|you|one)|any (?:tips|way|ways|tricks)|what can i do) (?:to )?(?:stay|keep|stabili[sz]e|prolong|hold|remain|stop)[a-z ]*lucid| lucid [a-z ]*(?:stabili[sz]e|stay|from fading|from collapsing) /;
// "Wife says it means I'm worried about retiring": someone close has read the dream already, and the writer asks for another take.
const THEIR_TAKE = / (?:my )?(wife|husband|mom|mum|mother|dad|father|friend|sister|brother|partner|girlfriend|boyfriend|daughter|son|therapist|grandma|nan|aunt) (?:says|said|thinks|reckons|believes) (?:it|this|that)(?: dream)? (?:means|meant|is about|was about|shows) (?:that )?([a-z' ]{4,80}?) $/;
// "Is my wife betraying me?": the faith of someone close, asked of a dream.
const BETRAYING = / (?:is|was|are) (my [a-z]+|he|she|they) (?:betraying|cheating on|cheating|lying to|deceiving|unfaithful to|two-timing) (?:me|us) /;
// "Why I could not speak my own language?", "why couldn't I scream": a question about what the dreamer could not do there.
const WHY_UNABLE = / why (?:could i|could ?(?:not|n't) i|(?:can|ca) ?(?:not|n't) i|i could|i could ?(?:not|n't)|i (?:can|ca) ?(?:not|n't)|was i) (?:not |never )?(?:ever |even |really |just |quite )?(?:able to )?([a-z]+) /;
// "My mother says teeth dreams mean someone in the family will die", "my wife thinks it's a bad sign, a death dream": a death foretold, as someone believes.
const OMEN_BELIEF = / (?:says|say|said|thinks|think|believes|believe|told me|tells me|heard|always say|superstition|old wives) .*(?:means?|meant|sign|omen|dream) .*(?:will die|is going to die|gonna die|going to die|death|dies|dying) | death dream /;
const TRUE_Q = / (?:is|was) (?:that|it|this) (?:true|real|right|correct) | (?:is there|any) truth /;
const OMEN_SAID = / (?:i am|i'm|im) (?:worried|scared|afraid) /;
const WILL_DIE_Q = / (?:will|is) (?:someone|somebody|anyone|he|she|my [a-z]+) (?:going to )?die /;
// "was this sleep paralysis or something else?", "could it have been a night terror?"
const BODY_STATE = / (?:was|is|could|might|maybe|or) (?:this|it|that)? ?(?:have been |be |just )?(?:a |an )?(sleep paralysis|night terrors?|hypnagogic [a-z]+|hypnopompic [a-z]+|false awakening) /;
// "Do I secretly want her back?", "does this mean I want him back"
const WANT_BACK = / (?:do|does|did|am|is) (?:i|this|it|that)? ?(?:mean )?(?:i )?(?:secretly |still |really |actually |subconsciously )*(?:want|wanting|miss|missing) (her|him|them) back /;
// "does this mean i dont want to marry?", "is it telling me I don't love him": doubt about a bond of the writer's.
const DOUBT = / (?:does|do|could|is|was) (?:this|it|that)(?: dream)? (?:mean|saying|telling me|say) (?:that )?i (?:don't|dont|do not|didn't|no longer|shouldn't|should not|should ?n't) (?:really )?(want to (?:marry|be with|get married|stay)(?: (?:him|her|them))?|love (?:him|her|them)|want (?:him|her|them)|marry (?:him|her|them)|get married) /;
// "why am i being chased by flip flops", "why was I chased by a giant rabbit"
const CHASED_BY = / why (?:am|was|do|did|does|is|are) (?:i|it|this)? ?(?:always |keep |still )?(?:being |getting )?(chased|followed|hunted|attacked|stalked) by (?:the |a |an |some |these |those |this |that )?([a-z]+(?: [a-z]+)?) /;
// "what does it mean that i hid in a vending machine": the dreamer's own act and where.
const I_DID = / (?:what does it mean|why) (?:that )?(?:i|did i) (hid|hide|hiding|ran|run|crawled|crawl|climbed|climb|jumped|jump|went|go|was hiding|sat|stayed|lived|slept) (in|into|inside|under|behind|on|onto|up|through|to)(?: the| a| an| my)? ([a-z]+(?: [a-z]+)?) /;
// "Should I tell Marcus?", "should I tell him about it", "should i tell my husband".
const SHOULD_TELL = / should i (?:tell|say (?:something|anything) to|mention (?:it|this) to) (him|her|them|my [a-z]+|[a-z]+)(?: about (?:it|this|the dream|that))? (?:\?|or |$)/;
// "Does this mean I am finally over him?", "am I finally over her", "have I moved on from him".
const OVER_NOW = / (?:am i|i am|i'm|im|that i am|that i'm)(?: finally| really| actually| completely| fully)+ over (him|her|them|[a-z]+) | (?:have i|that i have|i have) (?:finally |really )?moved on from (him|her|them|[a-z]+) /;
// "drowning in emotions", "overwhelmed by my feelings": a fear of going under, said of oneself.
const DROWNING = / (?:drowning|going under|sinking|overwhelmed|swamped) (?:in|by|with) (?:my |the |these |all )?(?:emotions?|feelings?|grief|sadness|it all|everything) | (?:am i|i am|i'm) (?:drowning|going under|overwhelmed) /;
// "Is this dream telling me not to go ahead with this marriage?", "is it telling me to quit".
const TELLING_TO = / (?:is|was) (?:this|it|the|(?:this |it |that )?my (?:subconscious|unconscious|mind|brain|psyche|gut|[a-z]+))(?: dream)? (?:telling|saying|trying to tell|warning) me (?:that i should |i should )?(not to |to not |not |)(?:to )?((?:go|stay|leave|quit|marry|take|accept|move|break|end|stop|do|get|say|keep|turn|give|sign|have|let|sell|buy|retire|return)(?: [a-z']+){0,6}?) (?:\?|or |$)/;
// "does it mean I should not marry him?", "does this mean i shouldn't take the job".
const MEAN_SHOULD = / (?:(?:does|could|do) (?:this|it)(?: dream)? mean|(?:is|was) (?:it|this|that)(?: dream)? a sign) (?:that )?i (should not |should n't |shouldn't |should )((?:go|stay|leave|quit|marry|take|accept|move|break|end|stop|do|get|say|keep|turn|give|sign|have|let|sell|buy|retire|return)(?: [a-z']+){0,6}?) (?:\?|or |$)/;
// "Is it a sign that I'm going to get pregnant soon?", "does it mean I will get the job?".
const SIGN_THAT_I = / (?:is|was) (?:it|this|that)(?: dream)? a (?:good )?sign (?:that )?(?:i am|i'm|im|i will|i'll|i) (?:going to |gonna |about to |will )?((?:get|be|have|find|meet|pass|win|fall|see|marry|become|conceive|lose|fail|mess|ruin|screw|forget)(?: [a-z]+){0,5}?) (?:\?|or |$)| (?:(?:does|could) (?:it|this)(?: dream)? mean|(?:is|was) (?:it|this)(?: dream)? (?:telling|saying|trying to tell|warning) me) (?:that )?(?:i will|i am going to|i'm going to|im going to|i'll) ((?:get|have|find|meet|pass|win|fall|marry|become|conceive|fail|lose|mess|screw|ruin|forget|embarrass)(?: [a-z]+){0,5}?) (?:\?|or |$)/;
const WILL_I = / (?:will i|am i going to) ((?:get|have|find|meet|pass|win|marry|conceive|fall|fail|lose|mess|screw|ruin|forget|embarrass)(?: [a-z]+){0,5}?) (?:\?|$)/;
// "Or just because I'm wanting it so much?", "is it just wishful thinking".
const JUST_WISH = / (?:just |only )?because i(?: am| 'm|'m| m)? (?:so |really )?(?:wanting|want|wanted|hoping|wish|wishing|longing|desperate) | wishful thinking | just my (?:wish|hope|longing) /;
// "Is this about the test results?", "is it about my job", "is this because of the move".
const IS_IT_ABOUT = / (?:is|was) (?:this|it|that)(?: dream)? (?:about|because of|related to|connected to|to do with|linked to) (?:the |my |our |his |her |this |that )?([a-z]+(?: [a-z]+)?) \?/;
// "Why would I forget my own baby?", "why did I leave my daughter there".
const WHY_FORGET = / why (?:would|did|do|does|could|have) i (forget|forgot|forgotten|lose|lost|leave|left|abandon|neglect|drop|dropped) (?:my |the |our |her |his )?(?:own )?([a-z]+) /;
// "how do i make it stop", "how can I stop having it".
const MAKE_IT_STOP = / how (?:do|can|could|would|should) i (?:make (?:it|them|this|these|that)(?: dream)? stop|get (?:it|them|this) to stop|stop (?:it|them|this|having|dreaming|getting)) | make (?:it|them) stop /;
const FUTURE_SELF = / (?:going to|gonna|will|'ll) be /;
const BAD_ROLE = / (a (?:bad|terrible|horrible|awful|useless|lousy) (?:mother|mom|mum|father|dad|parent|wife|husband|partner|daughter|son|friend|person|teacher|nurse|doctor)) /;
// "Was I being chased or escorted?", "is it following me or guiding me": two readings of one happening, offered by the writer.
const EITHER_OR = / (?:was|is|am|were|are) (?:i|it|this|he|she|they)(?: being| getting| just)? ([a-z]+(?:ed|ing)) (?:me )?or (?:being |getting )?([a-z]+(?:ed|ing)) /;
// "is this demon or something?", "was it a spirit": a visitor of the night taken for a being from outside.
const SPIRIT_Q = / (?:is|was|are|were) (?:it|this|that|she|he|they|the [a-z]+)(?: really| actually| some| a| an| some kind of| some sort of)* (demon|demons|spirit|spirits|ghost|ghosts|devil|evil spirit|witch|jinn|djinn|curse|possession|entity|entities) /;
// "My friend says I must put a knife under my pillow": a folk remedy against the night, offered to the writer.
const REMEDY = / (?:put|putting|keep|keeping|sleep with|place|placing|hang|hanging) (?:a |an |some |the )?(knife|knives|scissors|salt|garlic|bible|cross|iron|broom|nail|needle|mirror|dreamcatcher|dream catcher) (?:under|by|beside|next to|above|on) (?:my |the |your )?(pillow|bed|door|headboard) /;
const REMEDY_TOLD = new RegExp(` (?:says|said|told me|tells me|thinks|swears|insists|recommends|recommended|advised|advises) [a-z' ]*?${REMEDY.source.slice(1, -1)} `);
// "or just that I'm tired?", "or is it just stress": a plain cause of the day offered for the dream.
const JUST_TIRED = /^ (?:or )?(?:is it |was it |does it mean )?(?:just |only )?(?:that |because )?(?:i'm |im |i am |i was |i've been |ive been )?(?:just |only |so |really )?(tired|stressed|exhausted|overworked|stress|tiredness|exhaustion) /;
// "is it bad that i couldnt stop?": something the dreamer did or could not do, feared as a fault.
const BAD_THAT = / (?:is|was) (?:it|this|that) (?:bad|wrong|weird|a bad thing) that (i [a-z' ]+?) (?:\?|lol|$)/;
// "I feel a little like I will lose her, is that normal?": a waking feeling, asked about, not the dream.
const FEEL_NORMAL = / i (?:feel|felt|am feeling|'m feeling|m feeling)(?: a| little| bit| kind of| kinda| sort of| so| really)* ((?:like |that )?[a-z' ]+?) (?:and )?(?:is|was) (?:that|it|this) (?:normal|common|usual|ok|okay) /;
// "What is the train?": one image of the dream asked about by name.
const WHAT_IS_THE = / what (?:is|was|are|were|'s) (?:the|that|this) ([a-z]+) (?:\?|$)/;
// "should I sell the house?": a decision of the writer's life, asked outright.
const SHOULD_I = / should i (not )?((?:sell|buy|go|stay|leave|quit|marry|take|accept|move|retire|return|keep|sign|break|end|stop|change|apply|tell|close|open|call|text|visit|contact|forgive|propose|try|start|give|reach|message|write|cancel|book|join|report)(?: [a-z']+){0,6}?) (?:\?|or |$)/;

// "Should I see my GP about it?", "should I talk to a therapist": a practical question for someone who can examine, not for a dream.
const SEE_DOCTOR = / should i (?:go to|go and see|see|talk to|speak to|ask|call|visit|get checked by|get (?:it|this) checked by|mention (?:it|this) to|tell) (?:a |my |the |an )?(gp|doctor|dr|physician|therapist|counsell?or|psychologist|psychiatrist|nurse|sleep clinic|sleep doctor|specialist) /;
// "Is it dangerous to do lucid dreaming?", "is lucid dreaming safe", "can sleep paralysis hurt me": a question of safety.
const DANGER_TO = / (?:is|are|can|could) (?:it|this|that)(?: be)? (?:really |actually )?(dangerous|harmful|unsafe|unhealthy|safe|bad for (?:me|you|my health|your health)) (?:to )?(?:do |try |keep |practi[sc]e |have )?([a-z ]+?)? ?(?:\?|$)/;
const DANGER_OF = / (?:is|are|can|could) (lucid dreaming|lucid dreams|lucid dream|sleep paralysis|sleepwalking|nightmares|this|it)(?: be)? (?:really |actually )?(dangerous|harmful|unsafe|unhealthy|safe|bad for (?:me|you|my health|your health)|hurt me|harm me) /;
// "Should I have kept the cap?": a choice already made, asked about after the dream brought the thing back.
const SHOULD_HAVE = / should i (not )?have ([a-z]+) (?:the |my |his |her |their |that |this |a |an |our )?([a-z]+) /;
// "Do I have an enemy at work?", "is the snake an enemy?": someone feared as against the writer.
const ENEMY = / (?:do i have|have i got|is there|is (?:someone|somebody|anyone)|are there) (?:an |a |any |some )?(?:enemy|enemies|someone against me|somebody against me|people against me)(?: (?:at|in|from) (?:my )?([a-z]+))? | (?:is|was|are|were) (?:the|this|that) ([a-z]+) (?:an |my )?(?:enemy|enemies|against me|out to get me|my enemy) | (?:is|was) (?:someone|somebody|anyone) (?:out to get me|against me|jealous of me|plotting against me) /;
// "Is it over now?", "will it come back?": whether a troubling dream has ended for good, which no one can promise.
const OVER_FOR_GOOD = / (?:is|was) (?:it|this|that|the dream|the nightmare)(?: all)? (?:over|finished|done|gone|ended)(?: now| for good| at last| finally)? (?:\?|$)| will (?:it|this|the dream|the nightmare|they) (?:come back|return|go away|stop)(?: now| for good| again)? (?:\?|$)| (?:has|have) (?:it|this|the dream|they) (?:stopped|ended|gone)(?: now| for good)? (?:\?|$)/;
// "Does it mean he forgave me?", "has she forgiven me?": forgiveness asked of one who appears in the dream.
const FORGAVE = / (?:does|did|could|do) (?:it|this|that)(?: dream)? mean (?:that )?(he|she|they|my [a-z]+) (?:has |have |had |finally )?(?:forgave|forgiven|forgives|forgive) (?:me|us) | (?:has|did|does|have|had) (he|she|they|my [a-z]+) (?:finally |really )?(?:forgive|forgiven) (?:me|us) /;
// "Can dogs know stuff?", "do cats sense things": whether an animal of the dream can know what people do not say.
const ANIMAL_KNOWS = / (?:can|do|could|does) (dogs|cats|animals|birds|horses|pets|my dog|my cat|a dog|a cat|the dog|the cat) (?:really |actually )?(?:know|sense|feel|tell|see|understand|predict|smell) (?:stuff|things|something|anything|when|what|if|that|death|illness|danger|the future) /;
// "Am I getting better, or am I burying it?": whether the dream's change is healing or a hiding, asked of oneself.
const HEALING = / (?:am i|i'm|i am|im|that i'm|that i am) (?:finally |actually |really )?(?:getting better|healing|improving|recovering|moving on|making progress|doing better)\b| (?:am i|i'm|i am|im) (?:just )?(?:burying|suppressing|repressing|avoiding|numbing|hiding from) (?:it|this|them|everything|my feelings) /;

// "Why seven?", "and why bread": one word of the dream, asked about alone at the end of a question.
const WHY_ONE = / why ([a-z]+|[0-9]+)(?: \?| lol| lmao| haha)* $/;
// "What does a baby in the car mean?": the thing asked about, with where the dream put it.
const THING_IN_PLACE_MEANS = / what (?:does|do|did|could|might) (?:a|an|the|my) ([a-z]+) (?:in|on|at|inside|under|with) (?:a|an|the|my) ([a-z]+) mean /;
// "What does teeth falling out mean?": a thing asked about by what it does.
const THING_DOING_MEANS = / what (?:does|do|did|could|might) (?:my |your |the |a )?([a-z]+) (?:falling out|falling|breaking|crumbling|coming out|rotting|bleeding|flying|burning|melting|drowning|dying|crying|talking|speaking|chasing me|following me) (?:in (?:a|my|your) dream )?mean /;
// "What does losing your phone in a dream mean?": a happening asked about through its thing.
const DOING_MEANS = / what (?:does|do|did|could|might) (?:losing|finding|seeing|having|dropping|breaking|forgetting|eating|getting|being given|holding|carrying|missing) (?:your|my|a|an|the|one's) ([a-z]+)(?: (?:in|on|at) (?:a|the|my|your) [a-z]+)? mean /;
// "What does it mean that nobody owned the drip?": a thing asked about through what no one, or everyone, did with it.
const NOBODY_THAT = / what (?:does|do|did|could|might) it mean that (?:nobody|no one|noone|everyone|everybody|someone|somebody|no-one) (?:[a-z]+ ){1,2}(?:the|my|a|an|his|her|their|that|this) ([a-z]+) /;
// "Why I must hold the lamp?", "why can I only fly with the umbrella": the thing the dreamer is bound to, asked about.
const WHY_I_WITH = / why (?:do |did |must |can |could |would )?i (?:must|have to|had to|can only|could only|only|always|need to|needed to|only can|only could|kept|keep)(?: [a-z]+){1,2} (?:with |in |on |at |to |into |onto |from )?(?:the|a|an|my) ([a-z]+) (?:\?|$)/;

// "What does it mean when a man dreams he's pregnant?", "what does it mean for a man to dream of being pregnant":
// the one named is the dreamer, and the question is the state dreamt, not that person.
const MEANS_WHEN_ONE = / what (?:does|do|did|would|could) it mean (?:when|if|for) (?:a|an|the) (?:grown )?(man|woman|guy|bloke|lad|person|girl|boy|someone|husband|wife|father|mother|dad|mum|mom) (?:to )?(?:dreams?|dreamt|dreamed|dreaming|has a dream) (?:that )?(?:(?:he|she|they) (?:is|are|was|were|'s)|(?:of|about) being|being|to be|he 's|she 's) (?:a |an )?([a-z]+) /;
// "Why does it keep being old teachers?", "why is it always teachers": the returning figure asked about, not the return.
const WHY_KEEP_BEING = / why (?:does|do|did) (?:it|this|they|the dream|my dreams?) (?:keep|always) (?:being|be|having|featuring|showing|bringing(?: back)?) (?:the |my |an? |some )?([a-z]+(?: [a-z]+)?) | why (?:is|are) (?:it|they) always (?:the |my |an? )?([a-z]+(?: [a-z]+)?) (?:\?|$)/;
// "What the heck is a lenient?": a word heard in the dream and asked about as if it were a thing.
const WHAT_IS_A = / what (?:the heck |the hell |on earth |in the world |exactly )?(?:is|was|'s) (?:a|an) ([a-z]+) (?:\?|$)/;
// "Is the cheque book about money coming?": a forecast asked of one thing of the dream.
const THING_OMEN = / (?:is|was|are|were) (?:the|that|this|my) ([a-z]+(?: [a-z]+)?) (?:about|a sign of|a sign that|a sign for|telling me|saying|meaning|means) ((?:[a-z']+ ){0,4}?(?:coming|come|on (?:its|the) way|soon|will [a-z]+|going to [a-z]+)) (?:\?|$)/;
// "Why my father in uniform?", "and why my mother young?": one figure, asked about in the state the dream shows them.
const WHY_MY = / why my ([a-z]+) (?:so |in (?:a |an |the |his |her |my )?)?([a-z]+) (?:\?|$)/;
// "What is the meaning of the almirah?", "who is the girl?": one image of the dream asked about by name.
const MEANING_OF = / what (?:is|was|'s) the meaning of (?:the |a |an |my |this |that )?([a-z]+) | who (?:is|was) (?:the|that|this) ([a-z]+)(?: supposed to be)? (?:\?|$)/;

/** "feelings for", "love": the question is about a feeling, not whether a chapter is closed. */
const FEELINGS_FOR = / feelings for /;

const ASKER_WORDS = /\b(?:i'm|im|i am|i|my|me|mine|myself|couldnt|cant|dont|wont|didnt)\b/g;
const TO_YOU: Record<string, string> = { "i'm": "you're", im: "you're", 'i am': 'you are', i: 'you', my: 'your', me: 'you', mine: 'yours', myself: 'yourself', couldnt: "couldn't", cant: "can't", dont: "don't", wont: "won't", didnt: "didn't" };

/** The writer's own words turned to the reader's "you": "i couldnt stop" → "you couldn't stop". */
function toYou(words: string): string {
  return words.replace(ASKER_WORDS, (w) => TO_YOU[w] ?? w).replace(/ '(m|ll|s|re|ve|d)\b/g, "'$1").replace(/ n't\b/g, "n't");
}

/** A name the writer asks about, as the story writes it ("Tyler"), where the story has it; null for a common word. */
function nameIn(ctx: ReadingContext, word: string): string | null {
  if (!inStory(ctx, word)) return null;
  const t = ctx.tokens.find((x) => x.normal === word && x.pos === 'PROPN') ?? ctx.tokens.find((x) => x.normal === word && /^[A-Z]/.test(x.value));
  return t ? t.value : null;
}
const TRAILING_LAUGH = /\b(lol|lmao|haha|and|or|but|what|why)\b.*$/;
const HARD_FEELINGS = new Set(['angry', 'mad', 'upset', 'disappointed', 'cross', 'hurt', 'sad', 'annoyed']);

/** Whether the feeling asked about is a hard one ("angry", "disappointed") rather than a good one ("at peace", "happy"). */
export const isHardFeeling = (word: string): boolean => HARD_FEELINGS.has(word);
const GIVEN_THING = / (gave|handed|showed|brought|left|sent|offered) (me|us) (a|an|the|her|his|their|my|this|that) ([a-z]+) /;
// ("nobody", "everyone": who did or did not do something with the thing, never the thing itself.)
const NOT_A_THING = new Set(['i', 'he', 'she', 'they', 'we', 'it', 'you', 'my', 'his', 'her', 'their', 'this', 'that', 'there', 'nobody', 'noone', 'everyone', 'everybody', 'someone', 'somebody', 'anyone', 'anybody']);
const CURLY_APOSTROPHE = /’/g;
const NOT_A_TOPIC = new Set(['it', 'this', 'that', 'dream', 'this dream', 'that dream']);

/**
 * "was it really him?", "why do I keep getting chased", "what's with the tortoise": a question the
 * writer puts outside the dream. A reader answers it, or says honestly what the dream can and cannot say.
 */
export function writersQuestion(ctx: ReadingContext): WritersQuestion | null {
  return writersQuestions(ctx)[0] ?? null;
}

/**
 * Up to two of the writer's questions, in the order they ask them, each of its own kind or thing:
 * "What does it mean that she gave me a key? And is she angry that I wasn't at the funeral?" asks two
 * things, and a reader answers both.
 */
export function writersQuestions(ctx: ReadingContext): WritersQuestion[] {
  const out: WritersQuestion[] = [];
  const trailing = trailingQuestions(ctx);
  // The writer's sentences, each by its first and last clause outside the dream.
  const bySentence = new Map<number, { first: Clause; last: Clause }>();
  for (const c of ctx.drama.clauses) {
    if (!(c.frame || c.outside || trailing.has(c.sentence)) || c.waking) continue;
    const known = bySentence.get(c.sentence);
    if (known) known.last = c;
    else bySentence.set(c.sentence, { first: c, last: c });
  }
  const texts: string[] = [];
  for (const { first, last } of bySentence.values()) {
    // The sentence's words, read from the tokens where they are.
    const words: string[] = [];
    for (let i = first.start; i < last.end; i += 1) {
      const t = ctx.tokens[i];
      if (t && (t.isWord || t.value === '?' || t.normal === "'s")) words.push(t.normal.includes('’') ? t.normal.replace(CURLY_APOSTROPHE, "'") : t.normal);
    }
    texts.push(` ${words.join(' ')} `);
  }
  // A belief of a death foretold, said anywhere outside the dream, makes "is that true?" a question about it.
  const omen = texts.some((t) => OMEN_BELIEF.test(t));
  // A former partner: named so by the writer, or the one they broke up with.
  // ("My ex Jonah was at a wedding…": the dream itself may name them so.)
  const exPresent = texts.some((t) => EX_WORD.test(t)) || EX_WORD.test(` ${ctx.input.text.toLowerCase().replace(/[^a-z' -]+/g, ' ')} `);
  for (const text of texts) {
    // "why am i being chased by flip flops and what does it mean that i hid in a vending machine" asks two things;
    // "is she happy or is it a warning?" asks two as well.
    // "is it a demon? my aunt says i must put a knife under my pillow" may reach here as one sentence: each question is its own.
    for (const part of text.split(AFTER_QUESTION).flatMap((p) => p.split(TWO_ASKS)).flatMap((p) => p.split(OR_ASKS))) {
      const things = toldWith(ctx, ` ${part.trim()} `);
      for (const q of things) if (!out.some((x) => x.kind === q.kind && x.topic === q.topic)) out.push(q);
      if (things.length) continue;
      const asked = askedIn(ctx, ` ${part.trim()} `, omen, exPresent);
      if (asked && !out.some((q) => q.kind === asked.kind && q.topic === asked.topic)) out.push(asked);
    }
  }
  // A remedy someone pressed on the writer ("my aunt says I must put a knife under my pillow") is theirs
  // to report, not the dream's, even where it stands among the dream's own sentences.
  if (!out.some((q) => q.kind === 'remedy')) {
    const told = REMEDY_TOLD.exec(` ${ctx.input.text.toLowerCase().replace(CURLY_APOSTROPHE, "'").replace(/[^a-z' ]+/g, ' ').replace(/ +/g, ' ')} `);
    const remedy = told ? askedIn(ctx, ` ${told[0].trim()} `) : null;
    if (remedy?.kind === 'remedy') out.push(remedy);
  }
  // A question of the whole dream ("please what does it mean?") is answered by the answers to the
  // particular ones, where there are any; a reader answers up to three.
  const particular = out.filter((q) => q.kind !== 'whole');
  return (particular.length ? particular : out).slice(0, 3);
}

/**
 * The sentences that close the text as a run of questions ("Is it him? Should I have kept the cap?"):
 * a dream told in the present may leave them read as more of the dream, yet no dream ends on a run of
 * questions to its reader. A question inside quotation marks is someone's speech in the dream, and ends the run.
 */
function trailingQuestions(ctx: ReadingContext): Set<number> {
  const run = new Set<number>();
  const ends = new Map<number, { last: string; quoted: boolean }>();
  let open = false;
  for (const t of ctx.tokens) {
    if (QUOTE_MARK.has(t.value)) open = !open;
    if (t.pos === 'SPACE') continue;
    const known = ends.get(t.sentence);
    if (known) {
      known.last = t.value;
      known.quoted ||= open || QUOTE_MARK.has(t.value);
    } else ends.set(t.sentence, { last: t.value, quoted: open || QUOTE_MARK.has(t.value) });
  }
  for (const sentence of [...ends.keys()].sort((a, b) => b - a)) {
    const end = ends.get(sentence);
    if (!end || end.last !== '?' || end.quoted) break;
    run.add(sentence);
  }
  return run;
}
const QUOTE_MARK = new Set(['"', '“', '”']);

// The quote marks are not among the sentence's words: the words asked about are read from the text itself.
const WHAT_QUOTE_MEANS = / what (?:does|do|did|could|might) .* mean /;
const QUOTE_ASKED = /what (?:does|do|did|could|might) (?:it mean when (?:she|he|they) said? )?['"‘“]([^\n]{3,80}?)[.!?,]?['"’”] mean/i;

/** The words asked about in "what does 'don't forget the salt' mean?", exactly as written, where the dream's story holds them. */
function quotedAsked(ctx: ReadingContext): string | null {
  const m = QUOTE_ASKED.exec(ctx.input.text);
  const words = m?.[1]?.trim();
  if (!words || m === null) return null;
  // Said in the dream before the question: the same words earlier in the text.
  return ctx.input.text.slice(0, m.index).toLowerCase().includes(words.toLowerCase()) ? words : null;
}

// "What he want to tell me with the salt and the window?", "what was my nan trying to say with the red shoes":
// a figure's message, asked through the things of the dream they gave it with.
const TOLD_WITH = / what (?:does|did|do|is|was)? ?(he|she|they|my [a-z]+) (?:want|wants|wanted|trying|try|tried|mean|means|meant) (?:to )?(?:tell|say|show) (?:me|us)? ?(?:with|by|through) (?:the |a |an |my |his |her |this |that )?([a-z]+)(?: and (?:the |a |an |my |his |her )?([a-z]+))? /;

/** "What he want to tell me with the salt and the window?": one question for each thing the dream holds. */
function toldWith(ctx: ReadingContext, text: string): WritersQuestion[] {
  const m = TOLD_WITH.exec(text);
  if (!m?.[1]) return [];
  const who = m[1];
  return [m[2], m[3]].filter((w): w is string => w !== undefined && !NOT_A_THING.has(w) && storyForm(ctx, w) !== null).map((w) => ({ kind: 'toldWith', topic: `the ${w}`, about: who }));
}

const AFTER_QUESTION = /(?<= \?) (?=[a-z])/;
const TWO_ASKS = / (?:and|also|plus) (?=(?:why|what|how) )/;
const OR_ASKS = / or (?=(?:is|are|was|were|does|do|did|am|should|will|could) (?:it|this|that|she|he|they|i|my) |just (?:that|because) )/;
const EX_WORD = / (?:my )?ex |ex-(?:boyfriend|girlfriend|husband|wife)|broke up|breakup|split up|we split|divorce/;

// "or does the key mean something?": one thing of the dream asked about, without a "what".
const DOES_THING_MEAN = / (does|do|could) (the|a|my) (?:[a-z]+ )?([a-z]+) (?:mean|means|signify|symboli[sz]e) /;

/** The word as asked, where the story has it or its other number ("teeth" for a dream of one "tooth"), else null. */
function storyForm(ctx: ReadingContext, word: string): string | null {
  if (NOT_A_THING.has(word) || NOT_A_TOPIC.has(word)) return null;
  if (inStory(ctx, word)) return word;
  const other = word === 'teeth' ? 'tooth' : word === 'tooth' ? 'teeth' : word.endsWith('s') ? word.slice(0, -1) : `${word}s`;
  return inStory(ctx, other) ? word : null;
}

/** The word stands inside words someone speaks in the dream ("Hand me the long-handled lenient"). */
export function spokenInDream(ctx: ReadingContext, word: string): string | null {
  const asked = new RegExp(`\\b${word}\\b`, 'i');
  for (const m of ctx.input.text.matchAll(/["“]([^"”\n]{2,200})["”]/g)) if (m[1] && asked.test(m[1])) return m[1];
  return null;
}

/** "does the key mean something?" as a question about the key, where the dream has one. */
function thingMeans(ctx: ReadingContext, text: string): RegExpExecArray | null {
  const m = DOES_THING_MEAN.exec(text);
  return m?.[3] && inStory(ctx, m[3]) ? m : null;
}

/** The question one sentence of the writer's asks, or null. */
function askedIn(ctx: ReadingContext, text: string, omen = false, exPresent = false): WritersQuestion | null {
    const visit = VISIT.exec(text) ?? VISIT_REALLY.exec(text);
    // "Was it really her?": the one asked about, as the writer names them, for a dream that names no death.
    if (visit) return { kind: 'visit', topic: visit[4] ?? visit[1] ?? visit[2] ?? null };
    // "My mother says teeth dreams mean someone in the family will die. Is that true?": a folk belief of a death foretold.
    if (omen && (TRUE_Q.test(text) || WORRY.test(text) || OMEN_SAID.test(text) || WILL_DIE_Q.test(text))) return { kind: 'omen', topic: null };
    // "Was this sleep paralysis?": a state of the body, which explains the paralysis and not the image.
    // ("Is sleep paralysis dangerous?" asks after safety, not what the night was.)
    const body = DANGER_OF.test(text) ? null : BODY_STATE.exec(text);
    if (body?.[1]) return { kind: 'body', topic: body[1] };
    // "Is this demon or something?": answered plainly, from what the figure does in the dream.
    const spirit = SPIRIT_Q.exec(text);
    if (spirit?.[1]) return { kind: 'spirit', topic: spirit[1].replace(/s$/, '') };
    // "Should I see my GP about it?": answered plainly, and pointed to the one who can examine.
    const doctor = SEE_DOCTOR.exec(text);
    if (doctor?.[1]) return { kind: 'health', topic: doctor[1] === 'dr' ? 'doctor' : doctor[1], about: 'doctor' };
    // "Is it dangerous to do lucid dreaming?": a question of safety, answered honestly and with where to turn.
    const danger = DANGER_OF.exec(text) ?? DANGER_TO.exec(text);
    if (danger) {
      const thing = (DANGER_OF.exec(text)?.[1] ?? danger[2] ?? '').trim();
      if (/lucid/.test(thing) || /lucid/.test(text)) return { kind: 'health', topic: 'lucid dreaming', about: 'lucid' };
      if (/paralysis/.test(thing) || /paralysis/.test(text)) return { kind: 'health', topic: 'sleep paralysis', about: 'paralysis' };
      return { kind: 'health', topic: null, about: 'danger' };
    }
    // "Should I have kept the cap?": the choice made, weighed by what the dream does with the thing.
    const had = SHOULD_HAVE.exec(text);
    if (had?.[2] && had[3] && had[2] !== 'been' && storyForm(ctx, had[3])) return { kind: 'regret', topic: `the ${had[3]}`, about: `${had[1] ? 'not ' : ''}${had[2]}` };
    // "Does it mean he forgave me?": answered from what the one asked about does in the dream.
    const forgave = FORGAVE.exec(text);
    const forgiver = forgave?.[1] ?? forgave?.[2];
    if (forgiver && (forgiver.includes(' ') ? inStory(ctx, forgiver.split(' ')[1] ?? '') : inStory(ctx, forgiver))) return { kind: 'forgave', topic: forgiver };
    // "Do I have an enemy at work?", "is the snake an enemy?": the dream names no one; what the feared one does there is the answer.
    const enemy = ENEMY.exec(text);
    if (enemy) {
      const figure = enemy[2] && storyForm(ctx, enemy[2]) ? `the ${enemy[2]}` : null;
      return { kind: 'enemy', topic: figure, about: enemy[1] ?? null };
    }
    // "Is it over now?": no promise, but how the dream ends.
    if (OVER_FOR_GOOD.test(text)) return { kind: 'overNow', topic: null };
    // "Can dogs know stuff?": what animals notice, honestly, and what the one of the dream does.
    const knows = ANIMAL_KNOWS.exec(text);
    if (knows?.[1]) {
      const kind = knows[1].replace(/^(?:my|a|the) /, '');
      const one = kind.replace(/s$/, '');
      if (one === 'animal' || one === 'pet' || inStory(ctx, one)) return { kind: 'animalKnows', topic: kind.endsWith('s') ? kind : `${kind}s`, about: one };
    }
    // "Am I getting better, or am I burying it?": answered by what the dream changed, and pointed to whoever helps.
    if (HEALING.test(text) && (text.includes(' ? ') || OPENS_ASKING.test(text) || / mean /.test(text))) return { kind: 'healing', topic: null };
    // "My friend says I must put a knife under my pillow": a remedy the writer is told of, answered kindly.
    const remedy = REMEDY.exec(text);
    if (remedy?.[1] && remedy[2]) return { kind: 'remedy', topic: `${/s$/.test(remedy[1]) ? '' : /^[aeiou]/.test(remedy[1]) ? 'an ' : 'a '}${remedy[1]} ${remedy[1] === 'salt' || remedy[1] === 'garlic' ? 'by' : 'under'} your ${remedy[2]}` };
    // "Do I secretly want her back?": a hidden wish about a former partner, answered from where the dream's feeling goes.
    const back = WANT_BACK.exec(text);
    if (back?.[1] && exPresent) return { kind: 'wantBack', topic: back[1] };
    // "Should I tell Marcus?": whether to tell someone of their life about the dream.
    const tell = SHOULD_TELL.exec(text);
    const told = tell?.[1] ? (['him', 'her', 'them'].includes(tell[1]) ? tell[1] : tell[1].startsWith('my ') ? tell[1] : nameIn(ctx, tell[1])) : null;
    if (told) return { kind: 'tell', topic: told };
    // "Does this mean I am finally over him?": the hope of a farewell done, answered from the dream's own details.
    const done = OVER_NOW.exec(text);
    const doneWho = done?.[1] ? (['him', 'her', 'them'].includes(done[1]) ? done[1] : nameIn(ctx, done[1])) : null;
    if (doneWho && (exPresent || done?.[1] === doneWho)) return { kind: 'over', topic: doneWho };
    // "Or that I am drowning in emotions and don't know it?": a fear of being overwhelmed, answered by what the dreamer does in the dream.
    if (DROWNING.test(text) && (text.includes(' ? ') || OPENS_ASKING.test(text) || / or that /.test(text))) return { kind: 'drowning', topic: null };
    // "Is this dream telling me not to go ahead with this marriage?": a decision not yet made, which the dream does not make.
    // "should I sell the house?" asks the same, outright.
    const decide = TELLING_TO.exec(text) ?? MEAN_SHOULD.exec(text) ?? SHOULD_I.exec(text);
    if (decide?.[2]) return { kind: 'decide', topic: `${decide[1] && /not|n't/.test(decide[1]) ? 'not ' : ''}to ${decide[2].replace(/\b(my|me|i)\b/g, (w) => (w === 'my' ? 'your' : 'you'))}` };
    // "does this mean I don't want to marry?": doubt about a bond, answered from what the dreamer does there.
    const doubt = DOUBT.exec(text);
    if (doubt) return { kind: 'doubt', topic: doubt[1] ?? null };
    // "And what does 'don't forget the salt' mean?": words said in the dream, as the writer quotes them.
    if (WHAT_QUOTE_MEANS.test(text)) {
      const words = quotedAsked(ctx);
      if (words) return { kind: 'words', topic: words };
    }
    // "Was I being chased or escorted?": the writer's two readings, weighed by the dream's own details.
    const either = EITHER_OR.exec(text);
    if (either?.[1] && either[2] && either[1] !== either[2] && (text.includes(' ? ') || OPENS_ASKING.test(text))) return { kind: 'either', topic: either[1], about: either[2] };
    // "why am I being chased by flip flops": the pursuer, by the moment it comes.
    const chased = CHASED_BY.exec(text);
    const pursuer = chased?.[2]?.replace(TRAILING_LAUGH, '').trim();
    if (pursuer && inStory(ctx, pursuer.split(' ').pop() ?? '')) return { kind: 'chased', topic: pursuer, about: chased?.[1] ?? null };
    // "what does it mean that I hid in a vending machine": the dreamer's own act, by the moment of it.
    const act = I_DID.exec(text);
    const place = act?.[3]?.replace(TRAILING_LAUGH, '').trim();
    if (act?.[1] && place && inStory(ctx, place.split(' ').pop() ?? '')) return { kind: 'act', topic: place, about: `${act[1]} ${act[2] ?? ''}`.replace(/ +/g, ' ').trim() };
    // "Does this mean I'm not over him?", "why do I keep dreaming about my ex": the question is the past love, not the dream's return.
    const asks = text.includes(' ? ') || OPENS_ASKING.test(text);
    const over = NOT_OVER.exec(text) ?? (asks ? ABOUT_EX.exec(text) : null);
    // "Does it mean I still love her?" asks the same of a former partner the writer has named.
    const pronoun = over?.[2] ?? over?.[3];
    // "Do I still have feelings for Tyler?": a former partner asked about by name, where the story has them.
    const byName = over?.[3] !== undefined && !['him', 'her', 'them'].includes(over[3]) ? nameIn(ctx, over[3]) : null;
    if (over?.[3] !== undefined && !['him', 'her', 'them'].includes(over[3])) {
      if (byName && exPresent) return { kind: 'ex', topic: byName, about: FEELINGS_FOR.test(text) ? 'feelings' : null };
    } else if (over && (over[3] === undefined || exPresent)) return { kind: 'ex', topic: pronoun === 'him' || pronoun === 'her' || pronoun === 'them' ? pronoun : exPronoun(ctx, pronoun ?? ''), about: FEELINGS_FOR.test(text) ? 'feelings' : null };
    // "Why does it keep being old teachers?" asks about the teachers, not why the dream returns.
    const keep = WHY_KEEP_BEING.exec(text);
    const kept = (keep?.[1] ?? keep?.[2])?.trim();
    const keptWord = kept?.split(' ').pop() ?? '';
    // ("coaches" of a dream with one "coach".)
    if (kept && (storyForm(ctx, keptWord) ?? storyForm(ctx, keptWord.replace(/(?<=[sxz]|[cs]h)es$/, '')))) return { kind: 'meaning', topic: `${ENDS_IN_S.test(kept) ? '' : 'the '}${kept}` };
    if (WHY_AGAIN.test(text) || KEEP_DREAMING.test(text)) return { kind: 'recurring', topic: null };
    // "Why would a dream change after thirty years?" asks what changed in it, and the dream shows that.
    if (WHY_CHANGED.test(text)) return { kind: 'changed', topic: null };
    if (LUCID_HOW.test(text)) return { kind: 'lucid', topic: null };
    // "Is my wife betraying me?": answered from what she does in the dream, and plainly.
    const betray = BETRAYING.exec(text);
    if (betray?.[1] && (betray[1].startsWith('my ') ? inStory(ctx, betray[1].slice(3)) : true)) return { kind: 'betray', topic: betray[1] };
    if (WHY_NOW.test(text)) return { kind: 'whyNow', topic: null };
    // "Is this a good dream or a bad one?": the same fear, asked as a choice, and answered as one.
    if (GOOD_OR_BAD.test(text)) return { kind: 'worry', topic: null, about: 'goodBad' };
    if (WORRY.test(text)) return { kind: 'worry', topic: null };
    // "Wife says it means I'm worried about retiring": her reading, weighed against the dream's own close.
    const take = THEIR_TAKE.exec(text);
    if (take?.[1] && take[2]) return { kind: 'theirTake', topic: take[1], about: toYou(take[2].trim()) };
    // "I feel like I will lose her, is that normal?" asks about the feeling, not the dream.
    const feel = FEEL_NORMAL.exec(text);
    if (feel?.[1]) return { kind: 'normal', topic: null, about: toYou(feel[1].trim()) };
    // "is it bad that I couldn't stop?": the dreamer's own doing, feared as a fault.
    const bad = BAD_THAT.exec(text);
    if (bad?.[1]) return { kind: 'badThat', topic: toYou(bad[1].trim()) };
    if (IS_IT_NORMAL.test(text)) return { kind: 'normal', topic: null };
    // "Am I not cut out for this?" is answered from what the dreamer does in the dream.
    // The word the writer fears for themselves ("a bad mother") is kept, for an answer that meets it.
    if (ON_MYSELF.test(text) && (text.includes(' ? ') || OPENS_ASKING.test(text) || IS_IT_TELLING.test(text) || DOES_IT_MEAN_I.test(text) || IS_IT_A_SIGN.test(text))) return { kind: 'self', topic: BAD_ROLE.exec(text)?.[1] ?? null, about: FUTURE_SELF.test(text) ? 'future' : null };
    // "Is it a sign that I'm going to get pregnant soon?": a future asked of the dream, which it cannot tell.
    const future = SIGN_THAT_I.exec(text) ?? WILL_I.exec(text);
    // (The sign's own words are the first group, "does it mean I will…" the second.)
    const foretold = future?.[1] ?? future?.[2];
    if (foretold) return { kind: 'predict', topic: foretold.replace(/ (?:or|and)$/, '').trim() };
    // "Or just because I'm wanting it so much?": the dream as the wish's own picture.
    if (JUST_WISH.test(text)) return { kind: 'wish', topic: null };
    // "or just that I'm tired?": a plain cause of the day, weighed honestly.
    const tired = JUST_TIRED.exec(text);
    if (tired?.[1] && (text.includes(' ? ') || /^ (?:or|just|is|was|does) /.test(text))) return { kind: 'tired', topic: /^stress/.test(tired[1]) ? 'stressed' : tired[1].replace(/ness$|ion$/, 'ed').replace(/exhaustioned/, 'exhausted') };
    // "Is this about the test results?": what the dream may be answering, named by the writer.
    const aboutIt = IS_IT_ABOUT.exec(text);
    // ("is this about her?" names a person, not a matter of the days: it is left to the questions about a bond.)
    if (aboutIt?.[1] && !NOT_A_TOPIC.has(aboutIt[1]) && !NOT_A_THING.has(aboutIt[1]) && !PERSONS_ONLY.has(aboutIt[1])) return { kind: 'about', topic: aboutIt[1] };
    // "Why would I forget my own baby?": the dreamer's own failing in the dream, asked about.
    const forgot = WHY_FORGET.exec(text);
    if (forgot?.[2] && inStory(ctx, forgot[2])) return { kind: 'forgot', topic: forgot[2], about: forgot[1] ?? null };
    // "how do I make it stop": a recurring dream the writer wants rid of.
    if (MAKE_IT_STOP.test(text)) return { kind: 'stop', topic: null };
    const unable = WHY_UNABLE.exec(text);
    if (unable?.[1] && inStory(ctx, unable[1])) return { kind: 'unable', topic: null, about: unable[1] };
    // "Is she angry with me?" is answered from what she does and says in the dream.
    const feels = FIGURE_FEELS.exec(text);
    if (feels?.[1] && feels[2] && (feels[1].includes(' ') ? inStory(ctx, feels[1].split(' ')[1] ?? '') : inStory(ctx, feels[1]))) return { kind: 'feeling', topic: feels[1], about: feels[2] === 'mad at me' ? 'mad' : feels[2] };
    // "Is she trying to tell me something about my mother?" is answered from what she does and says in the dream.
    const tells = FIGURE_TELLS.exec(text);
    if (tells?.[1] && (tells[1].includes(' ') ? inStory(ctx, tells[1].split(' ')[1] ?? '') : inStory(ctx, tells[1]))) return { kind: 'message', topic: tells[1] };
    // "what does it mean when your teeth fall out", "what means the key": the thing, where the dream holds it.
    // "What is the train?" asks the same of an image the dream holds.
    // "What does it mean when a man dreams he's pregnant?": the state dreamt, not the man.
    const being = MEANS_WHEN_ONE.exec(text);
    if (being?.[1] && being[2] && inStory(ctx, being[2])) return { kind: 'being', topic: being[2], about: `${/^[aeiou]/.test(being[1]) ? 'an' : 'a'} ${being[1]}` };
    // "Is the cheque book about money coming?": no forecast, but what the thing does in the dream.
    const omened = THING_OMEN.exec(text);
    if (omened?.[1] && omened[2] && storyForm(ctx, omened[1].split(' ').pop() ?? '')) return { kind: 'thingOmen', topic: `the ${omened[1]}`, about: toYou(omened[2]) };
    // "What the heck is a lenient?": a word the dream's own speech made up, or lent to a thing it is not.
    const coined = WHAT_IS_A.exec(text);
    if (coined?.[1] && spokenInDream(ctx, coined[1])) return { kind: 'coined', topic: coined[1] };
    const myOne = WHY_MY.exec(text);
    if (myOne?.[1] && myOne[2] && inStory(ctx, myOne[1]) && !NOT_A_THING.has(myOne[1])) {
      // "in uniform" names a thing the figure is in; "young" says how the figure is.
      const inThing = / in (?:a |an |the |his |her |my )?[a-z]+ (?:\?|$)/.test(text);
      return { kind: 'meaning', topic: inThing ? `your ${myOne[1]} in ${myOne[2]}` : `your ${myOne[2]} ${myOne[1]}` };
    }
    const nameAsked = MEANING_OF.exec(text);
    const namedWord = nameAsked ? storyForm(ctx, nameAsked[1] ?? nameAsked[2] ?? '') : null;
    if (namedWord) return { kind: 'meaning', topic: `${ENDS_IN_S.test(namedWord) ? '' : 'the '}${namedWord}` };
    const when = MEANS_WHEN.exec(text) ?? WHAT_MEANS.exec(text) ?? WHAT_IS_THE.exec(text);
    const thing = when?.[1] ? storyForm(ctx, when[1]) : null;
    if (thing) return { kind: 'meaning', topic: `${ENDS_IN_S.test(thing) ? '' : 'the '}${thing}` };
    const withIt = WHAT_WITH.exec(text);
    const about = withIt ?? WHAT_DOES_MEAN.exec(text) ?? WONDER_MEANS.exec(text) ?? thingMeans(ctx, text);
    if (about) {
      // "what does the gold colour mean": the whole name asked about (its third group; "what's with" has it in its fourth).
      // "the gold colour": the colour itself is what the dream shows ("it was gold").
      const topic = ((withIt ? about[4] : about[3]) ?? '').replace(TOPIC_MEANS, '').replace(COLOUR_WORD, '').trim();
      // "what this might mean" names no thing.
      if (topic && !NOT_A_TOPIC.has(topic) && !NOT_A_THING.has(topic.split(' ')[0] ?? '')) return { kind: 'meaning', topic: `${ENDS_IN_S.test(topic) ? '' : 'the '}${topic}` };
    }
    // "What does it mean that she gave me a key?", "what does it mean that the horse could talk??": the thing asked about.
    const that = MEANS_THAT.exec(text);
    if (that) {
      const thing = (GIVEN_THING.exec(text)?.[4] ?? (NOT_A_THING.has(that[2] ?? '') ? '' : that[2])) ?? '';
      if (thing && inStory(ctx, thing)) return { kind: 'meaning', topic: `the ${thing}`, about: thing === that[2] ? (that[3] ?? null) : null };
    }
    // "why does the horse talk?", "and why a british accent": a question about one thing the dream holds.
    const why = WHY_DOES_THING.exec(text);
    if (why?.[1] && !NOT_A_THING.has(why[1]) && inStory(ctx, why[1])) return { kind: 'meaning', topic: `the ${why[1]}`, about: why[2] ?? null };
    const bareWords = WHY_BARE.exec(text);
    const bare = WHY_THING.exec(text) ?? (bareWords && !NOT_BARE.has(bareWords[1] ?? '') && !NOT_BARE.has(bareWords[2] ?? '') && inStory(ctx, bareWords[1] ?? '') ? bareWords : null);
    // "why platform nine?", "why gate 0": the number names which one; the thing is the word before it.
    const named = bare ? (bare[2] && !NUMBER_WORDS.test(bare[2]) && inStory(ctx, bare[2]) ? bare[2] : bare[1] && inStory(ctx, bare[1]) ? bare[1] : null) : null;
    if (named && !NOT_A_THING.has(named)) return { kind: 'meaning', topic: `the ${named}`, about: null };
    // "What does a baby in the car mean?", "what does losing your phone in a dream mean?", "what does it mean
    // that nobody owned the drip?", "why I must hold the lamp?": one thing of the dream, asked about in more words.
    const inPlace = THING_IN_PLACE_MEANS.exec(text) ?? THING_DOING_MEANS.exec(text) ?? DOING_MEANS.exec(text) ?? NOBODY_THAT.exec(text) ?? WHY_I_WITH.exec(text);
    const placed = inPlace?.[1] ? storyForm(ctx, inPlace[1]) : null;
    if (placed) return { kind: 'meaning', topic: `${ENDS_IN_S.test(placed) ? '' : 'the '}${placed}` };
    // "Why seven?": a number is named bare ("seven"); a thing takes its article ("the bread").
    const one = WHY_ONE.exec(text)?.[1];
    if (one && !NOT_BARE.has(one) && !NOT_A_THING.has(one) && storyForm(ctx, one)) return { kind: 'meaning', topic: NUMBER_WORDS.test(one) || ENDS_IN_S.test(one) || /^(?:bread|water|money|food|rice|milk|sand|snow|fire|smoke|blood|salt|sugar)$/.test(one) ? one : `the ${one}` };
    // "Is this dream telling me I made the wrong decision?", "does it mean I should leave?": a verdict asked for.
    // "Is this dream telling me something?" asks what it means, not whether a choice was wrong.
    if (IS_IT_TELLING.test(text) && TELLING_SOMETHING.test(text) && !DOES_IT_MEAN_I.test(text)) return { kind: 'whole', topic: null };
    if (IS_IT_TELLING.test(text) || DOES_IT_MEAN_I.test(text)) return { kind: 'verdict', topic: null };
    if (DO_THEY_CONNECT.test(text) || ARE_THEY_LINKED.test(text)) return { kind: 'connect', topic: null };
    if (WHAT_DOES_IT_MEAN.test(text) || WHAT_DO_YOU_THINK.test(text) || ANY_THOUGHTS.test(text) || IS_IT_A_SIGN.test(text) || WHAT_COULD_IT_MEAN.test(text) || WHOLE_OTHERWISE.test(text)) return { kind: 'whole', topic: null };
  return null;
}
