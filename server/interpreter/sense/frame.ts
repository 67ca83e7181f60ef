import type { Token } from '../nlp';
import { WAKING_FACT } from './figurative';

// Word lists the rules below ask about, made once here: a list written inside a function is a
// new array every time that line runs, and these run on every dream.
const WHO_THAT_WHICH: ReadonlySet<string> = new Set(['who', 'that', 'which']);
const WHO_WHICH: ReadonlySet<string> = new Set(['who', 'which']);
const THE_MY: ReadonlySet<string> = new Set(['the', 'my']);
const BUT_THOUGH_AND: ReadonlySet<string> = new Set(['but', 'though', 'and']);
const LANDING_WORDS: ReadonlySet<string> = new Set(['hit', 'land', 'landed', 'landing']);
const WHY_HOW: ReadonlySet<string> = new Set(['why', 'how']);
const FORMS_OF_AM: ReadonlySet<string> = new Set(['am', "'m", '’m']);
const CERTAINTY_ADVERBS: ReadonlySet<string> = new Set(['really', 'definitely', 'actually', 'obviously', 'totally']);
const OPENING_INTERJECTIONS: ReadonlySet<string> = new Set(['warning', 'ok', 'okay', 'so', 'wow', 'omg', 'honestly']);
const THIS_THAT: ReadonlySet<string> = new Set(['this', 'that']);
const ONE_DREAM: ReadonlySet<string> = new Set(['one', 'dream']);
const WAS_IS: ReadonlySet<string> = new Set(['was', 'is']);
/** "The dream went like this:", "Dream goes like this:". */
const POINTING_VERBS: ReadonlySet<string> = new Set(['went', 'goes', 'go']);
const VERDICT_DEGREES: ReadonlySet<string> = new Set(['so', 'really', 'very', 'super', 'quite', 'just', 'the', 'a', 'such']);
const DREAM_ENDING_VERBS: ReadonlySet<string> = new Set(['ended', 'faded', 'stopped', 'finished']);
const FORMS_OF_IS_WAS: ReadonlySet<string> = new Set(['is', "'s", 'was']);
const FIRST_TIME_WORDS: ReadonlySet<string> = new Set(['for', 'again', 'last', 'properly', 'tonight', 'before']);
const PERFECT_WORDS: ReadonlySet<string> = new Set(["'ve", 'have', "'d", 'had', 'ever']);
const AM_M: ReadonlySet<string> = new Set(['am', "'m"]);
const FORMS_OF_HAVE: ReadonlySet<string> = new Set(['have', "'ve", 'has']);
const ADJ_DET_NUM_ADV: ReadonlySet<string> = new Set(['ADJ', 'DET', 'NUM', 'ADV']);
const WEEKDAYS: ReadonlySet<string> = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend']);

// Patterns made once here, not in the functions that test them: a regular expression written
// inside a function is a new object every time that line runs, and these run on every dream.
const YEAR = /^(19|20)\d\d$/;
const NOT = /^(not|n['’]?t)$/i;
const LETTER_THEN_ED = /[a-z]ed$/;
const PAST_AUXILIARIES = new Set(['was', 'were', 'had']);

/**
 * Marks what is not the dream itself: the waking back-story a dreamer often gives first ("before I
 * fell asleep I watched a documentary about sharks"), remarks about real life ("my grandmother, who
 * in real life died years ago, …") and the waking-up frame at the end ("then I woke up crying").
 * Back-story tokens get `inDream = false`; the waking frame gets `inDream = false, waking = true`,
 * because the mood one wakes with still belongs to the dream while the bedroom one wakes in does not.
 */

const DREAM_WORDS = new Set(['dream', 'dreamt', 'dreamed', 'dreaming', 'dreams', 'nightmare', 'nightmares']);
const SLEEP_WORDS = new Set(['bed', 'sleep', 'asleep', 'sleeping']);
const BOUNDARY = new Set([',', ';', ':', '(', ')', '—', '–', '-']);
/** A list of cues, with its own bit among the lists (see FIRST_WORDS). */
interface CueList {
  cues: string[][];
  bit: number;
}

/**
 * Each first word of a cue, with the bits of the lists it starts a cue of: one lookup per token (see
 * cueStarts) says which lists may have a cue there, and most tokens start none.
 */
const FIRST_WORDS = new Map<string, number>();
let lists = 0;

function cueList(cues: string[][]): CueList {
  const bit = 1 << lists;
  lists += 1;
  for (const q of cues) FIRST_WORDS.set(q[0] ?? '', (FIRST_WORDS.get(q[0] ?? '') ?? 0) | bit);
  return { cues, bit };
}

/** For each token, the bits of the cue lists whose cues may start at it. */
function cueStarts(tokens: Token[]): number[] {
  return tokens.map((t) => FIRST_WORDS.get(t.normal) ?? 0);
}

/** Clause openers that, at the start of a sentence or clause, introduce waking life. */
const WAKING_OPENERS = cueList([
  ['yesterday'],
  ['earlier', 'that'],
  ['earlier', 'today'],
  ['earlier', 'in', 'the', 'day'],
  ['the', 'day', 'before'],
  ['the', 'night', 'before'],
  ['the', 'evening', 'before'],
  ['that', 'evening'],
  ['that', 'afternoon'],
  ['for', 'context'],
  ['some', 'context'],
  ['context'],
  ['background'],
  ['in', 'real', 'life'],
  ['irl'],
  ['in', 'waking', 'life'],
  ['in', 'reality'],
  ['last', 'week'],
  ['a', 'few', 'days', 'ago'],
  ['the', 'other', 'day'],
]);
/** The openers above by which the writer gives context ("For context, …", "Some background: …"). */
const CONTEXT_OPENERS = new Set(['for', 'some', 'context', 'background']);
/** Remarks about real life that hold only for their own clause. */
const REAL_LIFE = cueList([
  ['in', 'real', 'life'],
  ['irl'],
  ['in', 'waking', 'life'],
  ['in', 'reality'],
]);
const PRESENT_TENSE = new Set(['do', 'does', 'am', "'m", 'is', 'are', "'re", 'have', 'has']);
/** Commentary that explains the dream by the day before ("probably because I watched…"). */
const EXPLANATIONS = cueList([
  ['probably', 'because'],
  ['maybe', 'because'],
  ['perhaps', 'because'],
  ['think', 'it', 'is', 'because'],
  ['think', 'it', 'was', 'because'],
  ['this', 'is', 'because'],
  ['probably', 'from'],
  ['probably', 'since'],
]);
/** Time phrases that place a clause in waking life ("he died years ago", "who died when I was small"). */
const PAST_LIFE = cueList([
  ['years', 'ago'], ['year', 'ago'], ['months', 'ago'], ['weeks', 'ago'], ['last', 'year'],
  ['when', 'i', 'was', 'small'], ['when', 'i', 'was', 'little'], ['when', 'i', 'was', 'young'], ['when', 'i', 'was', 'younger'], ['when', 'i', 'was', 'a', 'kid'],
  ['when', 'i', 'was', 'a', 'child'], ['when', 'i', 'was', 'a', 'teenager'], ['when', 'i', 'was', 'a', 'baby'], ['when', 'we', 'were', 'kids'],
]);
const RELATIVE_STARTS = new Set(['because', 'since', 'who', 'which', 'where', 'whom', 'although', 'though']);
/** Signs that a sentence speaks of the day, not the dream: "I'd had a root canal that afternoon so maybe that explains it". */
const WAKING_TIME = new Set(['yesterday', 'lately', 'recently', 'afternoon', 'evening', 'tonight', 'today', 'explains', 'explain', 'probably', 'context']);

/** Words before "wake" that make it something hoped for or failed, not the waking itself. */
const NOT_YET_AWAKE = new Set(['before', 'until', 'till', 'almost', 'nearly', 'try', 'tried', 'trying', 'want', 'wanted', 'not', 'never', 'to', 'if', 'cannot', 'unable', 'could']);
const WAKE_FORMS = new Set(['woke', 'wake', 'waking', 'wakes', 'awoke', 'awaken', 'awakened', 'woken']);
const FIRST_PERSON = new Set(['i', 'we', "i'm", 'i’m', 'me', 'us']);
/** Words that set the real world against the dream: "but in reality", "and now I", "actually". */
const AWAKE_WORLD = new Set(['real', 'reality', 'irl', 'actually', 'awake', 'now', 'today', 'woke', 'waking']);
const WAKING_NOUNS = new Set(['sweat', 'panic', 'state', 'fright', 'bed', 'tears', 'shock', 'daze', 'sweats']);

const at = (tokens: Token[], i: number, seq: string[]): boolean => seq.every((w, k) => tokens[i + k]?.normal === w);

/**
 * Cues keyed by their first word: each word of a sentence is looked up once, rather than every cue
 * being tried at every word.
 */
function byFirstWord(cues: string[][]): ReadonlyMap<string, string[][]> {
  const index = new Map<string, string[][]>();
  for (const cue of cues) index.set(cue[0] ?? '', [...(index.get(cue[0] ?? '') ?? []), cue]);
  return index;
}

/** Does one of the indexed cues start at words[j]? */
function cueAtWord(words: Token[], j: number, index: ReadonlyMap<string, string[][]>): boolean {
  const cues = index.get(words[j]?.normal ?? '');
  return cues !== undefined && cues.some((cue) => cue.every((w, n) => words[j + n]?.normal === w));
}

/** The cue of `list` that starts at token i, if any (`starts` from cueStarts). */
function cueAt(tokens: Token[], starts: readonly number[], i: number, list: CueList): string[] | undefined {
  if (!((starts[i] ?? 0) & list.bit)) return undefined;
  return list.cues.find((seq) => at(tokens, i, seq));
}

function sentenceRanges(tokens: Token[]): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i += 1) {
    if (i === tokens.length || tokens[i]?.sentence !== tokens[start]?.sentence) {
      out.push([start, i]);
      start = i;
    }
  }
  return out;
}

const isDreamWord = (t: Token | undefined): boolean => Boolean(t && (DREAM_WORDS.has(t.normal) || t.lemma === 'dream'));

/** Clause start for token i: after the nearest boundary punctuation or conjunction before it. */
function clauseStart(tokens: Token[], start: number, i: number): number {
  for (let j = i - 1; j >= start; j -= 1) {
    const t = tokens[j];
    if (!t) break;
    if (BOUNDARY.has(t.value) || t.normal === 'and' || t.normal === 'but' || t.normal === 'then' || t.normal === 'so') return j + 1;
  }
  return start;
}

function clauseEnd(tokens: Token[], i: number, end: number): number {
  for (let j = i; j < end; j += 1) if (BOUNDARY.has(tokens[j]?.value ?? '')) return j;
  return end;
}

function outOfDream(tokens: Token[], from: number, to: number): void {
  for (let j = from; j < to; j += 1) {
    const t = tokens[j];
    if (t) t.inDream = false;
  }
}

/** Is the dream told again after this sentence? Back-story runs on only until the dream begins. */
function dreamMarkerFrom(tokens: Token[], from: number): number {
  for (let j = from; j < tokens.length; j += 1) if (isDreamWord(tokens[j])) return j;
  return -1;
}

/** Start of the clause holding i, counting relative and causal clauses as clauses of their own. */
function innerClauseStart(tokens: Token[], start: number, i: number): number {
  for (let j = i - 1; j >= start; j -= 1) {
    const t = tokens[j];
    if (!t) break;
    if (BOUNDARY.has(t.value)) return j + 1;
    if (RELATIVE_STARTS.has(t.normal) || t.normal === 'and' || t.normal === 'but') return j;
  }
  return start;
}

/**
 * The sentences before "In the dream, …" are a preamble when they speak of the day ("I'd had a root
 * canal that afternoon"): past perfect, the writer's present, or a time of day.
 */
function markPreamble(tokens: Token[], ranges: [number, number][]): void {
  const opening = ranges.findIndex(([a, b]) => {
    for (let j = a; j < Math.min(b, a + 4); j += 1) if (isDreamWord(tokens[j])) return true;
    return false;
  });
  if (opening < 1 || opening > 3) return;
  for (let s = 0; s < opening; s += 1) {
    const [a, b] = ranges[s] ?? [0, 0];
    let waking = false;
    for (let j = a; j < b && !waking; j += 1) {
      const t = tokens[j];
      const next = tokens[j + 1];
      if (!t) continue;
      if (WAKING_TIME.has(t.normal)) waking = true;
      if ((t.normal === "'d" || t.normal === 'had') && (next?.pos === 'VERB' || next?.normal === 'had' || next?.normal === 'been')) waking = true;
      if ((t.normal === "'ve" || t.normal === 'have') && next?.normal === 'been') waking = true;
    }
    if (waking) outOfDream(tokens, a, b);
  }
}

const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

/**
 * "My nan passed away 2 years ago in March. Last night she was in my kitchen…": a report that opens
 * by telling of a death, with its date, opens with waking life; the dream begins after it.
 */
function markDeathNotice(tokens: Token[], ranges: [number, number][]): void {
  if (ranges.length < 3) return;
  for (let s = 0; s < ranges.length; s += 1) {
    const [a, b] = ranges[s] ?? [0, 0];
    if (deathNotice(tokens, a, b, s > 0)) outOfDream(tokens, a, b);
  }
}

/**
 * Does the sentence only tell of a death with its date ("My nan passed away 2 years ago in March.")?
 * Among the dream's sentences ("He had died the year before.") it must be short, a remark set between
 * the moments, and may be dated by "the year before".
 */
function deathNotice(tokens: Token[], a: number, b: number, amongTheDream: boolean): boolean {
  let died = -1;
  let dated = false;
  let words = 0;
  for (let j = a; j < b; j += 1) {
    const t = tokens[j];
    if (!t) continue;
    if (isDreamWord(t)) return false;
    if (t.isWord) words += 1;
    if (died < 0 && ((t.lemma === 'die' && t.pos === 'VERB') || (t.lemma === 'pass' && tokens[j + 1]?.normal === 'away'))) died = j;
    if (t.normal === 'ago' || t.normal === 'last' || MONTHS.has(t.normal) || YEAR.test(t.normal)) dated = true;
    if (amongTheDream && t.normal === 'before' && TIME_UNITS.has(tokens[j - 1]?.normal ?? '')) dated = true;
  }
  if (died < 0 || !dated || (amongTheDream && words > 10)) return false;
  // "My grandmother, who died two years ago, was sitting in her kitchen": the death is an aside
  // and the sentence goes on with the dream.
  for (let j = a; j < died; j += 1) if (WHO_THAT_WHICH.has(tokens[j]?.normal ?? '')) return false;
  for (let j = died + 1; j < b; j += 1) if ((tokens[j]?.pos === 'VERB' || tokens[j]?.pos === 'AUX') && tokens[j]?.normal !== 'away') return false;
  return true;
}

