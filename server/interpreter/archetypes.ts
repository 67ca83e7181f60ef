/**
 * Archetypes by evidence. An archetype is named only when something in the dream shows it: a
 * figure doing a particular thing, a sign of wholeness, the dreamer in a particular role. Each
 * finding carries the mention and clause that show it, so the reading can name the evidence and
 * the API lists no archetype the dream does not hold. The Self in particular needs a sign of
 * totality (a circle or centre, a quaternity, a divine child, a wise old figure who counsels, a
 * union of opposites, a treasure hard to attain); a house or a door is not enough.
 */
import { z } from 'zod';
import { ARCHETYPES } from '../../lib/core/api/contract';
import archetypeData from './lexicons/archetypes.json' with { type: 'json' };
import { pushTo } from './text-utils';
import type { SenseToken } from './structure/tokens';
import type { Clause, Drama, Mention } from './structure/types';

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const IN_CIRCLES = /\bin circles\b/;
/** "the whole team was standing in a circle": how people stand or sit, not a circle the dream shows. */
const IN_A_RING = /\b(?:in|into|round in|around in) a (?:big |large |small |wide |loose |rough )?(?:circle|ring)\b/;
const FORMATION_VERBS = new Set(['stand', 'sit', 'gather', 'wait', 'form', 'kneel', 'line', 'crowd', 'be', 'arrange', 'place', 'put']);

export type ArchetypeName = (typeof ARCHETYPES)[number];

export const EVIDENCE_REASONS = [
  'pursues', 'threatens', 'double', 'intrudes', 'guides', 'beloved', 'judges', 'exposed', 'masked', 'performs', 'examined',
  'circle', 'centre', 'quaternity', 'divine-child', 'wise-figure', 'opposites', 'treasure', 'sacred-marriage',
  'mother-acts', 'mother-gives', 'engulfs', 'counsels', 'mischief', 'fights', 'rescues', 'climbs', 'slays', 'child-held', 'child-lost',
  'child-present', 'dreamer-child',
] as const;
export type EvidenceReason = (typeof EVIDENCE_REASONS)[number];

export interface ArchetypeEvidence {
  name: ArchetypeName;
  reason: EvidenceReason;
  /** The image that carries it, when one does. */
  mention: Mention | null;
  /** The clause that shows it. */
  clause: number;
  strength: number;
}

const EVIDENCE_SLOT = /\{[Ee]vidence\}/;
const signsSchema = z.object({ figures: z.array(z.string()).default([]), words: z.array(z.string()).default([]) });
export const archetypeReadingSchema = z.array(
  z.object({
    name: z.enum(ARCHETYPES),
    description: z.string().min(40),
    inDreams: z.string().min(40),
    questions: z.array(z.string().includes('{symbol}')).min(2),
    signs: signsSchema,
    /** Sentences that name the evidence; `{evidence}` is the dream's own image or event. */
    readings: z.array(z.string().regex(EVIDENCE_SLOT)).min(4),
    /** Sentences for one kind of evidence (a child held is not a child abandoned). */
    byReason: z.partialRecord(z.enum(EVIDENCE_REASONS), z.array(z.string().regex(EVIDENCE_SLOT)).min(1)).optional(),
  }),
);
type ArchetypeData = z.infer<typeof archetypeReadingSchema>;

export function validateArchetypeData(): void {
  archetypeReadingSchema.parse(archetypeData);
}

interface Signs {
  figures: Set<string>;
  words: Set<string>;
}

let signs: Map<ArchetypeName, Signs> | null = null;
let entries: Map<ArchetypeName, ArchetypeData[number]> | null = null;

function load(): { signs: Map<ArchetypeName, Signs>; entries: Map<ArchetypeName, ArchetypeData[number]> } {
  if (!signs || !entries) {
    // Validated by validateArchetypeData at warm-up and in the tests.
    const data = archetypeData as ArchetypeData;
    signs = new Map(data.map((a) => [a.name, { figures: new Set(a.signs.figures), words: new Set(a.signs.words) }]));
    entries = new Map(data.map((a) => [a.name, a]));
  }
  return { signs, entries };
}

