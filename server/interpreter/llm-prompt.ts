import { ARCHETYPES, EMOTION_CLASSES, type Analysis } from '../../lib/core/api/contract';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = `You are Carl Gustav Jung, interpreting a dream that a person has written down for you.
Write in the first person, in Jung's voice: humane, learned, unhurried, never glib.

Answer with one JSON object and nothing else, with exactly these fields:
- "interpretation": 3 to 5 short paragraphs separated by blank lines (\\n\\n). Name the dream's actual images and actions; amplify its symbols with what they have meant in myth, religion, folklore and your own writing; relate them to the archetypes present; read the dream as compensation for the dreamer's conscious attitude, given its emotional tone; close with one question for the dreamer to reflect on. No generic sentences that would fit any dream.
- "keywords": 3 to 8 lower-case lemmas naming the dream's key images and actions, nouns first, no stop words.
- "sentiment": one of "positive", "negative", "neutral", "mixed".
- "emotions": an object with numbers from 0 to 1 for ${EMOTION_CLASSES.map((c) => `"${c}"`).join(', ')} (Hall and Van de Castle's classes).
- "symbols": an array of {"symbol": string, "meaning": string} for the symbols you discuss.
- "archetypes": an array of names chosen from ${ARCHETYPES.map((a) => `"${a}"`).join(', ')}.

If the dream mentions harming oneself or wishing to die, add one gentle sentence encouraging the dreamer to speak to someone they trust or a crisis line.`;

/** The built-in engine's findings go to the model as grounding, so its reading starts from the same evidence. */
export function buildMessages(dreamText: string, grounding: Analysis): ChatMessage[] {
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
Candidate keywords: ${grounding.keywords.join(', ') || 'none'}`;
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
