// vitest's fake timers for the clock the server layer waits on (server/clock.ts reads these globals),
// so a test of rate limits and pauses waits for nothing and measures exact times. Only the clock and
// timers are faked: fetch, msw, sockets and setImmediate keep running on real time.
import { vi } from "vitest";

export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
}

/**
 * Runs the fake clock from timer to timer until `promise` settles, letting real I/O (an msw answer)
 * finish before each step, so a request takes no fake time.
 */
export async function runUntilSettled<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    for (let turn = 0; turn < 5 && !settled; turn++) await new Promise((resolve) => setImmediate(resolve));
    if (settled) return promise;
    await vi.advanceTimersToNextTimerAsync();
  }
}
