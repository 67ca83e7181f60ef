import type { Token } from '../nlp';

/**
 * Ironic positives: "great, just great", "oh wonderful, another exam dream", "Perfect. Now I'm
 * late.", "yay, my car won't start". A positive word is ironic when it is framed as a retort
 * ("oh …", "just …", a one-word sentence, "…, now …") and something bad stands right next to it.
 */

export interface SarcasmContext {
  /** Happiness weight of the word, 0 when it is not a positive word. */
  positive: (t: Token) => number;
  /** True for a negative feeling word, a distressing event or a mishap. */
  negative: (t: Token) => boolean;
}

const RETORT_POSITIVES = new Set(['great', 'wonderful', 'perfect', 'fantastic', 'lovely', 'brilliant', 'awesome', 'marvelous', 'marvellous', 'fabulous', 'superb', 'terrific', 'excellent', 'nice', 'cool', 'amazing', 'splendid', 'yay', 'joy', 'fun', 'goody', 'hooray', 'wow', 'thanks', 'love', 'favourite', 'favorite']);
const LEADS = new Set(['oh', 'just', 'ah']);
/** Words that mean trouble in a dream report even when no feeling word is used. */
const MISHAPS = new Set([
  'another', 'again', 'late', 'lost', 'lose', 'broke', 'broken', 'break', 'stuck', 'ruin', 'ruined', 'fail', 'failed', 'miss', 'missed', 'rain', 'raining',
  'worst', 'wrong', 'stupid', 'idiot', 'ugh', 'crap', 'damn', 'flood', 'nightmare', 'exam', 'test', 'naked', 'forgot', 'forget', 'dead', 'die', 'fall',
  'chase', 'monster', 'teeth', 'pajama', 'pyjama', 'pants', 'traffic', 'alarm', 'monday', 'boss', 'ex',
]);
/** After a one-word "Wonderful." a plain denial is mishap enough ("I never took Latin. Wonderful."). */
const DENIALS = new Set(['not', 'never', 'no', 'nothing', 'cannot', 'nobody']);

function negativeNear(tokens: Token[], from: number, to: number, skip: number, ctx: SarcasmContext, denials: boolean): boolean {
  for (let j = Math.max(0, from); j < Math.min(tokens.length, to); j += 1) {
    if (j === skip) continue;
    const t = tokens[j];
    if (t && t.isWord && (ctx.negative(t) || MISHAPS.has(t.normal) || MISHAPS.has(t.lemma) || (denials && DENIALS.has(t.normal)))) return true;
  }
  return false;
}

function sentenceBounds(tokens: Token[], i: number): [number, number] {
  const s = tokens[i]?.sentence;
  let a = i;
  let b = i;
  while (a > 0 && tokens[a - 1]?.sentence === s) a -= 1;
  while (b < tokens.length && tokens[b]?.sentence === s) b += 1;
  return [a, b];
}

export function markSarcasm(tokens: Token[], ctx: SarcasmContext): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord || t.masked || !RETORT_POSITIVES.has(t.normal)) continue;
    const [a, b] = sentenceBounds(tokens, i);
    const words = tokens.slice(a, b).filter((w) => w.isWord);
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const led = prev !== undefined && prev.sentence === t.sentence && LEADS.has(prev.normal);
    // "great, just great": the same praise repeated as a retort is ironic on its own.
    const repeated = words.filter((w) => w.normal === t.normal).length > 1 && words.some((w) => w.normal === 'just');
    const alone = words.length <= 2;
    const thenNow = next?.value === ',' && tokens[i + 2]?.normal === 'now';
    const fixed = (t.normal === 'love' && next?.normal === 'that' && tokens[i + 2]?.normal === 'for' && tokens[i + 3]?.normal === 'me')
      || (t.normal === 'thanks' && (next?.normal === 'brain' || tokens[i + 2]?.normal === 'brain'))
      || ((t.normal === 'favourite' || t.normal === 'favorite') && prev?.normal === 'my' && words.some((w) => w.normal === 'another'));
    if (!(repeated || fixed || led || alone || thenNow || t.normal === 'yay')) continue;
    // "oh wonderful, the bus dream again": a sigh at a recurring dream.
    const recurring = prev?.normal === 'oh' && words.some((w) => w.normal === 'another' || w.normal === 'again' || w.lemma === 'dream');
    // Sincere joy has nothing bad beside it; irony always points at a mishap in this or the next sentence.
    let [, nb] = sentenceBounds(tokens, b < tokens.length ? b : b - 1);
    if (b >= tokens.length) nb = b;
    const pa = a > 0 ? sentenceBounds(tokens, a - 1)[0] : a;
    const near = repeated || fixed || recurring || negativeNear(tokens, alone || thenNow || t.normal === 'yay' ? pa : a, nb, i, ctx, alone || thenNow || t.normal === 'yay');
    if (!near) continue;
    t.sarcastic = true;
    // The echo in "great, just great" is ironic too.
    for (let j = a; j < b; j += 1) {
      const w = tokens[j];
      if (w && j !== i && RETORT_POSITIVES.has(w.normal) && w.normal === t.normal) w.sarcastic = true;
    }
  }
}