/** The sentences that name this kind of evidence for this archetype, the specific ones first. */
export function archetypeReadings(name: ArchetypeName, reason: EvidenceReason): { specific: string[]; general: string[] } {
  const e = load().entries.get(name);
  return { specific: e?.byReason?.[reason] ?? [], general: e?.readings ?? [] };
}

const MYSTERIOUS = new Set(['beautiful', 'mysterious', 'strange', 'veiled', 'shining', 'glowing', 'radiant', 'pale', 'dark', 'tall', 'unknown', 'wise', 'silent', 'ethereal', 'familiar']);
const FEMININE = new Set(['stranger-woman', 'queen', 'witch', 'fairy', 'old-woman', 'grandmother', 'mother', 'sister']);
const OPPOSITES: [string, string][] = [['sun', 'moon'], ['black', 'white'], ['light', 'dark'], ['light', 'darkness'], ['day', 'night'], ['fire', 'water'], ['fire', 'ice'], ['king', 'queen'], ['heaven', 'hell'], ['life', 'death']];
const GOLDEN = new Set(['golden', 'gold', 'glowing', 'shining', 'radiant', 'luminous', 'divine', 'holy', 'sacred', 'silver', 'bright']);

interface Scan {
  drama: Drama;
  tokens: readonly SenseToken[];
  story: Set<number>;
  present: Mention[];
  /** The present mentions of each clause, in the order of `present`, gathered once for every pass. */
  byClause: Map<number, Mention[]>;
  /** The dreamer takes a figure for themself ("she might have been me"). */
  selfLike: boolean;
  /** Kin the report says have died ("My mother died 10 years ago"), by their symbol id. */
  mourned: ReadonlySet<string>;
}

const real = (c: Clause | undefined): c is Clause => Boolean(c && !c.negated && !c.irrealis);

/** "she might have been me", "it was me", "an older me": the dreamer recognises a figure as themself. */
function saysItWasMe(tokens: readonly SenseToken[]): boolean {
  for (let i = 1; i < tokens.length; i += 1) {
    if (tokens[i]?.normal !== 'me') continue;
    const prev = tokens[i - 1]?.normal ?? '';
    if (['been', 'older', 'younger', 'another', 'other'].includes(prev) || (prev === 'was' && ['she', 'he', 'it'].includes(tokens[i - 2]?.normal ?? ''))) return true;
  }
  return false;
}

const MOURNED_KIN: ReadonlyMap<string, string> = new Map([
  ['mother', 'mother'], ['mom', 'mother'], ['mum', 'mother'], ['mama', 'mother'], ['mommy', 'mother'], ['mummy', 'mother'], ['ma', 'mother'],
  ['grandmother', 'grandmother'], ['grandma', 'grandmother'], ['gran', 'grandmother'], ['nan', 'grandmother'], ['nana', 'grandmother'], ['granny', 'grandmother'], ['nanny', 'grandmother'],
]);
const DEATH_WORDS: ReadonlySet<string> = new Set(['died', 'dead', 'passed', 'death', 'funeral', 'buried']);
const NOT_A_DEATH: ReadonlySet<string> = new Set(['not', 'almost', 'nearly', 'never', "n't", 'if', 'would', 'will', 'might']);

/**
 * "My mother died 10 years ago", "my nan, who passed in March": the kin whose death the writer tells,
 * anywhere in the report. Only "my" or "our" kin, with the death word a few words on in the sentence.
 */
