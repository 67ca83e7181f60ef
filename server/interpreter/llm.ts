import { z } from 'zod';
import { ARCHETYPES, SENTIMENTS, type Analysis } from '../../lib/core/api/contract';
import { guardDreamText } from './input-guard';
import type { DreamGrounding } from './compose/grounding';
import type { LlmConfig } from './config';
import type { Interpretation } from './index';
import { contentKeywords } from './llm-keywords';
import { buildMessages } from './llm-prompt';
import { carrySupport } from './safety/support-message';

export type LlmResult = { ok: true; analysis: Analysis } | { ok: false; reason: string };

const score = z.number().min(0).max(1);
const ARCHETYPE_BY_LOWER = new Map<string, string>(ARCHETYPES.map((a) => [a.toLowerCase(), a]));

/** Small slips a model makes (case, "The Shadow", duplicates) are repaired; anything structural is a mismatch. */
export const llmAnswerSchema = z.object({
  interpretation: z.string().trim().min(80),
  keywords: z
    .array(z.string().trim().min(1))
    .min(1)
    .transform((ks) => [...new Set(ks.map((k) => k.toLowerCase()))].slice(0, 8)),
  sentiment: z.enum(SENTIMENTS),
  emotions: z.object({ apprehension: score, happiness: score, anger: score, confusion: score, sadness: score }),
  symbols: z.array(z.object({ symbol: z.string().min(1), meaning: z.string().min(1) })),
  archetypes: z
    .array(z.string())
    .transform((as) => [...new Set(as.map((a) => ARCHETYPE_BY_LOWER.get(a.toLowerCase().replace(/^the /, '').trim())).filter((a): a is string => Boolean(a)))]),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Some servers wrap JSON in a code fence even in JSON mode. */
function unfence(content: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return m?.[1] ?? content;
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return error instanceof Error ? error.message : String(error);
}

/**
 * The LLM's reading of one dream, grounded on the built-in engine's analysis and structure
 * (`structure` is null for a dream the built-in engine could not read, such as one not in English).
 */
export async function interpretWithLlm(dreamText: string, grounding: Analysis, structure: DreamGrounding | null, config: LlmConfig): Promise<LlmResult> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  const body = JSON.stringify({
    model: config.model,
    // The model gets the same cleaned text the built-in engine read.
    messages: buildMessages(guardDreamText(dreamText), grounding, structure),
    response_format: { type: 'json_object' },
    temperature: 0.7,
  });
  try {
    // One signal covers both the wait for headers and the body, so a slow stream also times out.
    const signal = AbortSignal.timeout(config.timeoutMs);
    const res = await fetch(url, { method: 'POST', headers, body, signal });
    if (!res.ok) return { ok: false, reason: `http ${res.status}` };
    const completion = completionSchema.safeParse(await res.json());
    if (!completion.success) return { ok: false, reason: 'unexpected completion shape' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(unfence(completion.data.choices[0]?.message.content ?? ''));
    } catch {
      return { ok: false, reason: 'malformed json' };
    }
    const answer = llmAnswerSchema.safeParse(parsed);
    if (!answer.success) return { ok: false, reason: `schema mismatch: ${answer.error.issues[0]?.path.join('.') ?? ''}` };
    // The same checks as the built-in engine's answer: content-word keywords, and the safety check's
    // support message, already at the head of the built-in reading, opening the LLM's reading too.
    const keywords = contentKeywords(answer.data.keywords, grounding.keywords);
    return { ok: true, analysis: carrySupport(grounding, { ...answer.data, keywords, engine: `llm:${config.model}` }) };
  } catch (error) {
    return { ok: false, reason: describe(error) };
  }
}

/**
 * The second half of every interpretation when an LLM is configured: its reading, grounded on the
 * built-in one, or the built-in one itself with status `fallback` (the reason goes to
 * `onFallback`) when the LLM fails.
 */
export async function llmOrFallback(
  dreamText: string,
  builtin: Analysis,
  structure: DreamGrounding | null,
  config: LlmConfig,
  onFallback?: (reason: string) => void,
): Promise<Interpretation> {
  const result = await interpretWithLlm(dreamText, builtin, structure, config);
  if (result.ok) return { analysis: result.analysis, status: 'ok' };
  onFallback?.(result.reason);
  return { analysis: builtin, status: 'fallback' };
}
