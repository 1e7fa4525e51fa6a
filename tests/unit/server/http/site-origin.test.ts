import { describe, expect, it } from "vitest";
import { siteOrigin } from "@/server/http/site-origin";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("siteOrigin", () => {
  it("is SITE_URL's origin when set, whatever the request says", () => {
    expect(siteOrigin(headers({ host: "evil.example" }), "https://deckcheck.example.org/some/path")).toBe(
      "https://deckcheck.example.org",
    );
  });

  it("is the request's host, or the first host and protocol a reverse proxy forwarded", () => {
    expect(siteOrigin(headers({ host: "127.0.0.1:3000" }), undefined)).toBe("http://127.0.0.1:3000");
    expect(
      siteOrigin(
        headers({ host: "10.0.0.5", "x-forwarded-host": "check.example.org, proxy", "x-forwarded-proto": "https" }),
        undefined,
      ),
    ).toBe("https://check.example.org");
    expect(siteOrigin(headers({ host: "[::1]:8080" }), undefined)).toBe("http://[::1]:8080");
  });

  it("falls back to localhost for a host that could smuggle a path or a script into a link", () => {
    expect(siteOrigin(headers({ host: "example.org/evil" }), undefined)).toBe("http://localhost:3000");
    expect(siteOrigin(headers({ host: '"><script>' }), undefined)).toBe("http://localhost:3000");
    expect(siteOrigin(headers({}), undefined)).toBe("http://localhost:3000");
  });
});
