/**
 * English phrases of distress that the token rules (english.ts) do not reach: the everyday and
 * online ways people say it in passing, where the grammar is loose or the meaning lies in a fixed
 * expression rather than in a verb of wanting ("unalive", "counting my pills", "for when I'm gone",
 * "I won't be around much longer", "the urge to cut", "I can't picture any future", "it would be a
 * relief to be hit by a bus"). Each phrase is specific enough to stand alone; where a common
 * ordinary use exists, the pattern excludes it ("cutting again the onions", "join them for dinner",
 * "I don't wake up early").
 *
 * The text is read lower-cased with apostrophes dropped ("don't" and "dont" are one spelling), and
 * every gap is bounded, so each pattern costs one linear scan.
 */
import type { Signal, SignalKind } from './signals';

const APOSTROPHES = /[’‘`']/g;

/** Lower case with apostrophes dropped, so that "don't", "don’t" and "dont" are one spelling (the English phrases, the whole-post signals and the risk score all read this form). */
export const foldApostrophes = (text: string): string => text.toLowerCase().replace(APOSTROPHES, '');

interface Phrase {
  kind: SignalKind;
  re: RegExp;
  /** Words of which the pattern needs one, looked up first in the post's words: most posts hold none of them and skip the pattern. */
  keys?: readonly string[];
  /** An ordinary setting told anywhere in the post (a move, a trip, a rash) that explains the phrase away. */
  unless?: RegExp;
}

/** Up to n characters inside one sentence. */
const within = (n: number): string => `[^.!?\\n]{0,${n}}`;
const I = String.raw`\b(?:i|im|ive|id|ill)\b`;
/** The clause ends here: a phrase that is distress only when nothing follows it ("I'm just an expense." but not "I'm just an expense account holder"). */
const END = String.raw`(?= *(?:[.,!?;:]|$))`;
/** A death told earlier in the post, for the wishes to follow someone that are ordinary about the living ("I want to go where she is"). */
const DEATH_BEFORE = String.raw`\b(?:died|passed|passed away|lost (?:her|him|them|my (?:wife|husband|son|daughter|mum|mom|mother|dad|father|brother|sister|partner|twin|grandma|grandad|nan|best friend|baby))|took (?:his|her|their) own life|late (?:wife|husband|son|daughter|mum|mom|mother|dad|father|brother|sister|partner)|been gone (?:\d+|\w+) years|funeral|grave|cemetery)\b[^\n]{0,200}`;
/** Clean time counted from drink, drugs or another habit, which is not the self-harm these phrases mean. */
const ADDICTION = /\b(?:drink\w*|drunk|alcohol\w*|booze|sober|sobriety|drugs?|heroin|coke|cocaine|meth|weed|smok\w*|vap\w*|cigarettes|gambl\w*|porn|aa meetings?|binge\w*|purg\w*)\b/;

/** Scratching to bleeding is a skin condition's itch where one is named. */
const SKIN_CONDITION = /\b(?:eczema|itch\w*|rash\w*|hives|psoriasis|mosquito\w*|bites|allerg\w*|dermatitis|chicken ?pox|scabies|flea\w*)\b/;

/** A burden for a while, with its cause at hand: "such a burden on my flatmates this week because I broke the dishwasher lol", "since my knee op". */
export const PASSING_BURDEN = /\b(?:this (?:week|weekend|morning|month)|today|lol|lmao|haha|for now|(?:while|until) i (?:recover|heal|get better)|since (?:my|the) (?:\w+ )?(?:op|operation|surgery|accident|injury|fall)|after (?:my|the) (?:\w+ )?(?:op|operation|surgery))\b/;

const PHRASES: readonly Phrase[] = [
  // Not waking, sleeping forever, no longer existing.
  { kind: 'wish', re: new RegExp(String.raw`\b(?:hop(?:e|ing)|wish(?:ing)?|pray(?:ing)?)\b${within(30)}\b(?:dont|do not|never|wont|will not)(?: ever)? wake(?: up)?\b(?! (?:up )?(?:late|early|on time|in time|before|the|my|him|her|them))`) },
  { kind: 'wish', re: new RegExp(String.raw`\b(?:love|like|want|wanna|wish)\b${within(25)}\bfall asleep and never wake\b`) },
  { kind: 'wish', re: new RegExp(String.raw`\b(?:want|wanna|wish|what i need)\b${within(25)}\bsleep forever\b`) },
  { kind: 'wish', re: /\b(?:stop|quit) existing\b/ },
  { kind: 'wish', re: new RegExp(String.raw`\bkeep existing\b${within(10)}[.!?]?${within(40)}\b(?:dont|do not) want to anymore\b`) },
  // Not when a laugh or a skull follows at once: "gonna unalive myself 💀 if this song plays again".
  { kind: 'wish', re: /\bunaliv(?:e|ed|ing)\b(?![^.!?\n]{0,15}(?:💀|😂|🤣|\bskull\b|\blol\b|\blmao\b))/ },
  { kind: 'wish', re: new RegExp(String.raw`\b(?:angry|furious|mad) (?:that )?${I} (?:woke up|woke|am still here|was still alive|am still alive)\b(?! (?:before|too|in the|early))`) },
  { kind: 'wish', re: new RegExp(String.raw`\b(?:think|thinking|thought)(?: a lot| alot)? about not (?:being here|being around|existing|waking up|being alive)\b`) },
  { kind: 'wish', re: /\bi want the end\b/ },
  { kind: 'wish', re: new RegExp(String.raw`\bhope ${I} (?:get|catch|come down with)\b${within(40)}\b(?:dont|do not|never|wont) recover\b`) },
  { kind: 'wish', re: new RegExp(String.raw`\bhit by a (?:bus|car|train|truck|lorry)\b${within(40)}\b(?:relieved|a relief|wouldnt mind|would not mind|wouldnt be sad)\b`) },
  { kind: 'wish', re: /\bstop my life\b/ },
  // Going to the dead.
  { kind: 'wish', re: /\b(?:after|when|before|until|til) i join (?:her|him|them)\b/ },
  { kind: 'wish', re: /\b(?:thinking about|think about|want to|wanna|ready to|cant wait to) join(?:ing)? (?:her|him|them)\b(?! (?:for|at|in|on|to|later|tonight|tomorrow|next|soon for))/ },
  // Plans and methods.
  // Counting pills is a pharmacist's day; counting one's own, or stockpiling any, is not.
  { kind: 'method', re: /\b(?:stockpiling|stockpiled|hoarding|saving up)\b[^.!?\n]{0,20}\b(?:pills|tablets|meds|medication|painkillers)\b/ },
  { kind: 'method', re: /\b(?:counting|counted|collecting|collected)(?: up)? (?:all )?my (?:\w+ )?(?:pills|tablets|meds|medication|painkillers)\b/ },
  { kind: 'method', re: /\bpainless (?:ways|way|method|methods)\b/ },
  { kind: 'method', re: new RegExp(String.raw`\bhow much weight\b${within(25)}\b(?:beam|hook|rail|banister|bannister)\b`) },
  { kind: 'method', re: /\bwhich (?:meds|pills|drugs|tablets) would do it\b/ },
  { kind: 'plan', re: /\bif i have the (?:guts|nerve|courage)\b/ },
  { kind: 'plan', re: /\b(?:think|thinking|thought) about (?:swerving|driving|crashing|steering) (?:into|off)\b/ },
  // Goodbyes and giving things away.
  { kind: 'farewell', re: /\b(?:letters?|notes?|wrote them|written them)\b[^\n]{0,90}\bfor when (?:im|i am|i m) gone\b/ },
  { kind: 'farewell', re: /\bso (?:they|people|ppl|everyone|everybody) (?:remember|think of) me (?:well |kindly |fondly )?after\b/ },
  { kind: 'plan', re: /\b(?:obituary|funeral|note|goodbye)\b[^\n]{0,120}\bpicked (?:the|a) (?:date|day)\b/ },
  { kind: 'wish', re: /\b(?:died|passed|passed away)\b[^\n]{0,120}\b(?:id|ill|i will|i would) (?:see|be with|join) (?:him|her|them|you) soon\b/ },
  { kind: 'farewell', re: /\b(?:wont|will not|not going to) be (?:here|around)\b[^.!?\n]{0,30}\blonger\b/ },
  { kind: 'farewell', re: /\b(?:i (?:dont|do not) think|not sure|doubt|unsure (?:if|whether)) (?:ill|i will) be (?:here|around)\b/ },
  { kind: 'farewell', re: /\bwont need (?:it|them|any of it) where (?:im|i am) going\b/ },
  { kind: 'farewell', re: /\b(?:bc|because|cause|cuz|since) i wont be here\b/ },
  // Self-harm.
  { kind: 'self-harm', re: /\bcutting again\b(?! (?:the|my|his|her|onions|hair|carbs|back|down|out|sugar|costs|class|school|classes))/ },
  { kind: 'self-harm', re: /\burges? to (?:cut|hurt myself|self harm|selfharm|burn myself)\b/ },
  { kind: 'self-harm', re: /\bi (?:hit|punch|slap|bang|scratch|burn|bite) myself\b[^.!?\n]{0,40}\b(?:when|whenever|every time|if) (?:i|im)\b/ },
  { kind: 'self-harm', re: /\b(?:burning|burn|scratching|scratch|hurting|hurt|cutting|hitting|hit|punching) (?:myself|my (?:wrists?|arms?|legs?|thighs?|skin))\b[^.!?\n]{0,40}\b(?:with|w) (?:a |my |the )?(?:lighter|compass|razor|blade|knife|scissors|cigarette)\b/ },
  { kind: 'self-harm', re: /\b(?:keep|been|started|start) (?:burning|scratching|hurting|cutting|hitting) (?:myself|my (?:wrists?|arms?|legs?|thighs?))\b/ },
  { kind: 'wish', re: /\bend(?:ing)? my (?:own )?life\b/ },
  { kind: 'wish', re: /\b(?:easy|easier|ready|decided|want|wanna) (?:it would be |itd be )?to (?:just )?end it(?: all)?\b(?! with|(?: all)? \((?:my|the|this|our) )/ },
  { kind: 'wish', re: /\b(?:dont|do not) want (?:living|to live|to be alive|live)(?: any ?more| more)?\b(?! (?:in|with|at|near|there|here|like|on|abroad|alone))/ },
  { kind: 'wish', re: /\bif i could sleep forever\b/ },
  { kind: 'wish', re: /\bwish(?:ing|ed)? (?:that )?i (?:was|were) in (?:one|a coffin|the grave|my grave|a grave)\b/ },
  { kind: 'wish', re: /\bwish to disappear\b/ },
  { kind: 'method', re: /\blet myself (?:sink|drown)\b(?! and (?:swam|swim|then|came|found|breathed))/ },
  { kind: 'method', re: /\b(?:researching|looking up|googling|searching|searched|looked up|googled) (?:for )?(?:ways|how) to (?:die|go|end it|do it)\b/ },
  { kind: 'method', re: /\bways to (?:go|die|do it|end it)\b[^.!?\n]{0,20}\b(?:wouldnt|would not|doesnt|dont|wont) hurt\b/ },
  { kind: 'method', re: /\b(?:pills|tablets|meds)\b (?:saved|stashed|hidden) (?:up|away)\b/ },
  { kind: 'plan', re: /\b(?:decided|made up my mind) (?:that )?(?:im|i am) done\b/ },
  { kind: 'farewell', re: /\bwont be needing (?:them|it|any of it|these|those)\b/ },
  // Burden and hopelessness.
  { kind: 'burden', re: new RegExp(String.raw`(?:^|[.!?,]\s*|\b(?:i|im|ive) (?:\w+ )?)(?:feel|felt|feeling) like (?:a|such a|just a) (?:waste of (?:space|oxygen|air|skin)|burden)\b(?![^.!?\n]{0,100}${PASSING_BURDEN.source})`) },
  { kind: 'burden', re: /\bwould be (?:lighter|better|easier|happier) (?:off )?without me\b/ },
  { kind: 'burden', re: /\b(?:nobody|no one|noone) (?:will|would|is going to|gonna|d) miss me\b/ },
  { kind: 'hopelessness', re: /\b(?:dont|do not|cant|cannot) see myself (?:making it|living|getting|being here) (?:to|past|until|til)\b/ },
  { kind: 'hopelessness', re: /\bno future for me\b/ },
  { kind: 'burden', re: /\b(?:only|just) a weight (?:for|on|to) (?:them|everyone|everybody|(?:my|the) (?:family|parents|kids|children|wife|husband|mum|mom))\b/ },
  { kind: 'burden', re: /\b(?:everyones|everybodys) problem\b/ },
  { kind: 'burden', re: /\b(?:better|happier|happy|fine|easier)\b[^\n]{0,90}\bif i (?:just )?(?:disappeared|was gone|were gone|wasnt here|wasnt around|died)\b(?! (?:for(?! good| ever)|tomorrow|today|tonight|this (?:week|weekend|morning|afternoon)|next (?:week|month)|at (?:work|school|the)|on (?!earth|this (?:earth|planet))))/ },
  { kind: 'hopelessness', re: /\b(?:cant|cannot|can not|dont|do not) (?:see|picture|imagine) (?:myself )?(?:being alive|still being alive|any future|a future|my future|next (?:year|summer|christmas))\b(?! (?:with|without|for|husband|wife|career|job|home|house))/ },
  { kind: 'hopelessness', re: /\bno point (?:to|in) (?:any of it|anything|living|life|going on|being alive)\b/ },
  // Not existing, not coming back, no longer being oneself.
  { kind: 'wish', re: /\bwish(?:ed|ing)? (?:that )?i (?:just |simply )?(?:didnt|did not|never) exist(?:ed)?\b/ },
  { kind: 'wish', re: /\bwish(?:ed|ing)? (?:that )?(?:id|i had) never been born\b/ },
  { kind: 'wish', re: /\b(?:disappointed|annoyed|upset|gutted|sad|angry|furious|mad) (?:that )?(?:i|im) (?:was |am |is )?still (?:here|alive|breathing)\b/ },
  { kind: 'wish', re: /\b(?:not|never) (?:come|coming) back to (?:my )?(?:actual|real|waking|this) life\b/ },
  { kind: 'method', re: /\b(?:walk|walked|walking|wade|waded|wading|swim|swam|swimming) (?:in|out|into [^.!?\n]{0,25}) and (?:just )?(?:not|never) (?:come|coming) back\b/ },
  { kind: 'wish', re: /\b(?:wish|want|wanna|wanted|wishing)\b[^.!?\n]{0,40}\bstop being me\b/ },
  { kind: 'wish', re: /\bforever would be (?:fine|ok|okay|nice|good|better|perfect)\b/ },
  { kind: 'wish', re: /\b(?:think|thinking|thought)(?: a lot| alot)? about (?:not|never) (?:waking|wake)(?: up)? again\b/ },
  { kind: 'wish', re: /\b(?:life|living|existing|being alive|waking)\b[^.!?\n]{0,40}\b(?:dont|do not) want any ?more of it\b/ },
  { kind: 'wish', re: /\bdone (?:trying to live|living|with (?:life|living|being alive|existing))\b/ },
  { kind: 'wish', re: /\bonly way (?:this|the|my) pain (?:ends|will end|stops|will stop|would stop|goes away)\b/ },
  { kind: 'wish', re: /\bjoin(?:ing)? (?:him|her|them)\b[^.!?\n]{0,25}\bonly way\b/ },
  { kind: 'plan', re: /\b(?:when|day|night|weekend|week) (?:i|ill) end things\b(?! (?:with|between|off|on))/ },
  { kind: 'plan', re: /\b(?:decided|ready|going|gonna|plan|planning|want|wanna) (?:to )?end(?:ing)? things\b(?! (?:with|between|off|on))/ },
  // Nothing to stay for.
  { kind: 'hopelessness', re: /\b(?:no|nothing)\b[^.!?\n]{0,25}\bworth (?:staying|sticking) (?:around )?for\b/ },
  { kind: 'hopelessness', re: /\b(?:see|no) (?:the |any )?(?:point|reason) (?:of|in|to) (?:sticking|staying|stick|stay|being) (?:around|here)\b/ },
  // Burden.
  { kind: 'burden', re: /\b(?:world|everyone|everybody|everything|people) (?:would be|d be|will be|is) (?:a )?(?:better|happier|nicer)(?: place| off)? without me\b/ },
  { kind: 'burden', re: /\bsoon (?:i|ill) (?:wont|will not|will no longer|wont ever) be (?:a |anyones |their )?(?:problem|burden|bother)\b/ },
  // Methods weighed.
  { kind: 'method', re: /\bhow many (?:of )?(?:my )?(?:\w+ )?(?:pills|meds|tablets|capsules)\b[^.!?\n]{0,30}\b(?:it would take|it takes|would (?:do it|kill|be enough))\b/ },
  { kind: 'method', re: /\b(?:tracks|rails|railway|bridge|roof|rooftop|balcony|ledge|cliff|overpass|motorway|highway)\b[^.!?\n]{0,60}\b(?:would be (?:quick|fast|painless|so easy|easy)|how easy it would be)\b/ },
  // Prayers and hopes against the morning: "I pray every night not to wake up".
  { kind: 'wish', re: /\b(?:pray|praying|prayed|hope|hoping|wish|wishing)\b[^.!?\n]{0,30}\bnot to wake(?: up)?\b(?! (?:early|late|the|my|him|her|them|anyone|in time|on time))/ },
  // Harm taken up again or kept up: "I went back to cutting in March", "I've been cutting on my thighs".
  // Others' lives given back by one's absence: "she'd have her weekends back if I wasn't here".
  { kind: 'burden', keys: ['wasnt', 'werent', 'not'], re: /\b(?:she|he|they|everyone|everybody|my (?:\w+ ){0,2}(?:mum|mom|dad|wife|husband|kids|children|family|daughter|son|parents|partner|sister|brother))(?:d| would| could| will)\b[^.!?\n]{0,60}\b(?:back|better|easier|happier|freer|free|relief|relieved|lighter|breathe|less stress|more money|at peace|own life|get on)\b[^.!?\n]{0,30}\bif i (?:wasnt|werent|was not|were not|was no longer|were no longer) (?:here|around|alive)\b(?! (?:on|for|tomorrow|today|tonight|this|next|at|when|to|as)\b)/ },
  { kind: 'self-harm', keys: ['punch', 'hit', 'slap', 'bite', 'scratch', 'burn', 'pinch'], re: /\bi (?:punch|hit|slap|bite|scratch|burn|pinch) (?:my (?:own )?(?:legs?|arms?|thighs?|face|head|stomach|hands?|wrists?)|myself) (?:when|whenever|if|every time|til|till|until|to (?:feel|stop|calm|punish|cope))\b/ },
  { kind: 'self-harm', keys: ['bruise', 'bruised', 'bleed', 'bled', 'mark'], re: /\b(?:biting|punching|hitting|scratching|burning|pinching) my (?:own )?(?:hands?|legs?|arms?|thighs?|wrists?) (?:til|till|until) (?:they|it) (?:bruise|bruised|bleed|bled|mark)\b/, unless: /\b(?:eczema|itch\w*|hives|rash|psoriasis|mosquito\w*|bites|allerg\w*|dermatitis|chickenpox|scabies)\b/ },
  { kind: 'self-harm', keys: ['wall'], re: /\b(?:hit|bang|banging|hitting|slam|slamming|smash|smashing) my head (?:on|against|into) (?:the |a )?walls?\b[^.!?\n]{0,30}\b(?:until|til|till|whenever|every time|on purpose|to (?:feel|stop|calm|punish|cope))\b/, unless: /\b(?:metaphor|figuratively|brick wall of|bureaucracy|paperwork|maths|math|code|bug|homework)\b/ },
  { kind: 'self-harm', keys: ['clean'], re: /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) (?:years?|months?|weeks?|days?) clean from (?:cutting|self[- ]?harm\w*|sh|hurting myself|burning(?: myself)?)\b/ },
  { kind: 'method', keys: ['how'], re: /\b(?:reading|read|looking|looked|researching|researched) (?:up )?(?:about|into|on) how (?:people|to|you|one) (?:do it|die|end it|kill themselves|go through with it)\b/ },
  // Self-harm and attempts told in the community's own shorthand: a past attempt "on my life" or "my
  // attempt" with nothing after it, cutting with no object ("I used to cut in high school", "I haven't
  // cut in two years"), a blade not touched for years. The policy answers past harm too.
  { kind: 'self-harm', keys: ['attempt', 'attempts'], re: /\bi (?:had |have |ve |d )?(?:made|survived|lived through) (?:an?|my|one|two|three|several)(?: (?:first|second|third|last|previous|serious|real))? (?:suicide )?attempts? on my (?:own )?life\b|\b(?:after|since|before|following|survived) my (?:(?:first|second|third|last|previous|suicide|overdose) )?attempt\b(?! *(?:at|to|of|in|on|with|for)\b)/ },
  { kind: 'self-harm', keys: ['cut', 'cutting'], re: /\bi (?:used to|would|started|stopped|quit|began|ve been|have been|had been|still|sometimes) (?:cut|cutting)(?= *(?:[.,;!?)]|$|\b(?:when|again|since|after|before|during|until|till|til|because|every|most|daily|in (?:high school|school|secondary|uni|college|my teens|secret|the bath(?:room)?|year \d+)|back in|years ago|as a (?:teen\w*|kid|student))\b))|\bi (?:havent|have not|hadnt|had not) cut (?:in|for|since) (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|years|months|weeks|ages|over a|high school|uni|college)\b/, unless: /\b(?:hair|hairdress\w*|barber\w*|salon|fringe|bangs|lawn|grass|hedge|class(?:es)?|school (?:early|short)|corners|carbs|sugar|gluten|meat|dairy|caffeine|coffee|alcohol|ties|contact|him off|her off|them off)\b/ },
  { kind: 'self-harm', keys: ['blade', 'blades'], re: /\b(?:havent|have not|hadnt|had not|not|never) (?:touched|picked up|used|held|bought) (?:a|the|my|any) (?:razor )?blades?\b/, unless: /\b(?:beard|shav\w*|stubble|skat\w*|chef|kitchen|knife skills|lawn ?mower|saw)\b/ },
  { kind: 'self-harm', re: /\b(?:went|gone|going|been|started|back) (?:back )?to cutting\b(?! (?:the|my|his|her|onions|hair|carbs|down|out|sugar|costs|class|school|classes|meat|wood|paper|fabric))/ },
  { kind: 'self-harm', re: /\b(?:ive|i have|i|im|been|started|keep) (?:been )?(?:cutting|burning|scratching) (?:on |at |into )?my (?:thighs?|arms?|wrists?|legs?|stomach|hips?|skin)\b/ },
  { kind: 'self-harm', re: /\bi (?:do |still |sometimes |often )(?:hit|punch|cut|burn|hurt) myself\b/ },
  { kind: 'self-harm', re: /\b(?:the )?urges? (?:to [a-z ]{1,20} )?(?:is|are|has come|have come|came) back\b/ },
  // Following someone: "when she goes I'm going too".
  { kind: 'plan', re: /\bwhen (?:she|he|they) (?:goes|go|dies|die|passes)\b[^.!?\n]{0,10}\b(?:im|i am|ill|i will) (?:going|go) (?:too|with (?:her|him|them))\b/ },
  // Means weighed: doses, drowning times, a saved prescription.
  { kind: 'method', re: /\b(?:which|what) (?:\w+ )?(?:meds|pills|drugs|tablets|doses?)(?: and (?:doses?|amounts?|how much))? (?:would|will|could) do it\b/ },
  { kind: 'method', re: /\bhow long (?:it )?(?:takes|would take|it would take) to (?:drown|die|bleed out|suffocate|overdose)\b/ },
  { kind: 'method', re: /\b(?:saving|saved|stashing|stashed|hoarding|hoarded|keeping back|putting aside|put aside|set aside) (?:up )?(?:a good many |a lot of |all |some of )?(?:my )?(?:tramadol|oxycodone|oxy|codeine|paracetamol|acetaminophen|tylenol|co-codamol|insulin|sertraline|citalopram|amitriptyline|diazepam|valium|xanax|lorazepam|zopiclone|gabapentin|pregabalin|morphine|fentanyl|lithium|quetiapine|sleeping (?:pills|tablets)|painkillers|pills|tablets|meds)\b/ },
  { kind: 'method', re: /\b(?:bought|buying|buy|got|getting) (?:a lot of |lots of |loads of |extra |enough )(?:paracetamol|acetaminophen|tylenol|painkillers|pills|tablets|sleeping (?:pills|tablets))\b[^.!?\n]{0,60}\b(?:different (?:shops|pharmacies|chemists|stores)|wouldnt ask|would not ask|one (?:packet|box) at a time)\b/ },
  { kind: 'method', re: /\b(?:working out|work out|worked out|checking|checked|looking for|looked for|found) (?:which|where|what) (?:side|bit|part|spot|section|end|floor)\b[^.!?\n]{0,20}\b(?:has no|had no|without (?:a|any)) (?:fence|railing|barrier|rail|net|wall)\b/ },
  // Still here for one reason only: "she's the only reason I haven't done it yet".
  { kind: 'plan', re: /\b(?:only|one) (?:reason|thing) (?:why )?(?:i|im) (?:havent|have not|hasnt|am still|still|didnt|did not)\b[^.!?\n]{0,12}\b(?:done it|gone through with it|here|alive|gone)\b/ },
  { kind: 'wish', re: /\b(?:if i could|wish i could|want to|wanna|id love to)\b[^.!?\n]{0,15}\bstay asleep (?:forever|for good)\b/ },
  { kind: 'method', re: /\bwhich way (?:would|will|d|could) hurt (?:the )?least\b/ },
  { kind: 'method', re: /\b(?:imagine|imagining|picture|picturing) how (?:id|i would|i will|ill|to) do it\b/ },
  { kind: 'plan', re: /\b(?:dont|do not) plan on (?:being (?:around|here|alive)|living|sticking around)\b/ },
  { kind: 'wish', re: /\b(?:wish|want|wanna|wanted|id like)\b[^.!?\n]{0,30}\bbe gone (?:for good|forever)\b/ },
  { kind: 'wish', re: /\b(?:want|wanna|wish)(?: to)? go under and (?:not|never) come (?:up|back)\b/ },
  { kind: 'plan', re: /\b(?:already|i have|ive|i) (?:pick|picked|chose|chosen|set) (?:a|the) (?:day|date)\b(?= *(?:[.,!?]|$| already(?! for)| so\b))/ },
  { kind: 'wish', re: /\b(?:think|thinking|thought|want|wanna|wish)(?: about| of)?(?: to)? stop (?:live|living|existing)\b(?! (?:in|with|at|like|here|there|on|for|under|as))/ },
  { kind: 'wish', re: /\b(?:ask|asking|asked|beg|begging|begged|pray|praying|prayed|tell|telling|told) (?:god|the lord|lord|jesus|allah) to take me\b|\b(?:god|lord|jesus|allah),? (?:please )?take me(?: now| away| home| tonight| today| soon)?\b(?! (?:to|with|back|there|out|for|on|in|along|through|across|up|down)\b)|\b(?:tell|telling|told|keep telling|pray|praying) (?:god|the lord|lord|jesus|allah|him) (?:that )?(?:im|i am) ready to (?:go|come) home\b/ },
  { kind: 'hopelessness', re: /\b(?:dont|do not|cant|cannot) see how (?:i|to) (?:can )?(?:continue|go on|keep going|carry on)\b(?! (?:with|at|in|working))/ },
  { kind: 'wish', re: /\b(?:the|a|my) way out for me\b/ },
  { kind: 'method', re: /\b(?:know|found|checked|looked) (?:which|where the|what) (?:place|part|spot|bit|point) is (?:the )?deepest\b/ },
  { kind: 'wish', re: /\bbarely want to (?:live|be alive|exist|go on|keep going)\b/ },
  { kind: 'wish', re: /\b(?:id|i would|i)(?: much)? rather (?:the end|be dead|not exist|not be here)\b(?! than (?:(?:sit|go|sing|eat|do|watch|be seen|wear|miss)\b))/ },
  // An end set in a date or a last occasion: "my 80th will be my last birthday", "Thursday is when I'll do it".
  { kind: 'plan', re: /\bwill be (?:my|her|his) last (?:birthday|christmas|summer|new year|winter|spring)\b(?! (?:in|at|with|as|here|there|before|on|abroad))/ },
  { kind: 'plan', re: /\b(?:decided|picked|chosen|chose)\b[^.!?\n]{0,30}\b(?:is|as) (?:when|the day) (?:ill|i will|im going to|im gonna|i do) do it\b/ },
  { kind: 'wish', re: /\bhop(?:e|ing)\b[^.!?\n]{0,25}\bmy heart (?:gives out|stops|will stop|would stop|just stops)\b/ },
  { kind: 'wish', re: /\b(?:find|finding|take|taking) my own exit\b/ },
  { kind: 'farewell', re: /\bsorry\b[^\n]{0,60}\b(?:its|it is) better this way\b/ },
  { kind: 'farewell', re: /\b(?:not sure|dont know if|do not know if|doubt) (?:im|i am|ill be|i will be) coming back\b(?! (?:to|for|after|from|here|there|next|tomorrow|tonight))/ },
  { kind: 'wish', re: /\b(?:i|should|could|gonna|going to|want to|wanna|ill|just)\b[^.!?\n]{0,25}\bdisappear (?:properly|for good|for real|permanently)\b(?! (?:from|off|on))/ },
  { kind: 'plan', re: /\bmore (?:like )?a plan than a dream\b/ },
  { kind: 'hopelessness', re: /\b(?:ends?|ending|way out) (?:except|other than|but|apart from) (?:with )?(?:me dead|me dying|my death|me gone)\b/ },
  { kind: 'method', re: /\b(?:on my own|alone|by myself) and (?:not|never) (?:coming|come) back\b/ },
  { kind: 'method', re: /\bresearch(?:ing|ed)? (?:switzerland|dignitas|assisted (?:dying|suicide)|euthanasia)\b(?! (?:for (?:my|an|a|the|our) (?:essay|class|paper|article|course|thesis|dissertation|podcast|book)))/ },
  // Goodbyes.
  { kind: 'farewell', re: /\b(?:wrote|written|writing|finished|left) my (?:goodbye )?note\b(?! ?(?:book|pad|s\b|to|for|about|in class))/ },
  { kind: 'farewell', re: /\bsaying (?:good ?)?bye to (?:people|everyone|everybody|friends|my friends)\b[^.!?\n]{0,40}\bwithout (?:telling|saying|explaining)\b/ },
  // Self-harm in other words.
  { kind: 'self-harm', re: /\bcarv(?:e|ed|ing) (?:into )?my (?:thighs?|arms?|wrists?|skin|legs?|stomach|hips?)\b/ },
  { kind: 'self-harm', re: /\b(?:scratch|scratching|scratched|pick|picking|picked|bite|biting|bit) (?:at )?my (?:skin|arms?|legs?|wrists?|thighs?|scalp)\b[^.!?\n]{0,30}\buntil (?:it|they|i) (?:bleeds?|bled|bleeding|bleed)\b/, unless: SKIN_CONDITION },
  // Ceasing to be, said without a verb of dying: "stop being here", "out of the picture", "the one who gets to stop".
  { kind: 'wish', keys: ['stop'], re: new RegExp(String.raw`\b(?:i|id|ill|me|to|just|quietly|could|would|is)\b${within(25)}\bstop being (?:here|there|around|alive)\b(?! (?:for|so|all|every|at|in|on|when|with|late|early|as|to|because|today|tonight|and (?:start|be)))`) },
  { kind: 'burden', keys: ['picture', 'lives'], re: new RegExp(String.raw`\b(?:better|easier|happier|simpler|calmer|lighter|fine|cope|manage|kinder|best)\b${within(50)}\b(?:if|once|when|with) (?:i (?:was|were|am)|im|me)(?: just| finally| completely| quietly)? out of (?:the picture|their lives|everyones lives)\b`) },
  { kind: 'burden', keys: ['myself'], re: /\b(?:take|taking|took|remove|removing) myself (?:out of (?:the picture|the equation|their lives|everyones lives|it all)|off (?:their|his|her|everyones|everybodys) hands)\b/ },
  { kind: 'burden', keys: ['myself'], re: new RegExp(String.raw`\b(?:fix|kinder|kindest|best|better|easier|help)\b${within(30)}\b(?:take|taking|took) myself out of it${END}`) },
  { kind: 'wish', keys: ['stop'], re: /\b(?:be|being) the one who (?:gets|got) to stop\b/ },
  { kind: 'burden', keys: ['kindest', 'tidiest', 'fairest'], re: new RegExp(String.raw`\b(?:kindest|tidiest|fairest) thing\b${within(40)}\b(?:for me to|i could do (?:for \w+ )?(?:is|would be) (?:to )?) ?(?:just |quietly )?(?:stop|disappear|not be here)(?: as well| too| altogether| for good| for everyone| for them)?${END}`) },
  { kind: 'wish', keys: ['waiting'], re: /\bwaiting to (?:just )?stop (?:altogether|completely|for good|entirely)\b/ },
  { kind: 'wish', keys: ['stopping', 'ending'], re: /\b(?:thinking|think|thought|considering) (?:seriously )?(?:about|of) (?:stopping|ending) (?:everything|it all)\b(?! (?:and|to|for|at|with|in|on)\b)/ },
  // Not waking, in the forms the first phrases miss: a wish told in the conditional, a prayer far from
  // its verb, asking, regret at having woken at all, a morning that should not come.
  { kind: 'wish', keys: ['wake'], re: /\b(?:hop(?:e|ed|ing)|wish(?:ed|ing)?|pray(?:ed|ing)?)\b[^.!?\n]{0,30}\bi (?:wouldnt|would not|would never|didnt|did not) wake(?: up)?\b(?! (?:up )?(?:late|early|on time|in time|before|the|my|him|her|them|anyone|anybody|me|us|you|until|till|til|again until|when|for|at|during|in the (?:night|middle|morning)))/ },
  { kind: 'wish', keys: ['wake'], re: new RegExp(String.raw`\bpray(?:s|ed|ing)?\b${within(45)}\bi (?:just )?(?:wont|will not|dont|do not|never) wake(?: up)?\b(?! (?:up )?(?:late|early|on time|in time|before|the|my|him|her|them|anyone|anybody|me|us|you|until|till|when|at))`) },
  { kind: 'wish', keys: ['wake'], re: /\b(?:ask|asks|asking|asked|beg|begs|begging|begged)(?: god| the universe| for)?(?: (?:every|each) (?:night|morning))? (?:not to|to not|to never|never to) wake(?: up)?\b(?! (?:up )?(?:me|us|you|him|her|them|the|my|anyone|anybody|early|late|in time|on time|before|until|till))/ },
  { kind: 'wish', keys: ['woke', 'wake', 'waking', 'woken', 'wakes'], re: /\b(?:disappointed|let down|annoyed|upset|gutted|sad|angry|cheated|robbed|furious|mad|resentful)\b[^.!?\n]{0,25}\b(?<!\b(?:didnt|did not|never|dont|do not|not|barely|hardly) )(?:woke|wake|waking|woken|wakes)(?: up)? at all\b/ },
  { kind: 'wish', keys: ['still'], re: /\b(?:disappointed|annoyed|upset|gutted|sad|angry|furious|mad|cheated|robbed|let down|resentful)(?: to| that| im| i am| i was| i)?(?: (?:be|am|was|is|to be))? still (?:here|alive|breathing)\b(?! (?:at|in|on|after|with|working|when|by|past|for|doing|waiting|stuck|awake))|\b(?:disappointed|annoyed|upset|gutted|sad|angry|furious|mad|cheated|robbed|let down|resentful) to still be (?:here|alive|breathing)\b(?! (?:at|in|on|after|with|working|when|by|past|for|doing|waiting|stuck|awake))/ },
  { kind: 'wish', keys: ['rather'], re: /\b(?:id|i would|i)(?: \w+)? rather (?:just )?(?:not|never) wake(?: up)?\b(?! (?:up )?(?:early|late|before|until|till|the|my|him|her|them|anyone|at|for|when|me|us|you|in time|on time|to|on|tomorrow|today|so|because|this|next))/ },
  { kind: 'wish', keys: ['wake'], re: /\b(?:all i want|what i want|i (?:just )?want|i wanna|i wish|id like|id love|i would love|i hope|im hoping)\b[^\n]{0,25}\bto (?:not|never) wake(?: up)?\b(?! (?:up )?(?:early|late|before|until|till|the|my|him|her|them|anyone|at|for|when|me|us|you|in time|on time|to|on|tomorrow|today|so|because|this|next))/ },
  { kind: 'wish', keys: ['asleep'], re: /\bstay asleep (?:permanently|for ever|for always|and (?:never|not) wake(?: up)?)\b/ },
  { kind: 'wish', keys: ['last'], re: /\bhop(?:e|ing)\b[^.!?\n]{0,20}\b(?:this|the|it|that|tonight) (?:dream |sleep |night )?(?:is|will be|would be|s) the last thing\b(?! (?:i|that|to|on|we|you|they|he|she|for|in|before|going|ill|id)\b)/ },
  // "I keep hoping one of these nights I just won't": the verb left out, waking named before it.
  { kind: 'wish', keys: ['hope', 'hoping'], re: /\b(?:wak(?:e|es|ing|en|ened)|woke|woken)\b[^\n]{0,80}\bhop(?:e|ing)\b[^.!?\n]{0,40}\b(?:one (?:of these )?(?:day|days|night|nights|morning|mornings)|some (?:day|night|morning)|one day) i (?:just )?(?:wont|will not|dont|do not)(?= *(?:[.!?]|$))/ },
  { kind: 'wish', keys: ['anything'], re: /\b(?:give|do|pay) anything (?:not to|to not|to never|never to) (?:exist|be alive|be here|wake up|have been born)\b/ },
  { kind: 'wish', keys: ['existing', 'being', 'living', 'waking'], re: /\b(?:take|choose|pick|prefer) not (?:existing|being alive|being here|living|waking up)\b(?! (?:in|with|at|near|there|here|on|alone|together|like|under|when|for|this|next|tonight|early|late)\b)/ },
  { kind: 'wish', keys: ['even'], re: new RegExp(String.raw`\bnot even (?:to )?(?:be alive|being alive|to live|exist|existing)${END}`) },
  { kind: 'wish', keys: ['something', 'thing', 'anything'], re: /\b(?:being (?:awake|alive|here)|living|existing|life) (?:isnt|is not|aint) (?:something|a thing|anything) i (?:want|wanna) (?:to )?(?:keep doing|keep|continue|do any ?more)\b/ },
  { kind: 'hopelessness', keys: ['existing', 'alive'], re: /\b(?:just|so|really|honestly) (?:tired|sick|exhausted|weary) of (?:existing|being alive)\b/ },
  { kind: 'hopelessness', keys: ['care'], re: /\b(?:dont|do not|doesnt|didnt)(?: \w+)? care (?:if|whether) i (?:live|die|wake up|wake|make it|survive|am alive|keep living)\b(?! (?:trying|doing|early|late|on|at|in|before|until|till|to|for|with|the)\b)/ },
  { kind: 'wish', keys: ['here', 'alive', 'around'], re: new RegExp(String.raw`\b(?:dont|do not) (?:wanna|want to) be (?:here|alive|around) ?(?:any ?more)(?: (?:fr|tbh|honestly|at all|or at all|like here|ngl)\b|${END})|\b(?:dont|do not) (?:wanna|want to) be alive${END}|\b(?:dont|do not) (?:wanna|want to) be (?:here|alive|around)${within(25)}\bor at all\b`) },
  { kind: 'wish', keys: ['real', 'true', 'happen'], re: /\b(?:dream|dreamt|dreamed|dreaming) (?:of|about|that i(?: was)?) (?:dying|being dead|my (?:own )?death|died|dead)\b[^.!?\n]{0,40}\b(?:annoyed|disappointed|gutted|upset|sad|angry|let down)\b[^.!?\n]{0,15}\b(?:it wasnt real|it wasnt true|it didnt happen)\b/ },
  { kind: 'wish', keys: ['found', 'saved', 'revived', 'resuscitated'], re: /\b(?:angry|annoyed|disappointed|furious|mad|upset)\b[^.!?\n]{0,10}\b(?:they|someone|somebody|he|she)(?:d| had)? (?:found|saved|revived|resuscitated) me\b(?! (?:a|an|the|some|my|at|in|on|when|before|first|so|too|quickly|easily)\b)/ },
  // Following the dead: wishes that are ordinary about the living, so a death must be told first.
  { kind: 'wish', keys: ['follow', 'where', 'with'], re: new RegExp(String.raw`${DEATH_BEFORE}\b(?:want|wanna|wish|like|long|longing|ready|alright|ok|okay|time|allowed|permission|meant|supposed)\b${within(12)}\bto (?:go (?:and )?)?(?:follow (?:her|him|them)|go where(?:ever)? (?:she|he|they) (?:is|are|went|has gone|have gone)|be where(?:ever)? (?:she|he|they) (?:is|are)|go be with (?:her|him|them))\b(?! (?:into|in|to|out|down|up|around|round|home|through|back|across|along|inside|outside|upstairs|downstairs|on|buried|laid|resting|scattered|staying|living|working)\b)`) },
  { kind: 'wish', keys: ['sooner'], re: new RegExp(String.raw`${DEATH_BEFORE}\b(?:join (?:her|him|them)|be (?:with|where(?:ever)?) (?:her|him|them|she|he|they)(?: (?:is|are))?)${within(15)}\bsooner(?: rather than later)?\b(?! (?:for|at|in|on|to)\b)`) },
  { kind: 'wish', keys: ['sooner'], re: /\b(?:cemetery|graveyard|grave|plot|coffin)\b[^\n]{0,80}\bmov(?:e|ing) in sooner rather than later\b/ },
  { kind: 'wish', keys: ['too', 'well'], re: /\b(?:ill|illness|sick|hospice|hospital|dementia|cancer|dying|better|worse|care home)\b[^\n]{0,200}\b(?:waiting for|wait for|once|after|when) (?:her|him|them|she|he|they|my (?:mum|mom|mother|dad|father|husband|wife|nan|gran|grandma|grandad)) (?:to )?(?:go|goes|die|dies|pass|passes|is gone|are gone)\b[^.!?\n]{0,25}\b(?:i|ill|id) (?:can |could |will |would )?go (?:too|as well)\b/ },
  // Goodbyes written and kept, and goodbyes said as a last time.
  { kind: 'farewell', keys: ['leave'], re: /\b(?:letters?|notes?|messages?|texts?)\b[^.!?\n]{0,30}\bthe (?:kind|sort|type) (?:you|people|that you|that people) leave(?: behind)?\b/ },
  { kind: 'farewell', keys: ['case'], re: /\bletters to (?:my|each of my|all my|everyone|everybody|the kids|both)\b[^.!?\n]{0,40}\bjust in case\b/ },
  { kind: 'farewell', keys: ['drafts', 'notes'], re: /\b(?:saying sorry|says sorry|sorry and thank|saying goodbye|says goodbye|thank(?:s| you) for everything|love you all)\b[^\n]{0,200}\b(?:drafted|drafting|written|wrote|typed|typing|saved)\b[^.!?\n]{0,30}\bin my (?:drafts|notes app)\b|\b(?:drafted|drafting|written|wrote|typed|typing|saved|sat|sitting)\b[^.!?\n]{0,40}\bin my (?:drafts|notes app)\b[^\n]{0,100}\b(?:just )?says (?:sorry|goodbye|thank(?:s| you) for everything|i love you|love you all)\b/ },
  { kind: 'farewell', keys: ['bye', 'byes', 'goodbye', 'goodbyes'], re: new RegExp(String.raw`\bsa(?:id|ying|y) (?:my )?(?:good ?)?byes?\b${within(20)}\b(?:too|in a way|properly|for real|for good|really)\b${within(20)}\b(?:though|but|and|without) (?:they|she|he|nobody|no one|none of them|neither of them)(?: \w+)? (?:didnt|did not|dont|do not|doesnt|never) (?:realise|realize|know|understand|notice)(?: it| that| what i meant)?${END}`) },
  // A cover story for the goodbyes: "told my friends I'm moving, but I'm not moving".
  { kind: 'farewell', keys: ['moving', 'decluttering', 'travelling', 'traveling', 'away', 'trip', 'holiday', 'clearing'], re: /\b(?:told|telling|tell|said|says|think|thinks|thought)\b[^.!?\n]{0,25}\b(?:im|i am|i was|id be) (?:just )?(?:moving|decluttering|going travelling|going traveling|going away|going on a trip|going on holiday|clearing out)\b[^\n]{0,20}\b(?:but )?(?:im|i am|i was|i wasnt) not(?: (?:moving|going|really|decluttering|travelling|traveling))?(?= *(?:[.,!?;]|$))/ },
  { kind: 'farewell', keys: ['move', 'moving'], re: /\bnot (?:leave|leaving|go|going|gone) (?:like|as in) (?:move|moving|moving out|move out)\b/ },
  // Affairs settled for an "after" left unnamed, a pet promised for it.
  { kind: 'farewell', keys: ['after', 'before'], re: /\b(?:sorted|tidy|tidied|in order|settled|organised|organized|arranged|taken care of|squared away|ready) for after(?= *(?:[.!?]|$))|\b(?:easy|easier|simple|simpler|sorted|settled) for (?:them|everyone|everybody|her|him|my \w+) (?:after|afterwards)(?= *(?:[.!?]|$))|\b(?:get|got|getting|have|keep) (?:things|everything|it all|stuff) (?:tidy|sorted|in order|settled) before(?= *(?:[.!?]|$))/ },
  { kind: 'farewell', keys: ['after', 'afterwards', 'happens'], re: /\b(?:take|have|look after|keep|mind|rehome|re-home) (?:my (?:cat|dog|cats|dogs|bird|rabbit|pets?)|the (?:cat|dog|cats|dogs|pets?))(?: in)? (?:after|afterwards|if anything happens(?: to me)?)(?= *(?:[.!?]|$))|\btake (?:him|her|them) in (?:after|afterwards)(?= *(?:[.!?]|$))/ },
  { kind: 'farewell', keys: ['once', 'done'], re: /\b(?:take|have|look after|keep|adopt|get)\b[^.!?\n]{0,20}\bonce (?:im|i am) (?:not here|no longer here|gone)(?= *(?:[.!?]|$))|\bwho (?:gets|takes|will (?:get|take|have)|can have)\b[^.!?\n]{0,40}\b(?:when|once|after) (?:im|i am) done\b(?! with)/ },
  { kind: 'farewell', keys: ['marked', 'labelled', 'labeled', 'says', 'saying', 'after', 'afterwards'], re: /\b(?:envelope|box|folder|file|letter|note)\b[^.!?\n]{0,10}\b(?:marked|labelled|labeled|that says|saying) "?(?:after|for after|when im gone|open after)"?(?= *(?:[.,!?;]|$))|\bwhat to do with my (?:\w+ )?(?:passwords|accounts|things|stuff|cat|dog|pets|ashes)\b[^.!?\n]{0,10}\bafter(?:wards)?(?= *(?:[.!?]|$))/ },
  { kind: 'farewell', keys: ['stuck', 'left', 'lumbered', 'burdened', 'saddled'], re: /\bso (?:nobody|no one|noone|nobodys|no ones)(?: is|s)? (?:stuck|left|lumbered|burdened|saddled) with (?:them|it|my \w+|anything|any of it)\b[^.!?\n]{0,10}\b(?:after|afterwards|when im gone|once im gone)(?= *(?:[.,!?;]|$))/ },
  // Belongings given away, unless the post tells of a move, a new home, a baby or a sale.
  {
    kind: 'farewell', keys: ['things', 'stuff', 'belongings', 'possessions', 'records', 'books', 'clothes', 'plants', 'games'],
    re: /\b(?:giving|given|gave|give|handing|handed)(?: away)? (?:most of |all of |all |the rest of )?my (?:\w+ )?(?:things|stuff|belongings|possessions)(?: and \w+)?(?: away| to (?:friends|people|my friends|family))\b|\b(?:giving|given|gave|give|handing|handed) away (?:most of |all of |all |the rest of )?my (?:\w+ )?(?:things|stuff|belongings|possessions)\b|\b(?:giving|given|gave|give|handing|handed) (?:away )?(?:most of |all of |all )my (?:\w+ )?(?:records|books|clothes|plants|games)\b|\b(?:giving|given|gave|give|handing|handed) my (?:\w+ )?(?:records|books|clothes|plants|games) away to (?:friends|people|everyone)\b/,
    unless: /\b(?:mov(?:e|es|ed|ing)|new (?:flat|house|place|home|job)|downsiz\w*|emigrat\w*|abroad|charity|baby|wedding|kondo|minimalis\w*|outgr[eo]w\w*|spring clean\w*|car boot|vinted|ebay|sold|selling|grew out|renovat\w*|retir\w*|lost weight)\b/,
  },
  // Means weighed: what would hold, how high the rail, how far from the edge, the wheel turned.
  { kind: 'method', keys: ['hold'], re: /\b(?:which|what|whether (?:the|a|my|that|our))\b (?:beams?|doors?|hooks?|rails?|railings?|banisters?|bannisters?|trees?|branch(?:es)?|pipes?|rafters?|joists?|light fittings?|curtain rails?)\b[^.!?\n]{0,25}\b(?:would|will|could|can|might) (?:hold|take (?:my|the|a persons) weight|hold (?:me|my weight))\b(?! (?:the|a|up|it|them|our|his|her|shelves|a shelf|a swing|a hammock|a tv|for|with|if|when)\b)/ },
  {
    kind: 'method', keys: ['high', 'tall', 'low', 'far', 'long'],
    re: /\b(?:started|been|keep|kept|lately|often|always|every (?:day|night|time))\b[^.!?\n]{0,50}\b(?:looking|looked|checking|checked|measuring|measured|eyeing|studying|noticing) (?:at )?how (?:high|tall|low|far down|far the drop|long the drop)\b[^.!?\n]{0,40}\b(?:railing|rail|balcony|bridge|roof|top floor|drop|ledge|parapet|barrier|cliff|car park)\b/,
    unless: /\b(?:toddler|baby|kids?|child|children|son|daughter|safety|inspect\w*|survey\w*|engineer\w*|architect\w*|climbing wall)\b/,
  },
  { kind: 'method', keys: ['step'], re: /\b(?:one (?:of these )?(?:days?|nights?|times?|mornings?)|some (?:day|night|time|morning)|next time|one time|soon) (?:i|ill) (?:wont|will not|might not|may not|wont be able to|just wont) step back\b(?! (?:from|and)\b)|\b(?:dont|do not|didnt|did not) step back as (?:far|quickly|fast|much)\b/ },
  { kind: 'method', keys: ['purpose', 'edge', 'lip'], re: /\b(?:stand|standing|stood|wait|waiting)\b[^.!?\n]{0,20}\bthe (?:edge|kerb|curb|tracks|yellow line|platform edge)\b[^.!?\n]{0,30}\bon purpose\b|\b(?:been|keep|started) (?:standing|waiting|sitting) (?:right |really )?(?:at|on|by|near|close to) the (?:edge|lip) of the (?:platform|tracks|roof|rooftop)\b(?! to (?:watch|see|look at|take|film|get)\b)/ },
  { kind: 'method', keys: ['closer'], re: /\b(?:getting|got|get|stand(?:ing)?|step(?:ping)?|go(?:ing)?) (?:a (?:bit|little) )?closer to the edge (?:each|every) (?:day|time|night|week|morning)\b/ },
  {
    kind: 'plan', keys: ['chickened', 'bottled', 'nerve'],
    re: /\b(?:balcony|railing|ledge|bridge|edge|roof|rooftop|tracks|platform|leg over|cliff|overpass)\b[^\n]{0,80}\b(?:chickened out|bottled it|lost my nerve|lost the nerve)\b/,
    unless: /\b(?:diving|dive|bungee|skydiv\w*|zip ?lin\w*|pool|cliff jump\w*|parachute|dare|abseil\w*|roller ?coaster|ski jump|swim\w*|lake)\b/,
  },
  { kind: 'method', keys: ['outside', 'side'], re: /\b(?:sit|sat|sitting)\b (?:on|up on) (?:the|my) (?:balcony )?(?:rail|railing|parapet|ledge|window ?sill)\b[^.!?\n]{0,40}\b(?:legs?|feet) (?:outside|over the side)\b/ },
  { kind: 'method', keys: ['wheel', 'turn', 'turning'], re: /\b(?:think|thinking|thought|imagine|imagining|tempted|keep)\b[^.!?\n]{0,40}\b(?:just )?(?:one (?:turn|flick|twist|jerk|pull) of the (?:steering )?wheel|just turn(?:ing)? the wheel (?:a (?:little|bit)|slightly)|just (?:not turning|not turn|dont turn)(?: at the (?:bend|corner|curve))?(?= *(?:[.,!?;]|$| at the))|take my hands off the wheel|let(?:ting)? go of the wheel)/ },
  { kind: 'method', keys: ['gun', 'handgun', 'pistol', 'firearm', 'revolver', 'shotgun', 'rifle'], re: /\b(?:gun|handgun|pistol|firearm|revolver|shotgun|rifle)\b[^.!?\n]{0,40}\b(?:its not|it is not|isnt|wasnt|is not|not) for (?:protection|hunting|the range|self[- ]?defen[cs]e|sport|shooting|target practice|home defen[cs]e)\b/ },
  { kind: 'method', keys: ['barrel', 'muzzle', 'gun', 'pistol', 'sidearm', 'revolver'], re: /\b(?:barrel|muzzle|gun|pistol|sidearm|revolver)\b[^.!?\n]{0,30}\b(?:pointed|pointing|point|turned|aimed|aiming) (?:the wrong way|at myself|towards? myself|at my own \w+)\b/ },
  { kind: 'method', keys: ['pistol', 'gun', 'revolver', 'handgun', 'sidearm', 'rifle', 'shotgun'], re: /\b(?:sit|sat|sitting|lie|lay|lying)\b[^.!?\n]{0,15}\bwith (?:my|the|his|dads|a) (?:pistol|gun|revolver|handgun|sidearm|rifle|shotgun) (?:in my (?:lap|hands?)|on my lap|loaded)\b[^.!?\n]{0,40}\b(?:for (?:a while|ages|hours|a long time)|most nights|every night|again|lately)\b/ },
  { kind: 'method', keys: ['gun', 'pistol', 'revolver', 'rifle', 'shotgun', 'blade', 'razor'], re: /\b(?:gun|pistol|revolver|rifle|shotgun|blade|razor)\b[^\n]{0,80}\bi\b(?:(?!\b(?:he|she|they|someone|somebody|man|woman|guy)\b)[^.!?\n]){0,25}\b(?:held|put|pressed) (?:it|the (?:gun|pistol|revolver|barrel|blade|razor)) (?:to|against) my (?:head|temple|throat|wrist|chest)\b/ },
  { kind: 'method', keys: ['much', 'many'], re: /\bhow (?:much|many)\b[^.!?\n]{0,30}\b(?:insulin|units|pills|meds|tablets|capsules|paracetamol|tylenol|morphine|painkillers|of (?:it|them|my \w+)|of various things)\b[^.!?\n]{0,25}\b(?:it would take|it takes|would (?:do it|kill|be enough|be fatal|be lethal)|is (?:fatal|lethal|a lethal dose))\b(?! (?:to|for) (?:help|work|feel|kick in|fix|cure|stop the|get rid|treat|sleep|calm|ease|manage|control|dull|numb|a|the|my|your)\b)/ },
  { kind: 'method', keys: ['much', 'many'], re: /\b(?:drugs?|meds|medication|pills|tablets|cupboard|insulin|morphine|overdose|doses?)\b[^\n]{0,120}\bknow (?:exactly )?what (?:id|i would) take and how (?:much|many)\b|\bknow (?:exactly )?which (?:drugs|meds|pills|tablets)(?: (?:id|i would) (?:take|use))? and how (?:much|many)\b/ },
  { kind: 'method', keys: ['easy'], re: /\bhow easy it (?:would|d|will) be\b[^.!?\n]{0,20}\b(?:with|using) (?:whats|what is|the stuff|everything) (?:in|on) (?:the|my) (?:cupboard|cabinet|med room|medicine cabinet|drug cupboard|drawer|bag|trolley)\b/ },
  { kind: 'method', keys: ['counting'], re: /\bcounting (?:the |my )?(?:morphine|tablets|pills|meds|insulin|diazepam|oxy|codeine|doses)\b[^.!?\n]{0,40}\b(?:shouldnt|should not|not supposed)\b/ },
  // A prescription kept back instead of taken, gathered from several doctors, or hidden in a tin.
  { kind: 'method', keys: ['instead', 'taking'], re: /\b(?:saving|saved|keeping|kept|stashing|stashed|hoarding|hoarded|collecting|hiding|hid|putting)\b[^.!?\n]{0,40}\binstead of taking (?:them|it)\b|\b(?:stopped|not|quit) taking (?:my|the) (?:prescription|pills|tablets|meds|medication|antidepressants)\b[^.!?\n]{0,40}\b(?:keeping|saving|stashing|hoarding|collecting|putting) (?:them|the (?:packets|boxes|pills|tablets)|it)\b/ },
  { kind: 'method', keys: ['refills', 'prescriptions', 'scripts'], re: /\b(?:refills|prescriptions|scripts)\b from (?:two|2|three|3|several|different|multiple) (?:different )?(?:doctors|gps|pharmacies|chemists|surgeries)\b/ },
  { kind: 'method', keys: ['tin', 'jar', 'shoebox', 'sock', 'envelope'], re: /\b(?:collecting|collected|saving|saved|stashing|stashed|hoarding|squirrelling|squirreling|hiding)\b (?:up |away )?(?:the |my |some |all the |all my )?(?:(?:little|spare|extra|old|white) ){0,3}(?:\w+ )?(?:tablets|pills|meds|capsules)\b[^.!?\n]{0,40}\b(?:in|into) (?:a|an|the|my) (?:\w+ )?(?:tin|jar|shoebox|sock|envelope)\b/ },
  { kind: 'method', keys: ['pays', 'pay'], re: /\b(?:life insurance|insurance|policy)\b[^.!?\n]{0,30}\bpays? out\b[^.!?\n]{0,20}\bafter (?:two|2) years\b/ },
  {
    kind: 'plan', keys: ['accident'],
    re: /\b(?:think|thinking|thought|figure|figuring|work|working|worked|plan|planning|wonder|wondering)\b(?: out)?[^.!?\n]{0,20}\bhow (?:to|i could|id|i would|i can|i might) make it look like an accident\b/,
    unless: /\b(?:novel|book|chapter|story|character|plot|game|murder mystery|script|film|movie|episode)\b/,
  },
  { kind: 'method', keys: ['hypothermia'], re: /\bhypothermia\b[^.!?\n]{0,30}\b(?:like (?:falling|going) (?:asleep|to sleep)|is (?:peaceful|painless|gentle))\b/ },
  { kind: 'method', keys: ['woods', 'forest', 'sea', 'snow', 'river', 'lake', 'cold', 'water'], re: /\b(?:think|thinking|thought|want|wanna)\b[^.!?\n]{0,25}\b(?:just|actually) (?:walking|walk|going|wandering) (?:out )?into the (?:woods|forest|sea|snow|river|lake|cold|water)\b(?! (?:to|for|with|tomorrow|this|at|in the morning|and (?:find|look|pick|collect|take|get|live|camp|build|hide|swim))\b)/ },
  { kind: 'method', keys: ['lie', 'lay', 'lying'], re: /\b(?:lie|lay|lying) down in the (?:snow|woods|cold|road|tracks|river|sea|forest|field|water)\b[^.!?\n]{0,25}\band (?:not|never) (?:get|getting) (?:back )?up\b/ },
  { kind: 'method', keys: ['hoping'], re: /\b(?:driv(?:e|ing|en)|drove)\b[^.!?\n]{0,25}\b(?:fast|faster|recklessly|drunk|without (?:a |my )?(?:seatbelt|seat belt))\b[^.!?\n]{0,40}\bhoping\b(?! (?:to|for|that (?:i|we) (?:get|make|arrive))\b)/ },
  { kind: 'wish', keys: ['hope', 'hoping'], re: /\bhop(?:e|ing)\b[^.!?\n]{0,10}\b(?:a|the|some) (?:lorry|truck|bus|car|train|van|drunk driver)\b[^.!?\n]{0,30}\b(?:hits|hit|drifts|crashes|swerves|ploughs|plows|runs|mows|takes|flattens) (?:me|into (?:me|my (?:car|lane))|over me|me out)\b/ },
  { kind: 'wish', keys: ['happen', 'happens', 'happened'], re: /\bhappen(?:s|ed)? to me\b[^.!?\n]{0,20}\bso (?:that )?i (?:wouldnt|dont|would not|do not|wont|didnt) have to do it (?:myself|on my own)\b/ },
  { kind: 'wish', keys: ['traffic'], re: /\b(?:want|wanted|wanna|wish|urge|tempted)\b(?: \w+){0,2} to (?:just )?(?:walk|step|run) (?:out )?into (?:the )?(?:traffic|oncoming traffic)\b(?![^.!?\n]{0,15}(?:💀|😂|🤣|\blol\b|\blmao\b))/ },
  // Self-harm taken up again, kept up, or told as past: the policy answers recovery with the gentle line too.
  { kind: 'self-harm', keys: ['clean', 'free'], re: /\b(?:started|start|doing it|did it|relapsed|relapse|slipped|cut|cutting|went back|back to it)\b[^.!?\n]{0,30}\bafter (?:almost |nearly |over |about )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|eighteen) (?:yrs?|years?|months?|mos?|weeks?) (?:clean|free)\b/, unless: ADDICTION },
  { kind: 'self-harm', keys: ['relapsed'], re: /\brelapsed\b[^.!?\n]{0,60}\bmy (?:thighs?|arms?|wrists?|legs?|skin|stomach|hips?|forearms?) (?:are|is|were|was|look|looks) (?:a mess|cut|covered|shredded|bleeding|raw)\b/, unless: /\b(?:heroin|meth|cocaine|needles?|track marks|drugs?|using again)\b/ },
  { kind: 'self-harm', keys: ['harmed', 'selfharmed', 'myself'], re: /\b(?:havent|have not|hadnt|had not|not|never) (?:self[- ]?harmed|cut myself)\b (?:in|for|since)\b/ },
  { kind: 'self-harm', keys: ['lighter', 'cigarette', 'match', 'blade', 'razor', 'compass', 'sharpener'], re: /\b(?:lighter|cigarette|lit match) (?:against|to) (?:my|the inside of my|the back of my) (?:wrists?|arms?|skin|thighs?|forearms?|stomach|hips?|hands?)\b|\b(?:blade|razor|compass(?: point)?|sharpener(?: blade)?) (?:against|across) (?:my|the inside of my) (?:wrists?|arms?|skin|thighs?|forearms?|stomach)\b/ },
  { kind: 'self-harm', keys: ['compass', 'razor', 'blade', 'lighter', 'sharpener'], re: /\b(?:on|into|in) my (?:arms?|wrists?|thighs?|legs?|skin|stomach|forearms?|hips?)\b[^.!?\n]{0,10}\bwith (?:a |my |the )?(?:compass|razor|blade|lighter|sharpener blade|pencil sharpener)\b/ },
  { kind: 'self-harm', keys: ['compass', 'blade', 'razor', 'sharpener'], re: /\b(?:dig|digs|digging|dug|press|pressing|pressed|push|pushing|pushed|jab|jabbing|jabbed)\b[^.!?\n]{0,10}\b(?:compass(?: point)?|blade|razor|sharpener blade)\b (?:into|in) my (?:thighs?|arms?|wrists?|skin|legs?|stomach|hands?|palms?|forearms?)\b/ },
  { kind: 'self-harm', keys: ['carve', 'carved', 'carving'], re: /\bcarv(?:e|ed|ing)\b[^.!?\n]{0,25}\b(?:into|in|on) my (?:thighs?|arms?|wrists?|skin|legs?|stomach|hips?|forearms?)\b/ },
  { kind: 'self-harm', keys: ['lighter', 'cigarette', 'match', 'razor', 'blade', 'compass', 'sharpener'], re: /\bi (?:burn|cut|carve|scratch)(?: at)? (?:the (?:back|inside|palm|top) of )?my (?:hands?|arms?|wrists?|legs?|thighs?|skin|forearms?|stomach|hips?)\b[^.!?\n]{0,20}\bwith (?:a |my |the )?(?:lighter|cigarette|lit match|match|razor|blade|compass|sharpener)\b/ },
  { kind: 'self-harm', keys: ['inside'], re: /\b(?:lighter|cigarette|blade|razor)\b[^.!?\n]{0,25}\bthe inside of my (?:arms?|wrists?|thighs?|elbow)\b/ },
  { kind: 'self-harm', keys: ['myself', 'head'], re: /\bi (?:hit|punch|slap|bang|smack|whack) myself\b[^.!?\n]{0,20}\b(?:hard|on purpose|over and over|again and again|so hard)\b|\bi (?:bang|smash) my head (?:against|on|into) the (?:bathroom )?(?:tiles|floor|mirror)\b/ },
  { kind: 'self-harm', keys: ['feel'], re: /\b(?:hit|hitting|hurt|hurting|cut|cutting|burn|burning|bang|banging|punch|punching|scratch|scratching|bite|biting|pinch|pinching)\b (?:myself|my (?:\w+ )?(?:head|arms?|legs?|thighs?|skin|wrists?|hands?|fists?|knuckles)|the wall|walls)\b[^.!?\n]{0,40}\b(?:just )?to feel (?:something|anything)\b(?! (?:different|new|else|like|other)\b)/ },
  { kind: 'self-harm', keys: ['knuckles', 'hands', 'hand', 'fists', 'fist'], re: /\b(?:punch|punching|punched|hit|hitting|bang|banging|smash|smashing)\b (?:the |a |my )?(?:walls?|doors?|mirror)\b[^.!?\n]{0,25}\b(?:till|until|til) (?:my )?(?:knuckles|hands?|fists?) (?:split|bleed|bled|bleeding|crack|cracked|broke|are raw|were raw|go raw)\b/ },
  {
    kind: 'self-harm', keys: ['till', 'til', 'until', 'untill'],
    re: /\b(?:scratch|scratching|scratched|pick|picking|picked|dig|digging|claw|clawing)\b (?:at )?my (?:skin|arms?|legs?|wrists?|thighs?|scalp|face|hands?)\b[^.!?\n]{0,30}\b(?:till|til|until|untill) (?:it|they|i|theyre|its|the skin) (?:bleeds?|bled|bleeding|bleed|is raw|are raw|breaks?)\b/,
    unless: SKIN_CONDITION,
  },
  { kind: 'self-harm', keys: ['thing'], re: /\b(?:back to|started|start|doing|did|do|been doing)(?: doing)? the thing (?:on|to|at) my (?:wrists?|arms?|legs?|thighs?|skin|forearms?)\b/ },
  { kind: 'self-harm', keys: ['marks', 'cuts', 'scars', 'scratches', 'burns', 'bruises', 'lines'], re: /\b(?:tell|told|telling|say|said|saying)\b[^.!?\n]{0,20}\bthe (?:marks|cuts|scars|scratches|burns|bruises|lines)\b[^.!?\n]{0,25}\b(?:are|were|is|was) (?:from|the) (?:the |my |our )?(?:cat|cats|dog|kitten|brambles|gardening|rose bush|roses|climbing|an accident)\b[^.!?\n]{0,30}\b(?:actually|really|again|but|when)\b/ },
  { kind: 'self-harm', keys: ['sleeves'], re: /\blong sleeves\b[^.!?\n]{0,40}\b(?:so (?:nobody|no one|noone|people dont|they dont|my \w+ (?:doesnt|dont|wont|cant))|to hide)\b[^.!?\n]{0,30}\b(?:new ones|marks|cuts|fresh ones|what i (?:did|do|have done))\b/ },
  { kind: 'self-harm', keys: ['arm', 'arms', 'forearm', 'forearms', 'wrist', 'wrists', 'thigh', 'thighs', 'skin', 'leg', 'legs'], re: /\bwhat i (?:did|do|was doing|had done|used to do|have done) to my (?:arms?|forearms?|wrists?|thighs?|skin|legs?)\b(?! (?:at|in|during|with|yesterday|today|this)\b)/ },
  { kind: 'self-harm', keys: ['line', 'lines'], re: /\b(?:re-?draw(?:ing)?|draw(?:ing)?|drew|added|adding|add) (?:the |new |more |another )?lines?"? (?:on|to|into) my (?:arms?|wrists?|thighs?|legs?|skin|forearms?)\b[^.!?\n]{0,40}\b(?:again|third time|most nights|every night|this week)\b/ },
  { kind: 'self-harm', keys: ['hide', 'hiding', 'hidden'], re: /\bhid(?:e|ing|den) the (?:marks|cuts|burns|fresh cuts) on my (?:legs|arms|wrists|thighs|forearms|stomach)\b/ },
  { kind: 'self-harm', keys: ['cut'], re: /\bi (?:do|still) cut\b(?= *(?:[,.!?;]|$|but\b|though\b|tho\b|sometimes\b))/ },
  { kind: 'self-harm', keys: ['deeper'], re: /\b(?:cut|cuts|cutting|blade|razor|marks|blood|bleed\w*)\b[^\n]{0,120}\b(?:went|going|go|gone|sometimes|cut) (?:a bit |way |much |too )?deeper than (?:usual|i (?:mean|meant|intended|wanted)(?: to)?|before|normal|last time)\b/ },
  { kind: 'self-harm', keys: ['cutting', 'cuts'], re: /\bcutting (?:a (?:bit|little|lot)|some) (?:again|lately|recently)\b|\b(?:doing|making|done|made) (?:some |a few )?(?:small|little|tiny|shallow) cuts again\b/ },
  // Burden in other words: a life that runs smoother without me, a cost, a mistake to correct.
  { kind: 'burden', keys: ['wasnt', 'werent', 'not', 'longer'], re: /\b(?:better|happier|easier|simpler|lighter|calmer|smoother)\b[^.!?\n]{0,40}\bif i (?:was not|were not|wasnt|werent|was no longer|were no longer) (?:in it|in (?:their|his|her|the|my \w+) (?:lives?|life)|around|here|alive|in the picture)\b(?! (?:at|for|on|to|tonight|today|this|next|tomorrow|when|while)\b)/ },
  { kind: 'burden', keys: ['without'], re: /\b(?:would|d|will|could|might|runs?)\b[^.!?\n]{0,25}\b(?:better|happier|nicer|easier|smoother|lighter|calmer|simpler)\b[^.!?\n]{0,12}\bwithout (?:me|the (?:weight|burden|cost) of me)(?: in it| around| in their lives)?(?= *(?:[.,!?;]|$))/, unless: /\b(?:meeting|team|project|shift|rota|band|squad|match|class|department|office)\b/ },
  { kind: 'burden', keys: ['wasnt', 'werent', 'not'], re: /\b(?:everyone|everybody|they|people|world|family)\b[^.!?\n]{0,30}\b(?:chill|ok|okay|alright|relieved|fine|better off|happier)\b[^.!?\n]{0,15}\bif i (?:just )?(?:wasnt|werent|was not|were not) (?:here|around|alive)(?: any ?more)?\b(?! (?:tomorrow|today|at|on|for|this|next|tonight)\b)/ },
  { kind: 'burden', keys: ['corrected', 'fixed', 'erased', 'deleted', 'removed', 'undone', 'wiped'], re: /\b(?:im|i am|i was) (?:just )?(?:a|an) (?:mistake|error|glitch|typo|waste|accident)\b[^.!?\n]{0,20}\b(?:that|which|who) (?:should|needs to|ought to|must) be (?:corrected|fixed|erased|deleted|removed|undone|wiped)\b/ },
  { kind: 'burden', keys: ['existence', 'alive'], re: /\bmy (?:whole |entire |very |own )?(?:existence|being alive) is (?:an? |just an? |one big )?(?:inconvenience|burden|mistake|nuisance|imposition|waste)\b/ },
  { kind: 'burden', keys: ['expense', 'cost', 'drain', 'inconvenience', 'nuisance', 'mouth'], re: new RegExp(String.raw`\b(?:im|i am) (?:just|only|nothing but|nothing more than) (?:an? )?(?:expense|cost|drain|inconvenience|nuisance|extra mouth)(?: now| to (?:them|everyone|everybody|my \w+)| on (?:them|everyone|everybody|my \w+)| for (?:them|everyone|everybody|my \w+))?${END}|\b(?:im|i am) (?:a|an) (?:cost|expense|drain|inconvenience) (?:to|on|for) (?:them|everyone|everybody|my (?:family|parents|kids|wife|husband|partner|mum|mom|dad))${END}`) },
  { kind: 'burden', keys: ['hassle', 'trouble', 'money', 'grief', 'pain', 'stress', 'bother', 'effort', 'heartache'], re: new RegExp(String.raw`\b(?:save|spare|saves|spares|saving|sparing) (?:them|everyone|everybody|my (?:family|parents|kids|wife|husband|partner|mum|mom|dad))(?: all)? (?:a lot of |so much |the |a world of )?(?:hassle|trouble|money|grief|pain|stress|bother|effort|heartache)\b${within(20)}\bif i (?:just )?(?:went|go|died|was gone|were gone|wasnt here|werent here|disappeared)${END}`) },
  { kind: 'burden', keys: ['forget', 'over'], re: /\b(?:everyone|everybody|theyd|they would|they will|theyll|people|my (?:kids|family|parents|friends|children))(?: would| will|d)? (?:forget (?:about )?me|get over (?:me|losing me))\b[^.!?\n]{0,15}\b(?:in|within|after) (?:a|a few|a couple of|two|\d+) (?:years?|months?|weeks?|days)\b/, unless: /\b(?:mov(?:e|ing)|abroad|emigrat\w*|new school|transfer\w*)\b/ },
  { kind: 'burden', keys: ['kys', 'yourself', 'urself'], re: /\b(?:kys|kill yourself|kill urself)\b[^.!?\n]{0,60}\b(?:theyre right|they are right|theyre not wrong|maybe i should|starting to agree|might be right)\b/ },
  { kind: 'burden', keys: ['use', 'usefulness'], re: /\b(?:past|outlived|outlasted|beyond) my (?:use|usefulness)\b/ },
  { kind: 'burden', keys: ['deal'], re: new RegExp(String.raw`\b(?:wish|wishes|wished|would|could|if|happen)\b${within(40)}\bso (?:nobody|no one|noone|they|everyone) (?:has|had|would have|will have|wouldnt have|would not have|doesnt have|dont have|didnt have) to deal with me(?: any ?more)?${END}`) },
  { kind: 'burden', keys: ['stopped', 'went', 'vanished'], re: new RegExp(String.raw`\b(?:nobody|no one|noone)\b (?:would|will|d|wouldve|would even) (?:notice|care|miss me)\b${within(20)}\bif i (?:just )?(?:stopped|went|vanished)${END}`) },
  // Hopelessness about going on at all.
  { kind: 'hopelessness', keys: ['reason'], re: /\b(?:cant|cannot|can not|dont|do not|couldnt) (?:find|see|think of) (?:a (?:single |good |real )?|any |one )?reason to (?:keep going|keep living|go on|carry on|stay alive|live|be here|get up|keep trying|keep on)\b(?! (?:to|with|at|in|on|for|today|tomorrow)\b)/ },
  { kind: 'hopelessness', keys: ['nothing'], re: /\bnothing (?:left )?(?:to|worth) (?:keep(?:ing)? going|keep living|go on|carry on|live) for\b(?! (?:on|at|in|this|today|tomorrow|now that|since)\b)/ },
  { kind: 'hopelessness', keys: ['worth'], re: /\b(?:anything|nothing) (?:left )?worth (?:coming back|waking up|getting up|staying alive|living|going on|keeping going|carrying on) for\b(?! (?:in|at|to|here|there|on|this|today|tomorrow)\b)/ },
  { kind: 'hopelessness', keys: ['nothing'], re: /\bnothing (?:left )?(?:keeping|to keep|holding) me(?: going| alive| here)?(?= *(?:[.,!?;]|$))/, unless: /\b(?:mov(?:e|ing)|relocat\w*|emigrat\w*|abroad|new job|travel\w*)\b/ },
  { kind: 'hopelessness', keys: ['pretending'], re: /\b(?:done|tired of|sick of|stopped) pretending (?:that )?(?:i can|im able to|i want to|to be able to|i have a reason to) (?:keep going|go on|carry on|cope|keep living|live)\b/ },
  { kind: 'hopelessness', keys: ['want', 'wanna'], re: /\b(?:dont know|idk|not sure|unsure|no idea|wondering)\b (?:if|whether) i (?:want|wanna) (?:to )?(?:keep living|stay alive|live any ?more|be here any ?more|(?:keep going|go on|carry on)[.,]? (?:with )?(?:life|living)\b)/ },
  { kind: 'hopelessness', keys: ['fight'], re: new RegExp(String.raw`\b(?:dont|do not) (?:think i )?(?:want|wanna) to fight (?:it|this)(?: any ?more| any longer| this time)?${END}`) },
  { kind: 'hopelessness', keys: ['point', 'use'], re: /\b(?:whats|what is|wheres|where is|whats even) the (?:point|use) (?:of|in) (?:staying|sticking|hanging) (?:around|about)\b(?! (?:at|in|with|until|till|after|if the|here for the)\b)/ },
  { kind: 'hopelessness', keys: ['better'], re: /\bnothing (?:is|s|ever) (?:getting|going to get|gonna get|gets) better\b[^.!?\n]{0,15}\b(?:never will|wont ever|and never will)\b/ },
  // "Another forty years of this", told of life itself: the words of the years follow, nothing else.
  { kind: 'hopelessness', keys: ['another'], re: new RegExp(String.raw`\b(?:cant|cannot|can not|couldnt|dont think i can|dont see how i (?:can )?|dont want to|wont) (?:do|face|take|manage|survive|live(?: through)?|go through|bear|stand|endure|spend) another (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|few|couple of) (?:more )?(?:years|decades)(?: of (?:this|it|life|living|pain|this pain|feeling like this))?${END}|\b(?:dont|do not) want another (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|few|couple of) (?:more )?(?:years|months|decades) of (?:this|it|life|living|pain|feeling like this)${END}|\bsee the (?:sense|point) in another (?:\d+|\w+) (?:more )?(?:years|decades) of (?:this|it|life)${END}|\b(?:dont|do not) want to (?:do|live) (?:this|it|like this) for another (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty) (?:years|decades)${END}`) },
  { kind: 'hopelessness', keys: ['version', 'future', 'world', 'way'], re: /\b(?:cant|cannot|dont|do not) see (?:any|a|one) (?:version|future|world|way)\b[^.!?\n]{0,40}\b(?:want to|wanna|worth) (?:be alive|be here|live|stick around|stay alive)\b/ },
  { kind: 'hopelessness', keys: ['myself'], re: /\b(?:cant|cannot|can not|dont|do not) (?:see|picture|imagine) myself (?:at|reaching|turning|making it to|getting to) (?:\d+|twenty|thirty|forty|fifty|sixty|next year|christmas|the summer)\b[^.!?\n]{0,10}\band (?:i )?(?:dont|do not) want to\b/ },
  { kind: 'hopelessness', keys: ['another'], re: /\b(?:dont|do not) want to (?:see|live (?:through|to see)|make it to|face|wake up to) another (?:spring|summer|winter|christmas|birthday|year|autumn|new year|morning|day)\b(?! (?:like|in|at|of|alone|without|with|here|there|on|as|stuck)\b)/ },
  // Plans told by their outline: the how and when known, an end of one's own hand, a date kept.
  { kind: 'plan', keys: ['not'], re: /\b(?:planning|plan|planned|intend|intending|expecting|expect) (?:on )?(?:to )?not (?:be|being) (?:here|around|alive)\b(?! (?:when|while|at|on|during|for|this|next|tonight|tomorrow|today|until|til|till|if|in|over)\b)/ },
  { kind: 'plan', keys: ['still'], re: /\b(?:not sure|dont know if|doubt|dont think|unsure if) (?:ill|i will) still be (?:here|around|alive)\b(?! (?:at|in|next|this|after|working|living|on|for|by the|to (?:help|see the))\b)/ },
  { kind: 'plan', keys: ['how', 'when'], re: new RegExp(String.raw`\b(?:i|ive|im|i have)\b${within(25)}\b(?:know|planned|planning|plan|worked out|decided|figured out|sorted|chosen) (?:out )?(?:exactly )?(?:the )?(?:how and (?:the )?(?:when|where)|when and (?:the )?(?:how|where)|where and (?:the )?(?:how|when))${END}`) },
  { kind: 'plan', keys: ['myself'], re: /\b(?:im|i am|ill|i will|i would|id|going to|gonna) (?:be )?(?:end|ending|finish|finishing) (?:things|it|it all|my life) myself\b(?! (?:with|between)\b)/ },
  { kind: 'wish', keys: ['finish'], re: /\b(?:better|want|wanna|will|going to|gonna|decide|decided|think about|thinking about|plan|planning|should|must)\b[^.!?\n]{0,15}\bfinish my (?:own )?life(?= *(?:[.,!?;:]|$| than\b| because\b| now\b| soon\b| tonight\b))/ },
  { kind: 'wish', keys: ['finish'], re: /\bfinish (?:the job|what) (?:the|my|that) (?:stroke|cancer|illness|accident|crash|overdose|disease|heart attack|pills|tumou?r)\b[^.!?\n]{0,10}\b(?:started|began)\b/ },
  { kind: 'plan', keys: ['bother', 'bothered'], re: /\bdecided (?:it|this|that|today|tonight) (?:would be|is|was|will be) the last (?:night|day|morning|time) i (?:bother|bothered)\b(?! (?:with|to|about|asking|calling|texting|trying)\b)/ },
  { kind: 'plan', keys: ['through'], re: /\b(?:have|got|ive got|bought|found) (?:everything|all) (?:i need|ready|sorted|in place) (?:to|for when i) go through with it\b/ },
  { kind: 'plan', keys: ['because'], re: /\bif i (?:stop|ever stop|suddenly stop|dont|never) (?:posting|replying|answering|showing up|logging on|post again)\b[^.!?\n]{0,30}\bbecause i (?:finally )?(?:went through with it|did it|killed myself|am gone|m gone)\b/ },
  { kind: 'plan', keys: ['date', 'day'], re: /\b(?:ive|i have|i)(?: got)? (?:the|a) (?:date|day) (?:picked|chosen|set)(?= *(?:[.,!?;]|$| for the \d+(?:st|nd|rd|th)\b| already\b| anyway\b| too\b))|\bthe (?:date|day) (?:ive |i have |i |that i )?(?:picked|chosen|chose)(?: out)?(?= *(?:[.!?]|$))|(?:^|[.!?]\s+)picked (?:a|the) (?:date|day)(?= *[.,!?])/, unless: /\b(?:wedding|party|trip|holiday|move|moving|exam|surgery|operation|appointment|interview|launch|gig|concert|christening|birthday party|anniversary|we)\b/ },
  // Images of being put out, and an end hoped for.
  { kind: 'wish', keys: ['button', 'switch', 'option'], re: /\bwish (?:life|my life|existence) (?:had|was|were) an? (?:uninstall|off|delete|quit|exit|unsubscribe|self[- ]destruct|log ?out|cancel) (?:button|switch|option)\b(?! (?:for|on)\b)/ },
  { kind: 'wish', keys: ['switch', 'switched', 'pinch', 'pinched', 'snuff', 'snuffed', 'blow', 'blew'], re: /\b(?:wish|want|hope|hoping|begging|beg|pray|praying|just|finally|someone would)\b[^.!?\n]{0,25}\b(?:switch(?:ed)? me off|pinch(?:ed)? me out|snuff(?:ed)? me out|blow me out|blew me out)\b/ },
  { kind: 'wish', keys: ['candle', 'flame', 'match'], re: /\b(?:want|wanna|wish|like|ready|id love)(?: to)? (?:just )?go out like (?:a |the )?(?:candle|flame|match)\b/ },
  { kind: 'wish', keys: ['only'], re: /\b(?:dying|death|being dead)\b (?:is|would be|seems|feels like) (?:the|my) only (?:way out(?= *(?:[.,!?;]|$| for me\b))|loan forgiveness|escape|option|answer|solution|exit|relief|rest|peace)\b(?! (?:from the|in the|of the)\b)/ },
  { kind: 'wish', keys: ['work'], re: /\b(?:overdose|overdosed|attempt|tried to (?:kill myself|end it|die))\b[^\n]{0,150}\b(?:angry|annoyed|disappointed|gutted|upset|sad|sorry|mad|furious)\b[^.!?\n]{0,12}\bit (?:didnt|did not) work\b/ },
  { kind: 'method', keys: ['took'], re: /\btook\b[^.!?\n]{0,15}\b(?:a lot of|loads of|lots of|all|a bunch of|too many|a handful of|a whole (?:packet|box|bottle) of) (?:my )?(?:sleeping |sleep )?(?:pills|tabs|tablets|meds|painkillers)\b[^.!?\n]{0,40}\b(?:woke up anyway|still woke up|didnt work|more than i shou?ld)\b/ },
  { kind: 'wish', keys: ['real', 'permanent'], re: /\b(?:dead|dying|death|die|funeral)\b[^\n]{0,150}\b(?:should|could|might|want to|wanna) (?:just )?make it (?:real|permanent)\b/ },
  { kind: 'wish', keys: ['up'], re: /\b(?:like|want|wanna|wish|love|rather)\b[^.!?\n]{0,30}\band (?:just )?(?:not|never) (?:come|coming) (?:back )?up\b(?! (?:for|with|to|until|till|again until|in|on)\b)/ },
  // Left for the next time, or for later: "didn't jump. this time", "I don't plan to be around much longer".
  { kind: 'plan', keys: ['time'], re: /\b(?:didnt|did not) (?:jump|do anything|do it|go through with it)[.,]+\s*this time(?= *(?:[.!?]|$))/ },
  { kind: 'farewell', keys: ['longer'], re: /\b(?:dont|do not) (?:think (?:ill|i will)|plan (?:to|on)|intend to|expect to) (?:be|being) (?:here|around|alive) (?:much|very|a lot) longer\b/ },
  { kind: 'farewell', keys: ['anyone', 'anybody'], re: /\b(?:dont|do not) (?:plan|expect|intend) (?:to|on) (?:see|seeing) (?:her|him|them|you|anyone)(?: again)?,? or (?:anyone|anybody)(?: else)?\b(?! (?:from|at|in|who|on)\b)/ },
  { kind: 'wish', keys: ['morning'], re: /\bpray(?:er|ers|ing|ed|s)?\b[^.!?\n]{0,30}\bi (?:wont|will not|wouldnt|would not) (?:be (?:here|there|around|alive)|wake(?: up)?) (?:in|by|come) (?:the )?morning\b/ },
  { kind: 'hopelessness', keys: ['myself'], re: /\b(?:dont|do not|cant|cannot) see myself (?:being (?:around|here|alive)|still being (?:here|around)|lasting) (?:by|to|past|until|til|till|through|beyond)\b/ },
  { kind: 'plan', keys: ['talking', 'mean'], re: /\bmake it to\b[^.!?\n]{0,40}\b(?:not talking about|and i dont mean) (?:my )?(?:grades|exams|school|work|the job|marks|results)\b/ },
  { kind: 'wish', keys: ['rather'], re: /\b(?:id|i would|i)(?: much| honestly| genuinely| really)? rather (?:not be alive|not live)\b(?! than (?:(?:sit|go|sing|eat|do|watch|be seen|wear|miss)\b))/ },
  { kind: 'wish', keys: ['sleep'], re: /\b(?:he|god|him|death|lord|they)(?:d| would| could| will)? (?:just )?take me\b[^.!?\n]{0,20}\bin my sleep\b/ },
  { kind: 'wish', keys: ['off', 'asleep'], re: /\b(?:drift|drifting|fall|falling) (?:off|asleep) and (?:never|not) (?:coming back|come back|waking(?: up)?|wake(?: up)?)\b/ },
  { kind: 'self-harm', keys: ['purple', 'black', 'bruised', 'blue', 'raw', 'numb'], re: /\bi (?:punch|hit|slap|pinch) my (?:own )?(?:legs?|thighs?|arms?|stomach|face|head)\b[^.!?\n]{0,20}\b(?:til|till|until) (?:theyre|they are|its|it is|they go|it goes) (?:purple|black|bruised|blue|raw|numb)\b/ },
  { kind: 'self-harm', keys: ['clean'], re: /\b(?:i was|id been|i had been) (?:almost |nearly |over )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:yrs?|years?|months?|weeks?) clean\b/, unless: ADDICTION },
  { kind: 'self-harm', keys: ['started'], re: /\bstarted again after (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|eighteen) (?:months?|years?|weeks?)\b[^\n]{0,150}\b(?:on my (?:arms?|wrists?|thighs?|legs?)|cutting|blade|razor)\b/, unless: ADDICTION },
  // A new home found for a pet, or a will written young, with nothing in the post to explain it.
  { kind: 'farewell', keys: ['home', 'family', 'owner', 'owners'], re: /\b(?:found|finding|find|arranged|sorted) (?:a )?new (?:home|family|owner)s? for (?:my|the) (?:cat|dog|cats|dogs|pets?|rabbit|bird)\b|\bfound (?:her|him|them|my (?:cat|dog|pets?)|the (?:cat|dog)) a new (?:family|home|owner)\b/, unless: /\b(?:mov(?:e|es|ed|ing)|landlord|allerg\w*|baby|pregnan\w*|abroad|emigrat\w*|new job|afford|care home|hospital stay|deploy\w*)\b/ },
  { kind: 'farewell', keys: ['will'], re: /\b(?:wrote|written|write|made|make|did|updated|writing|making) (?:a|my) will\b[^\n]{0,40}\b(?:im|i am|at) (?:1[3-9]|2\d|3[0-4])\b/, unless: /\b(?:baby|pregnan\w*|mortgage|bought a house|new house|wedding|married|deploy\w*|solicitor said|surgery|operation|as a joke|for a laugh|lol|lmao|haha\w*)\b/ },
  { kind: 'wish', keys: ['actually', 'really', 'finally', 'ever'], re: /\b(?:funeral|wake|grave|coffin|dead|died)\b[^\n]{0,120}\bif i (?:actually|really|finally|ever) (?:did|do|went through with|go through with) it\b/ },
  { kind: 'burden', keys: ['easier'], re: /\b(?:everyone|everybody|they|people|family)\b (?:would|d|will) (?:breathe|sleep|rest) easier (?:if i\b|without me\b)/ },
  { kind: 'hopelessness', keys: ['way'], re: /\b(?:cant|cannot|dont|do not) see (?:any|a) way (?:back|out|forward)(?: from here| from this)?(?= *(?:[.,!?;]|$))/ },
  { kind: 'plan', keys: ['told'], re: /\b(?:havent|have not|didnt|did not) told (?:anyone|anybody)\b[^\n]{0,80}\b(?:didnt|did not|havent|have not|not) (?:buy|bought|book|booked|get|got) (?:a )?(?:return(?: ticket)?|ticket back|ticket home|way back)\b/ },
];

/** The distress phrases in an English text (the token rules run beside these). */
export function englishPhraseSignals(text: string): Signal[] {
  const folded = foldApostrophes(text);
  const words = new Set(folded.split(/[^a-z0-9]+/));
  const out: Signal[] = [];
  for (const phrase of PHRASES) {
    if (phrase.keys && !phrase.keys.some((key) => words.has(key))) continue;
    const m = phrase.re.exec(folded);
    if (m && !phrase.unless?.test(folded)) out.push({ kind: phrase.kind, lang: 'en', evidence: m[0] });
  }
  return out;
}
