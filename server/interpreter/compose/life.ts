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
import { ownKin } from './noun-phrases';
import { retell } from './revoice';
import { pushTo } from '../text-utils';

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
}

const CALM_ENDINGS = new Set(['gift', 'found', 'reunion', 'peace', 'landing', 'transformed', 'escape']);
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
  // Someone the dream itself names ("things have been a bit flat between me and Sam lately") is as
  // much a topic of the writer's life as a job or a move.
  const isTopic = (t: SenseToken): boolean => TOPICS.has(t.lemma) || TOPICS.has(t.normal) || (t.pos === 'PROPN' && inStory(ctx, t.normal));
  const topic = words.find(isTopic);
  // A topic and a cue are two words ("sick" alone is not a sickness that has lasted).
  const cue = words.some((t) => t !== topic && (CUES.has(t.lemma) || CUES.has(t.normal)));
  if (!topic && !cue) return null;
  return { topic: topic !== undefined, cue };
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
  return !progressive && words.some((t) => t.normal === 'ago' || t.normal === 'last' || GRIEF.has(t.lemma) || GRIEF.has(t.normal));
}

/** The run of clauses, in one sentence before or after the story, that tells of the dreamer's life. */
function lifeRun(ctx: ReadingContext): Clause[] | null {
  const { clauses } = ctx.drama;
  const firstStory = ctx.story[0]?.index ?? 0;
  const lastStory = ctx.story[ctx.story.length - 1]?.index ?? clauses.length - 1;
  // After the story first: what someone adds at the end is most often what the dream is answering.
  const after = clauses.filter((c) => c.index > lastStory);
  const before = clauses.filter((c) => c.index < firstStory);
  for (const part of [after, before]) {
    // Before the story, the writer may be summing the dream up ("I was getting married to my ex"):
    // only a remark in the present there ("I'm engaged to someone else now") is about their life.
    const needsPresent = part === before;
    const bySentence = new Map<number, Clause[]>();
    for (const c of part) pushTo(bySentence, c.sentence, c);
    for (const group of bySentence.values()) {
      // A sentence that compares the dream with life ("I don't even drive in real life") speaks of the dream.
      if (group.some((c) => hasWordOf(ctx, c, COMPARED_WITH_LIFE))) continue;
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
      if (run.length && topic && cue && run[0]?.verb !== null && !verbOnlyInRelative(ctx, run) && (!needsPresent || aboutNow(ctx, run))) return run;
    }
  }
  return null;
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
  if (calm > hard && calm >= 0.4) return 'calm';
  if (hard > calm && hard >= 0.4) return 'hard';
  return 'open';
}

