/**
 * The dream retold: each retold moment a faithful, grammatical sentence of the dream, never one of the
 * writer's remarks about their life, and never the dream's own events framed as something the writer says.
 */
import { describe, expect, it } from 'vitest';
import { interpretBuiltin } from '../builtin';

const read = (text: string): string => interpretBuiltin(text).interpretation;
const sentences = (s: string): string[] => s.split(/(?<=[.!?])\s+/);

describe('a moment of the dream is told as the dream, not as a remark of the writer', () => {
  it('never frames a dream event as "You tell me that…"', () => {
    const dreams = [
      'I was in a hotel room with no windows. Someone knocked on the door three times. When I opened it there was only a tray with a letter on it. The letter was in my mother\'s handwriting but I couldn\'t read the words. I carried it down to reception and the man there tore it in half. I felt furious. Then the whole hotel started to sway like a ship. I woke up sweating.',
      'I was on a train that never stopped at any station. I had a suitcase that was too heavy to lift. The conductor asked for my ticket and I had none. He wrote something in a notebook and walked on. I opened the suitcase and it was full of keys. I tried them one by one on the door between the carriages. The last one worked and behind the door was my childhood bedroom. I lay down on the bed and fell asleep in the dream.',
      'I was in a forest and it was getting dark. I had lost my shoes. An old woman sat on a stump knitting a very long scarf. I asked her the way and she gave me one end of the scarf. I followed the wool between the trees until I came to my own front door. I went in and my dad was making tea. I woke up crying.',
    ];
    for (const d of dreams) {
      const told = sentences(read(d)).filter((s) => /^You tell me\b/.test(s));
      // Only the waking, which the writer does report, may be framed so.
      for (const s of told) expect(s).toMatch(/^You tell me (that )?you woke/);
    }
  });
});
