// Per-client request limit in memory: each client gets `limit` requests per window, the window
// starting at its first request (so a burst is never split across a clock-minute boundary).
// Pure and clock-injectable; memory is bounded: expired clients go first, and past `maxClients`
// the oldest window is dropped (that client starts afresh: lenient, never wrongly blocking).
//
// In memory means per process: behind several instances each one counts on its own.
import { readConfig } from "../config";
import { apiError } from "./api-error";

export interface RateLimitOptions {
  /** Requests per window; 0 turns the limit off. */
  limit: number;
  windowMs?: number;
  maxClients?: number;
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
  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;
  // Insertion order is window start order: a new window is always deleted and re-inserted.
  private readonly windows = new Map<string, Window>();

  constructor(options: RateLimitOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
    this.maxClients = Math.max(1, options.maxClients ?? DEFAULT_MAX_CLIENTS);
    this.now = options.now ?? Date.now;
  }

  get clients(): number {
    return this.windows.size;
  }

  /** Counts one request from `client` and says whether it may go ahead. */
  hit(client: string): RateDecision {
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
    if (window.count >= this.limit) {
      const retryAfterMs = window.startedAt + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    window.count += 1;
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

/** A limiter at RATE_LIMIT_PER_MINUTE: one for the API (its route handler), one for the pages (proxy.ts). */
export function rateLimiterFromConfig(): RateLimiter {
  return new RateLimiter({ limit: readConfig().RATE_LIMIT_PER_MINUTE });
}

/**
 * Who is asking: the first X-Forwarded-For entry, else X-Real-IP, else one shared "local" client.
 * These headers are only as trustworthy as the reverse proxy in front that sets them; without
 * one, a client can name itself anything and so escape its own limit.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const client = forwarded || headers.get("x-real-ip")?.trim() || "local";
  // An address is at most 45 characters (IPv6 with IPv4 tail); a longer value only costs memory.
  return client.slice(0, MAX_CLIENT_KEY_LENGTH);
}

/** Which budget a path draws on: the API, or the report pages (/check and its OG image). */
export type LimitedRoute = "api" | "check";

export function limitedRoute(pathname: string): LimitedRoute | null {
  if (pathname === "/api/validate") return "api";
  if (pathname === "/check" || pathname.startsWith("/check/")) return "check";
  return null;
}

/**
 * The 429 for a request to `route` over its client's limit, or null to let it through. The API and
 * the report pages count separately, so using one never locks a client out of the other.
 */
export function rejectOverLimit(limiter: RateLimiter, route: LimitedRoute, requestHeaders: Headers): Response | null {
  const decision = limiter.hit(`${route} ${clientKey(requestHeaders)}`);
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
