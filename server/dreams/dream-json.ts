/** A stored dream shaped as the API's `Dream`. */
import type { Dream } from '../../lib/core/api/contract';
import type { dreams } from '../db/schema';

type DreamRow = typeof dreams.$inferSelect;

export function toDreamJson(row: DreamRow): Dream {
  return {
    id: row.id,
    dream_text: row.dreamText,
    date: row.date.toISOString(),
    mood: row.mood,
    created_at: row.createdAt.toISOString(),
    interpretation: row.interpretation,
    keywords: row.keywords,
    sentiment: row.sentiment,
    emotions: row.emotions ?? null,
    symbols: row.symbols,
    archetypes: row.archetypes,
    engine: row.engine,
    support: row.support,
    analysis: row.analyzedAt ? { keywords: row.keywords } : null,
  };
}
