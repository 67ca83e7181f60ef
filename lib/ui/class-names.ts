/** Join class names, skipping falsy values; the caller's className goes last so it wins. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}
