import { EMOTION_CLASSES, type EmotionClass, type EmotionScores, type Sentiment } from '../../lib/core/api/contract';
import type { Lexicon } from './lexicon';
import type { ParsedText, Token } from './nlp';

export interface EmotionEvidence {
  /** The dream's own words ("terrified", "not afraid") or an event label ("being chased"). */
  text: string;
  emotion: EmotionClass;
  weight: number;
  negated: boolean;
  kind: 'word' | 'event';
  sentence: number;
}

export interface EmotionResult {
  scores: EmotionScores;
  sentiment: Sentiment;
  dominant: EmotionClass | null;
  evidence: EmotionEvidence[];
}

type Raw = Record<EmotionClass, number>;

const BEFORE_CONTRAST = 0.6;
const AFTER_CONTRAST = 1.3;
const NEGATION_WINDOW = 4;

/** "but" shifts weight to what follows it; a leading "although" clause is the weaker half. */
function clauseWeights(tokens: Token[], start: number, end: number, contrast: Set<string>): number[] {
  const w = new Array<number>(end - start).fill(1);
  for (let i = start; i < end; i += 1) {
    const t = tokens[i];
    if (!t || !contrast.has(t.normal)) continue;
    const leading = i - start <= 1 && (t.normal === 'although' || t.normal === 'though');
    if (leading) {
      let comma = i + 1;
      while (comma < end && tokens[comma]?.value !== ',') comma += 1;
      if (comma >= end) return w;
      for (let k = start; k < end; k += 1) w[k - start] = k <= comma ? BEFORE_CONTRAST : AFTER_CONTRAST;
      return w;
    }
    for (let k = start; k < end; k += 1) w[k - start] = k < i ? BEFORE_CONTRAST : AFTER_CONTRAST;
    return w;
  }
  return w;
}

function isNegated(tokens: Token[], i: number, negators: Set<string>): boolean {
  const t = tokens[i];
  if (!t?.negated) return false;
  // wink's scope runs to the end of the clause; only a nearby negator really negates a feeling word.
  for (let j = i - 1; j >= Math.max(0, i - NEGATION_WINDOW); j -= 1) {
    const p = tokens[j];
    if (!p || p.sentence !== t.sentence || !p.isWord) break;
    if (negators.has(p.normal)) return true;
  }
  return false;
}

function intensity(tokens: Token[], i: number, lex: Lexicon): number {
  let factor = 1;
  for (let j = i - 1; j >= Math.max(0, i - 2); j -= 1) {
    const p = tokens[j];
    if (!p?.isWord) break;
    const f = lex.emotions.intensifiers[p.normal];
    if (f !== undefined) factor *= f;
  }
  return factor;
}

function add(raw: Raw, weights: Partial<Record<EmotionClass, number>>, factor: number): void {
  for (const [k, v] of Object.entries(weights) as [EmotionClass, number][]) raw[k] += v * factor;
}

function sentenceRanges(tokens: Token[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    if (i === tokens.length || tokens[i]?.sentence !== tokens[start]?.sentence) {
      ranges.push([start, i]);
      start = i;
    }
  }
  return ranges;
}