function mournedKin(tokens: readonly SenseToken[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < tokens.length; i += 1) {
    const id = MOURNED_KIN.get(tokens[i]?.normal ?? '');
    if (!id) continue;
    const owner = tokens[i - 1]?.normal === 'late' ? tokens[i - 2]?.normal : tokens[i - 1]?.normal;
    if (owner !== 'my' && owner !== 'our') continue;
    if (tokens[i - 1]?.normal === 'late') {
      out.add(id);
      continue;
    }
    for (let k = i + 1; k < Math.min(tokens.length, i + 7) && tokens[k]?.sentence === tokens[i]?.sentence; k += 1) {
      const w = tokens[k]?.normal ?? '';
      if (NOT_A_DEATH.has(w)) break;
      if (DEATH_WORDS.has(w)) {
        out.add(id);
        break;
      }
    }
  }
  return out;
}

const BREATHING: ReadonlySet<string> = new Set(['breathe', 'breath', 'breathing', 'air', 'oxygen', 'gas', 'smoke', 'diving', 'scuba', 'snorkel', 'scba', 'respirator', 'surgical', 'dust']);

/** The mask's sentence speaks of breathing, air or smoke: the mask is equipment. */
function breathingGear(s: Scan, c: Clause): boolean {
  for (let i = c.start - 1; i >= 0 && s.tokens[i]?.sentence === s.tokens[c.start]?.sentence; i -= 1) if (BREATHING.has(s.tokens[i]?.lemma ?? '') || BREATHING.has(s.tokens[i]?.normal ?? '')) return true;
  for (let i = c.start; i < s.tokens.length && s.tokens[i]?.sentence === s.tokens[c.start]?.sentence; i += 1) if (BREATHING.has(s.tokens[i]?.lemma ?? '') || BREATHING.has(s.tokens[i]?.normal ?? '')) return true;
  return false;
}

function clauseText(s: Scan, c: Clause): string {
  return s.tokens.slice(c.start, c.end).map((t) => t.normal).join(' ');
}

/**
 * Does the clause hold `word`, as a word's lemma or its form? A clause is a handful of words: they
 * are read in place rather than gathered into a set per clause.
 */
function clauseHolds(s: Scan, c: Clause, word: string): boolean {
  for (let i = c.start; i < c.end; i += 1) {
    const t = s.tokens[i];
    if (t?.isWord && (t.lemma === word || t.normal === word)) return true;
  }
  return false;
}

/** The clause's first word (its lemma, else its form) that is one of `signs`. */
function firstSign(s: Scan, c: Clause, signs: ReadonlySet<string>): string | undefined {
  for (let i = c.start; i < c.end; i += 1) {
    const t = s.tokens[i];
    if (!t?.isWord) continue;
    if (signs.has(t.lemma)) return t.lemma;
    if (signs.has(t.normal)) return t.normal;
  }
  return undefined;
}

const NO_MENTIONS: readonly Mention[] = [];

function mentionsIn(s: Scan, c: Clause): readonly Mention[] {
  return s.byClause.get(c.index) ?? NO_MENTIONS;
}

const YOUNG = new Set(['young', 'younger', 'youthful', 'teenage', 'teenager', 'boy', 'girl', 'child', 'kid']);

/** The dream calls this figure young: a modifier, or "he was young" said of it. */
function shownYoung(s: Scan, m: Mention): boolean {
  for (const x of s.present) {
    if (x.hit !== m.hit) continue;
    if (x.modifiers.some((w) => YOUNG.has(w))) return true;
    const c = s.drama.clauses[x.clause];
    if (!c || x.role !== 'subject' || c.verbLemma !== 'be') continue;
    for (let i = x.end; i < c.end; i += 1) if (YOUNG.has(s.tokens[i]?.normal ?? '')) return true;
  }
  return false;
}

const ELDERS = new Set(['old-man', 'old-woman', 'wizard', 'grandfather', 'grandmother', 'priest', 'god', 'angel', 'king', 'queen', 'witch']);

