/**
 * The draft of the dream box, kept per person and device, so a dream written half-asleep survives
 * a reload, a crash or an expired session. Each person's draft has its own key: whoever signs in
 * next on the same browser only ever reads their own.
 */
import type { KeyValueStorage } from './session/storage';

export const DRAFT_KEY_PREFIX = 'dream-analyzer:draft:';

/** Whose draft: a signed-in user's own, or the device's guest draft. */
export type DraftOwner = { kind: 'user'; id: number } | { kind: 'guest' };

export const GUEST_DRAFT: DraftOwner = { kind: 'guest' };

export function draftKey(owner: DraftOwner): string {
  return `${DRAFT_KEY_PREFIX}${owner.kind === 'user' ? `user-${owner.id}` : 'guest'}`;
}

export interface DreamDrafts {
  /** The saved draft, '' when there is none. */
  read(owner: DraftOwner): string;
  /** Keeps the text; a blank text removes the draft. */
  save(owner: DraftOwner, text: string): void;
  clear(owner: DraftOwner): void;
}

/**
 * Drafts in `storage` (localStorage in the browser). Storage that refuses (full, private mode)
 * only costs the draft, never the text on screen.
 */
export function createDreamDrafts(storage: KeyValueStorage | null): DreamDrafts {
  const attempt = <T>(action: () => T, otherwise: T): T => {
    try {
      return storage ? action() : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    read: (owner) => attempt(() => storage?.getItem(draftKey(owner)) ?? '', ''),
    save: (owner, text) =>
      attempt(() => {
        if (text.trim() === '') storage?.removeItem(draftKey(owner));
        else storage?.setItem(draftKey(owner), text);
      }, undefined),
    clear: (owner) => attempt(() => storage?.removeItem(draftKey(owner)), undefined),
  };
}
