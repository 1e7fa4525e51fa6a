import "server-only";
// Scryfall's card-name catalog in Redis, one key for the deployment, so a deployment asks Scryfall once a
// day (server/cards/scryfall-catalog.ts). What comes back is checked with zod: another shape is a miss.
import { z } from "zod";
import type { CatalogCopy, SharedCatalog } from "../cards/scryfall-catalog";
import type { RedisLink } from "./link";

const copySchema = z.object({ fetchedAt: z.number(), names: z.array(z.string()) });

/** The catalog in Redis, one key for the deployment; while Redis is unavailable, reads miss and writes are skipped. */
export class RedisCatalogStore implements SharedCatalog {
  private static readonly KEY = "2hg:catalog:card-names:v1";

  constructor(private readonly redis: RedisLink) {}

  async read(): Promise<CatalogCopy | null> {
    const stored = await this.redis.attempt(
      (client) => client.get(RedisCatalogStore.KEY),
      () => null,
    );
    if (stored === null) return null;
    try {
      const parsed = copySchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  async write(copy: CatalogCopy, ttlMs: number): Promise<void> {
    await this.redis.attempt(
      async (client) => {
        await client.set(RedisCatalogStore.KEY, JSON.stringify(copy), { expiration: { type: "PX", value: ttlMs } });
      },
      () => undefined,
    );
  }
}