function figureEvidence(s: Scan, sg: Signs, name: ArchetypeName, out: ArchetypeEvidence[]): void {
  for (const m of s.present) {
    if (!sg.figures.has(m.hit.entry.id) || m.role !== 'subject') continue;
    const c = s.drama.clauses[m.clause];
    if (!c || !s.story.has(c.index)) continue;
    const v = c.verbClasses;
    const onDreamer = c.object === 'dreamer' || c.pursuit;
    if (name === 'Shadow') {
      if ((v.includes('chase') || c.pursuit) && onDreamer) out.push({ name, reason: 'pursues', mention: m, clause: c.index, strength: 3 });
      else if (v.includes('attack') && onDreamer) out.push({ name, reason: 'threatens', mention: m, clause: c.index, strength: 3 });
      // "my twin", "a twin of me" double the dreamer; "the twins" from school are two other people.
      else if (m.hit.entry.id === 'twin' && !m.plural) out.push({ name, reason: 'double', mention: m, clause: c.index, strength: 2.5 });
      else if (m.hit.entry.id === 'thief' && real(c)) out.push({ name, reason: 'intrudes', mention: m, clause: c.index, strength: 2 });
    } else if (name === 'Anima' || name === 'Animus') {
      const feminine = FEMININE.has(m.hit.entry.id);
      if ((name === 'Anima') !== feminine || !real(c)) continue;
      // A clerk who asks for a signature is no soul-image: the plain stranger needs something numinous or intimate.
      const plain = m.hit.entry.id === 'stranger-woman' || m.hit.entry.id === 'stranger-man' || m.hit.entry.id === 'celebrity';
      // Leading or kissing counts when it is the dreamer who is led or kissed, not the horse.
      const numinous = m.modifiers.some((x) => MYSTERIOUS.has(x)) || (onDreamer && (['lead', 'guide', 'kiss', 'hug', 'embrace', 'beckon', 'sing', 'dance'].includes(c.verbLemma) || v.includes('meet')));
      if (plain && !numinous) continue;
      // "I think she might have been me, but older": a figure the dreamer takes for themself is a
      // double, not the soul-image of the other sex.
      if (s.selfLike) continue;
      // Merely turning up is not enough: the figure speaks, gives, leads or comes close.
      if (v.includes('speak') || v.includes('give') || c.verbLemma === 'lead' || c.verbLemma === 'guide' || (c.verbLemma === 'show' && !c.particles.includes('up'))) out.push({ name, reason: 'guides', mention: m, clause: c.index, strength: 2 });
      else if (v.includes('meet') && onDreamer) out.push({ name, reason: 'beloved', mention: m, clause: c.index, strength: 2 });
    } else if (name === 'Wise Old Man') {
      // A professor or a doctor who merely speaks is an authority of the scene; the old and wise counsel by nature.
      // A grandfather the dream shows young ("my grandfather was young, maybe 20") is no elder there.
      if (shownYoung(s, m)) continue;
      const elder = ELDERS.has(m.hit.entry.id) || m.modifiers.some((x) => ['old', 'wise', 'elderly', 'ancient', 'bearded', 'white-haired', 'grey-haired'].includes(x));
      const guides = v.includes('give') || (['show', 'lead', 'guide', 'teach', 'explain', 'point'].includes(c.verbLemma) && !c.particles.includes('up'));
      // An old woman who greets or feeds is no "wise old man": only a figure who counsels is.
      const speaks = elder && v.includes('speak') && !FEMININE.has(m.hit.entry.id);
      if (real(c) && (guides || speaks)) out.push({ name, reason: 'counsels', mention: m, clause: c.index, strength: 3 });
    } else if (name === 'Great Mother') {
      // A mother or grandmother the writer says has died comes back as herself: a visit of the one
      // mourned, which an archetype's name would turn away from her.
      if (s.mourned.has(m.hit.entry.id)) continue;
      // The mother who holds, feeds, shelters, calls or will not let go, not any mother who is merely there.
      // Only one who grabs, pulls, keeps or turns on the dreamer shows the face that holds fast; one who
      // gives, feeds or speaks shows the face that nourishes, and is named by it alone.
      const holdsFast = (onDreamer && v.includes('attack')) || ['grab', 'pull', 'keep'].includes(c.verbLemma);
      const nourishes = v.includes('hold') || v.includes('rescue') || v.includes('give') || v.includes('meet') || (onDreamer && v.includes('speak')) || ['call', 'cook', 'feed'].includes(c.verbLemma);
      if (real(c) && (holdsFast || nourishes)) out.push({ name, reason: holdsFast ? 'mother-acts' : 'mother-gives', mention: m, clause: c.index, strength: 2 });
    } else if (name === 'Trickster') {
      if (real(c) && c.verbLemma !== 'be') out.push({ name, reason: 'mischief', mention: m, clause: c.index, strength: 2 });
    }
  }
}

