/**
 * Ends the current task and resumes in a new one. Start-up work is split with it so that a phone is
 * never busy for long at a stretch: a tap waits at most one step, and the browser may paint between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
