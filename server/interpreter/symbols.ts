import { ARCHETYPES } from '../../lib/core/api/contract';
import type { FormMatcher, Lexicon } from './lexicon';
import type { ParsedText, Token } from './nlp';
import type { SymbolEntry } from './schemas';
import { gerund } from './text-utils';

export interface SymbolHit {
  entry: SymbolEntry;
  /** How the dream says it, ready for prose: "your mother", "the snakes", "falling". */
  phrase: string;
  /** Lemma (or gerund for actions), used as a keyword. */
  keyword: string;
  /** Lemma identity of the matched words, shared with keyword candidates from plain tokens. */
  key: string;
  /** Token indices covered by multi-word matches, which must not also count as single words. */
  covered: number[];
  first: number;
  count: number;
  salience: number;
}

export interface ArchetypeHit {
  name: (typeof ARCHETYPES)[number];
  score: number;
  /** The hits that summon it, most salient first. */
  via: SymbolHit[];
}

const KIND_WEIGHT: Record<SymbolEntry['kind'], number> = {
  figure: 1.1, animal: 1.4, place: 0.9, nature: 1.0, object: 0.9, action: 1.3, body: 1.2, event: 1.2,
};
const POSSESSIVES: Record<string, string> = { my: 'your', our: 'your', his: 'his', her: 'her', their: 'their' };
const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'X', 'NUM']);

function posFits(entry: SymbolEntry, t: Token): boolean {
  if (entry.kind === 'action') return t.pos === 'VERB' || t.pos === 'NOUN';
  if (entry.kind === 'event') return NOUNISH.has(t.pos) || t.pos === 'ADV';
  return NOUNISH.has(t.pos);
}

/** Longest form first; among equals, a verb prefers an action ("I fly") and a noun an image ("a fly"). */
function preferFor(t: Token) {
  const verb = t.pos === 'VERB';
  return (a: FormMatcher, b: FormMatcher): number =>
    b.lemmas.length - a.lemmas.length || Number((b.entry.kind === 'action') === verb) - Number((a.entry.kind === 'action') === verb);
}

function matchAt(tokens: Token[], i: number, lemmas: string[]): boolean {
  for (let k = 0; k < lemmas.length; k += 1) {
    const t = tokens[i + k];
    if (!t || (t.lemma !== lemmas[k] && t.normal !== lemmas[k])) return false;
  }
  return true;
}

function phraseFor(tokens: Token[], i: number, n: number, entry: SymbolEntry): { phrase: string; keyword: string; key: string } {
  const span = tokens.slice(i, i + n);
  const key = span.map((t) => t.lemma).join(' ');
  if (entry.kind === 'action') {
    const [head, ...rest] = span;
    const words = [gerund(head?.lemma ?? ''), ...rest.map((t) => t.normal)].join(' ');
    // "I was chased" is something that happened to the dreamer: say "being chased", not "chasing".
    const aux = tokens[i - 1];
    const passive = aux?.pos === 'AUX' && (aux.lemma === 'be' || aux.lemma === 'get') && /(ed|en|wn|ght|ung)$/.test(head?.normal ?? '');
    return { phrase: passive ? `being ${head?.normal ?? ''}` : words, keyword: words, key };
  }
  const last = span[span.length - 1];
  // Modifiers keep their written form: "best friend", not the lemma pair "good friend".
  const keywordForm = [...span.slice(0, -1).map((t) => t.normal), last?.lemma ?? ''].join(' ');
  if (last?.pos === 'ADJ' || last?.pos === 'ADV') return { phrase: entry.label, keyword: keywordForm, key };
  const surface = span.map((t) => t.normal).join(' ');
  const prev = tokens[i - 1]?.normal ?? '';
  const owner = POSSESSIVES[prev];
  return { phrase: `${owner ?? 'the'} ${surface}`, keyword: keywordForm, key };
}

export function findSymbols(parsed: ParsedText, lex: Lexicon): SymbolHit[] {
  const { tokens } = parsed;
  const hits = new Map<string, SymbolHit>();
  const total = Math.max(1, tokens.length);
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    const candidates = [...(lex.symbolIndex.get(t.lemma) ?? []), ...(t.normal !== t.lemma ? lex.symbolIndex.get(t.normal) ?? [] : [])];
    const m = candidates
      .sort(preferFor(t))
      .find((c) => matchAt(tokens, i, c.lemmas) && posFits(c.entry, tokens[i + c.lemmas.length - 1] ?? t));
    if (!m) continue;
    let hit = hits.get(m.entry.id);
    if (hit) hit.count += 1;
    else {
      hit = { entry: m.entry, ...phraseFor(tokens, i, m.lemmas.length, m.entry), covered: [], first: i, count: 1, salience: 0 };
      hits.set(m.entry.id, hit);
    }
    if (m.lemmas.length > 1) for (let k = 0; k < m.lemmas.length; k += 1) hit.covered.push(i + k);
    i += m.lemmas.length - 1;
  }
  const list = [...hits.values()];
  for (const h of list) {
    // Earlier and repeated images weigh more: the dreamer names first what struck them most.
    h.salience = KIND_WEIGHT[h.entry.kind] * (1 + Math.log2(h.count)) * (1.25 - 0.5 * (h.first / total));
  }
  return list.sort((a, b) => b.salience - a.salience || a.first - b.first);
}

export function rankArchetypes(hits: SymbolHit[]): ArchetypeHit[] {
  const byName = new Map<string, ArchetypeHit>();
  for (const h of hits) {
    h.entry.archetypes.forEach((name, k) => {
      const a = byName.get(name) ?? { name, score: 0, via: [] };
      a.score += h.salience * (k === 0 ? 1 : 0.6);
      a.via.push(h);
      byName.set(name, a);
    });
  }
  return [...byName.values()]
    .filter((a) => a.score >= 0.5)
    .sort((a, b) => b.score - a.score || ARCHETYPES.indexOf(a.name) - ARCHETYPES.indexOf(b.name))
    .slice(0, 4);
}
