/** The widget bundle: renders the dream analyzer into each element's open shadow root. */
import { createRoot } from 'react-dom/client';
import { DreamWidget, type WidgetTheme } from './dream-widget';
import { widgetState } from './widget-registry';
import { widgetStyleSheets } from './widget-styles';

/** The API of the product this script was served from: `{origin}/api`. */
const SCRIPT_API_BASE = `${new URL(import.meta.url).origin}/api`;

export type WidgetEventName = 'ready' | 'analyzed' | 'error' | 'limit-reached';

/** The product's address from its API base: `https://host/api` → `https://host`. */
function productUrlOf(apiBase: string): string {
  return new URL(apiBase.replace(/\/api$/, '') || '/', location.href).href.replace(/\/+$/, '');
}

/** Render the widget into `host`; `update` re-reads its attributes, `unmount` removes it. */
export function mountWidget(host: HTMLElement): { update(): void; unmount(): void } {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = widgetStyleSheets();
  const container = document.createElement('div');
  shadow.replaceChildren(container);
  const root = createRoot(container);

  const emit = (name: WidgetEventName, detail: unknown) =>
    host.dispatchEvent(new CustomEvent(`dream-analyzer:${name}`, { bubbles: true, composed: true, detail }));

  const render = () => {
    const apiBase = (host.getAttribute('api-base') ?? SCRIPT_API_BASE).replace(/\/+$/, '');
    const theme = host.getAttribute('theme');
    root.render(
      <DreamWidget
        state={widgetState(apiBase)}
        productUrl={productUrlOf(apiBase)}
        theme={theme === 'light' || theme === 'dark' ? theme : ('auto' satisfies WidgetTheme)}
        heading={host.getAttribute('heading') ?? 'Dream Analyzer'}
        placeholder={host.getAttribute('placeholder') ?? undefined}
        onEvent={emit}
      />,
    );
  };
  render();
  return { update: render, unmount: () => root.unmount() };
}
