import type { LlmOptions } from './index';

const DEFAULT_TIMEOUT_MS = 20_000;

/** LLM settings from the environment; the LLM is enabled only when both base URL and model are set. */
export function llmOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmOptions | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  const timeout = Number(env.LLM_TIMEOUT_MS);
  const apiKey = env.LLM_API_KEY?.trim();
  return {
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}