function markBackStory(tokens: Token[], ranges: [number, number][], starts: readonly number[]): void {
  markPreamble(tokens, ranges);
  markDeathNotice(tokens, ranges);
  for (let s = 0; s < ranges.length; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    // "my dog, who died years ago", "my grandfather, who died when I was small": a fact of waking
    // life. Its verb and time phrase lose their image (the dog and the grandfather stay); the
    // feeling stays too, for a dead dog running up to the dreamer is a bittersweet sight.
    for (let i = start; i < end; i += 1) {
      const seq = cueAt(tokens, starts, i, PAST_LIFE);
      if (!seq) continue;
      let from = i;
      for (let j = i - 1; j >= Math.max(start, i - 5); j -= 1) {
        if (tokens[j]?.pos === 'VERB') {
          from = j;
          break;
        }
        if (!tokens[j]?.isWord) break;
      }
      for (let j = from; j < i + seq.length; j += 1) {
        const t = tokens[j];
        if (t && !t.masked) t.masked = WAKING_FACT;
      }
    }
    // "In real life" remarks hold for their clause only; one said in the present ("I don't even drive
    // in real life, I never passed my test") speaks of the dreamer now, and so does the rest of its sentence.
    for (let i = start; i < end; i += 1) {
      if (!cueAt(tokens, starts, i, REAL_LIFE)) continue;
      const from = innerClauseStart(tokens, start, i);
      const to = clauseEnd(tokens, i, end);
      let present = false;
      for (let k = from; k < to && !present; k += 1) present = PRESENT_TENSE.has(tokens[k]?.normal ?? '');
      // "I'm a barista in real life and in the dream I was on shift…": the dream resumes at "in the dream".
      // "My new boss, who in real life is really nice, said…": an aside in a relative clause ends with it.
      const aside = WHO_WHICH.has(tokens[from]?.normal ?? '');
      let until = present && !aside ? end : to;
      for (let k = i + 2; k + 2 < until; k += 1) {
        if (tokens[k]?.normal === 'in' && THE_MY.has(tokens[k + 1]?.normal ?? '') && isDreamWord(tokens[k + 2])) {
          until = k;
          break;
        }
      }
      outOfDream(tokens, from, until);
    }
    // "I wasn't crying in the dream but I woke up crying": a clause that ends on "in the dream"
    // compares the dream with the waking, it tells no event ("In the dream I was…" opens one). When the
    // sentence goes on, only a waking or the real world after it makes the comparison: "I started to
    // cry in the dream and she patted my cheek" goes on with the dream.
    for (let i = start + 1; i + 2 < end; i += 1) {
      if (tokens[i]?.normal !== 'in' || tokens[i + 1]?.normal !== 'the' || !isDreamWord(tokens[i + 2])) continue;
      const after = tokens[i + 3];
      const same = after !== undefined && after.sentence === tokens[i]?.sentence;
      if (same && !BOUNDARY.has(after.value) && !BUT_THOUGH_AND.has(after.normal)) continue;
      if (same) {
        const rest = tokens.slice(i + 3, end);
        if (!rest.some((t) => WAKE_FORMS.has(t.normal) || t.lemma === 'wake' || AWAKE_WORLD.has(t.normal))) continue;
      }
      outOfDream(tokens, innerClauseStart(tokens, start, i), i + 3);
    }
    // "… probably because I watched a film" explains the dream by the day: the rest of the sentence.
    for (let i = start; i < end; i += 1) {
      if (cueAt(tokens, starts, i, EXPLANATIONS)) {
        outOfDream(tokens, i, end);
        break;
      }
    }
    let opener = -1;
    for (let i = start; i < end && opener < 0; i += 1) {
      const t = tokens[i];
      if (!t) continue;
      // "before I fell asleep", "before bed", "before going to sleep": wherever it stands.
      if (t.normal === 'before') {
        for (let k = 1; k <= 4; k += 1) {
          const n = tokens[i + k];
          if (!n || n.sentence !== t.sentence || BOUNDARY.has(n.value)) break;
          if (SLEEP_WORDS.has(n.normal)) {
            opener = i;
            break;
          }
        }
      }
      // Openers such as "yesterday" or "earlier that day" count only at the head of a clause.
      // A sentence after a blank line starts on the line break itself ("\n\nContext: …"); there only
      // the writer's "Context"/"Background" counts, since "Last week I finally got all the way up" may
      // open the telling of the night that was different.
      const afterBreak = i - 1 === start && tokens[start]?.pos === 'SPACE' && CONTEXT_OPENERS.has(t.normal);
      const head = i === start || BOUNDARY.has(tokens[i - 1]?.value ?? '') || afterBreak;
      if (head && cueAt(tokens, starts, i, WAKING_OPENERS)) opener = i;
    }
    // "I fell asleep on the couch. …" / "I went to bed early. …" opening a longer report.
    if (opener < 0 && s === 0 && ranges.length > 1) {
      for (let i = start; i < Math.min(end, start + 4); i += 1) {
        const t = tokens[i];
        const n = tokens[i + 1];
        if ((t?.lemma === 'fall' && n?.normal === 'asleep') || (t?.lemma === 'go' && n?.normal === 'to' && SLEEP_WORDS.has(tokens[i + 2]?.normal ?? ''))) {
          let stop = i + 2;
          while (stop < end && !BOUNDARY.has(tokens[stop]?.value ?? '') && tokens[stop]?.normal !== 'and' && tokens[stop]?.normal !== 'then') stop += 1;
          outOfDream(tokens, start, stop);
          break;
        }
      }
    }
    if (opener < 0) continue;
    const markerHere = (() => {
      for (let j = start; j < end; j += 1) if (isDreamWord(tokens[j])) return j;
      return -1;
    })();
    if (markerHere > opener) {
      outOfDream(tokens, start, markerHere);
    } else if (markerHere >= 0) {
      // The dream came first ("I dreamt of sharks after watching a film before bed"): cut the trailing clause.
      let from = opener;
      for (let j = opener - 1; j > markerHere; j -= 1) {
        const t = tokens[j];
        if (!t) break;
        if (BOUNDARY.has(t.value) || t.normal === 'after' || t.normal === 'because' || t.normal === 'since') {
          from = BOUNDARY.has(t.value) ? j + 1 : j;
          break;
        }
      }
      outOfDream(tokens, from, end);
    } else {
      // Back-story with no dream named in the sentence: the sentence, and the next ones up to where the dream is named.
      const next = dreamMarkerFrom(tokens, end);
      const sentenceOfNext = next >= 0 ? (tokens[next]?.sentence ?? -1) : -1;
      let limit = next >= 0 && sentenceOfNext - (tokens[start]?.sentence ?? 0) <= 3 ? next : end;
      // "…it was just wall. For context, I've been thinking about a course. I was 19 the last time I
      // studied.": once the writer turns to giving context after the dream, and neither the dream nor a
      // waking comes after it, the sentences to the end are that context too, not the dream's last moments.
      if (next < 0 && s > 0 && CONTEXT_OPENERS.has(tokens[opener]?.normal ?? '')) {
        const rest = tokens.slice(end);
        if (!rest.some((t) => t.lemma === 'wake' || WAKE_FORMS.has(t.normal))) limit = ranges[ranges.length - 1]?.[1] ?? end;
      }
      outOfDream(tokens, start, limit);
      // Go on after the last sentence taken (the context reaches to a sentence's end, not into one).
      if (next < 0 && limit > end) s = ranges.findIndex(([, b]) => b === limit);
      else if (limit > end) s = ranges.findIndex(([a, b]) => limit >= a && limit < b) - 1;
    }
  }
}

const OTHERS = new Set(['him', 'her', 'them', 'us', 'everyone', 'everybody', 'me', 'my', 'his', 'the', 'a']);
const WAKING_LIFE = new Set(['bed', 'alarm', 'real', 'really', 'morning', 'relieved', 'sweat', 'sweating', 'husband', 'wife', 'partner', 'bedroom', 'pillow', 'phone', 'actual', 'actually', 'awake']);

/** Does waking life show in the sentence after s ("… woke up. My alarm was ringing.")? */
function wakingLifeAfter(tokens: Token[], ranges: [number, number][], s: number): boolean {
  const [a] = ranges[s] ?? [0, 0];
  const [, b] = ranges[Math.min(ranges.length - 1, s + 1)] ?? [0, 0];
  for (let j = a; j < b; j += 1) if (WAKING_LIFE.has(tokens[j]?.normal ?? '')) return true;
  return false;
}

/** Words of a waking told as a habit: "I always wake up", "I would wake up", "usually I wake". */
const HABITUAL = new Set(['always', 'usually', 'would', 'normally', 'often', 'sometimes', 'whenever', 'never']);
/** Times that may follow a waking: "every time", "this morning", "that night". */
const WAKING_TIMES = new Set(['time', 'times', 'morning', 'night', 'day', 'moment', 'minute', 'second']);
/** "that's when", "which is when": the words before a "when" that tells the moment itself. */
const THATS = new Set(['thats', "'s", 'is', 'was']);

/** Is sentence s the last of its paragraph, a line break between it and the next? */
function endsParagraph(tokens: Token[], ranges: [number, number][], s: number): boolean {
  const [, end] = ranges[s] ?? [0, 0];
  if (s >= ranges.length - 1) return false;
  for (let j = end - 1; j < Math.min(tokens.length, end + 2); j += 1) {
    const t = tokens[j];
    if (t?.pos === 'SPACE' && t.value.includes('\n')) return true;
  }
  return false;
}

/**
 * "Then I woke up. My dad was diagnosed with cancer at the start of the month. We've never been close.
 * Why do I keep having this dream?": every sentence after the waking is the writer's own line, so the
 * waking is the dream's end however many of them follow.
 */
function writersAfter(tokens: Token[], ranges: [number, number][], s: number): boolean {
  const toldInPast = ranges.slice(0, s + 1).some(([a, b]) => toldAsPast(tokens.slice(a, b)));
  let prev: Token[] | undefined;
  for (let r = s + 1; r < ranges.length; r += 1) {
    const [a, b] = ranges[r] ?? [0, 0];
    const words = tokens.slice(a, b);
    if (!writersLine(words, prev, toldInPast)) return false;
    prev = words;
  }
  return true;
}

/** The dream resumes after "fell back asleep" or "the dream continued". */
function resumes(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t) return false;
  if (t.normal === 'asleep' && tokens.slice(Math.max(0, i - 3), i).some((p) => p.lemma === 'fall' || p.normal === 'back')) return true;
  if (t.normal === 'sleep' && tokens[i - 1]?.normal === 'to' && tokens[i - 2]?.normal === 'back') return true;
  if (isDreamWord(t)) {
    const around = tokens.slice(i + 1, i + 4).map((p) => p.lemma);
    return around.includes('continue') || around.includes('again') || around.includes('resume') || tokens[i - 1]?.normal === 'the' && around.includes('back');
  }
  return false;
}