/** Time counted in fours is no quaternity: "died four years ago", "four o'clock", "four weeks". */
const TIME_UNITS = new Set(['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'time', 'o\'clock', 'am', 'pm', 'night', 'morning', 'decade', 'percent']);

/** The thing the clause counts four of ("four doors", "four rivers"), a mention of the dream, or null. */
function fourThings(s: Scan, c: Clause, inClause: readonly Mention[]): Mention | null {
  for (let i = c.start; i < c.end; i += 1) {
    if (s.tokens[i]?.normal !== 'four') continue;
    let j = i + 1;
    while (j < c.end && s.tokens[j]?.pos === 'ADJ') j += 1;
    const counted = s.tokens[j];
    if (!counted || TIME_UNITS.has(counted.lemma) || TIME_UNITS.has(counted.normal)) continue;
    const m = inClause.find((x) => x.start <= j && j < x.end);
    if (m) return m;
  }
  return null;
}

function selfEvidence(s: Scan, sg: Signs, out: ArchetypeEvidence[]): void {
  for (const c of s.drama.clauses) {
    if (!s.story.has(c.index) || c.negated) continue;
    // "spun in circles" is a motion, not a circle: the sign must be a thing in the dream.
    const sign = firstSign(s, c, sg.words);
    const shape = sign !== undefined && !IN_CIRCLES.test(clauseText(s, c)) && !(FORMATION_VERBS.has(c.verbLemma) && IN_A_RING.test(clauseText(s, c))) ? sign : undefined;
    const inClause = mentionsIn(s, c);
    if (shape) {
      const centre = ['centre', 'center', 'middle'].includes(shape);
      out.push({ name: 'Self', reason: centre ? 'centre' : 'circle', mention: inClause[0] ?? null, clause: c.index, strength: centre ? 2 : 3 });
    }
    if (fourThings(s, c, inClause)) out.push({ name: 'Self', reason: 'quaternity', mention: inClause[0] ?? null, clause: c.index, strength: 2.5 });
    for (const m of inClause) {
      const id = m.hit.entry.id;
      if ((id === 'baby' || id === 'child') && m.modifiers.some((x) => GOLDEN.has(x))) out.push({ name: 'Self', reason: 'divine-child', mention: m, clause: c.index, strength: 3 });
      // An old woman who greets the dreamer is not yet a sign of totality; one who gives something is.
      if ((id === 'old-man' || id === 'old-woman') && m.role === 'subject' && real(c) && ((c.verbClasses.includes('speak') && id === 'old-man') || c.verbClasses.includes('give'))) out.push({ name: 'Self', reason: 'wise-figure', mention: m, clause: c.index, strength: 2 });
      if (id === 'wedding' && inClause.some((x) => x.hit.entry.id === 'king' || x.hit.entry.id === 'queen' || x.hit.entry.id === 'god')) out.push({ name: 'Self', reason: 'sacred-marriage', mention: m, clause: c.index, strength: 3 });
      if ((id === 'gold' || m.modifiers.some((x) => x === 'precious' || x === 'golden')) && s.drama.shape.primary === 'search' && s.drama.ending.kind === 'found') out.push({ name: 'Self', reason: 'treasure', mention: m, clause: c.index, strength: 3 });
    }
    for (const [a, b] of OPPOSITES) {
      if (clauseHolds(s, c, a) && clauseHolds(s, c, b) && (clauseHolds(s, c, 'together') || clauseHolds(s, c, 'and') || clauseHolds(s, c, 'merge') || clauseHolds(s, c, 'join') || clauseHolds(s, c, 'marry'))) {
        out.push({ name: 'Self', reason: 'opposites', mention: inClause[0] ?? null, clause: c.index, strength: 2.5 });
      }
    }
    if (clauseHolds(s, c, 'treasure') || clauseHolds(s, c, 'jewel') || clauseHolds(s, c, 'diamond') || clauseHolds(s, c, 'gem') || clauseHolds(s, c, 'pearl')) {
      if (s.drama.ending.kind === 'found' || c.verbClasses.includes('find') || c.verbClasses.includes('give')) out.push({ name: 'Self', reason: 'treasure', mention: inClause[0] ?? null, clause: c.index, strength: 3 });
    }
  }
}

