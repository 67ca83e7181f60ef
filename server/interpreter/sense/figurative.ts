import type { Token } from '../nlp';

// Word lists the rules below ask about, made once here: a list written inside a function is a
// new array every time that line runs, and these run on every dream.
const A_AN: ReadonlySet<string> = new Set(['a', 'an']);
const HABIT_SUBJECTS: ReadonlySet<string> = new Set(['who', 'that', 'we', 'i', 'he', 'she', 'they']);
const WAS_WERE: ReadonlySet<string> = new Set(['was', 'were']);
/** The words of a remembered someone: "my old grandmother", "our neighbour's". */
const HABIT_NP: ReadonlySet<string> = new Set(['ADJ', 'NOUN', 'PROPN']);
const POSSESSORS: ReadonlySet<string> = new Set(['my', 'our', 'his', 'her', 'their', 'your']);
const RELATIVE_LEADS: ReadonlySet<string> = new Set(['where', 'that', 'which', 'whom']);

/**
 * Words that are in the dream report but not images of the dream: the terms of a comparison ("slept
 * like a baby", "as white as a sheet", "colder than ice"), titles ("a song called Black Horse",
 * "watching Frozen"), what someone only tells about ("telling me about her weekend, how she had gone
 * climbing"), and what was only meant or expected ("I was supposed to fly", "I was going to fall").
 * Such words are marked `masked` with one of the ids below instead of an idiom's id.
 */
export const COMPARISON = 'comparison';
export const TITLE = 'title';
export const REPORTED = 'reported';
export const UNREALISED = 'unrealised';

/** A fact of waking life told inside the dream ("my dog, who died last year"): no image, but it colours the feeling. */
export const WAKING_FACT = 'waking-fact';

/** Rule-made masks whose feeling words still count (a comparison can still say how one felt); titles do not. */
export const FEELING_KEEPING_MASKS: ReadonlySet<string> = new Set([COMPARISON, REPORTED, UNREALISED, WAKING_FACT]);
/** Rule-made masks whose words may still be keywords: the dream's words, though not its images. */
export const KEYWORD_KEEPING_MASKS: ReadonlySet<string> = new Set([COMPARISON, REPORTED, UNREALISED]);

const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'its', 'this', 'that', 'some', 'one', "'s", 'of', 'those', 'these']);
const SUBJECTS = new Set(['i', 'we', 'you', 'he', 'she', 'it', 'they', 'everyone', 'everybody', 'someone', 'somebody', 'nobody', 'there', 'this', 'that']);
const TITLE_CUES = new Set(['called', 'named', 'titled', 'watching', 'watched', 'watch', 'reading', 'read', 'sang', 'singing', 'sing', 'playing', 'played', 'song', 'film', 'movie', 'show', 'book', 'album', 'episode', 'series', 'novel', 'game']);
const TITLE_GLUE = new Set(['to', 'the', 'of', 'a', 'an', 'in', 'on', 'and', 'me', 'for', 'at', 'with', 'my']);
const TELLING = new Set(['tell', 'talk', 'speak', 'chat', 'complain', 'brag', 'hear', 'story', 'stories', 'rumour', 'rumor', 'news']);
const SAYING = new Set(['say', 'claim', 'insist', 'promise', 'swear', 'whisper', 'announce', 'explain', 'warn', 'tell', 'reveal', 'mention', 'admit', 'confess']);
const BIDDING = new Set(['tell', 'ask', 'order', 'beg', 'want', 'remind', 'expect', 'need', 'invite', 'urge', 'instruct']);
/** "supposed to", "meant to": the whole errand is unrealised, its things included. */
const OBLIGATION = new Set(['supposed', 'meant']);
/** "going to", "wanted to", "hoped to": the action is not done (its things may still be there). */
const INTENTION = new Set(['going', 'gonna', 'want', 'wanted', 'wanna', 'hope', 'hoped', 'plan', 'planned', 'expect', 'expected', 'wish', 'wished', 'intend', 'intended']);
const INSTRUCTING = new Set(['have', 'has', 'need', 'needs', 'must', 'should', 'can', 'could', 'will', "'ll", 'gotta', 'gonna', 'better', 'ought']);
const OBJECT_PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them', 'you', 'everyone', 'everybody', 'someone', 'somebody']);
const CLAUSE_STOPS = new Set(['.', '!', '?', ';', ':', '(', ')']);

