/**
 * Checks on the reading's prose that need no human: repeated stock sentences across dreams, length
 * against the dream's length, articles and agreement, and quotations the dreamer never wrote.
 */
import { articleFor } from '../compose/grammar';

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
  // The dreamer's own words, quoted back, keep their spelling: only our prose is checked, and only
  // its English (the support message and the English-only note may add a line in the dreamer's language).
  const reading = englishPart(text).replace(/["“][^"”]*["”]/g, '"…"');
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
  issues.push(...fluencyIssues(reading));
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

// Words that cannot end a sentence: a clause cut off after its subject or auxiliary ("you were.").
const DANGLING_END = /\b(was|were|had|been|the|a|an|and|but|your|my|because)[.!?]$/i;
// …unless the sentence ends in a clause that rightly leaves its verb last: a question word or a
// comparison a few words before ("what it was", "what your plans were", "slower than it really
// was", "even though you had"), "you've ever been", or a relative clause without "that" after an
// indefinite pronoun ("something you didn't know you still had").
const COMPLETE_VERB_END = [
  /\b(what|whatever|where|wherever|who|whoever|whom|how|which|than|as|though|although)( (?!(when|if|whether|because|and|but|until)\b)[\p{L}'’]+){1,3} (was|were|had|been)[.!?]$/iu,
  /\b(ever|never) been[.!?]$/i,
  /\b(something|anything|everything|nothing)( (?!(when|if|whether|because|and|but|until)\b)[\p{L}'’]+){1,6} (had|was|were)[.!?]$/iu,
];
// A sentence-opening word met again in mid-sentence with its capital ("Meanwhile Everything matched").
const MID_CAPITAL = /[a-z,;:] (Everything|Then|And|But|So|The|It|There|When|After|Before|Meanwhile|Suddenly|Later|Next)\b/;

// An image named by a phrase cut at a comma, with the verb of our sentence right after the cut:
// "The water that stopped, flat belongs to…".
const CUT_NAME = /^(?:The|Your|In the|In your) [a-z'’ ]+ (?:that|who) [a-z'’ ]+, (?!which|and|but|who|when)[a-z]+ (?:belongs|is|was|stands|comes|brings|carries|holds|speaks|points|returns|adds|makes|takes|shows|opens|asks)\b/;
// A moment told as one bare word after the walk's connective: "Next, relieved, and you kept…",
// "Next, someone.".
const LONE_WORD_MOMENT = /^(?:Then|Next|Later|After that|From there|Soon|And then|At the close|In the end),? [a-z]+(?:, and |\.$)/;

// Common English words that are not words of the other languages the engine writes in (Spanish,
// German, French, Portuguese, Italian, Dutch): "is", "was" and "in" are Dutch or German too.
const ENGLISH_WORDS = new Set(['the', 'you', 'your', 'and', 'of', 'to', 'it', 'that', 'with', 'for', 'this', 'were', 'what', 'not', 'are', 'my', 'i', 'if', 'at', 'from', 'which', 'would', 'there', 'they', 'its']);

// Function words of those languages that English does not use.
const FOREIGN_WORDS = new Set(['der', 'die', 'das', 'und', 'sie', 'ich', 'nicht', 'mit', 'den', 'ein', 'einen', 'el', 'la', 'los', 'las', 'que', 'y', 'en', 'un', 'una', 'es', 'del', 'por', 'con', 'le', 'les', 'et', 'vous', 'est', 'une', 'des', 'pour', 'qui', 'não', 'uma', 'os', 'você', 'het', 'een', 'niet', 'il', 'di', 'che', 'non', 'della', 'de', 'du', 'au', 'à', 'votre', 'vos', 'pas', 'zu', 'auf', 'para', 'em']);

/** A line is in another language when it has several of its function words and almost no English ones. */
function isEnglishLine(line: string): boolean {
  const words = line.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  let english = 0;
  let foreign = 0;
  for (const w of words) {
    if (ENGLISH_WORDS.has(w)) english += 1;
    else if (FOREIGN_WORDS.has(w)) foreign += 1;
  }
  return foreign < 3 || english * 10 >= words.length;
}

/** The reading without the lines written in another language (a support message's translation). */
export function englishPart(text: string): string {
  return text
    .split('\n')
    .filter((line) => isEnglishLine(line))
    .join('\n');
}

/**
 * What a reader stumbles over even when each word is right: a clause cut off, a capital in the
 * middle of a sentence, and the same run of eight words said twice in one reading.
 */
export function fluencyIssues(text: string): string[] {
  const issues: string[] = [];
  const reading = englishPart(text).replace(/["“][^"”]*["”]/g, '"…"');
  for (const s of sentencesOf(reading)) {
    if (DANGLING_END.test(s) && !COMPLETE_VERB_END.some((re) => re.test(s))) issues.push(`sentence breaks off: "${s.slice(-40)}"`);
    const cap = MID_CAPITAL.exec(s);
    if (cap) issues.push(`capital in mid-sentence: "${s.slice(Math.max(0, cap.index - 20), cap.index + 20)}"`);
    if (CUT_NAME.test(s)) issues.push(`name cut at a comma: "${s.slice(0, 60)}"`);
    if (LONE_WORD_MOMENT.test(s)) issues.push(`moment without a clause: "${s.slice(0, 40)}"`);
  }
  const words = reading.toLowerCase().match(/[\p{L}'’]+/gu) ?? [];
  const seen = new Set<string>();
  for (let i = 0; i + 8 <= words.length; i += 1) {
    const run = words.slice(i, i + 8).join(' ');
    if (seen.has(run)) {
      issues.push(`said twice: "${run}"`);
      break;
    }
    seen.add(run);
  }
  return issues;
}
