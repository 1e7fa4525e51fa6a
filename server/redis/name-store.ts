import "server-only";
// Card lookups shared by every instance on one Redis: what one instance learned from Scryfall, the
// others read instead of asking again. Keyed by folded name, with the process cache's TTLs (a found
// card 24 h, a miss an hour). What comes back is checked with zod: a value in another shape (another
// version of the app, anything else under the key) is a miss, never a crash. While Redis is
// unavailable every read misses and writes are skipped: each instance then asks Scryfall itself.
import { z } from "zod";
import type { Card } from "@/lib/cards/card";
import { commanderTextSchema } from "@/lib/cards/commander-text";
import type { NameResolution } from "@/lib/cards/source";
import type { RedisLink } from "../redis/link";
import { cacheKey, type SharedNames, type SharedNameEntry } from "../cards/scryfall-name-cache";

const cardSchema = z.object({
  oracleId: z.string(),
  name: z.string(),
  layout: z.string(),
  faces: z.array(
    z.object({
      name: z.string(),
      typeLine: z.string(),
      manaCost: z.string().optional(),
      imageUrl: z.string().optional(),
      oracleText: z.string().optional(),
    }),
  ),
  otherNames: z.array(z.string()),
  printedNames: z
    .array(z.object({ lang: z.string(), name: z.string(), sets: z.array(z.string()).optional() }))
    .optional(),
  printings: z.array(z.string()).optional(),
  releasedAt: z.iso.date().optional(),
  printedAt: z.iso.date().optional(),
  sets: z.array(z.string()).optional(),
  legalities: z.record(z.string(), z.enum(["legal", "not_legal", "restricted", "banned"])),
  ownCopyLimit: z.union([z.number().int().positive(), z.literal("any"), z.null()]),
  imageUrl: z.string().nullable(),
  scryfallUrl: z.string().nullable(),
  colorIdentity: z.string(),
  gameChanger: z.boolean(),
  commander: commanderTextSchema.nullable(),
}) satisfies z.ZodType<Card>;

const languagesSchema = z.array(z.string());

const resolutionSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("found"),
    card: cardSchema,
    languages: languagesSchema.optional(),
    strays: z.array(z.string()).optional(),
  }),
  z.object({
    status: z.literal("ambiguous"),
    candidates: z.array(z.string()),
    readings: z.array(z.object({ card: cardSchema, languages: languagesSchema })).optional(),
  }),
  z.object({ status: z.literal("not-found"), suggestions: z.array(z.string()) }),
]) satisfies z.ZodType<NameResolution>;

/**
 * v6: a printed name's sets, and a found one's strays (Spanish "Isla" was ambiguous under v5); v5: faces keep their Oracle text; v4: keyed with accents kept, a printed name's languages and an ambiguous name's readings; v3 (folded
 * keys, no languages); v2 lacked colour identity, Game Changers, commander text, and faces' mana costs and
 * images; v1 kept Oracle text, not the copy limit it states); a new shape gets a new prefix rather than
 * misreading old entries.
 */
const nameKey = (name: string) => `2hg:card:v6:${cacheKey(name)}`;

function parseResolution(stored: string | null): NameResolution | undefined {
  if (stored === null) return undefined;
  try {
    const parsed = resolutionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export class RedisNameStore implements SharedNames {
  constructor(private readonly redis: RedisLink) {}

  async read(names: readonly string[]): Promise<Map<string, NameResolution>> {
    const stored = await this.redis.attempt(
      async (client) => client.mGet(names.map(nameKey)),
      () => names.map(() => null),
    );
    const known = new Map<string, NameResolution>();
    names.forEach((name, index) => {
      const resolution = parseResolution(stored[index] ?? null);
      if (resolution) known.set(name, resolution);
    });
    return known;
  }

  async write(entries: readonly SharedNameEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.redis.attempt(
      async (client) => {
        const batch = client.multi();
        for (const { name, resolution, ttlMs } of entries) {
          batch.set(nameKey(name), JSON.stringify(resolution), { expiration: { type: "PX", value: ttlMs } });
        }
        await batch.exec();
      },
      () => undefined,
    );
  }
}
