import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config.js";
import { contentSecurityPolicy, securityHeaders } from "@/server/http/security-headers.js";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("allows the app's own resources and Scryfall's card images, and nothing else", () => {
    expect(Object.fromEntries(directives(contentSecurityPolicy()))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-inline'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "https://cards.scryfall.io"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("adds 'unsafe-eval' for next dev only", () => {
    expect(directives(contentSecurityPolicy({ development: true })).get("script-src")).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ development: false })).not.toContain("unsafe-eval");
  });
});

describe("next.config.js headers()", () => {
  it("sends every security header on every path", async () => {
    const rules = await nextConfig.headers?.();
    expect(rules?.[0]).toEqual({ source: "/:path*", headers: securityHeaders() });
    // An event's pages and API hold keys in their URLs: no Referer (docs/hosting.md, Events).
    const noReferrer = [{ key: "Referrer-Policy", value: "no-referrer" }];
    expect(rules?.slice(1)).toEqual([
      { source: "/events/:path*", headers: noReferrer },
      { source: "/:locale(es|it|ja)/events/:path*", headers: noReferrer },
      { source: "/api/events/:path*", headers: noReferrer },
    ]);
    expect(Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]))).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("keeps the settings it had before the headers", () => {
    expect(nextConfig).toMatchObject({ poweredByHeader: false });
    expect(nextConfig.serverExternalPackages).toEqual(["scryfall-sdk", "@electric-sql/pglite", "pg"]);
  });
});
