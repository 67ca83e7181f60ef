/**
 * The whole journal as a download, JSON or CSV, with every dream and its reading. The dreams are
 * read in keyset-paged batches and each batch is written before the next is read, as fast as the
 * client takes them, so the server's memory stays flat however long the journal is.
 */
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, sql } from 'drizzle-orm';
import { EMOTION_CLASSES, type EmotionScores, type SymbolReading } from '../../lib/core/api/contract';
import type { Database } from '../db/client';
import { dreams } from '../db/schema';
import type { KeysetPosition } from '../http/keyset-cursor';

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Dreams per database read: small enough for flat memory, large enough that round trips do not dominate. */
const BATCH = 100;

export const CSV_COLUMNS = ['id', 'date', 'dream_text', 'interpretation', 'keywords', 'sentiment', ...EMOTION_CLASSES, 'symbols', 'archetypes'] as const;

interface ExportRow {
  id: number;
  date: Date;
  dreamText: string;
  mood: string;
  interpretation: string | null;
  keywords: string[];
  sentiment: string | null;
  emotions: EmotionScores | null;
  symbols: SymbolReading[];
  archetypes: string[];
  engine: string | null;
  key: string;
}

async function* exportRows(db: Database, userId: number): AsyncGenerator<ExportRow[]> {
  let after: KeysetPosition | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: dreams.id,
        date: dreams.date,
        dreamText: dreams.dreamText,
        mood: dreams.mood,
        interpretation: dreams.interpretation,
        keywords: dreams.keywords,
        sentiment: dreams.sentiment,
        emotions: dreams.emotions,
        symbols: dreams.symbols,
        archetypes: dreams.archetypes,
        engine: dreams.engine,
        key: sql<string>`to_char(${dreams.date} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(dreams)
      .where(and(eq(dreams.userId, userId), after ? sql`(${dreams.date}, ${dreams.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(dreams.date), desc(dreams.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) return;
    after = { at: last.key, id: last.id };
  }
}

function jsonRecord(r: ExportRow) {
  return {
    id: r.id,
    date: r.date.toISOString(),
    dream_text: r.dreamText,
    mood: r.mood,
    interpretation: r.interpretation,
    keywords: r.keywords,
    sentiment: r.sentiment,
    emotions: r.emotions,
    symbols: r.symbols,
    archetypes: r.archetypes,
    engine: r.engine,
  };
}

/** A text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is kept as text. */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvRecord(r: ExportRow): (string | number)[] {
  const e = r.emotions;
  return [
    r.id,
    r.date.toISOString(),
    defused(r.dreamText),
    defused(r.interpretation ?? ''),
    defused(r.keywords.join('; ')),
    r.sentiment ?? '',
    ...EMOTION_CLASSES.map((k) => (e ? e[k] : '')),
    defused(r.symbols.map((s) => s.symbol).join('; ')),
    defused(r.archetypes.join('; ')),
  ];
}

// RFC 4180: CRLF between records, and any field with a comma, a quote or a line break quoted
// (csv-stringify quotes only its own record delimiter by itself, so a lone \n is named too).
const CSV_OPTIONS = { record_delimiter: '\r\n', quoted_match: /[\r\n]/ } as const;

/** The export's chunks, one per batch; JSON opens and closes the `{ exported_at, dreams: [...] }` document around them. */
export async function* journalExport(db: Database, userId: number, format: ExportFormat, now: Date): AsyncGenerator<string> {
  if (format === 'csv') {
    // The byte-order mark lets spreadsheet programs read the file as UTF-8.
    yield '\uFEFF' + stringify([[...CSV_COLUMNS]], CSV_OPTIONS);
    for await (const batch of exportRows(db, userId)) yield stringify(batch.map(csvRecord), CSV_OPTIONS);
    return;
  }
  yield `{\n  "exported_at": ${JSON.stringify(now.toISOString())},\n  "dreams": [`;
  let first = true;
  for await (const batch of exportRows(db, userId)) {
    const records = batch.map((r) => `\n    ${JSON.stringify(jsonRecord(r), null, 2).replace(/\n/g, '\n    ')}`);
    yield (first ? '' : ',') + records.join(',');
    first = false;
  }
  yield `${first ? '' : '\n  '}]\n}\n`;
}

/** `dream-journal-2026-11-18.csv`: the day of the export in the reader's time zone. */
export function exportFileName(format: ExportFormat, now: Date, tz: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `dream-journal-${day}.${format}`;
}

/**
 * The download as a stream that reads the next batch only when the client has taken the last. A
 * failure halfway (the headers are long sent) can only break the download off: it is reported.
 */
export function exportStream(chunks: AsyncGenerator<string>, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
