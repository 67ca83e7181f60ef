import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnalysisResult, type AnalysisView } from './analysis-result';

const analysis: AnalysisView = {
  interpretation: 'Before anything else: please talk to someone you trust.\n\nThe bridge in your dream is a threshold.',
  keywords: ['bridge'],
  sentiment: 'negative',
  support: true,
};

describe('AnalysisResult', () => {
  it('shows the support message once, in a region named Support above the interpretation', () => {
    const html = renderToStaticMarkup(<AnalysisResult analysis={analysis} />);
    const region = /<section aria-labelledby="([^"]+)"[^>]*><h3 id="\1"[^>]*>.*?Support<\/h3>/.exec(html);
    expect(region).not.toBeNull();
    expect(html.indexOf('Support</h3>')).toBeLessThan(html.indexOf('Interpretation</h3>'));
    expect(html.split('please talk to someone you trust').length - 1).toBe(1);
    expect(html).toMatch(/<blockquote[^>]*>The bridge in your dream is a threshold\.<\/blockquote>/);
  });

  it('shows no callout, and the whole reading, without the flag', () => {
    const html = renderToStaticMarkup(<AnalysisResult analysis={{ ...analysis, support: false }} />);
    expect(html).not.toMatch(/Support<\/h3>/);
    expect(html).toContain('please talk to someone you trust.\n\nThe bridge');
  });
});
