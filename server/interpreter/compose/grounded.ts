/**
 * Whether a phrase of the reading names a concrete image the dream does not hold: "the fire
 * spreads" for a dream without fire, "the kerb" for one without a street. Readers take such words
 * as the reading inventing the dream, so a gloss that would bring one in gives way to another.
 */
import type { ReadingContext } from './context';

const CONCRETE = new Set(['object', 'place', 'nature', 'animal']);
/** Image words the readings use as figures of speech ("the key to it", "a safe place", "the world of work"). */
const FIGURES_OF_SPEECH = new Set(['show', 'shows', 'present', 'world', 'does', 'picture', 'dark', 'stage', 'image', 'images', 'sign', 'signs', 'message', 'light', 'safe', 'ground', 'gift', 'gifts', 'company', 'space', 'cross', 'crosses', 'work', 'works', 'meeting', 'home', 'animal', 'watch', 'threshold', 'key', 'map', 'mirror', 'mirrors', 'land', 'room', 'rooms', 'vehicle', 'school', 'way', 'time', 'road', 'path', 'door', 'doors', 'house', 'circle', 'centre', 'center', 'journey', 'depths', 'surface', 'edge', 'heart', 'figure', 'scene', 'field', 'place', 'places', 'level', 'levels', 'step', 'steps', 'line', 'lines', 'point', 'side', 'sides', 'game', 'part', 'parts', 'end', 'test', 'tests', 'order', 'story', 'stories', 'letter', 'call', 'calls', 'fall', 'falls', 'flight', 'spring', 'rest', 'hold', 'weight', 'burden', 'bridge', 'mask', 'masks', 'face', 'voice', 'body', 'bodies', 'form', 'forms', 'shape', 'shapes', 'book', 'guide', 'star', 'stars', 'root', 'roots', 'seed', 'seeds', 'wall', 'walls', 'fire', 'water', 'sea', 'air']);
/**
 * What the dream holds, read once per reading: its words (lemmas and lower-case forms), its images,
 * the qualities a gloss may not claim here, and each word of the glosses already judged (a
 * reading weighs dozens of phrasings, which share most of their words).
 */
interface DreamForms {
  words: Set<string>;
  images: Set<string>;
  /** The OPPOSITES qualities this dream denies: not said in it, and an opposite of them is. */
  denied: string[];
  /** Whether a word brings in an image, as a gloss (`CONCRETE`) and as a name (`NAMED`). */
  invents: Map<string, boolean>;
  inventsAsName: Map<string, boolean>;
}
const dreamForms = new WeakMap<ReadingContext, DreamForms>();

function formsOf(ctx: ReadingContext): DreamForms {
  let forms = dreamForms.get(ctx);
  if (!forms) {
    const words = new Set<string>();
    for (const t of ctx.tokens) {
      words.add(t.lemma);
      if (t.normal !== t.lemma) words.add(t.normal);
    }
    const denied = OPPOSITES.filter(([quality, against]) => !words.has(quality) && against.some((w) => words.has(w))).map(([quality]) => quality);
    forms = { words, images: new Set(ctx.input.hits.map((h) => h.entry.id)), denied, invents: new Map(), inventsAsName: new Map() };
    dreamForms.set(ctx, forms);
  }
  return forms;
}

/** The word's own form and its singular guesses ("rooms" → "room", "bodies" → "body"). */
function singulars(w: string): string[] {
  if (!w.endsWith('s')) return [w, w, w, w];
  return [w, w.endsWith('ies') ? `${w.slice(0, -3)}y` : w, w.endsWith('es') ? w.slice(0, -2) : w, w.slice(0, -1)];
}

/** Qualities a gloss may claim and the words by which the dream says the opposite ("the snow was warm"). */
const OPPOSITES: [string, string[]][] = [
  ['cold', ['warm', 'hot']],
  ['warm', ['cold', 'freezing', 'icy']],
  ['dark', ['bright', 'sunny', 'lit']],
  ['bright', ['dark', 'gloomy']],
  ['empty', ['full', 'crowded', 'packed']],
  ['quiet', ['loud', 'noisy']],
  ['silent', ['loud', 'noisy', 'shouting', 'screaming']],
  ['calm', ['stormy', 'rough', 'panicking', 'panicked']],
  ['still', ['moving', 'rushing', 'racing']],
];

/** A phrase's words as the checks below read them: lower case, letters only. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** Kinds of image a gloss may not bring in; a name for a moment ("the war", "the packing") may not bring in an event or deed either. */
const NAMED = new Set([...CONCRETE, 'event', 'action']);

export function inventsImage(ctx: ReadingContext, text: string, asName = false): boolean {
  const forms = formsOf(ctx);
  return wordsOf(text).some((w) => invents(ctx, forms, w, asName));
}

/**
 * Whether a gloss invents an image (see inventsImage) or claims a quality the dream itself denies
 * ("the landscape is still and cold" where the snow was warm).
 */
export function foreignToDream(ctx: ReadingContext, text: string): boolean {
  const forms = formsOf(ctx);
  const { denied } = forms;
  // Most dreams deny none of the qualities: then no gloss can contradict them.
  return wordsOf(text).some((w) => invents(ctx, forms, w, false) || (denied.length > 0 && denied.includes(w)));
}

function invents(ctx: ReadingContext, forms: DreamForms, w: string, asName: boolean): boolean {
  const verdicts = asName ? forms.inventsAsName : forms.invents;
  let verdict = verdicts.get(w);
  if (verdict === undefined) {
    verdict = wordInvents(ctx, forms, w, asName ? NAMED : CONCRETE);
    verdicts.set(w, verdict);
  }
  return verdict;
}

/** Whether one word of a phrase names an image of one of `kinds` that the dream does not hold. */
function wordInvents(ctx: ReadingContext, { words, images }: DreamForms, w: string, kinds: ReadonlySet<string>): boolean {
  if (FIGURES_OF_SPEECH.has(w)) return false;
  const forms = singulars(w);
  if (forms.some((f) => words.has(f))) return false;
  for (const f of forms) {
    const candidates = ctx.lex.symbolIndex.get(f);
    if (!candidates) continue;
    // The same image in other words ("the sea" for a dream's "ocean") is the dream's own.
    if (candidates.some((c) => images.has(c.entry.id))) return false;
    return candidates.some((c) => c.lemmas.length === 1 && kinds.has(c.entry.kind));
  }
  return false;
}
