/** `code` with every UTF-16 code unit above U+00FF written as a `\uXXXX` escape (see latin1-source.mjs). */
export function escapeAboveLatin1(code: string): string;
