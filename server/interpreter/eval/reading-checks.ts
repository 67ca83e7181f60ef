/**
 * Checks on the reading's prose that need no human: repeated stock sentences across dreams, length
 * against the dream's length, articles and agreement, and quotations the dreamer never wrote.
 */

/** Sentences this long or longer count for repetition: short ones ("So it is.") may recur honestly. */
export const REPEAT_MIN_CHARS = 40;

export function sentencesOf(reading: string): string[] {
  return reading
    .split(/\n+/)
    .flatMap((p) => p.split(/(?<=[.!?…]["”’)]?)\s+(?=["“(]?[A-Z])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Share of sentences (of REPEAT_MIN_CHARS or more) that appear word for word in another dream's
 * reading. A reading that says the same sentence twice counts it once.
 */
export function repetitionRate(readings: string[]): { rate: number; sentences: number; repeated: number; examples: string[] } {
  const owners = new Map<string, Set<number>>();
  const perReading = readings.map((r, k) => {
    const own = [...new Set(sentencesOf(r).filter((s) => s.length >= REPEAT_MIN_CHARS))];
    for (const s of own) owners.set(s, (owners.get(s) ?? new Set()).add(k));
    return own;
  });
  let total = 0;
  let repeated = 0;
  const examples = new Map<string, number>();
  for (const own of perReading) {
    for (const s of own) {
      total += 1;
      const n = owners.get(s)?.size ?? 0;
      if (n > 1) {
        repeated += 1;
        examples.set(s, n);
      }
    }
  }
  const worst = [...examples.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([s, n]) => `${n}× ${s}`);
  return { rate: total ? Math.round((repeated / total) * 1000) / 1000 : 0, sentences: total, repeated, examples: worst };
}

// Words written with a vowel letter but said with a consonant sound, and the reverse.
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni(?!mport|nhabit|nvit|nform|nterest|ndent|ntell)|use|usu|usa|uti|ure|uro|eu|ewe|one\b|once|ouija|u\b|ufo)/i;
const SILENT_H = /^(hour|honest|honou?r|heir|herb\b)/i;

/** The article a word takes: "an hour", "a unicorn", "an owl", "a house". */
export function articleFor(word: string): 'a' | 'an' {
  const w = word.replace(/^["“'‘(]+/, '');
  if (SILENT_H.test(w)) return 'an';
  if (VOWEL_LETTER_CONSONANT_SOUND.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

const SINGULAR_VERBS = new Set(['is', 'was', 'has', 'does', 'seems', 'stands', 'brings', 'comes', 'appears', 'belongs', 'points', 'speaks', 'means', 'suggests', 'carries', 'holds', 'makes', 'takes', 'goes', 'returns', 'shows', 'asks', 'waits', 'leads', 'opens']);
const PLURAL_VERBS = new Set(['are', 'were', 'have', 'do']);
// Nouns that end in s without being plural, and plurals not ending in s.
const S_SINGULARS = /(ss|us|is|ics|ness|news|series|species|glass|bus|gas|lens|chaos|iris|canvas|compass|moss|dress|mattress|princess|goddess|witness|harness|fortress|abyss|cross|boss|class|mass|grass|pass|kiss)$/i;
// "this" and "that" are left out: as pronouns they head clauses ("that runs", "this means").
const DETERMINER_SINGULAR = new Set(['a', 'an', 'every', 'each', 'another']);
const DETERMINER_PLURAL = new Set(['these', 'those', 'many', 'several', 'two', 'three', 'both']);

/** Issues a reader would mark: wrong article, plural noun with a singular verb (or the reverse after a determiner). */
export function grammarIssues(text: string): string[] {
  const issues: string[] = [];
  // The dreamer's own words, quoted back, keep their spelling: only our prose is checked.
  const reading = text.replace(/["“][^"”]*["”]/g, '"…"');
  const words = reading.match(/[\p{L}'’-]+/gu) ?? [];
  for (let i = 0; i < words.length - 1; i += 1) {
    const w = words[i]!.toLowerCase();
    const next = words[i + 1]!;
    const after = words[i + 2]?.toLowerCase();
    if ((w === 'a' || w === 'an') && /^[a-z]/i.test(next) && next.length > 1) {
      const want = articleFor(next);
      if (want !== w) issues.push(`"${w} ${next}" (want "${want} ${next}")`);
    }
    const plural = /[^s']s$/i.test(next) && !S_SINGULARS.test(next) && next.length > 3;
    if ((w === 'the' || w === 'your' || w === 'his' || w === 'her' || w === 'their' || DETERMINER_PLURAL.has(w)) && plural && after && SINGULAR_VERBS.has(after)) {
      issues.push(`"${w} ${next} ${after}" (plural subject, singular verb)`);
    }
    if (DETERMINER_SINGULAR.has(w) && /^[a-z]/i.test(next) && !plural && after && PLURAL_VERBS.has(after) && !/^(number|couple|pair|lot|few|group|crowd|family)$/i.test(next)) {
      issues.push(`"${w} ${next} ${after}" (singular subject, plural verb)`);
    }
    if (DETERMINER_SINGULAR.has(w) && plural && !/^(news|series)$/i.test(next)) issues.push(`"${w} ${next}" (singular determiner, plural noun)`);
  }
  for (const m of reading.matchAll(/\b([a-z]+) +\1\b/gi)) {
    if (!['that', 'had', 'very', 'far', 'again', 'round', 'over', 'on', 'by'].includes(m[1]!.toLowerCase())) issues.push(`"${m[0]}" (doubled word)`);
  }
  if (/\s{2,}\S/.test(reading.replace(/\n+/g, ' '))) issues.push('double space');
  // A space before ";" or ":" is French typography (the English-only note greets French dreamers in French).
  if (/\.\.(?!\.)|\s[,.]/.test(reading)) issues.push('stray punctuation');
  if (/\{\w+\}/.test(reading)) issues.push('unfilled template slot');
  for (const s of sentencesOf(reading)) if (/^[a-z]/.test(s)) issues.push(`sentence starts in lower case: "${s.slice(0, 40)}"`);
  return issues;
}

const fold = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…|\.\.\./g, ' ')
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Quoted spans of the reading ("…" or “…”) that do not occur in the dream's own text. */
export function unwrittenQuotes(reading: string, dream: string): string[] {
  const source = ` ${fold(dream)} `;
  const quotes = [...reading.matchAll(/["“]([^"”]{2,400})["”]/g)].map((m) => m[1] ?? '');
  return quotes.filter((q) => {
    const f = fold(q);
    // Each part of a quotation cut with an ellipsis must be the dreamer's own words.
    return f.length > 0 && !q.split(/…|\.\.\./).every((part) => !fold(part) || source.includes(` ${fold(part)} `) || source.includes(fold(part)));
  });
}
