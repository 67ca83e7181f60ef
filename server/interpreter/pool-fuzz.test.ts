/**
 * Random and adversarial dreams up to the maximum length through the pooled interpreter: each one
 * ends within its deadline, either with a valid analysis or with the timeout error, never later.
 * The known hostile inputs run on every seed as explicit examples; random ones add breadth.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DREAM_LENGTH } from '../../lib/core/api/contract';
import { AnalysisSchema } from '../routes/dreams/schemas';
import { DEFAULT_INTERPRETER_TIMEOUT_MS, InterpreterTimeoutError } from './deadline';
import { createInterpreterPool, type InterpreterPool } from './pool';

/** Room for the abort to land and a replaced worker to start on a loaded machine. */
const MARGIN_MS = 1500;
const RUNS = 100;

const fill = (piece: string): string => (piece ? piece.repeat(Math.ceil(MAX_DREAM_LENGTH / piece.length)).slice(0, MAX_DREAM_LENGTH) : 'a');
const chars = (s: string): string[] => [...s];
/** A string of `unit`s repeated up to the maximum length or left short, both count. */
const textOf = (unit: fc.Arbitrary<string>, minLength = 1) =>
  fc.tuple(fc.string({ unit, minLength, maxLength: 400 }), fc.boolean()).map(([s, full]) => (full ? fill(s) : s));

const PUNCTUATION = chars('./:-_@#?&=%+~!,;\'"`*^$|\\');
const BRACKETS = chars('()[]{}<>«»“”‘’');
const EMOJI = [
  '👨\u200d👩\u200d👧\u200d👦', // family (ZWJ)
  '🧑🏽\u200d🚀', // astronaut with a skin tone (ZWJ)
  '👍🏻', '👍🏿', '🏳️\u200d🌈', '🇫🇷', '🇯🇵', '🏴\u200d☠️', '❤️\u200d🔥', '🌙', '💭', '\u200d', '\ufe0f', '🏽',
];
const SCRIPTS = [
  ...chars('snake moon river '), // Latin
  ...chars('змея луна река '), // Cyrillic
  ...chars('蛇月亮河流梦见'), // CJK
  ...chars('ثعبان قمر نهر '), // Arabic
  '\u0301', '\u0308', '\u0327', '\u20dd', // combining marks
  '\u200f', '\u202e', // direction marks
];

const dreamLike = fc.constantFrom('I was chased by a dog through a dark forest. ', 'My mother called me from the cellar and I could not answer. ', 'I flew over the sea at night. ');

const hostile = fc.oneof(
  textOf(fc.constantFrom(...PUNCTUATION)),
  fc.tuple(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('', '/', '.', '@')).map(([url, sep]) => fill(url + sep)),
  fc.tuple(fc.emailAddress(), fc.constantFrom('', '.', '-')).map(([mail, sep]) => fill(mail + sep)),
  fc.tuple(fc.integer({ min: 1, max: MAX_DREAM_LENGTH / 2 }), fc.constantFrom(...BRACKETS), fc.constantFrom(...BRACKETS)).map(([n, open, close]) => open.repeat(n) + close.repeat(n)),
  fc.array(fc.constantFrom(...BRACKETS), { minLength: 1, maxLength: 64 }).map((nest) => fill(nest.join('') + 'a' + [...nest].reverse().join(''))),
  textOf(fc.constantFrom(...EMOJI)),
  textOf(fc.constantFrom(...SCRIPTS)),
  textOf(fc.constantFrom(...SCRIPTS, ...PUNCTUATION, ...EMOJI)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: MAX_DREAM_LENGTH }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2000 }).map(fill),
  // A hostile run inside an ordinary dream.
  fc.tuple(dreamLike, fc.string({ unit: fc.constantFrom(...PUNCTUATION, 'a', 'b'), minLength: 64, maxLength: 6000 }), dreamLike).map((parts) => parts.join('')),
);

/** Texts that keep the unguarded engine busy for up to a minute; fast-check runs them first on every seed. */
const KNOWN_HOSTILE: [string][] = [
  ['http://a.b/'.repeat(909)],
  ['http://a-'.repeat(1111)],
  ['//a.b/'.repeat(1666)],
  ['#a'.repeat(5000)],
  [`I dreamt of ${'http://a.b/'.repeat(800)} and woke up afraid.`],
];

describe('pooled interpreter under random and adversarial dreams', () => {
  let pool: InterpreterPool;
  beforeAll(async () => {
    pool = createInterpreterPool();
    await pool.warmUp();
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
  });

  it(
    'answers every dream with a valid analysis or the timeout error, within the deadline',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostile, async (text) => {
          const started = performance.now();
          let outcome: unknown;
          try {
            outcome = AnalysisSchema.parse((await pool.interpret(text)).analysis);
          } catch (error) {
            outcome = error;
          }
          const elapsed = performance.now() - started;
          if (!(outcome instanceof InterpreterTimeoutError)) {
            expect(outcome, 'a valid analysis').toMatchObject({ interpretation: expect.stringMatching(/\S/), engine: 'builtin' });
          }
          expect(elapsed, `${text.length} characters took ${Math.round(elapsed)} ms`).toBeLessThan(DEFAULT_INTERPRETER_TIMEOUT_MS + MARGIN_MS);
        }),
        // A failing run can hold the thread for a minute, so shrinking could take hours: report the text as found.
        { numRuns: RUNS, examples: KNOWN_HOSTILE, endOnFailure: true },
      );
    },
    // Worst case: every run times out; the usual run takes a few seconds.
    (RUNS + KNOWN_HOSTILE.length) * (DEFAULT_INTERPRETER_TIMEOUT_MS + MARGIN_MS),
  );
});
