/**
 * The widget loader (`/embed/dream-analyzer.js`): a tiny classic script (partners paste a plain
 * `<script async>`), which defines <dream-analyzer> and imports the widget bundle (an ES module
 * with a hashed, long-cached name) only when the first element appears on the page.
 */
interface MountedWidget {
  update(): void;
  unmount(): void;
}
type WidgetBundle = { mountWidget: (host: HTMLElement) => MountedWidget };

/** Set at build time to the bundle's hashed path, relative to this script. */
declare const __WIDGET_ENTRY__: string;

// Only known while this script runs: resolve the bundle against the loader's own address.
const script = document.currentScript as HTMLScriptElement | null;
const bundleUrl = new URL(__WIDGET_ENTRY__, script?.src || location.href).href;

let bundle: Promise<WidgetBundle> | undefined;
const mounted = new WeakMap<HTMLElement, MountedWidget>();

class DreamAnalyzerElement extends HTMLElement {
  static observedAttributes = ['api-base', 'theme', 'heading', 'placeholder'];

  connectedCallback(): void {
    bundle ??= import(/* @vite-ignore */ bundleUrl) as Promise<WidgetBundle>;
    bundle.then(
      ({ mountWidget }) => {
        if (this.isConnected && !mounted.has(this)) mounted.set(this, mountWidget(this));
      },
      (error: unknown) => {
        bundle = undefined; // a later element may try again
        this.dispatchEvent(new CustomEvent('dream-analyzer:error', { bubbles: true, composed: true, detail: { message: String(error) } }));
      },
    );
  }

  disconnectedCallback(): void {
    mounted.get(this)?.unmount();
    mounted.delete(this);
  }

  attributeChangedCallback(): void {
    mounted.get(this)?.update();
  }
}

if (!customElements.get('dream-analyzer')) customElements.define('dream-analyzer', DreamAnalyzerElement);
