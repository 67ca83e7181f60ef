/**
 * Distress that only the whole post shows. People often tell the dream first and then, in a
 * second sentence, say that it matches their waking life: "in the dream I hang a rope on a tree. I
 * think about this in real life too". Neither sentence alone is a signal (a dream of hanging is
 * common, and so is thinking about a dream); together they are. The same holds for a goodbye told
 * in the dream and then done awake ("I actually did give it to him yesterday. I think I'm ready to
 * go."), and for a place of danger visited awake with the act weighed ("I stand on the real
 * balcony and think about it").
 *
 * Each rule pairs an act against oneself, or a goodbye, with a second, independent mark in a later
 * sentence; ordinary talk about a dream ("I keep thinking about it") is not such a mark.
 */
import { foldApostrophes } from './english-phrases';
import type { Signal } from './signals';

/** An act against oneself, or one's own death or vanishing, told anywhere in the post. */
const ACT_AGAINST_SELF =
  /\b(?:overdos\w*|hang(?:s|ed|ing)? (?:myself|a rope|the rope|rope)|noose|(?:jump|jumped|jumping|fall|falling|fell|step|stepped|stepping) (?:off|from)|drown(?:ed|ing)? myself|i (?:was|am|were) (?:a ghost|dead)|i died|my (?:own )?funeral|(?:burning|burned|burnt|cutting|cut|hurting|hurt|hitting|hit) (?:myself|my (?:hands?|arms?|wrists?|legs?|thighs?|skin))[^.!?\n]{0,30} on purpose|(?:disappear|vanish)(?:ed|ing)? (?:for good|forever|completely))\b/;

/** The writer saying the act belongs to their waking life: thought about for real, done, or wished real. */
const WAKING_ECHO =
  /\b(?:(?:think|thinking|thought) (?:about|of) (?:(?:actually )?doing (?:that|it|this)(?! again in the dream)|making (?:that|it|this) (?:real|happen)|(?:this|that|it) (?:in real life|irl|for real|when im awake|awake))|i do (?:something like |the same |stuff like )?(?:that|this|it) (?:irl|in real life|for real|when im awake|awake)|(?:want|wish|wishing) (?:that|it|this) (?:was|were|to be|would be) (?:real|true)|(?:stand|stood|standing|go|went|going|been) (?:on|to|at) (?:the |my |a )?real (?:balcony|bridge|roof|ledge|edge|tracks|cliff)|(?:buy|bought|got|get|have) (?:the |a )?(?:rope|pills|gun) already|already (?:buy|bought|got|have) (?:the |a )?(?:rope|pills|gun))\b/;

/** A goodbye or a giving-away, in the dream or awake. */
const GOODBYE =
  /\b(?:said (?:good ?)?bye|saying (?:good ?)?bye|(?:gave|given|giving) (?:away )?(?:him |her |them )?my|labell?ing who gets what|who gets what|updated my will|(?:writing|wrote|written) (?:letters|notes) to (?:everyone|everybody|all the people|the people) i love)\b/;

/** Done for real, and an end announced, after a goodbye. */
const GOODBYE_MADE_REAL = /\b(?:(?:actually|really) (?:did|do|wrote|gave|have|updated|made)|irl|in real life|just in case)\b/;
const LEAVING_FOR_GOOD = /\b(?:(?:im|i am) (?:ready to go|leaving soon|going soon)(?! (?:to|for|on|home|back|abroad|out))|just in case)\b/;

/** A move, a trip or a new job explains goodbyes and giving things away. */
const ORDINARY_LEAVING = /\b(?:mov(?:e|ed|ing)|flat|apartment|abroad|trip|travel\w*|flight|holiday|vacation|university|college|uni|new job|deploy\w*|emigrat\w*|wedding|baby|retire\w*)\b/;

const sentencesOf = (folded: string): string[] => folded.split(/[.!?\n]+/).map((s) => s.trim()).filter(Boolean);

/** The signals that need two sentences of the post to be seen. */
export function englishContextSignals(text: string): Signal[] {
  const folded = foldApostrophes(text);
  const sentences = sentencesOf(folded);
  const out: Signal[] = [];
  const actAt = sentences.findIndex((s) => ACT_AGAINST_SELF.test(s));
  if (actAt >= 0) {
    const echo = sentences.slice(actAt).find((s) => WAKING_ECHO.test(s));
    if (echo) out.push({ kind: 'plan', lang: 'en', evidence: `${sentences[actAt]} … ${echo}` });
  }
  const byeAt = sentences.findIndex((s) => GOODBYE.test(s));
  if (byeAt >= 0 && !ORDINARY_LEAVING.test(folded)) {
    const later = sentences.slice(byeAt);
    const real = later.find((s) => GOODBYE_MADE_REAL.test(s));
    const leaving = later.find((s) => LEAVING_FOR_GOOD.test(s));
    if (real && leaving) out.push({ kind: 'farewell', lang: 'en', evidence: `${sentences[byeAt]} … ${leaving}` });
  }
  return out;
}
