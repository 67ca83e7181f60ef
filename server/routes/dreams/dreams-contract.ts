/**
 * The contract of the /dreams calls: path, method, who may call, request and answers of each, as
 * the OpenAPI document states them. The handlers: guest-routes.ts (a guest's one analysis),
 * dream-routes.ts (record and analyze) and journal-routes.ts (reading the journal).
 */
import { z } from '@hono/zod-openapi';
import { errors, jsonBody, jsonResponse, PAGE_HEADERS } from '../schemas';
import { guestRoute, userRoute } from '../route-kinds';
import {
  AnalysisSchema,
  AnalyzeResponseSchema,
  CreateDreamRequestSchema,
  DreamIdParams,
  DreamSchema,
  DreamStatsSchema,
  DreamSummarySchema,
  ExportQuery,
  JournalExportSchema,
  ListDreamsQuery,
  StatsQuery,
} from './schemas';

export const guestAnalyzeRoute = guestRoute('post', '/dreams/guest/analyze', {
  operationId: 'analyzeGuestDream',
  tags: ['dreams'],
  summary: "A guest's single free analysis (one per device)",
  description: 'Answers 403 `guest_used` once the device has had its analysis, and 429 `daily_limit` once this network has made its guest analyses for the day. A failed analysis gives the device its allowance back.',
  request: { body: jsonBody(CreateDreamRequestSchema) },
  responses: { 200: jsonResponse('The analysis', AnalysisSchema), ...errors(429, 503) },
});

export const createDreamRoute = userRoute('post', '/dreams', {
  operationId: 'createDream',
  tags: ['dreams'],
  summary: 'Record a dream (at most max_dreams_per_day per UTC day)',
  request: { body: jsonBody(CreateDreamRequestSchema) },
  responses: { 201: jsonResponse('The new dream', DreamSchema), ...errors(429, 503) },
});

export const analyzeRoute = userRoute('post', '/dreams/{id}/analyze', {
  operationId: 'analyzeDream',
  tags: ['dreams'],
  summary: 'Analyze a recorded dream and store the analysis with it (at most ANALYSES_PER_HOUR per user)',
  request: { params: DreamIdParams },
  responses: { 200: jsonResponse('The analysis', AnalyzeResponseSchema), ...errors(404, 429, 503) },
});

export const listRoute = userRoute('get', '/dreams', {
  operationId: 'listDreams',
  tags: ['dreams'],
  summary: "A page of the user's dreams, newest first (dream date, then id), as summaries; search and filters narrow it",
  request: { query: ListDreamsQuery },
  responses: {
    200: { description: 'At most `limit` dreams; `Link: rel="next"` while more follow', headers: PAGE_HEADERS, content: { 'application/json': { schema: z.array(DreamSummarySchema) } } },
    ...errors(503),
  },
});

export const statsRoute = userRoute('get', '/dreams/stats', {
  operationId: 'getDreamStats',
  tags: ['dreams'],
  summary: "The journal's figures: totals, the last 7 and 30 days, the streak, top keywords and tone over time",
  request: { query: StatsQuery },
  responses: { 200: jsonResponse('Statistics', DreamStatsSchema), ...errors(503) },
});

export const exportRoute = userRoute('get', '/dreams/export', {
  operationId: 'exportDreams',
  tags: ['dreams'],
  summary: 'Download the whole journal with every reading, as JSON or CSV (streamed)',
  request: { query: ExportQuery },
  responses: {
    200: {
      description: 'The journal as an attachment, `dream-journal-{yyyy-mm-dd}.json` or `.csv`',
      headers: { 'Content-Disposition': { description: '`attachment; filename="dream-journal-2026-11-18.csv"`', schema: { type: 'string' as const } } },
      content: {
        'application/json': { schema: JournalExportSchema },
        'text/csv': { schema: z.string().openapi({ description: 'Columns: id, date, dream_text, interpretation, keywords, sentiment, apprehension, happiness, anger, confusion, sadness, symbols, archetypes' }) },
      },
    },
    ...errors(503),
  },
});

export const dreamRoute = userRoute('get', '/dreams/{id}', {
  operationId: 'getDream',
  tags: ['dreams'],
  summary: 'One dream of the user in full, with its reading',
  request: { params: DreamIdParams },
  responses: { 200: jsonResponse('The dream', DreamSchema), ...errors(404, 503) },
});
