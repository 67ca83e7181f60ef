/**
 * The dream as a drama in Jung's four phases: exposition (place and persons), development, the
 * culmination where something decisive happens, and the lysis, the solution or result. Scenes are
 * cut where the report moves the dreamer to another place.
 */
import type { EmotionClass } from '../../../lib/core/api/contract';
import { pushTo } from '../text-utils';
import { NEGATORS, type SenseToken } from './tokens';
import type { Clause, Ending, EndingKind, Mention, Scene, Turn, TurnKind } from './types';

// Word lists the rules below ask about, made once here: a list written inside a function is a
// new array every time that line runs, and these run on every dream.
const MESSAGE_VERBS: ReadonlySet<string> = new Set(['say', 'tell', 'whisper', 'answer', 'explain', 'warn']);
const APOLOGY_WORDS: ReadonlySet<string> = new Set(['sorry', 'forgive', 'forgave', 'apologise', 'apologize', 'apologised', 'apologized']);
const AS_WHEN_BEFORE: ReadonlySet<string> = new Set(['as', 'when', 'before']);

const MOTION = new Set(['run', 'ride', 'drive', 'fly', 'swim', 'climb', 'walk', 'sail', 'jump', 'crawl', 'get', 'go', 'race', 'dash', 'rush', 'hurry', 'sprint']);
const AWAY = new Set(['away', 'off', 'out']);
const SCENE_PREPS = new Set(['in', 'at', 'on', 'inside', 'into']);
const POSITIVE: ReadonlySet<EmotionClass> = new Set(['happiness']);
const TRIVIAL = new Set(['one', 'form', 'receipt', 'change', 'number', 'leaflet', 'flyer', 'menu', 'bill', 'ticket', 'paper', 'pen', 'card']);
const THRESHOLDS = new Set(['door', 'window', 'stairs', 'corridor', 'elevator', 'bridge', 'crossroads']);

/** The story proper: no commentary, no waking frame, no back-story. */
export function storyClauses(clauses: readonly Clause[]): Clause[] {
  const story = clauses.filter((c) => !c.frame && !c.outside && !c.waking);
  return story.length ? story : clauses.filter((c) => !c.waking);
}

const NO_MENTIONS: readonly Mention[] = [];

function opensScene(c: Clause, tokens: readonly SenseToken[], byClause: ReadonlyMap<number, Mention[]>): boolean {
  if (c.markers.includes('sceneChange')) return true;
  if (c.subject !== 'dreamer' || c.verbLemma !== 'be' || c.verb === null) return false;
  const after = tokens[c.verb + 1];
  // "I was in a huge garden": the dreamer placed somewhere, a place named.
  return Boolean(after && SCENE_PREPS.has(after.normal) && byClause.get(c.index)?.some((m) => m.hit.entry.kind === 'place'));
}

