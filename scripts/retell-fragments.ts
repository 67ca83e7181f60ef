/**
 * tsx scripts/retell-fragments.ts [--list]
 * Reads every tuning dream (the blind review rounds, eval/dreams.jsonl, eval/holdout.jsonl) and counts
 * the sentences of the reading whose retold part is no whole English sentence: a moment with no
 * finite verb after the walk's connective ("Then silver with small mirrors, …"), one that opens on a
 * bare adjective or participle ("Next, relieved, and…"), a singular noun without its article
 * ("Then clock on the wall is moving"), an image name cut at a comma ("The water that stopped, flat
 * belongs…"), a sentence-start capital kept as if it were a name ("Then Traffic was terrible"), and a
 * sentence that ends on a conjunction or article. The tagger reads the retold words, so the count is
 * a guide with some noise (a dreamer's own verbless list, told as a list, counts too).
 * Also counted: a gentle detail filled into an answer ("the dream is kinder than the fear: …") that
 * has no verb of its own ("maybe 35 years old"), a retold clause cut after its subject ("instead of
 * falling you."), and a place left without its article before "of" ("you were in corridor of…").
 * Also counted: a diary's verbless scene told before its subjectless verb ("lovely day, could see for
 * miles"), a quotation's single mark read as an apostrophe ("what came out was' any questions"), an
 * image's gloss tied to a participle clause ("here you rolling away from it"), and a connective or a
 * bare "First," before the dream's first moment.
 * Also counted, the writer's words retold wrong: a verb of saying told with how it was said and no
 * words ("he says in a calm voice, and…"), a quotation that stops on its verb of saying ("…and
 * says"), a word split at a letter with marks ("Mư ớ p"), a pronoun "you" where the writer named a
 * country ("settled in the you"), and the writer's judgement of themselves told in the reading's
 * voice ("cuz you're stupid", "like an idiot").
 */
import { readFileSync } from 'node:fs';
import { interpretBuiltin } from '../server/interpreter/builtin';
import { parseText } from '../server/interpreter/nlp';
import { tuningDreams } from '../server/interpreter/eval/datasets';
import { sentencesOf } from '../server/interpreter/eval/reading-checks';
import { isPluralToken } from '../server/interpreter/structure/mentions';


