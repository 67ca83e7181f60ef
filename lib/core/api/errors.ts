/**
 * The one error type of the API, on both sides of the wire: the server throws it to answer with
 * `{ detail, code }`, and every client call rejects with it, so the UI can pick its message from
 * the status and code.
 */
import type { ErrorBody, ErrorCode } from './contract';

export type FieldError = NonNullable<ErrorBody['errors']>[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's stable `code` (e.g. 'reauth_required'); null when it sent none. Branch on this, not on `detail`. */
  readonly code: string | null;
  /** Headers that go with the answer (`Retry-After`, `WWW-Authenticate`) when the server raises it. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    /** HTTP status, or 0 when no response arrived (network failure, timeout, abort). */
    readonly status: number,
    /** The server's `detail` (or `message`) when it sent one; null otherwise. */
    readonly detail: string | null,
    /** The response body, for callers that need more than `detail`. */
    readonly data: unknown = undefined,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(detail ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`), { cause: options?.cause });
    this.code = codeOf(data);
    this.headers = options?.headers ?? {};
  }

  /** The error a server answers with: `{ detail, code }`, plus per-field `errors` for `validation_failed`. */
  static answer(status: number, code: ErrorCode, detail: string, options: { headers?: Record<string, string>; errors?: FieldError[] } = {}): ApiError {
    const body: ErrorBody = options.errors ? { detail, code, errors: options.errors } : { detail, code };
    return new ApiError(status, detail, body, { headers: options.headers });
  }

  /** The body as the contract describes it; a body without a code is answered as a bad request. */
  get body(): ErrorBody {
    const errors = (this.data as { errors?: unknown } | undefined)?.errors;
    const base = { detail: this.detail ?? this.message, code: (this.code ?? 'bad_request') as ErrorCode };
    return Array.isArray(errors) ? { ...base, errors: errors as FieldError[] } : base;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message: `detail` per the contract, `message` as some servers send instead. */
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

/** The UI's rule for messages: the server's detail when it sent one, else a fixed fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.detail ? error.detail : fallback;
}