function mark(tokens: Token[], from: number, to: number, id: string, onlyVerbs = false): void {
  for (let j = from; j < to; j += 1) {
    const t = tokens[j];
    if (!t || t.masked) continue;
    if (onlyVerbs && t.pos !== 'VERB') continue;
    t.masked = id;
  }
}

/** End of the noun phrase starting at i ("a big dog", "my dad's aftershave"), or i when there is none. */
function nounPhraseEnd(tokens: Token[], i: number): number {
  let j = i;
  let head = -1;
  const s = tokens[i]?.sentence;
  while (j < tokens.length && j < i + 7) {
    const t = tokens[j];
    if (!t || t.sentence !== s) break;
    if (DETERMINERS.has(t.normal) || t.pos === 'ADJ' || t.pos === 'NUM' || t.pos === 'ADV' && j === i) {
      j += 1;
      continue;
    }
    if (t.pos === 'NOUN' || t.pos === 'PROPN') {
      head = j;
      j += 1;
      continue;
    }
    break;
  }
  return head >= 0 ? head + 1 : i;
}

const RELATIVES = new Set(['which', 'who', 'whom', 'whose', 'where', 'when', 'while', 'then', 'because', 'so', 'but']);

/**
 * End of the clause from i: punctuation, a comma or conjunction opening a new clause, or a
 * subordinator; with `newActions`, also "and" before a verb ("said they open every door and charged me").
 */
function clauseEnd(tokens: Token[], i: number, newActions = true): number {
  const s = tokens[i]?.sentence;
  for (let j = i; j < tokens.length; j += 1) {
    const t = tokens[j];
    if (!t || t.sentence !== s || CLAUSE_STOPS.has(t.value)) return j;
    const next = tokens[j + 1];
    const nextNormal = next?.normal ?? '';
    if (t.value === ',' && (next?.pos === 'CCONJ' || next?.pos === 'SCONJ' || RELATIVES.has(nextNormal) || (SUBJECTS.has(nextNormal) && nextNormal !== 'it'))) return j;
    if (j > i && (t.normal === 'but' || t.normal === 'so' || t.normal === 'while' || t.normal === 'until')) return j;
    // "and I…", "and charged me…": a new clause or a new action of the main subject.
    if (j > i && (t.normal === 'and' || t.normal === 'or') && (SUBJECTS.has(nextNormal) || (newActions && next?.pos === 'VERB'))) return j;
  }
  return tokens.length;
}

const LIKERS = new Set(['i', 'you', 'we', 'they', 'to', 'would', "'d", 'do', 'did', 'not', 'really', 'also', 'just', 'still', 'always']);

/** "I like dogs", "would like a drink": the verb, not a comparison ("looked like a castle", "almost like a dog"). */
function likesSomething(tokens: Token[], i: number): boolean {
  const prev = tokens[i - 1];
  return prev !== undefined && prev.sentence === tokens[i]?.sentence && LIKERS.has(prev.normal);
}

/** What stands before a comparing "like": a verb, adverb or adjective, or a single thing ("his face like a mask"). */
function comparing(prev: Token | undefined): boolean {
  if (!prev?.isWord) return false;
  if (prev.pos === 'VERB' || prev.pos === 'AUX' || prev.pos === 'ADV' || prev.pos === 'ADJ' || prev.pos === 'PART' || prev.pos === 'ADP') return true;
  // "lying on their sides like cattle" compares; "animals like dogs" gives examples of a kind.
  return prev.pos === 'NOUN' && (prev.normal === prev.lemma || !KINDS.has(prev.normal));
}

/** Plural nouns of a kind, which "like" follows with examples, not a comparison ("people like my aunt"). */
const KINDS = new Set(['animals', 'people', 'things', 'places', 'stuff', 'birds', 'creatures', 'foods', 'fruits', 'games', 'sports', 'jobs', 'friends', 'bands', 'films', 'movies', 'songs', 'colours', 'colors', 'shapes', 'tools', 'toys', 'clothes', 'pets', 'insects', 'flowers', 'vegetables', 'cars', 'brands', 'shows', 'books', 'subjects', 'sweets', 'snacks', 'drinks', 'plants', 'trees', 'celebrities', 'relatives', 'teachers', 'kids', 'guys', 'girls', 'boys', 'ones', 'items', 'details', 'words', 'names', 'buildings', 'shops', 'stores', 'vehicles', 'instruments']);
/** "waves like I'm an old coworker": a contracted subject opens an imagined clause. */
const CONTRACTED_SUBJECTS = new Set(["i'm", 'im', 'i’m', "we're", "you're", "they're", "he's", "she's", "it's", "i'd", "i've"]);

