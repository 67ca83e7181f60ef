/** Exports of the dream journal (JSON and CSV) and the history filters; pure functions. */
import type { Dream } from '../../../lib/core/api/contract';
import { dreamKeywords } from '../../../lib/core/dream-helpers';

export interface DreamFilter {
  keyword: string;
  /** yyyy-mm-dd, inclusive, in the reader's time zone; '' for no bound. */
  from: string;
  to: string;
}

function localDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function filterDreams(dreams: readonly Dream[], { keyword, from, to }: DreamFilter): Dream[] {
  const wanted = keyword.trim().toLowerCase();
  return dreams.filter((d) => {
    if (wanted && !dreamKeywords(d).some((k) => k.toLowerCase() === wanted)) return false;
    const day = localDay(d.date);
    if (from && day < from) return false;
    if (to && day > to) return false;
    return true;
  });
}

/** Every keyword in the journal, most frequent first. */
export function allKeywords(dreams: readonly Dream[]): string[] {
  const counts = new Map<string, number>();
  for (const d of dreams) for (const k of dreamKeywords(d)) counts.set(k.toLowerCase(), (counts.get(k.toLowerCase()) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
}

/** The export record: the dream and its full analysis. */
function exportRecord(d: Dream) {
  return {
    id: d.id,
    date: d.date,
    dream_text: d.dream_text,
    mood: d.mood,
    interpretation: d.interpretation,
    keywords: dreamKeywords(d),
    sentiment: d.sentiment,
    emotions: d.emotions,
    symbols: d.symbols,
    archetypes: d.archetypes,
    engine: d.engine,
  };
}

export function dreamsToJson(dreams: readonly Dream[]): string {
  return JSON.stringify({ exported_at: new Date().toISOString(), dreams: dreams.map(exportRecord) }, null, 2);
}

/** RFC 4180 quoting; a leading =, +, - or @ is defused so spreadsheets never run it as a formula. */
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_COLUMNS = ['id', 'date', 'dream_text', 'interpretation', 'keywords', 'sentiment', 'apprehension', 'happiness', 'anger', 'confusion', 'sadness', 'symbols', 'archetypes'];

export function dreamsToCsv(dreams: readonly Dream[]): string {
  const rows = dreams.map((d) => {
    const e = d.emotions;
    return [
      d.id,
      d.date,
      d.dream_text,
      d.interpretation,
      dreamKeywords(d).join('; '),
      d.sentiment,
      e?.apprehension,
      e?.happiness,
      e?.anger,
      e?.confusion,
      e?.sadness,
      (d.symbols ?? []).map((s) => s.symbol).join('; '),
      (d.archetypes ?? []).join('; '),
    ]
      .map(csvCell)
      .join(',');
  });
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  return '\uFEFF' + [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Offers `content` as a file download. */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
