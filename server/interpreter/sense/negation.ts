import type { Token } from '../nlp';

/**
 * Negation as it matters for images: "I could not fly" has no flying in it, "I couldn't stop
 * running" has running, "there was no water" has no water, "I never found the key" still has the
 * key (the dreamer looked for it), and "I tried to fly but couldn't" did not fly.
 */

const NEGATORS = new Set(['not', 'never', 'cannot', 'nobody', 'noone', 'nothing', 'neither', 'nor', 'unable', 'fail', 'failed']);
/** Verbs through which a negation reaches the action ("didn't manage to fly"). */
const PASS_THROUGH = new Set(['anyone', 'anybody', 'someone', 'somebody', 'call', 'ask', 'find', 'try', 'manage', 'seem', 'want', 'get', 'start', 'begin', 'able', 'need', 'have', 'dare', 'bother', 'even', 'be', 'do', 'could', 'can', 'would', 'will', 'should', 'might', 'must', 'to', 'really', 'quite', 'ever', 'again', 'anymore', 'just', 'actually', 'physically', 'possibly', 'still', 'one']);
/** Verbs that turn the negation around ("couldn't stop running" means running). */
const REVERSING = new Set(['stop', 'help', 'quit', 'resist', 'avoid', 'keep', 'deny']);
const SUBJECT_NEGATORS = new Set(['nobody', 'noone', 'nothing', 'none', 'neither']);
const POSSESSIVE = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'its']);

/**
 * Refines wink's negation flag: clauses whose subject is "nobody"/"no one" are negated (the parser
 * leaves them unmarked), and what follows "couldn't stop" or "couldn't help" is affirmed ("I couldn't
 * stop laughing" is laughter).
 */
export function widenNegation(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t || !REVERSING.has(t.lemma) || t.pos !== 'VERB') continue;
    const p = tokens[i - 1];
    const pp = tokens[i - 2];
    if (!(p?.normal === 'not' || p?.normal === 'never' || p?.normal === 'cannot' || pp?.normal === 'not' || pp?.normal === 'never')) continue;
    for (let j = i + 1; j < tokens.length; j += 1) {
      const n = tokens[j];
      if (!n || n.sentence !== t.sentence || !n.isWord) break;
      n.negated = false;
    }
  }
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    const noOne = t.normal === 'no' && tokens[i + 1]?.normal === 'one';
    if (!SUBJECT_NEGATORS.has(t.normal) && !noOne) continue;
    for (let j = i + (noOne ? 2 : 1); j < tokens.length; j += 1) {
      const n = tokens[j];
      if (!n || n.sentence !== t.sentence || !n.isWord && n.value !== "'" || n.normal === 'but') break;
      n.negated = true;
    }
  }
}

/** "… but couldn't", "… but there wasn't": a denial that follows in a clause of its own. */
function deniedAfter(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  for (let j = i + 1; j < Math.min(tokens.length, i + 10); j += 1) {
    const n = tokens[j];
    if (!n || n.sentence !== t?.sentence) return false;
    if (n.normal === 'but') {
      const rest = tokens.slice(j + 1, j + 5);
      const denied = rest.some((r) => r.normal === 'not' || r.normal === 'never' || r.normal === 'cannot' || r.lemma === 'fail');
      // The denial must end its clause: "but couldn't find the way" denies the finding, not this.
      const stop = rest.findIndex((r) => !r.isWord || (r.pos === 'VERB' && r.lemma !== 'fail') || r.pos === 'NOUN');
      return denied && (stop < 0 || rest[stop]?.isWord !== true);
    }
    if (!n.isWord && n.value !== ',') return false;
  }
  return false;
}

/** Is the action at i denied ("could not fly", "never flew", "tried to fly but couldn't")? */
export function isNegatedAction(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  // "instead of falling I hovered", "rather than run I hid": the road not taken is not taken.
  const lead = tokens[i - 1]?.normal;
  const lead2 = tokens[i - 2]?.normal;
  if (t.pos === 'VERB' && ((lead === 'of' && lead2 === 'instead') || (lead === 'than' && lead2 === 'rather'))) return true;
  for (let j = i - 1, words = 0; j >= 0 && words < 5; j -= 1) {
    const p = tokens[j];
    if (!p || p.sentence !== t.sentence || !p.isWord) break;
    words += 1;
    if (REVERSING.has(p.lemma)) return false;
    if (NEGATORS.has(p.normal) || NEGATORS.has(p.lemma) || (p.normal === 'one' && tokens[j - 1]?.normal === 'no')) return true;
    if (p.pos === 'AUX' || p.pos === 'PART' || p.pos === 'ADV' || PASS_THROUGH.has(p.lemma) || PASS_THROUGH.has(p.normal)) continue;
    break;
  }
  return deniedAfter(tokens, i);
}

