import emojiData from './emoji.json' with { type: 'json' };
import idiomsData from './idioms.json' with { type: 'json' };
import languagesData from './languages.json' with { type: 'json' };
import profanityData from './profanity.json' with { type: 'json' };
import { emojiSchema, idiomFileSchema, languagesSchema, profanitySchema } from './schemas';

/** The sense layer's data files by name, for the data test. */
export const SENSE_FILES: Record<string, unknown> = { idioms: idiomsData, profanity: profanityData, emoji: emojiData, languages: languagesData };

let validated = false;

/**
 * Zod-validates the sense layer's data (idioms, profanity, emoji, languages). Called from the
 * engine's warm-up and the tests, like the lexicon's own validation, never on the request path.
 */
export function validateSense(): void {
  if (validated) return;
  idiomFileSchema.parse(idiomsData);
  profanitySchema.parse(profanityData);
  emojiSchema.parse(emojiData);
  languagesSchema.parse(languagesData);
  const ids = (idiomsData as { id: string }[]).map((e) => e.id);
  if (new Set(ids).size !== ids.length) throw new Error('idioms.json: duplicate id');
  validated = true;
}
