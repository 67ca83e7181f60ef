/**
 * Checks on the reading's prose that need no human: repeated stock sentences across dreams, length
 * against the dream's length, articles and agreement, and quotations the dreamer never wrote.
 */
import { articleFor } from '../compose/grammar';
import { parseText } from '../nlp';

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

/**
 * Sentences found word for word in at least `min` readings, most shared first. Short ones count
 * too: "Then the dream let you go." closing a reading in one dream after another is a stock line.
 */
export function stockSentences(readings: string[], min: number, minChars = 0): { sentence: string; readings: number }[] {
  const owners = new Map<string, number>();
  for (const r of readings) for (const s of new Set(sentencesOf(r).filter((x) => x.length >= minChars && /\s\S+\s/.test(x)))) owners.set(s, (owners.get(s) ?? 0) + 1);
  return [...owners]
    .filter(([, n]) => n >= min)
    .sort((a, b) => b[1] - a[1])
    .map(([sentence, n]) => ({ sentence, readings: n }));
}

const POSSESSIVE_DETERMINERS = new Set(['the', 'your', 'my', 'his', 'her', 'their', 'our', 'its', 'this', 'that']);
const NOUN_TAGS = new Set(['NOUN', 'PROPN']);

/**
 * Sentences that name the same noun phrase of two or more words twice ("With your dorm hallway
 * without end, your dorm hallway goes on…"): a pronoun or another frame reads better. Words inside
 * quotation marks are the dreamer's and are left out.
 */
