import { describe, expect, it } from 'vitest';
import { WARM_UP_DREAMS, warmUpReadings } from './warm-up';

describe('the warm-up readings', () => {
  it('use plain words only, so that reading them cannot change how a later dream is tokenised', () => {
    for (const dream of WARM_UP_DREAMS) expect(dream).toMatch(/^[A-Za-z ,.]+$/);
  });

  it('read every dream once however short the budget, and stop at the number of readings asked for', () => {
    const read: string[] = [];
    expect(warmUpReadings((t) => read.push(t), 0)).toBe(WARM_UP_DREAMS.length);
    expect(new Set(read).size).toBe(WARM_UP_DREAMS.length);
    expect(warmUpReadings(() => undefined, 60_000, 20)).toBe(20);
  });
});
