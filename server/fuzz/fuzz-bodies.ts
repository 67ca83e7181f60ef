/** Hostile bodies as fast-check arbitraries: nasty strings, wrong types, extra keys, broken encodings. */
import fc from 'fast-check';
import { BODY_LIMIT, utf8 } from './fuzz-http';

/** Strings that break naive code: NUL, lone surrogates, markup, SQL, path tricks, huge text. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff\u200b\u202e',
  '💭🌙'.repeat(50),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%ff%c3%28',
  '${7*7}{{7*7}}',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '99999999999999999999',
  '1e309',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00Z',
  '0000-01-01',
  '2024-02-30',
  'x'.repeat(10_001),
  'y'.repeat(70_000),
];

/** Keys an attacker might add to a body hoping for mass assignment or prototype pollution. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'is_active', 'email_verified', 'id', 'user_id', 'password_hash', 'admin'];

export const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 40_000 }).map((n) => 'z'.repeat(n)) },
);

/** Any JSON value, shallow: wrong types for a field. */
export const anyJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 2 ** 53, [], {}, [null], { a: 1 }) },
);

/** What happens to one field of a valid body. */
function fieldMutation(valid: unknown): fc.Arbitrary<{ keep: boolean; value: unknown }> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant({ keep: true, value: valid }) },
    { weight: 2, arbitrary: fc.constant({ keep: false, value: undefined }) },
    { weight: 3, arbitrary: nastyString.map((value) => ({ keep: true, value })) },
    { weight: 2, arbitrary: anyJson.map((value) => ({ keep: true, value })) },
  );
}

/** A valid body with fields dropped, replaced by wrong types or nasty strings, and extra fields added. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.tuple(...keys.map((k) => fieldMutation(valid[k]))),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 10 })), anyJson), { maxLength: 3 }),
    )
    .map(([fields, extras]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        const m = fields[i];
        if (m?.keep) body[k] = m.value;
      });
      // defineProperty so that a "__proto__" key is a real own key in the JSON we send.
      for (const [k, v] of extras) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
      return body;
    });
}

/** Byte sequences that are not UTF-8: stray continuation bytes, overlong forms, surrogates, 0xFF. */
const INVALID_UTF8: readonly number[][] = [[0xff], [0xc3, 0x28], [0xa0, 0xa1], [0xe2, 0x28, 0xa1], [0xf0, 0x28, 0x8c, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xfe]];

/** How the body reaches the server. */
export type Encoding =
  | { kind: 'json' }
  | { kind: 'json-top-level'; value: unknown }
  | { kind: 'malformed-json'; cut: number; junk: string }
  | { kind: 'invalid-utf8'; seq: number; at: number }
  | { kind: 'wrong-content-type'; contentType: string | null }
  | { kind: 'form' }
  | { kind: 'oversized'; bytes: number }
  | { kind: 'empty'; contentType: string | null };

const CONTENT_TYPES = [
  null,
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  'application/json; boundary=;;;',
];

export function encodingArb(main: 'json' | 'form'): fc.Arbitrary<Encoding> {
  return fc.oneof(
    { weight: main === 'json' ? 8 : 2, arbitrary: fc.constant<Encoding>({ kind: 'json' }) },
    { weight: main === 'form' ? 8 : 2, arbitrary: fc.constant<Encoding>({ kind: 'form' }) },
    { weight: 1, arbitrary: anyJson.map<Encoding>((value) => ({ kind: 'json-top-level', value })) },
    { weight: 2, arbitrary: fc.record({ cut: fc.nat(), junk: fc.constantFrom('', '}', '{', ',', '"', '\\', 'undefined', ']]]', '\u0000') }).map<Encoding>((r) => ({ kind: 'malformed-json', ...r })) },
    { weight: 2, arbitrary: fc.record({ seq: fc.nat(INVALID_UTF8.length - 1), at: fc.nat() }).map<Encoding>((r) => ({ kind: 'invalid-utf8', ...r })) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES).map<Encoding>((contentType) => ({ kind: 'wrong-content-type', contentType })) },
    { weight: 1, arbitrary: fc.constantFrom(2 * 1024 * 1024, BODY_LIMIT + 1, BODY_LIMIT + 4096).map<Encoding>((bytes) => ({ kind: 'oversized', bytes })) },
    { weight: 1, arbitrary: fc.constantFrom(null, 'application/json', 'application/x-www-form-urlencoded').map<Encoding>((contentType) => ({ kind: 'empty', contentType })) },
  );
}

function formOf(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) params.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  return params.toString();
}

/** The bytes and content type for `body` sent with `encoding`. */
export function encodeBody(body: Record<string, unknown>, encoding: Encoding): { body: Uint8Array<ArrayBuffer> | undefined; contentType: string | null } {
  const json = JSON.stringify(body);
  switch (encoding.kind) {
    case 'json':
      return { body: utf8(json), contentType: 'application/json' };
    case 'json-top-level':
      return { body: utf8(JSON.stringify(encoding.value) ?? 'undefined'), contentType: 'application/json' };
    case 'malformed-json':
      return { body: utf8(json.slice(0, encoding.cut % Math.max(1, json.length)) + encoding.junk), contentType: 'application/json' };
    case 'invalid-utf8': {
      const bytes = utf8(json);
      // Inside a string value when there is one, so the JSON is otherwise well-formed.
      const quotes = [...json.matchAll(/":"/g)].map((m) => m.index + 3);
      const at = quotes.length ? (quotes[encoding.at % quotes.length] ?? 0) : encoding.at % Math.max(1, bytes.length);
      const seq = INVALID_UTF8[encoding.seq] ?? [0xff];
      const out = new Uint8Array(bytes.length + seq.length);
      out.set(bytes.subarray(0, at), 0);
      out.set(seq, at);
      out.set(bytes.subarray(at), at + seq.length);
      return { body: out, contentType: 'application/json' };
    }
    case 'wrong-content-type':
      return { body: utf8(json), contentType: encoding.contentType };
    case 'form':
      return { body: utf8(formOf(body)), contentType: 'application/x-www-form-urlencoded' };
    case 'oversized': {
      // Valid JSON all the way, so only the size is wrong.
      const prefix = utf8('{"dream_text":"');
      const out = new Uint8Array(encoding.bytes).fill(0x61);
      out.set(prefix, 0);
      out.set(utf8('"}'), encoding.bytes - 2);
      return { body: out, contentType: 'application/json' };
    }
    case 'empty':
      return { body: undefined, contentType: encoding.contentType };
  }
}
