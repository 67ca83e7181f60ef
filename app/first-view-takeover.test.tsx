import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { asFirstViewTakeover, usePastFirstViewTakeover } from './first-view-takeover';

function Probe() {
  return <p>{usePastFirstViewTakeover() ? 'content' : 'stand-in'}</p>;
}

describe('the take-over of the first view', () => {
  it("renders the stand-in in the take-over's render and the content in any other", () => {
    let during = '';
    asFirstViewTakeover(() => {
      during = renderToStaticMarkup(<Probe />);
    });
    expect(during).toBe('<p>stand-in</p>');
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>content</p>');
  });

  it('ends with the render, even one that throws', () => {
    expect(() =>
      asFirstViewTakeover(() => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(renderToStaticMarkup(<Probe />)).toBe('<p>content</p>');
  });
});
