/**
 * Cost of the interpreter's sense layer (server/interpreter/sense/: idioms, frame, negation,
 * feelings, sarcasm, emoji, profanity). `tsx bench/sense.ts` prints JSON; `benchSense()` returns it.
 * The annotation pass is timed on its own, on fresh copies of already-parsed tokens, beside the whole
 * parse it belongs to, so its share of a 150-word dream can be read directly.
 */
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { getNlp, parseText, type Token } from '../server/interpreter/nlp';
import { annotate } from '../server/interpreter/sense/annotate';
import { dreamOf150Words, quantile, round } from './sample-dreams';

/** The tokens as the parser left them, before any annotation. */
function unannotated(tokens: Token[]): Token[] {
  return tokens.map((t) => ({ ...t, inDream: true, waking: false, masked: null, experiencer: null, profane: false, fromEmoji: false, sarcastic: false }));
}

export function benchSense(runs = 2000): Record<string, number> {
  const nlp = getNlp();
  const dreams = Array.from({ length: 6 }, (_, k) => dreamOf150Words(k));
  const prepared = dreams.map((text) => ({
    text,
    tokens: parseText(text).tokens,
    spaces: nlp.readDoc(text).tokens().out(nlp.its.precedingSpaces) as string[],
  }));
  for (let i = 0; i < 300; i += 1) parseText(dreams[i % dreams.length] ?? '');
  const parse: number[] = [];
  const sense: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const p = prepared[i % prepared.length];
    if (!p) continue;
    let t = performance.now();
    parseText(p.text);
    parse.push(performance.now() - t);
    const fresh = unannotated(p.tokens);
    t = performance.now();
    annotate(fresh, { spaces: () => p.spaces, emoji: [], text: p.text });
    sense.push(performance.now() - t);
  }
  parse.sort((a, b) => a - b);
  sense.sort((a, b) => a - b);
  return {
    parse_150w_median_ms: round(quantile(parse, 0.5)),
    parse_150w_p99_ms: round(quantile(parse, 0.99)),
    sense_annotation_150w_median_ms: round(quantile(sense, 0.5)),
    sense_annotation_150w_p99_ms: round(quantile(sense, 0.99)),
    runs,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify(benchSense(), null, 2));
}
