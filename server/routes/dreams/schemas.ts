/** Request and response schemas of the /dreams routes. */
import { z } from '@hono/zod-openapi';
import { storableText } from '../schemas';
import { EMOTION_CLASSES, MAX_DREAM_LENGTH } from '../../../lib/core/api/contract';

const SentimentSchema = z.enum(['positive', 'negative', 'neutral', 'mixed']);
const EmotionsSchema = z.object(Object.fromEntries(EMOTION_CLASSES.map((k) => [k, z.number()])) as Record<(typeof EMOTION_CLASSES)[number], z.ZodNumber>);
const SymbolSchema = z.object({ symbol: z.string(), meaning: z.string() });

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
  .openapi('CreateDreamRequest');

export const AnalysisSchema = z
  .object({
    interpretation: z.string(),
    keywords: z.array(z.string()),
    sentiment: SentimentSchema,
    emotions: EmotionsSchema,
    symbols: z.array(SymbolSchema),
    archetypes: z.array(z.string()),
    engine: z.string(),
    support: z.boolean().openapi({ description: 'The safety check found signs of distress: the interpretation opens with a support message (its first block, up to the first blank line) pointing to people and crisis services.' }),
    dream_id: z.number().int().optional(),
  })
  .openapi('Analysis');

export const DreamSchema = z
  .object({
    id: z.number().int(),
    dream_text: z.string(),
    date: z.string(),
    mood: z.string(),
    created_at: z.string(),
    interpretation: z.string().nullable(),
    keywords: z.array(z.string()),
    sentiment: SentimentSchema.nullable(),
    emotions: EmotionsSchema.nullable(),
    symbols: z.array(SymbolSchema),
    archetypes: z.array(z.string()),
    engine: z.string().nullable(),
    support: z.boolean().openapi({ description: 'As Analysis.support, for the stored reading; false before analysis.' }),
    analysis: z.object({ keywords: z.array(z.string()) }).nullable().optional(),
  })
  .openapi('Dream');

export const DreamIdParams = z.object({
  id: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(2_147_483_647, 'is out of range')
    .openapi({ param: { name: 'id', in: 'path' } }),
});
