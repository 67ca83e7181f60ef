/**
 * The reading: a walk through the dream in its own order — where it begins and who is there,
 * what develops, where it turns, how it ends — with the central image and the other major images
 * amplified where they occur, then what the ending suggests, the archetypes the dream gives
 * evidence for, the dreamer's feelings, and a question made of the dream's own images. The plan
 * (which framing, which reading of the turn and the end, which question) follows the dream's shape.
 */
import type { Lexicon } from '../lexicon';
import type { SymbolHit } from '../symbols';
import type { Clause, Mention } from '../structure/types';
import { amplify } from './amplify';
import { createContext, firstMention, imageTerms, quoteClause, tell, tellClause, type ComposeInput, type ReadingContext } from './context';
import { joinList } from './grammar';
import { retell } from './revoice';
import { absenceSentence, archetypeSentences, compensationSentence, feelingSentences } from './meaning';
import { castPlurals, castSlots, readCast } from './roles';
import { lookup, pushTo } from '../text-utils';

/** Reading length follows the dream: about 90 words for one line, up to about 480 for a long report. */
export function targetWords(dreamWords: number): number {
  return Math.round(Math.min(490, 95 + 1.8 * dreamWords));
}

const ACTION_SHAPES: Record<string, string> = { flying: 'flight', falling: 'fall', swimming: 'water', drowning: 'water', 'being chased': 'chase' };

/** The images worth amplifying: the central one first, then the strongest others, as length allows. */
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

interface Walk {
  ctx: ReadingContext;
  majors: SymbolHit[];
  central: SymbolHit | null;
  /** An everyday dream: its images are glossed briefly, not inflated. */
  plain: boolean;
  /** Marks a sentence the reading can drop when it runs long. */
  optional: (sentence: string, priority: number) => string;
}

/** Amplifies the major images whose first mention lies in clauses just told. */
function amplifyTold(w: Walk, before: ReadonlySet<number>): string[] {
  const out: string[] = [];
  const now = [...w.ctx.told].filter((i) => !before.has(i));
  for (const hit of w.majors) {
    if (w.ctx.touched.has(hit)) continue;
    const m = firstMention(w.ctx, hit);
    // The second sentence of an amplification (its gloss) is the first thing a short reading gives up.
    if (m && now.includes(m.clause)) out.push(...amplify(w.ctx, m, hit === w.central && !w.plain ? 'full' : 'brief').map((x, k) => (k ? w.optional(x, 3) : x)));
  }
  return out;
}

function told(ctx: ReadingContext): Set<number> {
  return new Set(ctx.told);
}

