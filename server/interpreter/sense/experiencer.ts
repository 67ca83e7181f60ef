import type { Experiencer, Token } from '../nlp';

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const PARTICIPLE_ENDING = /(en|ed|ing)$/;
/** Feelings shown rather than felt: "laughing at him" says nothing of who is amused. */
const OUTBURSTS = new Set(['laughing', 'crying', 'screaming', 'yelling', 'shouting']);

/**
 * Whose feeling a feeling word names. "I was furious" is the dreamer's; "my sister was furious",
 * "he looked sad" and "everyone was scared except me" are other people's; "it made me sad" and
 * "we were all terrified" include the dreamer. Words that describe how something struck the
 * dreamer ("a scary clown", "it was weird") are the dreamer's whoever stands next to them.
 */

const FIRST_PERSON = new Set(['i', 'me', 'we', 'us', 'myself', 'ourselves', "i'm", 'i’m', 'im', "i'd", "i've", "i'll", 'you', 'yourself']);
const FIRST_POSSESSIVE = new Set(['my', 'our', 'your']);
const OTHER_PRONOUNS = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'himself', 'herself', 'themselves', 'everyone', 'everybody', 'someone', 'somebody', 'nobody', 'anyone', 'anybody', 'people', 'others', 'noone', "he's", "she's", "they're"]);
const OTHER_POSSESSIVE = new Set(['his', 'her', 'their', 'its']);
/** Verbs that link a subject to how it feels ("she looked sad", "I got scared"), skipped when looking for the subject. */
// ("feeling" too, which the tagger often takes for a noun: "woke up feeling sort of tender".)
const LINKING = new Set(['be', 'feel', 'feeling', 'look', 'seem', 'appear', 'sound', 'become', 'get', 'grow', 'go', 'turn', 'act', 'stay', 'remain', 'start', 'begin', 'keep', 'continue', 'stop', 'suddenly', 'all', 'both', 'so', 'very', 'really', 'too', 'just', 'still', 'kind', 'sort', 'of', 'bit', 'a', 'little', 'not', 'never', 'even', 'also', 'absolutely', 'totally', 'completely', 'quite', 'pretty', 'super', 'extremely', 'incredibly', 'terribly', 'genuinely', 'visibly', 'clearly', 'obviously', 'actually', 'like', 'almost', 'already', 'more', 'most', 'less']);
/** Feeling words that say how something struck the observer rather than how someone feels. */
const PERCEIVED = new Set([
  'scary', 'creepy', 'spooky', 'eerie', 'ominous', 'threatening', 'menacing', 'sinister', 'evil', 'dangerous', 'terrifying', 'frightening', 'horrifying',
  'horrific', 'horrible', 'dreadful', 'disturbing', 'haunting', 'haunted', 'alarming', 'awful', 'terrible', 'weird', 'weirdest', 'strange', 'strangest', 'odd', 'bizarre',
  'surreal', 'unreal', 'unfamiliar', 'mysterious', 'mystery', 'confusing', 'bewildering', 'puzzling', 'inexplicable', 'unexpected', 'beautiful', 'lovely',
  'wonderful', 'amazing', 'awesome', 'fantastic', 'marvelous', 'marvellous', 'magical', 'gorgeous', 'stunning', 'pleasant', 'nice', 'great', 'perfect',
  'heavenly', 'delightful', 'exciting', 'thrilling', 'exhilarating', 'funny', 'hilarious', 'depressing', 'gloomy', 'annoying', 'irritating', 'frustrating',
  'infuriating', 'disgusting', 'rude', 'unfair', 'cruel', 'peaceful', 'cozy', 'comforting', 'safe', 'unsafe', 'embarrassing', 'humiliating', 'stressful',
  'disappointing', 'satisfying', 'relaxing', 'enjoyable', 'fun', 'paradise', 'nightmare', 'danger', 'threat', 'horror', 'terror', 'nonsense', 'disorienting',
  'welcome', 'cool', 'unclear', 'brilliant', 'mysteriously', 'strangely', 'weirdly', 'oddly', 'unexpectedly', 'inexplicably', 'surprisingly',
]);
/** Nouns that are people, for "an angry man" (his feeling) against "an angry sea" (how it struck the dreamer). */
const PEOPLE_WORDS = new Set(['people', 'person', 'family', 'kids', 'children', 'crowd', 'everyone', 'guy', 'guys', 'lady', 'ladies', 'men', 'women', 'boys', 'girls', 'folks', 'stranger', 'strangers', 'faces', 'face', 'eyes', 'voice', 'voices', 'expression']);

export interface ExperiencerContext {
  /** People and animals: "an angry dog" is the dog's anger, "an angry sea" how the sea struck the dreamer. */
  isCreature: (t: Token) => boolean;
}

const IT_LIKE: ReadonlySet<string> = new Set(['it', 'this', 'that']);

const nominal = (t: Token): boolean => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'PRON';

/** "Everyone was laughing" includes the dreamer; "everyone else" and "everyone … except me" do not. */
function everyoneOwner(tokens: Token[], j: number): Experiencer {
  const t = tokens[j];
  if (tokens[j + 1]?.normal === 'else') return 'other';
  for (let k = j + 1; k < tokens.length && tokens[k]?.sentence === t?.sentence; k += 1) {
    if ((tokens[k]?.normal === 'except' || tokens[k]?.normal === 'but') && tokens[k + 1]?.normal === 'me') return 'other';
  }
  return 'dreamer';
}

