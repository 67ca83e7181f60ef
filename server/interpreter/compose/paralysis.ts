/**
 * Sleep paralysis: waking in the night unable to move, often with a presence in the room, a weight
 * on the chest, a buzzing, a scream that will not come. It is not a dream in the ordinary sense but
 * a known state at the edge of sleep, and a writer frightened by it ("is this spiritual or is my
 * brain broken?") is helped first by being told what it is, calmly and plainly. The paralysis
 * itself is the body's and carries no symbol; only the image the mind puts into the room (the
 * figure in the doorway) is the dreamer's own and may be read, briefly.
 *
 * Read from the parse: a waking, then a body that cannot move, with a presence or a weight, in a
 * report that is mostly that episode. A dream of legs that will not run from a pursuer is not this.
 */
import type { ReadingContext } from './context';
import type { Slots } from './voice';

export interface ParalysisEpisode {
  /** The presence as the writer saw it, told as "the tall dark figure in the doorway", or null. */
  figure: string | null;
  /** The same without where it was ("the tall dark figure"), for naming it again. */
  who: string | null;
  /** A weight or pressure on the chest. */
  pressure: boolean;
  /** A sound heard in it ("the buzzing"), or null. */
  sound: string | null;
  /** The writer tried to scream or speak and could not. */
  voiceless: boolean;
  /** It has happened before ("again", "the 3rd time"). */
  again: boolean;
}

