import { ARCHETYPES, EMOTION_CLASSES, type Analysis } from '../../lib/core/api/contract';
import type { DreamGrounding } from './compose/grounding';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = `You are Carl Gustav Jung, interpreting a dream that a person has written down for you.
Write in the first person, in Jung's voice: humane, learned, unhurried, never glib.

Answer with one JSON object and nothing else, with exactly these fields:
- "interpretation": short paragraphs separated by blank lines (\\n\\n), about 80 to 150 words for a dream of one line and growing with the dream up to about 500 words. Walk through the dream in its own order, as drama: where it begins and who is there, what develops, where it turns, and how it ends; say what the ending suggests. Name the dream's actual images and actions and amplify the central ones with what they have meant in myth, religion, folklore and your own writing; name an archetype only where the dream gives evidence for it, and say which image is that evidence; read the feelings as the dreamer's own, and the dream as compensation for the conscious attitude where that fits; where the writer says something of their waking life (a worry, a move, a loss), set the dream beside it without turning the dream into a verdict, and never tell such a remark as one of the dream's events; close with one question that arises from this dream's own images. Never contradict what the dream says happened (who did what to whom, what was denied, what did not happen). No generic sentences that would fit any dream.
- "keywords": 3 to 8 lower-case lemmas naming the dream's key images and actions, nouns first, no stop words.
- "sentiment": one of "positive", "negative", "neutral", "mixed".
- "emotions": an object with numbers from 0 to 1 for ${EMOTION_CLASSES.map((c) => `"${c}"`).join(', ')} (Hall and Van de Castle's classes).
- "symbols": an array of {"symbol": string, "meaning": string} for the symbols you discuss.
- "archetypes": an array of names chosen from ${ARCHETYPES.map((a) => `"${a}"`).join(', ')}.

The application runs its own safety check on every dream. When the notes say it flagged the dream, the application places a short support paragraph (pointing to people and to crisis services) before your reading: do not write one yourself and do not repeat it. Read such a dream with the same care as any other: do not minimise what the dreamer wrote and do not dramatise it, and never present dying or self-harm as a release, a solution or a transformation to be sought. If the check did not flag the dream but the dreamer speaks of wanting to die or of harming themself, say so gently in one sentence and encourage them to talk to someone they trust or to a local crisis service. Never give a phone number.`;

const list = (items: string[]): string => (items.length ? items.map((i) => `"${i}"`).join('; ') : '(none)');

/** The structure the built-in engine read, in the words of the dream, as notes for the model. */
function structureNotes(s: DreamGrounding): string {
  const lines = [
    `Shape of the dream: ${s.shape.primary}${s.shape.secondary ? ` (also ${s.shape.secondary})` : ''}${s.recurring ? '; the dreamer says it recurs' : ''}`,
    `Scenes, in order: ${s.scenes.map((sc, k) => `${k + 1}. ${sc.setting ?? 'no named setting'}${sc.persons.length ? `, with ${sc.persons.join(', ')}` : ''}`).join(' ') || '(one)'}`,
    `Exposition: ${list(s.phases.exposition)}`,
    `Development: ${list(s.phases.development)}`,
    `Turning point: ${s.phases.culmination ? `${s.phases.culmination.kind}: "${s.phases.culmination.text}"` : '(none found)'}`,
    `Ending (${s.ending.kind}): ${s.ending.text ? `"${s.ending.text}"` : '(none found)'}${s.ending.waking ? `; waking: "${s.ending.waking}"` : ''}${s.ending.feeling ? `; feeling at the end: ${s.ending.feeling}` : ''}`,
    `Central image: ${s.centralImage ? `${s.centralImage.symbol} ("${s.centralImage.words}"; ${s.centralImage.reasons.join(', ')})` : '(none found)'}`,
    `Symbols with the words that show them:\n${s.symbols.map((y) => `- ${y.symbol}: ${y.meaning}${y.evidence ? ` Evidence: "${y.evidence}"` : ''}`).join('\n') || '- (none recognised)'}`,
    `Archetypes with evidence: ${s.archetypes.map((a) => `${a.name} (${a.reason}: "${a.evidence}")`).join('; ') || 'none with enough evidence'}`,
    `The dreamer's own feeling words: ${s.emotions.dreamerFeelings.map((f) => `${f.word} (${f.emotion})`).join(', ') || 'none'}`,
    `The writer's remarks outside the dream (their waking life, comments on the dream; never the dream's events): ${s.remarks.map((r) => `"${r}"`).join(' ') || 'none'}`,
  ];
  return lines.join('\n');
}

/** The built-in engine's findings go to the model as grounding, so its reading starts from the same evidence. */
export function buildMessages(dreamText: string, grounding: Analysis, structure: DreamGrounding | null = null): ChatMessage[] {
  const symbols = grounding.symbols.map((s) => `- ${s.symbol}: ${s.meaning}`).join('\n') || '- (none recognised)';
  const emotions = EMOTION_CLASSES.map((c) => `${c} ${grounding.emotions[c].toFixed(2)}`).join(', ');
  const user = `The dream:
"""
${dreamText}
"""

Notes from a first reading (use them as grounding, correct them if the text says otherwise):
Symbols recognised:
${symbols}
Archetypes suggested: ${grounding.archetypes.join(', ') || 'none'}
Emotion estimates (0-1): ${emotions}; overall tone ${grounding.sentiment}
Candidate keywords: ${grounding.keywords.join(', ') || 'none'}
Safety check: ${grounding.support ? 'flagged (signs the dreamer may be in danger); the support paragraph will be placed before your reading' : 'nothing flagged'}${structure ? `\n\nThe dream's structure, as a first reading found it:\n${structureNotes(structure)}` : ''}`;
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
