/**
 * Loader data stamped with the identity it belongs to. The routed pages are keyed on the
 * session's identity epoch and the router revalidates when it moves, but until fresh data arrives
 * a page must not show the previous person's: `useIdentityData` hides data stamped for anyone else.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { session } from '../session';

export interface IdentityData<T> {
  epoch: number;
  data: T;
}

const currentEpoch = () => session.state.identityEpoch.peek();

/**
 * Runs `load` for whoever is signed in now. Its data is stamped with who asked, so an answer that
 * arrives after a logout is hidden; a failure is stamped with who sees it (it says nothing personal).
 */
export async function loadForIdentity<T, F>(load: () => Promise<T>, fail: (error: unknown) => F): Promise<IdentityData<T | F>> {
  const epoch = currentEpoch();
  try {
    return { epoch, data: await load() };
  } catch (error) {
    return { epoch: currentEpoch(), data: fail(error) };
  }
}

/** The loader's data when it belongs to the current identity, else null (fresh data is on its way). */
export function useIdentityData<T>(loaded: IdentityData<T>): T | null {
  useSignals();
  return loaded.epoch === session.state.identityEpoch.value ? loaded.data : null;
}
