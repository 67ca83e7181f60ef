import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnalysisResult } from '../../lib/ui/analysis-result';
import { sampleAnalysis, sampleSupportAnalysis, sampleSupportMessage, sampleSupportMessageEs } from './sample-data';

const meta = {
  title: 'UI/AnalysisResult',
  component: AnalysisResult,
  args: { analysis: sampleAnalysis },
} satisfies Meta<typeof AnalysisResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Result: Story = {};
/** On home the form empties once the dream is saved, so the result shows the dream it reads. */
export const WithTheDream: Story = {
  args: { dream: 'I was walking through my grandmother’s house, and every door opened onto the sea. A silver fox followed me up the stairs.' },
};
export const Analyzing: Story = { args: { analysis: null, loading: true } };
/** A stored dream from an older engine: no emotions, symbols or archetypes. */
export const Minimal: Story = {
  args: { analysis: { interpretation: 'A short reading.', keywords: ['sea'], sentiment: 'neutral', emotions: null } },
};
export const LongText: Story = {
  args: {
    analysis: {
      ...sampleAnalysis,
      interpretation: Array.from({ length: 6 }, () => sampleAnalysis.interpretation).join('\n\n'),
      keywords: [...sampleAnalysis.keywords, 'labyrinth', 'grandmother', 'staircase', 'an-unusually-long-keyword-that-must-wrap'],
    },
  },
};
export const NothingYet: Story = { args: { analysis: null } };
/** The safety check fired: its message stands apart, above the interpretation, which no longer repeats it. */
export const WithSupport: Story = { args: { analysis: sampleSupportAnalysis } };
/** A dream told in Spanish: the message in English, then in Spanish, above the built-in engine's English-only note. */
export const WithSupportInTwoLanguages: Story = {
  args: {
    analysis: {
      interpretation: `${sampleSupportMessage}\n${sampleSupportMessageEs}\n\nI can read only dreams told in English for now; the words above are for you all the same.`,
      keywords: [],
      sentiment: 'neutral',
      emotions: null,
      support: true,
    },
  },
};
