/**
 * Distress that only the whole post shows. People often tell the dream first and then, in a
 * second sentence, say that it matches their waking life: "in the dream I hang a rope on a tree. I
 * think about this in real life too". Neither sentence alone is a signal (a dream of hanging is
 * common, and so is thinking about a dream); together they are. The same holds for a goodbye told
 * in the dream and then done awake ("I actually did give it to him yesterday. I think I'm ready to
 * go."), and for a place of danger visited awake with the act weighed ("I stand on the real
 * balcony and think about it").
 *
 * And for an end of oneself let happen or chosen in the dream (letting go, no longer fighting the
 * water, stepping off, saying no to waking, gladness at being dead) that a later sentence bridges to
 * waking life ("I feel like that awake too", "and I meant it", "my answer hadn't changed", "like
 * permanently"). The ends and the bridges are two families, any end with any bridge.
 *
 * Each rule pairs an act against oneself, an end, or a goodbye, with a second, independent mark
 * after it; ordinary talk about a dream ("I keep thinking about it", "it felt so real") is not
 * such a mark, and neither is a flight, a rescue, a holiday or a laugh.
 */
import { foldApostrophes } from './english-phrases';
import type { Signal } from './signals';

/** An act against oneself, or one's own death or vanishing, told anywhere in the post. */
const ACT_AGAINST_SELF =
  /\b(?:overdos\w*|hang(?:s|ed|ing)? (?:myself|a rope|the rope|rope)|noose|(?:jump|jumped|jumping|fall|falling|fell|step|stepped|stepping) (?:off|from)|drown(?:ed|ing)? myself|i (?:was|am|were) (?:a ghost|dead)|i died|my (?:own )?funeral|(?:burning|burned|burnt|cutting|cut|hurting|hurt|hitting|hit) (?:myself|my (?:hands?|arms?|wrists?|legs?|thighs?|skin))[^.!?\n]{0,30} on purpose|(?:disappear|vanish)(?:ed|ing)? (?:for good|forever|completely))\b/;

/** The writer saying the act belongs to their waking life: thought about for real, done, or wished real. */
const WAKING_ECHO =
  /\b(?:(?:think|thinking|thought) (?:about|of) (?:(?:actually )?doing (?:that|it|this)(?! again in the dream)|making (?:that|it|this) (?:real|happen)|(?:this|that|it) (?:in real life|irl|for real|when im awake|awake))|i do (?:something like |the same |stuff like )?(?:that|this|it) (?:irl|in real life|for real|when im awake|awake)|(?:want|wish|wishing) (?:that|it|this) (?:was|were|to be|would be) (?:real|true)|(?:stand|stood|standing|go|went|going|been) (?:on|to|at) (?:the |my |a )?real (?:balcony|bridge|roof|ledge|edge|tracks|cliff)|if i (?:actually|really|ever|finally) (?:did|do|went through with|go through with) it|(?:buy|bought|got|get|have) (?:the |a )?(?:rope|pills|gun) already|already (?:buy|bought|got|have) (?:the |a )?(?:rope|pills|gun))\b/;

/** A goodbye or a giving-away, in the dream or awake. */
const GOODBYE =
  /\b(?:said (?:good ?)?bye|saying (?:good ?)?bye|(?:gave|given|giving) (?:away )?(?:him |her |them )?my|labell?ing who gets what|who gets what|updated my will|(?:writing|wrote|written) (?:letters|notes) to (?:everyone|everybody|all the people|the people) i love)\b/;

/** Done for real, and an end announced, after a goodbye. */
const GOODBYE_MADE_REAL = /\b(?:(?:actually|really) (?:did|do|wrote|gave|have|updated|made)|irl|in real life|just in case)\b/;
const LEAVING_FOR_GOOD = /\b(?:(?:im|i am) (?:ready to go|leaving soon|going soon)(?! (?:to|for|on|home|back|abroad|out))|just in case)\b/;

/** A move, a trip or a new job explains goodbyes and giving things away. */
const ORDINARY_LEAVING = /\b(?:mov(?:e|ed|ing)|flat|apartment|abroad|trip|travel\w*|flight|holiday|vacation|university|college|uni|new job|deploy\w*|emigrat\w*|wedding|baby|retire\w*)\b/;