const HEDGES = new Set(['really', 'actually']);
const MERELY = new Set(['just', 'only', 'merely']);
const COPULA = new Set(['was', 'were', 'is', 'are']);
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'my', 'our', 'his', 'her', 'their']);

/**
 * "it turned out the flames were just paper streamers", "the fire turned out to be confetti",
 * "the snake was only a rope": the word at i is said to have been something else, smaller; the
 * image is what it was, and the word is no image of the dream. ("The cello was a fridge", a thing
 * that becomes another, stays: there the change is the dream's.)
 */
function shownToBeOther(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  let j = i + 1;
  if (!t || !(t.pos === 'NOUN' || t.pos === 'PROPN')) return false;
  const same = (k: number): boolean => tokens[k]?.sentence === t.sentence;
  // "a snake on my pillow but it was only a rope": the same said of it a few words on.
  for (let k = i + 2; k < Math.min(tokens.length, i + 10) && same(k); k += 1) {
    if ((tokens[k]?.normal === 'it' || tokens[k]?.normal === 'they') && tokens[k - 1]?.normal === 'but' && COPULA.has(tokens[k + 1]?.normal ?? '') && MERELY.has(tokens[k + 2]?.normal ?? '') && namesThing(tokens, k + 3)) return true;
  }
  // "… turned out to be …"
  if (tokens[j]?.lemma === 'turn' && tokens[j + 1]?.normal === 'out' && tokens[j + 2]?.normal === 'to' && tokens[j + 3]?.lemma === 'be' && same(j + 3)) return true;
  if (!COPULA.has(tokens[j]?.normal ?? '') || !same(j)) return false;
  j += 1;
  if (tokens[j]?.normal === 'actually') j += 1;
  // "were just paper streamers": a plain "just" before a thing named, not "was just everywhere".
  if (!MERELY.has(tokens[j]?.normal ?? '') || !same(j)) {
    // "it turned out the flames were paper streamers": said so after "turned out".
    let turned = false;
    for (let k = Math.max(0, i - 5); k < i; k += 1) if (tokens[k]?.lemma === 'turn' && tokens[k + 1]?.normal === 'out' && same(k)) turned = true;
    if (!turned) return false;
  } else j += 1;
  return same(j) && namesThing(tokens, j);
}

/** A thing is named from j: "a rope", "confetti", "paper streamers" (the tagger may call "paper" a verb). */
function namesThing(tokens: readonly Token[], j: number): boolean {
  const next = tokens[j];
  return Boolean(next && (DETERMINERS.has(next.normal) || next.pos === 'NOUN' || ((next.pos === 'ADJ' || next.pos === 'VERB') && tokens[j + 1]?.pos === 'NOUN')));
}
const NEGATION = /^(not|n['’]?t)$/i;

/**
 * "my kitchen was on fire (it wasnt really fire it was like orange confetti)": the dreamer takes the
 * word back, there and wherever it was just said; the image is what it really was, and the word is
 * no image of the dream (a later "kept typing FIRE" is the word again, not the thing).
 */
export function takenBack(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (shownToBeOther(tokens, i)) return true;
  for (let j = i; j < Math.min(tokens.length, i + 30); j += 1) {
    const n = tokens[j];
    if (!n || n.sentence > t.sentence + 1) return false;
    if (n.normal === t.normal && HEDGES.has(tokens[j - 1]?.normal ?? '') && NEGATION.test(tokens[j - 2]?.value ?? '')) return true;
  }
  return false;
}

/** Verbs whose denied object was never there to see: "I couldn't find my dress", "I couldn't see a face". */
const FINDING = new Set(['find', 'see', 'reach', 'locate', 'spot', 'notice', 'get', 'catch', 'remember']);

/**
 * Is the noun at i said to be absent? "there was no water", "without shoes", "nobody crashes", "I
 * couldn't find my dress", "there had to be light, but there wasn't". A sought thing never found
 * is not an image of the dream; the search is (see the searching symbol).
 */
export function isAbsentThing(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  for (let j = i - 1; j >= Math.max(0, i - 5); j -= 1) {
    const p = tokens[j];
    if (!p || p.sentence !== t?.sentence || !p.isWord) break;
    if (p.normal === 'no' || p.normal === 'without' || p.normal === 'nobody' || p.normal === 'noone') return true;
    // "Not baby, full size", "it was not a snake": a "not" that opens the phrase, or follows "be",
    // denies the thing itself.
    if (p.normal === 'not') {
      const q = tokens[j - 1];
      return !q || q.sentence !== p.sentence || !q.isWord || q.lemma === 'be';
    }
    if (p.pos === 'ADJ' || p.pos === 'NUM' || p.pos === 'DET' || POSSESSIVE.has(p.normal) || p.normal === 'any' || p.normal === "'s") continue;
    if (p.pos === 'VERB' && FINDING.has(p.lemma)) return isNegatedAction(tokens, j);
    break;
  }
  return deniedAfter(tokens, i);
}
