/**
 * readDrama: from the parsed dream and its symbols to its structure: clauses, scenes, the four
 * phases, the ending, the central image and the shape. Everything here is a linear pass or two
 * over the tokens, so it adds well under a millisecond to a reading.
 */
import type { EmotionScores } from '../../../lib/core/api/contract';
import type { Lexicon } from '../lexicon';
import type { ParsedText } from '../nlp';
import { backStoryFigures, type SymbolHit } from '../symbols';
import { readClauses } from './clauses';
import { getDramaCues } from './cues';
import { rankImages } from './central-image';
import { aliasMentions, inStory, locateMentions, placeMentions, pronounMentions } from './mentions';
import { findTurn, readEnding, readScenes, storyClauses } from './phases';
import { classifyShape } from './shape';
import { tokenSpans, type SenseToken } from './tokens';
import type { Clause, Drama } from './types';

const RECURRING = /\b(recurring|same dream|keep having|kept having|keeps? coming back|(?:'ve|have|has|'d|ve) had this dream|had this dream (?:before|again|since|for|many|loads|lots|a few|several|twice|on and off)|have this dream|this dream again|dream(?:ed|t)? (?:it|this) again|every night|for years now|(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time (?:this|in)|why is it always|always (?:have|get) this)\b/i;

export interface DramaOptions {
  /** Too little was remembered to read a drama: the shape is "fragment". */
  sparse?: boolean;
}

function phases(story: readonly Clause[]): { exposition: number[]; lysis: number[] } {
  if (!story.length) return { exposition: [], lysis: [] };
  const firstSentence = story[0]?.sentence;
  const lastSentence = story[story.length - 1]?.sentence;
  if (firstSentence === lastSentence) {
    const first = story[0];
    const last = story[story.length - 1];
    return { exposition: first ? [first.index] : [], lysis: last && last !== first ? [last.index] : [] };
  }
  const exposition = story.filter((c) => c.sentence === firstSentence).slice(0, 3).map((c) => c.index);
  const lysis = story.filter((c) => c.sentence === lastSentence).slice(-2).map((c) => c.index);
  return { exposition, lysis };
}

/**
 * "the board says Platform 21", "leaving from Gate 0", "Room 101": a capitalised word with a number
 * after it, inside a sentence, is the name on a sign, not the thing itself standing in the dream.
 */
function numberedLabel(tokens: readonly SenseToken[], m: { start: number; end: number }): boolean {
  const head = tokens[m.end - 1];
  const prev = tokens[m.start - 1];
  return Boolean(head && /^[A-Z]/.test(head.value) && tokens[m.end]?.pos === 'NUM' && prev?.isWord && prev.sentence === head.sentence);
}

export function readDrama(text: string, parsed: ParsedText, hits: readonly SymbolHit[], emotions: EmotionScores, lex: Lexicon, options: DramaOptions = {}): Drama {
  const cues = getDramaCues();
  const tokens = parsed.tokens as readonly SenseToken[];
  const located = locateMentions(tokens, [...hits, ...backStoryFigures(parsed, lex, hits)], lex);
  const creatureAt = new Map<number, 'figure' | 'animal'>();
  for (const m of located) if (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal') for (let i = m.start; i < m.end; i += 1) creatureAt.set(i, m.hit.entry.kind);
  const clauses = readClauses(parsed, lex, cues, (i) => creatureAt.get(i) ?? null);
  // Following is a chase only in fear: in a dream whose feeling is glad rather than afraid, whoever
  // "followed me" keeps the dreamer company (a horse that follows to every class and then walks out
  // with them); chasing, hunting and stalking stay pursuits whatever the mood.
  if (emotions.happiness > emotions.apprehension && emotions.apprehension < 0.3) {
    for (const c of clauses) {
      if (c.verbLemma !== 'follow' || c.object !== 'dreamer' || c.subject === 'dreamer') continue;
      c.companion = true;
      c.pursuit = false;
      c.verbClasses = c.verbClasses.filter((v) => v !== 'chase');
    }
  }
  // Pronouns may point back to a figure named in the report's frame ("My mom died in March… she was sitting up").
  const placed = placeMentions(located, clauses, tokens);
  // People of the back-story are placed only for the dream's pronouns to find: they are no images of it.
  const dreamt = (m: { start: number }): boolean => tokens[m.start]?.inDream !== false || tokens[m.start]?.waking === true;
  const mentions = [...placed.filter((m) => inStory(m, clauses) && dreamt(m) && !numberedLabel(tokens, m)), ...pronounMentions(placed, clauses), ...aliasMentions(placed, clauses, tokens)].sort((a, b) => a.clause - b.clause || a.start - b.start);
  const story = storyClauses(clauses);
  const { exposition, lysis } = phases(story);
  // Clauses whose subject is a person or creature of the dream (not "someone online").
  const figureSubjects = new Set(mentions.filter((m) => m.role === 'subject' && (m.hit.entry.kind === 'figure' || m.hit.entry.kind === 'animal')).map((m) => m.clause));
  const turn = findTurn(story, new Set(exposition), lysis[lysis.length - 1] ?? null, tokens, figureSubjects);
  const development = story.map((c) => c.index).filter((i) => !exposition.includes(i) && !lysis.includes(i) && i !== turn?.clause);
  const ending = readEnding(story, clauses, tokens);
  const scenes = readScenes(story, tokens, mentions);
  const recurring = RECURRING.test(text) || clauses.some((c) => c.frame && c.markers.includes('recurring'));
  const ranked = rankImages(mentions, clauses, story, turn, lysis, cues, tokens);
  const top = ranked[0];
  // The central image tells the element of the dream only where it is more than a backdrop ("over the sea").
  const element = top && top.best.role !== 'oblique' ? top.hit : null;
  const shape = options.sparse ? { primary: 'fragment' as const, secondary: null } : classifyShape(story, mentions, ending, emotions, recurring, element, tokens);
  return {
    clauses,
    mentions,
    scenes,
    exposition,
    development,
    turn,
    lysis,
    ending,
    central: top ? { mention: top.best, reasons: top.reasons } : null,
    shape: { primary: shape.primary, secondary: shape.secondary },
    images: ranked.map((r) => r.hit),
    imageReasons: ranked.map((r) => r.reasons),
    recurring,
    spans: tokenSpans(text, tokens),
  };
}
