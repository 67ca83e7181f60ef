import { describe, expect, it } from 'vitest';
import { toastsToReplace, type ShownToast } from './toast-host';

const shown = (...kinds: string[]): ShownToast[] => kinds.map((kind, i) => ({ id: i + 1, containerId: undefined, kind }));

describe('which toasts a new one replaces', () => {
  it('replaces the older toast of its own kind', () => {
    const now = shown('settings', 'session');
    expect(toastsToReplace(now, { containerId: undefined, kind: 'settings' }).map((t) => t.id)).toEqual([1]);
  });

  it('keeps at most three on screen: the oldest others make room, newest first kept', () => {
    const now = shown('a', 'b', 'c');
    expect(toastsToReplace(now, { containerId: undefined, kind: 'd' }).map((t) => t.kind)).toEqual(['a']);
    expect(toastsToReplace(shown('a', 'b'), { containerId: undefined, kind: 'c' })).toEqual([]);
    expect(toastsToReplace(shown('a', 'b', 'c', 'd', 'e'), { containerId: undefined, kind: 'f' }).map((t) => t.kind)).toEqual(['a', 'b', 'c']);
  });

  it('counts a replaced toast of the same kind as making room', () => {
    expect(toastsToReplace(shown('a', 'b', 'c'), { containerId: undefined, kind: 'b' }).map((t) => t.kind)).toEqual(['b']);
  });

  it('leaves the toasts of another container (another widget) alone', () => {
    const now: ShownToast[] = [
      { id: 1, containerId: 'widget-1', kind: 'error:Failed' },
      { id: 2, containerId: undefined, kind: 'error:Failed' },
    ];
    expect(toastsToReplace(now, { containerId: 'widget-1', kind: 'error:Failed' }).map((t) => t.id)).toEqual([1]);
  });
});
