import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/server/http/peer-address";
import { redisServerForTests, waitFor } from "../../../support/redis-server";
import { RateLimiter, clientKey, limitedRoute, rejectOverLimit } from "@/server/http/rate-limit";

describe("RateLimiter", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows `limit` requests per window, then refuses with the seconds left in the window", async () => {
    const limiter = new RateLimiter({ limit: 3 });
    for (let i = 0; i < 3; i++) expect((await limiter.hit("a")).allowed).toBe(true);
    vi.advanceTimersByTime(20_500);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    vi.advanceTimersByTime(39_400);
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(100);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
  });

  it("counts each client on its own", async () => {
    const limiter = new RateLimiter({ limit: 1 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("b")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
  });

  it("counts a request's cost, and not a refused request at all", async () => {
    const limiter = new RateLimiter({ limit: 3 });
    expect(await limiter.hit("a", 2)).toEqual({ allowed: true, remaining: 1 });
    expect((await limiter.hit("a", 2)).allowed).toBe(false);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
  });

  it("lets a client that keeps trying in again when its window ends", async () => {
    const limiter = new RateLimiter({ limit: 2 });
    for (let i = 0; i < 100; i++) await limiter.hit("a");
    vi.advanceTimersByTime(60_000);
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
  });

  it("is off when the limit is 0", async () => {
    const limiter = new RateLimiter({ limit: 0 });
    for (let i = 0; i < 1000; i++) expect((await limiter.hit("a")).allowed).toBe(true);
  });
});

describe("RateLimiter on Redis (REDIS_URL)", () => {
  const redis = redisServerForTests();

  it("shares each client's count between instances", async () => {
    const [first, second] = await Promise.all([redis.link(), redis.link()]);
    const one = new RateLimiter({ limit: 3, redis: first.link });
    const other = new RateLimiter({ limit: 3, redis: second.link });
    expect(await one.hit("api 203.0.113.7", 2)).toEqual({ allowed: true, remaining: 1 });
    expect(await other.hit("api 203.0.113.7")).toEqual({ allowed: true, remaining: 0 });
    const refused = await one.hit("api 203.0.113.7");
    expect(refused.allowed).toBe(false);
    expect(refused).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(await other.hit("api 198.51.100.2")).toEqual({ allowed: true, remaining: 2 });
  });

  it("counts in the instance's memory while Redis is down, and in Redis again when it returns", async () => {
    const { link } = await redis.link();
    const limiter = new RateLimiter({ limit: 2, redis: link });
    expect((await limiter.hit("a")).allowed).toBe(true);
    await redis.server().stop();
    try {
      expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
      expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
      expect((await limiter.hit("a")).allowed).toBe(false);
    } finally {
      await redis.server().restart();
    }
    await waitFor(() => link.client.isReady, "the link to reconnect");
    // The restarted Redis is empty (no persistence): the client starts a new window there.
    expect(await limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
  });
});

describe("clientKey", () => {
  const headers = (peer: string | null, forwardedFor?: string) =>
    new Headers({
      ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}),
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    });

  it("is the address that connected, whatever X-Forwarded-For or X-Real-IP a client sends", () => {
    expect(clientKey(headers("203.0.113.7"))).toBe("203.0.113.7");
    const forged = headers("203.0.113.7", "198.51.100.2");
    forged.set("x-real-ip", "198.51.100.3");
    expect(clientKey(forged)).toBe("203.0.113.7");
    expect(clientKey(forged, 0)).toBe("203.0.113.7");
  });

  it("behind trusted proxies, is the X-Forwarded-For entry the outermost proxy appended, never one further left", () => {
    // nginx at 10.0.0.1 appends the address it saw; the client put "198.51.100.2" there itself.
    expect(clientKey(headers("10.0.0.1", "198.51.100.2, 203.0.113.7"), 1)).toBe("203.0.113.7");
    // A CDN (appends 203.0.113.7) in front of nginx (appends the CDN's 192.0.2.10).
    expect(clientKey(headers("10.0.0.1", "198.51.100.2,203.0.113.7 , 192.0.2.10"), 2)).toBe("203.0.113.7");
    expect(clientKey(headers("10.0.0.1", " , 203.0.113.7"), 1)).toBe("203.0.113.7");
  });

  it("behind trusted proxies, falls back on the leftmost address there is when the chain is shorter", () => {
    expect(clientKey(headers("10.0.0.1"), 1)).toBe("10.0.0.1");
    expect(clientKey(headers("10.0.0.1", "203.0.113.7"), 3)).toBe("203.0.113.7");
  });

  it("is one shared local client for a request that did not come through the server", () => {
    expect(clientKey(headers(null, "198.51.100.2"))).toBe("local");
    expect(clientKey(new Headers())).toBe("local");
  });

  it("caps a long value so it cannot cost memory", () => {
    expect(clientKey(headers("10.0.0.1", "x".repeat(10_000)), 1)).toHaveLength(64);
  });
});

describe("rejectOverLimit", () => {
  // As proxy.ts does: the route a path draws on, then that route's limit (none for other paths).
  const rejectAt = async (limiter: RateLimiter, path: string, ip = "203.0.113.7") => {
    const route = limitedRoute(new URL(path, "http://127.0.0.1").pathname);
    return route && (await rejectOverLimit(limiter, route, new Headers({ [PEER_ADDRESS_HEADER]: ip })));
  };

  it("limits the API, /check and anything under /check, and nothing else", () => {
    expect(
      [
        "/api/validate",
        "/api/batch",
        "/check",
        "/check/og",
        "/check/opengraph-image",
        "/",
        "/checkout",
        "/api/other",
      ].map(limitedRoute),
    ).toEqual(["api", "api", "check", "check", "check", null, null, null]);
  });

  it("answers the API's 429 in the API's error shape, with Retry-After", async () => {
    const limiter = new RateLimiter({ limit: 1 });
    expect(await rejectAt(limiter, "/api/validate")).toBeNull();
    const refused = await rejectAt(limiter, "/api/validate");
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toBe("60");
    const body = await refused?.json();
    expect(body).toEqual({ error: { code: "rate-limited", message: expect.stringContaining("60 s") } });
  });

  it("answers a page's 429 in plain text, counting pages apart from the API", async () => {
    const limiter = new RateLimiter({ limit: 1 });
    expect(await rejectAt(limiter, "/api/validate")).toBeNull();
    expect(await rejectAt(limiter, "/check?d=1.abc")).toBeNull();
    const refused = await rejectAt(limiter, "/check/og?d=1.abc");
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(refused?.headers.get("Retry-After")).toBe("60");
    expect(await refused?.text()).toContain("Try again in 60 s");
    expect(await rejectAt(limiter, "/check", "198.51.100.2")).toBeNull();
    expect(await rejectAt(limiter, "/")).toBeNull();
  });

  it("counts a client behind a trusted proxy by the address that proxy saw, not by what the client wrote", async () => {
    const limiter = new RateLimiter({ limit: 1, trustedProxies: 1 });
    const viaProxy = (forwardedFor: string) =>
      rejectOverLimit(
        limiter,
        "api",
        new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": forwardedFor }),
      );
    expect(await viaProxy("203.0.113.7")).toBeNull();
    expect((await viaProxy("198.51.100.99, 203.0.113.7"))?.status).toBe(429);
    expect(await viaProxy("198.51.100.2")).toBeNull();
  });
});
