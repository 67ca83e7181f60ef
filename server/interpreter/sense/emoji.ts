import emojiData from './emoji.json' with { type: 'json' };
import type { EmojiLexicon } from './schemas';

/** A word that stands in the prepared text for an emoji the dreamer wrote. */
export interface EmojiWord {
  /** Character offsets of the word in the prepared text. */
  start: number;
  end: number;
  /** The part of speech the word takes ("🐍" is a noun, "😱" an adjective, "🏃" a verb). */
  pos: 'NOUN' | 'ADJ' | 'VERB';
}

export interface PreparedText {
  text: string;
  words: EmojiWord[];
}

const ANY_EMOJI = /\p{Extended_Pictographic}/u;
/** One emoji with its variation selector, skin tone and zero-width-joiner parts, or a flag. */
const EMOJI = /\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)*/gu;
const DECORATION = /\uFE0F|\p{Emoji_Modifier}/gu;

let table: Map<string, { word: string; pos: EmojiWord['pos'] }> | null = null;

function getTable(): Map<string, { word: string; pos: EmojiWord['pos'] }> {
  if (table) return table;
  const data = emojiData as EmojiLexicon;
  const map = new Map<string, { word: string; pos: EmojiWord['pos'] }>();
  const groups: [Record<string, string>, EmojiWord['pos']][] = [[data.things, 'NOUN'], [data.feelings, 'ADJ'], [data.actions, 'VERB']];
  for (const [group, pos] of groups) for (const [emoji, word] of Object.entries(group)) map.set(emoji.replace(DECORATION, ''), { word, pos });
  table = map;
  return map;
}

/** The emoji's word: the whole sequence if we know it, else its first part ("🏃‍♀️" → the runner). */
function lookup(emoji: string): { word: string; pos: EmojiWord['pos'] } | undefined {
  const bare = emoji.replace(DECORATION, '');
  const t = getTable();
  return t.get(bare) ?? t.get(bare.split('\u200D')[0] ?? '');
}

export const EMOJI_COUNT = getTable().size;

/**
 * Replaces every emoji we know with its English word, padded with spaces so the parser sees a
 * word. Unknown emoji stay as they are. Texts without emoji are returned untouched at once.
 */
export function expandEmoji(text: string): PreparedText {
  if (!ANY_EMOJI.test(text)) return { text, words: [] };
  const words: EmojiWord[] = [];
  let out = '';
  let last = 0;
  let previousEnd = -1;
  for (const m of text.matchAll(EMOJI)) {
    const found = lookup(m[0]);
    if (!found) continue;
    const between = text.slice(last, m.index);
    out += between;
    // A row of emoji is a list of things, not one phrase: "🐍🌊😱" reads "snake, wave, terrified".
    if (previousEnd === last && between.trim() === '') out += ' ,';
    const start = out.length + 1;
    out += ` ${found.word} `;
    previousEnd = m.index + m[0].length;
    words.push({ start, end: start + found.word.length, pos: found.pos });
    last = m.index + m[0].length;
  }
  out += text.slice(last);
  return { text: out, words };
}
