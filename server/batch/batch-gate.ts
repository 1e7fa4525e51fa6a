import "server-only";
// Batch work in flight, server-wide: at most MAX_TEAMS_IN_FLIGHT teams are being checked and answered
// at once, so two maximal batches (500 teams of four 950-line lists each) run one after the other
// instead of together, and the process's memory holds one of them, not two (docs/performance.md, (k)).
// Batches beyond that wait their turn, in order; when MAX_WAITING_BATCHES already wait, a batch is
// answered 503 with Retry-After at once rather than queued without end. async-mutex's Semaphore counts
// the teams (a weighted acquire) and keeps the queue; we add only the bound on waiting.
import { Semaphore } from "async-mutex";

/** One maximal batch (docs/api.md, POST /api/batch: 500 teams). */
export const MAX_TEAMS_IN_FLIGHT = 500;
export const MAX_WAITING_BATCHES = 4;
/** What a refused batch is told to wait: about one maximal batch's time. */
export const RETRY_AFTER_SECONDS = 30;

export type GateEntry = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

export class BatchGate {
  private readonly teams: Semaphore;
  private waiting = 0;

  constructor(
    private readonly capacity = MAX_TEAMS_IN_FLIGHT,
    private readonly maxWaiting = MAX_WAITING_BATCHES,
  ) {
    this.teams = new Semaphore(capacity);
  }

  /** Waits for room for `teams` teams; refused at once when too many batches already wait. */
  async enter(teams: number): Promise<GateEntry> {
    const weight = Math.min(Math.max(teams, 1), this.capacity);
    const mustWait = this.teams.getValue() < weight || this.waiting > 0;
    if (mustWait && this.waiting >= this.maxWaiting) return { ok: false, retryAfterSeconds: RETRY_AFTER_SECONDS };
    this.waiting += mustWait ? 1 : 0;
    try {
      const [, release] = await this.teams.acquire(weight);
      return { ok: true, release };
    } finally {
      this.waiting -= mustWait ? 1 : 0;
    }
  }
}