/** The dreamer's remark on their waking life, told back, or null when the report makes none. */
/** A run of the writer's clauses told back in the second person, without their shrugs and lead-ins. */
function tellRun(ctx: ReadingContext, run: readonly Clause[]): string | null {
  const first = run[0];
  const last = run[run.length - 1];
  if (!first || !last) return null;
  // The run may open on the blank line before a last paragraph.
  let from = first.start;
  while (from < last.end && !ctx.tokens[from]?.isWord) from += 1;
  const told = retell(ctx.tokens, from, last.end, ctx.cues, 24, false);
  if (!told) return null;
  let text = told.text
    // "…so maybe thats why", "…so yeah": the writer's shrug is not part of what they tell.
    .replace(/,? (so )?(maybe |probably )?(that's|thats|that is) (why|it|all)\b.*$/i, '')
    .replace(/,? so yeah$/i, '')
    .replace(/,? (if|idk if|not sure if|(do not|don't|dont) know if) (that's|thats|that is|it's|its) (relevant|related|anything|important|connected)\b.*$/i, '')
    .replace(/,? if (that|it) (matters|helps)$/i, '')
    .replace(/,? you (suppose|guess|think)$/i, '')
    // "I think it is because my divorce was finalized last week": the reason is the remark.
    .replace(/^(it('s| is| was) )?(maybe |probably )?(because|cause|cos|since) /i, '')
    .replace(/^(for context|for reference|for the record|context|background|fyi)[,:]? /i, '');
  // Days and months take their capital, however the report wrote them ("a new job on monday").
  text = text.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)\b/g, (m) => m.charAt(0).toUpperCase() + m.slice(1));
  // An aside opened and not closed ("(long story, a falling out over…") is cut where it opens.
  if (text.includes('(') && !text.includes(')')) text = text.slice(0, text.indexOf('(')).replace(/[,;:\s]+$/, '');
  // "Mum has been in and out of hospital": the writer's name for a parent is theirs ("your mum").
  text = ownKin(text);
  // "been super anxious about…": the report drops its "I"; the reading gives it back.
  if (/^been\b/.test(text)) text = `you have ${text}`;
  else if (/^(had|went|got|started|moved|lost|broke)\b/.test(text)) text = `you ${text}`;
  else if (/^(starting|moving|going|trying|thinking|dealing|waiting)\b/.test(text)) text = `you are ${text}`;
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
  if (next.some((c) => wordsOf(ctx, c).some((t) => ABOUT_THE_DREAM.has(t.lemma) || ABOUT_THE_DREAM.has(t.normal) || COMPARED_WITH_LIFE.has(t.normal)))) return null;
  return next.some((c) => speaksOfLife(ctx, c)?.topic) ? next : null;
}

export function lifeRemark(ctx: ReadingContext): LifeRemark | null {
  const run = lifeRun(ctx);
  if (!run) return null;
  let text = tellRun(ctx, run);
  if (!text) return null;
  const more = nextRun(ctx, run);
  const second = more ? tellRun(ctx, more) : null;
  const all = more && second && `${text} ${second}`.split(' ').length <= 45 ? [...run, ...more] : run;
  if (all !== run && second) text = `${text}, and that ${second.replace(/^[A-Z](?=[a-z])/, (m) => m.toLowerCase())}`;
  const lowMood = all.some((c) => ctx.tokens.slice(c.start, c.end).some((t) => LOW_MOOD.has(t.normal)));
  return { text, mood: kindOfRemark(ctx, all) ?? lateMood(ctx, new Set(all.map((c) => c.index))), lowMood };
}

/** The writer's worry about having had the dream: "I feel like a bad person for having this dream", "idk why my brain does this". */
const WORRIED = /\b(bad|terrible|awful|horrible) person\b|\bfeel (so |really |kind of |kinda )?(bad|guilty|awful|terrible|ashamed)\b|\bguilty\b|\bashamed\b|\bdoes (this|that|it) mean\b|\bwhat('s| is) wrong with me\b|\bwhy my brain\b|\bam i (a )?(bad|terrible|horrible|awful)\b|\bis (this|that|it) (bad|normal)\b/;

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
  kind: 'visit' | 'recurring' | 'meaning' | 'ex' | 'whole' | 'connect' | 'verdict';
  /** The thing asked about ("the tortoise", "faceless people"), for a question about meaning. */
  topic: string | null;
}

/** How to name a former partner the question calls only "my ex": by the word, or by how the dream speaks of them. */
function exPronoun(ctx: ReadingContext, word: string): string {
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
const VISIT_REALLY = / really (him|her) \? /;
const OPENS_ASKING = /^ (why|what|does|do|is|am) /;
const NOT_OVER = / (not|still) over (him|her|them) /;
const ABOUT_EX = / (about|of) my (ex|ex-boyfriend|ex-girlfriend|ex-husband|ex-wife|old boyfriend|old girlfriend) /;
const WHY_AGAIN = / why (do|does|did|am|is) (i|this|it) (keep|always) /;
const KEEP_DREAMING = / keep (having|getting|dreaming) /;
const WHAT_WITH = / what (is|'s|was) (up )?with (the |my |this |that )?([a-z]+( [a-z]+)?) /;
const WHAT_DOES_MEAN = / what (do|does|could|might|would|can) (the |a |my )?([a-z]+( [a-z]+)?) mean /;
const WONDER_MEANS = / (know|wonder) what (the |a )?([a-z]+( [a-z]+)?) means? /;
const TOPIC_MEANS = / (mean|means)$/;
const ENDS_IN_S = /s$/;
const IS_IT_TELLING = / (is|was) (this|it|the) (dream )?(telling|saying|trying to tell|warning) me /;
const DOES_IT_MEAN_I = / (does|could) (this|it) mean (that )?i (made|did|should|am|was|have|need) /;
const DO_THEY_CONNECT = / (do|did) (these|they|any of (these|them|it)|the (bits|pieces|parts)) (connect|link|fit) /;
const ARE_THEY_LINKED = / (is|are) (it|these|they) (connected|linked) /;
const WHAT_DOES_IT_MEAN = / what (does|do|did) (it|this|that|this dream|that dream|these|all this|all of this) (mean|means) /;
const WHAT_DO_YOU_THINK = / what do you (think|reckon) (it|this) means? /;
const ANY_THOUGHTS = / (any|your) (thoughts|ideas|interpretations?) /;
const IS_IT_A_SIGN = / (is|was) (it|this) a sign /;
const WHAT_COULD_IT_MEAN = / what (could|might|would) (it|this) mean /;
const CURLY_APOSTROPHE = /’/g;
const NOT_A_TOPIC = new Set(['it', 'this', 'that', 'dream', 'this dream', 'that dream']);

/**
 * "was it really him?", "why do I keep getting chased", "what's with the tortoise": a question the
 * writer puts outside the dream. A reader answers it, or says honestly what the dream can and cannot say.
 */
export function writersQuestion(ctx: ReadingContext): WritersQuestion | null {
  // The writer's sentences, each by its first and last clause outside the dream.
  const bySentence = new Map<number, { first: Clause; last: Clause }>();
  for (const c of ctx.drama.clauses) {
    if (!(c.frame || c.outside) || c.waking) continue;
    const known = bySentence.get(c.sentence);
    if (known) known.last = c;
    else bySentence.set(c.sentence, { first: c, last: c });
  }
  for (const { first, last } of bySentence.values()) {
    // The sentence's words, read from the tokens where they are.
    const words: string[] = [];
    for (let i = first.start; i < last.end; i += 1) {
      const t = ctx.tokens[i];
      if (t && (t.isWord || t.value === '?' || t.normal === "'s")) words.push(t.normal.includes('’') ? t.normal.replace(CURLY_APOSTROPHE, "'") : t.normal);
    }
    const text = ` ${words.join(' ')} `;
    if (VISIT.test(text) || VISIT_REALLY.test(text)) return { kind: 'visit', topic: null };
    // "Does this mean I'm not over him?", "why do I keep dreaming about my ex": the question is the past love, not the dream's return.
    const asks = text.includes(' ? ') || OPENS_ASKING.test(text);
    const over = NOT_OVER.exec(text) ?? (asks ? ABOUT_EX.exec(text) : null);
    if (over) return { kind: 'ex', topic: over[2] === 'him' || over[2] === 'her' || over[2] === 'them' ? over[2] : exPronoun(ctx, over[2] ?? '') };
    if (WHY_AGAIN.test(text) || KEEP_DREAMING.test(text)) return { kind: 'recurring', topic: null };
    const about = WHAT_WITH.exec(text) ?? WHAT_DOES_MEAN.exec(text) ?? WONDER_MEANS.exec(text);
    if (about) {
      const topic = (about[4] ?? about[3] ?? '').replace(TOPIC_MEANS, '').trim();
      if (topic && !NOT_A_TOPIC.has(topic)) return { kind: 'meaning', topic: `${ENDS_IN_S.test(topic) ? '' : 'the '}${topic}` };
    }
    // "Is this dream telling me I made the wrong decision?", "does it mean I should leave?": a verdict asked for.
    if (IS_IT_TELLING.test(text) || DOES_IT_MEAN_I.test(text)) return { kind: 'verdict', topic: null };
    if (DO_THEY_CONNECT.test(text) || ARE_THEY_LINKED.test(text)) return { kind: 'connect', topic: null };
    if (WHAT_DOES_IT_MEAN.test(text) || WHAT_DO_YOU_THINK.test(text) || ANY_THOUGHTS.test(text) || IS_IT_A_SIGN.test(text) || WHAT_COULD_IT_MEAN.test(text)) return { kind: 'whole', topic: null };
  }
  return null;
}
