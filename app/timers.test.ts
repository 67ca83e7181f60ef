import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, RESET_COOLDOWN_SECONDS } from './timers';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCountdown', () => {
  it('counts the 60 s cooldown down to 0, then calls onDone once', () => {
    const onDone = vi.fn();
    const c = createCountdown(RESET_COOLDOWN_SECONDS, { onDone });
    expect(c.remaining.value).toBe(60);
    expect(c.running.value).toBe(false);
    c.start();
    expect(c.running.value).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(c.remaining.value).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(c.remaining.value).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(c.remaining.value).toBe(0);
    expect(c.running.value).toBe(false);
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reset returns to the full duration without firing onDone; start restarts', () => {
    const onDone = vi.fn();
    const c = createCountdown(10, { onDone });
    c.start();
    vi.advanceTimersByTime(4000);
    expect(c.remaining.value).toBe(6);
    c.reset();
    expect(c.remaining.value).toBe(10);
    expect(c.running.value).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(onDone).not.toHaveBeenCalled();
    c.start();
    vi.advanceTimersByTime(3000);
    c.start();
    expect(c.remaining.value).toBe(10);
    vi.advanceTimersByTime(10_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('follows the clock, so a throttled tab catches up on the next tick', () => {
    let now = 0;
    const c = createCountdown(10, { now: () => now });
    c.start();
    now = 7_500; // the clock jumped without ticks in between
    vi.advanceTimersByTime(250);
    expect(c.remaining.value).toBe(3);
  });
});
