/** Request and response schemas of the /dreams routes. */
import { z } from '@hono/zod-openapi';
import { storableText } from '../schemas';
import { EMOTION_CLASSES, MAX_DREAM_LENGTH, SENTIMENTS } from '../../../lib/core/api/contract';

const SentimentSchema = z.enum(SENTIMENTS).openapi('Sentiment', { description: "The overall tone of a dream's analysis" });
const EmotionsSchema = z
  .object(Object.fromEntries(EMOTION_CLASSES.map((k) => [k, z.number()])) as Record<(typeof EMOTION_CLASSES)[number], z.ZodNumber>)
  .openapi('EmotionScores', { description: "A score between 0 and 1 per emotion class of Hall & Van de Castle's dream coding" });
const SymbolSchema = z.object({ symbol: z.string(), meaning: z.string() }).openapi('SymbolReading', { description: 'One image of the dream and what it may stand for' });

function isReasonableDate(v: string): boolean {
  const t = Date.parse(v);
  if (Number.isNaN(t)) return false;
  const year = new Date(t).getUTCFullYear();
  return year >= 1000 && year <= 9999;
}

export const CreateDreamRequestSchema = z
  .object({
    dream_text: storableText(
      z
        .string()
        .trim()
        .min(1, 'is required')
        .max(MAX_DREAM_LENGTH, `must be at most ${MAX_DREAM_LENGTH.toLocaleString('en-US')} characters`),
    ),
    date: z
      .string()
      .max(64, 'must be an ISO date')
      .refine(isReasonableDate, 'must be an ISO date between the years 1000 and 9999')
      .optional(),
    mood: storableText(z.string().trim().max(32, 'must be at most 32 characters')).optional(),
  })
  .openapi('CreateDreamRequest', { description: 'A dream to record or, for a guest, to analyze' });

export const AnalysisSchema = z
  .object({
    interpretation: z.string(),
    keywords: z.array(z.string()),
    sentiment: SentimentSchema,
    emotions: EmotionsSchema,
    symbols: z.array(SymbolSchema),
    archetypes: z.array(z.string()),
    engine: z.string().openapi({ description: '`builtin` or `llm:<model>`' }),
    support: z.boolean().openapi({ description: 'The safety check found signs of distress: the interpretation opens with a support message (its first block, up to the first blank line) pointing to people and crisis services.' }),
  })
  .openapi('Analysis', { description: 'What the interpreter reads in one dream' });

export const AnalyzeResponseSchema = AnalysisSchema.extend({
  dream_id: z.number().int().optional().openapi({ description: 'The analyzed dream, for a registered user' }),
}).openapi('AnalyzeResponse', { description: 'An analysis, with the dream it belongs to' });

export const DreamSchema = z
  .object({
    id: z.number().int(),
    dream_text: z.string(),
    date: z.string(),
    mood: z.string(),
    created_at: z.string(),
    interpretation: z.string().nullable(),
    keywords: z.array(z.string()),
    // A union rather than .nullable(): a nullable reference would become `allOf` with a null type, which generators misread.
    sentiment: z.union([SentimentSchema, z.null()]),
    emotions: z.union([EmotionsSchema, z.null()]),
    symbols: z.array(SymbolSchema),
    archetypes: z.array(z.string()),
    engine: z.string().nullable(),
    support: z.boolean().openapi({ description: 'As Analysis.support, for the stored reading; false before analysis.' }),
    analysis: z
      .object({ keywords: z.array(z.string()) })
      .nullable()
      .optional()
      .openapi({ description: 'Older clients read keywords from here; kept for compatibility' }),
  })
  .openapi('Dream', { description: 'A recorded dream with its analysis, if any' });

export const DreamIdParams = z.object({
  id: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(2_147_483_647, 'is out of range')
    .openapi({ param: { name: 'id', in: 'path', description: "The dream's id" } }),
});
