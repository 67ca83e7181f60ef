/**
 * The concepts a reader weighs when a post speaks of danger without any fixed expression: a means
 * (a bridge, pills, a blade), the act of weighing it ("looked up which bridges are tall enough"),
 * harm done to oneself in any words ("punch my own legs till they're purple"), an end announced
 * ("by christmas", "go through with it"), others better off, preparations (a will at nineteen, the
 * dog promised to a sister "if anything happens to me"), and the waking-life frame that turns a
 * dream image into the writer's own life ("irl", "thing is", "last week").
 *
 * Against them stand the marks of a joke, of recovery, of somebody else's story and of a move or a
 * trip. Each family is broad on purpose: the rules in english.ts and english-phrases.ts read exact
 * constructions, these read the vocabulary of the whole post, and risk-score.ts weighs them with
 * weights fitted on the project's labelled posts.
 */
import { foldApostrophes } from './english-phrases';

/**
 * The text as the concepts read it: lower case, apostrophes dropped and accents stripped. A regex
 * word boundary is ASCII-only, so a term ending in an accented letter ("me corté", "regalé") would
 * never match before a space; stripped, "corté" and a hurried "corte" are one word.
 */
const foldForConcepts = (text: string): string => foldApostrophes(text).normalize('NFD').replace(/\p{M}+/gu, '');

/** Whether a sentence is told as waking life rather than as the dream. */
const WAKING =
  /\b(?:irl|in real life|real life|for real|fr|awake|actually|de verdad|en la vida real|la neta|wirklich|echt|ehrlich gesagt|vraiment|dans la vraie vie|franchement|de verdade|na vida real|sinceramente|ultimamente|gestern|hier|ayer|ontem|schon|lately|these days|thing is|tbh|honestly|ngl|last (?:week|night|month|weekend|year)|yesterday|today|tonight|this (?:week|weekend|month|morning)|every (?:day|night|morning)|most (?:days|nights|mornings)|rn|right now|anymore|any more|since|now)\b/;
const DREAM_FRAME = /\b(?:dream\w*|nightmare\w*|in my sleep|asleep)\b/;

/** Present first person ("I am", "I've been", "I keep"): the writer speaking of now. */
const PRESENT_SELF = /\b(?:im|i am|ive|i have|i keep|i feel|i think|i want|i know|i cant|i dont|i just|i still|i only|i do|i need)\b/;