const AWAKE = / (?:woke|wake|waking|awoke|awake|awaken|awakened) | opened my eyes | my eyes (?:were )?open | eyes open /;
const CANNOT = '(?:could not|can not|cannot|was not able to|were not able to|unable to|could barely)';
// "couldn't move", "could not move a muscle", "I was paralysed", "my body would not move".
const STILL = new RegExp(` ${CANNOT} (?:even )?(?:move|lift|turn|open my mouth)| paraly[sz]ed | paralysis | (?:body|arms|legs|limbs) (?:would not|did not|will not) move | (?:body|i) (?:was|felt) (?:frozen|locked|stuck) (?:in place|solid|stiff) `);
// "couldn't move my legs fast enough", "could not run": a body that is slow in a chase or a race.
const CHASE_STILL = / (?:fast enough|run|running|ran|get away|escape) /;
const OTHERS_STILL = /(?:he|she|they|it|we|you|[a-z]+'s|the [a-z]+|my [a-z]+) $/;
const PRESENCE_NOUNS = 'figure|presence|shadow|silhouette|man|woman|person|hag|demon|entity|creature|thing|being|ghost|spirit|someone|somebody|something';
const PRESENCE = new RegExp(` (?:a|an|the|this|some) (?:[a-z]+ ){0,3}(?:${PRESENCE_NOUNS}) (?:in|at|by|near|beside|standing|sitting|watching|next|over|on|leaning|crouching|was|were) | (?:someone|somebody|something) (?:in|at|was|standing|sitting|watching|next) `);
const PRESSURE = / (?:pressure|weight|heavy|crushing|pressing|pressed|sitting|sat|kneeling) (?:on|down on|onto) (?:my|me) | (?:chest|ribs) (?:was|felt) (?:heavy|tight|crushed|pressed) | could not breathe /;
const SOUND = / (buzzing|humming|ringing|whooshing|whispering|whispers|hissing|roaring|static|footsteps) /;
const VOICELESS = / (?:tried|try|wanted) to (?:scream|shout|yell|speak|talk|call|cry out)| could not (?:scream|shout|yell|speak|talk|call)| no sound came| nothing came out /;
const AGAIN = / again | (?:second|third|fourth|fifth|2nd|3rd|4th|5th|nth) time | keeps happening | every night | (?:several|many|few) times | happens a lot /;
const PLACE = / (?:in|at|by|near|beside|next to|on|over|at the foot of|at the end of) (?:the|my) (doorway|door|corner|window|bed|foot of (?:my|the) bed|end of (?:my|the) bed|wardrobe|hallway|ceiling|room) /;

/** The writer's words outside the question sentences, with their token positions, in order. */
function told(ctx: ReadingContext): { text: string; sentences: Map<number, number> } {
  const questions = new Set<number>();
  for (const c of ctx.drama.clauses) {
    const end = ctx.tokens.slice(c.start, c.end + 1).some((t) => t.value.includes('?'));
    if (end && (c.frame || c.outside)) questions.add(c.sentence);
  }
  const words: string[] = [];
  const sentences = new Map<number, number>();
  // The length of the words joined so far, kept as we go: joining them at every word was quadratic in the dream's length.
  let joined = 0;
  for (const c of ctx.drama.clauses) {
    if (questions.has(c.sentence)) continue;
    for (let i = c.start; i < c.end; i += 1) {
      const t = ctx.tokens[i];
      if (!t?.isWord) continue;
      const word = t.normal.replace(/’/g, "'");
      sentences.set(joined + 1, c.sentence);
      joined += (words.length ? 1 : 0) + word.length;
      words.push(word);
    }
  }
  return { text: ` ${words.join(' ')} `, sentences };
}

/** The sentence a position of the joined text falls in. */
function sentenceAt(sentences: ReadonlyMap<number, number>, at: number): number {
  let found = -1;
  for (const [pos, s] of sentences) if (pos <= at + 1) found = s;
  return found;
}

/** "a tall dark figure in the doorway": the presence as the writer names it, made definite. */
function figureOf(text: string): { figure: string; who: string } | null {
  const m = new RegExp(` (?:a|an|the|this) ((?:(?!(?:a|an|the|this|my|was|were|and|like|just|in|at|with|on|by)\\b)[a-z]+ ){0,3}(?:${PRESENCE_NOUNS.replace(/\|someone\|somebody\|something/, '')}))\\b`).exec(text);
  if (!m?.[1]) return null;
  const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
  // "in the doorway", "sitting at the end of my bed": where it was, right after it.
  const place = PLACE.exec(` ${rest.trim().replace(/^(?:like |just )?(?:standing|sitting|crouching|leaning|kneeling|waiting|hovering) /, '')} `);
  const near = place && place.index < 4 ? place[0].trim() : '';
  return { figure: `the ${m[1]}${near ? ` ${near.replace(/\bmy\b/, 'your')}` : ''}`, who: `the ${m[1]}` };
}

export function sleepParalysis(ctx: ReadingContext): ParalysisEpisode | null {
  const { text, sentences } = told(ctx);
  const awake = AWAKE.exec(text);
  const still = STILL.exec(text);
  if (!awake || !still) return null;
  // It is the dreamer who cannot move: "the captain could not move the wheel" is someone else's trouble.
  if (OTHERS_STILL.test(text.slice(Math.max(0, still.index - 30), still.index + 1))) return null;
  // The waking comes first: "…and then I woke up. I couldn't move" is the episode; "I couldn't move,
  // then I woke up" is a dream that held the dreamer still.
  if (awake.index > still.index) return null;
  // Slow legs in a chase or a race are the dream's, not the body's.
  if (CHASE_STILL.test(text.slice(still.index, still.index + still[0].length + 24))) return null;
  const stillSentence = sentenceAt(sentences, still.index);
  // The waking opens the episode: a long dream that only ends in a moment of not moving ("…then it put
  // its cold hand over my mouth. I woke up and couldn't move for a minute") is read as the dream it is.
  const awakeSentence = sentenceAt(sentences, awake.index);
  const storyBefore = new Set(ctx.story.filter((c) => c.sentence < awakeSentence).map((c) => c.sentence));
  if (storyBefore.size > 2) return null;
  if (ctx.story.some((c) => c.pursuit && c.sentence <= stillSentence + 1)) return null;
  // The episode is the report: a long dream after it ("…then I was on a beach with my mum") is read as a dream.
  const after = new Set(ctx.story.filter((c) => c.sentence > stillSentence).map((c) => c.sentence));
  if (after.size > 5) return null;
  // Waking up and being still a moment is not yet the state: a presence, a weight or the word itself.
  const named = / paraly[sz]ed | paralysis /.test(text);
  const presence = PRESENCE.test(text.slice(awake.index));
  const pressure = PRESSURE.test(text);
  if (!named && !presence && !pressure) return null;
  const sound = SOUND.exec(text)?.[1] ?? null;
  const seen = presence ? figureOf(text.slice(awake.index)) : null;
  return { figure: seen?.figure ?? null, who: seen?.who ?? null, pressure, sound: sound ? `the ${sound}` : null, voiceless: VOICELESS.test(text), again: AGAIN.test(text) };
}

/** The episode's parts as the writer told them, for the reading to name: "the tall dark figure in the doorway, the buzzing and the pressure on your chest". */
function partsOf(e: ParalysisEpisode): string | null {
  const parts = [e.figure, e.sound, e.pressure ? 'the pressure on your chest' : null, e.voiceless ? 'the cry that would not come' : null].filter((x): x is string => x !== null);
  if (!parts.length) return null;
  return parts.length === 1 ? (parts[0] ?? null) : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

/** A question the writer asks of the episode: whether it is spiritual, whether something is wrong with them, whether to worry. */
const SPIRIT_Q = / (?:spiritual|spirit|demon|demonic|ghost|haunted|paranormal|supernatural|evil|possessed|entity|attack) /;
const BROKEN_Q = / (?:broken|wrong with me|crazy|mad|insane|normal|sick|ill|dangerous|losing it) /;
const WORRY_Q = / (?:worried|worry|scared|afraid|concerned|dangerous|die|dying) /;

/** The writer's sentences that end on a question mark, whole ("is this something spiritual | or is my brain just broken??"). */
function questionText(ctx: ReadingContext): string {
  const asking = new Set<number>();
  for (const c of ctx.drama.clauses) if (ctx.tokens.slice(c.start, c.end + 1).some((t) => t.value.includes('?'))) asking.add(c.sentence);
  const words: string[] = [];
  for (const c of ctx.drama.clauses) {
    if (!asking.has(c.sentence)) continue;
    for (let i = c.start; i < c.end; i += 1) if (ctx.tokens[i]?.isWord) words.push(ctx.tokens[i]?.normal ?? '');
  }
  return ` ${words.join(' ')} `;
}

/**
 * The reading of a sleep-paralysis episode: what it is, how it comes about and what helps, the
 * writer's question answered, and the one image of their own (the figure) read briefly.
 */
export function paralysisReading(ctx: ReadingContext, e: ParalysisEpisode): string {
  const { voice } = ctx;
  const parts = partsOf(e);
  const slots: Slots = { parts, figure: e.figure, who: e.who };
  const paragraphs: string[][] = [];
  paragraphs.push([voice.say(parts ? 'paralysis.name' : 'paralysis.name.bare', slots), e.again ? voice.say('paralysis.again', slots) : null].filter((x): x is string => x !== null));
  paragraphs.push([voice.say('paralysis.what', slots) ?? '']);
  const asked = questionText(ctx);
  const answers: string[] = [];
  const spirit = SPIRIT_Q.test(asked);
  const broken = BROKEN_Q.test(asked);
  if (spirit && broken) answers.push(voice.say('paralysis.answer.both', slots) ?? '');
  else if (spirit) answers.push(voice.say('paralysis.answer.spirit', slots) ?? '');
  else if (broken) answers.push(voice.say('paralysis.answer.broken', slots) ?? '');
  if (WORRY_Q.test(asked)) answers.push(voice.say('paralysis.answer.worry', slots) ?? '');
  if (answers.some(Boolean)) paragraphs.push(answers.filter(Boolean));
  paragraphs.push([voice.say('paralysis.help', slots) ?? '']);
  // A figure in the doorway or at the window stands on a threshold; elsewhere it is only there.
  const figure = e.figure ? voice.say(/\b(?:door|doorway|window)$/.test(e.figure) ? 'paralysis.figure.door' : 'paralysis.figure', slots) : null;
  if (figure) paragraphs.push([figure]);
  paragraphs.push([voice.say(e.figure ? 'paralysis.ask' : 'paralysis.ask.bare', slots) ?? '']);
  return paragraphs
    .map((p) => p.filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n\n');
}