/** A participle of holding right after the mention ("a girl holding a cat", "a boy there carrying a lamb"). */
function holdsAfter(s: Scan, m: Mention, c: Clause): boolean {
  for (let i = m.end; i < Math.min(c.end, m.end + 3); i += 1) {
    const t = s.tokens[i];
    if (t?.pos === 'VERB') return t.normal.endsWith('ing') && HOLDING.has(t.lemma);
  }
  return false;
}
const HOLDING = new Set(['hold', 'carry', 'cradle', 'clutch', 'hug', 'grip', 'grasp']);

const PERFORMING = new Set(['perform', 'sing', 'act', 'speak', 'play', 'dance', 'present', 'bow', 'forget']);
const OWN_CHILDREN = new Set(['daughter', 'son', 'kid', 'child', 'boy', 'girl', 'stepson', 'stepdaughter']);

function dreamerEvidence(s: Scan, out: ArchetypeEvidence[]): void {
  for (const c of s.drama.clauses) {
    if (!s.story.has(c.index)) continue;
    const inClause = mentionsIn(s, c);
    // Hero: the dreamer fights, rescues, climbs or slays, and really does it.
    if (c.subject === 'dreamer' && real(c)) {
      const v = c.verbClasses;
      const focus = inClause.find((m) => m.role === 'object') ?? inClause[0] ?? null;
      // Helping with a crossword is kindness, not heroism: rescue means saving someone from something.
      if (v.includes('rescue') && ['save', 'rescue', 'protect', 'free', 'shelter', 'pull'].includes(c.verbLemma)) out.push({ name: 'Hero', reason: 'rescues', mention: focus, clause: c.index, strength: 3 });
      else if (v.includes('fight')) out.push({ name: 'Hero', reason: 'fights', mention: focus, clause: c.index, strength: 2.5 });
      else if (c.verbLemma === 'kill' && inClause.some((m) => ['animal', 'figure'].includes(m.hit.entry.kind))) out.push({ name: 'Hero', reason: 'slays', mention: focus, clause: c.index, strength: 2.5 });
      else if (v.includes('climb') && inClause.some((m) => ['mountain', 'tower', 'ladder', 'stairs'].includes(m.hit.entry.id))) out.push({ name: 'Hero', reason: 'climbs', mention: focus, clause: c.index, strength: 2 });
    }
    // Persona: exposure, masks, stages and examinations where the dreamer is the one seen.
    const persona = load().signs.get('Persona');
    for (const m of inClause) {
      if (!persona?.figures.has(m.hit.entry.id)) continue;
      const id = m.hit.entry.id;
      const dreamerThere = c.subject === 'dreamer' || c.object === 'dreamer' || clauseHolds(s, c, 'my') || clauseHolds(s, c, 'me');
      if (!dreamerThere) continue;
      // Clothes speak of the persona when worn, changed or missing on the dreamer, not when left on a train seat.
      if ((id === 'clothes' || id === 'exam') && !['wear', 'put', 'dress', 'undress', 'change', 'forget', 'take', 'fail', 'sit', 'write', 'show'].includes(c.verbLemma) && !clauseHolds(s, c, 'naked') && !clauseHolds(s, c, 'wrong')) continue;
      // A mask worn to breathe ("I took my mask off and I could breathe fine", an oxygen or diving mask)
      // is gear, not a face shown to the world.
      if (id === 'mask' && breathingGear(s, c)) continue;
      // A stage the dreamer only passes ("lost my friends after the main stage") casts no role.
      if (id === 'stage' && !(c.subject === 'dreamer' && clauseHolds(s, c, 'on')) && !PERFORMING.has(c.verbLemma)) continue;
      const reason: EvidenceReason = id === 'nakedness' ? 'exposed' : id === 'mask' || id === 'clothes' ? 'masked' : id === 'exam' ? 'examined' : 'performs';
      out.push({ name: 'Persona', reason, mention: m, clause: c.index, strength: id === 'nakedness' || id === 'mask' ? 3 : 2 });
    }
    // Child: a child, a baby or a young animal, read by what happens to it.
    const child = load().signs.get('Child');
    for (const m of inClause) {
      if (!child?.figures.has(m.hit.entry.id) && !m.modifiers.some((x) => x === 'baby' || x === 'little')) continue;
      if (m.hit.entry.kind !== 'figure' && !child?.words.has(s.tokens[m.start]?.lemma ?? '')) continue;
      // Held: "I was holding a baby", "the baby was asleep in my arms".
      const inArms = (clauseHolds(s, c, 'arms') || clauseHolds(s, c, 'lap')) && (clauseHolds(s, c, 'my') || clauseHolds(s, c, 'in'));
      // "I held him back" restrains; it neither holds the child nor makes it the dream's concern.
      if (c.verbClasses.includes('hold') && c.particles.includes('back')) continue;
      // "a small girl holding a cat": the child before the participle is the one who holds.
      const holder = c.subject !== 'dreamer' && holdsAfter(s, m, c);
      const held = (c.verbClasses.includes('hold') && !holder && (c.subject === 'dreamer' || m.role === 'object')) || inArms;
      const lost = c.verbClasses.includes('lose') || (c.verbClasses.includes('find') && c.negated);
      // A child in the background (a kid playing in a waiting room) is not yet the child archetype.
      const involved = m.role !== 'oblique' && (s.drama.central?.mention.hit === m.hit || c.object === 'dreamer' || (c.subject === 'dreamer' && m.role === 'object'));
      // "the way he did when I was a boy": the dreamer's own past, no child of the dream.
      if (c.subject === 'dreamer' && c.verbLemma === 'be') continue;
      // The dreamer's own son or daughter phoning or chatting is that person, not the archetype.
      const ownChild = OWN_CHILDREN.has(s.tokens[m.end - 1]?.lemma ?? '') && ['my', 'our'].includes(s.tokens[m.start - 1]?.normal ?? '');
      if (ownChild && !held && !lost) continue;
      // Kids on a bouncy castle are the party's background; the archetype is one child.
      if (m.plural && !held && !lost) continue;
      out.push({ name: 'Child', reason: held ? 'child-held' : lost ? 'child-lost' : 'child-present', mention: m, clause: c.index, strength: held || lost ? 3 : involved ? 2 : 1 });
    }
    // "I was a kid again", "I was little": the dreamer's own childhood.
    // "…like I did when I was little" recalls the dreamer's childhood; it does not make the dreamer a child in the dream.
    const recalled = clauseHolds(s, c, 'when') || clauseHolds(s, c, 'like') || clauseHolds(s, c, 'used');
    if (c.subject === 'dreamer' && c.verbLemma === 'be' && !recalled && (clauseHolds(s, c, 'kid') || clauseHolds(s, c, 'child') || clauseHolds(s, c, 'little')) && (clauseHolds(s, c, 'again') || clauseHolds(s, c, 'young') || clauseHolds(s, c, 'little'))) {
      out.push({ name: 'Child', reason: 'dreamer-child', mention: null, clause: c.index, strength: 2.5 });
    }
  }
}

