import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAX_SHARE_JSON_BYTES, MAX_SHARE_PARAM_LENGTH, encodeShare, toBase64Url, type SharedCheck } from "../../lib/share";
import { decodeShare } from "../../lib/share-decode";
import { shareUrl } from "../../lib/share-encode";
import { paramOf, versionOneParam } from "./support/share-params";

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

// Distinct pseudo-random card names, so nothing compresses them under the link cap.
let seed = 1;
const noise = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join("");
const incompressible: SharedCheck = { ...check, decks: [{ name: "A", list: Array.from({ length: 2000 }, () => `1 ${noise()}`).join("\n") }, check.decks[1]!] };
// 25,000 lines of Island and of Swamp: 475 KB of JSON that compresses to a short link, but inflates past the decoder's cap.
const repetitive: SharedCheck = { ...check, decks: [{ name: "A", list: "4 Island\n".repeat(25_000) }, { name: "B", list: "4 Swamp\n".repeat(25_000) }] };

describe("share links (version 2)", () => {
  it("round-trips a check through a versioned base64url parameter that needs no percent-encoding", () => {
    const param = paramOf(check);
    expect(param).toMatch(/^2\.[A-Za-z0-9_-]+$/);
    expect(decodeShare(param)).toEqual({ success: true, data: check });
    expect(shareUrl(check)).toBe(`/check?d=${param}`);
  });

  it("is shorter than the version 1 link for a real 60-card list", () => {
    const team: SharedCheck = {
      format: "modern",
      ruleset: "tournament",
      decks: [
        { name: "Alice", list: "4 Goblin Guide\n4 Monastery Swiftspear\n4 Lightning Bolt\n4 Lava Spike\n4 Rift Bolt\n4 Boros Charm\n4 Lightning Helix\n4 Arid Mesa\n4 Inspiring Vantage\n20 Mountain\n4 Skewer the Critics" },
        { name: "Bob", list: "4 Thoughtseize\n4 Fatal Push\n4 Tarmogoyf\n4 Liliana of the Veil\n4 Dark Confidant\n4 Verdant Catacombs\n4 Overgrown Tomb\n20 Swamp\n4 Inquisition of Kozilek\n4 Abrupt Decay\n4 Maelstrom Pulse" },
      ],
    };
    expect(paramOf(team).length).toBeLessThan(versionOneParam(team).length);
  });

  it("writes the same link in the browser (toBase64Url) as on the server (Node's base64url)", () => {
    for (const team of [check, incompressible]) {
      const fromBrowser = encodeShare(team);
      const onServer = shareUrl(team);
      expect(onServer).toBe(fromBrowser.fits ? `/check?d=${fromBrowser.param}` : null);
    }
    expect(shareUrl(check)).toBe(`/check?d=${paramOf(check)}`);
  });

  it("opens version 2 links that zlib wrote, as the app did before it had its own encoder", () => {
    const param = `2.${deflateRawSync(JSON.stringify(check)).toString("base64url")}`;
    expect(decodeShare(param)).toEqual({ success: true, data: check });
  });

  it("refuses a link for lists that compress past the link cap, saying how long they are", () => {
    const encoded = encodeShare(incompressible);
    expect(encoded.fits).toBe(false);
    if (!encoded.fits) expect(encoded.reason).toMatch(/^they need [\d,]+ characters once compressed, and a link holds at most 14,000$/);
    expect(shareUrl(incompressible)).toBeNull();
  });

  it("refuses a link for lists that would inflate past what the decoder accepts, however well they compress", () => {
    const deflatedLength = toBase64Url(deflateRawSync(JSON.stringify(repetitive))).length;
    expect(deflatedLength).toBeLessThan(MAX_SHARE_PARAM_LENGTH);
    const encoded = encodeShare(repetitive);
    expect(encoded.fits).toBe(false);
    if (!encoded.fits) expect(encoded.reason).toMatch(/^together they are 47\d KB, and a link holds at most 450 KB$/);
    expect(shareUrl(repetitive)).toBeNull();
  });
});

describe("share links (version 1, lz-string)", () => {
  it("still open", () => {
    expect(decodeShare(versionOneParam(check))).toEqual({ success: true, data: check });
  });

  it("open when a query string turned their '+' into a space", () => {
    const variants = Array.from({ length: 200 }, (_, index) => ({ ...check, decks: [{ name: `A${index}`, list: "4 Opt" }, check.decks[1]!] }));
    const withPlus = variants.find((variant) => versionOneParam(variant).includes("+"));
    if (!withPlus) throw new Error("no payload with '+' among the variants");
    const unencoded = new URLSearchParams(`d=${versionOneParam(withPlus)}`).get("d");
    expect(unencoded).toContain(" ");
    expect(decodeShare(unencoded)).toEqual({ success: true, data: withPlus });
  });
});

describe("decodeShare refuses, with a readable error", () => {
  const deflated = (text: string) => `2.${toBase64Url(deflateRawSync(text))}`;

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["an unknown version", "3.abc"],
    ["a version named after an object property", "constructor.abc"],
    ["a version named __proto__", "__proto__.abc"],
    ["no version", "abc"],
    ["a cut-short version 2", paramOf(check).slice(0, 40)],
    ["a cut-short version 1", versionOneParam(check).slice(0, 40)],
    ["foreign characters", "2.<script>"],
    ["a version 1 alphabet in version 2", "2.abc+def$"],
    ["too long", `2.${"A".repeat(MAX_SHARE_PARAM_LENGTH)}`],
    ["a payload that is not DEFLATE", "2.SGVsbG8gd29ybGQ"],
    ["a payload that inflates past the cap (a zip bomb)", deflated(" ".repeat(MAX_SHARE_JSON_BYTES + 1))],
    ["a payload that is not UTF-8", `2.${toBase64Url(deflateRawSync(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])))}`],
    ["a payload that is not JSON", deflated("not json")],
  ])("%s", (_label, param) => {
    const result = decodeShare(param);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error).toMatch(/link/);
  });

  it("a well-formed link whose contents are not a team check", () => {
    const forged = paramOf({ ...check, format: "2hg" });
    expect(decodeShare(forged)).toEqual({ success: false, error: "This link is damaged: its contents are not a team check." });
  });
});

describe("toBase64Url", () => {
  it.each([0, 1, 2, 3, 4, 5, 255, 256, 1000])("matches Node's base64url for %i bytes", (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + 13) % 256);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
  });
});
