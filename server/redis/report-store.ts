import "server-only";
// Ready reports by share link for every instance on one Redis: the burst of a link posted to a busy
// channel (readers, unfurlers, the page and its OG image, on any instance) costs one check for the
// whole deployment. The first instance to miss takes a lock and checks; the others wait for its answer
// instead of checking too. A failed check is never stored: its lock goes, and each waiter checks
// for itself. While Redis is unavailable, every instance checks for itself.
import { createHash } from "node:crypto";
import { z } from "zod";
import type { CheckOutcome } from "@/lib/check/check-team";
import { APP_VERSION } from "../cards/scryfall-http";
import type { RedisLink } from "./link";
import type { SharedReports } from "../report-cache";

// The envelope is checked; the report inside was written by this same version of the app (the key
// names it), so a deployment rolling to a new version never reads an old report's shape.
const storedOutcomeSchema = z.union([
  z.object({
    ok: z.literal(true),
    report: z.looseObject({
      legal: z.boolean(),
      format: z.string(),
      checkedAt: z.string(),
      decks: z.array(z.unknown()),
      cards: z.array(z.unknown()),
      problems: z.array(z.unknown()),
    }),
  }),
  z.object({ ok: z.literal(false), error: z.object({ code: z.literal("bad-request"), message: z.string() }) }),
]);

/** How long one instance's check may hold the others waiting: the longest a check takes. */
const LOCK_MS = 10_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseOutcome(stored: string | null): CheckOutcome | undefined {
  if (stored === null) return undefined;
  try {
    const parsed = storedOutcomeSchema.safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as CheckOutcome) : undefined;
  } catch {
    return undefined;
  }
}

export class RedisReportStore implements SharedReports<CheckOutcome> {
  constructor(
    private readonly redis: RedisLink,
    private readonly ttlMs: number,
  ) {}

  async getOrCompute(key: string, compute: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
    // A link is up to a few KB: its hash is the key.
    const id = `2hg:report:v1:${APP_VERSION}:${createHash("sha256").update(key).digest("base64url")}`;
    const lock = `${id}:checking`;
    const stored = await this.redis.attempt(
      async (client) => parseOutcome(await client.get(id)),
      () => undefined,
    );
    if (stored) return stored;

    const mine = await this.redis.attempt(
      async (client) =>
        (await client.set(lock, "1", { condition: "NX", expiration: { type: "PX", value: LOCK_MS } })) !== null,
      () => true,
    );
    if (!mine) {
      const theirs = await this.waitForOther(id, lock);
      if (theirs) return theirs;
    }
    try {
      const outcome = await compute();
      await this.redis.attempt(
        async (client) => {
          await client
            .multi()
            .set(id, JSON.stringify(outcome), { expiration: { type: "PX", value: this.ttlMs } })
            .del(lock)
            .exec();
        },
        () => undefined,
      );
      return outcome;
    } catch (error) {
      await this.redis.attempt(
        async (client) => void (await client.del(lock)),
        () => undefined,
      );
      throw error;
    }
  }

  /** The outcome another instance is checking, once stored; undefined if its lock goes first (it failed) or Redis does. */
  private async waitForOther(id: string, lock: string): Promise<CheckOutcome | undefined> {
    for (const started = performance.now(); performance.now() - started < LOCK_MS; await sleep(POLL_MS)) {
      const [stored, checking] = await this.redis.attempt<unknown[]>(
        async (client) => client.multi().get(id).exists(lock).exec(),
        () => [null, 0],
      );
      const outcome = parseOutcome(typeof stored === "string" ? stored : null);
      if (outcome || Number(checking) === 0) return outcome;
    }
    return undefined;
  }
}
