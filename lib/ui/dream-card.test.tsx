import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aDream } from '../core/testing/fixtures';
import { DreamCard } from './dream-card';

const base = aDream({
  id: 7,
  dream_text: 'Estaba en una casa junto al mar y mi abuela me llamaba desde el jardín.',
  date: '2026-11-18T07:00:00.000Z',
  created_at: '2026-11-18T07:00:00.000Z',
  analysis: null,
});

describe('DreamCard', () => {
  it('says a dream is not analysed only when it has no reading', () => {
    expect(renderToStaticMarkup(<DreamCard dream={base} />)).toContain('Not analyzed yet');
    const read = renderToStaticMarkup(<DreamCard dream={{ ...base, interpretation: 'The built-in reading speaks English only.', engine: 'builtin', analysis: { keywords: [] } }} />);
    expect(read).not.toContain('Not analyzed yet');
    expect(read).toContain('No keywords');
  });
});
