/**
 * Fits the whole-post risk score (risk-score.ts) on labelled posts: a logistic regression over the
 * concept features of risk-concepts.ts and the post's words and word pairs, fitted by plain
 * gradient descent from zero with a fixed number of steps, so the same posts always give the same
 * weights on any machine.
 *
 * Labelled posts are short, so they are read whole; the project's ordinary dreams (written for the
 * other evaluations, about nothing of the kind) are long, and each of their passages of a few
 * sentences joins as a safe example, so that the score learns what an ordinary long dream holds.
 *
 * The threshold is where over-fitting would hide false alarms, so it is not read off the posts the
 * weights were fitted on (a model scores its own training posts far too confidently). Instead each
 * writer's posts are scored by a model fitted without that writer, as a new writer's posts would
 * be, and the threshold sits just above the safe score at the share SAFE_SHARE_ABOVE from the top.
 */
import { FEATURE_NAMES, type Passage, passagesOf, scoreStandsDown, wholePost } from './risk-concepts';

export interface RiskWeights {
  /** Concept feature names, in the order of `riskFeatures`. */
  features: readonly string[];
  weights: readonly number[];
  /** Weights of words and word pairs ("pills", "for good"); a pair missing here weighs nothing. */
  grams: Readonly<Record<string, number>>;
  bias: number;
  threshold: number;
  /** How many labelled posts, and ordinary dreams read passage by passage, the weights were fitted on. */
  fittedOn: { positives: number; negatives: number; ordinaryDreams: number };
}

export interface LabelledPost {
  id: string;
  text: string;
  support: boolean;
}

/** A dream written for the other evaluations, about nothing of the kind: every passage of it is safe. */
export interface OrdinaryDream {
  text: string;
}

/**
 * Shrinks every weight a little each step, so that no single rare word decides alone. With seventeen
 * writers, a lighter hand (0.003, not 0.01) and twice the steps let each writer's words count for more
 * on the others: left out in turn, 0.64 of their dreamers in distress were reached against 0.60.
 */
const L2 = 0.003;
const STEPS = 800;
const RATE = 0.5;
/** A word or pair must occur in this many posts to get a weight: one writer's quirk is not evidence. */
const MIN_POSTS = 2;
/**
 * Weights smaller than this are dropped before the threshold is set, so the threshold is the smaller
 * model's own (about 14,000 words and pairs are kept). Dropping up to 0.02 halves
 * them but cost 0.7 points of recall with each writer left out, so the smaller bar stays.
 */
const PRUNE = 0.01;
/**
 * The share of safe posts and ordinary dreams, scored as unseen writing, that may sit above the
 * threshold (only those the score does not stand down for are counted). 0 would let the single
 * strangest one (a novelist's suicide note, a climber at a cliff edge) set the bar for everyone.
 * Chosen on 3,190 such safe scores by leaving each writer out (37 writers): 0.6% above reached 81% of
 * their dreamers in distress (rules included) with 23 false alarms on their 2,542 hard negatives; 1%
 * reached 84% with 35, and four more false alarms on the 120 realistic dreams of the later blind-review
 * rounds, which the score never saw (long dreams told with a hard life around them: a retiring
 * factory worker, a widow of 80, a mother caring for hers). A missed person in distress costs more
 * than a gentle paragraph above a reading, but a line about crisis services over an ordinary dream
 * teaches people to skip it; 0.7% keeps the realistic dreams' false alarms where they were. Kept as a
 * share so that more labelled posts neither raise nor lower the bar by their number alone.
 */
const SAFE_SHARE_ABOVE = 0.007;
/** How far above that safe score the threshold sits. */
const MARGIN = 0.05;

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));
/** Six decimals are far finer than any score gap that matters and keep the committed file stable. */
const round = (x: number): number => Math.round(x * 1e6) / 1e6;