export function doubledNounPhrases(reading: string): { sentence: string; phrase: string }[] {
  const hits: { sentence: string; phrase: string }[] = [];
  for (const sentence of sentencesOf(englishPart(reading))) {
    const tokens = parseText(sentence.replace(/["“][^"”]*["”]/g, ',')).tokens.filter((t) => t.isWord || /[,;:]/.test(t.value));
    const seen = new Set<string>();
    let run: { word: string; noun: boolean }[] = [];
    let det: string | null = null;
    let doubled: string | null = null;
    const close = (): void => {
      // The phrase ends on its noun: an adjective after it belongs to the clause ("the door open").
      while (run.length > 0 && !run.at(-1)!.noun) run.pop();
      const words = run.map((r) => r.word);
      const phrase = words.length >= 2 ? words.join(' ') : words.length === 1 && det ? `${det} ${words[0]}` : null;
      if (phrase && seen.has(phrase)) doubled ??= phrase;
      if (phrase) seen.add(phrase);
      run = [];
      det = null;
    };
    for (const t of tokens) {
      if (NOUN_TAGS.has(t.pos) || t.pos === 'ADJ') {
        run.push({ word: t.normal, noun: NOUN_TAGS.has(t.pos) });
        continue;
      }
      close();
      if (POSSESSIVE_DETERMINERS.has(t.normal) && t.pos !== 'PRON') det = t.normal;
    }
    close();
    if (doubled) hits.push({ sentence, phrase: doubled });
  }
  return hits;
}

// The reading retells in the second person what the dream tells in the first.
const PERSON: Record<string, string> = { i: 'P', me: 'P', you: 'P', my: 'PP', your: 'PP', mine: 'PM', yours: 'PM', myself: 'PS', yourself: 'PS', was: 'BE', were: 'BE', am: 'BE', are: 'BE', "i'm": 'PBE', "you're": 'PBE', "i'd": 'PD', "you'd": 'PD' };
const LIGHT = new Set(['P', 'PP', 'PM', 'PS', 'BE', 'PBE', 'PD', 'the', 'a', 'an', 'and', 'but', 'to', 'of', 'in', 'on', 'at', 'it', 'that', 'there', 'then', 'with', 'was', 'had', 'is', 'so', 'just', 'like', 'for', 'all', 'this', 'he', 'she', 'they', 'we', 'his', 'her', 'them', 'their', 'up', 'out', 'into', 'from', 'by', 'as', 'not', 'no', 'be', 'been', 'could', 'would', 'did', 'do', 'have', 'get', 'got', 'some', 'one']);
const GRAM = 4;

function personWords(text: string): string[] {
  return (text.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => PERSON[w] ?? w);
}

// The writer's life, told beside the dream (often what the dream report opened with), is no moment.
const LIFE_FRAME = /apart from that|close while reading|seldom speaks of such things|^(You write|You mention|You add|And you say)\b/;

// Sentences that name what stands out before or beside the walk, and the reading's summaries.
const LEAD = /^(What strikes|The first thing|At heart|Read as a whole|Scene after scene|It is, above all|The dream stresses|It closes in calm|The ending is|A dream cut off|It is worth pausing|What is at stake|The hero|Secret rooms|The (?:[a-z]+ )+and the [a-z ]+ are)/;

// How the reading opens the dream's last moment.
const ENDING_MOVE = /(?:^|[.!?] )(?:In the end|By the end|At the close|Last of all|And finally|The last thing that happens|The dream closes as|The last picture is|It ends as)\b/;

/** The sentences of the walk through the dream: the paragraphs up to the one where the dreamer wakes or the dream ends, or all. */
/** How a paragraph that answers the writer's question opens ("You ask why…"). */
const ANSWER_OPENING = /^You ask\b/;

function walkOf(reading: string): string[] {
  const paragraphs = englishPart(reading).split(/\n\n+/);
  const waking = paragraphs.findIndex((p) => /\b(woke|wake|waking|awake)\b/i.test(p) || ENDING_MOVE.test(p));
  // The answers to the writer's questions point back at moments; they are no part of the walk.
  const answers = paragraphs.findIndex((p) => ANSWER_OPENING.test(p));
  const end = Math.min(waking < 0 ? paragraphs.length : waking + 1, answers < 0 ? paragraphs.length : answers);
  return paragraphs.slice(0, end).flatMap((p) => sentencesOf(p));
}

/**
 * Sentences of the reading that retell a moment of the dream after a later moment has already been
 * retold. A sentence retells a moment where it shares a run of four words with a sentence of the
 * dream (read in the second person), two of them more than function words; questions are left out.
 */
export function momentsOutOfOrder(dream: string, reading: string): { sentence: string; after: string }[] {
  const where = new Map<string, number[]>();
  dream.split(/(?<=[.!?])\s+|\n+/).forEach((s, k) => {
    const words = personWords(s);
    for (let i = 0; i + GRAM <= words.length; i += 1) {
      const gram = words.slice(i, i + GRAM);
      if (gram.filter((w) => !LIGHT.has(w)).length < 2) continue;
      const key = gram.join(' ');
      const list = where.get(key) ?? [];
      if (list.at(-1) !== k) list.push(k);
      where.set(key, list);
    }
  });
  const hits: { sentence: string; after: string }[] = [];
  let latest = -1;
  let latestSentence = '';
  for (const sentence of walkOf(reading)) {
    // A question, the writer's life and the reader's own remarks ("I see the hero in…") name moments without retelling them.
    if (sentence.endsWith('?') || LIFE_FRAME.test(sentence) || LEAD.test(sentence)) continue;
    const raw = sentence.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
    const words = raw.map((w) => PERSON[w] ?? w);
    let earliest = Infinity;
    let furthest = -1;
    for (let i = 0; i + GRAM <= words.length; i += 1) {
      const places = where.get(words.slice(i, i + GRAM).join(' '));
      if (!places) continue;
      // The reader's own voice before the moment ("I see the hero in…", "the moment when you…") names it, not retells it.
      if (furthest < 0 && (raw.slice(0, i).includes('i') || /\b(moment when|moment|in the|of the)$/.test(raw.slice(Math.max(0, i - 2), i).join(' ')))) break;
      // A run the dream says more than once is placed at its first telling not before the walk so far.
      const k = places.find((p) => p >= latest) ?? places.at(-1)!;
      earliest = Math.min(earliest, k);
      furthest = Math.max(furthest, k);
    }
    if (furthest < 0) continue;
    if (earliest < latest) hits.push({ sentence, after: latestSentence });
    if (furthest > latest) {
      latest = furthest;
      latestSentence = sentence;
    }
  }
  return hits;
}
