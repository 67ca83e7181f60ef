/**
 * The dream as beats: its story sentences in order, each marked as the opening, the middle, the
 * turn or the ending (and the waking sentences after them), with the motifs each one holds. The
 * reading walks these beats, interpreting each moment where it happens.
 */
import { pushTo } from '../text-utils';
import type { Clause } from '../structure/types';
import { findMotifs, type MotifHit } from './motifs';
import type { ReadingContext } from './context';

export type BeatPart = 'opening' | 'middle' | 'turn' | 'ending' | 'waking';

export interface Beat {
  sentence: number;
  part: BeatPart;
  clauses: Clause[];
  motifs: MotifHit[];
}

const memo = new WeakMap<ReadingContext, Beat[]>();

/** What one flees through or into: found in a chase, it is a way out. */
const WAY_OUT = /\b(?:door|doors|exit|way out|path|gate|stairs|staircase|window|hatch|tunnel|ladder|car|lift|elevator|hiding place)\b/i;

export function readBeats(ctx: ReadingContext): Beat[] {
  const known = memo.get(ctx);
  if (known) return known;
  const { drama } = ctx;
  const bySentence = new Map<number, Clause[]>();
  for (const c of ctx.story) pushTo(bySentence, c.sentence, c);
  const order = [...bySentence.keys()].sort((a, b) => a - b);
  const firstStory = ctx.story.find((c) => c.verb !== null) ?? ctx.story[0];
  const endSentence = drama.ending.clause !== null ? drama.clauses[drama.ending.clause]?.sentence : undefined;
  const turnSentence = drama.turn ? drama.clauses[drama.turn.clause]?.sentence : undefined;
  const beats: Beat[] = order.map((sentence) => ({
    sentence,
    part: sentence === firstStory?.sentence ? 'opening' : sentence === endSentence ? 'ending' : sentence === turnSentence ? 'turn' : 'middle',
    clauses: bySentence.get(sentence) ?? [],
    motifs: [],
  }));
  // The waking clauses, after the story: what the dreamer woke with.
  const waking = new Map<number, Clause[]>();
  for (const c of drama.clauses) if (c.waking) pushTo(waking, c.sentence, c);
  for (const [sentence, clauses] of waking) beats.push({ sentence, part: 'waking', clauses, motifs: [] });
  const ranges = beats.map((b) => {
    const start = Math.min(...b.clauses.map((c) => c.start));
    const end = Math.max(...b.clauses.map((c) => c.end));
    const part = b.part === 'turn' || b.part === 'middle' ? ('middle' as const) : b.part;
    return { sentence: b.sentence, start, end, part };
  });
  const hits = findMotifs({ tokens: ctx.tokens, clauses: drama.clauses, sentences: ranges.filter((r) => Number.isFinite(r.start)) });
  const { scores } = ctx.input.emotions;
  // A dream that is mostly fear is not read as calm or safe anywhere it is afraid: a calm motif
  // gives way in a sentence where the dreamer names fear, and on waking from a frightening dream.
  const afraid = scores.apprehension >= 0.5 && scores.apprehension > scores.happiness;
  const chased = drama.shape.primary === 'chase' || drama.shape.secondary === 'chase' || drama.clauses.some((c) => !c.frame && (c.pursuit || (c.object === 'dreamer' && c.verbClasses.includes('chase'))));
  for (const h of hits) {
    const beat = beats.find((b) => b.clauses.some((c) => c.index === h.clause));
    if (!beat) continue;
    // Company is no pursuit: a threat read on "followed me" gives way where the following is friendly.
    if (h.motif.theme === 'threat' && drama.clauses[h.clause]?.companion && ctx.tokens[h.token]?.lemma === 'follow') continue;
    // "Finally I found a door" with something at one's heels: the door is a way out, and the gloss of
    // a find ("something of your own, waiting to be recognised") would read the escape as a discovery.
    if (chased && h.motif.theme === 'gift' && h.x && WAY_OUT.test(h.x.short)) continue;
    if (h.motif.mood === 'calm' && (beat.clauses.some((c) => c.feelings.some((f) => f.emotion === 'apprehension')) || (beat.part === 'waking' && afraid))) continue;
    beat.motifs.push(h);
  }
  memo.set(ctx, beats);
  return beats;
}

/** Every motif of the dream, in order. */
export function allMotifs(beats: readonly Beat[]): MotifHit[] {
  return beats.flatMap((b) => b.motifs);
}
