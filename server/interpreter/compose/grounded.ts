/**
 * Whether a phrase of the reading names a concrete image the dream does not hold: "the fire
 * spreads" for a dream without fire, "the kerb" for one without a street. Readers take such words
 * as the reading inventing the dream, so a gloss that would bring one in gives way to another.
 */
import type { FormMatcher, Lexicon } from '../lexicon';
import type { ReadingContext } from './context';

const CONCRETE = new Set(['object', 'place', 'nature', 'animal']);
/** Image words the readings use as figures of speech ("the key to it", "a safe place", "the world of work"). */
const FIGURES_OF_SPEECH = new Set(['show', 'shows', 'present', 'world', 'does', 'picture', 'dark', 'stage', 'image', 'images', 'sign', 'signs', 'message', 'light', 'safe', 'ground', 'gift', 'gifts', 'company', 'space', 'cross', 'crosses', 'work', 'works', 'meeting', 'home', 'animal', 'watch', 'threshold', 'key', 'map', 'mirror', 'mirrors', 'land', 'room', 'rooms', 'vehicle', 'school', 'way', 'time', 'road', 'path', 'door', 'doors', 'house', 'circle', 'centre', 'center', 'journey', 'depths', 'surface', 'edge', 'heart', 'figure', 'scene', 'field', 'place', 'places', 'level', 'levels', 'step', 'steps', 'line', 'lines', 'point', 'side', 'sides', 'game', 'part', 'parts', 'end', 'test', 'tests', 'order', 'story', 'stories', 'letter', 'call', 'calls', 'fall', 'falls', 'flight', 'spring', 'rest', 'hold', 'weight', 'burden', 'bridge', 'mask', 'masks', 'face', 'voice', 'body', 'bodies', 'form', 'forms', 'shape', 'shapes', 'book', 'guide', 'star', 'stars', 'root', 'roots', 'seed', 'seeds', 'wall', 'walls', 'fire', 'water', 'sea', 'air']);
/**
 * What the dream holds, read once per reading: its images, and the qualities a gloss may not claim
 * here. (Its words are looked through where a gloss's word could name an image, which few do.)
 */
interface DreamForms {
  images: Set<string>;
  /** The OPPOSITES qualities this dream denies: not said in it, and an opposite of them is. */
  denied: string[];
}
const dreamForms = new WeakMap<ReadingContext, DreamForms>();