/** Up to n characters inside one sentence. */
const within = (n: number): string => `[^.!?\\n]{0,${n}}`;
/** Water, ice or depth in the same sentence: "not bothering to swim up" is an ending there, a shrug elsewhere. */
const WATER = String.raw`\b(?:sea|ocean|lake|river|water|underwater|waves?|ice|swim\w*|swam|beach|shore|tide|current|depths?|reservoir|bath|quicksand|sinking|sank)\b`;
/** One's own end: dead, gone, faded, or kept from coming back. */
const OWN_END = String.raw`(?:\bi (?:had |have |ve |d )?(?:just )?(?:died|was dead|am dead|was gone|disappeared|vanished|faded(?: out| away)?|stopped existing|popped|went out)|\bi (?:[a-z]+ ){1,6}and (?:just |then )?(?:disappeared|vanished|faded(?: out| away)?|popped)|\b(?:youve|you have|youd|you had|id|ive|i have|i had) died|\b(?:im|i am|i was|youre|you are|you were) (?:already )?dead|\bi (?:knew i |know i )?(?:wasnt|was not|wouldnt|would not|was never) (?:going to |gonna )?(?:get up|wake up|come back)|\bmy (?:own )?funeral|\b(?:hit|killed) by (?:a |the )?(?:bus|car|train|truck|lorry)|\b(?:nobody|no one|noone|nothing) (?:could|would|can) (?:make|bring|wake|pull|drag) me (?:get off|come back|go back|wake up|back|up))\b`;
/** Gladness at that end; not the relief of waking from it ("relieved it was only a dream"). */
const RELIEF = String.raw`(?:\brelie(?:f|ved)\b(?! (?:to wake|when i woke|that i woke|to find|it was (?:only|just) a dream|it wasnt real|to be alive|i was alive))|\bglad\b(?! (?:to (?:wake|be alive|be awake|be back)|it was (?:only|just) a dream|i woke|when i woke|i survived))|\bgrateful\b|\bthankful\b|\bbest feeling\b|\bat peace\b|\bthought(?: was)?,? finally\b)`;
/** Between the end and the gladness, no waking or surviving: "I died, and was relieved when I woke" is a nightmare. */
const NO_WAKING = (n: number): string => String.raw`(?:(?!\bwak|\bwoke|\balive|\bsurviv)[^.!?\n]){0,${n}}`;

/**
 * An end of oneself let happen or chosen in the dream: letting go, no longer fighting the water,
 * stepping off, driving on at the bend, declining to wake or to go on, gladness at being dead.
 * A fall, a drowning or a death that merely happens is not here: told with "I feel like that
 * awake too" it is the common picture of being overwhelmed, not of wanting an end.
 */
