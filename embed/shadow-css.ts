/**
 * Makes the library's Tailwind CSS behave identically inside a shadow root on any host page:
 * - browsers ignore `@property` inside shadow roots, so the `--tw-*` initial values Tailwind keeps
 *   in an `@supports` fallback block are applied unconditionally to the shadow tree;
 * - `rem` follows the host page's root font size (some sites use 62.5%), so rem becomes px;
 * - react-toastify's `:root` variables are scoped to `:host`.
 */

const ROOT_FONT_PX = 16;

/** Index just past the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** Rewrite the `@layer properties { @supports (…) { rules } }` fallback so it always applies. */
export function unconditionalPropertyFallbacks(css: string): string {
  const start = css.indexOf('@layer properties');
  if (start < 0) return css;
  const layerOpen = css.indexOf('{', start);
  const layerEnd = blockEnd(css, layerOpen);
  const inner = css.slice(layerOpen + 1, layerEnd - 1).trim();
  if (!inner.startsWith('@supports')) return css;
  const supportsOpen = inner.indexOf('{');
  const rules = inner.slice(supportsOpen + 1, blockEnd(inner, supportsOpen) - 1);
  // The fallback selectors (`*, ::before, ::after` and `::backdrop`) miss the host element itself.
  const widened = rules.replace(/(^|})\s*\*\s*,/g, '$1:host,*,');
  return `${css.slice(0, start)}@layer properties{${widened}}${css.slice(layerEnd)}`;
}

/** Replace rem lengths with px at the browser default root size. */
export function remToPx(css: string): string {
  return css.replace(/(-?(?:\d+\.?\d*|\.\d+))rem\b/g, (_m, n: string) => `${+(Number(n) * ROOT_FONT_PX).toFixed(4)}px`);
}

/** Scope stylesheet-level `:root` rules to the shadow host. */
export function rootToHost(css: string): string {
  return css.replace(/:root\b/g, ':host');
}

/** The whole transformation for CSS adopted into the widget's shadow root. */
export function toShadowCss(css: string): string {
  return remToPx(unconditionalPropertyFallbacks(rootToHost(css)));
}
