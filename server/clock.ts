// The time the server layer's waits are measured on, given to the parts that wait (the Scryfall queue
// and its start gates, the Redis link) so a test can run them on a fake clock and wait for nothing.
// The real clock reads the globals at each call: vitest's fake timers stand in for them too.

export interface Clock {
  /** Milliseconds on a monotonic clock, so a wall-clock change never stalls a wait. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock. */
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
