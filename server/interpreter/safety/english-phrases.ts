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
  { kind: 'wish', re: /\bunaliv(?:e|ed|ing)\b/ },
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
  { kind: 'self-harm', re: /\bi (?:hit|punch|slap|bang|scratch|burn|bite) myself\b[^.!?\n]{0,40}\b(?:when|whenever|every time|if) i\b/ },
  { kind: 'self-harm', re: /\b(?:burning|burn|scratching|scratch|hurting|hurt|cutting|hitting|hit|punching) (?:myself|my (?:wrists?|arms?|legs?|thighs?|skin))\b[^.!?\n]{0,40}\b(?:with|w) (?:a |my |the )?(?:lighter|compass|razor|blade|knife|scissors|cigarette)\b/ },
  { kind: 'self-harm', re: /\b(?:keep|been|started|start) (?:burning|scratching|hurting|cutting|hitting) (?:myself|my (?:wrists?|arms?|legs?|thighs?))\b/ },
  { kind: 'wish', re: /\bend(?:ing)? my (?:own )?life\b/ },
  { kind: 'wish', re: /\b(?:easy|easier|ready|decided|want|wanna) (?:it would be |itd be )?to (?:just )?end it(?: all)?\b(?! with)/ },
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
  { kind: 'burden', re: /\b(?:only|just) a weight (?:for|on|to) (?:my|the) (?:family|parents|kids|children|wife|husband|mum|mom)\b/ },
  { kind: 'burden', re: /\b(?:everyones|everybodys) problem\b/ },
  { kind: 'burden', re: /\b(?:better|happier|happy|fine|easier)\b[^\n]{0,90}\bif i (?:just )?(?:disappeared|was gone|were gone|wasnt here|wasnt around|died)\b(?! for)/ },
  { kind: 'hopelessness', re: /\b(?:cant|cannot|can not|dont|do not) (?:see|picture|imagine) (?:myself )?(?:being alive|still being alive|any future|a future|my future|next (?:year|summer|christmas))\b(?! (?:with|without|for|husband|wife|career|job|home|house))/ },
  { kind: 'hopelessness', re: /\bno point (?:to|in) (?:any of it|anything|living|life|going on|being alive)\b/ },
];

/** Cheap gate: a text with none of these words has no phrase to find. */
const KEYWORDS = /life|end it|living|live|coffin|grave|disappear|sink|drown|go under|ways|how to|saved|stashed|hidden|done|needing|waste|burden|without me|miss me|making it|myself|soon|remember me|picked|disappeared|gone|died|wake|sleep|exist|unaliv|woke|still|about not|the end|recover|hit by|stop my|join|pill|tablet|meds|medication|painkiller|painless|weight|do it|guts|nerve|courage|swerv|crash|steer|letter|note|be here|be around|need it|cutting|urge|myself|problem|future|alive|point/;

/** The distress phrases in an English text (the token rules run beside these). */
export function englishPhraseSignals(text: string): Signal[] {
  const folded = text.toLowerCase().replace(/[’‘`']/g, '');
  if (!KEYWORDS.test(folded)) return [];
  const out: Signal[] = [];
  for (const phrase of PHRASES) {
    const m = phrase.re.exec(folded);
    if (m) out.push({ kind: phrase.kind, lang: 'en', evidence: m[0] });
  }
  return out;
}