export function readScenes(story: readonly Clause[], tokens: readonly SenseToken[], mentions: readonly Mention[]): Scene[] {
  const byClause = new Map<number, Mention[]>();
  for (const m of mentions) pushTo(byClause, m.clause, m);
  const scenes: Scene[] = [];
  let current: Scene | null = null;
  for (const c of story) {
    if (!current || (opensScene(c, tokens, byClause) && c.index > current.first)) {
      current = { first: c.index, last: c.index, setting: null, persons: [] };
      scenes.push(current);
    }
    current.last = c.index;
    for (const m of byClause.get(c.index) ?? NO_MENTIONS) {
      if (m.negated) continue;
      // A door, a window or a staircase is a threshold within a setting, not the setting itself.
      if (!current.setting && m.hit.entry.kind === 'place' && !THRESHOLDS.has(m.hit.entry.id)) current.setting = m;
      if ((m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal') && !current.persons.some((p) => p.hit === m.hit)) current.persons.push(m);
    }
  }
  return scenes;
}

/** Given to the dreamer: "gave me", "handed me", or the dreamer's own thing held out ("held out my wallet"). */
export function givesToDreamer(c: Clause, tokens: readonly SenseToken[]): boolean {
  if (!c.verbClasses.includes('give') || c.subject === 'dreamer') return false;
  if (c.object === 'dreamer') return true;
  for (let i = c.start; i < c.end; i += 1) if (tokens[i]?.normal === 'me' || tokens[i]?.normal === 'us' || (c.objectHead !== null && i < c.objectHead && i > (c.verb ?? c.start) && tokens[i]?.normal === 'my')) return true;
  return false;
}

function turnKind(c: Clause, tokens: readonly SenseToken[], speakerIsFigure: boolean): TurnKind | null {
  // "I realized she isn't here": the realization is the turn, whatever it denies.
  if (c.markers.includes('revelation') && c.subject === 'dreamer') return 'revelation';
  if (c.negated || c.irrealis) return c.markers.includes('sudden') ? 'sudden' : null;
  if (c.verbClasses.includes('transform')) return 'transformation';
  // "She gave me a new form" is a scene, not a turn: a gift turns the dream when it is a thing that matters.
  if (givesToDreamer(c, tokens) && !(c.objectHead !== null && TRIVIAL.has(tokens[c.objectHead]?.lemma ?? ''))) return 'gift';
  if (c.markers.includes('revelation')) return 'revelation';
  if (c.verbClasses.includes('attack') && c.object === 'dreamer') return 'attack';
  if (c.markers.includes('sudden')) return 'sudden';
  if (c.verbClasses.includes('appear') && c.subject === 'other') return 'arrival';
  // A figure who speaks to the dreamer ("he said 'the ones that came back'") may be the dream's decisive word.
  if (speakerIsFigure && c.verbClasses.includes('speak') && c.subject === 'other' && MESSAGE_VERBS.has(c.verbLemma)) return 'message';
  if (c.markers.includes('contrast')) return 'contrast';
  // A fall, a pursuit that begins, a death: the plot's own events turn a dream as surely as a marker.
  if (c.verbClasses.includes('fall') && c.subject !== 'nobody') return 'sudden';
  if (c.verbClasses.includes('chase') && (c.object === 'dreamer' || c.pursuit)) return 'attack';
  if (c.verbClasses.includes('die')) return 'sudden';
  return null;
}

/**
 * The culmination: the clause where the dream turns. Markers ("suddenly", "but then"), a
 * transformation, a gift, an attack or a new arrival make a turn; a change of feeling and a place
 * in the second half of the dream make it more likely. No clause scores enough → no turn.
 */
export function findTurn(story: readonly Clause[], exposition: ReadonlySet<number>, lastIndex: number | null, tokens: readonly SenseToken[], figureSubjects: ReadonlySet<number>): Turn | null {
  let best: { c: Clause; score: number; kind: TurnKind } | null = null;
  let lastFeeling: EmotionClass | null = null;
  const n = story.length;
  story.forEach((c, k) => {
    const offered = turnKind(c, tokens, figureSubjects.has(c.index));
    // A gift the dreamer then turns down ("…and I said "No thanks"") turns nothing: the refusal is the moment.
    const kind = offered === 'gift' && story.slice(k + 1, k + 4).some((x) => x.sentence <= c.sentence + 1 && refuses(x, tokens)) ? null : offered;
    const feeling = c.feelings[0]?.emotion ?? null;
    const changed = feeling !== null && lastFeeling !== null && POSITIVE.has(feeling) !== POSITIVE.has(lastFeeling);
    if (feeling) lastFeeling = feeling;
    if (!kind || (exposition.has(c.index) && n > 3)) return;
    let score = { sudden: 3, transformation: 3, gift: 2.5, revelation: 2.5, attack: 2.5, arrival: 1.5, message: 1.5, contrast: 1 }[kind];
    if (changed) score += 1;
    const pos = n > 1 ? k / (n - 1) : 0;
    score += pos > 0.3 && pos < 0.95 ? 0.5 : 0;
    if (c.index === lastIndex && n > 4) score -= 0.5;
    if (score >= 2 && (!best || score > best.score)) best = { c, score, kind };
  });
  const found = best as { c: Clause; score: number; kind: TurnKind } | null;
  return found ? { clause: found.c.index, kind: found.kind } : null;
}

function endingOf(c: Clause, tokens: readonly SenseToken[], threatened: boolean): EndingKind | null {
  const real = !c.negated && !c.irrealis;
  const v = c.verbClasses;
  if (real && v.includes('transform')) return 'transformed';
  if (real && v.includes('die')) return 'death';
  if (real && c.subject === 'dreamer' && v.includes('flee')) return 'escape';
  if (real && c.subject === 'dreamer' && (v.includes('depart') || (MOTION.has(c.verbLemma) && c.particles.some((p) => AWAY.has(p))))) return threatened ? 'escape' : 'departure';
  if (real && c.object === 'dreamer' && (v.includes('attack') || v.includes('chase'))) return 'caught';
  if (real && givesToDreamer(c, tokens)) return 'gift';
  if (real && c.subject === 'dreamer' && v.includes('find')) return 'found';
  if (real && c.subject === 'dreamer' && v.includes('land')) return 'landing';
  // Holding is a reunion when it holds someone: "walked back down holding it" carries a thing.
  if (real && (v.includes('meet') || (v.includes('hold') && c.object !== 'thing' && c.object !== 'none')) && (c.subject === 'dreamer' || c.object === 'dreamer')) return 'reunion';
  // "she said sorry and I said sorry": a quarrel made up.
  if (real && tokens.slice(c.start, c.end).some((t) => APOLOGY_WORDS.has(t.normal))) return 'reunion';
  if (!real && c.subject === 'dreamer' && (v.includes('find') || v.includes('open') || v.includes('flee') || v.includes('climb') || c.verbLemma === 'reach' || c.verbLemma === 'get' || c.verbLemma === 'move' || c.verbLemma === 'scream')) return 'unresolved';
  return null;
}

/** "Woke up before I ever got it open", "just as I reached the door": the waking cuts the dream off. */
function cutsShort(c: Clause, tokens: readonly SenseToken[]): boolean {
  return tokens.slice(c.start, c.end).some((t, k, all) => t.normal === 'before' || ((t.normal === 'just' || t.normal === 'right') && AS_WHEN_BEFORE.has(all[k + 1]?.normal ?? '')));
}

/** "landed", "lost": a verb in a past form of its own (not "-ing", not the lemma itself). */
function pastForm(t: SenseToken | undefined): boolean {
  return Boolean(t && t.pos === 'VERB' && t.normal !== t.lemma && !t.normal.endsWith('ing') && !t.normal.endsWith('s'));
}

/** The clause's first word, past punctuation and a leading "then"/"and". */
function firstWord(tokens: readonly SenseToken[], c: Clause): number {
  let i = c.start;
  while (i < c.end && (tokens[i]?.pos === 'PUNCT' || tokens[i]?.pos === 'CCONJ' || tokens[i]?.pos === 'ADV')) i += 1;
  return i;
}

const SENSES: ReadonlySet<string> = new Set(['smell', 'feel', 'hear', 'taste', 'sense']);
/** What a sense holds on to after waking: "the smell of the sea", "the warmth of her hand". */
const SENSED: ReadonlySet<string> = new Set(['smell', 'scent', 'taste', 'warmth', 'touch', 'sound', 'weight']);
/** Nouns of any night, which say nothing of what the dream held: waking "in my bed" brings nothing back. */
const ANY_NIGHT: ReadonlySet<string> = new Set(['bed', 'room', 'bedroom', 'dream', 'night', 'morning', 'time', 'thing', 'way', 'lot', 'bit']);

/**
 * The waking clause that brings something of the dream back into waking: a sense that still holds a
 * thing of the dream ("I woke up and I smelled eggs" after he fried them, "I could still feel the
 * scarf"), a thing of the dream still going on ("the song was still playing"), or a glad feeling still
 * there ("I still felt warm"). Fear or grief that lasts past waking is not counted: it is the dream's
 * weight, and a dream broken off in fear stays broken off.
 */
function carriedOut(clauses: readonly Clause[], story: readonly Clause[], tokens: readonly SenseToken[], waking: Clause): number | null {
  const dreamNouns = new Set<string>();
  for (const c of story) for (let i = c.start; i < c.end; i += 1) if (tokens[i]?.pos === 'NOUN' && !ANY_NIGHT.has(tokens[i]?.lemma ?? '')) dreamNouns.add(tokens[i]?.lemma ?? '');
  for (const c of clauses) {
    if (!c.waking || c.sentence !== waking.sentence || c.index < waking.index || c.negated) continue;
    const words = tokens.slice(c.start, c.end);
    if (words.some((t) => NEGATORS.has(t.normal))) continue;
    if (c.feelings.some((f) => f.emotion !== 'happiness' && f.emotion !== 'confusion' && f.weight >= 0.5)) continue;
    const still = words.some((t) => t.normal === 'still');
    const sensed = SENSES.has(c.verbLemma) || words.some((t) => t.pos === 'VERB' && SENSES.has(t.lemma)) || words.some((t) => t.pos === 'NOUN' && SENSED.has(t.lemma));
    const ofDream = words.some((t) => t.pos === 'NOUN' && dreamNouns.has(t.lemma));
    const glad = c.feelings.some((f) => f.emotion === 'happiness');
    if ((sensed && ofDream) || (still && (ofDream || sensed || glad))) return c.index;
  }
  return null;
}

/** Words of speed and of brakes: the dream's motion has run away with the dreamer. */
const RUNAWAY_WORDS: ReadonlySet<string> = new Set(['faster', 'speed', 'speeding', 'brake', 'brakes', 'accelerating', 'accelerated', 'runaway']);

/** The story tells of a motion out of the dreamer's hands: speed, brakes, or a stop that could not be made. */
function runaway(story: readonly Clause[], tokens: readonly SenseToken[]): boolean {
  for (const c of story) {
    if (c.verbLemma === 'stop' && (c.negated || c.irrealis)) return true;
    // "out of control", "no brakes", "kept going faster".
    for (let i = c.start; i < c.end; i += 1) if (RUNAWAY_WORDS.has(tokens[i]?.normal ?? '') || (tokens[i]?.normal === 'control' && tokens[i - 1]?.normal === 'of')) return true;
  }
  return false;
}

/** "we slowed down and stopped", "the car rolled to a stop": the dreamer, or what carries them, comes to rest. */
function comesToRest(c: Clause, tokens: readonly SenseToken[]): boolean {
  if (c.negated || c.irrealis || c.subject === 'other' || c.subject === 'nobody') return false;
  if (c.verbLemma === 'stop' && (c.object === 'none' || c.object === 'thing') && !tokens.slice(c.start, c.end).some((t) => t.pos === 'VERB' && t.normal.endsWith('ing') && t.lemma !== 'stop')) return true;
  if (c.verbLemma === 'slow' && c.particles.includes('down')) return true;
  return (c.verbLemma === 'roll' || c.verbLemma === 'come' || c.verbLemma === 'grind') && tokens.slice(c.start, c.end).some((t) => t.normal === 'stop' || t.normal === 'halt');
}

const HARD_FEELINGS: ReadonlySet<EmotionClass> = new Set(['apprehension', 'sadness', 'anger']);

const OF_WITH: ReadonlySet<string> = new Set(['of', 'with', 'from']);

/**
 * The dreamer feels, in these clauses, something glad and something hard at once. Tears of relief
 * ("I cried of relief", "crying with joy") are one glad feeling, not two.
 */
function mixedFeeling(clauses: readonly Clause[], tokens: readonly SenseToken[]): boolean {
  const felt = clauses.flatMap((c) => c.feelings).filter((f) => f.weight >= 0.3);
  const glad = felt.filter((f) => f.emotion === 'happiness');
  const gladFor = (i: number): boolean => OF_WITH.has(tokens[i + 1]?.normal ?? '') && glad.some((g) => g.token > i + 1 && g.token <= i + 3);
  return glad.length > 0 && felt.some((f) => HARD_FEELINGS.has(f.emotion) && !gladFor(f.token));
}

const QUOTE_MARKS: ReadonlySet<string> = new Set(['"', '“', '”']);

/** The clause begins inside a quotation opened earlier in its sentence. */
function quotedAt(tokens: readonly SenseToken[], c: Clause): boolean {
  let marks = 0;
  for (let i = c.start - 1; i >= 0 && tokens[i]?.sentence === tokens[c.start]?.sentence; i -= 1) if (QUOTE_MARKS.has(tokens[i]?.value ?? '')) marks += 1;
  return marks % 2 === 1;
}

const REFUSING = new Set(['refuse', 'decline', 'reject']);
const SAYING_NO = new Set(['say', 'tell', 'reply', 'answer', 'shake']);

/** The dreamer turns something down: "I refused", "I said no", "I shook my head", "I say "No, I'm good"". */
function refuses(c: Clause, tokens: readonly SenseToken[]): boolean {
  if (c.subject !== 'dreamer' || c.negated || c.irrealis) return false;
  if (REFUSING.has(c.verbLemma)) return true;
  if (!SAYING_NO.has(c.verbLemma) || c.verb === null) return false;
  if (c.verbLemma === 'shake') return tokens.slice(c.verb, c.end).some((t) => t.normal === 'head');
  // The first word said after the verb ("said no", "said "No, thanks"").
  for (let i = c.verb + 1; i < Math.min(c.end + 2, c.verb + 5); i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    return t.normal === 'no' || t.normal === 'nope' || t.normal === 'nah';
  }
  return false;
}

export function readEnding(story: readonly Clause[], clauses: readonly Clause[], tokens: readonly SenseToken[]): Ending {
  // The last event: a clause with a verb and someone doing it, not a trailing aside ("forgot the others").
  // A diary's "Landed in a skip." or "Lost it between the trees." opens its sentence on the verb: the dreamer's deed.
  // "Felt amazing." is a feeling, not an event.
  const opensSentence = (c: Clause): boolean => c.verbLemma !== 'feel' && !story.some((x) => x.sentence === c.sentence && x.start < c.start) && firstWord(tokens, c) === c.verb && pastForm(tokens[c.verb]);
  const lastFound = [...story].reverse().find((c) => c.verb !== null && (c.subject !== 'none' || opensSentence(c))) ?? story[story.length - 1] ?? null;
  // "…and I said "No thanks, I have enough."": a last clause inside someone's words is said at the clause
  // that opens them; the words are the dream's last act, not a scene of their own.
  const last = lastFound && quotedAt(tokens, lastFound) ? ([...story].reverse().find((c) => c.index < lastFound.index && c.sentence === lastFound.sentence && !quotedAt(tokens, c)) ?? lastFound) : lastFound;
  const waking = clauses.find((c) => c.waking) ?? null;
  const wakingSentence = waking ? clauses.filter((c) => c.sentence === waking.sentence) : [];
  // Leaving is an escape only when something threatened the dreamer before it.
  const threatened = story.some((c) => (c.object === 'dreamer' && (c.verbClasses.includes('chase') || c.verbClasses.includes('attack'))) || c.pursuit || c.feelings.some((f) => f.emotion === 'apprehension' && f.weight >= 0.6));
  const lysis = story.slice(-2).reverse();
  const feelingsAtEnd = [...(waking?.feelings ?? []), ...lysis.flatMap((c) => c.feelings)];
  const strongestEnd = feelingsAtEnd.sort((a, b) => b.weight - a.weight)[0]?.emotion ?? null;
  let kind: EndingKind | null = null;
  // The last sentence decides, its last clause first ("…and I said sorry and we ate the sandwiches").
  const lastSentence = last ? story.filter((c) => c.sentence === last.sentence).reverse() : [];
  for (const c of [...lysis, ...lastSentence.filter((c) => !lysis.includes(c))]) {
    kind = endingOf(c, tokens, threatened);
    // "I left and stood in the lift and my teeth were all back": leaving is the ending only when
    // nothing but a feeling follows it ("…and I wasn't scared").
    if (kind === 'departure' && story.some((x) => x.index > c.index && x.verb !== null && !x.feelings.length && !x.deniedFeelings.length)) kind = null;
    // "I decided to just dive in and get them and … I could read all of them at once": what was only
    // meant to happen is left undone only where the dreamer does nothing after it.
    if (kind === 'unresolved' && story.some((x) => x.index > c.index && x.subject === 'dreamer' && x.verb !== null && !x.negated && !x.irrealis)) kind = null;
    // "he held out a fish to me and I said "No thanks, I have enough"": a gift the dreamer turns down is not
    // received; the dream ends on the refusal, and the offer is only what it answers.
    if (kind === 'gift' && story.some((x) => x.index > c.index && refuses(x, tokens))) kind = null;
    if (kind) break;
  }
  // "Woke up before I ever got it open": waking cuts the dream off.
  // A glad ending with a longing in it ("like I'd been waiting my whole life") is not cut off.
  // "there was no brake pedal… we kept going faster… then we slowed down on our own and stopped": a
  // motion the dreamer could not stop comes to rest. A stop is an ending like any other only where
  // nothing has been out of control.
  if ((kind === null || kind === 'unresolved') && runaway(story, tokens)) {
    const halt = [...lysis, ...lastSentence].find((c) => comesToRest(c, tokens));
    if (halt) kind = 'halt';
  }
  // "I feel so embarrassed but also weird good feeling. Then I woke up.": the last scene holds a glad
  // feeling and a hard one together. That is where the dream arrives, not a tension left standing.
  // (So does the waking, "I woke up feeling sort of tender and a bit guilty": the dream's close, felt.)
  if (kind === null && mixedFeeling([...lastSentence, ...wakingSentence.filter((c) => c.waking)], tokens)) kind = 'mixed';
  // "…I was holding the key and it was warm. I woke up feeling super guilty": a hard feeling felt
  // only on waking, after a dream without threat or fear at its close, did not break the dream off.
  const fearBeforeWaking = threatened || lysis.some((c) => c.feelings.some((f) => f.emotion === 'apprehension'));
  // "I woke up and I could still feel the scarf": what comes back with the dreamer was not cut off.
  const carried = waking ? carriedOut(clauses, story, tokens, waking) : null;
  const wakingCuts = waking !== null && (wakingSentence.some((c) => cutsShort(c, tokens)) || (carried === null && kind !== 'mixed' && (kind === 'unresolved' || kind === 'caught' || kind === null && ((strongestEnd === 'apprehension' && fearBeforeWaking) || (last?.irrealis === true && strongestEnd !== 'happiness')))));
  if (waking && wakingCuts && kind !== 'escape' && kind !== 'found' && kind !== 'gift' && kind !== 'reunion' && kind !== 'landing') kind = 'waking';
  // "…I felt weirdly proud. When I got home I didn't know where to put it down": a glad feeling one
  // clause back does not make the ending calm when the last thing the dreamer does is left undone.
  const leftUndone = last !== null && (last.negated || last.irrealis || tokens.slice(last.start, last.end).some((t) => NEGATORS.has(t.normal))) && last.subject === 'dreamer' && !last.feelings.length && !last.deniedFeelings.length;
  if (!kind && strongestEnd === 'happiness' && !leftUndone) kind = 'peace';
  if (!kind && last && (last.negated || last.irrealis) && last.subject === 'dreamer') kind = 'unresolved';
  if (!kind && strongestEnd && strongestEnd !== 'happiness' && lysis.some((c) => c.feelings.some((f) => f.emotion === strongestEnd))) kind = 'unresolved';
  return { kind: kind ?? 'open', clause: last?.index ?? null, waking: waking?.index ?? null, feeling: strongestEnd, carried };
}
