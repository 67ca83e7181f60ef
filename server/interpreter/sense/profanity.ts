import type { Token } from '../nlp';
import profanityData from './profanity.json' with { type: 'json' };
import type { Profanity } from './schemas';

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const A_LETTER = /[a-z]/;

const WORDS = new Set((profanityData as Profanity).words);
/** Symbols people put inside a swear word to soften it ("f*ck", "sh!t", "a$$hole"). */
const MASKING = /[*#@$!%]/;

/** MASKING.test by character code: every token is tested, and a loop over a short word is cheaper than the pattern. */
function hasMasking(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    // * # @ $ ! %
    if (c === 42 || c === 35 || c === 64 || c === 36 || c === 33 || c === 37) return true;
  }
  return false;
}

let softened: RegExp[] | null = null;

/** Every listed word as a pattern whose letters may each be replaced by one masking symbol. */
function softenedForms(): RegExp[] {
  softened ??= [...WORDS].filter((w) => w.length >= 3).map((w) => new RegExp(`^${[...w].map((c) => `[${c}*#@$!%]`).join('')}$`));
  return softened;
}

const COCKS = new Set(['cock', 'cocks']);
const FARMYARD = new Set(['crow', 'hen', 'chicken', 'rooster', 'farm', 'yard', 'dawn']);

/** "the cock crowed", "the hens and the cock": the bird of the farmyard, not the swear word. */
function rooster(tokens: Token[], i: number): boolean {
  if (!COCKS.has(tokens[i]?.normal ?? '')) return false;
  for (let k = Math.max(0, i - 3); k <= i + 3 && k < tokens.length; k += 1) {
    const w = tokens[k];
    if (k !== i && w && w.sentence === tokens[i]?.sentence && (FARMYARD.has(w.lemma) || FARMYARD.has(w.normal) || w.normal.startsWith('crow'))) return true;
  }
  return false;
}

/**
 * Marks swear words, their misspellings and their softened spellings. A softened word is split by
 * the parser ("f", "*", "ck"), so pieces written without spaces between them are joined first.
 */
export function markProfanity(tokens: Token[], spacesBefore: () => string[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    if (WORDS.has(t.normal) || WORDS.has(t.lemma)) {
      if (!rooster(tokens, i)) t.profane = true;
      continue;
    }
    if (!hasMasking(t.value)) continue;
    const spaces = spacesBefore();
    let a = i;
    while (a > 0 && spaces[a] === '' && (tokens[a - 1]?.isWord || MASKING.test(tokens[a - 1]?.value ?? ''))) a -= 1;
    let b = i + 1;
    while (b < tokens.length && spaces[b] === '' && (tokens[b]?.isWord || MASKING.test(tokens[b]?.value ?? ''))) b += 1;
    const joined = tokens.slice(a, b).map((x) => x.value.toLowerCase()).join('');
    if (!A_LETTER.test(joined) || !softenedForms().some((re) => re.test(joined))) continue;
    for (let k = a; k < b; k += 1) {
      const x = tokens[k];
      if (x) x.profane = true;
    }
    i = b - 1;
  }
}
