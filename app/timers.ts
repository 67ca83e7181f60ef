/** The app's timings and countdowns: the 60 s reset cooldown, the 10 s email-change modal, redirects. */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';

export const RESET_COOLDOWN_SECONDS = 60;
export const EMAIL_CHANGE_REDIRECT_SECONDS = 10;
export const VERIFY_EMAIL_REDIRECT_MS = 3_000;
export const REGISTER_REDIRECT_MS = 2_000;
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

export interface Countdown {
  /** Whole seconds left, counting down to 0. */
  remaining: ReadonlySignal<number>;
  running: ReadonlySignal<boolean>;
  /** (Re)starts from the full duration. */
  start(): void;
  /** Stops and returns to the full duration without firing `onDone`. */
  reset(): void;
  stop(): void;
}

export interface CountdownOptions {
  onDone?: () => void;
  now?: () => number;
}

/** A seconds countdown; it reads the clock on every tick, so a throttled background tab stays right. */
export function createCountdown(seconds: number, { onDone, now = Date.now }: CountdownOptions = {}): Countdown {
  const remaining = signal(seconds);
  const deadline = signal<number | null>(null);
  let timer: ReturnType<typeof setInterval> | null = null;

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    deadline.value = null;
  };
  const tick = () => {
    if (deadline.value === null) return;
    const left = Math.max(0, Math.ceil((deadline.value - now()) / 1000));
    remaining.value = left;
    if (left === 0) {
      stop();
      onDone?.();
    }
  };

  return {
    remaining,
    running: computed(() => deadline.value !== null),
    start() {
      stop();
      remaining.value = seconds;
      deadline.value = now() + seconds * 1000;
      timer = setInterval(tick, 250);
    },
    reset() {
      stop();
      remaining.value = seconds;
    },
    stop,
  };
}
