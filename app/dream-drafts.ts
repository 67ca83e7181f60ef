/** The dream box's drafts in this browser's localStorage: one per signed-in user, one for guests. */
import { createDreamDrafts, GUEST_DRAFT, type DraftOwner } from '../lib/core/dream-draft';
import { deviceStorage } from '../lib/core/device-storage';
import { session } from './session';

export const drafts = createDreamDrafts(deviceStorage());

/** Whose draft the dream box shows now: the signed-in user's own, or the guest draft. */
export function currentDraftOwner(): DraftOwner {
  const user = session.state.user.peek();
  return session.state.isRealUser.peek() && user ? { kind: 'user', id: user.id } : GUEST_DRAFT;
}

/**
 * On logout (or account deletion) the drafts the next person at this browser could reach go: the
 * user's own and the guest draft. An expired session keeps its draft for the next sign-in.
 */
export function forgetDrafts(owner: DraftOwner): void {
  drafts.clear(owner);
  drafts.clear(GUEST_DRAFT);
}
