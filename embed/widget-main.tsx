/** The widget bundle: renders the dream analyzer into the element's shadow root. */
import { createRoot } from 'react-dom/client';
import widgetCss from '../lib/ui/styles.css?inline';
import { DreamWidget } from './dream-widget';

let sheet: CSSStyleSheet | undefined;

/** Render the widget into `host`'s shadow root; returns the function that unmounts it. */
export function mountWidget(host: HTMLElement): () => void {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(widgetCss);
  }
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  container.setAttribute('part', 'container');
  shadow.replaceChildren(container);
  const root = createRoot(container);
  root.render(<DreamWidget heading={host.getAttribute('heading') ?? 'Dream Analyzer'} />);
  return () => root.unmount();
}