function markWaking(tokens: Token[], ranges: [number, number][]): void {
  const firstTold = Math.max(0, ranges.findIndex(([a, b]) => tokens.slice(a, b).some((t) => t.isWord && t.inDream !== false)));
  for (let s = 0; s < ranges.length; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    for (let i = start; i < end; i += 1) {
      const t = tokens[i];
      if (!t || !(t.lemma === 'wake' || WAKE_FORMS.has(t.normal))) continue;
      if (t.pos !== 'VERB' && t.pos !== 'AUX' && t.pos !== 'NOUN' && t.pos !== 'PROPN') continue;
      // "the wake of the ferry" is water, not waking.
      if (tokens[i - 1]?.pos === 'DET') continue;
      // The dream's own opening ("I woke up in a strange house. …") is a scene, not the end, and so is
      // the first sentence after the writer's opening remark ("this happened again last night. woke up
      // at 4am and couldn't move.").
      if ((s === 0 || s === firstTold) && s < ranges.length - 1) continue;
      // Waking ends a report: early on it is a scene of the dream unless waking life follows at once.
      // So does a waking that closes its paragraph: what the writer says after the break is theirs.
      const early = s < ranges.length - 3 && !wakingLifeAfter(tokens, ranges, s);
      // "I always press the button and wake up as the lift starts moving again. Last night was
      // different, though.": the waking of a dream that comes back, told as a habit, ends only the
      // habit, and a paragraph's end does not make it the report's.
      const habit = tokens.slice(start, i).some((p) => HABITUAL.has(p.normal)) || tokens[i - 1]?.normal === "'d";
      if (early && (habit || !endsParagraph(tokens, ranges, s)) && !writersAfter(tokens, ranges, s)) continue;
      // "woke them up": someone else's waking.
      const after = tokens[i + 1]?.normal === 'up' ? tokens[i + 2] : tokens[i + 1];
      // "woke up every time", "woke up this morning": a time after the waking, not someone woken.
      const afterAt = tokens[i + 1]?.normal === 'up' ? i + 2 : i + 1;
      const timeAfter = after?.pos === 'DET' && WAKING_TIMES.has(tokens[afterAt + 1]?.normal ?? '');
      if (after && !timeAfter && (OTHERS.has(after.normal) || after.pos === 'DET' || (after.pos === 'NOUN' && tokens[i + 1]?.normal !== 'up'))) continue;
      // "when I wake up" in a past-tense report is a plan ("I have to remember this when I wake up").
      // "that's when I wake up" is the waking itself, told in the present of a dream that comes back.
      const when = tokens.slice(Math.max(start, i - 3), i).findIndex((p) => p.normal === 'when' || p.normal === 'whenever' || p.normal === 'once');
      const itsTheWaking = when >= 0 && THATS.has(tokens[Math.max(start, i - 3) + when - 1]?.normal ?? '');
      if (t.normal === 'wake' && when >= 0 && !itsTheWaking) continue;
      // "When I woke up (in the dream)": the dreamer says it is still the dream.
      if (tokens.slice(i + 1, Math.min(end, i + 7)).some((p) => isDreamWord(p))) continue;
      const cs = clauseStart(tokens, start, i);
      // Only the dreamer's own waking ends the dream: "the fox woke up" is still the dream.
      const subject = tokens.slice(Math.max(cs, i - 3), i).reverse().find((p) => p.pos === 'PRON' || p.pos === 'NOUN' || p.pos === 'PROPN');
      if (subject && !FIRST_PERSON.has(subject.normal)) continue;
      let hopeful = false;
      for (let j = i - 1; j >= Math.max(cs, i - 4); j -= 1) if (NOT_YET_AWAKE.has(tokens[j]?.normal ?? '') || NOT_YET_AWAKE.has(tokens[j]?.lemma ?? '')) hopeful = true;
      // "I dreamt that I woke up…" is a false awakening, still inside the dream.
      for (let j = cs; j < i; j += 1) {
        const d = tokens[j];
        if (d && isDreamWord(d) && (d.pos === 'VERB' || tokens[j - 2]?.normal === 'in')) hopeful = true;
      }
      if (hopeful) continue;
      // "woke up in a hospital" opens a new scene; "woke up in a cold sweat" or "in my bed" does not.
      let k = i + 1;
      if (tokens[k]?.normal === 'up') k += 1;
      if (tokens[k]?.normal === 'in' && (tokens[k + 1]?.normal === 'a' || tokens[k + 1]?.normal === 'an' || tokens[k + 1]?.normal === 'the')) {
        let n = k + 2;
        while (tokens[n]?.pos === 'ADJ') n += 1;
        if (!WAKING_NOUNS.has(tokens[n]?.lemma ?? '')) continue;
      }
      // Several of the writer's sentences after an early waking are their remarks, not the mood they
      // woke with: only the waking's own sentence is the waking.
      for (let j = cs; j < tokens.length; j += 1) {
        const w = tokens[j];
        if (!w) break;
        if (resumes(tokens, j)) return;
        w.inDream = false;
        if (!early || j < end) w.waking = true;
      }
      return;
    }
  }
  // No "woke": a fall that ends "hit my bed with a massive jolt" or "jolted awake" in one of the
  // report's last two sentences is the waking all the same.
  if (ranges.length < 2) return;
  if (feelingAfterwards(tokens, ranges[ranges.length - 1])) {
    for (let j = ranges[ranges.length - 1]?.[0] ?? tokens.length; j < tokens.length; j += 1) {
      const w = tokens[j];
      if (!w) break;
      w.inDream = false;
      w.waking = true;
    }
    return;
  }
  for (let s = Math.max(1, ranges.length - 2); s < ranges.length; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    const words = tokens.slice(start, end);
    const jolt = words.some((t) => JOLTS.has(t.normal) || JOLTS.has(t.lemma));
    const inBed = words.some((t, k) => t.normal === 'bed' && THE_MY.has(words[k - 1]?.normal ?? '')) && words.some((t) => LANDING_WORDS.has(t.normal));
    const awake = words.some((t) => t.normal === 'awake') && jolt;
    if (!(inBed || awake || (jolt && words.some((t) => t.normal === 'bed')))) continue;
    // From the clause of the jolt on ("Right before hitting the ground I jolted awake").
    const at = words.findIndex((t) => JOLTS.has(t.normal) || JOLTS.has(t.lemma) || t.normal === 'hit');
    const from = clauseStart(tokens, start, start + Math.max(0, at));
    for (let j = from; j < tokens.length; j += 1) {
      const w = tokens[j];
      if (!w) break;
      w.inDream = false;
      w.waking = true;
    }
    return;
  }
}

/**
 * "Felt uneasy all morning.": a last sentence that tells how the dreamer felt through the morning
 * after is the waking, whose feeling counts, not one more moment of the dream.
 */
function feelingAfterwards(tokens: Token[], range: [number, number] | undefined): boolean {
  if (!range) return false;
  const words = tokens.slice(range[0], range[1]).filter((t) => t.isWord);
  const felt = words.some((t) => t.lemma === 'feel');
  const morning = words.some((t, k) => t.normal === 'morning' && ['all', 'this', 'whole'].includes(words[k - 1]?.normal ?? ''));
  const restOfDay = words.some((t, k) => t.normal === 'rest' && words[k + 1]?.normal === 'of' && words[k + 2]?.normal === 'the' && words[k + 3]?.normal === 'day');
  return felt && (morning || restOfDay);
}

/** The body's start out of a falling dream ("a massive jolt", "jerked awake"). */
const JOLTS = new Set(['jolt', 'jolted', 'jerk', 'jerked', 'startle', 'startled']);

/** Present-tense words of an aside in brackets ("he's still alive, he just lives far away"). */
const ASIDE_PRESENT = new Set([...PRESENT_TENSE, "'s", 'live', 'lives', 'works', 'still', "i'm", 'i’m', 'im']);
/** The writer's verdict on the dream inside brackets: "(he was like 2 months so impossible)", "(yes lol)". */
const ASIDE_VERDICTS = new Set(['impossible', 'lol', 'lmao', 'haha', 'weird', 'idk', 'obviously', 'ironically']);
/** What a person does or has as a rule ("I don't drive", "I don't have kids"), not in one scene. */
const PRESENT_STATES = new Set(['have', 'own', 'drive', 'smoke', 'drink', 'ski']);
/** "I don't have my keys" is a moment of a dream told in the present; "I don't have kids" is not. */
const OWNED_NOW = new Set(['my', 'the', 'his', 'her', 'our', 'their', 'your', 'it', 'them', 'this', 'that', 'any', 'time']);
const OPENING_VERDICTS = new Set(['vivid', 'weird', 'strange', 'intense', 'horrible', 'scary', 'creepy', 'real', 'realistic', 'crazy', 'wild', 'nice', 'lovely', 'bizarre', 'odd', 'disturbing', 'upsetting', 'funny', 'random', 'long', 'short', 'boring', 'confusing', 'awful', 'terrible', 'beautiful']);

/** Words that make a habit the writer's whole life: "anything", "everything", "in my life". */
const LIFELONG = new Set(['anything', 'everything', 'anyone', 'everyone', 'anywhere']);
const HABIT = new Set(['never', 'always', 'ever']);
const REACTION_MEASURES = new Set(['so', 'such', 'more', 'like', 'as']);
const REACTION_VERBS = new Set(['felt', 'feel', 'seen', 'see', 'heard', 'hear', 'experienced', 'known', 'laughed', 'cried', 'loved', 'wanted']);

/**
 * "I've never fixed anything in my life…", "I'm always late for everything", "I never remember
 * anything": a sentence that opens on "I" with a habit or a whole life, in the present, and says so
 * of everything. A dream told in the present ("I always end up at the same door") names no such whole.
 */
function lifelongRemark(tokens: readonly Token[], start: number, end: number): boolean {
  let i = start;
  while (i < end && !tokens[i]?.isWord) i += 1;
  const first = tokens[i]?.normal ?? '';
  let k: number;
  if (first === "i've" || first === 'ive' || first === 'i’ve') k = i + 1;
  else if (first === "i'm" || first === 'im' || first === 'i’m') k = i + 1;
  else if (first === 'i' && (tokens[i + 1]?.normal === 'have' || FORMS_OF_AM.has(tokens[i + 1]?.normal ?? '') || tokens[i + 1]?.normal === "'ve")) k = i + 2;
  else if (first === 'i') k = i + 1;
  else return false;
  if (!HABIT.has(tokens[k]?.normal ?? '')) return false;
  // "I never saw her face": a past deed of the dream.
  const verb = tokens[k + 1];
  if (first === 'i' && k === i + 1 && verb?.pos === 'VERB' && verb.normal !== verb.lemma) return false;
  for (let j = k + 1; j < end; j += 1) {
    const t = tokens[j];
    if (!t) break;
    // "I've never been so scared in my life", "I've never seen anything like it": how the dream
    // struck the dreamer, measured against a whole life, is the dream's.
    if (REACTION_MEASURES.has(t.normal) || REACTION_VERBS.has(t.normal)) return false;
    if (LIFELONG.has(t.normal)) return true;
    if (t.normal === 'life' && tokens[j - 1]?.normal === 'my' && tokens[j - 2]?.normal === 'in') return true;
  }
  return false;
}

/**
 * Two kinds of remark that are the writer's, not the dream's: an aside in brackets about how things
 * are now ("(he's still alive, he just lives far away now)"), and the verdict that opens a report
 * ("Warning this one was horrible", "this was so vivid I had to write it down").
 */
function markAsides(tokens: Token[], ranges: [number, number][]): void {
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]?.value !== '(') continue;
    let j = i + 1;
    while (j < tokens.length && tokens[j]?.value !== ')' && j < i + 40) j += 1;
    if (tokens[j]?.value !== ')') continue;
    let present = false;
    for (let k = i + 1; k < j && !present; k += 1) present = ASIDE_PRESENT.has(tokens[k]?.normal ?? '') || ASIDE_VERDICTS.has(tokens[k]?.normal ?? '');
    if (present) outOfDream(tokens, i, j + 1);
    i = j;
  }
  // "except I dont have kids", "I don't even drive": the dreamer's present, said against the dream.
  for (let i = 0; i + 3 < tokens.length; i += 1) {
    if (tokens[i]?.normal !== 'i' || tokens[i + 1]?.normal !== 'do' || !NOT.test(tokens[i + 2]?.value ?? '')) continue;
    let k = i + 3;
    if (tokens[k]?.normal === 'even') k += 1;
    // "I don't know why I went in": the dreamer puzzling now over what the dream did.
    const puzzling = tokens[k]?.normal === 'know' && WHY_HOW.has(tokens[k + 1]?.normal ?? '');
    if (!puzzling && (!PRESENT_STATES.has(tokens[k]?.normal ?? '') || OWNED_NOW.has(tokens[k + 1]?.normal ?? ''))) continue;
    const s0 = tokens[i]?.sentence;
    let j = k + 1;
    while (j < tokens.length && tokens[j]?.sentence === s0 && !BOUNDARY.has(tokens[j]?.value ?? '') && tokens[j]?.normal !== 'but' && tokens[j]?.normal !== 'so') j += 1;
    outOfDream(tokens, i, j);
  }
  // "I was a delivery driver which I'm not, I work in a bank": the writer's present set against the dream.
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    if (!WHO_WHICH.has(tokens[i]?.normal ?? '')) continue;
    const subject = tokens[i + 1]?.normal;
    const am = subject === "i'm" || subject === 'i’m' ? i + 1 : subject === 'i' && FORMS_OF_AM.has(tokens[i + 2]?.normal ?? '') ? i + 2 : -1;
    if (am < 0) continue;
    let k = am + 1;
    if (CERTAINTY_ADVERBS.has(tokens[k]?.normal ?? '')) k += 1;
    if (tokens[k]?.normal !== 'not') continue;
    const s0 = tokens[i]?.sentence;
    let j = k + 1;
    while (j < tokens.length && tokens[j]?.sentence === s0 && !BOUNDARY.has(tokens[j]?.value ?? '') && tokens[j]?.normal !== 'but' && tokens[j]?.normal !== 'so') j += 1;
    outOfDream(tokens, i, j);
  }
  // "I've never fixed anything in my life, my late husband did all that.", "I'm always late for
  // everything": a sentence that opens on the writer's habit or whole life is said about them now.
  for (const [start, end] of ranges) if (lifelongRemark(tokens, start, end)) outOfDream(tokens, start, end);
  for (const [start, end] of ranges.slice(0, 2)) {
    let i = start;
    while (i < end && (!tokens[i]?.isWord || OPENING_INTERJECTIONS.has(tokens[i]?.normal ?? ''))) i += 1;
    if (!THIS_THAT.has(tokens[i]?.normal ?? '')) continue;
    let k = i + 1;
    if (ONE_DREAM.has(tokens[k]?.normal ?? '')) k += 1;
    if (!WAS_IS.has(tokens[k]?.normal ?? '')) continue;
    k += 1;
    while (k < end && VERDICT_DEGREES.has(tokens[k]?.normal ?? '')) k += 1;
    const verdict = tokens[k];
    if (!verdict || !(OPENING_VERDICTS.has(verdict.normal) || verdict.normal.endsWith('est'))) continue;
    // "ok so this is weird but i had this dream last night where i was at the mall…": the verdict
    // is the writer's, the telling that follows it is the dream.
    const words = tokens.slice(start, end);
    const d = words.findIndex((t, j) => j > k - start && isDreamWord(t));
    outOfDream(tokens, start, d >= 0 && leadsIntoTelling(words, d) ? clauseStart(tokens, start, start + d) : end);
  }
}

/** Words that date a sentence in the writer's life ("eight weeks ago", "since Thursday", "last weekend"). */
const MONTH_LEADS = new Set(['in', 'since', 'last', 'early', 'late', 'mid']);
const LIFE_TIME = new Set(['ago', 'since', 'last', 'lately', 'recently', 'currently', 'fortnight', 'months', 'weeks', 'years', 'now', 'retired', 'engaged']);

/** "It ended there.", "thats all i got": the report says the dream is over, without a waking. */
const DREAM_ENDS = cueList([
  ['it', 'ended', 'there'], ['it', 'ended', 'then'], ['and', 'it', 'ended'], ['then', 'it', 'ended'], ['that', "'s", 'where', 'it', 'ended'], ['that', 'is', 'where', 'it', 'ended'], ['that', "'s", 'where', 'it', 'ends'], ['that', 'is', 'where', 'it', 'ends'], ['thats', 'where', 'it', 'ends'], ['thats', 'where', 'it', 'ended'],
  ['that', 'was', 'it'], ['that', "'s", 'all', 'i', 'got'], ['that', "'s", 'all', 'i', 'remember'], ['thats', 'all', 'i', 'got'], ['thats', 'all', 'i', 'remember'], ['thats', 'all'], ['that', "'s", 'all'], ['the', 'end'], ['and', 'that', 'was', 'the', 'end'],
  ['the', 'dream', 'ended'], ['then', 'the', 'dream', 'ended'], ['that', 'was', 'the', 'end', 'of', 'it'], ['that', 'was', 'the', 'end'],
]);