/** The writer of a labelled post: probe sets are named "d-p001" or "ad-p001" by writer; the project's own set is one writer. */
export const writerOf = (id: string): string => /^([a-z]{1,2})-/.exec(id)?.[1] ?? 'project';

/** Ordinary dreams are left out in this many groups when the threshold is found. */
const ORDINARY_GROUPS = 4;

type Sparse = [number, number][];

interface Model {
  weights: number[];
  grams: Record<string, number>;
  bias: number;
}

/** A post to fit on: a labelled post read whole, or one passage of an ordinary dream (always safe). */
interface Sample {
  passage: Passage;
  support: boolean;
}

function samplesOf(posts: readonly LabelledPost[], ordinary: readonly OrdinaryDream[]): Sample[] {
  return [
    ...posts.map((p) => ({ passage: wholePost(p.text), support: p.support })),
    ...ordinary.flatMap((d) => passagesOf(d.text).map((passage) => ({ passage, support: false }))),
  ];
}

function fitModel(samples: readonly Sample[]): Model {
  const df = new Map<string, number>();
  for (const s of samples) for (const g of s.passage.grams) df.set(g, (df.get(g) ?? 0) + 1);
  const vocab = [...df].filter(([, n]) => n >= MIN_POSTS).map(([g]) => g).sort();
  const index = new Map(vocab.map((g, i) => [g, FEATURE_NAMES.length + i]));
  const encode = (passage: Passage): Sparse => {
    const x: Sparse = [];
    passage.features.forEach((v, j) => v !== 0 && x.push([j, v]));
    for (const g of passage.grams) {
      const j = index.get(g);
      if (j !== undefined) x.push([j, 1]);
    }
    return x;
  };
  // One flat row store (compressed sparse rows): the loop below runs STEPS times over every sample,
  // and typed arrays make it several times faster than arrays of pairs, with the same sums in the
  // same order, so the same weights to the last bit.
  const rows = samples.map((s) => encode(s.passage));
  const start = new Int32Array(rows.length + 1);
  rows.forEach((x, i) => (start[i + 1] = start[i]! + x.length));
  const cols = new Int32Array(start[rows.length]!);
  const vals = new Float64Array(start[rows.length]!);
  rows.forEach((x, i) => x.forEach(([j, v], k) => ((cols[start[i]! + k] = j), (vals[start[i]! + k] = v))));
  const ys = samples.map((s) => (s.support ? 1 : 0));
  const n = rows.length;
  const w = new Float64Array(FEATURE_NAMES.length + vocab.length);
  const grad = new Float64Array(w.length);
  let bias = 0;
  for (let step = 0; step < STEPS; step += 1) {
    grad.fill(0);
    let gradBias = 0;
    for (let i = 0; i < n; i += 1) {
      const from = start[i]!;
      const to = start[i + 1]!;
      let z = bias;
      for (let p = from; p < to; p += 1) z += vals[p]! * w[cols[p]!]!;
      const err = sigmoid(z) - ys[i]!;
      for (let p = from; p < to; p += 1) grad[cols[p]!]! += err * vals[p]!;
      gradBias += err;
    }
    for (let j = 0; j < w.length; j += 1) w[j] = w[j]! - RATE * (grad[j]! / n + L2 * w[j]!);
    bias -= (RATE * gradBias) / n;
  }
  const grams: Record<string, number> = {};
  vocab.forEach((g, i) => {
    const v = round(w[FEATURE_NAMES.length + i]!);
    if (Math.abs(v) >= PRUNE) grams[g] = v;
  });
  return { weights: FEATURE_NAMES.map((_, j) => round(w[j]!)), grams, bias: round(bias) };
}

type Scorable = Pick<RiskWeights, 'weights' | 'grams' | 'bias'>;

/** A word's or pair's weight; own properties only, so a word such as "constructor" never reaches the object's prototype. */
export const gramWeight = (model: Scorable, gram: string): number => (Object.hasOwn(model.grams, gram) ? model.grams[gram]! : 0);