function markComparisons(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    const next = tokens[i + 1];
    if (!next || next.sentence !== t.sentence) continue;
    if (t.normal === 'like' && !likesSomething(tokens, i) && next.pos !== 'NUM') {
      const after = tokens[i + 2];
      // "a night ferry, like the one we used to get", "a tooth like from an animal, maybe a dog":
      // the thing compared with, however long its description, is not in the dream.
      const theOne = (next.normal === 'the' && (after?.normal === 'one' || after?.normal === 'ones')) || next.normal === 'those';
      if (theOne || (next.pos === 'ADP' && next.normal !== 'that' && tokens[i - 1]?.isWord)) {
        mark(tokens, i + 1, clauseEnd(tokens, i + 1, false), COMPARISON);
        continue;
      }
      // "like it was crying", "like we were kids": a whole imagined clause.
      if ((SUBJECTS.has(next.normal) && (after?.pos === 'VERB' || after?.pos === 'AUX' || after?.normal === "'d")) || CONTRACTED_SUBJECTS.has(next.normal)) mark(tokens, i + 1, clauseEnd(tokens, i + 1), COMPARISON);
      // "slept like a baby", "shaped like our dog", "his face like a mask"; not the examples
      // in "people from work, like my old teacher" or "animals like dogs".
      else if (comparing(tokens[i - 1]) || (tokens[i - 1]?.value === ',' && tokens[i - 2]?.pos === 'ADJ')) mark(tokens, i + 1, nounPhraseEnd(tokens, i + 1), COMPARISON);
      continue;
    }
    if ((t.normal === 'as' && (next.normal === 'if' || next.normal === 'though'))) {
      mark(tokens, i + 2, clauseEnd(tokens, i + 2), COMPARISON);
      continue;
    }
    // "as white as a sheet": the second "as" introduces the standard of comparison.
    if (t.normal === 'as' && tokens[i - 2]?.normal === 'as' && (tokens[i - 1]?.pos === 'ADJ' || tokens[i - 1]?.pos === 'ADV')) {
      mark(tokens, i + 1, nounPhraseEnd(tokens, i + 1), COMPARISON);
      continue;
    }
    if (t.normal === 'than') mark(tokens, i + 1, nounPhraseEnd(tokens, i + 1), COMPARISON);
    // "prints the size of dinner plates"
    if (t.normal === 'size' && next.normal === 'of') mark(tokens, i + 2, nounPhraseEnd(tokens, i + 2), COMPARISON);
  }
}

// A module constant: the bundler turns this literal into a `new RegExp` wherever it stands.
const CAPITALISED = /^\p{Lu}/u;

function markTitles(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t || !TITLE_CUES.has(t.normal)) continue;
    let j = i + 1;
    let end = j;
    while (j < tokens.length && tokens[j]?.sentence === t.sentence) {
      const w = tokens[j];
      if (!w?.isWord) break;
      const capital = CAPITALISED.test(w.value) && w.normal !== 'i';
      if (capital) end = j + 1;
      else if (!(TITLE_GLUE.has(w.normal) && end > i + 1)) break;
      j += 1;
    }
    if (end > i + 1) mark(tokens, i + 1, end, TITLE);
  }
}

