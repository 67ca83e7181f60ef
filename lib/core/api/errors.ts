/** The one error type every API call rejects with, so the UI can pick SPEC §8 messages. */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's stable `code` (e.g. 'reauth_required'); null when it sent none. Branch on this, not on `detail`. */
  readonly code: string | null;

  constructor(
    /** HTTP status, or 0 when no response arrived (network failure, timeout, abort). */
    readonly status: number,
    /** The server's `detail` (or `message`) when it sent one; null otherwise. */
    readonly detail: string | null,
    /** The parsed response body, for callers that need more than `detail`. */
    readonly data: unknown = undefined,
    options?: { cause?: unknown },
  ) {
    super(detail ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`), options);
    this.code = codeOf(data);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** True when the server's detail contains `text` (case-insensitive), e.g. 'already used'. */
  detailIncludes(text: string): boolean {
    return this.detail !== null && this.detail.toLowerCase().includes(text.toLowerCase());
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message: `detail` per the contract, `message` as SPEC §8 also allows. */
export function detailOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() ? body : null;
  if (body === null || typeof body !== 'object') return null;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string') return detail;
  // Validation errors may arrive as a list of `{ msg }`; join them rather than lose them.
  if (Array.isArray(detail)) {
    const parts = detail.map((d) => (typeof d === 'string' ? d : (d as { msg?: unknown })?.msg)).filter((m) => typeof m === 'string');
    if (parts.length) return parts.join('; ');
  }
  return typeof message === 'string' ? message : null;
}

/** The `code` of an error body, when it is a non-empty string. */
export function codeOf(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const { code } = body as { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : null;
}

/** True for an ApiError carrying `code` (optionally with `status` too). */
export function hasErrorCode(error: unknown, code: string, status?: number): error is ApiError & { code: string } {
  return isApiError(error) && error.code === code && (status === undefined || error.status === status);
}

/** The UI's rule of SPEC §8: the server's detail, else a fixed fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}
