/**
 * The HTTP transport: one ofetch instance per base URL, the bearer token on every request,
 * and the 401 rules: refresh once and retry once; guests are never refreshed (their session is
 * cleared instead, since a guest token has no refresh token).
 */
import { FetchError, ofetch } from 'ofetch';
import { ApiError, detailOf } from './errors';
import { isGuestToken } from '../session/jwt';

/** How the client reaches the session without depending on it. */
export interface AuthHandler {
  getAccessToken(): string | null;
  /** Refreshes the tokens (single-flight is the handler's job); true when a new token is in place. */
  refresh(): Promise<boolean>;
  /**
   * The session behind `token` cannot be recovered (a guest token, or a second 401). The token
   * lets the handler ignore news about a session that has already been replaced.
   */
  onUnauthorized(token: string): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (login). */
  form?: Record<string, string>;
  /** false for calls made without a session (login, refresh, …): no bearer, no refresh on 401. */
  auth?: boolean;
  /** The service answers this call even in maintenance mode, so its success says nothing about that mode. */
  servedInMaintenance?: boolean;
  /** `blob` for downloads (the journal export); JSON otherwise. */
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
}

/** An answer with its headers, for calls whose headers carry meaning (`Link`, `Content-Disposition`). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** Told the final outcome of every request (after any refresh and retry): null for a success. */
export type RequestObserver = (error: ApiError | null, options: RequestOptions) => void;

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** As `request`, with the answer's headers. */
  requestWithHeaders<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
}

export interface ApiClientOptions {
  baseUrl: string;
  auth?: AuthHandler;
  /** Milliseconds before a request is abandoned (status 0). An LLM analysis can be slow. */
  timeoutMs?: number;
  observe?: RequestObserver;
}

/** `{origin}/api` in a browser; elsewhere a base URL must be given. */
export function defaultBaseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin || origin === 'null') throw new Error('No base URL: pass baseUrl outside a browser');
  return `${origin}/api`;
}

/** Any failure of a request as an ApiError (status 0 when no response arrived). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    return new ApiError(error.response.status, detailOf(error.data), error.data, { cause: error });
  }
  return new ApiError(0, null, undefined, { cause: error });
}

export function createApiClient({ baseUrl, auth, timeoutMs = 60_000, observe }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  // retry: 0 because the only retry this product allows is the one after a refresh.
  const fetcher = ofetch.create({ baseURL: base, retry: 0, timeout: timeoutMs });

  async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    try {
      const init = { method: options.method ?? 'GET', headers, body, signal: options.signal };
      const response = options.responseType === 'blob' ? await fetcher.raw(path, { ...init, responseType: 'blob' }) : await fetcher.raw<T>(path, init);
      return { data: response._data as T, headers: response.headers };
    } catch (error) {
      throw toApiError(error);
    }
  }

  async function requestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    try {
      const result = await authorizedRequest<T>(path, options);
      observe?.(null, options);
      return result;
    } catch (error) {
      observe?.(toApiError(error), options);
      throw error;
    }
  }

  async function authorizedRequest<T>(path: string, options: RequestOptions): Promise<ApiResponse<T>> {
    const useAuth = options.auth !== false && auth !== undefined;
    const token = useAuth ? auth.getAccessToken() : null;
    try {
      return await send<T>(path, options, token);
    } catch (error) {
      if (!useAuth || !token || !(error instanceof ApiError) || error.status !== 401) throw error;
      if (isGuestToken(token)) {
        auth.onUnauthorized(token);
        throw error;
      }
      // Another request may already have refreshed while this one was in flight.
      const current = auth.getAccessToken();
      const fresh = current && current !== token ? current : (await auth.refresh()) ? auth.getAccessToken() : null;
      if (!fresh) throw error;
      try {
        return await send<T>(path, options, fresh);
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) auth.onUnauthorized(fresh);
        throw retryError;
      }
    }
  }

  return { baseUrl: base, request: async <T>(path: string, options?: RequestOptions) => (await requestWithHeaders<T>(path, options)).data, requestWithHeaders };
}
