import type { Meta, StoryObj } from '@storybook/react-vite';
import { QUOTES } from '../../lib/core/quotes';
import { QuoteOfTheDay } from '../../lib/ui/quote-of-the-day';

const meta = {
  title: 'UI/QuoteOfTheDay',
  component: QuoteOfTheDay,
  args: { quote: QUOTES[0]! },
} satisfies Meta<typeof QuoteOfTheDay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongQuote: Story = {
  args: { quote: [...QUOTES].sort((a, b) => b.quote.length - a.quote.length)[0]! },
};
