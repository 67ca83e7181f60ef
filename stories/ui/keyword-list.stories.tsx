import preview from '../../.storybook/preview';
import { KeywordList } from '../../lib/ui/keyword-list';

const meta = preview.meta({
  title: 'UI/KeywordList',
  component: KeywordList,
  args: { keywords: ['forest', 'tower', 'lantern', 'old man'] },
});

export const Chips = meta.story();
export const Small = meta.story({ args: { size: 'sm' } });
export const WithCounts = meta.story({
  args: { keywords: [{ keyword: 'water', count: 5 }, { keyword: 'house', count: 3 }, { keyword: 'mother', count: 2 }, { keyword: 'snake', count: 1 }] },
});
export const Empty = meta.story({ args: { keywords: [] } });
export const Many = meta.story({ args: { keywords: Array.from({ length: 30 }, (_, i) => `keyword-${i + 1}`) } });
