import { describe, expect, it } from "vitest";
import { withShareParam, type SharedCheck } from "../../../lib/share";
import { decodeShare } from "../../../lib/share-decode";
import { shareUrl } from "../../../lib/share-encode";
import { shareParamFromQuery, shareParamOf } from "../../../lib/ui/share-link";
import { paramOf, versionOneParam } from "../support/share-params";

const check: SharedCheck = {
  format: "modern",
  ruleset: "tournament",
  decks: [
    { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: "4 Counterspell\n1 Sol Ring\n55 Island" },
  ],
};

const param = paramOf(check);

// A version 1 (lz-string) link whose payload has a "+", which an unencoded query string reads as a space.
const versionOne = Array.from({ length: 200 }, (_, index) => ({ ...check, decks: [{ name: `Alice ${index}`, list: "4 Lightning Bolt" }, check.decks[1]!] }))
  .map((shared) => ({ shared, param: versionOneParam(shared) }))
  .find((candidate) => candidate.param.includes("+"))!;

/** The `d` parameter a browser would read from a relative href. */
const paramIn = (href: string) => new URL(href, "https://2hg.example").searchParams.get("d");

describe("shareParamFromQuery", () => {
  it('turns the spaces a query string made of a version 1 "+" back into "+"', () => {
    expect(shareParamFromQuery("1.ab cd ef")).toBe("1.ab+cd+ef");
  });

  it("leaves a parameter without spaces unchanged and passes undefined through", () => {
    expect(shareParamFromQuery(param)).toBe(param);
    expect(shareParamFromQuery(undefined)).toBeUndefined();
  });

  it("restores a real version 1 payload read unencoded, so decodeShare gets the original check", () => {
    const unencoded = new URLSearchParams(`d=${versionOne.param}`).get("d") ?? undefined;
    expect(unencoded).not.toBe(versionOne.param);
    expect(decodeShare(shareParamFromQuery(unencoded))).toEqual({ success: true, data: versionOne.shared });
  });
});

describe("withShareParam", () => {
  it('percent-encodes a version 1 parameter: "/check" + "1.a+b$c" → "/check?d=1.a%2Bb%24c"', () => {
    expect(withShareParam("/check", "1.a+b$c")).toBe("/check?d=1.a%2Bb%24c");
    expect(paramIn(withShareParam("/check", versionOne.param))).toBe(versionOne.param);
  });

  it("leaves a version 2 parameter as it is", () => {
    expect(withShareParam("/check", param)).toBe(`/check?d=${param}`);
  });
});

describe("shareUrl", () => {
  it("links to /check, and the form to \"/\", with a parameter that decodes back to the check", () => {
    expect(decodeShare(paramIn(shareUrl(check) ?? ""))).toEqual({ success: true, data: check });
    // The report page's Edit link is the same parameter on "/".
    expect(decodeShare(paramIn(withShareParam("/", param)))).toEqual({ success: true, data: check });
  });

  it("carries checkedAt and legal when the check has them", () => {
    const dated: SharedCheck = { ...check, checkedAt: "2026-11-22T12:00:00.000Z", legal: false };
    expect(decodeShare(paramIn(shareUrl(dated) ?? ""))).toEqual({ success: true, data: dated });
  });
});

describe("shareParamOf", () => {
  it("reads the d parameter back from a report.share path", () => {
    expect(shareParamOf(shareUrl(check))).toBe(param);
    expect(shareParamOf(withShareParam("/check", versionOne.param))).toBe(versionOne.param);
  });

  it("restores '+' from a version 1 path written without percent-encoding", () => {
    expect(shareParamOf("/check?d=1.ab+cd")).toBe("1.ab+cd");
  });

  it("returns null for a check too long for a link (report.share is null)", () => {
    expect(shareParamOf(null)).toBeNull();
  });

  it.each([
    ["an empty path", ""],
    ["a path without a query", "/check"],
    ["a query without d", "/check?format=modern"],
  ])("returns null for %s", (_, path) => {
    expect(shareParamOf(path)).toBeNull();
  });

  it("finds d among other parameters", () => {
    expect(shareParamOf(`/check?format=modern&d=${param}`)).toBe(param);
  });
});

// Every link the app writes must open: oversized contents are for the check to reject with the real
// limit ("a list has at most 1000 lines"), not for the link to call itself damaged.
describe("shareUrl and decodeShare agree on what a link may carry", () => {
  const opens = (shared: SharedCheck) => {
    const href = shareUrl(shared);
    return href === null || decodeShare(paramIn(href)).success;
  };

  it.each([
    ["a 225,000-character list of Island (compresses to a short link)", "4 Island\n".repeat(25_000), "4 Lightning Bolt"],
    ["two such lists (past what a link may inflate to)", "4 Island\n".repeat(25_000), "4 Swamp\n".repeat(25_000)],
  ])("gives null or a link that opens for %s", (_, first, second) => {
    expect(opens({ ...check, decks: [{ name: "Alice", list: first }, { name: "Bob", list: second }] })).toBe(true);
  });

  it("gives a link that opens for two lists just under what a link may inflate to (437 KB)", () => {
    const shared = { ...check, decks: [{ name: "Alice", list: "4 Island\n".repeat(23_000) }, { name: "Bob", list: "4 Swamp\n".repeat(23_000) }] };
    expect(shareUrl(shared)).not.toBeNull();
    expect(opens(shared)).toBe(true);
  });

  it("gives a link that opens for a 201-character deck name", () => {
    expect(opens({ ...check, decks: [{ name: "A".repeat(201), list: "4 Lightning Bolt" }, check.decks[1]!] })).toBe(true);
    expect(shareUrl({ ...check, decks: [{ name: "A".repeat(201), list: "4 Lightning Bolt" }, check.decks[1]!] })).not.toBeNull();
  });
});
