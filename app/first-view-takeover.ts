/**
 * Whether the app's render in progress is the one that takes over the build's first view
 * (app/main.tsx), and a hook for pages that would rather not add anything new in that render.
 *
 * The take-over adopts the painted elements one by one, which on a slow phone is already one of
 * the longest tasks of the start. A page whose first view is only its stand-in (Dream History:
 * heading, lead, loading line) renders that stand-in again in the take-over, which then changes
 * nothing on screen, and its content in a render of its own a task later.
 */
import { useEffect, useState } from 'react';

let takingOver = false;

/** Runs `render` as the take-over of the first view. */
export function asFirstViewTakeover(render: () => void): void {
  takingOver = true;
  try {
    render();
  } finally {
    takingOver = false;
  }
}

/** False in the take-over's render, true from the next task on (and always outside a take-over). */
export function usePastFirstViewTakeover(): boolean {
  const [past, setPast] = useState(() => !takingOver);
  useEffect(() => {
    if (past) return;
    const timer = setTimeout(() => setPast(true), 0);
    return () => clearTimeout(timer);
  }, [past]);
  return past;
}