/** What joins the end to the last moment: "…and that was the end", "…, that was it". */
const LINKS_BEFORE_END = new Set(['and', 'then']);

/**
 * What follows the report's own "It ended there." is the writer's, and so is a last paragraph in the
 * present ("I'm moving to Berlin for work in six weeks. My German is about A2 level."): neither is
 * the dream's ending.
 */
function markAfterTheEnd(tokens: Token[], ranges: [number, number][], starts: readonly number[]): void {
  // "…when the dream ended.", "The dream ended there with me holding it out.": what follows is the writer's.
  for (let s = 1; s < ranges.length - 1; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    const words = tokens.slice(start, end);
    const ended = words.some((t, j) => isDreamWord(t) && DREAM_ENDING_VERBS.has(words[j + 1]?.normal ?? ''));
    if (!ended) continue;
    const [next] = ranges[s + 1] ?? [end, end];
    if (tokens.slice(next).some((t) => t.waking)) break;
    outOfDream(tokens, next, tokens.length);
    return;
  }
  // "I went in and the door closed and that was the end.": the end said after the last moment, in the
  // same sentence; what follows it is the writer's.
  for (let s = 1; s < ranges.length; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    let last = end - 1;
    while (last > start && !tokens[last]?.isWord) last -= 1;
    let closes = -1;
    for (let i = Math.max(start + 1, last - 6); i <= last && closes < 0; i += 1) {
      const cue = LINKS_BEFORE_END.has(tokens[i - 1]?.normal ?? '') || tokens[i - 1]?.value === ',' ? cueAt(tokens, starts, i, DREAM_ENDS) : undefined;
      if (cue !== undefined && i + cue.length - 1 === last) closes = i;
    }
    if (closes < 0) continue;
    // The words of the end are the writer's too: "you went in and the door closed" is the moment.
    outOfDream(tokens, LINKS_BEFORE_END.has(tokens[closes - 1]?.normal ?? '') ? closes - 1 : closes, last + 1);
    const [next] = ranges[s + 1] ?? [end, end];
    if (s === ranges.length - 1 || tokens.slice(next).some((t) => t.waking)) break;
    outOfDream(tokens, next, tokens.length);
    return;
  }
  for (let s = 1; s < ranges.length; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    let i = start;
    while (i < end && !tokens[i]?.isWord) i += 1;
    const cue = cueAt(tokens, starts, i, DREAM_ENDS);
    if (!cue) continue;
    // Only a sentence that is nothing but the remark ("It ended there."), not "that was it, the door".
    let k = i + cue.length;
    while (k < end && !tokens[k]?.isWord) k += 1;
    if (k < end) continue;
    if (tokens.slice(start, tokens.length).some((t) => t.waking)) return;
    outOfDream(tokens, start, tokens.length);
    return;
  }
  // The report's last sentence, in the present and dated as the writer's life, in the same paragraph as
  // the dream ("Mum has been in and out of hospital since June and I'm the one doing the looking after.").
  if (ranges.length >= 3) {
    const [a, b] = ranges[ranges.length - 1] ?? [0, 0];
    const words = tokens.slice(a, b);
    const present = words.some((t) => PRESENT_TENSE.has(t.normal) || t.normal === "i'm" || t.normal === 'im');
    const dated = words.some((t) => LIFE_TIME.has(t.normal) && t.normal !== 'now');
    const told = words.some((t) => t.waking || isDreamWord(t) || t.normal === 'was' || t.normal === 'were');
    if (present && dated && !told) outOfDream(tokens, a, b);
  }
  // The last paragraph, after a blank line, all in the present.
  let lastBreak = -1;
  for (let i = 0; i < tokens.length; i += 1) if (tokens[i]?.pos === 'SPACE' && (tokens[i]?.value ?? '').includes('\n')) lastBreak = i;
  if (lastBreak < 0) return;
  // The sentence after the break starts on the blank line itself.
  const tail = ranges.filter(([a, b]) => a >= lastBreak && b > lastBreak + 1);
  if (!tail.length || tail.length > 5 || tail.length === ranges.length) return;
  // All in the present, or dated as the writer's life ("I had my knee replacement eight weeks ago",
  // "I got engaged to my partner James a fortnight ago").
  // "My partner thinks I should take it": a verb in -s is in the present too.
  const present = tail.every(([a, b]) => tokens.slice(a, b).some((t) => PRESENT_TENSE.has(t.normal) || t.normal === "i'm" || t.normal === 'im' || (t.pos === 'VERB' && t.normal === `${t.lemma}s`)));
  const dated = tail.some(([a, b]) => tokens.slice(a, b).some((t) => LIFE_TIME.has(t.normal)));
  const dreamt = tail.some(([a, b]) => tokens.slice(a, b).some((t) => t.waking || isDreamWord(t)));
  const narrated = tail.some(([a, b]) => tokens.slice(a, b).some((t) => t.normal === 'was' || t.normal === 'were'));
  if (tail.length <= 3 && !dreamt && ((present && !narrated) || dated)) {
    outOfDream(tokens, lastBreak, tokens.length);
    return;
  }
  // A last paragraph of the writer's questions and remarks, up to five sentences: "My friends say water
  // is emotions. Does this mean I am over him? I still cry sometimes." A line in the present counts
  // only after a dream told in the past, so a dream told in the present keeps its last scene.
  const toldInPast = ranges.some(([a, b]) => b <= lastBreak && toldAsPast(tokens.slice(a, b)));
  let prev: Token[] | undefined;
  for (const [a, b] of tail) {
    const words = tokens.slice(a, b);
    if (!writersLine(words, prev, toldInPast)) return;
    prev = words;
  }
  outOfDream(tokens, lastBreak, tokens.length);
}

/** What the writer makes of the dream: "I just found it weirdly funny", "I wanted to share it", "I've been thinking about it all morning". */
const MAKES_OF_IT = /\b(?:i|we) (?:just |really |kind of |also |honestly )*(?:found|find) (?:it|this|the whole thing) (?:\w+ )?(?:funny|weird|strange|sad|hilarious|scary|creepy|interesting|odd|beautiful|comforting|confusing|disturbing|upsetting|touching|moving)\b|\b(?:wanted|want) to (?:share|post|write down) (?:it|this)\b|\bthinking about (?:it|this)\b|\b(?:can ?not|ca ?n'?t|cannot) (?:stop thinking about|shake|forget) (?:it|this)\b/;
const CLOSERS = new Set(['please', 'advise', 'thanks', 'thank', 'you', 'any', 'thoughts', 'help', 'ideas', 'cheers']);

/**
 * One sentence of the report's last paragraph that is the writer's rather than the dream's: a question
 * to the reader, a sentence about the dream that tells none of it ("it was only a dream", "fish in the
 * dream means pregnancy"), what the writer makes of it ("I just found it funny"), a closing "Please
 * advise.", or, after a dream told in the past, a line in the present ("I still cry sometimes").
 */
function writersLine(words: Token[], prev: Token[] | undefined, toldInPast: boolean): boolean {
  if (words.some((t) => t.waking)) return false;
  const said = words.filter((t) => t.isWord);
  if (said.length === 0) return true;
  if (isWritersQuestion(words, prev)) return true;
  const d = words.findIndex((t) => isDreamWord(t));
  if (d >= 0) return !leadsIntoTelling(words, d);
  if (said.length <= 4 && said.every((t) => CLOSERS.has(t.normal))) return true;
  if (MAKES_OF_IT.test(said.map((t) => t.normal).join(' '))) return true;
  // "Nothing decided yet.", "Interview is on Monday.", "Dad was diagnosed last month.": the writer's
  // life, still open or dated in their own time, in whatever tense the dream was told.
  if (stillOpen(said) || lifeDatedNow(words) || lifeDatedBefore(words)) return true;
  if (!toldInPast || narratesPast(words)) return false;
  // "I still cry sometimes", "I know it's obviously stress": a verb in the present, said by the writer.
  // "I still cry sometimes": an adverb may stand between the writer and the verb.
  const byWriter = (j: number): boolean => FIRST_PERSON.has(words[j - 1]?.normal ?? '') || (words[j - 1]?.pos === 'ADV' && FIRST_PERSON.has(words[j - 2]?.normal ?? ''));
  // "We've never been close": a perfect of the writer's own life is theirs too.
  return words.some((t, j) => PRESENT_TENSE.has(t.normal) || t.normal === "i'm" || t.normal === 'im' || (t.normal === "'ve" && byWriter(j)) || (t.pos === 'VERB' && (t.normal === `${t.lemma}s` || (t.normal === t.lemma && byWriter(j)))));
}

/** Subjects that make a line with "yet" a telling: "the bus hadn't come yet", "she wasn't there yet". */
const TELLING_SUBJECTS = new Set(['i', 'he', 'she', 'they', 'we', 'it', 'you', 'there', 'was', 'were', 'had', "'d"]);

/** "Nothing decided yet.", "No answer yet.": a few words with "yet" and no one doing anything in them. */
function stillOpen(said: readonly Token[]): boolean {
  return said.length <= 5 && said.some((t) => t.normal === 'yet') && !said.some((t) => TELLING_SUBJECTS.has(t.normal));
}

/** An opening remark about the dream without the word "dream": "I've had versions of this before but this one was the most vivid". */
const OPENING_REMARKS = byFirstWord([['bits', 'i', 'remember'], ['share', 'this', 'one'], ['to', 'share', 'this'], ['meaning', 'to', 'write'], ['bits', 'you', 'remember'], ['short', 'one'], ['quick', 'one'], ['long', 'one'], ['it', 'was', 'vivid'], ['was', 'so', 'vivid'], ['all', 'over', 'the', 'place'], ['had', 'glimpses'], ['glimpses', 'before'], ['versions', 'of', 'this'], ['this', 'one', 'was'], ['this', 'one', 'threw'], ['this', 'one', 'is'], ['had', 'this', 'before'], ['had', 'this', 'one'], ['none', 'of', 'it', 'connects'], ['bits', 'from', 'last', 'night'], ['fragments', 'only'], ['just', 'fragments'], ['just', 'bits'], ['this', 'one', 'made'], ['made', 'me', 'laugh'], ['always', 'starts', 'the', 'same'], ['always', 'begins', 'the', 'same'], ['always', 'starts', 'like', 'this'], ['probably', 'obvious'], ['this', 'is', 'probably'], ['times', 'a', 'year'], ['times', 'a', 'month'], ['times', 'a', 'week'], ['every', 'few', 'months'], ['every', 'few', 'weeks'], ['every', 'few', 'years'], ['wrote', 'this', 'down'], ['writing', 'this', 'down'], ['write', 'this', 'down'], ['wrote', 'this', 'one', 'down'], ['writing', 'this', 'one', 'down'], ['this', 'one', 'has'], ['this', 'one', 'actually'], ['tell', 'it', 'in', 'order'], ['tell', 'it', 'as', 'it', 'happened'], ['this', 'happened', 'again'], ['it', 'happened', 'again'], ['happened', 'again', 'last', 'night'], ['this', 'was', 'sleep', 'paralysis'], ['it', 'was', 'sleep', 'paralysis'], ['this', 'is', 'sleep', 'paralysis'], ['read', 'about', 'it', 'after'], ['read', 'about', 'it', 'afterwards'], ['looked', 'it', 'up', 'after'], ['looked', 'it', 'up', 'afterwards']]);

/** Adjectives of a verdict on the dream as "a … one": "Classic one I guess.", "This is a silly one but…". */
const ONE_VERDICTS = new Set([...OPENING_VERDICTS, 'classic', 'silly', 'good', 'bad', 'sad', 'cute', 'nice', 'new', 'proper', 'stupid', 'mad']);

/**
 * The writer turning to the reader before the telling: "You won't believe this.", "Bear with me.",
 * "Ok this is so weird." A remark only where nothing in the sentence is told in the past.
 */
const READER_ADDRESS = byFirstWord([['you', 'will', 'not', 'believe'], ['you', 'will', 'never', 'believe'], ['you', 'will', 'never', 'guess'], ['never', 'going', 'to', 'believe'], ['bear', 'with', 'me'], ['hear', 'me', 'out'], ['buckle', 'up'], ['strap', 'in'], ['this', 'is', 'so', 'weird'], ['this', 'is', 'weird'], ['this', 'is', 'so', 'strange'], ['this', 'is', 'strange'], ['this', 'is', 'crazy'], ['this', 'is', 'so', 'crazy'], ['this', 'is', 'wild'], ['this', 'is', 'a', 'weird', 'one'], ['this', 'is', 'a', 'strange', 'one']]);

/** A remark about the dream, not in it, by its cue words or as a verdict "a … one" with no telling after it. */
function isOpeningRemark(words: Token[]): boolean {
  for (let j = 0; j < words.length; j += 1) if (cueAtWord(words, j, OPENING_REMARKS)) return true;
  if (words.filter((t) => t.isWord).length <= 10 && !narratesPast(words)) for (let j = 0; j < words.length; j += 1) if (cueAtWord(words, j, READER_ADDRESS)) return true;
  // Only at the head of the sentence ("Classic one") or after "is a" ("this is a silly one"), never "I got a new one".
  const one = words.findIndex((t, j) => t.normal === 'one' && ONE_VERDICTS.has(words[j - 1]?.normal ?? '') && (j <= 2 || (words[j - 2]?.normal === 'a' && FORMS_OF_IS_WAS.has(words[j - 3]?.normal ?? ''))));
  // "Classic one I guess.", "this is a silly one but it made me so happy": no past telling in it.
  return one >= 0 && !words.some((t) => t.normal === 'was' || t.normal === 'were') && words.filter((t) => t.isWord).length <= 12;
}

const CONTENT_SUBJECTS = new Set(['i', 'we', 'my', 'he', 'she', 'they', 'there', 'it', 'me', "i'm", 'im', 'our']);
const NOUN_OPENERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'your', 'this', 'some']);

