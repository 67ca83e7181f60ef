/**
 * Amplification woven into the dream: what an image has meant in myth and in my practice, said of
 * this dream's image in this dream's words ("the horse you rode away into the dark has a long
 * ancestry: …"). The lexicon's sentences are never read out alone: each is joined to the image's
 * own clause, so the sentence belongs to one dream. Frequent images have several texts
 * (lexicons/amplifications.json), chosen per dream.
 */
import { z } from 'zod';
import amplificationData from '../lexicons/amplifications.json' with { type: 'json' };
import type { SymbolEntry } from '../schemas';
import type { Mention } from '../structure/types';
import { imageSlots, imageTerms, tellClause, type ReadingContext } from './context';
import { glossClashes, type GlossMoment } from './gloss-fit';
import { lowerFirstWord, sentences, stripFinalStop } from './grammar';
import { nounPhrase, phraseStart } from './noun-phrases';
import { retell } from './revoice';

export const amplificationsSchema = z.record(
  z.string().regex(/^[a-z-]+$/),
  z.object({
    /** Replaces the lexicon's amplification where its wording does not read well inside a reading. */
    text: z.string().min(40).optional(),
    myth: z.array(z.string().min(30)).default([]),
    gloss: z.array(z.string().min(30)).default([]),
  }),
);
type Amplifications = z.input<typeof amplificationsSchema>;

export function validateAmplifications(): void {
  amplificationsSchema.parse(amplificationData);
}

interface Texts {
  myth: string[];
  gloss: string[];
}

const cache = new Map<string, Texts>();

