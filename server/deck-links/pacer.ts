import "server-only";
// Spaces the starts of one site's requests (Moxfield: one a second, docs/decklist-formats.md, Deck
// links). Each caller claims the next free start, so waiting callers keep their order.
import { realClock, type Clock } from "../clock";

export class Pacer {
  private nextStart = -Infinity;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: Clock = realClock,
  ) {}

  /** Resolves when this caller's request may start. */
  async turn(): Promise<void> {
    const now = this.clock.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + this.intervalMs;
    if (start > now) await this.clock.sleep(start - now);
  }
}