/**
 * Does the telling open at k: on a subject of the dream's own ("dreamt I was…", "dreamed my sister…"),
 * or on a noun phrase and its verb ("Dreamt the tide went out and never came back.")?
 */
function opensTelling(words: Token[], k: number): boolean {
  const w = words[k];
  if (!w) return false;
  if (CONTENT_SUBJECTS.has(w.normal)) return true;
  // The search for the telling may have stepped over the article ("the" of "the other night").
  if (w.pos === 'NOUN' && NOUN_OPENERS.has(words[k - 1]?.normal ?? '')) return opensTelling(words, k - 1);
  if (!NOUN_OPENERS.has(w.normal)) return false;
  for (let j = k + 1; j < Math.min(words.length, k + 5); j += 1) {
    const t = words[j];
    if (!t || !t.isWord) return false;
    if (t.pos === 'VERB' || t.pos === 'AUX') return j > k + 1 && words[j - 1]?.pos === 'NOUN';
  }
  return false;
}

/**
 * The report's opening words about the dream, not in it: "Best dream I've had in ages.", "Had a
 * dream about a bear last night and I can't stop thinking about it.", "I have had this dream, on and
 * off, since I was about eight. I'm 54 now." A sentence where the dream word leads into what was
 * dreamt ("I dreamt I was…", "In the dream I'd had a baby") is the dream and ends the search.
 */
function markOpeningRemarks(tokens: Token[], ranges: [number, number][]): void {
  let marked = false;
  for (let s = 0; s < Math.min(3, ranges.length - 1); s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    const words = tokens.slice(start, end);
    // A sentence already read as waking life (a death notice) is passed over.
    if (words.every((t) => !t.isWord || t.inDream === false)) continue;
    const d = words.findIndex((t) => isDreamWord(t));
    const remark = isOpeningRemark(words);
    if (d >= 0 || remark) {
      // "(in the dream)" is said inside the dream's telling; "in my dream I was…" opens it; "she was in
      // my dream for the first time properly" only says who came.
      if (d >= 0 && words[d + 1]?.value === ')') return;
      const inThe = d >= 0 && (words[d - 2]?.normal === 'in' || words[d - 1]?.normal === 'in');
      const ends = d >= 0 && FIRST_TIME_WORDS.has(words[d + 1]?.normal ?? '');
      if (inThe && !ends) return;
      const k = d >= 0 ? tellingFrom(words, d) : -1;
      // "Best dream I've had in ages": a relative clause about the dream, not its telling.
      const relative = words[k]?.normal === 'i' && PERFECT_WORDS.has(words[k + 1]?.normal ?? '');
      // "dreamt I was…", "dreamed my sister…": the dream's own telling begins.
      if (d >= 0 && !relative && opensTelling(words, k)) return;
      if (words.some((t) => t.waking)) return;
      outOfDream(tokens, start, end);
      marked = true;
      continue;
    }
    // "Second year chem student, finals in 3 weeks so this is probably obvious but whatever. I was in
    // the exam hall…": a first sentence about the writer now, before a telling in the past.
    const nextWords = tokens.slice(ranges[s + 1]?.[0] ?? 0, ranges[s + 1]?.[1] ?? 0);
    if (s === 0 && ranges.length > 2 && speaksOfWakingLife(words) && !narratesPast(words) && narratesPast(nextWords) && nextWords.some((t) => FIRST_PERSON.has(t.normal))) {
      outOfDream(tokens, start, end);
      marked = true;
      continue;
    }
    // "I'm 54 now.", "I'm 34 and not pregnant…, so this one threw me.": the writer, in the present.
    // "I'm back at Catterick, …, inspection in ten minutes" is a dream told in the present: the number
    // must be the writer's age, right after "I'm", or "now" must date how they are.
    const am = words[0]?.normal === "i'm" || words[0]?.normal === 'im' ? 1 : words[0]?.normal === 'i' && AM_M.has(words[1]?.normal ?? '') ? 2 : -1;
    const how = words[am];
    const aboutWriter = am > 0 && (how?.pos === 'NUM' || (how?.pos === 'ADJ' && words.some((t) => t.normal === 'now' || t.normal === 'one')));
    if (aboutWriter && (marked || s === 0)) {
      outOfDream(tokens, start, end);
      marked = true;
      continue;
    }
    return;
  }
}

const LEAD_IN_LINKS = new Set(['but', 'so', 'and', ',']);
/** The night of the dream between the link and "I dreamt": "and last night i dreamt", "but then two nights ago I dreamed". */
const DREAM_NIGHT = new Set(['last', 'night', 'nite', 'the', 'other', 'two', 'three', 'few', 'nights', 'ago', 'this', 'morning', 'yesterday', 'then', 'tonight']);

/**
 * "Exams start a week tomorrow so this is probably obvious but I dreamt the exam was…": the first
 * sentence opens on the writer's present and only turns to the dream at "but I dreamt". What comes
 * before the link is waking life (told in the present or dated ahead, nothing narrated), not the
 * dream's first moment.
 */
function markLeadIn(tokens: Token[], ranges: [number, number][]): void {
  const [start, end] = ranges[0] ?? [0, 0];
  const words = tokens.slice(start, end);
  const d = words.findIndex((t) => isDreamWord(t));
  if (d < 3 || !leadsIntoTelling(words, d)) return;
  if (!FIRST_PERSON.has(words[d - 1]?.normal ?? '')) return;
  // "…and last night i dreamt…": the night of the dream, dated after the link, sets it apart from
  // whatever the writer told before it, in any tense ("i started a new job on monday").
  let link = d - 2;
  while (link > 0 && DREAM_NIGHT.has(words[link]?.normal ?? '')) link -= 1;
  const dated = link < d - 2;
  if (!LEAD_IN_LINKS.has(words[link]?.normal ?? '')) return;
  const before = words.slice(0, link);
  if (before.filter((t) => t.isWord).length < 3 || before.some((t) => t.waking || isDreamWord(t))) return;
  if (!dated && narratesPast(before)) return;
  if (!dated && !(datedAhead(before) || speaksOfWakingLife(before) || before.some((t) => PRESENT_TENSE.has(t.normal)))) return;
  outOfDream(tokens, start, start + d - 1);
}

/** A sentence told in the past: "was", "were", "had" or a verb in -ed. */
function narratesPast(words: Token[]): boolean {
  // "so this is expected": a participle after a present "is" describes, it does not narrate.
  return words.some((t, j) => PAST_AUXILIARIES.has(t.normal) || (t.pos === 'VERB' && LETTER_THEN_ED.test(t.normal) && !PRESENT_BE.has(words[j - 1]?.normal ?? '')));
}
const PRESENT_BE = new Set(['is', 'are', 'am', 'be', "'s", "'re", "'m", 'being']);
const PERFECT_OR_BE = new Set([...PRESENT_BE, ...FORMS_OF_HAVE, "'ve", 'was', 'were', 'been']);

/**
 * Is the sentence told in the past, irregular verbs too ("I found a lift that went sideways")? Used to
 * know whether the dream was told in the past, so that a line in the present after it is the writer's.
 */
function toldAsPast(words: Token[]): boolean {
  return narratesPast(words) || words.some((t, j) => t.pos === 'VERB' && t.normal !== t.lemma && !t.normal.endsWith('ing') && t.normal !== `${t.lemma}s` && !PERFECT_OR_BE.has(words[j - 1]?.normal ?? ''));
}

/** Words between a dream word and the telling it leads into: "a dream last night where I…", "dreamt that I…". */
const BEFORE_TELLING = new Set(['that', ',', ':', 'last', 'night', 'the', 'other', 'a', 'few', 'couple', 'of', 'nights', 'ago', 'again', 'where', 'in', 'which', 'recently', 'tonight', 'this', 'morning', 'lol']);

/** Where the telling starts after the dream word at d: past the time phrases and connectors. */
function tellingFrom(words: Token[], d: number): number {
  let k = d + 1;
  // An emoji's word between the dream and its telling ("a weird dream last night 😳 i was…") is the
  // writer's face at the memory, not the first thing told.
  while (words[k] && (BEFORE_TELLING.has(words[k]?.normal ?? '') || words[k]?.fromEmoji)) k += 1;
  // "Dream is I'm back at the plant.", "The dream was we were…": the noun's "is" leads into the telling
  // as a colon would; "Dream was very vivid." is a verdict.
  if (NOUN_DREAM.has(words[d]?.normal ?? '') && k === d + 1 && WAS_IS.has(words[k]?.normal ?? '') && CONTENT_SUBJECTS.has(words[k + 1]?.normal ?? '') && words[k + 1]?.normal !== 'it') k += 1;
  // "Dream was this: I walk into…", "The dream went like this: we were…": the words up to the colon
  // only point at the telling, which begins after it.
  if (NOUN_DREAM.has(words[d]?.normal ?? '')) {
    let j = d + 1;
    if (WAS_IS.has(words[j]?.normal ?? '') || POINTING_VERBS.has(words[j]?.normal ?? '')) {
      j += 1;
      if (words[j]?.normal === 'like') j += 1;
      if (words[j]?.normal === 'this' && words[j + 1]?.normal === ':') return j + 2;
    }
  }
  return k;
}

/** Does the dream word at d lead into what was dreamt ("I dreamed I came home", "a dream where we were…")? */
function leadsIntoTelling(words: Token[], d: number): boolean {
  const k = tellingFrom(words, d);
  const relative = words[k]?.normal === 'i' && PERFECT_WORDS.has(words[k + 1]?.normal ?? '');
  return !relative && opensTelling(words, k);
}

/**
 * A sentence that speaks of the writer's present or dated past rather than narrating: "im a bit
 * embarrassed to post this", "we've been together six years", "We broke up last month". A dream told
 * in the present ("I'm in a lift") is not one: "I'm" must be followed by how the writer is, not where.
 */
function speaksOfWakingLife(words: Token[]): boolean {
  // "He was 26.": an age told of someone, in a sentence of its own.
  if (words.filter((t) => t.isWord).length <= 6 && words.some((t) => t.pos === 'NUM')) return true;
  return words.some((t, j) => {
    // "We went to bed not really speaking.": the night before the dream.
    if (SLEEP_WORDS.has(t.normal) && j > 0) return true;
    const next = words[j + 1];
    if (LIFE_TIME.has(t.normal) || WAKING_TIME.has(t.normal)) return true;
    // "My gran died in March…": a past dated by its month is the writer's, not the dream's ("may" only as a name).
    if (MONTHS.has(t.normal) && (t.normal !== 'may' || t.value === 'May') && MONTH_LEADS.has(words[j - 1]?.normal ?? '')) return true;
    if (FORMS_OF_HAVE.has(t.normal) && (next?.normal === 'been' || next?.pos === 'VERB')) return true;
    const writer = t.normal === "i'm" || t.normal === 'im' || (t.normal === 'am' && words[j - 1]?.normal === 'i');
    return writer && Boolean(next) && ADJ_DET_NUM_ADV.has(next?.pos ?? '');
  });
}

const NOUN_DREAM = new Set(['dream', 'nightmare']);

/** How far into the report a sentence that announces the dream is looked for. */
const PRELUDE_SENTENCES = 7;

/** Words that may stand before the dream word of a sentence that opens on the dreaming. */
const DREAMING_LEADS = new Set(['so', 'and', 'but', 'ok', 'okay', 'anyway', 'anyways', 'well', 'then', 'last', 'night', 'nite', 'the', 'other', 'a', 'few', 'couple', 'of', 'nights', 'ago', 'two', 'three', 'this', 'morning', 'yesterday', 'recently', 'tonight', 'i', 'in', 'my', 'had', 'have', 'weird', 'strange', 'vivid', 'first', 'real', 'lucid', 'on', 'early', 'evening', 'week', ...WEEKDAYS]);
/** How many words an aside between commas may hold in the words before the dream word. */
const LEAD_ASIDE_WORDS = 8;
const ASIDE_MARKS = new Set([',', '(', ')', '—', '–']);

/**
 * The index, among the words of the sentence, of the dream word at d, with an aside between commas
 * left out ("Last night, in one of those short naps, I dreamed…"); -1 when a word before it is not
 * one of the dreaming's own leads.
 */
function dreamingLeadLength(words: Token[], d: number): number {
  let counted = 0;
  let leads = 0;
  for (let j = 0; j < d; j += 1) {
    const t = words[j];
    if (!t) return -1;
    // An aside set off by commas after the first leads: passed over whole, up to its closing mark.
    if (ASIDE_MARKS.has(t.value) && leads > 0) {
      let k = j + 1;
      let inside = 0;
      while (k < d && !ASIDE_MARKS.has(words[k]?.value ?? '')) {
        if (words[k]?.isWord) inside += 1;
        k += 1;
      }
      if (k < d && inside > 0 && inside <= LEAD_ASIDE_WORDS) {
        j = k;
        continue;
      }
    }
    if (!t.isWord) continue;
    if (!DREAMING_LEADS.has(t.normal) && t.pos !== 'NUM') return -1;
    leads += 1;
    counted += 1;
  }
  return counted;
}

/**
 * "Last night I dreamt it was my wedding day", "In my dream I am in the market", "Dream: I was at my
 * desk": a sentence whose first words are the dreaming and whose dream word leads into the telling
 * (or, as in "Last night I had my first real lucid dream.", ends the sentence, or only names the dream:
 * "Yesterday I dream very strange.", "Two nights ago I dreamed of him for the first time.").
 */
function opensOnDreaming(words: Token[], d: number): boolean {
  const lead = dreamingLeadLength(words, d);
  if (lead < 0 || lead > 8) return false;
  const first = words.findIndex((t) => t.isWord);
  // "I had a…" needs its "I": "had" alone would let "We had a fight. …" through.
  if (words[first]?.normal === 'had' || words[first]?.normal === 'have') return false;
  // "I ran into my old friend at the supermarket. In the dream she just smiled…": "in the dream" often
  // goes on with a telling already begun; "in my dream" is how a writer starts one.
  if (words[d - 1]?.normal === 'the') return false;
  const rest = words.slice(tellingFrom(words, d)).filter((t) => t.isWord);
  return leadsIntoTelling(words, d) || rest.length === 0 || namesTheDream(words, d) || dreamtOf(words, d) !== undefined;
}