/** The lexicon's amplification split into its myth and its gloss, plus any variants. */
export function amplificationTexts(entry: SymbolEntry): Texts {
  const hit = cache.get(entry.id);
  if (hit) return hit;
  // Quotation marks in the reading are kept for the dreamer's own words, so the lexicon's become single.
  const extra = (amplificationData as Amplifications)[entry.id];
  const parts = sentences((extra?.text ?? entry.amplification).replace(/["“]([^"”]*)["”]/g, '‘$1’'));
  const gloss = parts.length > 1 ? parts.slice(-1) : parts;
  // A myth of several sentences becomes one, so that none of it stands alone, unjoined to the dream.
  const myth = parts.length > 1 ? [parts.slice(0, -1).map((p, k) => (k ? lowerFirstWord(p) : p).replace(/[.!?]$/, '')).join('; ') + '.'] : parts;
  const texts = { myth: [...myth, ...(extra?.myth ?? [])], gloss: [...gloss, ...(extra?.gloss ?? [])] };
  cache.set(entry.id, texts);
  return texts;
}

/**
 * The image's clause with the image itself replaced by a pronoun ("you couldn't find it", "they
 * were coiled on the stairs"), for tying a general sentence back to this dream.
 */
const CONTRACTED_AUX = /['’](m|re|s|ve|d|ll)$/;

export function pronounClause(ctx: ReadingContext, m: Mention, pronoun: { subject: string; object: string }): string | null {
  const c = ctx.drama.clauses[m.clause];
  if (!c || m.viaPronoun || (m.role !== 'subject' && m.role !== 'object')) return null;
  const start = phraseStart(ctx.tokens, m);
  const before = start > c.start ? retell(ctx.tokens, c.start, start, ctx.cues, 14) : null;
  const after = m.end < c.end ? retell(ctx.tokens, m.end, c.end, ctx.cues, 14, true) : null;
  if (m.role === 'subject') {
    // After the whole noun phrase ("a man in a yellow raincoat"), and only a finite verb may follow.
    const np = nounPhrase(ctx.tokens, m);
    const first = ctx.tokens[np.end];
    const rest = np.end < c.end ? retell(ctx.tokens, np.end, c.end, ctx.cues, 14, true) : null;
    if (!rest || rest.words < 2 || before || !first || !(first.pos === 'AUX' || (first.pos === 'VERB' && !first.normal.endsWith('ing')))) return null;
    // "my husband Rob was there": a name in apposition ("Rob", tagged a verb) is no predicate.
    if (/^[A-Z][a-z]/.test(first.value) && first.sentence === ctx.tokens[m.start]?.sentence && np.end > c.start) return null;
    return `${pronoun.subject} ${rest.text}`;
  }
  if (!before || c.verbLemma === 'be' || c.verbLemma === 'have') return null;
  // What follows the object must belong to the verb ("rode it away", "plugged it in"), not to the noun ("a guy in a hoodie").
  const next = ctx.tokens[m.end];
  const lone = after && after.words === 1;
  if (after && next && !lone && !(['away', 'off', 'out', 'up', 'down', 'back', 'over', 'into', 'to', 'toward', 'towards', 'from', 'home'].includes(next.normal) || next.pos === 'ADV')) return null;
  // "when I did my front teeth just came out": the noun is the subject of what follows, not an object.
  let v = m.end;
  while (ctx.tokens[v]?.pos === 'ADV') v += 1;
  if (ctx.tokens[v]?.pos === 'VERB' || ctx.tokens[v]?.pos === 'AUX') return null;
  // "filling up with | fog": a retelling that dropped the preposition the object hangs on would
  // read "filling it up".
  const hangsOn = ctx.tokens[start - 1];
  if (hangsOn?.pos === 'ADP' && !before.text.toLowerCase().endsWith(hangsOn.normal)) return null;
  // "rolling away from the sand": a participle clause has no finite verb for the pronoun to hang on,
  // and "here you rolling away from it" is no sentence.
  for (let i = c.start; i < start; i += 1) {
    const t = ctx.tokens[i];
    // "I'm driving", one token for the tagger, carries its auxiliary.
    if (t && (CONTRACTED_AUX.test(t.normal) || t.normal === 'im')) break;
    if (!t || (t.pos !== 'VERB' && t.pos !== 'AUX')) continue;
    if (t.pos === 'VERB' && t.normal.endsWith('ing')) return null;
    break;
  }
  let lead = before.text.replace(/^that /, '');
  if (/^(when|while|as|if|because|before|after|until|once)\b/.test(lead)) return null;
  // ", rolling away from the sand": a clause that opens on a participle has no subject to give back
  // ("you rolling away from it" is no sentence).
  let w = c.start;
  while (w < start && (ctx.tokens[w]?.pos === 'PUNCT' || ctx.tokens[w]?.pos === 'CCONJ' || ctx.tokens[w]?.pos === 'ADV')) w += 1;
  const verb = ctx.tokens[w];
  if (w < start && verb?.pos === 'VERB' && verb.normal.endsWith('ing') && verb.lemma !== verb.normal) return null;
  // "and went to the bus stop": the dropped subject comes back; someone else's cannot.
  if (c.subject === 'dreamer' && !/^(you|we)\b/.test(lead)) lead = `you ${lead}`;
  else if (c.subject !== 'dreamer' && (c.subjectHead === null || c.subjectHead < c.start)) return null;
  // "held out it" is not English: the pronoun goes before a particle ("held it out").
  const particle = /^(.*) (out|up|away|off|down|back|over)$/.exec(lead);
  if (particle) return `${particle[1]} ${pronoun.object} ${particle[2]}${after ? ` ${after.text}` : ''}`;
  return `${lead} ${pronoun.object}${after ? ` ${after.text}` : ''}`;
}

let commonWords: Set<string> | null = null;

/** A borrowed sentence after a colon starts in lower case unless it starts with a name. */
function lowerFirst(ctx: ReadingContext, sentence: string): string {
  commonWords ??= new Set([...ctx.lex.symbols.flatMap((e) => [...e.forms, e.label, `${e.label}s`]), ...ctx.lex.functionWords].filter((w) => w !== 'god' && w !== 'jesus' && w !== 'christ' && w !== 'i'));
  const m = /^([A-Z][a-z]+)\b/.exec(sentence);
  const word = m?.[1];
  if (!word) return sentence;
  const lower = word.toLowerCase();
  if (commonWords.has(lower) || commonWords.has(lower.replace(/s$/, '')) || lower.endsWith('ing') || lowerFirstWord(word) !== word) return lower + sentence.slice(word.length);
  return sentence;
}

/** The phrasings that hold to the moment, or all of them when none does (the caller then says less). */
function fitting(ctx: ReadingContext, texts: string[], moment: GlossMoment): string[] {
  const fit = texts.filter((t) => !glossClashes(ctx, t, moment));
  return fit.length ? fit : texts;
}

/** Kin whose myth is of the dreamer's own parent or sibling. */
const KIN = new Set(['mother', 'father', 'grandmother', 'grandfather', 'brother', 'sister']);
const OTHERS_DET = new Set(['the', 'a', 'an', 'their', 'his', 'her', 'this', 'that', 'some']);

/**
 * "a family kept turning me on and off… the dad said": the dad of a family the dream shows is that
 * family's, not the dreamer's father, and the myth of the father says nothing of him. Every naming
 * of the figure (not through a pronoun) comes with an article or another's possessive.
 */
function anothersKin(ctx: ReadingContext, m: Mention): boolean {
  if (!KIN.has(m.hit.entry.id)) return false;
  const named = ctx.drama.mentions.filter((x) => x.hit === m.hit && !x.viaPronoun);
  return named.length > 0 && named.every((x) => {
    const before = ctx.tokens[phraseStart(ctx.tokens, x)];
    return OTHERS_DET.has(before?.normal ?? '') || before?.possessive !== undefined || ctx.tokens[x.start - 1]?.normal === "'s";
  });
}

/** Sentences amplifying one image where it occurs: two for the central image, one for others. */
export function amplify(ctx: ReadingContext, m: Mention, depth: 'full' | 'brief'): string[] {
  const { voice } = ctx;
  const entry = m.hit.entry;
  ctx.touched.add(m.hit);
  if (anothersKin(ctx, m)) return [];
  const texts = amplificationTexts(entry);
  const terms = imageTerms(ctx, m);
  const slots = imageSlots(terms);
  const plural: ReadonlySet<string> = terms.np.plural ? new Set(['np', 'rel', 'intro']) : new Set();
  // A clause the reading has already told is referred back to, never told again.
  const own = tellClause(ctx, m.clause, 20);
  const told = own !== null && voice.hasSaid(own);
  const clause = told ? null : own;
  // "The doctors who were talking about you like you weren't there", just after the dream's own words, is said twice.
  const relRepeats = slots.rel !== null && slots.rel !== undefined && voice.retells(slots.rel);
  if (relRepeats) slots.rel = null;
  // A clause that already names the image, or runs long, makes a clumsy frame for a gloss.
  const head = ctx.tokens[m.end - 1]?.normal ?? '';
  const shortClause = clause && clause.split(' ').length <= 12 && !clause.toLowerCase().split(/[^a-z'’-]+/).includes(head) ? clause : null;
  // Said of this image where it occurs: a figure cast as law must be one the dream shows so.
  const moment = { clause: m.clause, figure: m.hit };
  // A phrasing the moment contradicts gives way to another of the same image ("the father who provides"
  // for a father who only fixes the roof); with none contradicted, the choice is the usual one.
  const myths = fitting(ctx, texts.myth, moment);
  const glosses = fitting(ctx, texts.gloss, moment);
  // A borrowed sentence follows a colon in the reading, so its own colons become semicolons.
  const myth = lowerFirst(ctx, myths[voice.choose(myths.length, `myth:${entry.id}`)] ?? '').replace(/: /g, '; ');
  const gloss = (glosses[voice.choose(glosses.length, `gloss:${entry.id}`)] ?? '').replace(/: /g, '; ');
  // A person of unknown sex is never "it": without a pronoun that fits, the tie-back is left out.
  const person = entry.kind === 'figure' && terms.agree.it === 'it';
  const pred = person ? null : pronounClause(ctx, m, { subject: terms.agree.it, object: terms.agree.them });
  const out: string[] = [];
  // The image's slots come after the ones added here (none of which they have): V8 adds a key to a
  // spread copy slowly, and the record is the same either way.
  // A meaning the dream's own moment contradicts (menace in a peaceful dream, timidity for a hare it
  // calls unafraid) is not said: the image is then left to speak for itself.
  const glossFits = !glossClashes(ctx, gloss, moment);
  if (depth === 'brief') {
    const meaning = (entry.meaning.charAt(0).toLowerCase() + entry.meaning.slice(1)).replace(/: /g, ', ');
    const meaningFits = !glossClashes(ctx, meaning, moment);
    const s =
      (meaningFits ? voice.say('amp.brief', { meaning: stripFinalStop(meaning), clause: shortClause, ...slots }, plural) : null) ??
      (meaningFits && relRepeats ? voice.say('amp.briefBack', { meaning: stripFinalStop(meaning), ...slots }, plural) : null) ??
      (glossFits ? voice.say('amp.gloss', { gloss: stripFinalStop(gloss), pred }, plural) : null);
    if (s) out.push(s);
    return out;
  }
  if (glossClashes(ctx, myth, moment)) return glossFits ? [voice.say('amp.glossPlain', { gloss: stripFinalStop(gloss), ...slots }, plural)].filter((x): x is string => x !== null) : out;
  const lead =
    (slots.rel ? voice.say('amp.rel', { myth: lowerFirstWord(myth), ...slots }, plural) : null) ??
    // When the clause already names the image, the phrasings that name it again are left out.
    // A clause that is itself subordinate ("when you got there it was…") cannot follow "When…".
    (clause && !/^(when|while|as|if|because|before|after|until|once|since)\b/i.test(clause) ? voice.say('amp.clause', { clause, myth: lowerFirstWord(myth), ...slots, np: shortClause ? slots.np : null }, plural) : null) ??
    (told ? voice.say('amp.back', { myth: lowerFirstWord(myth), ...slots }, plural) : null) ??
    voice.say('amp.plain', { myth: lowerFirstWord(myth), ...slots }, plural);
  if (lead) out.push(lead);
  const tail = !glossFits ? null : (voice.say('amp.gloss', { gloss: stripFinalStop(gloss), pred }, plural) ?? voice.say('amp.glossPlain', { gloss: stripFinalStop(gloss), ...slots }, plural));
  if (tail) out.push(tail);
  return out;
}
