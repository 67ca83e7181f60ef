/** Request and response schemas of the /dreams routes. */
import { z } from '@hono/zod-openapi';
import { CalendarDay, IncludeTotalQuery, PageQuery, storableText, TimeZoneQuery } from '../schemas';
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
        // Empty is "required"; a text of spaces and line breaks alone gets its own, clearer answer.
        .min(1, { message: 'is required', abort: true })
        .trim()
        .min(1, 'must contain text, not only spaces or line breaks')
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

/** A stored dream's reading, as both the full record and the export carry it (null or empty before analysis). */
const storedReading = {
  interpretation: z.string().nullable(),
  keywords: z.array(z.string()),
  // A union rather than .nullable(): a nullable reference would become `allOf` with a null type, which generators misread.
  sentiment: z.union([SentimentSchema, z.null()]),
  emotions: z.union([EmotionsSchema, z.null()]),
  symbols: z.array(SymbolSchema),
  archetypes: z.array(z.string()),
  engine: z.string().nullable(),
};

export const DreamSchema = z
  .object({
    id: z.number().int(),
    dream_text: z.string(),
    date: z.string(),
    mood: z.string(),
    created_at: z.string(),
    ...storedReading,
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

export const DreamSummarySchema = z
  .object({
    id: z.number().int(),
    date: z.string(),
    mood: z.string(),
    preview: z.string().openapi({ description: "The dream's text, or for a text over 50 characters its first 100 followed by `...`" }),
    keywords: z.array(z.string()),
    sentiment: z.union([SentimentSchema, z.null()]),
    analysis_status: z.enum(['pending', 'analyzed']).openapi({ description: '`analyzed` once the dream has its reading (GET /dreams/{id})' }),
  })
  .openapi('DreamSummary', { description: 'A dream as the journal lists it; the full text and reading come from GET /dreams/{id}' });

const searchText = (max: number, description: string, name: string) =>
  storableText(z.string().trim().max(max, `must be at most ${max} characters`))
    .optional()
    .openapi({ param: { name, in: 'query', description } });

export const ListDreamsQuery = z.object({
  ...PageQuery,
  q: searchText(200, 'Full-text search over the text and the keywords (English stemming; "a phrase", `or`, `-word`)', 'q'),
  from: CalendarDay.optional().openapi({ param: { name: 'from', in: 'query', description: 'Dreams dated on or after this day (yyyy-mm-dd, in `tz`)' } }),
  to: CalendarDay.optional().openapi({ param: { name: 'to', in: 'query', description: 'Dreams dated on or before this day (yyyy-mm-dd, in `tz`)' } }),
  tz: TimeZoneQuery,
  sentiment: SentimentSchema.optional().openapi({ param: { name: 'sentiment', in: 'query', description: 'Only dreams read with this tone' } }),
  mood: searchText(32, 'Only dreams recorded with this mood (any case)', 'mood'),
  include_total: IncludeTotalQuery,
});

export const StatsQuery = z.object({ tz: TimeZoneQuery });

export const DreamStatsSchema = z
  .object({
    total: z.number().int(),
    this_week: z.number().int().openapi({ description: 'Dreams dated in the last 7 days (a rolling window)' }),
    this_month: z.number().int().openapi({ description: 'Dreams dated in the last 30 days (a rolling window)' }),
    streak: z.number().int().openapi({ description: 'Consecutive calendar days (in `tz`) with a dream, counted back from the newest dream' }),
    top_keywords: z
      .array(z.object({ keyword: z.string(), count: z.number().int() }).openapi('KeywordCount', { description: 'A keyword and in how many readings it occurs' }))
      .openapi({ description: 'The 7 most frequent keywords, lower-cased, without stop words; ties alphabetical' }),
    tone: z
      .array(z.object({ id: z.number().int(), date: z.string(), sentiment: SentimentSchema }).openapi('TonePoint', { description: "One analysed dream's tone" }))
      .openapi({ description: 'The tone of the 14 newest analysed dreams, oldest first' }),
  })
  .openapi('DreamStats', { description: "The figures of a user's journal for the profile" });

export const ExportQuery = z.object({
  format: z.enum(['json', 'csv'], { message: 'must be one of "json", "csv"' }).default('json').openapi({ param: { name: 'format', in: 'query', description: '`json` (default) or `csv` (RFC 4180, UTF-8 with a byte-order mark)' } }),
  tz: TimeZoneQuery,
});

export const JournalExportSchema = z
  .object({
    exported_at: z.string(),
    dreams: z.array(
      z
        .object({
          id: z.number().int(),
          date: z.string(),
          dream_text: z.string(),
          mood: z.string(),
          ...storedReading,
        })
        .openapi('ExportedDream', { description: 'A dream and its reading in an export' }),
    ),
  })
  .openapi('JournalExport', { description: 'The whole journal, newest first' });