/** Words a sentence that only names the dream may end on: "very strange", "for the first time", "again". */
const NAMING_TAIL = new Set([...VERDICT_DEGREES, ...OPENING_VERDICTS, ...FIRST_TIME_WORDS, 'something', 'one', 'dream', 'the', 'first', 'time', 'in', 'years', 'ages', 'since', 'ever', 'lol', 'night', 'nights', 'ago', 'this', 'morning', 'week', 'of', 'my', 'life', 'long', 'while', 'recently', 'yesterday', 'months', 'weeks', 'forever']);
/** Words that end the thing dreamt of and begin a time: "of him for the first time", "about her again". */
const OBJECT_ENDS = new Set(['for', 'again', 'last', 'since', 'this', 'tonight', 'before', 'ever', 'lol', 'yesterday', 'recently']);
const TIME_SPANS = new Set(['years', 'ages', 'months', 'weeks', 'a', 'forever']);
/** Words that carry a telling on after "dreamed of …": "of a house where I…", "about him leaving". */
const TELLING_ON = new Set(['where', 'that', 'who', 'which', 'when', 'while', 'with']);

/**
 * "I dreamed of him for the first time.", "I had a dream about my father.": the dream named by whom or
 * what it was of ('named'); "I dreamed of a house where every door was locked" goes on into the
 * telling ('told'). Undefined when the dream word is not followed by "of" or "about".
 */
function dreamtOf(words: Token[], d: number): 'named' | 'told' | undefined {
  let k = d + 1;
  while (words[k] && !words[k]?.isWord) k += 1;
  if (words[k]?.normal !== 'of' && words[k]?.normal !== 'about') return undefined;
  const after = words.slice(k + 1).filter((t) => t.isWord);
  // The thing dreamt of: a few words with no verb of their own, then only a time or a verdict.
  let j = 0;
  const ends = (t: Token | undefined, next: Token | undefined): boolean => OBJECT_ENDS.has(t?.normal ?? '') || (t?.normal === 'in' && TIME_SPANS.has(next?.normal ?? ''));
  while (j < after.length && j < 4 && after[j]?.pos !== 'VERB' && after[j]?.pos !== 'AUX' && !TELLING_ON.has(after[j]?.normal ?? '') && !ends(after[j], after[j + 1])) j += 1;
  const rest = after.slice(j);
  if (j > 0 && rest.every((t) => NAMING_TAIL.has(t.normal))) return 'named';
  // Only a telling that plainly goes on ("where…", "standing…") is one; "about him a few times but
  // usually…" is neither, and is left to the other rules.
  const next = rest[0];
  return next && (TELLING_ON.has(next.normal) || next.pos === 'VERB' || next.pos === 'AUX') ? 'told' : undefined;
}

/** Is the rest of the sentence after the dream word only a verdict on it ("I dream very strange")? */
function onlyAVerdict(words: Token[], d: number): boolean {
  const rest = words.slice(d + 1).filter((t) => t.isWord);
  return rest.length > 0 && rest.length <= 5 && rest.every((t) => NAMING_TAIL.has(t.normal)) && rest.some((t) => OPENING_VERDICTS.has(t.normal));
}

/**
 * "This dream I had two nights ago and I can't stop thinking on it.": the noun "dream" with "I had"
 * after it names the dream, the telling follows; "I dreamt I had a baby" tells it. So does a verdict
 * alone after the dream word ("Yesterday I dream very strange.", in a learner's English).
 */
function namesTheDream(words: Token[], d: number): boolean {
  return (NOUN_DREAM.has(words[d]?.normal ?? '') && words[d + 1]?.normal === 'i' && PERFECT_WORDS.has(words[d + 2]?.normal ?? '')) || onlyAVerdict(words, d);
}

/**
 * The writer's life told before the dream: "tbh im a bit embarrassed to post this. me and my boyfriend
 * have been together six years… but last night i dreamed i came home early". When one of the first
 * sentences names the dream and leads into it, every sentence before it that speaks of waking life is
 * the writer's; when it only names the dream ("Last night I had my first flying dream since I was a
 * kid."), that sentence is the writer's too and the telling starts after it.
 */
function markPrelude(tokens: Token[], ranges: [number, number][]): void {
  for (let s = 1; s <= Math.min(PRELUDE_SENTENCES, ranges.length - 2); s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    const words = tokens.slice(start, end);
    const d = words.findIndex((t) => isDreamWord(t));
    if (d < 0) continue;
    // "i woke up (in the dream) at 9:40", "then in the dream she…": said inside the telling.
    const inThe = words[d - 1]?.normal === 'the' && words[d - 2]?.normal === 'in';
    if (words[d + 1]?.value === ')' || (inThe && d > 3)) return;
    const before = ranges.slice(0, s).map(([a, b]) => tokens.slice(a, b));
    // A sentence that opens on the dreaming itself ("Last night I dreamt…", "In my dream I am…",
    // "Dream: I was…") says where the dream begins, so whatever the writer said before it (a greeting,
    // where they are from, what happened years ago, in any tense) is theirs. Otherwise each sentence
    // before must speak of waking life by its own words.
    const announced = opensOnDreaming(words, d) && before.every((w) => !w.some((t) => isDreamWord(t)));
    if (!announced && s > 4) return;
    // "Retired? Not yet. I'm 65, I run a hardware store… In the dream I'm in our old garage": a
    // question or a fragment of a few words with no verb, set among the writer's lines, is theirs too,
    // once one of those lines plainly speaks of their life and the dream's own sentence opens on it.
    const writers = (w: Token[]): boolean => w.every((t) => !t.isWord || t.inDream === false) || speaksOfWakingLife(w) || tellsAge(w);
    const aside = (w: Token[]): boolean => asideBeforeTheDream(w) && d <= 3;
    if (!announced && !(before.every((w) => writers(w) || aside(w)) && before.some((w) => writers(w)))) return;
    const of = dreamtOf(words, d);
    const tells = of !== undefined ? of === 'told' : (leadsIntoTelling(words, d) && !namesTheDream(words, d)) || inThe || tellsOnAfter(words, d);
    outOfDream(tokens, ranges[0]?.[0] ?? 0, tells ? start : end);
    // "…usually he's just in the background. This one was really vivid.": a remark right after goes with them.
    for (let r = s + 1; !tells && r < ranges.length - 1; r += 1) {
      const [a, b] = ranges[r] ?? [0, 0];
      if (!isOpeningRemark(tokens.slice(a, b))) break;
      outOfDream(tokens, a, b);
    }
    return;
  }
}

/** Words of a fragment before the dream that are no telling: "Not yet.", "Retired?", "Long story." */
const ASIDE_WORDS = 4;

/** A question of the writer's own ("Retired?") or a short fragment with no verb ("Not yet."), no one's quotation. */
function asideBeforeTheDream(words: Token[]): boolean {
  const said = words.filter((t) => t.isWord);
  if (!said.length || said.length > ASIDE_WORDS + 4) return false;
  if (words.some((t) => t.value === '"' || t.value === '“' || isDreamWord(t))) return false;
  if (words.some((t) => t.value.startsWith('?'))) return !toldAsPast(words);
  return said.length <= ASIDE_WORDS && !said.some((t) => t.pos === 'VERB' || t.pos === 'AUX' || CONTENT_SUBJECTS.has(t.normal));
}

/**
 * The writer's closing words about the dream: "Best dream I've had in ages.", "Still, I count it as a
 * win.", and a fact of their life offered "if that matters".
 */
const CLOSING_REMARKS = byFirstWord([['in', 'ages'], ['count', 'it', 'as'], ['any', 'of', 'it', 'was', 'connected'], ['none', 'of', 'it'], ['no', 'idea', 'what'], ['what', 'it', 'means'], ['what', 'does', 'it', 'mean'], ['what', 'does', 'this', 'mean'], ['anyone', 'know'], ['any', 'thoughts'], ['it', 'lasted'], ['so', 'vivid'], ['best', 'dream'], ['worst', 'dream'], ['weirdest', 'dream'], ['if', 'that', 'matters'], ['if', 'it', 'matters'], ['if', 'thats', 'relevant'], ['if', 'that', 'is', 'relevant'], ['if', 'its', 'relevant'], ['if', 'it', 'is', 'relevant'], ['if', 'that', 'helps'], ['if', 'it', 'helps'], ['for', 'what', 'it', 'is', 'worth'], ['what', 'this', 'is', 'meaning'], ['what', 'it', 'is', 'meaning'], ['kindly', 'tell'], ['please', 'tell', 'me', 'what'], ['know', 'why', 'now'], ['why', 'now'], ['any', 'idea', 'what'], ['any', 'idea', 'why'], ['any', 'ideas'], ['felt', 'like', 'it', 'meant', 'something'], ['feels', 'like', 'it', 'means', 'something']]);

/** Words that open the writer's question to the reader: "What do you say?", "and why a british accent". */
const QUESTION_OPENERS = new Set(['what', 'why', 'how', 'who', 'is', 'are', 'does', 'do', 'did', 'can', 'could', 'should', 'would', 'will', 'am', 'was']);
const QUESTION_LEADS = new Set(['and', 'but', 'so', 'also', 'or']);

/**
 * The writer's question to whoever reads the dream, not a moment of it: a sentence that opens on a
 * question word and either holds a "?" or follows another such question ("what does it mean that the
 * horse could talk?? and why a british accent lmao"). Someone's quoted question is no such sentence.
 */
function isWritersQuestion(words: Token[], before?: Token[]): boolean {
  let k = 0;
  while (k < words.length && (!words[k]?.isWord || QUESTION_LEADS.has(words[k]?.normal ?? ''))) k += 1;
  if (!QUESTION_OPENERS.has(words[k]?.normal ?? '')) return false;
  if (words.some((t) => t.value === '"' || t.value === '“' || t.value === '”')) return false;
  return words.some((t) => t.value.startsWith('?')) || Boolean(before && isWritersQuestion(before));
}