/** Story sentences worth retelling in the development, best first: new images, feeling, plot verbs, markers. */
function developmentChoices(ctx: ReadingContext, majors: readonly SymbolHit[]): number[] {
  const { drama } = ctx;
  const skip = new Set<number>([...drama.exposition, ...drama.lysis, ...(drama.turn ? [drama.turn.clause] : [])]);
  const bySentence = new Map<number, Clause[]>();
  for (const c of ctx.story) if (drama.development.includes(c.index)) pushTo(bySentence, c.sentence, c);
  const seen = new Set<SymbolHit>();
  const scored: { clause: number; score: number }[] = [];
  for (const [, clauses] of bySentence) {
    if (clauses.some((c) => skip.has(c.index))) continue;
    let score = 0;
    for (const c of clauses) {
      score += c.feelings.length * 0.8;
      if (c.verbClasses.some((v) => ['chase', 'flee', 'search', 'find', 'fall', 'fly', 'transform', 'give', 'attack', 'appear', 'rescue', 'fight', 'die', 'open'].includes(v))) score += 1.5;
      if (c.markers.includes('sudden') || c.markers.includes('revelation')) score += 1;
      for (const m of drama.mentions) {
        if (m.clause !== c.index || m.negated || seen.has(m.hit)) continue;
        seen.add(m.hit);
        score += majors.includes(m.hit) ? 2 : 0.5;
      }
    }
    const lead = clauses[0];
    if (lead) scored.push({ clause: lead.index, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.clause - b.clause).map((s) => s.clause);
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

export function composeReading(input: ComposeInput, lex: Lexicon): string {
  const ctx = createContext(input, lex);
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
  // An everyday dream of several scenes is read as such; a one-line dream always gets its full amplification.
  const plain = ctx.story.length > 3 && drama.shape.primary === 'episode' && !drama.turn && drama.clauses.every((c) => c.feelings.length === 0) && Math.max(...scores) < 0.35;
  const w: Walk = { ctx, majors, central, plain, optional };
  const cast = readCast(ctx);
  const slots = castSlots(cast);
  const plural = castPlurals(cast);
  const shape = drama.shape.primary;
  const single = ctx.story.length <= 1 || (ctx.story.every((c) => c.sentence === ctx.story[0]?.sentence) && ctx.story.length <= 2);

  // The exposition: the first scene, retold, and the images it brings.
  const opening: string[] = [];
  // The dream starts with its first event, not with a remark like "first time in months".
  const firstClause = ctx.story.find((c) => c.verb !== null)?.index ?? drama.exposition[0] ?? ctx.story[0]?.index;
  if (firstClause !== undefined) {
    const before = told(ctx);
    const C = tell(ctx, firstClause, 26, true);
    const s = C ? voice.say(single ? 'open.single' : 'open', { clause: C }) : null;
    if (s) opening.push(s);
    else opening.push(...openingWithoutRetelling(ctx));
    for (const ci of drama.exposition) if (!ctx.told.has(ci) && ci !== firstClause) tell(ctx, ci);
    opening.push(...amplifyTold(w, before));
  }
  const persons = drama.mentions
    .filter((m, k, all) => drama.exposition.includes(m.clause) && !m.negated && !m.viaPronoun && (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal') && all.findIndex((x) => x.hit === m.hit) === k)
    .filter((p) => !ctx.touched.has(p.hit) && p.hit !== central)
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
  const frame = single && shape === 'episode' ? null : (voice.say(plain ? 'frame.plain' : `frame.${shape}`, slots, plural) ?? voice.say('frame.episode', slots, plural));
  if (frame) opening.push(single ? optional(frame, 3) : frame);
  const second = drama.shape.secondary ? voice.say(`also.${drama.shape.secondary}`, slots, plural) : null;
  // A second shape that only names the same place or figure again adds nothing.
  const roleValues = [slots.setting, slots.central, slots.pursuer, slots.sought, slots.figure].filter((v): v is string => Boolean(v));
  if (second && !(frame && roleValues.some((v) => frame.includes(v) && second.includes(v)))) opening.push(optional(second, 5));

  // What the ending suggests and the closing moves are fixed in size; the development takes what is left.
  const fixed = (drama.turn ? 40 : 0) + 45 + 30 + Math.min(2, input.archetypes.length) * 30 + 25;
  let room = Math.max(0, target - wordsIn(opening) - fixed);
  // A dream with a middle gets at least one sentence of it, whatever the budget says.
  let minimum = dreamWords > 40 ? 1 : 0;
  const development: string[] = [];
  const chosen: number[] = [];
  // The central image is amplified where it first occurs, so its sentence is told first of all.
  const centralAt = central ? firstMention(ctx, central)?.clause : undefined;
  const choices = developmentChoices(ctx, majors);
  const ordered = centralAt !== undefined ? [...choices.filter((ci) => sameSentence(ctx, ci, centralAt)), ...choices.filter((ci) => !sameSentence(ctx, ci, centralAt))] : choices;
  // Retelling is the walk, not the reading: a few key events, more for a longer dream.
  const maxEvents = 1 + Math.floor(dreamWords / 55);
  for (const ci of ordered) {
    const c = drama.clauses[ci];
    if (!c || chosen.length >= maxEvents) continue;
    const cost = Math.max(8, (c.end - c.start) * 1.1) + (drama.mentions.some((m) => m.clause === ci && majors.includes(m.hit) && !ctx.touched.has(m.hit)) ? 30 : 0);
    if (cost > room && minimum <= 0) continue;
    room -= cost;
    minimum -= 1;
    chosen.push(ci);
  }
  for (const ci of chosen.sort((a, b) => a - b)) {
    if (ctx.told.has(ci)) continue;
    const before = told(ctx);
    const C = tell(ctx, ci);
    const Q = C ? null : quoteClause(ctx, ci);
    const s = C ? voice.say('then', { clause: C }) : Q ? voice.say('then.quote', { quote: Q }) : null;
    if (!s) continue;
    development.push(s, ...amplifyTold(w, before));
  }

  // The culmination and the lysis.
  const close: string[] = [];
  if (drama.turn && !ctx.told.has(drama.turn.clause)) {
    const before = told(ctx);
    const C = tell(ctx, drama.turn.clause);
    const Q = C ? null : quoteClause(ctx, drama.turn.clause);
    const s = C ? voice.say(`turn.${drama.turn.kind}`, { clause: C }) : Q ? voice.say('turn.quote', { quote: Q }) : null;
    if (s) {
      close.push(s, ...amplifyTold(w, before));
      const why = voice.say(`turnWhy.${shape}.${drama.turn.kind}`, slots, plural) ?? voice.say(`turnWhy.${drama.turn.kind}`, slots, plural);
      if (why) close.push(why);
    }
  }
  const last = drama.ending.clause;
  if (last !== null && !ctx.told.has(last) && !single) {
    const before = told(ctx);
    const C = tell(ctx, last);
    const Q = C ? null : quoteClause(ctx, last);
    const s = C ? voice.say('end', { clause: C }) : Q ? voice.say('end.quote', { quote: Q }) : null;
    if (s) {
      close.push(s, ...amplifyTold(w, before));
      // The last event has just been told; the reading of the ending should not tell it again.
      slots.end = null;
    }
  }
  // The last event, told anywhere in the reading, is not told again by what follows it.
  if (slots.end && voice.hasSaid(slots.end)) slots.end = null;
  if (drama.ending.waking !== null) {
    const C = tellWaking(ctx, drama.ending.waking);
    const cut = drama.ending.kind === 'waking';
    // A bare "I woke up" is said briefly; what the waking brought with it is told in full, unless
    // that would tell again what the reading has just told.
    const bare = C !== null && C.split(' ').length <= 4;
    const full = C && !bare ? voice.say(cut ? 'woke.cut' : 'woke', { clause: C }) : null;
    const s = full ?? (C ? voice.say(cut ? 'woke.cutShort' : 'woke.short') : null);
    if (s) close.push(s);
  }
  const lysis = single && drama.ending.kind === 'open' ? null : (voice.say(`lysis.${shape}.${drama.ending.kind}`, slots, plural) ?? voice.say(`lysis.${drama.ending.kind}`, slots, plural));
  if (lysis) close.push(lysis);

  // What it may mean: the central image if it has not been amplified yet, archetypes, feeling.
  const meaning: string[] = [];
  if (central && !ctx.touched.has(central)) {
    const m = firstMention(ctx, central);
    if (m) meaning.push(...amplify(ctx, m, plain ? 'brief' : 'full'));
  }
  // The archetypes the API lists are always named in the reading; only a second one may give way.
  meaning.push(...archetypeSentences(ctx, dreamWords < 40 ? 1 : 2).map((a, k) => (k ? optional(a, 4) : a)));
  const absence = absenceSentence(ctx);
  if (absence) meaning.push(absence);
  meaning.push(...feelingSentences(ctx, slots.central ?? null));
  const comp = compensationSentence(ctx, slots, plural);
  if (comp) meaning.push(optional(comp, 5));
  const untouched = majors.filter((h) => !ctx.touched.has(h) && !mentionedInTold(ctx, h));
  if (untouched.length) {
    const names = untouched.map((h) => firstMention(ctx, h)).filter((m): m is Mention => m !== null).map((m) => imageTerms(ctx, m).np.definite);
    const s = names.length ? voice.say('others', { list: joinList(names) }) : null;
    if (s) meaning.push(optional(s, 6));
  }

  const ask = voice.say(`ask.${shape}.${drama.ending.kind}`, slots, plural) ?? voice.say(`ask.${shape}`, slots, plural) ?? voice.say(`ask.${drama.ending.kind}`, slots, plural) ?? voice.say('ask.any', slots, plural) ?? voice.say('ask.fallback', { list: input.keywords.length ? joinList(input.keywords.slice(0, 2).map((k) => `the ${k}`)) : null }) ?? voice.say('ask.bare');

  const paragraphs = single
    ? [[...opening], [...close, ...meaning], ask ? [ask] : []]
    : [opening, development, close, meaning, ask ? [ask] : []];
  // A one-line dream gets a short reading: what can go goes, least needed first.
  trim(paragraphs, dreamWords <= 25 ? 145 : Math.max(160, Math.round(target * 1.25)), optionals);
  return paragraphs
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

/** The waking sentence from its waking clause on ("you woke up before you ever got it open"). */
function tellWaking(ctx: ReadingContext, ci: number): string | null {
  const c = ctx.drama.clauses[ci];
  if (!c) return null;
  let end = c.end;
  for (const x of ctx.drama.clauses) if (x.index > ci && x.sentence === c.sentence && x.waking) end = x.end;
  // "…and I was crying a bit when I woke up too": a waking clause that starts with "when" needs the clause before it.
  const lead = ctx.tokens.slice(c.start, c.end).find((t) => t.isWord);
  const prev = ctx.drama.clauses[ci - 1];
  const start = lead && ['when', 'as', 'after', 'until', 'till'].includes(lead.normal) && prev && prev.sentence === c.sentence ? prev.start : c.start;
  const r = retell(ctx.tokens, start, end, ctx.cues, 20);
  if (!r) return tellClause(ctx, ci, 18);
  return /^(woke|awoke)\b/.test(r.text) ? `you ${r.text}` : r.text;
}

function sameSentence(ctx: ReadingContext, a: number, b: number): boolean {
  return ctx.drama.clauses[a]?.sentence === ctx.drama.clauses[b]?.sentence;
}

/** Drops the sentences the reading can do without (`optional`: higher priority goes first) until it fits. */
function trim(paragraphs: string[][], maxWords: number, optional: ReadonlyMap<string, number>): void {
  // Counted once; each cut takes its own words off (sentences never share a word).
  let words = 0;
  for (const p of paragraphs) words += wordsIn(p);
  while (words > maxWords) {
    let worst: { p: string[]; k: number; priority: number } | null = null;
    for (const p of paragraphs) {
      p.forEach((sentence, k) => {
        const priority = optional.get(sentence);
        if (priority !== undefined && (!worst || priority > worst.priority)) worst = { p, k, priority };
      });
    }
    const found = worst as { p: string[]; k: number; priority: number } | null;
    if (!found) return;
    words -= wordsIn(found.p.splice(found.k, 1));
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
  while (end > first.start && ctx.tokens[end - 1]?.pos === 'PUNCT') end -= 1;
  if (end - first.start > 22 || !spans.exact[first.start] || !spans.exact[end - 1]) return [];
  const quote = ctx.input.text.slice(spans.start[first.start], spans.end[end - 1]);
  if (/["“”\n]/.test(quote)) return [];
  const s = ctx.voice.say('open.quote', { quote: `"${quote}"` });
  return s ? [s] : [];
}
