import { describe, expect, it } from "vitest";
import { RateLimiter, clientKey, limitedRoute, rejectOverLimit } from "../../../lib/http/rate-limit";

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
  it("takes the first X-Forwarded-For entry, then X-Real-IP, then one shared local client", () => {
    expect(clientKey(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1", "x-real-ip": "198.51.100.2" }))).toBe(
      "203.0.113.7",
    );
    expect(clientKey(new Headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientKey(new Headers({ "x-forwarded-for": " , 10.0.0.1" }))).toBe("local");
    expect(clientKey(new Headers())).toBe("local");
  });

  it("caps a long header value so it cannot cost memory", () => {
    expect(clientKey(new Headers({ "x-forwarded-for": "x".repeat(10_000) }))).toHaveLength(64);
  });
});

describe("rejectOverLimit", () => {
  // As proxy.ts does: the route a path draws on, then that route's limit (none for other paths).
  const rejectAt = (limiter: RateLimiter, path: string, ip = "203.0.113.7") => {
    const route = limitedRoute(new URL(path, "http://127.0.0.1").pathname);
    return route && rejectOverLimit(limiter, route, new Headers({ "x-forwarded-for": ip }));
  };

  it("limits the API, /check and anything under /check, and nothing else", () => {
    expect(["/api/validate", "/check", "/check/og", "/check/opengraph-image", "/", "/checkout", "/api/other"].map(limitedRoute)).toEqual(
      ["api", "check", "check", "check", null, null, null],
    );
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
});
