import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from './builtin';
import { IDLE_GAP_MS, WARM_UP_DREAMS, warmUpReadings, warmUpWhileIdle } from './warm-up';

describe('the warm-up readings', () => {
  it('change no later reading', () => {
    const dream = "My mom's dog ran through the neighbours' garden, and I couldn't catch her.";
    const before = interpretBuiltin(dream);
    warmUpReadings(interpretBuiltin, 0);
    expect(interpretBuiltin(dream)).toEqual(before);
  });

  it('read every dream once however short the budget, and stop at the number of readings asked for', () => {
    const read: string[] = [];
    expect(warmUpReadings((t) => read.push(t), 0)).toBe(WARM_UP_DREAMS.length);
    expect(new Set(read).size).toBe(WARM_UP_DREAMS.length);
    expect(warmUpReadings(() => undefined, 60_000, 20)).toBe(20);
  });

  it('go on in idle moments only: none while real work ran within the gap, then all that were asked for', async () => {
    let clock = 1000;
    const read: string[] = [];
    const idle = warmUpWhileIdle((t) => read.push(t), 12, () => clock);
    idle.noteBusy();
    await new Promise((resolve) => setTimeout(resolve, 3 * IDLE_GAP_MS));
    expect(read).toHaveLength(0);
    clock += IDLE_GAP_MS;
    await expect(idle.done).resolves.toBe(12);
    expect(read).toEqual(Array.from({ length: 12 }, (_, k) => WARM_UP_DREAMS[k % WARM_UP_DREAMS.length]));
  });
});