/** One passage's score under a model: the sum the runtime (risk-score.ts) and the fitting share. */
export function passageScore(model: Scorable, passage: Passage): number {
  let z = model.bias;
  passage.features.forEach((v, j) => {
    z += v * model.weights[j]!;
  });
  for (const g of passage.grams) z += gramWeight(model, g);
  return z;
}

/** A model's score of one post: its riskiest passage (the same score risk-score.ts computes). */
export function scoreWith(model: Scorable, text: string): number {
  return Math.max(...passagesOf(text).map((p) => passageScore(model, p)));
}

/** Scores as unseen writing: by a model fitted without the post's writer, or without the dream's quarter. */
export interface UnseenScores {
  /** By post id, for every post asked for whose writer could be left out; absent where the score stands down. */
  posts: Map<string, number>;
  /** The ordinary dreams' scores, where the score does not stand down. */
  ordinary: number[];
}

/**
 * Every post of `scored` scored by a model fitted on `posts` without that post's writer, and each
 * quarter of the ordinary dreams by a model fitted without that quarter: what a new writer's posts
 * and new dreams would meet. One fit per writer and per quarter.
 */
export function unseenScores(posts: readonly LabelledPost[], ordinary: readonly OrdinaryDream[], scored: readonly LabelledPost[] = posts): UnseenScores {
  const out: UnseenScores = { posts: new Map(), ordinary: [] };
  for (const writer of [...new Set([...posts, ...scored].map((p) => writerOf(p.id)))].sort()) {
    const own = scored.filter((p) => writerOf(p.id) === writer && !scoreStandsDown(p.text));
    if (own.length === 0) continue;
    const without = fitModel(samplesOf(posts.filter((p) => writerOf(p.id) !== writer), ordinary));
    for (const p of own) out.posts.set(p.id, scoreWith(without, p.text));
  }
  for (let g = 0; g < ORDINARY_GROUPS; g += 1) {
    const without = fitModel(samplesOf(posts, ordinary.filter((_, i) => i % ORDINARY_GROUPS !== g)));
    ordinary.forEach((d, i) => {
      if (i % ORDINARY_GROUPS === g && !scoreStandsDown(d.text)) out.ordinary.push(scoreWith(without, d.text));
    });
  }
  return out;
}

/**
 * The threshold from unseen scores: just above the safe score at SAFE_SHARE_ABOVE from the top, among
 * the safe posts of `posts` and the ordinary dreams (a safe post the score stands down for can never
 * be its false alarm, so it is not counted).
 */
export function thresholdFrom(unseen: UnseenScores, posts: readonly LabelledPost[]): number {
  const safe = [...posts.filter((p) => !p.support).flatMap((p) => (unseen.posts.has(p.id) ? [unseen.posts.get(p.id)!] : [])), ...unseen.ordinary].sort((a, b) => b - a);
  const bar = safe[Math.min(Math.round(SAFE_SHARE_ABOVE * safe.length), safe.length - 1)] ?? 0;
  return round(bar + MARGIN);
}

/**
 * Fits on the labelled posts and on ordinary dreams (every passage of each is safe). The threshold
 * comes from scores of posts as unseen writing (`unseenScores`).
 */
export function fitRiskWeights(posts: readonly LabelledPost[], ordinary: readonly OrdinaryDream[]): RiskWeights {
  const model = fitModel(samplesOf(posts, ordinary));
  // Only the safe posts set the threshold: the others need no fit of their writer's own.
  const threshold = thresholdFrom(unseenScores(posts, ordinary, posts.filter((p) => !p.support)), posts);
  return {
    features: FEATURE_NAMES,
    ...model,
    threshold,
    fittedOn: { positives: posts.filter((p) => p.support).length, negatives: posts.filter((p) => !p.support).length, ordinaryDreams: ordinary.length },
  };
}
