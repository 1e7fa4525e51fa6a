import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PEER_ADDRESS_HEADER } from "@/server/http/peer-address";

async function loadProxy(limit: string | undefined) {
  vi.resetModules();
  // A fresh process: its services (and so its limiter) are made from the environment on first use.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("2hg-deck-check.services")];
  vi.stubEnv("RATE_LIMIT_PER_MINUTE", limit);
  return import("@/proxy");
}

const request = (path: string, init: { method?: string; ip?: string } = {}) =>
  new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: init.method ?? "GET",
    headers: { [PEER_ADDRESS_HEADER]: init.ip ?? "203.0.113.7" },
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("proxy", () => {
  it("lets RATE_LIMIT_PER_MINUTE requests to a report page through, then answers 429 with Retry-After", async () => {
    const { proxy } = await loadProxy("2");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await proxy(request("/check?d=2.abc"))).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await proxy(request("/check?d=2.abc"));
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^Too many requests: at most 2 a minute/);
    expect((await proxy(request("/check?d=2.abc", { ip: "198.51.100.2" }))).status).toBe(200);
  });

  it("counts the report page and its OG image as one budget", async () => {
    const { proxy } = await loadProxy("1");
    expect((await proxy(request("/check?d=1.abc"))).status).toBe(200);
    const refused = await proxy(request("/check/og?d=1.abc"));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/^Too many requests/);
  });

  it("defaults to 120 a minute", async () => {
    const { proxy } = await loadProxy(undefined);
    const statuses = [];
    for (let i = 0; i < 121; i++) statuses.push((await proxy(request("/check"))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });

  it("is off with RATE_LIMIT_PER_MINUTE=0", async () => {
    const { proxy } = await loadProxy("0");
    for (let i = 0; i < 500; i++) expect((await proxy(request("/check"))).status).toBe(200);
  });

  it("counts a report page in every language as one budget", async () => {
    const { proxy } = await loadProxy("2");
    expect((await proxy(request("/check?d=1.abc"))).status).toBe(200);
    expect((await proxy(request("/ja/check?d=1.abc"))).status).toBe(200);
    expect((await proxy(request("/es/check/og?d=1.abc"))).status).toBe(429);
  });

  it("runs on every page, not the API (its route handler limits it, without the proxy's copy of the body) nor files", async () => {
    const { config } = await loadProxy("1");
    const [matcher] = config.matcher;
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path);
    expect(["/", "/check", "/ja/check/og", "/organizer", "/es"].filter(matches)).toHaveLength(5);
    expect(
      ["/api/validate", "/api/batch", "/_next/static/x.js", "/icon.svg", "/organizer/sample.csv"].filter(matches),
    ).toEqual([]);
  });

  it("sends a visit without a prefix to the saved language, else to Accept-Language; English stays unprefixed", async () => {
    const { proxy } = await loadProxy("0");
    const visit = (path: string, headers: Record<string, string>) =>
      proxy(
        new NextRequest(`http://127.0.0.1:3000${path}`, {
          headers: { [PEER_ADDRESS_HEADER]: "203.0.113.7", ...headers },
        }),
      );
    expect((await visit("/organizer", { "accept-language": "ja,en;q=0.5" })).headers.get("location")).toMatch(
      /\/ja\/organizer$/,
    );
    expect(
      (await visit("/check?d=2.x", { "accept-language": "ja", cookie: "NEXT_LOCALE=it" })).headers.get("location"),
    ).toMatch(/\/it\/check\?d=2\.x$/);
    const english = await visit("/organizer", { "accept-language": "en-GB" });
    expect(english.status).toBe(200);
    // English pages are their own routes (app/(en)): no rewrite, which `next start -H 127.0.0.1` would loop on.
    expect(english.headers.get("x-middleware-rewrite")).toBeNull();
    const chosen = await visit("/en/organizer", { "accept-language": "ja" });
    expect(chosen.headers.get("location")).toMatch(/\/organizer$/);
    expect(chosen.headers.get("set-cookie")).toMatch(/NEXT_LOCALE=en/);
  });
});
