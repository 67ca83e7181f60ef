/**
 * tsx scripts/reading-prose.ts [--list]
 * Three measures of the built-in reading's prose over every tuning dream (eval/dreams.jsonl and each
 * blind round's dreams.jsonl):
 * (a) stock sentences: sentences found word for word in 5 or more readings;
 * (b) doubled noun phrases: a noun phrase of two or more words said twice in one sentence ("With your
 *     dorm hallway without end, your dorm hallway goes on…");
 * (c) moments out of order: a sentence that retells a moment of the dream after the reading has
 *     already retold a later one ("By the end, you fell…" once the landing has been told).
 * The measures live in eval/reading-checks.ts; this script runs them and lists the hits.
 */
import { interpretBuiltin } from '../server/interpreter/builtin';
import { tuningDreams } from '../server/interpreter/eval/datasets';
import { doubledNounPhrases, momentsOutOfOrder, REPEAT_MIN_CHARS, stockSentences } from '../server/interpreter/eval/reading-checks';

const STOCK_MIN = 5;
const rows = tuningDreams().map(({ id, text }) => ({ id, text, reading: interpretBuiltin(text).interpretation }));

const list = process.argv.includes('--list');
const stock = stockSentences(rows.map((r) => r.reading), STOCK_MIN);
const stockUses = stock.reduce((n, s) => n + s.readings, 0);
// The stock lines readers notice are often a clause after the retold moment ("…; what is found in a
// dream is usually something of your own, waiting to be recognised"): the sentences' parts count too.
const parts = (r: string): string => r.replace(/(?:[;:]| — |, and (?=[a-z]))\s*/g, '.\n').replace(/\.\n([a-z])/g, (_, c: string) => `.\n${c.toUpperCase()}`);
const stockParts = stockSentences(rows.map((r) => parts(r.reading)), STOCK_MIN, REPEAT_MIN_CHARS);
const stockPartUses = stockParts.reduce((n, s) => n + s.readings, 0);
const doubled = rows.flatMap((r) => doubledNounPhrases(r.reading).map((d) => ({ id: r.id, ...d })));
const disordered = rows.flatMap((r) => momentsOutOfOrder(r.text, r.reading).map((d) => ({ id: r.id, ...d })));

console.log(`${rows.length} tuning dreams`);
console.log(`(a) stock sentences (in ${STOCK_MIN}+ readings): ${stock.length} sentences, ${stockUses} uses`);
console.log(`(a) stock clauses (in ${STOCK_MIN}+ readings): ${stockParts.length} clauses, ${stockPartUses} uses`);
console.log(`(b) sentences with a noun phrase said twice: ${doubled.length} (${doubled.filter((d) => d.phrase !== 'the dream').length} other than "the dream")`);
console.log(`(c) retold moments out of the dream's order: ${disordered.length}`);
if (list) {
  for (const s of stock) console.log(`stock\t${s.readings}×\t${s.sentence}`);
  for (const s of stockParts) console.log(`clause\t${s.readings}×\t${s.sentence}`);
  for (const d of doubled) console.log(`doubled\t${d.id}\t${d.phrase}\t${d.sentence}`);
  for (const d of disordered) console.log(`order\t${d.id}\t${d.sentence}\t(after: ${d.after})`);
}
