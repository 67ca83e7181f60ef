import preview from '../../.storybook/preview';
import { QUOTES } from '../../lib/core/quotes';
import { QuoteOfTheDay } from '../../lib/ui/quote-of-the-day';

const meta = preview.meta({
  title: 'UI/QuoteOfTheDay',
  component: QuoteOfTheDay,
  args: { quote: QUOTES[0]! },
});

export const Default = meta.story();

export const LongQuote = meta.story({
  args: { quote: [...QUOTES].sort((a, b) => b.quote.length - a.quote.length)[0]! },
});
