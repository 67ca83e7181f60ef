/**
 * The widget loader (`/embed/dream-analyzer.js`): tiny, defines <dream-analyzer> and fetches the
 * real widget bundle only when the first element appears on the page.
 */
type Mount = (host: HTMLElement) => () => void;

let bundle: Promise<{ mountWidget: Mount }> | undefined;
const unmounts = new WeakMap<HTMLElement, () => void>();

class DreamAnalyzerElement extends HTMLElement {
  connectedCallback(): void {
    bundle ??= import('./widget-main');
    void bundle.then(({ mountWidget }) => {
      if (this.isConnected && !unmounts.has(this)) unmounts.set(this, mountWidget(this));
    });
  }

  disconnectedCallback(): void {
    unmounts.get(this)?.();
    unmounts.delete(this);
  }
}

if (!customElements.get('dream-analyzer')) customElements.define('dream-analyzer', DreamAnalyzerElement);