function engulfing(s: Scan, out: ArchetypeEvidence[]): void {
  for (const c of s.drama.clauses) {
    if (!s.story.has(c.index) || !real(c) || c.object !== 'dreamer') continue;
    if (!['swallow', 'pull', 'drag', 'engulf', 'trap'].includes(c.verbLemma)) continue;
    const m = s.present.find((x) => x.clause === c.index && ['sea', 'water', 'cave', 'earth', 'mud', 'flood', 'whale'].includes(x.hit.entry.id));
    if (m) out.push({ name: 'Great Mother', reason: 'engulfs', mention: m, clause: c.index, strength: 2.5 });
  }
}

/** An archetype's weight: its best piece of evidence, and a little for each further one. */
function total(list: ArchetypeEvidence[]): number {
  return (list[0]?.strength ?? 0) + 0.3 * (list.length - 1);
}

/** Every archetype the dream shows, strongest first, with the evidence for each (the best piece first). */
export function archetypesByEvidence(drama: Drama, tokens: readonly SenseToken[]): ArchetypeEvidence[][] {
  const { signs: all } = load();
  const storyIndices = new Set(drama.clauses.filter((c) => !c.frame && !c.waking && !c.outside).map((c) => c.index));
  const present = drama.mentions.filter((m) => !m.negated);
  const byClause = new Map<number, Mention[]>();
  for (const m of present) pushTo(byClause, m.clause, m);
  const s: Scan = { drama, tokens, story: storyIndices, present, byClause, selfLike: saysItWasMe(tokens), mourned: mournedKin(tokens) };
  const found: ArchetypeEvidence[] = [];
  for (const name of ['Shadow', 'Anima', 'Animus', 'Wise Old Man', 'Great Mother', 'Trickster'] as const) {
    const sg = all.get(name);
    if (sg) figureEvidence(s, sg, name, found);
  }
  const selfSigns = all.get('Self');
  if (selfSigns) selfEvidence(s, selfSigns, found);
  dreamerEvidence(s, found);
  engulfing(s, found);
  // A chase whose pursuer is a person belongs to the shadow even when the verb was oblique.
  if ((drama.shape.primary === 'chase' || drama.shape.secondary === 'chase') && !found.some((e) => e.name === 'Shadow')) {
    const pursuer = s.present.find((m) => {
      const c = drama.clauses[m.clause];
      if (m.hit.entry.kind !== 'figure' || !c) return false;
      // The one who comes after the dreamer, or the one the dreamer hears or sees coming behind.
      return (m.role === 'subject' && (c.object === 'dreamer' || c.pursuit)) || (m.role === 'object' && c.subject === 'dreamer' && c.pursuit);
    });
    if (pursuer) found.push({ name: 'Shadow', reason: 'pursues', mention: pursuer, clause: pursuer.clause, strength: 2.5 });
  }
  const byName = new Map<ArchetypeName, ArchetypeEvidence[]>();
  for (const e of found) pushTo(byName, e.name, e);
  // One figure, one name: an old guide already read as the Wise Old Man is not also the Self.
  const self = byName.get('Self');
  const wise = byName.get('Wise Old Man');
  if (self && wise && self.every((e) => e.reason === 'wise-figure' && wise.some((w) => w.mention?.hit === e.mention?.hit))) byName.delete('Self');
  const groups = [...byName.values()].map((list) => list.sort((a, b) => b.strength - a.strength || a.clause - b.clause));
  return groups
    .filter((list) => total(list) >= 2)
    .sort((a, b) => total(b) - total(a) || ARCHETYPES.indexOf(a[0]?.name ?? 'Self') - ARCHETYPES.indexOf(b[0]?.name ?? 'Self'))
    .slice(0, 3);
}