function formsOf(ctx: ReadingContext): DreamForms {
  let forms = dreamForms.get(ctx);
  if (!forms) {
    // The dream's words that OPPOSITES names, as lemmas and lower-case forms.
    const said = new Set<string>();
    for (const t of ctx.tokens) {
      if (OPPOSITE_WORDS.has(t.lemma)) said.add(t.lemma);
      if (OPPOSITE_WORDS.has(t.normal)) said.add(t.normal);
    }
    const denied = OPPOSITES.filter(([quality, against]) => !said.has(quality) && against.some((w) => said.has(w))).map(([quality]) => quality);
    forms = { images: new Set(ctx.input.hits.map((h) => h.entry.id)), denied };
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
  // "A hare… quite unafraid": a gloss of timidity or menace is taken back by the dream's own word.
  ['timidity', ['unafraid', 'fearless', 'tame', 'bold']],
  ['timid', ['unafraid', 'fearless', 'tame', 'bold']],
  ['aggression', ['gentle', 'tame', 'friendly', 'playful']],
];

const OPPOSITE_WORDS = new Set(OPPOSITES.flatMap(([quality, against]) => [quality, ...against]));

/** Whether the dream says `w`, as a token's lemma or its lower-case form. */
function dreamSays(ctx: ReadingContext, w: string): boolean {
  for (const t of ctx.tokens) if (t.lemma === w || t.normal === w) return true;
  return false;
}

/** Kinds of image a gloss may not bring in; a name for a moment ("the war", "the packing") may not bring in an event or deed either. */
const NAMED = new Set([...CONCRETE, 'event', 'action']);

/** Whether a phrase claims one of the qualities the dream denies ("timidity" for a hare it calls unafraid). */
export function claimsDeniedQuality(ctx: ReadingContext, text: string): boolean {
  const { denied } = formsOf(ctx);
  if (!denied.length) return false;
  for (const w of text.toLowerCase().split(/[^a-z]+/)) if (w && denied.includes(w)) return true;
  return false;
}

export function inventsImage(ctx: ReadingContext, text: string, asName = false): boolean {
  return someWordForeign(ctx, text, asName, NO_QUALITIES);
}

/**
 * Whether a gloss invents an image (see inventsImage) or claims a quality the dream itself denies
 * ("the landscape is still and cold" where the snow was warm).
 */
export function foreignToDream(ctx: ReadingContext, text: string): boolean {
  // Most dreams deny none of the qualities: then no gloss can contradict them.
  return someWordForeign(ctx, text, false, formsOf(ctx).denied);
}

const NO_QUALITIES: readonly string[] = [];

/**
 * Whether a word of a phrase (lower case, letters only) brings in an image, or is one of the
 * `denied` qualities. The words are read by a scan, each checked as it is found.
 */
function someWordForeign(ctx: ReadingContext, text: string, asName: boolean, denied: readonly string[]): boolean {
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    if (c >= 97 && c <= 122) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    const w = lower.slice(start, i);
    start = -1;
    if (invents(ctx, w, asName) || (denied.length > 0 && denied.includes(w))) return true;
  }
  return false;
}

/**
 * What the lexicon says of a word of a gloss, the same in every reading: its forms (see singulars),
 * the images named by the first of them that names any, and whether one of those is an image of
 * a kind a gloss, and a name, may not bring in. Null for a word that can never bring one in.
 */
interface WordImages {
  forms: string[];
  candidates: FormMatcher[];
  concrete: boolean;
  named: boolean;
}

/**
 * Each word's WordImages by lexicon, kept across readings: the glosses share most of their words,
 * and most of those name no image. Bounded, since the dreams' own words come into the glosses.
 */
const wordImages = new WeakMap<Lexicon, Map<string, WordImages | null>>();
const WORD_IMAGES_KEPT = 20000;

function imagesOfWord(lex: Lexicon, w: string): WordImages | null {
  let known = wordImages.get(lex);
  if (!known) {
    known = new Map();
    wordImages.set(lex, known);
  }
  let images = known.get(w);
  if (images === undefined) {
    images = readWordImages(lex, w);
    if (known.size >= WORD_IMAGES_KEPT) known.clear();
    known.set(w, images);
  }
  return images;
}

function readWordImages(lex: Lexicon, w: string): WordImages | null {
  if (FIGURES_OF_SPEECH.has(w)) return null;
  const forms = singulars(w);
  for (const f of forms) {
    const candidates = lex.symbolIndex.get(f);
    if (!candidates) continue;
    const single = candidates.filter((c) => c.lemmas.length === 1);
    const concrete = single.some((c) => CONCRETE.has(c.entry.kind));
    const named = single.some((c) => NAMED.has(c.entry.kind));
    return concrete || named ? { forms, candidates, concrete, named } : null;
  }
  return null;
}

/**
 * Whether one word of a phrase names an image of the kinds a gloss (or, `asName`, a name) may not
 * bring in, that the dream does not hold: not in its words, nor the same image in other words
 * ("the sea" for a dream's "ocean").
 */
function invents(ctx: ReadingContext, w: string, asName: boolean): boolean {
  const images = imagesOfWord(ctx.lex, w);
  if (!images || !(asName ? images.named : images.concrete)) return false;
  const forms = formsOf(ctx);
  for (const f of images.forms) if (dreamSays(ctx, f)) return false;
  for (const c of images.candidates) if (forms.images.has(c.entry.id)) return false;
  return true;
}
