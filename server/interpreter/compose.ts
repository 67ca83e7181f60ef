import type { EmotionClass } from '../../lib/core/api/contract';
import type { EmotionEvidence, EmotionResult } from './emotions';
import type { Lexicon } from './lexicon';
import type { ArchetypeHit, SymbolHit } from './symbols';
import { capitalise, fill, hashText, joinList, opening, pick } from './text-utils';

export interface ComposeInput {
  text: string;
  hits: SymbolHit[];
  archetypes: ArchetypeHit[];
  emotions: EmotionResult;
  keywords: string[];
  selfHarm: boolean;
}

const SCENE_KINDS = new Set(['place']);
const ACTOR_KINDS = new Set(['figure', 'animal']);

/** Only events that read as happenings ("being chased", "teeth falling out"), not scenery ("darkness"). */
function eventLabels(evidence: EmotionEvidence[]): string[] {
  const seen = new Set<string>();
  for (const e of evidence) if (e.kind === 'event' && /\b\w{2,}ing\b/.test(e.text)) seen.add(e.text);
  return [...seen];
}

function describeImages(input: ComposeInput, lex: Lexicon, seed: number): string {
  const { hits } = input;
  const scene = hits.filter((h) => SCENE_KINDS.has(h.entry.kind)).slice(0, 2);
  const actors = hits.filter((h) => ACTOR_KINDS.has(h.entry.kind)).slice(0, 3);
  // Events ("being late") are happenings, so they are listed with the actions, not the images.
  const things = hits.filter((h) => !SCENE_KINDS.has(h.entry.kind) && !ACTOR_KINDS.has(h.entry.kind) && h.entry.kind !== 'action' && h.entry.kind !== 'event').slice(0, 3);
  const images = [...scene, ...actors, ...things].slice(0, 6).map((h) => h.phrase);
  const actions = [...hits.filter((h) => h.entry.kind === 'action' || h.entry.kind === 'event').map((h) => h.phrase), ...eventLabels(input.emotions.evidence)];
  const uniqueActions = actions.filter((a, k) => !actions.slice(0, k).some((b) => b.includes(a) || a.includes(b))).slice(0, 3);
  const actionClause = uniqueActions.length ? `; and what happens is ${joinList(uniqueActions)}` : '';
  if (images.length) return fill(pick(lex.phrases.imagesIntro, seed, 2), { images: joinList(images), actions: actionClause });
  if (uniqueActions.length) return `What the dream shows is above all an action: ${joinList(uniqueActions)}.`;
  return `It keeps to plain things: ${joinList(input.keywords.slice(0, 4).map((k) => `the ${k}`))}.`;
}

function sameSentenceEvidence(hit: SymbolHit, input: ComposeInput, sentenceOf: (i: number) => number, used: Set<string>): string | null {
  const s = sentenceOf(hit.first);
  // Evidence that merely restates one of the amplified images ("an exam" beside "your final exam") adds nothing.
  const related = (text: string): boolean =>
    input.hits.slice(0, 2).some((h) => text.includes(h.entry.label) || text.includes(h.keyword) || h.phrase.includes(text.replace(/^(a|an|the) /, '')));
  const ev = input.emotions.evidence.find((e) => e.sentence === s && !e.negated && e.weight > 0.3 && !used.has(e.text) && !related(e.text));
  if (!ev) return null;
  used.add(ev.text);
  return ev.kind === 'event' ? `In your dream it belongs with ${ev.text}.` : `In your dream it stands beside the word "${ev.text}".`;
}

function amplify(input: ComposeInput, lex: Lexicon, seed: number, sentenceOf: (i: number) => number): string | null {
  const chosen = input.hits.slice(0, 2);
  if (chosen.length === 0) {
    const plain = input.keywords.slice(0, 3).map((k) => `the ${k}`);
    return plain.length ? fill(pick(lex.phrases.ordinary, seed, 9), { images: joinList(plain) }) : null;
  }
  const used = new Set<string>();
  return chosen
    .map((h, k) => {
      const connectors = lex.phrases.amplifyConnectors[k] ?? lex.phrases.amplifyConnectors[0] ?? [];
      const lead = fill(pick(connectors, seed, 3 + k), { phrase: h.phrase, Phrase: capitalise(h.phrase) });
      const tie = sameSentenceEvidence(h, input, sentenceOf, used);
      return [lead, h.entry.amplification, tie].filter(Boolean).join(' ');
    })
    .join(' ');
}

