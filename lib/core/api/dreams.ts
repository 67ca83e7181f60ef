/** One typed function per /dreams call of the API. */
import type { ApiClient } from './client';
import { DEFAULT_MOOD, type AnalyzeResponse, type CreateDreamRequest, type Dream, type DreamStats, type DreamSummary, type Sentiment } from './contract';
import { nextCursorOf, queryString, totalOf, type Page } from './paging';

/** The body every dream is sent with: the text, the date as ISO and mood 'neutral' (the app never asks for a mood). */
export function dreamRequest(dreamText: string, date: Date = new Date()): CreateDreamRequest {
  return { dream_text: dreamText, date: date.toISOString(), mood: DEFAULT_MOOD };
}

/** Search and filters of the journal; every one optional. */
export interface DreamFilters {
  /** Full-text search over the text and keywords. */
  q?: string;
  /** First and last dream date, yyyy-mm-dd, inclusive, as calendar days in `tz`. */
  from?: string;
  to?: string;
  sentiment?: Sentiment;
  mood?: string;
}

export interface DreamListQuery extends DreamFilters {
  /** Dreams per page (the server's default is 20, its maximum 100). */
  limit?: number;
  /** From the previous page's `nextCursor`. */
  cursor?: string | null;
  /** The reader's IANA time zone, for `from` and `to`. */
  tz?: string;
  /** Ask for the number of matching dreams (`total`). */
  includeTotal?: boolean;
}

/** GET /dreams: one page of summaries, newest first, with the cursor of the next. */
export async function listDreams(client: ApiClient, query: DreamListQuery = {}): Promise<Page<DreamSummary>> {
  const { limit, cursor, tz, includeTotal, q, from, to, sentiment, mood } = query;
  const { data, headers } = await client.requestWithHeaders<DreamSummary[]>(
    `/dreams${queryString({ limit, cursor, q, from, to, tz: from || to ? tz : undefined, sentiment, mood, include_total: includeTotal ? 'true' : undefined })}`,
  );
  return { items: data, nextCursor: nextCursorOf(headers), total: totalOf(headers) };
}

/** GET /dreams/{id}: one dream in full, with its reading; 404 for a dream that is not the user's. */
export function getDream(client: ApiClient, dreamId: number): Promise<Dream> {
  return client.request(`/dreams/${encodeURIComponent(String(dreamId))}`);
}

/** GET /dreams/stats: the journal's figures, with calendar days in `tz` (the streak). */
export function getDreamStats(client: ApiClient, tz?: string): Promise<DreamStats> {
  return client.request(`/dreams/stats${queryString({ tz })}`);
}

export interface JournalDownload {
  file: Blob;
  /** The server's name for it, e.g. `dream-journal-2026-11-18.csv`. */
  fileName: string;
}

/** GET /dreams/export: the whole journal with every reading, as JSON or CSV. */
export async function exportDreams(client: ApiClient, format: 'json' | 'csv', tz?: string): Promise<JournalDownload> {
  const { data, headers } = await client.requestWithHeaders<Blob>(`/dreams/export${queryString({ format, tz })}`, { responseType: 'blob' });
  const fileName = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? `dream-journal.${format}`;
  return { file: data, fileName };
}

export function createDream(client: ApiClient, body: CreateDreamRequest): Promise<Dream> {
  return client.request('/dreams', { method: 'POST', json: body });
}

export function analyzeDream(client: ApiClient, dreamId: number): Promise<AnalyzeResponse> {
  return client.request(`/dreams/${encodeURIComponent(String(dreamId))}/analyze`, { method: 'POST' });
}

/** POST /dreams/guest/analyze with the guest bearer; 403 once the device has used its analysis. */
export function analyzeGuestDream(client: ApiClient, body: CreateDreamRequest): Promise<AnalyzeResponse> {
  return client.request('/dreams/guest/analyze', { method: 'POST', json: body });
}