const DREAM_ENDINGS: readonly RegExp[] = [
  // "Let go" alone, or of a hold (a ledge, a rope); letting go of a hand, a person or the past is grief or relief.
  /\bi (?:just |finally |simply |slowly |eventually |calmly |kind of |kinda )?let (?:go|myself go)\b(?! of(?! (?:the |my )?(?:ledge|edge|branch|railing|rail|rope|cliff|wheel|side|handle)))/,
  /\b(?:i (?:just |finally )?let myself (?:sink|fall|drift|drown|slip|go under|be (?:taken|carried|swept|pulled))|let (?:it|the (?:water|sea|current|waves?|dark|darkness|storm|snow|cold|tide|river)) (?:take|have|pull|carry|swallow|cover) me)\b/,
  // Giving in, not a fight with someone ("stopped fighting with my brother", "stopped fighting and ran").
  /\bi (?:just |finally |simply |eventually )?(?:stop|stopped|stops|quit) (?:fighting|struggling|kicking|resisting)(?: it)?(?= *(?:$|[,;:]| and (?:just |then )?(?:let|sank|sink|drift\w*|went under|lay|gave in|floated|closed)| anymore))|\bi (?:just |finally |simply |eventually )?(?:stop|stopped|stops|quit) trying to (?:swim|breathe|surface|climb out|stay up|stay afloat)\b/,
  new RegExp(String.raw`${WATER}${within(100)}\b(?:(?:not|wasnt|was not|no longer|without) (?:struggling|fighting it|bothering to (?:swim|fight|surface|come up|get up|breathe))|(?:didnt|did not|dont|do not|never|wouldnt) (?:want to |wanna |bother(?:ing)? to |try(?:ing)? to )?(?:turn|swim|come|head) (?:back|up|to (?:the )?surface)(?! to (?:the )?(?:shore|beach|land|boat|work|school|reality|party))|i (?:just )?let it happen)\b`),
  // Stepping off a height, by a named "I", a bare "and" or "then" (the dreamer's own telling), never by someone else.
  /(?:\bi|\band|\bthen|\bjust) (?:just |calmly |simply |quietly |slowly )?(?:stepped|step|steps|stepping|walked|walk|walks|walking|leaned|leaning|tipped) (?:off|forward off|out over) (?:the |a |an |my )?(?:edge|cliff|ledge|roof|rooftop|bridge|platform|building|balcony|scaffold\w*|tower|railing|top)\b/,
  new RegExp(String.raw`\b(?:scaffold\w*|roof\w*|ledge|edge|cliff|bridge|balcony|tower|building|platform|top floor|car park|multi ?storey|window)\b${within(60)}(?:\bi|\band|\bthen) (?:just |calmly |simply |quietly )?(?:stepped|step|steps|walked|leaned|tipped) (?:off|out|forward)\b(?! (?:the |a |an )?(?:bus|train|plane|boat|stage|ladder|curb|kerb|escalator|lift|elevator))`),
  /(?:\bi|\band|\bthen|\bjust) (?:just |calmly |simply |slowly )?(?:stepped|step|steps|stepping|walked|walk|walks|walking) (?:out )?(?:into|in front of) (?:the |a |an )?(?:road|traffic|oncoming|train|bus|lorry|truck|sea|ocean|river|lake|water|waves)\b/,
  /\b(?:took|take|taking|takes) (?:my|both) hands off the (?:steering )?wheel\b|\b(?:dont|didnt|did not|do not|never) (?:turn|steer) (?:at|into|round|for) the (?:bend|corner|curve)\b/,
  // Declining to wake or to go on when asked: "asked if I wanted to wake up and I said no".
  // Going on is asked about a course or a job as often as a life: only where a carer, a form or a deity asks.
  /\b(?:wake(?: up)?|keep living|stay alive|live|(?:nurse|doctor|hospital|hospice|form|god|angel|death|heaven|machines?|voice)\b[^.!?\n]{0,80}\b(?:continue|go on|keep going|carry on))\b[?"“” ,]{0,5}(?:and |but )?(?:i )?(?:just )?(?:said|ticked|answered|chose|picked|circled|pressed|clicked|wrote|told (?:him|her|them|it)) (?:no|nah|nope)\b/,
  /(?:\bi (?:just )?|\band (?:just )?)fell asleep and (?:didnt|did not|never) wake(?: up)?\b(?! (?:until|till|til|for|in time|on time|when|at|before|till)\b)|\b(?:didnt|did not|never) wake (?:up )?(?:before (?:i hit|hitting|the (?:ground|impact|bottom|landing))|this time)\b/,
  // Gladness at one's own end, either order.
  new RegExp(String.raw`${OWN_END}${NO_WAKING(60)}${RELIEF}`),
  new RegExp(String.raw`${RELIEF}${NO_WAKING(40)}${OWN_END}`),
  // Asking to be put out like a candle, or rubbing oneself out of the pictures.
  new RegExp(String.raw`\b(?:beg\w*|ask\w*|wanted|want|wish\w*|pray\w*|hop\w*|waiting for)\b${within(25)}\b(?:pinch|snuff|blow|switch|unplug)(?:ing|ed)? me (?:out|off)\b|\bput me out of (?:my|the) misery\b`),
  /\b(?:eras|delet)\w* myself (?:out )?(?:from|of|out of)\b/,
];

/** A flight, a rescue, a dive or an accident makes the step or the letting go an ordinary dream. */
const SAFE_ENDING = /(?<!\blike )\b(?:fl(?:y|ew|ying|ies)|swam|glid\w*|landed|parachute|wings|bungee|trampoline|caught me|saved me|rescued me|pulled me out|into the pool|dive|dived|diving|lost control|brakes?|skid\w*|slipped|tripped|pushed|shoved|snooze|more minutes|(?:only|just) a dream|holiday|vacation)\b/;

/**
 * The dream's end bridged to waking life: felt awake too, thought of there, meant, wanted for real,
 * wished permanent. Ordinary talk about a vivid dream ("it felt so real", "I think about it all
 * day") names no waking life and is not here.
 */
const WAKING_BRIDGES: readonly RegExp[] = [
  /\b(?:feel|felt|feeling|feels) (?:like )?(?:that|this|the same|it)(?: way)? (?:awake|irl|in real life|when im awake|in the day(?:time)?|during the day|outside (?:the|my) dreams?)\b/,
  /\b(?:thats|that is|its|it is|this is) (?:kind of |kinda |sort of |sorta |basically |exactly |pretty much |honestly |literally |also )?(?:how i (?:actually |really )?feel|my (?:first )?thought|what i (?:want|think about)) (?:awake|irl|in real life|when im awake|too|as well|these days|most days)\b/,
  /\b(?:fr|for real|honestly|tbh|ngl|not gonna lie|no joke|seriously|truth is)(?: tho| though)?,? (?:thats|that is|its) (?:kind of |kinda |sort of |basically |exactly |pretty much )?how i (?:actually |really )?feel\b/,
  /\b(?:thats|that is|that dream is|the dream is|this is) (?:basically |exactly |just |pretty much )?what i want\b|\bi (?:really |just |so )?want that(?: ending| end)?(?= *(?:$|[.,!?;]| so (?:much|badly)| too| again| for real| irl| awake| for myself))/,
  /\b(?:jealous|envious) of (?:dream me|the dream me|my dream self|the me in the dream|that version of me)\b/,
  /\b(?:woke|wake)(?: up)? (?:in|with) the same (?:mood|feeling)\b[^.!?\n]{0,15}\bstill (?:am|do|feel it)\b/,
  /\bnot (?:just|only) (?:asleep|in (?:the|my) (?:dream|dreams|sleep)|when im asleep)\b/,
  /\b(?:think|thinking|thought|wonder|wondering) (?:about|of) (?:it|that|this|the same(?: thing)?|doing (?:it|that|this)) (?:when im )?(?:awake|irl|in real life|up there|for real|outside (?:the|my) dreams?)\b/,
  /\b(?:awake|irl|in real life),? i (?:think|thought) (?:about|of) (?:it|that|this|the same(?: thing)?)\b/,
  /\bwhen (?:im|i am|i go|i get) (?:actually )?(?:up |out |over )?(?:there|driving|walking|standing|on (?:the|that))\b[^.!?\n]{0,30}\bi (?:think|thought) about (?:it|that|doing it)\b/,
  // The act named again: "I think about letting go every day", "what it would be like to stop fighting".
  /\b(?:think|thinking|thought|wonder|wondering)(?: a lot| alot)?(?: about| of| what it (?:would|d) be like to| how it (?:would|d) feel to) (?:letting go|let go|stop(?:ping)? fighting|not waking(?: up)?|stepping off|step off|not coming back|not turning back|stop(?:ping)? struggling)\b(?! of| with| for| over)/,
  /\bi (?:really |truly |actually |honestly |fully )?meant it\b|\bi (?:still |really |actually |truly )mean it\b/,
  /\bmy answer (?:hadnt|hasnt|didnt|had not|has not|did not|wouldnt|would not)(?: changed| change)\b|\bmy answer (?:is|was) (?:still )?the same\b/,
  // Tried for real; a noun after "that" ("try that recipe") is another plan.
  /\b(?:might|may|could|would|will|want to|wanna|gonna|going to|tempted to) (?:actually|really) (?:try|do) (?:that|it|this)\b(?= *(?:$|[.,!?;]| for real| irl| in real life| awake| one day| someday| soon| sometime| again| tbh| honestly| ngl))/,
  /\b(?:wanna|want to|wish i could|like to|love to|guts to|courage to|nerve to|balls to|brave enough to|strength to|tempted to) (?:actually |really |just )?(?:do|try) (?:that|it|this) (?:for real|irl|in real life|awake|when im awake)\b/,
  /\b(?:want|wanna|wish|feel|think)\b[^.!?\n]{0,30}\b(?:in real life|irl|awake|when im awake) (?:too|either|as well)\b/,
  /\blike,? permanently\b|\b(?:permanent|forever|awake|waking|real life|irl) version\b|\bfor good this time\b/,
  /\b(?:wish|wished|wishing|if only)(?: that)? (?:it|that|life|this) (?:was|were|could be|would be|is) (?:that|this|as|so) easy\b/,
  /\b(?:wish|wishes|wished|wishing|hope|hopes|hoping|hoped)(?: that)? (?:it|that|this|itll|itd|thatd|thatll|something like (?:that|this))(?: could| would| will| might)?(?: actually| really| just)? (?:happen|come true|be real)\b/,
  // Sorry to have woken from it, or the gladness still there awake.
  /\b(?:disappointed|gutted|sad|annoyed|upset|robbed|cheated)\b[^.!?\n]{0,20}\b(?:to (?:still )?be (?:here|alive|awake)|to wake(?: up)?|when i woke(?: up)?|that i woke(?: up)?|waking up)\b/,
  /\bwhen i (?:wake|woke)(?: up)?,? (?:im|i am|i was|i feel|i felt) (?:actually |so |always |kind of |kinda )?(?:disappointed|gutted|robbed|cheated|sad)\b/,
  /\b(?:relief|peace|calm)\b[^.!?\n]{0,30}\b(?:still there when i woke|stayed (?:with me|all (?:week|day))|hasnt (?:gone|left|faded))\b/,
  /\bwhy (?:im|i am) still (?:clinging|holding on|hanging on)\b/,
];

/** A laugh after the bridge makes it a joke, unless the writer takes the laugh back ("haha. no but really"). */
const JOKE_AFTER = /^[^.!?\n]{0,20}(?:\blol\b|\blmao\b|\bhaha\w*|\bjk\b|😂|🤣|💀)(?![^\n]{0,25}\b(?:no but|not joking|im serious|seriously|but actually|fr tho|for real tho|no really)\b)/;

/** A holiday wished back is not an end wished for. */
const LEISURE = /\b(?:holiday|vacation|on a trip)\b/;

const sentencesOf = (folded: string): string[] => folded.split(/[.!?\n]+/).map((s) => s.trim()).filter(Boolean);

/** The sentence of the folded text around a position. */
function sentenceAt(folded: string, at: number): string {
  const start = Math.max(folded.lastIndexOf('.', at - 1), folded.lastIndexOf('!', at - 1), folded.lastIndexOf('?', at - 1), folded.lastIndexOf('\n', at - 1)) + 1;
  const end = folded.slice(at).search(/[.!?\n]/);
  return folded.slice(start, end < 0 ? undefined : at + end).trim();
}

/** The first end of oneself in the dream that is not a flight, a rescue or an accident, with where it ends. */
function firstDreamEnding(folded: string): { text: string; end: number } | null {
  let best: { text: string; end: number } | null = null;
  for (const re of DREAM_ENDINGS) {
    const m = re.exec(folded);
    if (!m || (best && m.index + m[0].length >= best.end)) continue;
    if (SAFE_ENDING.test(sentenceAt(folded, m.index))) continue;
    best = { text: m[0].trim(), end: m.index + m[0].length };
  }
  return best;
}

/** A waking bridge after the dream's end, not laughed off. */
function bridgeAfter(folded: string, from: number): string | null {
  const rest = folded.slice(from);
  for (const re of [WAKING_ECHO, ...WAKING_BRIDGES]) {
    const m = re.exec(rest);
    if (m && !JOKE_AFTER.test(rest.slice(m.index + m[0].length)) && !LEISURE.test(sentenceAt(rest, m.index))) return m[0];
  }
  return null;
}

/** The signals that need two sentences of the post to be seen. */
export function englishContextSignals(text: string): Signal[] {
  const folded = foldApostrophes(text);
  const sentences = sentencesOf(folded);
  const out: Signal[] = [];
  const actAt = sentences.findIndex((s) => ACT_AGAINST_SELF.test(s) && !SAFE_ENDING.test(s));
  if (actAt >= 0) {
    const echo = sentences.slice(actAt).find((s) => WAKING_ECHO.test(s));
    if (echo) out.push({ kind: 'plan', lang: 'en', evidence: `${sentences[actAt]} … ${echo}` });
  }
  // A step off told with "doing that for real" is the act and its echo already: one finding, not two.
  const ending = out.length === 0 ? firstDreamEnding(folded) : null;
  if (ending && /\b(?:dream\w*|nightmares?)\b/.test(folded)) {
    const bridge = bridgeAfter(folded, ending.end);
    if (bridge) out.push({ kind: 'wish', lang: 'en', evidence: `${ending.text} … ${bridge}` });
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
