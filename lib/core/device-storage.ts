/** The browser's per-device storage (localStorage), for what should outlast a tab: the theme, drafts. */
import type { KeyValueStorage } from './session/storage';

/** localStorage when the browser lets the page use it (not in some private modes or sandboxes), else null. */
export function deviceStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (!storage) return null;
    const probe = '__dream-analyzer-probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