function markReported(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    // "telling me about her weekend", "a story about a ghost"
    if (TELLING.has(t.lemma) || TELLING.has(t.normal)) {
      for (let k = i + 1; k <= i + 4 && k < tokens.length; k += 1) {
        const w = tokens[k];
        if (!w || w.sentence !== t.sentence || !w.isWord) break;
        if (w.normal === 'about') {
          mark(tokens, k + 1, clauseEnd(tokens, k + 1, false), REPORTED);
          break;
        }
        if (!(OBJECT_PRONOUNS.has(w.normal) || DETERMINERS.has(w.normal) || w.pos === 'ADJ' || w.normal === 'story' || w.normal === 'stories')) break;
      }
    }
    // "let the cat out of the bag that my cousin was pregnant": an announcement, like "said that".
    const announced = t.masked === 'cat-out-of-the-bag' && t.normal === 'bag' && tokens[i + 1]?.normal === 'that';
    if (SAYING.has(t.lemma) || announced) {
      let k = i + 1;
      if (OBJECT_PRONOUNS.has(tokens[k]?.normal ?? '')) k += 1;
      const that = tokens[k]?.normal === 'that';
      if (that) k += 1;
      const subj = tokens[k];
      const verb = tokens[k + 1];
      const aux = tokens[k + 2];
      // "told me he had been swimming with dolphins", "said they open every door", "said I was late": a claim, not a scene.
      const subject = subj !== undefined && (SUBJECTS.has(subj.normal) || (that && (subj.pos === 'DET' || subj.pos === 'PRON')));
      const pastPerfect = subject && (verb?.normal === 'had' || verb?.normal === "'d") && (aux?.pos === 'VERB' || aux?.normal === 'been');
      // "said we have to go to the basement" is an instruction that is then carried out, not a claim.
      const instruction = verb !== undefined && INSTRUCTING.has(verb.normal);
      // "said no dogs come down here any more": a claim about things, with a noun for its subject.
      const nounClaim = subj !== undefined && (subj.normal === 'no' || subj.normal === 'all' || subj.normal === 'the') && verb?.pos === 'NOUN' && (aux?.pos === 'VERB' || aux?.pos === 'AUX');
      const claim = (subject && !instruction && (verb?.pos === 'VERB' || verb?.pos === 'AUX' || that)) || nounClaim;
      if (subj?.sentence === t.sentence && (pastPerfect || claim)) mark(tokens, k, clauseEnd(tokens, k), REPORTED);
    }
    // "told me to play": bidden, not done; "asked me for a lift", "called me down for dinner": asked for, not given.
    if (BIDDING.has(t.lemma) || t.lemma === 'call') {
      let k = i + 1;
      if (OBJECT_PRONOUNS.has(tokens[k]?.normal ?? '')) k += 1;
      if (k > i + 1 && (tokens[k]?.normal === 'down' || tokens[k]?.normal === 'in' || tokens[k]?.normal === 'over' || tokens[k]?.normal === 'back')) k += 1;
      if (k > i + 1 && tokens[k]?.normal === 'to' && tokens[k + 1]?.pos === 'VERB' && t.lemma !== 'call') mark(tokens, k + 1, k + 2, UNREALISED, true);
      if (k > i + 1 && tokens[k]?.normal === 'for') mark(tokens, k + 1, clauseEnd(tokens, k + 1), UNREALISED);
    }
  }
}

/** "late for my sister's graduation", "ready for the exam": what one is late for is not there yet. */
const PURPOSE_LEADS = new Set(['late', 'early', 'ready', 'time', 'prepare', 'preparing', 'prepared']);
/** "trying to remember if I had lost a pair of shoes": a question, not an event. */
const WONDERING = new Set(['remember', 'know', 'wonder', 'ask', 'check', 'sure', 'unsure', 'tell', 'decide', 'figure']);

function markUnrealised(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t?.isWord) continue;
    if (PURPOSE_LEADS.has(t.normal) && tokens[i + 1]?.normal === 'for') {
      mark(tokens, i + 2, nounPhraseEnd(tokens, i + 2), UNREALISED);
      continue;
    }
    if ((t.normal === 'if' || t.normal === 'whether') && tokens.slice(Math.max(0, i - 3), i).some((p) => WONDERING.has(p.lemma) || WONDERING.has(p.normal))) {
      mark(tokens, i + 1, clauseEnd(tokens, i + 1), UNREALISED, true);
      continue;
    }
    const to = tokens[i + 1]?.normal === 'to' ? i + 2 : t.normal === 'gonna' || t.normal === 'wanna' ? i + 1 : -1;
    if (to < 0 || tokens[to]?.pos !== 'VERB') continue;
    if (OBLIGATION.has(t.normal)) mark(tokens, to, clauseEnd(tokens, to), UNREALISED);
    // "I was going to fall", "I wanted to fly"; "going to the beach" is a plain journey.
    else if (INTENTION.has(t.normal) || INTENTION.has(t.lemma)) mark(tokens, to, to + 1, UNREALISED, true);
  }
}

const YOUTH = new Set(['kid', 'kids', 'child', 'children', 'teenager', 'teenagers', 'teen', 'teens', 'baby', 'babies', 'student', 'students']);
const YOUNG = new Set(['little', 'small', 'young', 'younger', 'tiny']);

