/**
 * The structured analysis behind a built-in reading, as a plain serialisable object for the LLM
 * prompt: scenes, the four phases, the ending, the central image, the shape, the symbols and
 * archetypes with the dreamer's own words as evidence, and the emotions. Events are quoted from
 * the dream exactly, not retold, so the model reads what the dreamer wrote.
 */
import type { EmotionClass, EmotionScores, Sentiment } from '../../../lib/core/api/contract';
import type { ArchetypeEvidence } from '../archetypes';
import type { EmotionResult } from '../emotions';
import type { Clause, Drama, EndingKind, Shape, TurnKind } from '../structure/types';

export interface DreamGrounding {
  shape: { primary: Shape; secondary: Shape | null };
  recurring: boolean;
  scenes: { setting: string | null; persons: string[]; events: string[] }[];
  phases: {
    exposition: string[];
    development: string[];
    culmination: { kind: TurnKind; text: string } | null;
    lysis: string[];
  };
  ending: { kind: EndingKind; text: string | null; waking: string | null; feeling: EmotionClass | null };
  centralImage: { symbol: string; words: string; reasons: string[] } | null;
  symbols: { symbol: string; meaning: string; evidence: string }[];
  archetypes: { name: string; reason: string; evidence: string }[];
  emotions: { scores: EmotionScores; sentiment: Sentiment; dominant: EmotionClass | null; dreamerFeelings: { emotion: EmotionClass; word: string }[] };
  /** The writer's own words outside the dream: remarks about it and about their waking life ("I start a new job on Monday"). */
  remarks: string[];
}

function quoteClause(text: string, drama: Drama, c: Clause | undefined): string {
  if (!c) return '';
  const { start, end } = drama.spans;
  let last = c.end - 1;
  while (last > c.start && !drama.spans.exact[last]) last -= 1;
  const from = start[c.start] ?? 0;
  return text.slice(from, end[last] ?? from).trim();
}

/** The clause at index i, quoted ("" for none). */
function quoted(text: string, drama: Drama, i: number | null | undefined): string {
  return i === null || i === undefined ? '' : quoteClause(text, drama, drama.clauses[i]);
}

/** The dream's own words from token start to end. */
function wordsOf(text: string, drama: Drama, start: number, end: number): string {
  return text.slice(drama.spans.start[start] ?? 0, drama.spans.end[end - 1] ?? 0);
}

export function buildGrounding(text: string, drama: Drama, archetypes: ArchetypeEvidence[][], emotions: EmotionResult): DreamGrounding {
  const q = (i: number | null | undefined): string => quoted(text, drama, i);
  const feelings = drama.clauses.flatMap((c) => c.feelings.map((f) => ({ emotion: f.emotion, word: wordsOf(text, drama, f.token, f.token + 1) })));
  const central = drama.central;
  return {
    shape: drama.shape,
    recurring: drama.recurring,
    scenes: drama.scenes.map((s) => ({
      setting: s.setting ? s.setting.hit.entry.label : null,
      persons: s.persons.map((p) => p.hit.entry.label),
      events: drama.clauses.filter((c) => c.index >= s.first && c.index <= s.last && !c.frame).map((c) => q(c.index)).filter(Boolean),
    })),
    phases: {
      exposition: drama.exposition.map(q),
      development: drama.development.map(q),
      culmination: drama.turn ? { kind: drama.turn.kind, text: q(drama.turn.clause) } : null,
      lysis: drama.lysis.map(q),
    },
    ending: { kind: drama.ending.kind, text: q(drama.ending.clause) || null, waking: q(drama.ending.waking) || null, feeling: drama.ending.feeling },
    centralImage: central ? { symbol: central.mention.hit.entry.label, words: wordsOf(text, drama, central.mention.start, central.mention.end), reasons: central.reasons } : null,
    symbols: drama.images.slice(0, 8).map((h) => {
      const m = drama.mentions.find((x) => x.hit === h && !x.negated && !x.viaPronoun);
      return { symbol: h.entry.label, meaning: h.entry.meaning, evidence: m ? q(m.clause) : '' };
    }),
    archetypes: archetypes.map((g) => g[0]).filter((e): e is ArchetypeEvidence => Boolean(e)).map((e) => ({ name: e.name, reason: e.reason, evidence: q(e.clause) })),
    emotions: { scores: emotions.scores, sentiment: emotions.sentiment, dominant: emotions.dominant, dreamerFeelings: feelings },
    remarks: remarksOf(text, drama),
  };
}

/** The writer's sentences outside the dream, each once, in order (the waking itself is the dream's ending, not a remark). */
function remarksOf(text: string, drama: Drama): string[] {
  const bySentence = new Map<number, Clause[]>();
  for (const c of drama.clauses) if ((c.frame || c.outside) && !c.waking) bySentence.set(c.sentence, [...(bySentence.get(c.sentence) ?? []), c]);
  const out: string[] = [];
  for (const clauses of bySentence.values()) {
    const first = clauses[0];
    const last = clauses[clauses.length - 1];
    if (!first || !last) continue;
    const words = wordsOf(text, drama, first.start, last.end).trim();
    if (words) out.push(words);
  }
  return out.slice(0, 6);
}
