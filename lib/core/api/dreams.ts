/** One typed function per /dreams call of the API. */
import type { ApiClient } from './client';
import { DEFAULT_MOOD, type AnalyzeResponse, type CreateDreamRequest, type Dream } from './contract';

/** The body every dream is sent with: the text, the date as ISO and mood 'neutral' (the app never asks for a mood). */
export function dreamRequest(dreamText: string, date: Date = new Date()): CreateDreamRequest {
  return { dream_text: dreamText, date: date.toISOString(), mood: DEFAULT_MOOD };
}

/** GET /dreams: the user's dreams, newest first. */
export function listDreams(client: ApiClient): Promise<Dream[]> {
  return client.request('/dreams');
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
