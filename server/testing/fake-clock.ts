/** A clock tests can move forward, passed to the server as `now`. */
export interface FakeClock {
  now: () => Date;
  advance(ms: number): void;
  /** Go back to following real time. */
  reset(): void;
}

export function createFakeClock(): FakeClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
