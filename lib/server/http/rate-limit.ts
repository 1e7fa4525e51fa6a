import "server-only";
// Per-client request limit in memory: each client gets `limit` requests per window, the window
// starting at its first request (so a burst is never split across a clock-minute boundary).
// Pure and clock-injectable; memory is bounded: expired clients go first, and past `maxClients`
// the oldest window is dropped (that client starts afresh: lenient, never wrongly blocking).
//
// In memory means per process: behind several instances each one counts on its own.
import { apiError } from "./api-error";
import { PEER_ADDRESS_HEADER } from "./peer-address";

export interface RateLimitOptions {
  /** Requests per window; 0 turns the limit off. */
  limit: number;
  windowMs?: number;
  maxClients?: number;
  /** Reverse proxies in front of the app that append to X-Forwarded-For (see clientKey). */
  trustedProxies?: number;
  now?: () => number;
}

export type RateDecision =
  | { allowed: true; remaining: number }
  | { allowed: false; retryAfterSeconds: number };

interface Window {
  startedAt: number;
  count: number;
}

export const DEFAULT_WINDOW_MS = 60_000;
export const DEFAULT_MAX_CLIENTS = 10_000;
const MAX_CLIENT_KEY_LENGTH = 64;

export class RateLimiter {
  readonly limit: number;
  readonly trustedProxies: number;
  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;
  // Insertion order is window start order: a new window is always deleted and re-inserted.
  private readonly windows = new Map<string, Window>();

  constructor(options: RateLimitOptions) {
    this.limit = options.limit;
    this.trustedProxies = options.trustedProxies ?? 0;
    this.windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.maxClients = Math.max(1, options.maxClients ?? DEFAULT_MAX_CLIENTS);
    this.now = options.now ?? Date.now;
  }

  get clients(): number {
    return this.windows.size;
  }

  /** Counts `cost` requests from `client` (a batch of teams costs more than one) and says whether it may go ahead. */
  hit(client: string, cost = 1): RateDecision {
    if (this.limit <= 0) return { allowed: true, remaining: Infinity };
    const now = this.now();
    this.evictExpired(now);

    let window = this.windows.get(client);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.windows.delete(client);
      window = { startedAt: now, count: 0 };
      this.windows.set(client, window);
      this.evictOverflow();
    }
    if (window.count + cost > this.limit) {
      const retryAfterMs = window.startedAt + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    window.count += cost;
    return { allowed: true, remaining: this.limit - window.count };
  }

  private evictExpired(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.startedAt < this.windowMs) return;
      this.windows.delete(client);
    }
  }

  private evictOverflow(): void {
    for (const client of this.windows.keys()) {
      if (this.windows.size <= this.maxClients) return;
      this.windows.delete(client);
    }
  }
}

/**
 * Who is asking: the address that connected (lib/http/peer-address.ts), or, behind `trustedProxies`
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
export function rejectOverLimit(limiter: RateLimiter, route: LimitedRoute, requestHeaders: Headers, cost = 1): Response | null {
  const decision = limiter.hit(`${route} ${clientKey(requestHeaders, limiter.trustedProxies)}`, cost);
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