const REMEMBERED_ONES: ReadonlySet<string> = new Set(['she', 'he', 'they', 'you', 'mum', 'mom', 'dad']);
const LIFE_STATES: ReadonlySet<string> = new Set(['sick', 'ill', 'pregnant', 'alive', 'dying', 'little', 'small', 'young', 'younger', 'away', 'poorly', 'bedridden', 'in']);
const MAKING: ReadonlySet<string> = new Set(['make', 'cook', 'bake', 'bring', 'buy', 'sing', 'read', 'knit', 'sew', 'give', 'write', 'draw', 'build']);

/** A verb of making or giving, in the past, a few words before `when` ("…I made for my mother when…"): its index, or -1. */
function madeBefore(tokens: Token[], i: number): number {
  for (let k = i - 1; k >= Math.max(0, i - 6) && tokens[k]?.sentence === tokens[i]?.sentence; k -= 1) {
    const w = tokens[k];
    if (w && MAKING.has(w.lemma) && w.normal !== w.lemma) return k;
  }
  return -1;
}

/**
 * "the ferry we used to get as kids", "sorting screws like I did when I was small": the dreamer
 * dating a memory, not children in the dream.
 */
function markBackReferences(tokens: Token[]): void {
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (!t?.isWord || !next) continue;
    if (t.normal === 'as' && (YOUTH.has(next.normal) || (A_AN.has(next.normal) && YOUTH.has(tokens[i + 2]?.normal ?? '')))) {
      mark(tokens, i + 1, next.normal === 'a' || next.normal === 'an' ? i + 3 : i + 2, WAKING_FACT);
      continue;
    }
    // "Daniel who used to sit behind me in maths": a habit of the past, not a moment of the dream.
    if (t.normal === 'used' && next.normal === 'to' && tokens[i + 2]?.pos === 'VERB' && HABIT_SUBJECTS.has(tokens[i - 1]?.normal ?? '')) {
      mark(tokens, i, clauseEnd(tokens, i, false), WAKING_FACT);
      continue;
    }
    // "the plums my grandmother used to pick in her orchard", "the park where my dad used to take us":
    // a habit of the past that describes a thing of the dream; the one who had the habit is remembered
    // there, not present.
    if (t.normal === 'used' && next.normal === 'to' && tokens[i + 2]?.pos === 'VERB' && (tokens[i - 1]?.pos === 'NOUN' || tokens[i - 1]?.pos === 'PROPN')) {
      let j = i - 1;
      // Back over the subject's words to its possessor ("my old grandmother"), and no further.
      while (j > 0 && tokens[j - 1]?.sentence === t.sentence && !POSSESSORS.has(tokens[j]?.normal ?? '') && (HABIT_NP.has(tokens[j - 1]?.pos ?? '') || POSSESSORS.has(tokens[j - 1]?.normal ?? ''))) j -= 1;
      const before = tokens[j - 1];
      const describes = before?.sentence === t.sentence && (before.value === ')' || before.pos === 'NOUN' || RELATIVE_LEADS.has(before.normal));
      if (describes && POSSESSORS.has(tokens[j]?.normal ?? '')) mark(tokens, j, clauseEnd(tokens, i, false), WAKING_FACT);
    }
    if (t.normal === 'when' && (next.normal === 'i' || next.normal === 'we') && WAS_WERE.has(tokens[i + 2]?.normal ?? '')) {
      const what = tokens[i + 3];
      const then = tokens[i + 4];
      if (what && (YOUNG.has(what.normal) || (A_AN.has(what.normal) && then && YOUTH.has(then.normal)) || YOUTH.has(what.normal))) mark(tokens, i + 1, clauseEnd(tokens, i + 1, false), WAKING_FACT);
      continue;
    }
    // "the pancakes I made for my mother when she was sick in bed": a time of the writer's life that
    // dates what they remember, after the thing remembered; its bed is no place of the dream.
    // The one it was made for is remembered there too ("for my mother"), not met in the dream.
    const made = t.normal === 'when' && REMEMBERED_ONES.has(next.normal) && WAS_WERE.has(tokens[i + 2]?.normal ?? '') && LIFE_STATES.has(tokens[i + 3]?.normal ?? '') ? madeBefore(tokens, i) : -1;
    if (made >= 0) mark(tokens, made + 1, clauseEnd(tokens, i + 1, false), WAKING_FACT);
  }
}

export function markFigurative(tokens: Token[]): void {
  markBackReferences(tokens);
  markTitles(tokens);
  markComparisons(tokens);
  markReported(tokens);
  markUnrealised(tokens);
}