function ownerOf(t: Token): Experiencer | null {
  if (FIRST_PERSON.has(t.normal)) return 'dreamer';
  if (OTHER_PRONOUNS.has(t.normal)) return 'other';
  if (t.normal === 'it' || t.normal === 'this' || t.normal === 'that' || t.normal === 'there' || t.normal === 'everything' || t.normal === 'something') return 'dreamer';
  if (t.pos === 'NOUN' || t.pos === 'PROPN') return 'other';
  return null;
}

/** A noun phrase ending at j is an object when a verb or preposition stands right before it. */
function isObjectAt(tokens: Token[], j: number): boolean {
  let k = j - 1;
  while (k >= 0) {
    const p = tokens[k];
    if (!p) return false;
    if (p.pos === 'DET' || p.pos === 'ADJ' || p.pos === 'NUM' || FIRST_POSSESSIVE.has(p.normal) || OTHER_POSSESSIVE.has(p.normal) || p.normal === "'s" || p.pos === 'PROPN' || (p.pos === 'NOUN' && k === j - 1)) {
      k -= 1;
      continue;
    }
    // "I was a kid again, running …": a noun after "be" says what the subject was; it is no subject.
    return p.pos === 'VERB' || p.pos === 'ADP' || p.lemma === 'be' || p.lemma === 'become' || p.lemma === 'seem';
  }
  return false;
}

/** Whose feeling the feeling word at i names. */
export function experiencerAt(tokens: Token[], i: number, ctx: ExperiencerContext): Experiencer {
  const t = tokens[i];
  if (!t || t.fromEmoji) return 'dreamer';
  if (PERCEIVED.has(t.normal) || PERCEIVED.has(t.lemma)) return 'dreamer';
  const prev = tokens[i - 1];
  // "my fear", "her anger", "to my relief"
  if (prev && FIRST_POSSESSIVE.has(prev.normal)) return 'dreamer';
  if (prev && (OTHER_POSSESSIVE.has(prev.normal) || prev.normal === "'s")) return 'other';
  // "an angry man", "a crying baby": the feeling belongs to the person named after it.
  const next = tokens[i + 1];
  if (next && (t.pos === 'ADJ' || t.pos === 'VERB') && prev && (prev.pos === 'DET' || prev.pos === 'ADJ' || prev.pos === 'NUM')) {
    if (next.pos === 'NOUN' || next.pos === 'PROPN') return ctx.isCreature(next) || PEOPLE_WORDS.has(next.normal) ? 'other' : 'dreamer';
  }
  // "the dog scared me", "it terrified them": a feeling verb with its object names who feels it.
  if ((t.pos === 'VERB' || (t.pos === 'ADJ' && t.normal.endsWith('ed'))) && next) {
    if (next.normal === 'me' || next.normal === 'us' || next.normal === 'myself') return 'dreamer';
    if (next.normal === 'him' || next.normal === 'her' || next.normal === 'them' || next.normal === 'everyone' || next.normal === 'everybody') {
      if (PARTICIPLE_ENDING.test(t.normal) && t.lemma !== t.normal && !OUTBURSTS.has(t.normal)) return 'other';
    }
  }
  // Walk back to the subject: "my sister was furious", "we were all terrified", "it made me sad".
  let afterConjunction = false;
  // A verb of doing passed on the way back ("it flew out through the window, offended").
  let acted = false;
  for (let j = i - 1, steps = 0; j >= 0 && steps < 14; j -= 1, steps += 1) {
    const p = tokens[j];
    if (!p || p.sentence !== t.sentence) break;
    if (p.value === ';' || p.value === ':' || p.value === '.' || p.value === '!' || p.value === '?') break;
    if (p.normal === 'except' || p.normal === 'but' && tokens[j + 1]?.normal === 'me') {
      // "everyone was scared except me": the clause is about the others.
      continue;
    }
    if (p.value === ',' || p.pos === 'CCONJ' || p.pos === 'SCONJ') {
      if (p.pos === 'SCONJ' || p.normal === 'while' || p.normal === 'when' || p.normal === 'because') break;
      afterConjunction = true;
      continue;
    }
    if (p.pos === 'AUX' || p.pos === 'PART' || p.pos === 'ADV' || LINKING.has(p.lemma) || LINKING.has(p.normal)) continue;
    if (nominal(p)) {
      const owner = p.normal === 'everyone' || p.normal === 'everybody' ? everyoneOwner(tokens, j) : ownerOf(p);
      if (!owner) continue;
      // "it flew out through the window, offended": an "it" that does something and is then described
      // by a feeling is a creature feeling it, not the dreamer's sense of a scene ("it was weird").
      if (acted && IT_LIKE.has(p.normal) && (t.pos === 'ADJ' || t.pos === 'VERB')) return 'other';
      // Right next to the feeling ("made me sad", "saw my mum crying") it is the one who feels.
      if (!afterConjunction) return owner;
      // After "and": "I saw my sister and cried" — skip objects, keep looking for the subject.
      if (isObjectAt(tokens, j)) continue;
      return owner;
    }
    if (p.pos === 'VERB' || p.pos === 'ADJ') {
      if (p.pos === 'VERB') acted = true;
      afterConjunction = true;
      continue;
    }
    if (p.pos === 'DET' || p.pos === 'ADP' || p.pos === 'NUM') continue;
  }
  return 'dreamer';
}
