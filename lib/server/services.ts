import "server-only";
// Everything the server keeps once per process: its configuration, the card source, the per-client
// rate limit, the Scryfall queue and name cache live lookups share, and the share-link report cache.
// Next.js bundles instrumentation.ts, each route and each page as separate module graphs in one
// process, so a module-level value would exist once per graph; this object lives on globalThis, made
// by the first graph that asks, and every graph uses that one.
import type { CardSource } from "@/lib/cards/source";
import type { CheckOutcome } from "@/lib/check-team";
import { createCardSource, planCardSource } from "./cards/select-source";
import { ScryfallNameCache } from "./cards/scryfall-name-cache";
import { ScryfallRequestQueue } from "./cards/scryfall-request-queue";
import { readConfig, type AppConfig } from "./config";
import { stampPeerAddress } from "./http/peer-address";
import { RateLimiter } from "./http/rate-limit";
import { ReportCache } from "./report-cache";

export interface Services {
  readonly config: AppConfig;
  /** The card source, created on first use and logged once; a failed start is tried again next time. */
  cardSource(): Promise<CardSource>;
  /** Per-client requests on the API, /check and its OG image (DESIGN §3). */
  readonly limiter: RateLimiter;
  /** Share-link outcomes, so a link's page, metadata and OG image cost one check. */
  readonly reportCache: ReportCache<CheckOutcome>;
}

export function createServices(config: AppConfig = readConfig(), log: (line: string) => void = console.log): Services {
  const live = { queue: new ScryfallRequestQueue(), cache: new ScryfallNameCache() };
  let source: Promise<CardSource> | undefined;
  return {
    config,
    cardSource() {
      source ??= createCardSource(planCardSource(config), log, live).catch((error: unknown) => {
        source = undefined;
        throw error;
      });
      return source;
    },
    limiter: new RateLimiter({ limit: config.RATE_LIMIT_PER_MINUTE, trustedProxies: config.TRUSTED_PROXIES }),
    reportCache: new ReportCache<CheckOutcome>(),
  };
}

const SLOT = Symbol.for("2hg-deck-check.services");

/** The process's services, made on first use (a bad environment throws here, naming the variable). */
export function services(): Services {
  const slot = globalThis as { [SLOT]?: Services };
  if (!slot[SLOT]) {
    slot[SLOT] = createServices();
    // Every request from now on carries its peer's address, the rate limit's client.
    stampPeerAddress();
  }
  return slot[SLOT];
}
