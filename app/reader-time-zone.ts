/**
 * The reader's IANA time zone, and the browser's date formatting prepared off the main thread.
 *
 * A page's first use of Intl costs the browser its internationalisation set-up (locale data, the
 * time-zone database): 30 to 70 ms on this project's test machine, four times that on a slow
 * phone, in one piece on the main thread. Dream History needs the time zone for its first request
 * and formats a date on every card, so a signed-in start would pay all of it at once. The set-up
 * is shared by the whole page process, so a small worker pays it instead, in parallel with the
 * app's start; afterwards the time zone and each card's date cost a fraction of a millisecond here.
 */
import { nextTask } from './next-task';

let prepared: Promise<boolean> | null = null;

/** Starts the worker that prepares date formatting; the first call only. */
export function prepareDates(): void {
  if (prepared || typeof Worker === 'undefined') return;
  prepared = new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./intl-worker.ts', import.meta.url), { type: 'module' });
      const settle = (done: boolean) => {
        worker.terminate();
        resolve(done);
      };
      worker.onmessage = (event: MessageEvent<unknown>) => settle(event.data === true);
      worker.onerror = () => settle(false);
    } catch {
      resolve(false);
    }
  });
}

/** Calendar days (date filters, statistics, an export's name) are the reader's, in this time zone. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The time zone once the worker has prepared date formatting, read here (a traveller's zone may
 * change between two reads). Without a prepared set-up, it is paid in a task of its own rather
 * than on top of the caller's.
 */
export async function readerTimeZoneSoon(): Promise<string> {
  if (!(await prepared)) await nextTask();
  return readerTimeZone();
}
