import "server-only";
// Environment configuration, validated once. Empty strings count as unset, so `CARD_DATA=` in a
// shell or a .env file behaves like no variable at all.
import { z } from "zod";
import { DEFAULT_RETENTION_DAYS } from "@/lib/input/event-input";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const configSchema = z.object({
  CARD_DATA: optionalString,
  SCRYFALL_API_URL: optionalString.pipe(z.url().default("https://api.scryfall.com")),
  SITE_URL: optionalString.pipe(z.url().optional()),
  // Deck links (docs/hosting.md, Deck links): each site's base URL, https (http only to this machine,
  // for the tests' stand-ins: server/deck-links/site-fetch.ts refuses any other).
  ARCHIDEKT_URL: optionalString.pipe(z.url().default("https://archidekt.com")),
  MOXFIELD_API_URL: optionalString.pipe(z.url().default("https://api.moxfield.com")),
  /** The User-Agent Moxfield granted this host; Moxfield links are refused without it. */
  MOXFIELD_USER_AGENT: optionalString,
  DECK_LINK_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).default(8000)),
  RATE_LIMIT_PER_MINUTE: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).default(120)),
  TRUSTED_PROXIES: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).default(0)),
  // Read as text here and checked by redisTarget: a bad REDIS_URL is a log line, never a server that cannot start.
  REDIS_URL: optionalString,
  // Events (docs/hosting.md, Events): PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/events.
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: optionalString.pipe(z.string().default("data")),
  EVENT_RETENTION_DAYS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(1).default(DEFAULT_RETENTION_DAYS),
  ),
});

export type AppConfig = z.infer<typeof configSchema>;

export function readConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment configuration: ${detail}`);
  }
  return parsed.data;
}

const redisUrlSchema = z.url({ protocol: /^rediss?$/, error: "is not a redis:// or rediss:// URL" });

export type RedisTarget = { kind: "off" } | { kind: "url"; url: URL } | { kind: "invalid"; reason: string };

/** Where REDIS_URL points: nowhere (unset), a Redis or Valkey server, or a value that cannot be one, and why. */
export function redisTarget(config: Pick<AppConfig, "REDIS_URL">): RedisTarget {
  if (config.REDIS_URL === undefined) return { kind: "off" };
  const parsed = redisUrlSchema.safeParse(config.REDIS_URL);
  if (!parsed.success) return { kind: "invalid", reason: parsed.error.issues[0]?.message ?? "is not a URL" };
  return { kind: "url", url: new URL(parsed.data) };
}
