/** Inputs and arithmetic shared by the in-process benchmarks (interpreter, sense layer). */

const SENTENCES = [
  "I was walking through my grandmother's old house looking for a key that I had lost.",
  'The stairs led down into a flooded cellar where a large black snake was swimming slowly.',
  'My brother called to me from the garden but I could not answer him, and I felt afraid.',
  'Then I was flying over the town at night, and the moon was bright above the river.',
  'A stranger in a grey coat followed me to the station, and I missed the last train home.',
  'I woke up feeling strangely calm, although my heart was still beating very fast.',
];

/** About 150 words, varied by `seed` so no cache can answer from a previous call. */
export function dreamOf150Words(seed: number): string {
  const out: string[] = [];
  let words = 0;
  for (let k = 0; words < 150; k += 1) {
    const s = SENTENCES[(seed + k) % SENTENCES.length] ?? '';
    out.push(s);
    words += s.split(' ').length;
  }
  return out.join(' ');
}

/** The q-quantile of an ascending list (nearest rank). */
export const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Milliseconds to three decimals, for the report. */
export const round = (x: number): number => Math.round(x * 1000) / 1000;
