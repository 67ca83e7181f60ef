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
}

/** Up to n characters inside one sentence. */
const within = (n: number): string => `[^.!?\\n]{0,${n}}`;
const I = String.raw`\b(?:i|im|ive|id|ill)\b`;

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
  { kind: 'burden', re: /(?:^|[.!?,]\s*|\b(?:i|im|ive) (?:\w+ )?)(?:feel|felt|feeling) like (?:a|such a|just a) (?:waste of (?:space|oxygen|air|skin)|burden)\b/ },
  { kind: 'burden', re: /\bwould be (?:lighter|better|easier|happier) (?:off )?without me\b/ },
  { kind: 'burden', re: /\b(?:nobody|no one|noone) (?:will|would|is going to|gonna|d) miss me\b/ },
  { kind: 'hopelessness', re: /\b(?:dont|do not|cant|cannot) see myself (?:making it|living|getting|being here) (?:to|past|until|til)\b/ },
  { kind: 'hopelessness', re: /\bno future for me\b/ },
  { kind: 'burden', re: /\b(?:only|just) a weight (?:for|on|to) (?:them|everyone|everybody|(?:my|the) (?:family|parents|kids|children|wife|husband|mum|mom))\b/ },
  { kind: 'burden', re: /\b(?:everyones|everybodys) problem\b/ },
  { kind: 'burden', re: /\b(?:better|happier|happy|fine|easier)\b[^\n]{0,90}\bif i (?:just )?(?:disappeared|was gone|were gone|wasnt here|wasnt around|died)\b(?! for(?! good| ever))/ },
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
  { kind: 'plan', re: /\b(?:already|i have|ive|i) (?:pick|picked|chose|chosen|set) (?:a|the) (?:day|date)\b(?= *(?:[.,!?]|$| already| so\b))/ },
  { kind: 'wish', re: /\b(?:think|thinking|thought|want|wanna|wish)(?: about| of)?(?: to)? stop (?:live|living|existing)\b(?! (?:in|with|at|like|here|there|on|for|under|as))/ },
  { kind: 'wish', re: /\b(?:ask|asking|asked|beg|begging|begged|pray|praying|prayed|tell|told) god to take me\b|\bgod,? (?:please )?take me(?: now| away| home)?\b/ },
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
  { kind: 'self-harm', re: /\b(?:scratch|scratching|scratched|pick|picking|picked|bite|biting|bit) (?:at )?my (?:skin|arms?|legs?|wrists?|thighs?|scalp)\b[^.!?\n]{0,30}\buntil (?:it|they|i) (?:bleeds?|bled|bleeding|bleed)\b/ },
];

/** The distress phrases in an English text (the token rules run beside these). */
export function englishPhraseSignals(text: string): Signal[] {
  const folded = foldApostrophes(text);
  const out: Signal[] = [];
  for (const phrase of PHRASES) {
    const m = phrase.re.exec(folded);
    if (m) out.push({ kind: phrase.kind, lang: 'en', evidence: m[0] });
  }
  return out;
}
