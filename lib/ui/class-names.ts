import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export type { ClassValue };

/**
 * Joins class names (strings, conditionals, arrays) and resolves Tailwind conflicts by intent:
 * the later class wins (`cx('py-4', 'p-8')` is `p-8`), so a caller's className overrides a
 * component's defaults whatever order Tailwind emits the CSS in.
 */
export function cx(...parts: ClassValue[]): string {
  return twMerge(clsx(parts));
}
