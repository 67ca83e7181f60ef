import preview from '../../.storybook/preview';
import { DreamCard } from '../../lib/ui/dream-card';
import { sampleDreams, sampleSupportAnalysis } from './sample-data';

const meta = preview.meta({
  title: 'UI/DreamCard',
  component: DreamCard,
  args: { dream: sampleDreams[0]! },
});

export const Collapsed = meta.story();
export const Expanded = meta.story({ args: { expanded: true } });
export const ShortText = meta.story({ args: { dream: sampleDreams[2]!, expanded: true } });
export const NotAnalyzed = meta.story({ args: { dream: { ...sampleDreams[1]!, interpretation: null, keywords: [], sentiment: null, emotions: null } } });
export const PreviewOnly = meta.story({ args: { expandable: false } });
/** A stored dream whose reading the safety check flagged: the support message apart and first when the card opens. */
export const WithSupport = meta.story({
  args: {
    expanded: true,
    dream: {
      ...sampleDreams[1]!,
      dream_text: 'I stood on a bridge over black water at night and I did not want to go back. A stranger called my name and I woke up.',
      interpretation: sampleSupportAnalysis.interpretation,
      keywords: sampleSupportAnalysis.keywords,
      sentiment: sampleSupportAnalysis.sentiment,
      emotions: sampleSupportAnalysis.emotions,
      symbols: sampleSupportAnalysis.symbols,
      archetypes: [],
      support: true,
    },
  },
});