const TIME_UNITS = new Set(['day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'fortnight']);

/** The verbs that a question turns round: "why do i…", "is this…", "should I…". */
const ASKING_VERBS = new Set(['do', 'does', 'did', 'is', 'are', 'was', 'can', 'could', 'should', 'would', 'will', 'am']);
const ASKING_SUBJECTS = new Set(['i', 'it', 'this', 'that', 'my', 'the', 'he', 'she', 'they', 'we', 'there', 'these', 'dreams', 'a']);
const WH_WORDS = new Set(['what', 'why', 'how', 'who']);

/**
 * "why do i keep having this dream and how do i make it stop lol": the report's last sentence asked in
 * a question's own word order, a question word or verb turned before its subject, with no "?" typed.
 */
function asksUnmarked(words: readonly Token[]): boolean {
  const said = words.filter((t) => t.isWord);
  if (words.some((t) => t.value === '"' || t.value === '“' || t.value === '”')) return false;
  let k = 0;
  while (k < said.length && QUESTION_LEADS.has(said[k]?.normal ?? '')) k += 1;
  if (WH_WORDS.has(said[k]?.normal ?? '')) k += 1;
  return ASKING_VERBS.has(said[k]?.normal ?? '') && ASKING_SUBJECTS.has(said[k + 1]?.normal ?? '');
}

/** "on Monday", "next month", "tomorrow", "in three weeks": a date still to come. */
function datedAhead(words: readonly Token[]): boolean {
  for (let j = 0; j < words.length; j += 1) {
    const t = words[j]?.normal ?? '';
    const prev = words[j - 1]?.normal ?? '';
    if (t === 'tomorrow') return true;
    if ((WEEKDAYS.has(t) || MONTHS.has(t)) && ['on', 'in', 'this', 'next', 'by', 'till', 'until'].includes(prev)) return true;
    if (t === 'next' && (TIME_UNITS.has(words[j + 1]?.normal ?? '') || WEEKDAYS.has(words[j + 1]?.normal ?? ''))) return true;
    // "in three weeks", "in 2 months"
    if (t === 'in' && TIME_UNITS.has(words[j + 2]?.normal ?? '') && (words[j + 1]?.pos === 'NUM' || ['a', 'two', 'few', 'couple'].includes(words[j + 1]?.normal ?? ''))) return true;
  }
  return false;
}

/**
 * "Interview is on Monday.", "I have heart surgery next month.": a closing sentence in the present,
 * dated ahead or as the writer's life, that narrates nothing of the dream.
 */
function lifeDatedNow(words: readonly Token[]): boolean {
  // "I start a new job on Monday": a verb in its plain form after "I" or "we" is the present too.
  const present = words.some((t, k) => PRESENT_TENSE.has(t.normal) || t.normal === "i'm" || t.normal === 'im' || (t.pos === 'VERB' && t.normal === t.lemma && FIRST_PERSON.has(words[k - 1]?.normal ?? '')));
  if (!present) return false;
  const told = words.some((t) => t.waking || isDreamWord(t) || t.normal === 'was' || t.normal === 'were');
  return !told && datedAhead(words);
}

const PAST_UNITS = new Set(['week', 'month', 'year', 'weekend', 'summer', 'winter', 'spring', 'autumn', 'fall', 'christmas', ...WEEKDAYS]);
const NEWS_PARTICIPLES = new Set(['diagnosed', 'promoted', 'offered', 'admitted', 'discharged', 'fired', 'sacked', 'hired', 'born', 'married', 'engaged', 'made', 'laid', 'accepted', 'rejected', 'told', 'finalised', 'finalized', 'sold', 'signed', 'confirmed']);
const PERIOD_EDGES = new Set(['start', 'beginning', 'end', 'middle']);
const THE_THIS = new Set(['the', 'this', 'last']);
const ORDINAL_TIME = /^(second|third|fourth|fifth|sixth|seventh|\d+(st|nd|rd|th))$/;

/**
 * "We broke up two years ago and I just heard she is getting married.", "We've been arguing a lot
 * lately.", "This is the fourth time this week.": a closing sentence dated in the writer's own time
 * (ago, last month, lately, for eight months now, the nth time) that narrates nothing of the dream.
 */
function lifeDatedBefore(words: readonly Token[]): boolean {
  // "Dad was diagnosed with cancer in September": "was" before news of a life is no moment told.
  const told = words.some((t, k) => t.waking || isDreamWord(t) || ((t.normal === 'was' || t.normal === 'were') && !NEWS_PARTICIPLES.has(words[k + 1]?.normal ?? '')));
  if (told) return false;
  for (let j = 0; j < words.length; j += 1) {
    const t = words[j]?.normal ?? '';
    const next = words[j + 1]?.normal ?? '';
    if (t === 'ago' || t === 'lately' || t === 'recently') return true;
    if (t === 'last' && PAST_UNITS.has(next)) return true;
    if (t === 'now' && words.slice(Math.max(0, j - 4), j).some((x) => TIME_UNITS.has(x.normal))) return true;
    if (ORDINAL_TIME.test(t) && (next === 'time' || next === 'night')) return true;
    // "I got promoted on Friday", "my sister just had her first baby on Tuesday": news of the writer's week.
    if (t === 'on' && WEEKDAYS.has(next) && words.some((x) => NEWS_PARTICIPLES.has(x.normal) || x.normal === 'just')) return true;
    if ((t === 'in' || t === 'since') && MONTHS.has(next) && words.some((x) => NEWS_PARTICIPLES.has(x.normal) || PRESENT_TENSE.has(x.normal))) return true;
    // "Dad was diagnosed at the start of the month": news dated by the writer's calendar.
    if (PERIOD_EDGES.has(t) && next === 'of' && THE_THIS.has(words[j + 2]?.normal ?? '') && TIME_UNITS.has(words[j + 3]?.normal ?? '') && words.some((x) => NEWS_PARTICIPLES.has(x.normal))) return true;
  }
  return false;
}

/**
 * "Is it a bad sign for my family? I worry because they are getting old.": the report's last sentence,
 * right after the writer's question, in the present and telling nothing of the dream, is the writer's
 * reason for asking, not the dream's close.
 */
function worryAfterQuestion(tokens: Token[], ranges: [number, number][], s: number): boolean {
  if (s !== ranges.length - 1 || s < 2) return false;
  const [a, b] = ranges[s - 1] ?? [0, 0];
  const [c, d] = ranges[s - 2] ?? [0, 0];
  if (!isWritersQuestion(tokens.slice(a, b), tokens.slice(c, d))) return false;
  const [start, end] = ranges[s] ?? [0, 0];
  const words = tokens.slice(start, end);
  if (words.some((t) => t.value.startsWith('?') || t.value === '"' || t.value === '“')) return false;
  const present = words.some((t) => PRESENT_TENSE.has(t.normal) || t.normal === "i'm" || t.normal === 'im' || (t.pos === 'VERB' && t.normal === t.lemma && FIRST_PERSON.has(words[words.indexOf(t) - 1]?.normal ?? '')));
  const told = words.some((t) => t.waking || isDreamWord(t) || t.normal === 'was' || t.normal === 'were' || (t.pos === 'VERB' && LETTER_THEN_ED.test(t.normal)));
  return present && !told;
}

/** "when I was 6", "since I was a kid", "in 1979", "since 1994": a time of the writer's own life. */
function datedInLife(words: readonly Token[]): boolean {
  return words.some((t, j) => {
    const prev = words[j - 1]?.normal ?? '';
    if (YEAR.test(t.normal) && (prev === 'in' || prev === 'since')) return true;
    return (t.normal === 'when' || t.normal === 'since') && words[j + 1]?.normal === 'i' && PAST_AUXILIARIES.has(words[j + 2]?.normal ?? '') && (words[j + 3]?.pos === 'NUM' || words[j + 4]?.normal === 'kid' || words[j + 4]?.normal === 'child' || words[j + 4]?.normal === 'baby');
  });
}

/**
 * "My abuela died when I was 6, she used to knit.", "My father started it in 1979.": the background of
 * the writer's life, dated by their own age or a year, with nothing of the dream in it. The "was" of
 * "when I was 6" dates the life, it tells no moment.
 */
function lifeBackground(words: readonly Token[]): boolean {
  if (!datedInLife(words)) return false;
  if (words.some((t) => t.waking || isDreamWord(t) || t.value === '"' || t.value === '“' || t.value.startsWith('?'))) return false;
  return !words.some((t, j) => (t.normal === 'was' || t.normal === 'were') && !(words[j - 1]?.normal === 'i' && (words[j - 2]?.normal === 'when' || words[j - 2]?.normal === 'since')));
}

/** The writer's own subject and a verb of the present: "I am deciding…", "I'm worried", "I run a shop". */
const NOW_STATES = new Set(['worried', 'scared', 'afraid', 'stressed', 'anxious', 'thinking', 'trying', 'retired', 'married', 'divorced', 'pregnant', 'sick', 'ill', 'unemployed', 'single']);

/**
 * "I am deciding to sell the business to my nephew or close it.": the writer's life going on now, in
 * the present, set after a dream told in the past. A dream told in the present ("I am walking…") is
 * no such line, so the dream before it must have been told in the past.
 */
function lifeGoingOn(words: readonly Token[]): boolean {
  if (words.some((t) => t.waking || isDreamWord(t) || t.value === '"' || t.value === '“' || t.value.startsWith('?'))) return false;
  const said = words.filter((t) => t.isWord);
  if (toldAsPast(said)) return false;
  let k = 0;
  while (k < said.length && QUESTION_LEADS.has(said[k]?.normal ?? '')) k += 1;
  const first = said[k]?.normal ?? '';
  const am = first === "i'm" || first === 'im' || first === 'i’m' ? k + 1 : first === 'i' && AM_M.has(said[k + 1]?.normal ?? '') ? k + 2 : -1;
  if (am > 0) {
    let v = am;
    if (said[v]?.normal === 'still' || said[v]?.normal === 'now' || said[v]?.normal === 'really' || said[v]?.normal === 'so') v += 1;
    const verb = said[v];
    return Boolean(verb && ((verb.pos === 'VERB' && verb.normal.endsWith('ing')) || NOW_STATES.has(verb.normal)));
  }
  return false;
}

/** How far back from the end the writer's lines about their life may reach, past questions and remarks. */
const CLOSING_LIFE_SENTENCES = 5;

/** The last sentences, from the end back, while each is a remark about the dream rather than in it. */
function markClosingRemarks(tokens: Token[], ranges: [number, number][]): void {
  const pastBefore = (s: number): boolean => ranges.slice(0, s).some(([a, b]) => toldAsPast(tokens.slice(a, b)));
  for (let s = ranges.length - 1; s >= Math.max(1, ranges.length - CLOSING_LIFE_SENTENCES); s -= 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    const words = tokens.slice(start, end);
    const [a, b] = ranges[s - 1] ?? [0, 0];
    // Beyond the last three, only the writer's life itself (its background or its present) goes on
    // being theirs; a cue or a question that far back may be the dream's own.
    const life = lifeBackground(words) || (lifeGoingOn(words) && pastBefore(s));
    if (s < ranges.length - 3 && !life) return;
    const question = isWritersQuestion(words, tokens.slice(a, b)) || (s === ranges.length - 1 && asksUnmarked(words));
    const at = question || life || lifeDatedNow(words) || lifeDatedBefore(words) || worryAfterQuestion(tokens, ranges, s) ? 0 : words.findIndex((_, j) => cueAtWord(words, j, CLOSING_REMARKS));
    if (at < 0) return;
    // "i dont think any of it was connected but i woke up feeling confused": the remark, not the waking.
    const waking = words.findIndex((t) => t.waking);
    if (waking >= 0) {
      if (waking > at) outOfDream(tokens, start, start + waking);
      return;
    }
    outOfDream(tokens, start, end);
  }
}

/** The words of a sentence that only announces the telling: "Here's the dream.", "Anyway, the dream itself:". */
const ANNOUNCING = new Set(['here', 'is', "'s", 'heres', "here's", 'the', 'dream', 'so', 'anyway', 'ok', 'okay', 'now', 'itself', 'goes', 'it', 'this', 'my', 'actual', 'then', 'and']);

/**
 * "…My wife says I've been quiet. Here's the dream. I was back at the plant…": everything before a
 * sentence that only announces the dream, and that sentence, are the writer's, however it is told.
 */
function markAnnouncement(tokens: Token[], ranges: [number, number][]): void {
  for (let s = 1; s < Math.min(8, ranges.length - 2); s += 1) {
    const [a, b] = ranges[s] ?? [0, 0];
    let dream = false;
    let words = 0;
    let only = true;
    for (let j = a; j < b && only; j += 1) {
      const t = tokens[j];
      if (!t?.isWord) continue;
      words += 1;
      if (isDreamWord(t)) dream = true;
      else if (!ANNOUNCING.has(t.normal)) only = false;
    }
    if (only && dream && words <= 6) {
      outOfDream(tokens, ranges[0]?.[0] ?? 0, b);
      return;
    }
  }
}

/**
 * "fragments, writing these down fast:" over a list of the dream's pieces: a heading the writer puts
 * above the dream, ended by a colon and a line break, with no verb that tells anything (a few words,
 * no finite verb; an "-ing" of the writer's own doing may stand).
 */
function markHeading(tokens: Token[], ranges: [number, number][]): void {
  const [start, end] = ranges[0] ?? [0, 0];
  let words = 0;
  for (let j = start; j < end; j += 1) {
    const t = tokens[j];
    if (!t) return;
    if (t.value === ':') {
      if (!words || !tokens[j + 1]?.value.includes('\n')) return;
      outOfDream(tokens, start, j + 1);
      return;
    }
    if (!t.isWord) continue;
    words += 1;
    if (words > 8 || t.pos === 'AUX' || (t.pos === 'VERB' && !t.normal.endsWith('ing')) || t.value.includes('\n')) return;
  }
}

/** Verbs of a couple's parting: "when we split", "after we broke up". */
const PARTINGS = new Set(['split', 'broke', 'divorced', 'separated']);
const SPAN_UNITS = new Set(['weeks', 'months', 'years', 'ages', 'decades']);
const HAVE_FORMS = new Set(['have', 'has', "'ve", 'had', "'d"]);
const PRESENT_HAVE = new Set(['have', 'has', "'s", "'ve"]);
const THIRD_PERSON = new Set(['he', 'she', 'they']);
const PERFECT_FILLERS = new Set(['not', 'never', 'really', 'even', 'ever', 'actually', 'properly', 'just']);

/**
 * A sentence among the dream's that speaks of the writer's own years, not of a scene: a perfect
 * reaching over a span of their life ("I haven't seen my dad since the divorce.", "Callum and I
 * hadn't spoken for six years until he messaged me last month.") or a parting dated by the couple's
 * own history ("She got him when we split."). Such a sentence is waking life, never a moment.
 */
function markLifeSpans(tokens: Token[], ranges: [number, number][]): void {
  for (const [start, end] of ranges) {
    const words = tokens.slice(start, end).filter((t) => t.isWord);
    if (!words.length || words.some((t) => t.waking || t.inDream === false || isDreamWord(t) || t.normal === 'was' || t.normal === 'were')) continue;
    if (tokens.slice(start, end).some((t) => t.value === '"' || t.value === '“')) continue;
    const parting = words.some((t, j) => (t.normal === 'when' || t.normal === 'after' || t.normal === 'since') && (words[j + 1]?.normal === 'we' || words[j + 1]?.normal === 'i') && PARTINGS.has(words[j + 2]?.normal ?? ''));
    if (parting) {
      outOfDream(tokens, start, end);
      continue;
    }
    // The perfect, its subject the writer: "I have…", "I've…", "Callum and I had…"; or, in the
    // present perfect, anyone close to them: "She has been living in Canada for ten years."
    const h = words.findIndex((t, j) => j <= 4 && HAVE_FORMS.has(t.normal) && (FIRST_PERSON.has(words[j - 1]?.normal ?? '') || (PRESENT_HAVE.has(t.normal) && THIRD_PERSON.has(words[j - 1]?.normal ?? ''))));
    if (h < 0) continue;
    let k = h + 1;
    while (PERFECT_FILLERS.has(words[k]?.normal ?? '')) k += 1;
    // "has been living": the span of a life goes on in its "-ing".
    if (words[k]?.normal === 'been' && words[k + 1]?.pos === 'VERB' && words[k + 1]?.normal.endsWith('ing')) k += 1;
    const verb = words[k];
    const living = verb?.normal.endsWith('ing') && words[k - 1]?.normal === 'been';
    // "We had split up there in 2019": a parting's participle is its plain form.
    // The tagger may take "split" after "had" for a noun.
    const partingVerb = verb !== undefined && PARTINGS.has(verb.normal);
    if (!verb || (verb.pos !== 'VERB' && !partingVerb) || (verb.normal === verb.lemma && !partingVerb) || (verb.normal.endsWith('ing') && !living)) continue;
    const rest = words.slice(k + 1);
    const since = rest.some((t) => t.normal === 'since');
    const span = rest.some((t, j) => (t.normal === 'for' || t.normal === 'in') && (SPAN_UNITS.has(rest[j + 1]?.normal ?? '') || SPAN_UNITS.has(rest[j + 2]?.normal ?? '')));
    // A past perfect ("had not spoken for six years") is the writer's only when a date of their life
    // ends it ("until he messaged me last month"); "I had been walking for days" is the dream's.
    const pastPerfect = words[h]?.normal === 'had' || words[h]?.normal === "'d";
    const dated = rest.some((t, j) => t.normal === 'ago' || (t.normal === 'last' && (TIME_UNITS.has(rest[j + 1]?.normal ?? '') || MONTHS.has(rest[j + 1]?.normal ?? '') || WEEKDAYS.has(rest[j + 1]?.normal ?? ''))));
    // "…had split up there in 2019": a past perfect dated by its year is the writer's too.
    const year = tokens.slice(start, end).some((t) => YEAR.test(t.normal));
    if (pastPerfect ? ((since || span) && dated) || year : since || span) outOfDream(tokens, start, end);
  }
}

const OWNING = new Set(['have', 'had', 'has', 'own', 'owned', 'keep', 'kept']);
const DENYING_OWNING = new Set(['never', 'not', "n't", 'even', 'ever', 'actually', 'really', 'do', 'does', 'did', "don't", "didn't", 'dont', 'didnt']);

/**
 * "She said "You forgot to feed the fig tree." We never had a fig tree.": the writer setting a thing
 * of the dream against waking life, in a short sentence of its own that denies owning what the dream
 * has just named. It corrects the dream from outside, so it is no moment of it.
 */
function markRealityChecks(tokens: Token[], ranges: [number, number][]): void {
  for (let s = 1; s < ranges.length; s += 1) {
    const [start, end] = ranges[s] ?? [0, 0];
    const words = tokens.slice(start, end).filter((t) => t.isWord);
    if (words.length < 3 || words.length > 9 || words.some((t) => t.inDream === false || t.waking)) continue;
    if (tokens.slice(start, end).some((t) => t.value === '"' || t.value === '“' || t.value === '”')) continue;
    if (words[0]?.normal !== 'i' && words[0]?.normal !== 'we') continue;
    let k = 1;
    let denied = false;
    while (DENYING_OWNING.has(words[k]?.normal ?? '')) {
      if (words[k]?.normal !== 'do' && words[k]?.normal !== 'does' && words[k]?.normal !== 'did' && words[k]?.normal !== 'even' && words[k]?.normal !== 'ever' && words[k]?.normal !== 'actually' && words[k]?.normal !== 'really') denied = true;
      k += 1;
    }
    if (!denied || !OWNING.has(words[k]?.normal ?? '')) continue;
    const things = words.slice(k + 1).filter((t) => t.pos === 'NOUN');
    if (!things.length) continue;
    // The thing must be one the dream has just named, in the two sentences before.
    const [pa] = ranges[Math.max(0, s - 2)] ?? [0, 0];
    const named = new Set(tokens.slice(pa, start).filter((t) => t.pos === 'NOUN').map((t) => t.lemma));
    if (things.some((t) => named.has(t.lemma))) outOfDream(tokens, start, end);
  }
}

/** Words a report opens on to greet its readers: "Hi,", "G'day,", "Good evening house.". */
const GREETINGS = new Set(['hi', 'hello', 'hey', 'hiya', 'howdy', "g'day", 'gday', 'howzit', 'namaste', 'bonjour', 'hola', 'ciao', 'salut', 'greetings', 'dear', 'yo', 'heya', 'hallo']);
const GREETING_TIMES = new Set(['morning', 'afternoon', 'evening', 'day', 'night']);
/** What may follow an age: "36M", "33 years old", "I am 40, a civil servant", "im 15 from Phoenix". */
const AGE_TAILS = new Set(['m', 'f', 'nb', 'yo', 'y/o', 'years', 'year', 'yrs', 'from', 'and', 'in', 'with', 'here', 'now', 'male', 'female', 'woman', 'man', 'guy', 'girl', 'boy', 'mum', 'mom', 'dad', 'they', 'she', 'he']);
const AGE_LEADS = new Set(["i'm", 'im', 'am', 'aged', 'age']);
/** A sentence that sets the dreamer in a place: "I'm in my shed", "I was at the station", "There is a door". */
const SCENE_SUBJECTS = new Set(["i'm", 'im', 'am', 'was', 'are', 'were', "'m", "'re"]);
const SCENE_PLACES = new Set(['in', 'at', 'on', 'inside', 'standing', 'sitting', 'walking', 'running', 'lying', 'driving', 'back']);
const SCENE_DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'this', 'some', 'his', 'her', 'their']);
const INTRO_LINE_WORDS = 14;

