/**
 * Retelling the dreamer's own clauses to them in the second person ("I couldn't find my car" →
 * "you couldn't find your car"). Retold words are the dreamer's, so the reading follows the dream
 * without inventing it; only pronouns and the verb after "I" change. A clause that cannot be
 * retold safely (direct speech, the dreamer's own "you", profanity) gives null.
 */
import type { DramaCues } from '../structure/cues';
import { looksUngrammatical } from './grammar';
import type { SenseToken } from '../structure/tokens';

// Maps, not objects: a dream may contain the word "constructor".
const PRONOUN_WORDS: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself',
  we: 'you', us: 'you', our: 'your', ours: 'yours', ourselves: 'yourselves',
  "i'm": "you're", 'i’m': 'you’re', "i've": "you've", 'i’ve': 'you’ve', "i'd": "you'd", 'i’d': 'you’d', "i'll": "you'll", 'i’ll': 'you’ll',
  im: "you're", ive: "you've",
};
const PRONOUNS = new Map(Object.entries(PRONOUN_WORDS));
const AFTER_I_WORDS: Record<string, string> = { was: 'were', am: 'are', "'m": "'re", '’m': '’re', wasnt: 'weren’t' };
const AFTER_I = new Map(Object.entries(AFTER_I_WORDS));
const SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', "you're", 'you’re', 'ya', 'u', "y'all"]);
// Tokens written against the word before them: contractions and closing punctuation.
const ATTACHED = new Set(["n't", 'n’t', "'s", '’s', "'re", '’re', "'ve", '’ve', "'ll", '’ll', "'d", '’d', "'m", '’m', ',', '.', ';', ':', '!', '?', ')', '%', '…', '...']);
const STOPS_RETELLING = new Set(['"', '“', '”']);
const LEADING_DROP = new Set(['and', 'but', 'so', 'then', 'or', 'also', 'anyway', 'well', 'like', 'suddenly', 'finally', 'eventually', 'later', 'afterwards', 'next', 'just']);
const LEADING_PHRASES = [['in', 'the', 'dream'], ['in', 'my', 'dream'], ['all', 'of', 'a', 'sudden'], ['the', 'next', 'thing', 'i', 'knew'], ['next', 'thing', 'i', 'knew'], ['next', 'thing'], ['after', 'that'], ['at', 'one', 'point'], ['at', 'some', 'point'], ['in', 'the', 'end'], ['at', 'the', 'end'], ['out', 'of', 'nowhere'], ['at', 'that', 'moment'], ['just', 'then'], ['at', 'last'], ['after', 'a', 'while'], ['and', 'then'], ['but', 'then']];

// In wink's normal forms: "I'll" is "i will".
const ASIDES = ['i will be honest', 'to be honest', 'i mean', 'i guess', 'i swear', 'not gonna lie', 'i kid you not', 'if that makes sense', 'for some reason', 'i think', 'i am not sure', 'i do not know why'];

const ASIDE_WORDS = ASIDES.map((a) => a.split(' '));
const ASIDE_FIRST = new Set(ASIDE_WORDS.map((a) => a[0] ?? ''));
const SPEECH = new Set(['say', 'tell', 'ask', 'whisper', 'yell', 'shout', 'scream', 'reply', 'answer', 'go']);
const SPEECH_START = new Set(['no', 'yes', 'hey', 'please', 'fine', 'ok', 'okay', 'go', 'come', 'stop', 'wait', 'do', "let's", 'i', "i'm", 'i’m', 'you', "you're", 'we', 'what', 'why', 'how', 'where', 'who', 'oh', 'sorry', 'thanks', 'hi', 'hello', 'like']);

const LEADING_FIRST = new Set(LEADING_PHRASES.map((p) => p[0] ?? ''));

export interface Retold {
  text: string;
  words: number;
}

function dropLeading(tokens: readonly SenseToken[], start: number, end: number): number {
  let i = start;
  for (let guard = 0; guard < 6 && i < end; guard += 1) {
    const t = tokens[i];
    if (!t) break;
    if (t.pos === 'PUNCT' || t.pos === 'INTJ') {
      i += 1;
      continue;
    }
    const phrase = LEADING_FIRST.has(t.normal) ? LEADING_PHRASES.find((p) => p.every((w, k) => tokens[i + k]?.normal === w)) : undefined;
    // "the next thing I knew I was…": drop the whole formula, the "I" of "I knew" included.
    if (phrase) {
      i += phrase.length;
      continue;
    }
    if (LEADING_DROP.has(t.normal) && tokens[i + 1]?.pos !== 'PUNCT' && i + 1 < end) {
      i += 1;
      continue;
    }
    break;
  }
  return i;
}

/**
 * The dreamer's words from `start` to `end` in the second person. `maxWords` guards against
 * retelling a whole run-on sentence; longer spans are cut at the last comma before the limit.
 */
// A reading retells the same clauses several times (narration, relative phrases, glosses); the
// result depends only on the tokens and the span, so it is kept per parsed dream.
const memo = new WeakMap<readonly SenseToken[], Map<string, Retold | null>>();

