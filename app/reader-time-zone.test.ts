import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Worker: answers (or fails) when the test says so. */
class FakeWorker {
  static last: FakeWorker | null = null;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.last = this;
  }
  terminate() {
    this.terminated = true;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./reader-time-zone');
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.last = null;
});

describe("the reader's time zone", () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it('waits for the worker that prepares date formatting, then reads the zone; the worker is let go', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { prepareDates, readerTimeZoneSoon } = await freshModule();
    prepareDates();
    const worker = FakeWorker.last!;
    expect(worker.url.pathname).toMatch(/intl-worker/);
    let answer: string | null = null;
    const pending = readerTimeZoneSoon().then((z) => (answer = z));
    await new Promise((r) => setTimeout(r, 5));
    expect(answer).toBeNull();
    worker.onmessage?.({ data: true } as MessageEvent<unknown>);
    expect(await pending).toBe(zone);
    expect(worker.terminated).toBe(true);
  });

  it('still answers when the worker fails or there is no Worker at all', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let mod = await freshModule();
    mod.prepareDates();
    FakeWorker.last!.onerror?.();
    expect(await mod.readerTimeZoneSoon()).toBe(zone);
    expect(FakeWorker.last!.terminated).toBe(true);

    vi.stubGlobal('Worker', undefined);
    mod = await freshModule();
    mod.prepareDates();
    expect(await mod.readerTimeZoneSoon()).toBe(zone);
  });

  it('starts one worker however often it is asked', async () => {
    const made = vi.fn();
    vi.stubGlobal('Worker', class extends FakeWorker { constructor(url: URL) { super(url); made(); } });
    const { prepareDates } = await freshModule();
    prepareDates();
    prepareDates();
    expect(made).toHaveBeenCalledTimes(1);
  });
});
