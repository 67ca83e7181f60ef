import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real library needs a browser; here only how it is loaded and cached is under test.
const load = vi.fn();
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));

beforeEach(() => {
  vi.resetModules();
  load.mockReset();
});

describe('getDeviceFingerprint', () => {
  it('loads FingerprintJS with monitoring off, once, and returns the visitor id', async () => {
    const get = vi.fn(async () => ({ visitorId: 'visitor-123' }));
    load.mockResolvedValue({ get });
    const { getDeviceFingerprint } = await import('./fingerprint');
    await expect(Promise.all([getDeviceFingerprint(), getDeviceFingerprint()])).resolves.toEqual(['visitor-123', 'visitor-123']);
    await getDeviceFingerprint();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ monitoring: false });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    load.mockRejectedValueOnce(new Error('blocked')).mockResolvedValue({ get: async () => ({ visitorId: 'v2' }) });
    const { getDeviceFingerprint } = await import('./fingerprint');
    await expect(getDeviceFingerprint()).rejects.toThrow('blocked');
    await expect(getDeviceFingerprint()).resolves.toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
