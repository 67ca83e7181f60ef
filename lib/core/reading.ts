/** How a reading is laid out, for every client that shows one. */

export interface ReadingParts {
  /** The support message that opens a flagged reading (its lines), or null. */
  support: string[] | null;
  /** The interpretation proper, without the support message. */
  body: string;
}

/**
 * Splits a reading into its support message and its interpretation. When `support` is true the
 * server has put the message first, as one block ended by a blank line: the English paragraph, then
 * on the next line the same in the dream's language when that is Spanish, German, French or
 * Portuguese. Without the flag the whole text is the interpretation.
 */
export function splitSupport(interpretation: string, support: boolean | undefined): ReadingParts {
  if (!support) return { support: null, body: interpretation };
  const end = interpretation.search(/\n\s*\n/);
  const head = end < 0 ? interpretation : interpretation.slice(0, end);
  const body = end < 0 ? '' : interpretation.slice(end).replace(/^\s+/, '');
  const lines = head.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length ? { support: lines, body } : { support: null, body: interpretation };
}