export const CONCEPTS = {
  means: /\b(?:paracetamol|acetaminophen|tylenol|co-codamol|tramadol|oxycodone|oxy|codeine|fentanyl|diazepam|valium|xanax|lorazepam|zopiclone|gabapentin|pregabalin|amitriptyline|sertraline|quetiapine|lithium|warfarin|overdose|hose|carbon monoxide|charcoal|revolver|ammunition|bullets?|scalpel|motorway|lorry|traffic|quarry|moor|the lake|the river|the sea|the ocean|the canal|the pier|the weir|doses|the drawer|bedside drawer|fusil|pistola|escopeta|pistole|gewehr|arma|top deck|top storey|multi ?storey|rat poison|poison|whole bottle|the bottle|morphine|morfina|ampolas|potassium|drip|dose|beam|knots?|yellow line|no fences?|no barrier|no railing|remedios|comprimidos|cachets|corda|cuerda|pont|puente|bridges?|tracks|rails|railway|railing|level crossing|freight trains?|trains|train line|puentes?|azotea|pastillas|cuerda|soga|brucke|dach|gelander|tabletten|seil|strick|pont|corde|cachets|ponte|corda|comprimidos|ampullen|roof|rooftop|ledge|balcony|cliff|overpass|parking (?:garage|structure|deck)|car park|top (?:level|floor)|tall enough|high enough|floors|barrier|pills|tablets|meds|medication|sleeping pills|painkillers|insulin|bottle of|guns?|handguns?|pistol|rifle|antidepressants?|sleeping tablets|units of|life insurance|policy|shotgun|firearm|rope|noose|belt|blades?|razors?|sharpener|knife|lighter|exhaust|garage|pocketing|stash|stockpil[a-z]*|collection at home)\b/,
  weigh: /\b(?:work(?:ing|ed)? out (?:which|how|where|when)|which side|which beam|would hold|what dose|would do it|how id do it|how i would do it|already know how|know how|past the yellow line|stood at the edge|standing at the edge|didnt jump|refills|two different doctors|keeping them|saving them|instead of taking|taking stuff home|separei|juntando|escondido|guardado|combien de|regarde|j y pense|jy pense|penso nisso|timing|timed|putting [^.]{0,30} aside|saving (?:up )?my|saved up|keeping (?:them|it)|thinking of ways|ways to|legs over|go over|went over|make sure|exclusion|read the policy|holding it|repere|viendo pa abajo|schau runter|geguckt ob|googl[a-z]*|research[a-z]*|search(?:ed|ing)?|how many|how much|which (?:bridges?|pills|meds|one)|tall enough|high enough|strong enough|what itd feel like|what it would feel like|lean(?:ed|ing)? over|look(?:ed|ing)? down|star(?:e|ed|ing) down|counted the floors|count(?:ed|ing) the|slow down|on purpose|ordered (?:one|a|it)|bought (?:one|a|it)|know exactly where|know where the key|make it look like|practis[a-z]*|practic[a-z]*|rehears[a-z]*|checked|timed|the times|thinking about (?:doing (?:it|that)|how (?:to|i|easy|quick|high|many))|think about (?:doing (?:it|that)|how (?:to|i|easy|quick|high|many))|catch myself thinking|caught myself thinking)\b/,
  harmAct: /\b(?:(?:till|until) (?:it|they|i|my [a-z]+) (?:bleeds?|bled|bleeding|bruise[a-z]*|purple|scar[a-z]*)|knuckles bled|carv(?:e|ed|ing) (?:a |into|words?)|burn(?:ed|t|ing)? (?:myself|my (?:arms?|wrists?|legs?|skin|hands?))|punch(?:ed|ing)? myself|hit(?:ting)? myself|digging my nails|nails into my|relaps[a-z]*|the cutting|cutting again|cut again|me corte[a-z]*|me corto|cortarme|brulee?|ritze[a-z]*|me queimo|me queimei|me machuco|not eating|havent eaten|haven t eaten|stopped eating|dont deserve food|day \d+ of)\b/,
  harm: /\b(?:ritze[a-z]*|ritzen|me corto|me cortaba|cortarme|me scarifie|scarifier|corto-me|me cortar|cut(?:ting|s)?(?! (?:my |his |her |our |the )?(?:own )?(?:hair|fringe|bangs|nails|toxic|people|out|back|down|costs|onions|carbs))|slash[a-z]*|carv[a-z]*|scratch[a-z]*|bleed[a-z]*|bled|blood|punch(?:ed|ing)? my|hit(?:ting)? my|bang(?:ed|ing)? my head|slam[a-z]* my head|bit(?:e|ing)? my|bruis[a-z]*|burn(?:ed|t|ing)? my(?:self)?|starv[a-z]*|stopped eating|not eating|purg[a-z]*|sh|self ?harm[a-z]*|relaps[a-z]*|too deep|deeper|stitches|scars?|wounds?|hurt(?:ing)? myself|harm(?:ing)? myself|till (?:it|they|i)|until (?:it|they|i))\b/,
  end: /\b(?:the exit|an exit|my own exit|way out|ways out|not coming back|dont come back|how much longer|much longer|stopping everything|last birthday|last christmas|checking out|for the last time|heart gives out|disappear properly|me dead|stay dead|be erased|erased|deleted|delete|logged off|switched off|blown out|wont be needing|before i go|it was goodbye|leave for good|step aside|be done|go out quietly|fade out|log off|dont (?:want|wanna) to be around|wont be long|not here anymore|open my eyes again|the last one|didnt survive|had been real|was real|if something happened to me|looking forward to it|ya no quiero seguir|no quiero seguir|seguir aqu[a-z]*|sumisse|de vez|plus jamais|beste losung|mejor solucion|melhor pra todo|sticking around|being around|be around|done with all|stop waking|not come back|staying there|going under|stay under|nicht mehr aufwach[a-z]*|no despertar|sin despertar|pas me reveiller|rejoindre|nao acordar|desaparecer|verschwinden|acabar con todo|en finir|acabar com tudo|continuer a vivre|seguir viviendo|continuar a viver|weiterleben|not (?:be|being) (?:here|around)|wont be (?:here|around)|be over|ending it|end it|end things|go through with it|ready to go|for good|forever|no longer|(?:not|never|dont) wake(?! (?:up )?(?:my|the|him|her|them|your|our|anyone|anybody|early|late|on time|in time))|not waking|stop existing|not exist[a-z]*|disappear[a-z]*|gone|by (?:christmas|friday|saturday|sunday|monday|the weekend|new year|my birthday|the end of)|this weekend|tonight|the last time|my last|loose ends|it felt like time|its time|time to go|goodbye for|over with)\b/,
  burden: /\b(?:happier like that|a cost to|if i was not in it|who isnt me|being the problem|dont deserve|never born|manage better|have to deal with|set them up|clear the house|sin mi(?= *(?:[.,;!?)]|$| y | o | e ))|ohne mich|sans moi|sem mim|better off|without me|w\/?o me|wo me|dragging (?:everyone|everybody|them|you) down|(?:im|i am) the problem|a problem|breathe again|less (?:problem|trouble|stress)|run smoother|burden|weight on|easier (?:life|lives)|happier without|if i wasnt|if i was gone|if i were gone|if i wasnt around|if anything happened to me|if something happened to me|a waste of)\b/,
  prep: /\b(?:new home for|new family|rehom[a-z]*|made my arrangements|my arrangements|affairs in order|obituary|eulogy|paid the rent|cancelled my|canceled my|wrote (?:a |the )?(?:note|letters?)|hid it|picked (?:a|the) (?:date|day)|without them knowing|sorted for when|sorry for everything|sent everyone|take him in|take her in|giving my stuff|my stuff away|real ones|abschiedsbriefe?|verschenkt|despedia|cartas?|brief|briefe|abschiedsbrief|lettres?|regale|entregue|verschenkt|donne|deixei tudo|deje todo|arrumado|contas pagas|make a will|made a will|when im gone|will\b(?= (?:at|with|out|on|in my|last|already|online|in the|and|\.|,)|$)|my will|a will|letters?|notes? (?:to|for)|the note|my note|suicide note|goodbye|bye|gave (?:away|my|him|her|them)|giving (?:away|my)|given away|sold my|cancel(?:l)?ed|delet(?:e|ed|ing) (?:my|all)|left every|take care of|look after|take (?:biscuit|him|her|my [a-z]+)|hell be ok|shell be ok|after im gone|thank (?:u|you) for everything|i love (?:u|you)|loose ends|passwords?|who gets what|in my drawer|in the drawer|desk drawer)\b/,
  wish: /\b(?:hope its soon|hope it is soon|wouldnt find me|decent way to go|such a relief|aliviado|aliviada|soulagee?|felt like finally|wanna be like that|exactly what i want|wouldnt mind|i hope one night|wishing it|do it for real|want to stop|just want to stop|erleichtert|am liebsten|gar nicht so schlimm|wish|wishing|wished|want(?:ed)? to stay|the only thing that calms|calms me|would trade|trade anything|id give anything|just want (?:it|everything|the pain|to stop)|want (?:it|everything) to stop|want to stop|make it stop|peaceful|peace|relief|relieved|lighter|calm)\b/,
  tired: /\b(?:had enough|ive had enough|no way back|no way out|stopped caring|outstayed my welcome|nothing works|nothing helps|doesnt even help|estoy cansad[ao]|to cansad[ao]|nao aguento|no puedo mas|ich kann nicht mehr|pointless|why even bother|cansad[ao] de todo|fatiguee? de vivre|mude vom leben|tired (?:of|to) (?:living|live|life|being|everything|existing|it all|trying)|so tired|exhausted|cant do this|cant keep|cant go on|cant anymore|nothing (?:is )?(?:ever )?going to (?:get better|change)|tried everything|no point|pointless|hopeless|empty|numb|worthless|useless|hate myself|hate my life|im (?:just )?finished|waiting for (?:my life|it) to)\b/,
  secret: /\b(?:nobody knows|no one knows|noone knows|doesnt know|dont know (?:about|that)|without telling|didnt tell|havent told|not telling|told (?:my )?[a-z]+ it was for|they think (?:im|i am|its)|not in a curious way|not sure why im telling|idk why im telling|no one would notice|nobody would notice|nobody noticed|hide|hidden|hiding)\b/,
  relapse: /\b(?:relaps[a-z]*|broke it|slipped|again|back to|started (?:again|cutting)|did it|want to do it)\b/,
  self: /\b(?:myself|my own|me|im|i am|ive|i)\b/,
  // Marks against.
  // The emoji stand outside the word boundaries: a boundary test before every character made this the slowest family.
  joke: /\b(?:lol|lmao|lmfao|haha[a-z]*|jk|kms|im dead|literally dying|kill me now|song|earworm|exam|homework|meeting|boss|meme)\b|💀|😂|🤣|😭/,
  recovery: /🎉|\b(?:since i last|doing (?:good|well|better|great|ok|okay)|the works|years? (?:clean|free|sober)|months? (?:clean|free)|clean (?:for|since)|in recovery|recovered|dont need (?:that|it) anymore|proud|better now|safe now|im okay now|im ok now|im fine now|used to (?:cut|hurt|self)|back then|when i was younger|years ago|therapist says|so grateful)\b/,
  others: /\b(?:my (?:friend|best friend|bff|brother|sister|cousin|patient|client|student|son|daughter|mum|mom|dad|father|mother|uncle|aunt|grandma|grandpa|grandmother|grandfather|neighbou?r|coworker|colleague|classmate)|(?:he|she|they) (?:tried|wanted|said|was|were|killed|cut|hurt|died|passed)|patients?)\b/,
  fiction: /\b(?:character|novel|film|movie|book|books|series|episode|show|game|gaming|documentary|podcast|news|article|story|chapter|writing a|script|play|video game|anime|manga|fic|fanfic)\b/,
  ordinary: /\b(?:for (?:a|one|two|three|four|\d+) (?:days?|weeks?|months?)|europe|while im away|solicitor|lawyer|notary|estate planning|ferry|boat|ship|cruise|sunset|view|scenery|sightseeing|tourists?|hiking|hike|mov(?:e|ed|ing) (?:out|house|abroad|to|away|in)|new (?:job|flat|apartment|house|city)|trip|travel[a-z]*|flight|holiday|vacation|wedding|baby|pregnan[a-z]*|retire[a-z]*|graduat[a-z]*|semester|abroad|deploy[a-z]*|haircut|recipe|cooking|kitchen knife|onions|climbing|gym|headache|toast)\b/,
  pleasure: /\b(?:stay(?:ed)? in (?:that|the) dream|that dream forever|miss (?:him|her|them) so much|best dream|such a (?:nice|good|lovely|great) dream|so (?:nice|good|lovely|beautiful|happy)|amazing|wonderful|beautiful|loved it|happiest|can i go back|go back pls|bliss)\b/,
} as const;

