import type { Lexicon } from './lexicon';
import type { ParsedText } from './nlp';
import { keepsKeyword } from './sense/idioms';
import { isAbsentThing, isNegatedAction } from './sense/negation';
import type { SymbolHit } from './symbols';
import { gerund } from './text-utils';

interface Candidate {
  keyword: string;
  /** Lemma identity, so "run" and "running" or "tooth" and "teeth" never both appear. */
  key: string;
  noun: boolean;
  score: number;
}

const MAX_KEYWORDS = 8;
const MIN_KEYWORDS = 3;

/** /^[a-z][a-z'-]*[a-z]$/, read by character code: every word of the dream is tested. */
function wordLike(w: string): boolean {
  const n = w.length;
  if (n < 2 || !isLower(w.charCodeAt(0)) || !isLower(w.charCodeAt(n - 1))) return false;
  for (let i = 1; i < n - 1; i += 1) {
    const c = w.charCodeAt(i);
    // ' and -
    if (!isLower(c) && c !== 39 && c !== 45) return false;
  }
  return true;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** "I woke up crying": how the dreamer woke is still part of the dream's story. */
function wakingManner(tokens: ParsedText['tokens'], i: number): boolean {
  const t = tokens[i];
  const prev = tokens[i - 1];
  return Boolean(t?.waking && t.pos === 'VERB' && t.normal.endsWith('ing') && (prev?.normal === 'up' || prev?.lemma === 'wake'));
}

export function extractKeywords(parsed: ParsedText, hits: SymbolHit[], lex: Lexicon): string[] {
  const { tokens } = parsed;
  const total = Math.max(1, tokens.length);
  const found = new Map<string, Candidate>();
  const bump = (keyword: string, key: string, noun: boolean, score: number): void => {
    const prev = found.get(key);
    if (prev) prev.score += score * 0.6;
    else found.set(key, { keyword, key, noun, score });
  };

  for (const h of hits) bump(h.keyword, h.key, h.entry.kind !== 'action', 2 + h.salience);
  const covered = new Set(hits.flatMap((h) => h.covered));
  const emotionWords = lex.feelingWords;
  // Only their lemmas: most dreams have keywords enough without them, so their candidates are made when needed.
  const fillers: string[] = [];

  tokens.forEach((t, i) => {
    const lemma = t.lemma;
    if (wakingManner(tokens, i)) {
      bump(gerund(lemma), lemma, false, 1.2);
      return;
    }
    if (!t.isWord || covered.has(i) || lemma.length < 3) return;
    // Function words first: they are most of what is left, and a set lookup is cheaper than the pattern.
    if (lex.functionWords.has(lemma) || lex.functionWords.has(t.normal) || !wordLike(lemma)) return;
    // Idioms, swear words and the waking back-story are no keywords; a comparison or a report still is.
    if ((t.masked && !keepsKeyword(t.masked)) || t.profane) return;
    if (!t.inDream && !wakingManner(tokens, i)) return;
    // "I could not fly" names no flying; "yelling at me for not cleaning" still names the cleaning.
    if (t.pos === 'VERB' && isNegatedAction(tokens, i) && !(tokens[i - 1]?.normal === 'not' && tokens[i - 2]?.pos === 'ADP')) return;
    // "lighter", "bigger": a comparison names no image.
    if (t.pos === 'ADJ' && t.normal !== lemma && (t.normal.endsWith('er') || t.normal.endsWith('est'))) return;
    const feeling = emotionWords.get(lemma) !== undefined || emotionWords.get(t.normal) !== undefined;
    const early = 0.5 * (1 - i / total);
    // An image word that is not an image here ("couldn't find my car", "people from college") is still
    // one of the dream's main words: weigh it like a symbol.
    const imageWord = t.pos === 'NOUN' && (t.masked !== null || isAbsentThing(tokens, i)) && lex.symbolIndex.has(lemma);
    if (t.pos === 'NOUN' && !feeling && !lex.weakNouns.has(lemma)) bump(lemma, lemma, true, (imageWord ? 2 : 1) + early);
    else if (t.pos === 'VERB' && !feeling && !lex.weakVerbs.has(lemma)) bump(gerund(lemma), lemma, false, 0.8 + early);
    else if ((t.pos === 'ADJ' || t.pos === 'NOUN') && !feeling) fillers.push(lemma);
  });

  const ranked = [...found.values()].sort((a, b) => b.score - a.score || a.keyword.localeCompare(b.keyword));
  // Past the first few, keep only candidates that are symbols or recur: a long dream should not list every noun.
  const chosen = ranked.filter((c, k) => k < MIN_KEYWORDS + 2 || c.score >= 1.8).slice(0, MAX_KEYWORDS);
  for (const f of fillers) {
    if (chosen.length >= MIN_KEYWORDS) break;
    if (!chosen.some((c) => c.key === f)) chosen.push({ keyword: f, key: f, noun: true, score: 0 });
  }
  // Nouns first, as a person lists a dream's images before its actions.
  return [...chosen.filter((c) => c.noun), ...chosen.filter((c) => !c.noun)].map((c) => c.keyword);
}
