/** The device fingerprint sent for guest access (one free analysis per device), loaded only when a guest session is needed. */

let pending: Promise<string> | null = null;

/**
 * The FingerprintJS visitor id of this browser, computed once per page.
 * `monitoring: false` keeps the library from calling its vendor's host (privacy: no third party learns of the visit).
 */
export function getDeviceFingerprint(): Promise<string> {
  pending ??= (async () => {
    // Dynamic import: the library stays out of the bundle until a guest session starts.
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    return visitorId;
  })().catch((error: unknown) => {
    pending = null; // let the next attempt try again
    throw error;
  });
  return pending;
}
