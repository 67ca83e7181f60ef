/**
 * The LLM's keywords held to the built-in engine's rules: lower-case content words naming the
 * dream's images and actions, never a stop word, a feeling word or a swear word. Runs on the main
 * thread, so it reads only two small word lists, not the whole lexicon.
 */
import profanityData from './sense/profanity.json' with { type: 'json' };
import stopwordsData from './lexicons/stopwords.json' with { type: 'json' };

const MAX_KEYWORDS = 8;
const FUNCTION_WORDS = new Set<string>(stopwordsData.function);
const WEAK = new Set<string>([...stopwordsData.weakNouns, ...stopwordsData.weakVerbs]);
const PROFANE = new Set<string>(profanityData.words);
const FEELINGS = new Set(['fear', 'afraid', 'scared', 'anxiety', 'anxious', 'joy', 'happy', 'happiness', 'sad', 'sadness', 'anger', 'angry', 'confusion', 'confused', 'love', 'grief', 'shame', 'guilt', 'relief', 'panic', 'dread', 'terror']);
const WORD = /^[a-z][a-z' -]*[a-z]$/;

/** Clean `proposed`; when nothing usable is left, the built-in engine's keywords stand. */
export function contentKeywords(proposed: string[], fallback: string[]): string[] {
  const kept: string[] = [];
  for (const raw of proposed) {
    const k = raw.toLowerCase().replace(/[“”"]/g, '').replace(/\s+/g, ' ').trim();
    if (!WORD.test(k) || kept.includes(k)) continue;
    const words = k.split(' ');
    if (words.length > 3 || words.some((w) => PROFANE.has(w))) continue;
    const head = words[words.length - 1] ?? '';
    if (FUNCTION_WORDS.has(head) || WEAK.has(head) || FEELINGS.has(head)) continue;
    kept.push(k);
    if (kept.length === MAX_KEYWORDS) break;
  }
  return kept.length ? kept : fallback;
}
