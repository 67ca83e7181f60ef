import { z } from 'zod';
import { emotionClass } from '../schemas';

const weights = z.partialRecord(emotionClass, z.number().min(0).max(1));
const lemmaList = z.array(z.string().regex(/^[a-z'’-]+$/)).min(1);

/**
 * One idiom or multi-word expression. `pattern` is a sequence of lemmas separated by spaces;
 * `a|b` are alternatives, a trailing `?` makes an element optional, and `*slot` elements stand for
 * a small class of words (see sense/idioms.ts). The first element must be a plain word; a leading
 * `^` anchors the pattern at the start of a sentence.
 */
export const idiomSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  pattern: z.string().regex(/^\^?[a-z'’,!]/, 'a pattern starts with a word (after an optional ^, "at the start of a sentence")'),
  /** A sentence the pattern must match; the data test checks every one. */
  example: z.string().min(8),
  /** Lemmas of the pattern that lose their literal reading; default: every word of the pattern. */
  mask: lemmaList.optional(),
  /** The feeling the expression carries when the dreamer says it of themselves ("over the moon"). */
  emotions: weights.optional(),
  /** A lexicon symbol the whole expression stands for ("break room" is an office, not a breaking). */
  as: z.string().regex(/^[a-z-]+$/).optional(),
  /** Its masked words are still the dream's words, fit for keywords, though not its images ("people from work"). */
  keyword: z.boolean().optional(),
  /** The expression is figurative only when one of these lemmas is in the same sentence. */
  with: lemmaList.optional(),
  /** The expression is literal when one of these lemmas is in the same sentence. */
  unless: lemmaList.optional(),
});
export type IdiomEntry = z.infer<typeof idiomSchema>;
export const idiomFileSchema = z.array(idiomSchema).min(150);

export const profanitySchema = z.object({
  /** Swear words and their common spellings; never a keyword. */
  words: z.array(z.string().regex(/^[a-z'-]+$/)).min(20),
});
export type Profanity = z.infer<typeof profanitySchema>;

const emojiWords = z.record(z.string().min(1), z.string().regex(/^[a-z' -]+$/));
/** Emoji and the English words they stand for, grouped by the part of speech the word takes. */
export const emojiSchema = z.object({
  things: emojiWords,
  feelings: emojiWords,
  actions: emojiWords,
});
export type EmojiLexicon = z.infer<typeof emojiSchema>;

export const languageSchema = z.object({
  code: z.string().length(2),
  name: z.string().min(3),
  /** Frequent words of the language that are not English words. */
  markers: z.array(z.string().min(1)).min(30),
  /** Letters that only or mostly this language uses among the ones we identify. */
  letters: z.string(),
  /** One sentence in the language: the built-in reading is English-only. */
  note: z.string().min(20),
});
export const languagesSchema = z.array(languageSchema).min(6);
export type LanguageEntry = z.infer<typeof languageSchema>;