export type Concept = keyof typeof CONCEPTS;
export const CONCEPT_NAMES = Object.keys(CONCEPTS) as Concept[];

/** Concepts whose weight depends on being told as waking life. */
const FRAMED: readonly Concept[] = ['means', 'weigh', 'harmAct', 'harm', 'end', 'burden', 'prep', 'wish', 'tired', 'secret'];

const FRAMED_SET: ReadonlySet<Concept> = new Set(FRAMED);

/** Pairs that mean more together than apart. */
const PAIRS: readonly [Concept, Concept][] = [
  ['means', 'weigh'],
  ['means', 'end'],
  ['harm', 'self'],
  ['harmAct', 'self'],
  ['prep', 'end'],
  ['prep', 'secret'],
  ['burden', 'end'],
  ['wish', 'end'],
  ['tired', 'end'],
  ['means', 'secret'],
  ['harm', 'secret'],
  ['burden', 'tired'],
];

/** Feature names in the order of `riskFeatures`' vector, for the fitted weights' file. */
export const FEATURE_NAMES: readonly string[] = [
  ...CONCEPT_NAMES.map((c) => `any:${c}`),
  ...FRAMED.map((c) => `waking:${c}`),
  ...PAIRS.map(([a, b]) => `pair:${a}+${b}`),
  ...PAIRS.map(([a, b]) => `waking-pair:${a}+${b}`),
];

