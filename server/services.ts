import "server-only";
// Everything the server keeps once per process: its configuration, the card source, the per-client
// rate limit, the Scryfall queue, name cache and card-name catalog live lookups share, and the share-link report cache.
// With REDIS_URL, the rate limit, name cache, Scryfall pacing and report cache are shared by every
// instance through Redis, each with this process's memory to fall back on (server/redis/).
// Next.js bundles instrumentation.ts, each route and each page as separate module graphs in one
// process, so a module-level value would exist once per graph; this object lives on globalThis, made
// by the first graph that asks, and every graph uses that one.
import type { CardSource } from "@/lib/cards/source";
import type { CheckOutcome } from "@/lib/check/check-team";
import { BatchGate } from "./batch/batch-gate";
import { RedisNameStore } from "./redis/name-store";
import { RedisCatalogStore } from "./redis/catalog-store";
import { RedisStartGate, sharedIntervals } from "./redis/start-gate";
import { createCardSource, planCardSource } from "./cards/select-source";
import { ScryfallNameCache } from "./cards/scryfall-name-cache";
import { SCRYFALL_INTERVALS, ScryfallRequestQueue } from "./cards/scryfall-request-queue";
import { readConfig, redisTarget, type AppConfig } from "./config";
import { stampPeerAddress } from "./http/peer-address";
import { sendSecurityHeadersOnEveryAnswer } from "./http/answer-headers";
import { RateLimiter } from "./http/rate-limit";
import { RedisLink, type RedisStatus } from "./redis/link";
import { RedisReportStore } from "./redis/report-store";
import { REPORT_CACHE_TTL_MS, ReportCache } from "./report-cache";
import { DECK_LINK_CACHE_TTL_MS, DeckLinkReader } from "./deck-links/deck-link-reader";
import { RedisDeckLinkStore } from "./redis/deck-link-store";
import type { EventDesk } from "./events/event-desk";

export interface Services {
  readonly config: AppConfig;
  /** The card source, created on first use and logged once; a failed start answers for CARD_SOURCE_RETRY_MS, then is tried again. */
  cardSource(): Promise<CardSource>;
  /** Per-client requests on the API, /check and its OG image (docs/hosting.md, Environment: RATE_LIMIT_PER_MINUTE). */
  readonly limiter: RateLimiter;
  /** Batch work in flight: at most one maximal batch's teams at once, the rest waiting their turn. */
  readonly batchGate: BatchGate;
  /** Share-link outcomes, so a link's page, metadata and OG image cost one check. */
  readonly reportCache: ReportCache<CheckOutcome>;
  /** Deck links read into lists, each kept a few minutes (shared through Redis when set). */
  readonly deckLinks: DeckLinkReader;
  /** The events' store (docs/hosting.md, Events), its code and database loaded on the first call only. */
  eventDesk(): Promise<EventDesk>;
  /** "off" without REDIS_URL; else whether Redis answers now. */
  redisStatus(): Promise<RedisStatus>;
  /** Closes the connection to Redis (tests make and close several instances in one process). */
  close(): Promise<void>;
}

/** The instance's link to Redis, or none: REDIS_URL unset, or (logged) not a Redis URL. */
function connectRedis(config: AppConfig, log: (line: string) => void): RedisLink | undefined {
  const target = redisTarget(config);
  if (target.kind === "invalid") {
    log(
      `redis: REDIS_URL ${target.reason}; this instance keeps its rate limits, card lookups, Scryfall pacing and reports to itself`,
    );
  }
  return target.kind === "url" ? new RedisLink(target.url, log) : undefined;
}

/** How long a card source that failed to load answers with that failure before it is loaded again. */
export const CARD_SOURCE_RETRY_MS = 10_000;

export interface ServicesOptions {
  /** Where a downloaded data/oracle-cards.json would be: the working directory unless given. */
  cwd?: string;
}

export function createServices(
  config: AppConfig = readConfig(),
  log: (line: string) => void = console.log,
  { cwd }: ServicesOptions = {},
): Services {
  const redis = connectRedis(config, log);
  const intervals = redis ? sharedIntervals(SCRYFALL_INTERVALS) : SCRYFALL_INTERVALS;
  const live = {
    queue: new ScryfallRequestQueue({ intervals, gate: redis && new RedisStartGate(redis, intervals) }),
    cache: new ScryfallNameCache({ shared: redis && new RedisNameStore(redis) }),
    catalog: { shared: redis && new RedisCatalogStore(redis) },
  };
  let source: Promise<CardSource> | undefined;
  let desk: Promise<EventDesk> | undefined;
  return {
    config,
    cardSource() {
      source ??= createCardSource(planCardSource(config, cwd), log, live).catch((error: unknown) => {
        // A failed load (a damaged or missing file) answers every check the same for a while, then is
        // tried again: re-reading a 150 MB file for each request under traffic would take the host down.
        const failed = source;
        setTimeout(() => {
          if (source === failed) source = undefined;
        }, CARD_SOURCE_RETRY_MS).unref();
        throw error;
      });
      return source;
    },
    batchGate: new BatchGate(),
    limiter: new RateLimiter({ limit: config.RATE_LIMIT_PER_MINUTE, trustedProxies: config.TRUSTED_PROXIES, redis }),
    reportCache: new ReportCache<CheckOutcome>({ shared: redis && new RedisReportStore(redis, REPORT_CACHE_TTL_MS) }),
    deckLinks: new DeckLinkReader(config, {
      scryfallQueue: live.queue,
      shared: redis && new RedisDeckLinkStore(redis, DECK_LINK_CACHE_TTL_MS),
    }),
    eventDesk() {
      desk ??= import("./events/event-desk").then(({ createEventDesk }) => createEventDesk(config, log));
      return desk;
    },
    async redisStatus() {
      if (redis) return redis.status();
      return config.REDIS_URL === undefined ? "off" : "down";
    },
    async close() {
      await redis?.close();
      if (desk) await (await desk).close();
    },
  };
}

const SLOT = Symbol.for("2hg-deck-check.services");

/** The process's services, made on first use (a bad environment throws here, naming the variable). */
export function services(): Services {
  const slot = globalThis as { [SLOT]?: Services };
  if (!slot[SLOT]) {
    slot[SLOT] = createServices();
    // Every request from now on carries its peer's address, the rate limit's client, and every answer
    // the security headers, Next.js's own redirects too.
    stampPeerAddress();
    sendSecurityHeadersOnEveryAnswer();
  }
  return slot[SLOT];
}