export function retell(tokens: readonly SenseToken[], start: number, end: number, cues: DramaCues, maxWords = 26, keepLeading = false): Retold | null {
  let cache = memo.get(tokens);
  if (!cache) {
    cache = new Map();
    memo.set(tokens, cache);
  }
  const key = `${start}:${end}:${maxWords}:${keepLeading ? 1 : 0}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = retellSpan(tokens, start, end, cues, maxWords, keepLeading);
  cache.set(key, out);
  return out;
}

function retellSpan(tokens: readonly SenseToken[], start: number, end: number, cues: DramaCues, maxWords: number, keepLeading: boolean): Retold | null {
  const s = keepLeading ? start : dropLeading(tokens, start, end);
  let e = end;
  while (e > s && (tokens[e - 1]?.pos === 'PUNCT' || tokens[e - 1]?.pos === 'CCONJ' || cues.fillers.has(tokens[e - 1]?.normal ?? ''))) e -= 1;
  if (e - s < 1) return null;
  const parts: string[] = [];
  let words = 0;
  let prevWasI = false;
  let lastComma = -1;
  for (let i = s; i < e; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (t.profane || SECOND_PERSON.has(t.normal)) return null;
    if (!t.isWord) {
      if (STOPS_RETELLING.has(t.value) || t.value.includes('\n')) return null;
      // "Gouda.. forgot the others": a run of dots ends what can be retold.
      if (t.value.startsWith('..') || t.value === '…') break;
    }
    // Fillers go, except "okay" used as a word ("asked if I was okay").
    if ((cues.fillers.has(t.normal) && t.isWord && !(['ok', 'okay'].includes(t.normal) && i > s)) || t.fromEmoji) continue;
    // "so so happy": a stammer on the page, not a word the reading should repeat.
    if (t.isWord && tokens[i - 1]?.normal === t.normal && i > s && t.normal.length > 1 && !['had', 'that'].includes(t.normal)) continue;
    // Asides to the listener ("I'll be honest", "I guess") are the report's, not the dream's.
    const aside = ASIDE_FIRST.has(t.normal) ? ASIDE_WORDS.find((a) => a.every((w, k) => tokens[i + k]?.normal === w)) : undefined;
    if (aside) {
      i += aside.length - 1;
      if (tokens[i + 1]?.value === ',') i += 1;
      continue;
    }
    // "kind of" and "sort of" soften the dreamer's speech; a retelling does without them.
    if ((t.normal === 'kind' || t.normal === 'sort') && tokens[i + 1]?.normal === 'of' && tokens[i + 2]?.pos !== 'NOUN' && tokens[i + 2]?.pos !== 'DET') {
      i += 1;
      continue;
    }
    // Direct speech written without quotes ("Mom said go on, I'm fine", "I was like I swear") cannot
    // be retold: its "I" is not the dreamer.
    if (SPEECH.has(t.lemma) && t.pos === 'VERB' && SPEECH_START.has(tokens[i + 1]?.normal ?? '')) return null;
    if (t.normal === 'like' && tokens[i - 1]?.lemma === 'be' && SPEECH_START.has(tokens[i + 1]?.normal ?? '')) return null;
    // The reading's own connectives say "suddenly"; the retold clause need not say it again.
    if (t.normal === 'suddenly' && t.pos === 'ADV') continue;
    let word = t.value;
    const mapped = PRONOUNS.get(t.normal);
    if (mapped) word = mapped;
    else if (prevWasI && AFTER_I.has(t.normal)) word = AFTER_I.get(t.normal) ?? word;
    // An inverted "was I" ("nor was I") also agrees with "you".
    else if ((t.normal === 'was') && tokens[i + 1]?.normal === 'i') word = 'were';
    else if (t.pos !== 'PROPN' && i === s && word !== 'I' && /^[A-Z]([a-z]|$)/.test(word)) word = word.toLowerCase();
    prevWasI = t.normal === 'i' || t.normal === 'we';
    if (t.value === ',' && parts.length) lastComma = parts.length;
    if (parts.length && ATTACHED.has(t.value)) parts[parts.length - 1] += word;
    else parts.push(word);
    if (t.isWord) words += 1;
    if (words > maxWords) {
      if (lastComma > 3) {
        parts.length = lastComma;
        break;
      }
      return null;
    }
  }
  let text = parts.join(' ').replace(/[,;:]+$/, '').trim();
  // A quotation in single marks hugs its words: "he said 'the ones that came back'".
  if (text.includes("'") || text.includes('’') || text.includes('‘')) text = text.replace(/(\w)s ['’] (?=\w)/g, "$1s' ").replace(/(^|\s)['‘] (?=\w)/g, "$1'").replace(/(\w) ['’](?=\s|$|[,.;:!?])/g, "$1'");
  if (!text || !/[a-z]/i.test(text) || looksUngrammatical(text)) return null;
  return { text, words };
}