const sentencesOf = (folded: string): string[] =>
  folded
    .split(/[.!?\n;]+|\s[-–—]\s/)
    .map((s) => s.trim())
    .filter(Boolean);


const GRAM_SPLIT = /[^a-z0-9à-ÿ]+/;

/**
 * Function words weigh nothing alone: "would", "if" and "not" are in every kind of post, and a short
 * safe sentence made of them ("it would be better if I did not wake my flatmate") must not score on
 * them. Nor do the words of dreaming: every post is a dream report, and alone "dream" only told the
 * short labelled posts apart from the middle of a long ordinary dream. In pairs they carry meaning
 * ("dont wake", "if i") and are kept.
 */
const FUNCTION_WORDS = new Set(
  'a an the and or but if then so as of to in on at by for with from into onto about over under up down out off i me my mine myself we us our you your he him his she her it its they them their this that these those is am are was were be been being do does did dont didnt doesnt have has had having will would can could should shall may might must not no nor just very really too also only even still what which who whom whose when where why how all any some each every there here than dream dreams dreamt dreamed dreaming dreamy nightmare nightmares'.split(' '),
);

/** One sentence as the score reads it. */
interface SentenceReading {
  concepts: Concept[];
  /** The framed concepts of a sentence told as waking life. */
  waking: Concept[];
  grams: string[];
}

