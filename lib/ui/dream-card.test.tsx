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

  it('shows a summary from a journal page, and the full dream once it is loaded', () => {
    const summary = { id: 7, date: '2026-11-18T07:00:00.000Z', mood: 'neutral', preview: 'A tower of glass...', keywords: ['tower'], sentiment: 'positive' as const, analysis_status: 'analyzed' as const };
    const closed = renderToStaticMarkup(<DreamCard dream={summary} />);
    expect(closed).toContain('A tower of glass...');
    expect(closed).not.toContain('Not analyzed yet');
    expect(renderToStaticMarkup(<DreamCard dream={{ ...summary, keywords: [], analysis_status: 'pending' }} />)).toContain('Not analyzed yet');
    expect(renderToStaticMarkup(<DreamCard dream={summary} expanded />)).toContain('Loading the full dream…');
    expect(renderToStaticMarkup(<DreamCard dream={summary} expanded detailError="Failed to load this dream. Please try again." />)).toContain('role="alert"');
    const full = aDream({ ...base, dream_text: 'A tower of glass rose from the sea, and a voice inside it sang my name over and over until morning.', interpretation: 'The tower is the Self.' });
    const open = renderToStaticMarkup(<DreamCard dream={summary} detail={full} expanded />);
    expect(open).toContain('A tower of glass rose from the sea');
    expect(open).toContain('The tower is the Self.');
  });
});
