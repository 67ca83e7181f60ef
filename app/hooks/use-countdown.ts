import { useEffect, useRef, useState } from 'react';
import { createCountdown, type Countdown } from '../timers';

/** A lib/core countdown owned by a component: stopped on unmount; `onDone` always sees the latest callback. */
export function useCountdown(seconds: number, onDone?: () => void): Countdown {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const [countdown] = useState(() => createCountdown(seconds, { onDone: () => done.current?.() }));
  useEffect(() => () => countdown.stop(), [countdown]);
  return countdown;
}
