import { describe, expect, it } from 'vitest';
import type { Dream } from '../../../lib/core/api/contract';
import { aDream } from '../../../lib/core/testing/fixtures';
import { allKeywords, CSV_COLUMNS, dreamsToCsv, dreamsToJson, filterDreams } from './dream-export';

function dream(id: number, date: string, text: string, keywords: string[]): Dream {
  return aDream({
    id,
    dream_text: text,
    date,
    created_at: date,
    interpretation: `Reading ${id}`,
    keywords,
    sentiment: 'negative',
    emotions: { apprehension: 0.5, happiness: 0, anger: 0, confusion: 0.25, sadness: 0 },
    symbols: [{ symbol: 'snake', meaning: 'instinct' }],
    archetypes: ['Shadow'],
    engine: 'builtin',
  });
}

const journal = [
  dream(3, '2026-11-20T12:00:00', 'A snake in the cellar', ['snake', 'cellar']),
  dream(2, '2026-11-10T12:00:00', '=HYPERLINK("http://evil")', ['house']),
  dream(1, '2026-10-01T12:00:00', 'She said "hello", then\nleft', ['snake', 'mother']),
];

describe('history filters', () => {
  it('filters by keyword, case-insensitively and by whole keyword', () => {
    expect(filterDreams(journal, { keyword: 'Snake', from: '', to: '' }).map((d) => d.id)).toEqual([3, 1]);
    expect(filterDreams(journal, { keyword: 'snak', from: '', to: '' })).toEqual([]);
  });

  it('filters by an inclusive date range', () => {
    expect(filterDreams(journal, { keyword: '', from: '2026-11-10', to: '2026-11-20' }).map((d) => d.id)).toEqual([3, 2]);
    expect(filterDreams(journal, { keyword: 'snake', from: '2026-11-01', to: '' }).map((d) => d.id)).toEqual([3]);
  });

  it('lists keywords most frequent first', () => {
    expect(allKeywords(journal)[0]).toBe('snake');
    expect(allKeywords(journal)).toHaveLength(4);
  });
});

describe('exports', () => {
  it('exports JSON with every dream and its analysis', () => {
    const parsed = JSON.parse(dreamsToJson(journal)) as { dreams: { id: number; interpretation: string; symbols: unknown[] }[] };
    expect(parsed.dreams.map((d) => d.id)).toEqual([3, 2, 1]);
    expect(parsed.dreams[0]).toMatchObject({ interpretation: 'Reading 3', symbols: [{ symbol: 'snake', meaning: 'instinct' }] });
  });

  it('writes RFC 4180 CSV with a header, quoting and no runnable formulas', () => {
    const csv = dreamsToCsv(journal);
    expect(csv.startsWith('\uFEFF' + CSV_COLUMNS.join(',') + '\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"She said ""hello"", then\nleft"');
    expect(csv.trimEnd().split('\r\n')).toHaveLength(4);
  });
});
