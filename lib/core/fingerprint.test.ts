import { beforeEach, describe, expect, it, vi } from 'vitest';

// The real library needs a browser; here only how it is loaded and cached is under test.
const load = vi.fn();
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load }));

beforeEach(() => {
  vi.resetModules();
  load.mockReset();
  vi.unstubAllGlobals();
});

function fakeLocalStorage(items: Record<string, string> = {}) {
  const storage = {
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => void (items[key] = value),
  };
  vi.stubGlobal('localStorage', storage);
  return items;
}

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

  it('keeps the visitor id on the device, so a later visit sends it without running the library', async () => {
    const items = fakeLocalStorage();
    load.mockResolvedValue({ get: async () => ({ visitorId: 'visitor-kept' }) });
    const first = await import('./fingerprint');
    await expect(first.getDeviceFingerprint()).resolves.toBe('visitor-kept');
    expect(items[first.DEVICE_ID_STORAGE_KEY]).toBe('visitor-kept');

    vi.resetModules();
    load.mockReset();
    const later = await import('./fingerprint');
    expect(later.rememberedFingerprint()).toBe('visitor-kept');
    await expect(later.getDeviceFingerprint()).resolves.toBe('visitor-kept');
    expect(load).not.toHaveBeenCalled();
  });

  it('still works where storage throws', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    load.mockResolvedValue({ get: async () => ({ visitorId: 'v3' }) });
    const { getDeviceFingerprint, rememberedFingerprint } = await import('./fingerprint');
    expect(rememberedFingerprint()).toBeNull();
    await expect(getDeviceFingerprint()).resolves.toBe('v3');
  });
});
