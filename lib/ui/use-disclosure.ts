import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A disclosure (a button that shows and hides a panel) that gets out of the way: it closes when
 * `resetKey` changes (a navigation), on Escape (the focus goes back to its button), on a click
 * outside `container`, and when the focus moves on past it, so the panel never covers what has
 * the focus.
 */
export function useDisclosure<C extends HTMLElement, B extends HTMLElement>({ resetKey, defaultOpen = false }: { resetKey?: string; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [openFor, setOpenFor] = useState(resetKey);
  const container = useRef<C>(null);
  const button = useRef<B>(null);

  // Adjusted while rendering rather than in an effect, so the closed state paints at once.
  if (openFor !== resetKey) {
    setOpenFor(resetKey);
    setOpen(false);
  }

  // Listening from the moment the open panel is committed, before it is painted: a click outside
  // right after opening is never missed (Preact, which the app and the widget render with, runs
  // plain effects a frame later).
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  /** For the container's onBlur. */
  const onBlur = (e: FocusEvent<C>) => {
    if (open && e.relatedTarget instanceof Node && !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
  };

  return { open, toggle: () => setOpen((o) => !o), container, button, onBlur };
}
