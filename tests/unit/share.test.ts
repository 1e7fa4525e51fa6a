import { describe, expect, it } from "vitest";
import { encodeShare, MAX_SHARE_PARAM_LENGTH, shareUrl, type SharedCheck } from "../../lib/share";
import { decodeShare } from "../../lib/share-decode";

const check: SharedCheck = {
  format: "modern",
  ruleset: "classic",
  decks: [
    { name: "Alice <script>", list: "4 Lightning Bolt\n56 Island" },
    { name: "Bob", list: "4 Jötun Grunt\r\n56 Swamp 🐀" },
  ],
  checkedAt: "2026-11-22T12:00:00.000Z",
  legal: true,
};

describe("share links", () => {
  it("round-trips a check through a URL-safe, versioned parameter", () => {
    const param = encodeShare(check);
    expect(param).toMatch(/^1\.[A-Za-z0-9+$-]+$/);
    expect(decodeShare(param)).toEqual({ success: true, data: check });
    expect(shareUrl(check)).toBe(`/check?d=${encodeURIComponent(param)}`);
  });

  it("reads a link whose '+' a query string turned into a space, and writes links that keep it", () => {
    const variants = Array.from({ length: 200 }, (_, index) => ({ ...check, decks: [{ name: `A${index}`, list: "4 Opt" }, check.decks[1]!] }));
    const withPlus = variants.find((variant) => encodeShare(variant).includes("+"));
    if (!withPlus) throw new Error("no payload with '+' among the variants");
    const param = encodeShare(withPlus);
    const unencoded = new URLSearchParams(`d=${param}`).get("d");
    expect(unencoded).toContain(" ");
    expect(decodeShare(unencoded)).toEqual({ success: true, data: withPlus });
    const written = new URL(shareUrl(withPlus) ?? "", "http://127.0.0.1").searchParams.get("d");
    expect(written).toBe(param);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["another version", "2.abc"],
    ["no version", "abc"],
    ["truncated", encodeShare(check).slice(0, 40)],
    ["foreign characters", "1.<script>"],
    ["too long", `1.${"A".repeat(MAX_SHARE_PARAM_LENGTH)}`],
  ])("refuses a %s link with a readable error", (_label, param) => {
    const result = decodeShare(param);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/link/);
  });

  it("refuses a well-formed link whose contents are not a team check", () => {
    const forged = encodeShare({ ...check, format: "2hg" });
    expect(decodeShare(forged)).toEqual({ success: false, error: "This link is damaged: its contents are not a team check." });
  });

  it("gives no link when the lists are too long to fit in one", () => {
    const huge = Array.from({ length: 3000 }, (_, index) => `1 Card number ${index} ${Math.sin(index)}`).join("\n");
    expect(shareUrl({ ...check, decks: [{ name: "A", list: huge }, { name: "B", list: huge }] })).toBeNull();
  });
});
