import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

async function loadProxy(limit: string | undefined) {
  vi.resetModules();
  vi.stubEnv("RATE_LIMIT_PER_MINUTE", limit);
  return import("../../../proxy");
}

const request = (path: string, init: { method?: string; ip?: string } = {}) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: init.method ?? "GET",
    headers: { "x-forwarded-for": init.ip ?? "203.0.113.7" },
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("proxy", () => {
  it("lets RATE_LIMIT_PER_MINUTE requests through, then answers 429 with Retry-After", async () => {
    const { proxy } = await loadProxy("2");
    const statuses = [1, 2, 3].map(() => proxy(request("/api/validate", { method: "POST" })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = proxy(request("/api/validate", { method: "POST" }));
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: "rate-limited" } });
    expect(proxy(request("/api/validate", { method: "POST", ip: "198.51.100.2" })).status).toBe(200);
  });

  it("limits /check and its OG image as pages, apart from the API", async () => {
    const { proxy } = await loadProxy("1");
    expect(proxy(request("/api/validate")).status).toBe(200);
    expect(proxy(request("/check?d=1.abc")).status).toBe(200);
    const refused = proxy(request("/check/og?d=1.abc"));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/^Too many requests/);
  });

  it("defaults to 120 a minute", async () => {
    const { proxy } = await loadProxy(undefined);
    const statuses = Array.from({ length: 121 }, () => proxy(request("/check")).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });

  it("is off with RATE_LIMIT_PER_MINUTE=0", async () => {
    const { proxy } = await loadProxy("0");
    for (let i = 0; i < 500; i++) expect(proxy(request("/api/validate")).status).toBe(200);
  });

  it("matches the API, /check and every path under /check", async () => {
    const { config } = await loadProxy("1");
    expect(config.matcher).toEqual(["/api/validate", "/check", "/check/:path*"]);
  });
});
