import "server-only";
// Per-client request limit: each client gets `limit` requests per window, the window starting at its
// first request (so a burst is never split across a clock-minute boundary). rate-limiter-flexible
// counts: in this process's memory, or, with REDIS_URL, in Redis for every instance, falling back to
// memory while Redis is unavailable (server/redis/link.ts).
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from "rate-limiter-flexible";
import type { RedisLink } from "../redis/link";
import { apiError } from "./api-error";
import { PEER_ADDRESS_HEADER } from "./peer-address";

export interface RateLimitOptions {
  /** Requests per window; 0 turns the limit off. */
  limit: number;
  windowMs?: number;
  /** Reverse proxies in front of the app that append to X-Forwarded-For (see clientKey). */
  trustedProxies?: number;
  /** Counts shared by every instance on this Redis. */
  redis?: RedisLink;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export const DEFAULT_WINDOW_MS = 60_000;
const MAX_CLIENT_KEY_LENGTH = 64;

/** Counts `cost` points for `key` on `counter`; a refused request is taken back off, so it never counts. */
async function count(counter: RateLimiterAbstract, key: string, cost: number): Promise<RateDecision> {
  try {
    const counted = await counter.consume(key, cost);
    return { allowed: true, remaining: counted.remainingPoints };
  } catch (refusal) {
    // rate-limiter-flexible refuses with a RateLimiterRes and fails with an Error (Redis unavailable).
    if (refusal instanceof Error) throw refusal;
    await counter.reward(key, cost);
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((refusal as RateLimiterRes).msBeforeNext / 1000)),
    };
  }
}

export class RateLimiter {
  readonly limit: number;
  readonly trustedProxies: number;
  private readonly local: RateLimiterMemory;
  private readonly shared?: { counter: RateLimiterRedis; redis: RedisLink };

  constructor(options: RateLimitOptions) {
    this.limit = options.limit;
    this.trustedProxies = options.trustedProxies ?? 0;
    const window = {
      points: Math.max(1, options.limit),
      duration: (options.windowMs ?? DEFAULT_WINDOW_MS) / 1000,
      keyPrefix: "2hg:limit",
    };
    this.local = new RateLimiterMemory(window);
    if (options.redis) {
      const counter = new RateLimiterRedis({ ...window, storeClient: options.redis.client, useRedisPackage: true });
      this.shared = { counter, redis: options.redis };
    }
  }

  /** Counts `cost` requests from `client` (a batch of teams costs more than one) and says whether it may go ahead. */
  async hit(client: string, cost = 1): Promise<RateDecision> {
    if (this.limit <= 0) return { allowed: true, remaining: Infinity };
    const local = () => count(this.local, client, cost);
    if (!this.shared) return local();
    const { counter, redis } = this.shared;
    return redis.attempt(() => count(counter, client, cost), local);
  }
}

/**
 * Who is asking: the address that connected (server/http/peer-address.ts), or, behind `trustedProxies`
 * reverse proxies, the address the outermost of them saw. Each proxy appends the address it saw to
 * X-Forwarded-For, so that one is `trustedProxies` entries from the right; whatever lies further left
 * came from the client and could name anyone, so it is never read. No peer address (a request that did
 * not come through the server) is one shared "local" client.
 */
export function clientKey(headers: Headers, trustedProxies = 0): string {
  const peer = headers.get(PEER_ADDRESS_HEADER) || "local";
  const forwarded = trustedProxies > 0 ? forwardedFor(headers) : [];
  const chain = [...forwarded, peer];
  const client = chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
  // An address is at most 45 characters (IPv6 with IPv4 tail); a longer value only costs memory.
  return client.slice(0, MAX_CLIENT_KEY_LENGTH);
}

function forwardedFor(headers: Headers): string[] {
  const entries = headers.get("x-forwarded-for")?.split(",") ?? [];
  return entries.map((entry) => entry.trim()).filter((entry) => entry !== "");
}

/** Which budget a path draws on: the API, or the report pages (/check and its OG image). */
export type LimitedRoute = "api" | "check";

export function limitedRoute(pathname: string): LimitedRoute | null {
  if (pathname === "/api/validate" || pathname === "/api/batch") return "api";
  if (pathname === "/check" || pathname.startsWith("/check/")) return "check";
  return null;
}

/**
 * The 429 for a request to `route` over its client's limit, or null to let it through. The API and
 * the report pages count separately, so using one never locks a client out of the other.
 */
export async function rejectOverLimit(
  limiter: RateLimiter,
  route: LimitedRoute,
  requestHeaders: Headers,
  cost = 1,
): Promise<Response | null> {
  const decision = await limiter.hit(`${route} ${clientKey(requestHeaders, limiter.trustedProxies)}`, cost);
  if (decision.allowed) return null;

  const seconds = decision.retryAfterSeconds;
  const headers = { "Retry-After": String(seconds), "Cache-Control": "no-store" };
  const message = `Too many requests: at most ${limiter.limit} a minute from one address. Try again in ${seconds} s.`;
  if (route === "api") return apiError("rate-limited", message, headers);
  return new Response(`${message}\n`, {
    status: 429,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
