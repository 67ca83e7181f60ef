import preview from '../../.storybook/preview';
import { AnalysisResult } from '../../lib/ui/analysis-result';
import { sampleAnalysis, sampleSupportAnalysis, sampleSupportMessage, sampleSupportMessageEs } from './sample-data';

const meta = preview.meta({
  title: 'UI/AnalysisResult',
  component: AnalysisResult,
  args: { analysis: sampleAnalysis },
});

export const Result = meta.story();
/** On home the form empties once the dream is saved, so the result shows the dream it reads. */
export const WithTheDream = meta.story({
  args: { dream: 'I was walking through my grandmother’s house, and every door opened onto the sea. A silver fox followed me up the stairs.' },
});
export const Analyzing = meta.story({ args: { analysis: null, loading: true } });
/** A stored dream from an older engine: no emotions, symbols or archetypes. */
export const Minimal = meta.story({
  args: { analysis: { interpretation: 'A short reading.', keywords: ['sea'], sentiment: 'neutral', emotions: null } },
});
export const LongText = meta.story({
  args: {
    analysis: {
      ...sampleAnalysis,
      interpretation: Array.from({ length: 6 }, () => sampleAnalysis.interpretation).join('\n\n'),
      keywords: [...sampleAnalysis.keywords, 'labyrinth', 'grandmother', 'staircase', 'an-unusually-long-keyword-that-must-wrap'],
    },
  },
});
export const NothingYet = meta.story({ args: { analysis: null } });
/** The safety check fired: its message stands apart, above the interpretation, which no longer repeats it. */
export const WithSupport = meta.story({ args: { analysis: sampleSupportAnalysis } });
/** A dream told in Spanish: the message in English, then in Spanish, above the built-in engine's English-only note. */
export const WithSupportInTwoLanguages = meta.story({
  args: {
    analysis: {
      interpretation: `${sampleSupportMessage}\n${sampleSupportMessageEs}\n\nI can read only dreams told in English for now; the words above are for you all the same.`,
      keywords: [],
      sentiment: 'neutral',
      emotions: null,
      support: true,
    },
  },
});
