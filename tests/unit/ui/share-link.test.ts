import { describe, it, expect } from "vitest";
import { encodeShare, MAX_SHARE_PARAM_LENGTH, shareUrl, type SharedCheck } from "../../../lib/share";
import { decodeShare } from "../../../lib/share-decode";
import { checkHref, editHref, shareParamFromQuery, shareParamOf, withShareParam } from "../../../lib/ui/share-link";

const check: SharedCheck = {
  format: "modern",
  ruleset: "tournament",
  decks: [
    { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: "4 Counterspell\n1 Sol Ring\n55 Island" },
  ],
};

// lz-string's alphabet has "+", which an unencoded query string reads as a space.
const withPlus = Array.from({ length: 200 }, (_, index) => ({ ...check, decks: [{ name: `Alice ${index}`, list: "4 Lightning Bolt" }, check.decks[1]!] })).find(
  (candidate) => encodeShare(candidate).includes("+"),
)!;

// Distinct pseudo-random card names, so lz-string cannot compress the list under the link cap.
let seed = 1;
const noise = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join("");
const tooLong: SharedCheck = { ...check, decks: [{ name: "Alice", list: Array.from({ length: 2000 }, () => `1 ${noise()}`).join("\n") }, check.decks[1]!] };

/** The `d` parameter a browser would read from a relative href. */
const paramIn = (href: string) => new URL(href, "https://2hg.example").searchParams.get("d");

describe("fixtures", () => {
  it("include a check whose payload has a '+' and one too long for a link", () => {
    expect(encodeShare(withPlus)).toContain("+");
    expect(encodeShare(tooLong).length).toBeGreaterThan(MAX_SHARE_PARAM_LENGTH);
  });
});

describe("shareParamFromQuery", () => {
  it('turns the spaces a query string made of "+" back into "+"', () => {
    expect(shareParamFromQuery("1.ab cd ef")).toBe("1.ab+cd+ef");
  });

  it("leaves a parameter without spaces unchanged and passes undefined through", () => {
    expect(shareParamFromQuery("1.N4Ig+xB$-")).toBe("1.N4Ig+xB$-");
    expect(shareParamFromQuery(undefined)).toBeUndefined();
  });

  it("restores a real payload read unencoded, so decodeShare gets the original check", () => {
    const param = encodeShare(withPlus);
    const unencoded = new URLSearchParams(`d=${param}`).get("d") ?? undefined;
    expect(unencoded).not.toBe(param);
    expect(shareParamFromQuery(unencoded)).toBe(param);
    expect(decodeShare(shareParamFromQuery(unencoded))).toEqual({ success: true, data: withPlus });
  });
});

describe("withShareParam", () => {
  it('percent-encodes the parameter: "/check" + "1.a+b$c" → "/check?d=1.a%2Bb%24c"', () => {
    expect(withShareParam("/check", "1.a+b$c")).toBe("/check?d=1.a%2Bb%24c");
  });
});

describe("checkHref", () => {
  it("links to /check with a parameter that decodes back to the check", () => {
    const href = checkHref(check);
    expect(href).toBe(shareUrl(check));
    expect(href?.startsWith("/check?d=")).toBe(true);
    expect(decodeShare(paramIn(href ?? ""))).toEqual({ success: true, data: check });
  });

  it("keeps a '+' in the payload through the browser's query parsing", () => {
    const href = checkHref(withPlus) ?? "";
    expect(href).toContain("%2B");
    expect(paramIn(href)).toBe(encodeShare(withPlus));
    expect(decodeShare(paramIn(href))).toEqual({ success: true, data: withPlus });
  });

  it("carries checkedAt and legal when the check has them", () => {
    const dated: SharedCheck = { ...check, checkedAt: "2026-11-22T12:00:00.000Z", legal: false };
    expect(decodeShare(paramIn(checkHref(dated) ?? ""))).toEqual({ success: true, data: dated });
  });

  it("returns null for lists too long to fit in a link", () => {
    expect(checkHref(tooLong)).toBeNull();
  });
});

describe("editHref", () => {
  it('links to the form ("/?d=…") with a parameter that decodes back to the check', () => {
    const href = editHref(withPlus);
    expect(href.startsWith("/?d=")).toBe(true);
    expect(decodeShare(paramIn(href))).toEqual({ success: true, data: withPlus });
  });

  it('falls back to the empty form "/" for lists too long to fit in a link', () => {
    expect(editHref(tooLong)).toBe("/");
  });
});

describe("shareParamOf", () => {
  it("reads the d parameter back from a report.share path, '+' included", () => {
    expect(shareParamOf(shareUrl(check))).toBe(encodeShare(check));
    expect(shareParamOf(shareUrl(withPlus))).toBe(encodeShare(withPlus));
  });

  it("restores '+' from a path written without percent-encoding", () => {
    expect(shareParamOf("/check?d=1.ab+cd")).toBe("1.ab+cd");
  });

  it("returns null for a check too long for a link (report.share is null)", () => {
    expect(shareParamOf(shareUrl(tooLong))).toBeNull();
  });

  it.each([
    ["an empty path", ""],
    ["a path without a query", "/check"],
    ["a query without d", "/check?format=modern"],
  ])("returns null for %s", (_, path) => {
    expect(shareParamOf(path)).toBeNull();
  });

  it("finds d among other parameters", () => {
    expect(shareParamOf(`/check?format=modern&d=${encodeURIComponent(encodeShare(check))}`)).toBe(encodeShare(check));
  });
});

// Every link checkHref writes must open: oversized contents are for the check to reject with the real
// limit ("a list has at most 1000 lines"), not for the link to call itself damaged.
describe("checkHref and decodeShare agree on what a link may carry", () => {
  const accepted = (shared: SharedCheck) => {
    const href = checkHref(shared);
    return href === null || decodeShare(paramIn(href)).success;
  };

  it("gives null or a readable link for a 225,000-character list of Island (compresses to ~4,000)", () => {
    expect(accepted({ ...check, decks: [{ name: "Alice", list: "4 Island\n".repeat(25_000) }, check.decks[1]!] })).toBe(true);
  });

  it("gives null or a readable link for a 201-character deck name", () => {
    expect(accepted({ ...check, decks: [{ name: "A".repeat(201), list: "4 Lightning Bolt" }, check.decks[1]!] })).toBe(true);
  });
});