export function scoreEmotions(parsed: ParsedText, lex: Lexicon): EmotionResult {
  const { tokens } = parsed;
  const el = lex.emotions;
  const negators = new Set(el.negators);
  const contrast = new Set(el.contrast);
  const raw: Raw = { apprehension: 0, happiness: 0, anger: 0, confusion: 0, sadness: 0 };
  const evidence: EmotionEvidence[] = [];

  for (const [start, end] of sentenceRanges(tokens)) {
    const cw = clauseWeights(tokens, start, end, contrast);
    const exclaim = tokens.slice(start, end).some((t) => t.value.includes('!')) ? 1.15 : 1;
    const lemmas = new Set(tokens.slice(start, end).map((t) => t.lemma));
    const firedEvents = new Set<string>();
    for (let i = start; i < end; i += 1) {
      const t = tokens[i];
      if (!t?.isWord) continue;
      const clause = (cw[i - start] ?? 1) * exclaim;
      const negated = isNegated(tokens, i, negators);
      const next = tokens[i + 1];
      if (next?.normal === 'at' && el.mockery.heads.includes(t.normal) && !firedEvents.has('mockery')) {
        firedEvents.add('mockery');
        add(raw, el.mockery.emotions, clause);
        pushEventEvidence(evidence, 'being laughed at', el.mockery.emotions, clause, t.sentence);
        continue;
      }
      let word = el.words[t.normal] ?? el.words[t.lemma];
      // Mild praise in front of a noun ("best friend", "nice car") describes, it does not feel.
      if (word && next?.pos === 'NOUN' && t.pos === 'ADJ' && Math.max(...Object.values(word)) <= 0.5) word = undefined;
      if (word) {
        const f = clause * intensity(tokens, i, lex);
        if (negated) {
          for (const cls of Object.keys(word) as EmotionClass[]) {
            const shift = el.negationShift[cls];
            if (shift) add(raw, shift, f * (word[cls] ?? 0));
            evidence.push({ text: `not ${t.normal}`, emotion: cls, weight: word[cls] ?? 0, negated: true, kind: 'word', sentence: t.sentence });
          }
        } else {
          add(raw, word, f);
          for (const [cls, v] of Object.entries(word) as [EmotionClass, number][]) {
            if (v > 0) evidence.push({ text: t.normal, emotion: cls, weight: v * f, negated: false, kind: 'word', sentence: t.sentence });
          }
        }
      }
      const nv = negated ? el.negatedVerbs[t.lemma] : undefined;
      if (nv && !firedEvents.has(nv.label)) {
        firedEvents.add(nv.label);
        add(raw, nv.emotions, clause);
        pushEventEvidence(evidence, nv.label, nv.emotions, clause, t.sentence);
      }
      if (negated) continue;
      for (const ev of lex.eventIndex.get(t.lemma) ?? []) {
        if (firedEvents.has(ev.label)) continue;
        if (ev.with && !ev.with.some((w) => lemmas.has(w))) continue;
        if (ev.unless?.some((w) => lemmas.has(w))) continue;
        firedEvents.add(ev.label);
        add(raw, ev.emotions, clause);
        pushEventEvidence(evidence, ev.label, ev.emotions, clause, t.sentence);
      }
    }
  }

  // Long reports pile up hits; damp them so a journal page is not automatically "terrified".
  const damp = 1 + 0.35 * Math.log2(Math.max(1, parsed.wordCount / 120));
  const scores = {} as EmotionScores;
  for (const c of EMOTION_CLASSES) {
    scores[c] = Math.round((1 - Math.exp(-Math.max(0, raw[c]) / damp)) * 100) / 100;
  }
  return { scores, sentiment: sentimentOf(scores), dominant: dominantOf(scores), evidence };
}

function pushEventEvidence(
  evidence: EmotionEvidence[],
  label: string,
  emotions: Partial<Record<EmotionClass, number>>,
  factor: number,
  sentence: number,
): void {
  for (const [cls, v] of Object.entries(emotions) as [EmotionClass, number][]) {
    if (v > 0) evidence.push({ text: label, emotion: cls, weight: v * factor, negated: false, kind: 'event', sentence });
  }
}

export function negativeLoad(s: EmotionScores): number {
  return 1 - (1 - s.apprehension) * (1 - s.anger) * (1 - s.sadness) * (1 - s.confusion * 0.5);
}

export function sentimentOf(s: EmotionScores): Sentiment {
  const neg = negativeLoad(s);
  const pos = s.happiness;
  if (Math.max(neg, pos) < 0.15) return 'neutral';
  if (Math.min(neg, pos) >= 0.35 && Math.min(neg, pos) / Math.max(neg, pos) >= 0.7) return 'mixed';
  // Ties go negative: in dream reports negative feeling is the base rate.
  return pos > neg ? 'positive' : 'negative';
}

function dominantOf(s: EmotionScores): EmotionClass | null {
  let best: EmotionClass | null = null;
  for (const c of EMOTION_CLASSES) if (s[c] >= 0.1 && (best === null || s[c] > s[best])) best = c;
  return best;
}
