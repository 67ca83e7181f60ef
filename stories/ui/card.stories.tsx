import preview from '../../.storybook/preview';
import { Card } from '../../lib/ui/card';

const meta = preview.meta({
  title: 'UI/Card',
  component: Card,
  args: {
    children: (
      <>
        <h2 className="font-serif text-2xl font-semibold">Basic Information</h2>
        <p className="mt-2 text-slate-700 dark:text-night-200">A surface over the night sky, for content people read.</p>
      </>
    ),
  },
  parameters: { layout: 'padded' },
});

export const Solid = meta.story();

/** Every tone and padding; `muted` lets more of the backdrop through (the dream form, the quotation, the history filters). */
export const Variants = meta.story({
  render: ({ children }) => (
    <div className="dream-sky grid gap-4 p-4 sm:grid-cols-3">
      {(['none', 'sm', 'md'] as const).flatMap((padding) =>
        (['solid', 'muted'] as const).map((tone) => (
          <Card key={`${tone}-${padding}`} tone={tone} padding={padding}>
            <p className="text-sm font-semibold">{`${tone}, padding ${padding}`}</p>
            {children}
          </Card>
        )),
      )}
    </div>
  ),
});

/** The caller's className wins over the variants, whatever order Tailwind emits them in. */
export const ClassNameWins = meta.story({ args: { className: 'shadow-none rounded-xl p-2' } });
