import { DreamForm } from '../lib/ui/dream-form';

export interface DreamWidgetProps {
  heading: string;
}

/** The widget's content inside the shadow root. */
export function DreamWidget({ heading }: DreamWidgetProps) {
  return (
    <section className="rounded-2xl bg-white p-5 text-slate-900 shadow dark:bg-night-950 dark:text-night-50">
      <h2 className="mb-3 font-serif text-2xl font-semibold">{heading}</h2>
      <DreamForm onAnalyze={() => {}} />
    </section>
  );
}