/**
 * A word's crude stem, so that a form the labelled posts never used weighs what its siblings do
 * ("jumping", "jumped" and "jumps" as "jump"; "pills" as "pill"). Short words are left whole.
 */
function stem(word: string): string {
  if (word.length <= 4 || word.endsWith('ss')) return word;
  // Checked by hand rather than by a regex: this runs on every word of every dream.
  const cut = word.endsWith('ing') ? 3 : word.endsWith('ed') || word.endsWith('es') || word.endsWith('ly') ? 2 : word.endsWith('s') ? 1 : 0;
  return cut > 0 && word.length - cut >= 3 ? word.slice(0, -cut) : word;
}

/** A sentence's words and pairs of neighbouring words ("i dont", "dont wake"), function words not alone. */
function gramsOf(sentence: string): string[] {
  const words = sentence
    .split(GRAM_SPLIT)
    .filter(Boolean)
    .map((w) => (FUNCTION_WORDS.has(w) ? w : stem(w)));
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (!FUNCTION_WORDS.has(words[i]!)) out.push(words[i]!);
    if (i + 1 < words.length) out.push(`${words[i]} ${words[i + 1]}`);
  }
  return out;
}

/** A post folded once, with the concepts it names anywhere. */
interface FoldedPost {
  folded: string;
  present: Concept[];
}

function foldPost(text: string): FoldedPost {
  const folded = foldForConcepts(text);
  // A concept absent from the whole post is absent from each sentence: most posts name few, so
  // one scan of the post spares a scan of every sentence for each of them.
  return { folded, present: CONCEPT_NAMES.filter((c) => CONCEPTS[c].test(folded)) };
}

/** The post's sentences as the score reads them; `keep`, when given, drops the words and pairs it refuses. */
function readSentences({ folded, present }: FoldedPost, keep?: (gram: string) => boolean): SentenceReading[] {
  return sentencesOf(folded).map((s) => {
    const concepts = present.filter((c) => CONCEPTS[c].test(s));
    const framed = concepts.filter((c) => FRAMED_SET.has(c));
    const isWaking = framed.length > 0 && (WAKING.test(s) || (!DREAM_FRAME.test(s) && PRESENT_SELF.test(s)));
    const grams = gramsOf(s);
    return { concepts, waking: isWaking ? framed : [], grams: keep ? grams.filter(keep) : grams };
  });
}

/** The features and words of one passage: consecutive sentences `from` up to (not including) `to`. */
export interface Passage {
  features: number[];
  grams: ReadonlySet<string>;
}

