// V8 keeps every script's source text in memory (functions compile lazily from it), and it keeps
// a string with even one character above U+00FF as two bytes per character. The interpreter's
// bundle is 1.6 MB of code with a few dozen curly quotes and dashes in regular-expression literals,
// which esbuild writes out raw even with `charset: 'ascii'`; escaped, the source stays one byte per
// character and every worker thread holds 1.6 MB less.

/**
 * `code` with every UTF-16 code unit above U+00FF written as a `\uXXXX` escape. JavaScript reads
 * the escape as the same character in strings, template literals, regular expressions (with or
 * without the `u` flag, where an escaped surrogate pair is one code point) and identifiers, and
 * comments do not care. A character that was itself escaped (`\’`) loses its now needless
 * backslash, which would otherwise escape the escape.
 */
export function escapeAboveLatin1(code) {
  return code.replace(/(\\*)([\u0100-\uffff])/g, (_, slashes, ch) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return `${kept}\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
