/**
 * The first step of every engine: makes any text safe to hand to the NLP. wink-nlp splits the text
 * on whitespace and matches each piece against URL and e-mail regexes whose backtracking grows
 * steeply with the piece's length (10,000 characters of `http://a.b/` without a space keep it busy
 * for about 50 s). No dream word is 64 characters long, so capping every piece there bounds the
 * cost of each piece and makes the whole text cost linear in its length.
 */
import { MAX_DREAM_LENGTH } from '../../lib/core/api/contract';

/** The longest whitespace-free run the engines ever see. */
export const MAX_WORD_LENGTH = 64;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Characters that end a line in some convention: kept as the one line break wink understands.
const LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
// Every other control character (C0, C1) carries no meaning in a dream and can confuse tokenizers and logs.
const CONTROLS = /[^\P{Cc}\t\n]/gu;
// wink splits only on some Unicode spaces (not U+3000, U+2000, U+FEFF…); one plain space for all of them keeps its pieces and ours the same.
// (A plain space is left out of the class: replacing each one by itself cost more than all the rest.)
const OTHER_SPACES = /[^\S \n\t]/g;
const RUN = /\S+/g;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Breaks a run longer than a word into pieces of at most MAX_WORD_LENGTH code units. Breaking
 * (rather than dropping) keeps the letters of scripts written without spaces (Chinese, Japanese,
 * Thai), so a long sentence in them still reads as another language instead of vanishing; the
 * cuts fall between graphemes, so an emoji sequence or an accented letter is never split unless
 * one grapheme is itself longer than a word.
 */
function breakRun(run: string): string {
  const pieces: string[] = [];
  let piece = '';
  const push = (part: string) => {
    if (piece.length + part.length > MAX_WORD_LENGTH && piece) {
      pieces.push(piece);
      piece = '';
    }
    piece += part;
  };
  for (const { segment } of graphemes.segment(run)) {
    if (segment.length <= MAX_WORD_LENGTH) push(segment);
    else for (const codePoint of segment) push(codePoint);
  }
  if (piece) pieces.push(piece);
  return pieces.join(' ');
}

/** Cuts at `limit` code units without leaving half of a surrogate pair at the end. */
function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const code = text.charCodeAt(limit - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit);
}

/**
 * The text every engine reads: at most MAX_DREAM_LENGTH characters, no lone surrogates, no control
 * characters (line breaks become `\n`, tabs stay), every space a plain one, no whitespace-free run
 * longer than MAX_WORD_LENGTH, trimmed. Linear in the length; running it twice changes nothing.
 */
export function guardDreamText(text: string): string {
  // Cut first so every later step works on bounded text, and again because breaking runs adds spaces.
  const cleaned = truncate(text, MAX_DREAM_LENGTH)
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(LINE_BREAKS, '\n')
    .replace(CONTROLS, '')
    .replace(OTHER_SPACES, ' ');
  const broken = hasOverlongRun(cleaned) ? cleaned.replace(RUN, (run) => (run.length > MAX_WORD_LENGTH ? breakRun(run) : run)) : cleaned;
  return truncate(broken, MAX_DREAM_LENGTH).trim();
}

/**
 * Is some whitespace-free run longer than a word? Spaces, line breaks and tabs are the only
 * whitespace left by then. A plain loop: almost no dream has such a run, and a regex (or the
 * replacement above) would visit every word of every dream.
 */
function hasOverlongRun(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    run = c === 32 || c === 10 || c === 9 ? 0 : run + 1;
    if (run > MAX_WORD_LENGTH) return true;
  }
  return false;
}
