/**
 * Opaque keyset cursors for paged lists. A cursor names the last row of a page by its sort key
 * (a timestamp with microseconds, as PostgreSQL stores it, and the row's id), so the next page
 * starts right after that row however many rows were added meanwhile. Clients must not read or
 * build cursors: the encoding may change.
 */
import { ERROR_CODES } from '../../lib/core/api/contract';
import { ApiError } from './errors';

/** The sort key of a row: ISO timestamp with microseconds (UTC) and id. */
export interface KeysetPosition {
  at: string;
  id: number;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || !ISO_MICROS.test(at) || Number.isNaN(Date.parse(at))) return null;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** The position of `cursor`, or a 422 naming the `cursor` parameter. */
export function positionOf(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  const position = decodeCursor(cursor);
  if (position) return position;
  throw ApiError.answer(422, ERROR_CODES.validationFailed, 'cursor: is invalid', { errors: [{ field: 'cursor', message: 'is invalid' }] });
}
