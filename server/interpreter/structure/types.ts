import type { EmotionClass } from '../../../lib/core/api/contract';
import type { SymbolHit } from '../symbols';
import type { MarkerKind, VerbClass } from './cues';

/** Who stands in a grammatical slot: the dreamer, another person or creature, nobody, or a thing. */
export type Party = 'dreamer' | 'other' | 'nobody' | 'thing' | 'none';

/** One clause of the dream: who does what to whom, in what mood, with which markers. */
export interface Clause {
  index: number;
  sentence: number;
  /** Token range [start, end). */
  start: number;
  end: number;
  subject: Party;
  /** Head token of the subject (resolved to its antecedent for he/she/it/who where possible). */
  subjectHead: number | null;
  /** Main verb token (the last verb of a chain: "kept calling" → calling), or the copula. */
  verb: number | null;
  verbLemma: string;
  verbClasses: VerbClass[];
  /** "I was chased": the grammatical subject is the one acted upon. */
  passive: boolean;
  /** The action is denied ("couldn't find", "nobody laughed"). */
  negated: boolean;
  /** The action is only tried, wanted or about to happen ("tried to open", "was about to ring"). */
  irrealis: boolean;
  object: Party;
  objectHead: number | null;
  /** "away", "out", "off" after the verb: the direction of the action. */
  particles: string[];
  /** Someone comes "behind me", "after me", "towards me". */
  pursuit: boolean;
  /** Someone follows the dreamer in a dream that is glad, not afraid ("it followed me to every class"): company, no chase. */
  companion: boolean;
  markers: MarkerKind[];
  /** Commentary about the dream ("this one was intense"), not part of its story. */
  frame: boolean;
  /** The waking-up frame ("I woke up crying"). */
  waking: boolean;
  /** Outside the dream (waking back-story), when the sense annotations say so. */
  outside: boolean;
  /** Feelings in this clause that are the dreamer's own. */
  feelings: Feeling[];
  /** Feelings of other people in this clause ("he was laughing too"). */
  othersFeelings: Feeling[];
  /** The dreamer's feelings that the clause denies ("I wasn't scared"). */
  deniedFeelings: Feeling[];
}

export interface Feeling {
  emotion: EmotionClass;
  weight: number;
  token: number;
}

/** One occurrence of a recognised symbol in a clause, with its grammatical role there. */
export interface Mention {
  hit: SymbolHit;
  start: number;
  end: number;
  clause: number;
  role: 'subject' | 'object' | 'verb' | 'oblique';
  /** The clause denies it ("I could not fly"), so it is not an image of the dream. */
  negated: boolean;
  /** Adjectives the dreamer gave it ("a black dog"). */
  modifiers: string[];
  plural: boolean;
  /** Counted through a pronoun that refers back to it ("he held out my wallet"). */
  viaPronoun: boolean;
}

export interface Scene {
  /** Clause indices [first, last]. */
  first: number;
  last: number;
  /** The place mention that sets the scene, if any. */
  setting: Mention | null;
  /** Persons and creatures present in the scene, in order of appearance. */
  persons: Mention[];
}

export const SHAPES = ['chase', 'search', 'transformation', 'encounter', 'fall', 'flight', 'house', 'water', 'nightmare', 'fragment', 'recurring', 'episode'] as const;
export type Shape = (typeof SHAPES)[number];

/**
 * "mixed": the dream closes on two feelings at once, a hard one and a glad one ("so embarrassed but
 * also a good feeling"). "halt": a motion that could not be stopped comes to rest of itself ("we
 * slowed down on our own and stopped").
 */
export const ENDINGS = ['escape', 'departure', 'caught', 'gift', 'found', 'reunion', 'peace', 'landing', 'halt', 'transformed', 'death', 'unresolved', 'mixed', 'waking', 'open'] as const;
export type EndingKind = (typeof ENDINGS)[number];

export type TurnKind = 'sudden' | 'transformation' | 'gift' | 'revelation' | 'arrival' | 'attack' | 'message' | 'contrast';

export interface Turn {
  clause: number;
  kind: TurnKind;
}

export interface Ending {
  kind: EndingKind;
  /** The last clause of the dream's own story. */
  clause: number | null;
  /** The waking clause, when the report says how the dreamer woke. */
  waking: number | null;
  /** The dreamer's feeling on waking or in the last scene. */
  feeling: EmotionClass | null;
  /**
   * The waking clause that brings something of the dream back with the dreamer ("I woke up and I
   * smelled eggs", "I could still feel the scarf"): the dream reached into waking, it was not cut off.
   */
  carried: number | null;
}

export interface CentralImage {
  mention: Mention;
  /** Why it was chosen, for the reading and the LLM grounding. */
  reasons: ('first' | 'repeated' | 'feeling' | 'acts' | 'acted-upon' | 'turn' | 'ending')[];
}

export interface Drama {
  clauses: Clause[];
  mentions: Mention[];
  scenes: Scene[];
  /** Clause indices of the four phases (exposition, development, culmination, lysis). */
  exposition: number[];
  development: number[];
  turn: Turn | null;
  lysis: number[];
  ending: Ending;
  central: CentralImage | null;
  shape: { primary: Shape; secondary: Shape | null };
  /** Images present in the dream (at least one mention not denied), most important first. */
  images: SymbolHit[];
  /** Why each image weighs what it does, in the order of `images`. */
  imageReasons: CentralImage['reasons'][];
  /** The report says this dream comes back. */
  recurring: boolean;
  /** Character spans of tokens, for exact quotation. */
  spans: { start: number[]; end: number[]; exact: boolean[] };
}
