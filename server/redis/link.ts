import "server-only";
// The instance's one connection to Redis (REDIS_URL), and what happens when Redis fails. Every shared
// part (rate limit, card lookups, Scryfall pacing, reports) goes through attempt(): the operation gets
// a quarter of a second, and if Redis is unreachable, slow or gone, the part answers from this
// process's memory instead. An outage is logged once; Redis is tried again a second later, and at
// once when the client reconnects (node-redis reconnects on its own), so no restart is needed.
//
// node-redis's own command timeout ends only while a command waits to be written, not while its
// answer is awaited (a frozen server would hold a check forever), so the time limit is kept here.
import { createClient } from "redis";

export type RedisStatus = "off" | "up" | "down";

export type RedisClient = ReturnType<typeof createClient>;

export interface RedisLinkOptions {
  /** How long one operation may take before this instance falls back to memory. */
  operationTimeoutMs?: number;
  /** How long after a failure Redis is left alone before the next operation tries it again. */
  retryAfterMs?: number;
}

export const REDIS_OPERATION_TIMEOUT_MS = 250;
const RETRY_AFTER_FAILURE_MS = 1_000;

/** "connect ECONNREFUSED 127.0.0.1:6379" rather than node's empty AggregateError message. */
function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

export class RedisLink {
  readonly client: RedisClient;
  /** Where, for log lines: never the password a URL may carry. */
  readonly where: string;
  private readonly operationTimeoutMs: number;
  private readonly retryAfterMs: number;
  private lastFailure = -Infinity;
  private reported: "up" | "down" | null = null;
  private closed = false;
  /** Settles at the first connection or failure (at most one operation's time limit): until then an
   * instance that is still starting does not know yet, and says nothing about Redis. */
  private readonly firstAnswer: Promise<void>;

  constructor(
    url: URL,
    private readonly log: (line: string) => void,
    options: RedisLinkOptions = {},
  ) {
    this.where = `${url.protocol}//${url.host}`;
    this.operationTimeoutMs = options.operationTimeoutMs ?? REDIS_OPERATION_TIMEOUT_MS;
    this.retryAfterMs = options.retryAfterMs ?? RETRY_AFTER_FAILURE_MS;
    this.client = createClient({
      url: url.href,
      // Commands fail at once while disconnected instead of queueing until Redis returns, so a slow
      // connection attempt holds no check up: it may take longer than an operation (a server starting
      // up is busy for a moment).
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    });
    // Every failed connection attempt is an error event; without a listener node-redis would throw.
    this.client.on("error", (error: unknown) => this.failed(error));
    this.client.on("ready", () => this.answered());
    this.firstAnswer = new Promise((settle) => {
      this.client.once("ready", () => settle());
      this.client.once("error", () => settle());
      setTimeout(settle, this.operationTimeoutMs).unref?.();
    });
    this.client.connect().catch((error: unknown) => this.failed(error));
  }

  /** Runs `operation` on Redis within the time limit, or `fallback` when Redis is down, slow or failing. */
  async attempt<T>(operation: (client: RedisClient) => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    if (!this.usable()) return fallback();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = operation(this.client);
      // An answer that comes after the time limit (or a late failure) is dropped, never unhandled.
      answer.catch(() => undefined);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RedisTimeoutError(this.operationTimeoutMs)), this.operationTimeoutMs);
      });
      const value = await Promise.race([answer, timeout]);
      this.answered();
      return value;
    } catch (error) {
      this.failed(error);
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Whether Redis answers now: a PING within the time limit. */
  async status(): Promise<"up" | "down"> {
    await this.firstAnswer;
    return this.attempt(
      async (client) => (await client.ping(), "up" as const),
      () => "down" as const,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.client.destroy();
  }

  private usable(): boolean {
    return this.client.isReady && performance.now() - this.lastFailure >= this.retryAfterMs;
  }

  private answered(): void {
    this.lastFailure = -Infinity;
    if (this.reported === "up") return;
    this.reported = "up";
    this.log(`redis: connected to ${this.where}; rate limits, card lookups, Scryfall pacing and reports are shared`);
  }

  private failed(error: unknown): void {
    this.lastFailure = performance.now();
    if (this.reported === "down" || this.closed) return;
    this.reported = "down";
    this.log(
      `redis: ${this.where} is unavailable (${describe(error)}); this instance keeps its rate limits, card lookups, ` +
        "Scryfall pacing and reports to itself until Redis answers again",
    );
  }
}