/** Does the report open on a greeting ("Hi,", "Good evening house.")? */
function greets(words: readonly Token[]): boolean {
  const first = words.find((t) => t.isWord);
  const k = first ? words.indexOf(first) : -1;
  if (!first) return false;
  return GREETINGS.has(first.normal) || (first.normal === 'good' && GREETING_TIMES.has(words[k + 1]?.normal ?? ''));
}

/**
 * An age the writer gives of themselves: "36M", "27F", "I am 40", "im 15 from Phoenix", "63, Toledo
 * Ohio" at a sentence's head. A number of minutes or floors ("I'm 5 minutes late") is none.
 */
function tellsAge(words: readonly Token[]): boolean {
  const w = words.filter((t) => t.isWord || t.pos === 'NUM' || t.value === ',');
  return w.some((t, j) => {
    if (t.pos !== 'NUM' || !/^\d{1,2}$/.test(t.normal) || Number(t.normal) < 10) return false;
    const next = w[j + 1];
    const prev = w[j - 1];
    const tail = next === undefined || next.value === ',' || AGE_TAILS.has(next.normal);
    if (!tail) return false;
    if (next && (next.normal === 'm' || next.normal === 'f' || next.normal === 'yo' || next.normal === 'y/o')) return true;
    if (next?.normal === 'years' || next?.normal === 'yrs') return w[j + 2]?.normal === 'old' || AGE_LEADS.has(prev?.normal ?? '') || prev?.value === ',';
    // "I am 40," / "im 15 from": an age right after the writer's "I am".
    if (AGE_LEADS.has(prev?.normal ?? '') && (prev?.normal !== 'am' || w[j - 2]?.normal === 'i')) return true;
    // "63, Toledo Ohio." / "19, they/them": a bare age heading its sentence, or set off after a greeting or name.
    return (j === 0 || prev?.value === ',') && next?.value === ',';
  });
}

/** "I'm in my shed out the back.", "I was at the station": the dreamer set in a place, a scene. */
function setsAScene(words: readonly Token[]): boolean {
  const w = words.filter((t) => t.isWord);
  return w.some((t, j) => {
    const subject = (t.normal === "i'm" || t.normal === 'im') ? t : SCENE_SUBJECTS.has(t.normal) && FIRST_PERSON.has(w[j - 1]?.normal ?? '') ? t : undefined;
    if (!subject) return t.normal === 'there' && WAS_IS.has(w[j + 1]?.normal ?? '') && SCENE_DETERMINERS.has(w[j + 2]?.normal ?? '');
    return SCENE_PLACES.has(w[j + 1]?.normal ?? '') && (SCENE_DETERMINERS.has(w[j + 2]?.normal ?? '') || SCENE_DETERMINERS.has(w[j + 3]?.normal ?? ''));
  });
}

const TELLING_LINKS = new Set(['but', 'and', 'where', 'when', ',']);
const PAST_MODALS = new Set([...PAST_AUXILIARIES, 'could', 'did', 'would', "'d"]);

/**
 * "I had a flying dream but I could only fly while holding…": after the dream word, a clause of its
 * own whose subject acts in the past goes on to tell it; "I have the teeth dream, maybe someone can
 * explain" and "…and it's bothering me" do not.
 */
function tellsOnAfter(words: Token[], d: number): boolean {
  const w = words.filter((t, j) => j > d && (t.isWord || t.value === ','));
  return w.some((t, j) => {
    if (!TELLING_LINKS.has(t.normal) || !CONTENT_SUBJECTS.has(w[j + 1]?.normal ?? '')) return false;
    return [w[j + 2], w[j + 3]].some((v) => v !== undefined && (PAST_MODALS.has(v.normal) || (v.pos === 'VERB' && v.normal !== v.lemma && !v.normal.endsWith('ing') && v.normal !== `${v.lemma}s`)));
  });
}

/** Does this sentence begin telling the dream ("I dreamt I was…", "In the dream my dad…")? */
function tellsTheDream(words: Token[]): boolean {
  return words.some((t, d) => {
    if (!isDreamWord(t)) return false;
    if (tellsOnAfter(words, d)) return true;
    if (words[d - 1]?.normal === 'the' && words[d - 2]?.normal === 'in') return true;
    const of = dreamtOf(words, d);
    return of !== undefined ? of === 'told' : leadsIntoTelling(words, d) && !namesTheDream(words, d);
  });
}

/**
 * "Good evening house. I am 40, a civil servant in Abuja, married for nine years. My husband and I
 * have been trying for a child…\n\nI was in the market looking for tomatoes.": a first paragraph that
 * introduces the writer (a greeting, an age, "36M", where they live, what they do, the news of their
 * life in any tense, why they post) and is followed by another is theirs, even when the dream is never
 * announced, or announced with no "I" ("had a really vivid dream."). It must not itself begin the
 * telling (a dream word leading into it, a scene "I'm in my kitchen"); then it is left to the rules
 * of the announced prelude. In a report of one paragraph, only its first lines that are nothing but
 * such a tag ("im 15 from Phoenix.", "Hello.") are the writer's.
 */
function markIntroduction(tokens: Token[], ranges: [number, number][]): void {
  if (ranges.length < 2) return;
  const sentence = (s: number): Token[] => {
    const [a, b] = ranges[s] ?? [0, 0];
    return tokens.slice(a, b);
  };
  const p = ranges.findIndex((_, s) => endsParagraph(tokens, ranges, s));
  const introduces = (words: Token[], s: number): boolean => (s === 0 && greets(words)) || tellsAge(words);
  if (p >= 0 && p < PRELUDE_SENTENCES) {
    const first = Array.from({ length: p + 1 }, (_, s) => sentence(s));
    const rest = ranges.slice(p + 1).some(([a, b]) => tokens.slice(a, b).some((t) => t.isWord && t.inDream !== false));
    // The introduction is told in the first lines, not only at the paragraph's end.
    const introduced = first.slice(0, 3).some((w, s) => introduces(w, s));
    // Once the dream is named, what follows in the same paragraph may be its telling ("I have had
    // this dream since I was eight. It's always a train…"): only a naming that ends it is passed over.
    const namedEarly = first.slice(0, -1).some((w) => w.some((t) => isDreamWord(t)));
    if (rest && introduced && !namedEarly && !first.some((w, s) => tellsTheDream(w) || (s > 0 && setsAScene(w)))) {
      outOfDream(tokens, ranges[0]?.[0] ?? 0, ranges[p]?.[1] ?? 0);
      return;
    }
  }
  // One paragraph: the tag lines at its head.
  for (let s = 0; s < ranges.length - 1; s += 1) {
    const words = sentence(s);
    const count = words.filter((t) => t.isWord).length;
    const tagOnly = count <= INTRO_LINE_WORDS && introduces(words, s) && !words.some((t) => isDreamWord(t) || t.pos === 'VERB' && t.normal !== t.lemma && LETTER_THEN_ED.test(t.normal)) && !setsAScene(words);
    // "Hello." alone, or "Hi, 34F." : a greeting that tells nothing else.
    if (!tagOnly) return;
    outOfDream(tokens, ranges[s]?.[0] ?? 0, ranges[s]?.[1] ?? 0);
  }
}

const CONTRAST_LINKS = new Set(['but', 'though', 'although', 'yet']);
const WRITER_SUBJECTS = new Set(['i', "i'm", 'im', 'we']);
const CONTRAST_WORDS = 12;

/**
 * "i dont have my permit yet but in the dream i was driving", "I'm scared of water but in my dream I
 * swam": the writer's present set against the dream by "but in the dream" is their waking life, like
 * an "in real life" remark, and the dream begins at "in the dream".
 */
function markRealLifeContrast(tokens: Token[], ranges: [number, number][]): void {
  for (const [start, end] of ranges) {
    for (let i = start + 1; i + 3 < end; i += 1) {
      const t = tokens[i];
      if (!t || t.normal !== 'in' || !THE_MY.has(tokens[i + 1]?.normal ?? '') || !isDreamWord(tokens[i + 2])) continue;
      let link = i - 1;
      if (tokens[link]?.value === ',') link -= 1;
      if (!CONTRAST_LINKS.has(tokens[link]?.normal ?? '')) break;
      // "My sister (she's 29 now but in the dream she was six)": an aside in brackets is read as one.
      if (tokens.slice(start, link).some((w) => w.value === '(' || w.value === ')')) break;
      const before = tokens.slice(start, link).filter((w) => w.isWord);
      const present = before.some((w) => PRESENT_TENSE.has(w.normal) || w.normal === "i'm" || w.normal === 'im');
      if (before.length === 0 || before.length > CONTRAST_WORDS || !WRITER_SUBJECTS.has(before[0]?.normal ?? '') || !present || toldAsPast(before)) break;
      if (!toldAsPast(tokens.slice(i + 3, end))) break;
      outOfDream(tokens, start, i);
      break;
    }
  }
}

export function markFrame(tokens: Token[]): void {
  const ranges = sentenceRanges(tokens);
  const starts = cueStarts(tokens);
  markHeading(tokens, ranges);
  markAnnouncement(tokens, ranges);
  markAsides(tokens, ranges);
  markBackStory(tokens, ranges, starts);
  markOpeningRemarks(tokens, ranges);
  markLeadIn(tokens, ranges);
  markIntroduction(tokens, ranges);
  markRealLifeContrast(tokens, ranges);
  markPrelude(tokens, ranges);
  markWaking(tokens, ranges);
  markAfterTheEnd(tokens, ranges, starts);
  markClosingRemarks(tokens, ranges);
  markLifeSpans(tokens, ranges);
  markRealityChecks(tokens, ranges);
  markQuestions(tokens, ranges);
}

const SAYING = new Set(['say', 'ask', 'shout', 'yell', 'scream', 'keep', 'whisper']);

/**
 * "I was on a small boat. Why a boat? Then a whale came up…": the writer's question set between the
 * moments, with its question word and its mark, no one's quotation and no past of the telling, is
 * asked of the reader, not something that happened in the dream.
 */
function markQuestions(tokens: Token[], ranges: [number, number][]): void {
  for (let s = 0; s < ranges.length; s += 1) {
    const [a, b] = ranges[s] ?? [0, 0];
    const words = tokens.slice(a, b);
    if (words.some((t) => t.waking) || !words.some((t) => t.isWord && t.inDream !== false)) continue;
    // "I kept saying what? what? and…": a question said in the dream, cut off by its own mark, goes on
    // with the saying before it.
    const [pa, pb] = ranges[s - 1] ?? [0, 0];
    const before = tokens.slice(pa, pb).filter((t) => t.isWord);
    if (words.filter((t) => t.isWord).length < 2 || SAYING.has(before[before.length - 2]?.lemma ?? '')) continue;
    // "What was happening to the street?" is the dreamer wondering inside the dream, told in its past.
    if (isWritersQuestion(words) && !toldAsPast(words)) outOfDream(tokens, a, b);
  }
}
