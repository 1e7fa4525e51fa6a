import "server-only";
// Deck links read by any instance on one Redis, kept as long as each process keeps its own (a few
// minutes): the same link on another instance sends no request either. What comes back is checked with
// zod; another shape is a miss. While Redis is unavailable every read misses and writes are skipped.
import { z } from "zod";
import { DECK_SITES } from "@/lib/deck-links/deck-link";
import type { ReadLink, SharedDeckLinks } from "../deck-links/deck-link-reader";
import type { RedisLink } from "./link";

const readLinkSchema = z.object({
  ok: z.literal(true),
  list: z.string(),
  source: z.object({
    site: z.enum(DECK_SITES),
    url: z.string(),
    name: z.string(),
    author: z.string().nullable(),
    readAt: z.string(),
  }),
}) satisfies z.ZodType<ReadLink>;

const keyOf = (key: string) => `2hg:deck-link:v1:${key}`;

/** A value under the key in another shape (or not JSON) is a miss, never a Redis failure. */
function parseRead(stored: string): ReadLink | undefined {
  try {
    const parsed = readLinkSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export class RedisDeckLinkStore implements SharedDeckLinks {
  constructor(
    private readonly redis: RedisLink,
    private readonly ttlMs: number,
  ) {}

  get(key: string): Promise<ReadLink | undefined> {
    return this.redis.attempt(
      async (client) => {
        const stored = await client.get(keyOf(key));
        return stored === null ? undefined : parseRead(stored);
      },
      () => undefined,
    );
  }

  async set(key: string, read: ReadLink): Promise<void> {
    await this.redis.attempt(
      async (client) => void (await client.set(keyOf(key), JSON.stringify(read), { PX: this.ttlMs })),
      () => undefined,
    );
  }
}