function passageOf(sentences: readonly SentenceReading[], from: number, to: number): Passage {
  const any = new Set<Concept>();
  const waking = new Set<Concept>();
  const grams = new Set<string>();
  for (let i = from; i < to; i += 1) {
    const r = sentences[i]!;
    for (const c of r.concepts) any.add(c);
    for (const c of r.waking) waking.add(c);
    for (const g of r.grams) grams.add(g);
  }
  // Years clean speak for safety only when nothing says the habit came back.
  if (any.has('relapse')) any.delete('recovery');
  const features = [
    ...CONCEPT_NAMES.map((c) => (any.has(c) ? 1 : 0)),
    ...FRAMED.map((c) => (waking.has(c) ? 1 : 0)),
    ...PAIRS.map(([a, b]) => (any.has(a) && any.has(b) ? 1 : 0)),
    ...PAIRS.map(([a, b]) => (waking.has(a) && waking.has(b) ? 1 : 0)),
  ];
  return { features, grams };
}

/**
 * How many consecutive sentences the score weighs together. Risk is told in a few neighbouring
 * sentences; a long ordinary dream holds a little of every concept somewhere, and read whole it
 * would add up to a false alarm. Six, not fewer: most posts are then read whole, as the labelled
 * ones were fitted, and the risk keeps its waking frame (with four, 0.64 of unseen writers'
 * dreamers in distress were reached; with six, 0.69).
 */
export const PASSAGE_SENTENCES = 6;

/** The whole post as one passage, as the weights are fitted on short labelled posts. */
export function wholePost(text: string): Passage {
  const sentences = readSentences(foldPost(text));
  return passageOf(sentences, 0, sentences.length);
}

/** Every run of PASSAGE_SENTENCES consecutive sentences (the whole post when it is shorter). */
export function passagesOf(text: string): Passage[] {
  return passagesOfSentences(readSentences(foldPost(text)));
}

function passagesOfSentences(sentences: readonly SentenceReading[]): Passage[] {
  if (sentences.length <= PASSAGE_SENTENCES) return [passageOf(sentences, 0, sentences.length)];
  const out: Passage[] = [];
  for (let i = 0; i + PASSAGE_SENTENCES <= sentences.length; i += 1) out.push(passageOf(sentences, i, i + PASSAGE_SENTENCES));
  return out;
}

/** The post's 0/1 concept features read whole: each concept anywhere, each as waking life, and the pairs. */
export const riskFeatures = (text: string): number[] => wholePost(text).features;

/** The post's words and word pairs read whole, in order of first appearance. */
export const riskGrams = (text: string): string[] => [...wholePost(text).grams];

/** Writing or reading fiction: the suicide note is a character's. */
const FICTION_FRAME = /\b(?:writing|wrote|reading|read|finished|watched|watching|drafting|plotting) (?:a |an |my |the |this )?(?:\w+ )?(?:novel|thriller|book|story|short story|script|screenplay|film|movie|show|series|fanfic|fic|play|chapter|manuscript)\b/;
/** Time clean, with nothing saying the habit came back. */
const RECOVERY_FRAME = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:years?|months?) (?:clean|free|sober|since i last|ago i (?:was|made|tried))\b/;
const RELAPSE_WORDS = /\b(?:relaps\w*|broke it|slipped|again|started (?:again|cutting)|back to|lately|these days)\b/;

/**
 * A post the whole-post score leaves to the rules: fiction being written or read, or recovery told as
 * past with nothing come back. The rules still read such a post for what its writer says of
 * themself; only the weighing of its vocabulary stands down, because that vocabulary is the story's
 * or the past's.
 *
 * Every other post is weighed, including one that names none of the concept families: people in
 * distress often say it in images and plain words no family lists ("a candle burnt right down, I hope
 * the flame just goes out", "honestly same irl"), and their words carry weights of their own. Weighing
 * only posts that named a means, an end, a wish or the like left most of those unread.
 */
export const scoreStandsDown = (text: string): boolean => standsDown(foldForConcepts(text));

const standsDown = (folded: string): boolean => FICTION_FRAME.test(folded) || (RECOVERY_FRAME.test(folded) && !RELAPSE_WORDS.test(folded));

/**
 * The passages the runtime scores, or null where the score stands down. The post is folded and
 * scanned for concepts once, and only the words and pairs that carry a weight (`weighs`) are kept:
 * the sum is the same, since a word without a weight adds nothing, and the passages are far smaller.
 */
export function scoredPassagesOf(text: string, weighs: (gram: string) => boolean): Passage[] | null {
  const post = foldPost(text);
  return standsDown(post.folded) ? null : passagesOfSentences(readSentences(post, weighs));
}