function archetypeParagraph(input: ComposeInput, lex: Lexicon, seed: number): string | null {
  const [first, second] = input.archetypes;
  if (!first) return null;
  const entry = lex.archetypes.get(first.name);
  if (!entry) return null;
  const symbols = joinList(first.via.slice(0, 2).map((h) => h.phrase));
  const parts = [fill(pick(lex.phrases.archetypeIntro, seed, 5), { symbols, archetype: first.name }), entry.description, entry.inDreams];
  if (second) {
    const via = second.via.find((h) => !first.via.slice(0, 2).includes(h)) ?? second.via[0];
    if (via) parts.push(`Something of the ${second.name} is present as well, in ${via.phrase}.`);
  }
  return parts.join(' ');
}

function emotionParagraph(input: ComposeInput, lex: Lexicon, seed: number): string {
  const { emotions } = input;
  const main = input.hits[0]?.phrase ?? (input.keywords[0] ? `the ${input.keywords[0]}` : 'this dream');
  const parts: string[] = [];
  const dominant: EmotionClass | null = emotions.dominant;
  if (dominant) {
    const best = emotions.evidence
      .filter((e) => e.emotion === dominant && !e.negated)
      .sort((a, b) => b.weight - a.weight)[0];
    const evidence = best ? (best.kind === 'event' ? best.text : `the word "${best.text}"`) : 'its mood';
    parts.push(fill(pick(lex.phrases.emotionLead[dominant], seed, 6), { evidence }));
  }
  const negated = emotions.evidence.find((e) => e.negated);
  if (negated) parts.push(fill(pick(lex.phrases.negatedFeeling, seed, 7), { phrase: negated.text }));
  parts.push(fill(pick(lex.phrases.compensation[emotions.sentiment], seed, 8), { symbol: main }));
  if (input.selfHarm) parts.push(lex.phrases.support);
  return parts.join(' ');
}

function question(input: ComposeInput, lex: Lexicon, seed: number): string {
  const top = input.archetypes[0];
  const entry = top ? lex.archetypes.get(top.name) : undefined;
  const symbol = top?.via[0]?.phrase ?? input.hits[0]?.phrase ?? (input.keywords[0] ? `the ${input.keywords[0]}` : 'this dream');
  const q = entry ? pick(entry.questions, seed, 10) : pick(lex.phrases.fallbackQuestions, seed, 10);
  return `${pick(lex.phrases.questionIntro, seed, 11)} ${q.replace('{symbol}', symbol)}`;
}

export function composeReading(input: ComposeInput, lex: Lexicon, sentenceOf: (i: number) => number): string {
  const seed = hashText(input.text);
  const quote = opening(input.text, 22);
  const first = `${fill(pick(lex.phrases.openers, seed, 1), { quote })} ${describeImages(input, lex, seed)}`;
  return [first, amplify(input, lex, seed, sentenceOf), archetypeParagraph(input, lex, seed), emotionParagraph(input, lex, seed), question(input, lex, seed)]
    .filter((p): p is string => Boolean(p))
    .join('\n\n');
}

/** For "I don't remember much": honour the fragment instead of inventing a dream around it. */
export function composeSparse(input: ComposeInput, lex: Lexicon): string {
  const [intro, withFragment, withoutFragment, closing, closingPlain] = lex.phrases.sparse;
  const fragments = input.hits.length ? input.hits.slice(0, 3).map((h) => h.phrase) : input.keywords.slice(0, 3).map((k) => `the ${k}`);
  const middle = fragments.length ? fill(withFragment ?? '', { fragment: joinList(fragments) }) : (withoutFragment ?? '');
  const parts = [fill(intro ?? '', { quote: opening(input.text, 22) }), middle];
  if (input.selfHarm) parts.push(lex.phrases.support);
  parts.push(fragments[0] ? fill(closing ?? '', { symbol: fragments[0] }) : (closingPlain ?? ''));
  return parts.filter(Boolean).join('\n\n');
}

export function composeNonEnglish(input: ComposeInput, lex: Lexicon): string {
  const parts = [...lex.phrases.nonEnglish];
  if (input.selfHarm) parts.push(lex.phrases.support);
  return parts.join('\n\n');
}
