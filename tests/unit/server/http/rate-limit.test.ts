import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/lib/server/http/peer-address";
import { RateLimiter, clientKey, limitedRoute, rejectOverLimit } from "@/lib/server/http/rate-limit";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("RateLimiter", () => {
  it("allows `limit` requests per window, then refuses with the seconds left in the window", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 3, now: time.now });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    time.advance(20_500);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    time.advance(39_400);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(100);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
  });

  it("counts each client on its own", () => {
    const limiter = new RateLimiter({ limit: 1, now: clock().now });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("does not count refused requests, so a client that keeps trying still gets in after the window", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 2, now: time.now });
    for (let i = 0; i < 100; i++) limiter.hit("a");
    time.advance(60_000);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
  });

  it("is off when the limit is 0", () => {
    const limiter = new RateLimiter({ limit: 0, now: clock().now });
    for (let i = 0; i < 1000; i++) expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.clients).toBe(0);
  });

  it("forgets clients whose window has passed", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 5, now: time.now });
    for (let i = 0; i < 1000; i++) limiter.hit(`client ${i}`);
    expect(limiter.clients).toBe(1000);
    time.advance(60_000);
    limiter.hit("late");
    expect(limiter.clients).toBe(1);
  });

  it("keeps at most maxClients, dropping the oldest windows first", () => {
    const time = clock();
    const limiter = new RateLimiter({ limit: 1, maxClients: 100, now: time.now });
    for (let i = 0; i < 10_000; i++) {
      limiter.hit(`client ${i}`);
      time.advance(1);
    }
    expect(limiter.clients).toBe(100);
    expect(limiter.hit("client 9999").allowed).toBe(false);
    expect(limiter.hit("client 0").allowed).toBe(true);
  });
});

describe("clientKey", () => {
  const headers = (peer: string | null, forwardedFor?: string) =>
    new Headers({ ...(peer ? { [PEER_ADDRESS_HEADER]: peer } : {}), ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) });

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
  const rejectAt = (limiter: RateLimiter, path: string, ip = "203.0.113.7") => {
    const route = limitedRoute(new URL(path, "http://127.0.0.1").pathname);
    return route && rejectOverLimit(limiter, route, new Headers({ [PEER_ADDRESS_HEADER]: ip }));
  };

  it("limits the API, /check and anything under /check, and nothing else", () => {
    expect(
      ["/api/validate", "/api/batch", "/check", "/check/og", "/check/opengraph-image", "/", "/checkout", "/api/other"].map(limitedRoute),
    ).toEqual(["api", "api", "check", "check", "check", null, null, null]);
  });

  it("answers the API's 429 in the API's error shape, with Retry-After", async () => {
    const limiter = new RateLimiter({ limit: 1, now: clock().now });
    expect(rejectAt(limiter, "/api/validate")).toBeNull();
    const refused = rejectAt(limiter, "/api/validate");
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Retry-After")).toBe("60");
    const body = await refused?.json();
    expect(body).toEqual({ error: { code: "rate-limited", message: expect.stringContaining("60 s") } });
  });

  it("answers a page's 429 in plain text, counting pages apart from the API", async () => {
    const limiter = new RateLimiter({ limit: 1, now: clock().now });
    expect(rejectAt(limiter, "/api/validate")).toBeNull();
    expect(rejectAt(limiter, "/check?d=1.abc")).toBeNull();
    const refused = rejectAt(limiter, "/check/og?d=1.abc");
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(refused?.headers.get("Retry-After")).toBe("60");
    expect(await refused?.text()).toContain("Try again in 60 s");
    expect(rejectAt(limiter, "/check", "198.51.100.2")).toBeNull();
    expect(rejectAt(limiter, "/")).toBeNull();
  });

  it("counts a client behind a trusted proxy by the address that proxy saw, not by what the client wrote", () => {
    const limiter = new RateLimiter({ limit: 1, trustedProxies: 1, now: clock().now });
    const viaProxy = (forwardedFor: string) =>
      rejectOverLimit(limiter, "api", new Headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": forwardedFor }));
    expect(viaProxy("203.0.113.7")).toBeNull();
    expect(viaProxy("198.51.100.99, 203.0.113.7")?.status).toBe(429);
    expect(viaProxy("198.51.100.2")).toBeNull();
  });
});
