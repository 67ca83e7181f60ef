/**
 * The phrase banks and the voice that speaks them. Every move of the reading has several
 * phrasings (lexicons/reading.json); the voice picks one by a hash of the dream's text and the
 * move, so the same dream always reads the same and different dreams read differently. A phrasing
 * is only used when the dream supplies every slot it names, and never twice in one reading.
 */
import { z } from 'zod';
import readingData from '../lexicons/reading.json' with { type: 'json' };
import { hashText } from '../text-utils';
import { capitalise, tidy } from './grammar';

export const readingBankSchema = z.record(z.string().regex(/^[a-z][a-zA-Z.-]*$/), z.array(z.string().min(2)).min(1));
export type ReadingBank = Record<string, string[]>;

interface Slot {
  name: string;
  /** The lower-case name whose value a capitalised slot ("{Np}") takes. */
  base: string;
  capital: boolean;
}

interface Template {
  text: string;
  slots: Slot[];
  /** Slots followed directly by a verb ("{sought} is"), found once at load. */
  beforeVerb: string[];
}

const BEFORE_VERB = /\{(\w+)\},? (is|was|has|does|[a-z]+s\b|[a-z]+\{s\}|\{is\}|\{was\}|\{has\})/g;

let compiled: Map<string, Template[]> | null = null;

export function validateReadingBank(): void {
  readingBankSchema.parse(readingData);
}

function bank(): Map<string, Template[]> {
  if (compiled) return compiled;
  compiled = new Map();
  for (const [key, list] of Object.entries(readingData as ReadingBank)) {
    compiled.set(
      key,
      list.map((text) => ({
        text,
        slots: [...text.matchAll(/\{(\w+)\}/g)].map((m) => slotOf(m[1] ?? '')),
        beforeVerb: [...text.matchAll(BEFORE_VERB)].map((m) => m[1] ?? ''),
      })),
    );
  }
  return compiled;
}

export function bankKeys(): string[] {
  return [...bank().keys()];
}

export function bankTemplates(key: string): string[] {
  return (bank().get(key) ?? []).map((t) => t.text);
}

export type Slots = Record<string, string | null | undefined>;

// A singular verb right after a plural slot ("{sought} is missing" with "your keys") takes its plural form.
const TO_PLURAL: Record<string, string> = {
  is: 'are', was: 'were', has: 'have', does: 'do', stays: 'stay', stands: 'stand', sets: 'set', comes: 'come', catches: 'catch',
  becomes: 'become', adds: 'add', finds: 'find', carries: 'carry', belongs: 'belong', seems: 'seem', goes: 'go', holds: 'hold',
  offers: 'offer', insists: 'insist', means: 'mean', brings: 'bring', passes: 'pass', gathers: 'gather', returns: 'return',
  looks: 'look', leans: 'lean', remains: 'remain', needs: 'need', makes: 'make', keeps: 'keep', takes: 'take',
  waits: 'wait', leads: 'lead', opens: 'open', follows: 'follow', wants: 'want', asks: 'ask',
};

const NONE: ReadonlySet<string> = new Set();

function slotOf(name: string): Slot {
  const capital = /^[A-Z]/.test(name);
  return { name, base: capital ? name.charAt(0).toLowerCase() + name.slice(1) : name, capital };
}

/** A slot written capitalised in a template ("{Np}") is the same value with a capital. */
function slotValue(slots: Slots, s: string): string | null {
  const v = slots[s] ?? (/^[A-Z]/.test(s) ? slots[s.charAt(0).toLowerCase() + s.slice(1)] : null);
  // An empty string is a real value (the plural verb ending "{s}"); null and undefined are not.
  if (typeof v !== 'string') return null;
  return /^[A-Z]/.test(s) ? capitalise(v) : v;
}

/**
 * A singular slot whose words end in a plural-looking noun ("the moon over the mountains") is kept
 * away from a verb that follows it directly, so the sentence never even looks like "mountains is".
 */
export function pluralLooking(text: string, slots: Slots, plural: ReadonlySet<string>): boolean {
  for (const m of text.matchAll(BEFORE_VERB)) if (looksPlural(m[1] ?? '', slots, plural)) return true;
  return false;
}

function looksPlural(name: string, slots: Slots, plural: ReadonlySet<string>): boolean {
  const base = name.charAt(0).toLowerCase() + name.slice(1);
  const v = slots[name] ?? slots[base];
  return typeof v === 'string' && !plural.has(base) && /[^s'’]s$/.test(v) && !/(ss|us|is|ness)$/.test(v);
}

/** Fills a template; a verb right after a plural slot agrees with it. */
export function render(text: string, slots: Slots, plural: ReadonlySet<string> = NONE): string {
  const filled = text.replace(/\{(\w+)\}( ([a-z]+)\b)?/g, (_, s: string, tail: string | undefined, verb: string | undefined) => {
    const v = slotValue(slots, s) ?? '';
    if (!tail || !verb) return v;
    const base = s.charAt(0).toLowerCase() + s.slice(1);
    return `${v} ${plural.has(base) && Object.hasOwn(TO_PLURAL, verb) ? (TO_PLURAL[verb] ?? verb) : verb}`;
  });
  // "the moment when when you called": a retold clause may bring its own "when".
  return tidy(filled.replace(/\b(when|that|where|because) \1\b/gi, '$1'));
}

function mix(seed: number, salt: number): number {
  return Math.imul(seed ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
}

export class Voice {
  private readonly used = new Set<string>();
  private readonly uses = new Map<string, number>();

  constructor(readonly seed: number) {}

  /** A number in [0, n) for a choice the caller makes itself, stable for this dream and salt. */
  choose(n: number, salt: string): number {
    return n <= 0 ? 0 : mix(this.seed, hashText(salt)) % n;
  }

  /** One phrasing of `key` with its slots filled, or null when the dream cannot fill any of them. */
  say(key: string, slots: Slots = {}, plural: ReadonlySet<string> = NONE): string | null {
    const list = bank().get(key);
    if (!list?.length) return null;
    const usable = list.filter((t) => !this.used.has(t.text) && t.slots.every((s) => typeof (slots[s.name] ?? (s.capital ? slots[s.base] : null)) === 'string') && !t.beforeVerb.some((name) => looksPlural(name, slots, plural)));
    if (!usable.length) return null;
    const n = this.uses.get(key) ?? 0;
    this.uses.set(key, n + 1);
    const t = usable[mix(this.seed, hashText(key) + n * 7919) % usable.length];
    if (!t) return null;
    this.used.add(t.text);
    return render(t.text, slots, plural);
  }
}
