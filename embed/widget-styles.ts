/** The widget's stylesheets, built once per page and adopted by every shadow root. */
import libraryCss from './widget.css?inline';
import { toShadowCss } from './shadow-css';

// The host element is in the partner's page: reset everything it could inherit or be given.
// `!important` inside the shadow context wins over the page's own `!important` rules.
const HOST_CSS = `
:host {
  all: initial !important;
  display: block !important;
  contain: content;
  --font-sans: var(--dream-analyzer-font, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --color-night-600: var(--dream-analyzer-accent, #6a3de5);
  --color-night-700: color-mix(in srgb, var(--dream-analyzer-accent, #6a3de5) 85%, black);
  --dream-analyzer-background-default: #ffffff;
  --dream-analyzer-text-default: #0f172a;
}
:host([hidden]) { display: none !important; }
.da-root {
  font-family: var(--font-sans);
  font-size: 16px;
  line-height: 1.5;
  text-align: start;
  color: var(--dream-analyzer-text, var(--dream-analyzer-text-default));
  background: var(--dream-analyzer-background, var(--dream-analyzer-background-default));
  border-radius: var(--dream-analyzer-radius, 16px);
}
.da-root.dark {
  --dream-analyzer-background-default: #1e1145;
  --dream-analyzer-text-default: #f4f3ff;
}
/* theme="auto": the card follows the visitor's system, like the components inside it. */
@media (prefers-color-scheme: dark) {
  .da-root:not(.light) {
    --dream-analyzer-background-default: #1e1145;
    --dream-analyzer-text-default: #f4f3ff;
  }
}
.da-root .Toastify__toast-container { position: absolute; }
`;

/** A constructable stylesheet from CSS written for a document, rewritten for a shadow root. */
export function shadowStyleSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(toShadowCss(css));
  return sheet;
}

let sheets: { library: CSSStyleSheet; host: CSSStyleSheet } | undefined;

function baseSheets() {
  sheets ??= { library: shadowStyleSheet(libraryCss), host: shadowStyleSheet(HOST_CSS) };
  return sheets;
}

/** The constructable stylesheets for a widget shadow root (created on first use). */
export function widgetStyleSheets(): CSSStyleSheet[] {
  const { library, host } = baseSheets();
  return [library, host];
}

/**
 * Adds a stylesheet that arrived with a lazy chunk (the toasts') to a widget's shadow root. It
 * goes before the host rules, which must keep the last word (they position the toasts inside
 * the card, for one).
 */
export function adoptLateStyleSheet(root: ShadowRoot, sheet: CSSStyleSheet): void {
  if (root.adoptedStyleSheets.includes(sheet)) return;
  const { host } = baseSheets();
  root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => s !== host), sheet, host];
}
