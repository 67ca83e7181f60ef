/**
 * The device fingerprint sent for guest access (one free analysis per device). FingerprintJS
 * reads dozens of browser traits, several of them costly (fonts, canvas, WebGL): on a phone that
 * is a second of busy main thread. So it runs once per device: the visitor id it finds is kept in
 * localStorage, and a later visit, or a new guest session after a logout, sends the kept id.
 */

/** localStorage key of the visitor id FingerprintJS found on this device. */
export const DEVICE_ID_STORAGE_KEY = 'dream-analyzer:device_id';

let pending: Promise<string> | null = null;

/** The visitor id kept from an earlier visit, if storage holds one. */
export function rememberedFingerprint(): string | null {
  try {
    return globalThis.localStorage?.getItem(DEVICE_ID_STORAGE_KEY) || null;
  } catch {
    return null; // storage refused (privacy settings): the library runs each time instead
  }
}

/**
 * The FingerprintJS visitor id of this browser: the kept one, else computed once per page and kept.
 * `monitoring: false` keeps the library from calling its vendor's host (privacy: no third party learns of the visit).
 */
export function getDeviceFingerprint(): Promise<string> {
  const remembered = rememberedFingerprint();
  if (remembered) return Promise.resolve(remembered);
  pending ??= (async () => {
    // Dynamic import: the library stays out of the bundle until a guest session starts.
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    try {
      globalThis.localStorage?.setItem(DEVICE_ID_STORAGE_KEY, visitorId);
    } catch {
      // Not kept (quota, privacy settings): the next visit computes it again.
    }
    return visitorId;
  })().catch((error: unknown) => {
    pending = null; // let the next attempt try again
    throw error;
  });
  return pending;
}