// The walk's connectives and the openings that set a retold moment after a colon.
const NARRATIVE = /^(then|next|later|after that|from there|in the end|at the close|and then|soon|meanwhile|at the start|at first|finally|and finally|at one point|at this point|there is also the moment when|what happens next is that|you tell me that|the dream goes on|further on)\b[,:]?\s*/i;
const COLON_LEAD = /^(the dream opens with this scene|it begins like this|first the stage is set|it ends with this|the dream's last word is this|where it leaves you|the decisive moment is this|we begin where the dream begins|it closes with this|the last picture is this|it ends here)\b[^:]*:\s*/i;
// The reading's own phrasings around a quotation or a question, which are not retold moments.
const OURS = /\?|in your words|as you wrote it|as you put it|in your own words|one after another/;
const CUT_NAME = /^(?:The|Your|In the|In your) [a-z'’ ]+ (?:that|who) [a-z'’ ]+, (?!which|and|but|who|when)[a-z]+ (belongs|is|was|stands|comes|brings|carries|holds|speaks|points|returns|adds|makes|takes|shows|opens|asks)\b/;
const DANGLING_END = /\b(and|but|or|the|a|an|your|with|because)[.!]$/i;
const DIARY_SCENE = /^(?:[a-z]+ ){0,2}[a-z]+, (?:could|couldn't|can|can't|was|were|had|felt|saw|did|didn't|got|went)\b/;
const MARK_AS_APOSTROPHE = /\b(?:was|is|were|said|says|say|asked|told|went|like)['’] [a-z]/i;
const PARTICIPLE_SLOT = /(?:; here|in your dream,|telling that|notice that|matters that) (?:you|he|she|they|it|we) [a-z]+ing\b/;
const QUOTED_OPENING = /that is where the dream begins|^You begin with "|^The dream opens with "/;
const CONNECTIVE_FIRST = /^(?:And then|Then|And|First),? /;
const SAYING_NOTHING = /\b(?:says|said|asks|asked|whispers|whispered|shouts|shouted|replies|replied) (?:in|with) (?:a|an|the|his|her|their) [a-z ]{0,30}voice(?:[,.;]|$)(?! ["“'‘])/;
const QUOTE_ENDS_ON_SAYING = /["“][^"”]*\b(?:and|just|then|up) (?:says|said|asks|asked|goes|replies|replied)["”]/;
const SPLIT_WORD = /\p{L} [\u0100-\u024F\u1E00-\u1EFF] \p{L}/u;
const PRONOUN_FOR_COUNTRY = /\bthe you\b/;
const SELF_JUDGEMENT = /\b(?:cuz|cause|coz|because|bc) you(?:'re|’re| are| were) (?:so |such |just )?(?:an? )?(?:stupid|dumb|idiot|moron)\b/i;

// The leads of the answers that end on one of the dream's gentle details ("…kinder than the fear: {details}."),
// read from the phrase bank so that a new phrasing is checked too.
const bank = JSON.parse(readFileSync(new URL('../server/interpreter/lexicons/reading.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const detailLeads = new Set<string>();
for (const list of Object.values(bank)) {
  if (!Array.isArray(list)) continue;
  for (const t of list) {
    const m = typeof t === 'string' ? /([^.;?!{}]{12,40}): \{details\}\.?$/.exec(t) : null;
    if (m?.[1]) detailLeads.add(m[1].trim());
  }
}
const escape = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DETAIL_FILL = new RegExp(`(?:${[...detailLeads].map(escape).join('|')}): ([^"“]+)\\.$`);
// "instead of falling you.", "…and then he.": a clause cut after its subject.
const CUT_AFTER_SUBJECT = /(?:\binstead of \w+ing you|(?<!\bthan|\bas) \b(?:he|she|they|we))[.!]$/;
// "in corridor of your school": a preposition of place and a bare singular noun before "of".
const BARE_BEFORE_OF = /\b(?:in|at|on|into|through|along|across|near|behind) ([a-z]+) of\b/;
const NO_ARTICLE_BEFORE_OF = new Set(['front', 'top', 'case', 'spite', 'charge', 'place', 'search', 'need', 'favour', 'terms', 'view', 'behalf', 'account', 'fear', 'sight', 'kind', 'sort', 'lack', 'risk', 'danger', 'touch', 'control', 'love', 'part', 'lots', 'most', 'all', 'none', 'one', 'each', 'some', 'any', 'many', 'much', 'both', 'memory', 'light', 'honour', 'pursuit', 'shape', 'time', 'lieu', 'middle']);

interface Hit {
  id: string;
  kind: string;
  sentence: string;
}

function check(id: string, dream: string, reading: string, hits: Hit[]): void {
  // The first paragraph that retells the dream: after one that only quoted the first line, or the first.
  const paragraphs = reading.split(/\n\n+/);
  const firstMoment = QUOTED_OPENING.test(paragraphs[0] ?? '') ? sentencesOf(paragraphs[1] ?? '')[0] : sentencesOf(paragraphs[0] ?? '').find((x) => !/^(What strikes|The first thing|At heart|Read as a whole|Scene after scene)/.test(x));
  if (firstMoment && CONNECTIVE_FIRST.test(firstMoment)) hits.push({ id, kind: 'connective before the first moment', sentence: firstMoment });
  for (const sentence of sentencesOf(reading)) {
    if (MARK_AS_APOSTROPHE.test(sentence)) hits.push({ id, kind: 'quotation mark read as an apostrophe', sentence });
    if (PARTICIPLE_SLOT.test(sentence)) hits.push({ id, kind: 'gloss tied to a participle clause', sentence });
    if (SAYING_NOTHING.test(sentence)) hits.push({ id, kind: 'verb of saying with nothing said', sentence });
    if (QUOTE_ENDS_ON_SAYING.test(sentence)) hits.push({ id, kind: 'quotation that stops on its verb of saying', sentence });
    if (SPLIT_WORD.test(sentence)) hits.push({ id, kind: 'word split at a letter with marks', sentence });
    if (PRONOUN_FOR_COUNTRY.test(sentence.replace(/["“][^"”]*["”]/g, '"Q"'))) hits.push({ id, kind: '"you" for a country', sentence });
    if (SELF_JUDGEMENT.test(sentence.replace(/["“][^"”]*["”]/g, '"Q"'))) hits.push({ id, kind: "writer's judgement of themselves retold", sentence });
    const s = sentence.replace(/["“][^"”]*["”]/g, '"Q"');
    const add = (kind: string): void => void hits.push({ id, kind, sentence });
    if (CUT_NAME.test(s)) add('name cut at a comma');
    const detail = DETAIL_FILL.exec(s)?.[1];
    if (detail && !parseText(detail).tokens.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !t.normal.endsWith('ing')))) add('gentle detail with no verb');
    if (CUT_AFTER_SUBJECT.test(s)) add('clause cut after its subject');
    const bare = BARE_BEFORE_OF.exec(s)?.[1];
    if (bare && !NO_ARTICLE_BEFORE_OF.has(bare) && parseText(`the ${bare}`).tokens[1]?.pos === 'NOUN' && !bare.endsWith('s')) add('place without its article before "of"');
    if (DANGLING_END.test(s)) add('ends on a conjunction or article');
    if (OURS.test(s)) continue;
    const body = NARRATIVE.test(s) ? s.replace(NARRATIVE, '') : COLON_LEAD.test(s) ? s.replace(COLON_LEAD, '') : null;
    if (body === null) continue;
    if (DIARY_SCENE.test(body)) add('verbless scene before a subjectless verb');
    // The moment up to its first "; " or ", and": what the connective leads into.
    const first = (body.split('; ')[0] ?? '').split(/, (?:and|but) /)[0] ?? '';
    const words = first.trim() && first !== '"Q"' ? parseText(first).tokens.filter((t) => t.isWord) : [];
    const w0 = words[0];
    if (!w0) continue;
    const finite = words.some((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !t.normal.endsWith('ing')));
    if (!finite) add('no finite verb');
    else if (w0.pos === 'ADJ' || (w0.pos === 'VERB' && /(ing|ed)$/.test(w0.normal))) add('opens on a bare adjective or participle');
    else if (w0.pos === 'NOUN' && /^[a-z]/.test(first) && !w0.normal.endsWith('s') && !w0.normal.endsWith('way') && !isPluralToken(w0) && ['ADP', 'AUX', 'VERB'].includes(words[1]?.pos ?? '') && new RegExp(`(^|[.!?]\\s+)${w0.normal}\\b`, 'i').test(dream)) add('singular noun without its article');
    // A capital the dreamer gave the word only at a sentence start, kept after the connective (a name
    // the dream never writes in mid-sentence counts too: the noise of this kind).
    const cap = /^[A-Z][a-z]+/.exec(first)?.[0];
    if (cap && !new RegExp(`[\\p{L},;] ${cap}\\b`, 'u').test(dream)) add('sentence-start capital kept');
  }
}

const hits: Hit[] = [];
const dreams = tuningDreams({ firstRound: true, shortHoldout: true });
for (const { id, text } of dreams) check(id, text, interpretBuiltin(text).interpretation, hits);
const byKind = new Map<string, number>();
for (const h of hits) byKind.set(h.kind, (byKind.get(h.kind) ?? 0) + 1);
console.log(`${dreams.length} tuning dreams, ${hits.length} retold sentences that are no whole sentence`);
for (const [kind, n] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${kind}: ${n}`);
if (process.argv.includes('--list')) for (const h of hits) console.log(`${h.kind}\t${h.id}\t${h.sentence}`);
