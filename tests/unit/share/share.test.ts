import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  MAX_SHARE_JSON_BYTES,
  MAX_SHARE_PARAM_LENGTH,
  encodeShare,
  fromBase64Url,
  sharedCheckOf,
  shareUrl,
  toBase64Url,
  type SharedCheck,
} from "@/lib/share/encode";
import { DECODE_ERROR_CODES, decodeShare } from "@/lib/share/decode";
import { translator } from "@/i18n/translator";
import { MKM_DECKS, MKM_POOL } from "../../fixtures/pools/mkm-sealed";
import writtenBefore from "../../fixtures/share/v2-links.json";
import { paramOf } from "../../support/share-params";

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
const noise = () =>
  Array.from({ length: 12 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join("");
const incompressible: SharedCheck = {
  ...check,
  decks: [{ name: "A", list: Array.from({ length: 2000 }, () => `1 ${noise()}`).join("\n") }, check.decks[1]!],
};
// 25,000 lines of Island and of Swamp: 475 KB of JSON that compresses to a short link, but inflates past the decoder's cap.
const repetitive: SharedCheck = {
  ...check,
  decks: [
    { name: "A", list: "4 Island\n".repeat(25_000) },
    { name: "B", list: "4 Swamp\n".repeat(25_000) },
  ],
};

describe("share links (version 2)", () => {
  it("round-trips a check through a versioned base64url parameter that needs no percent-encoding", () => {
    const param = paramOf(check);
    expect(param).toMatch(/^2\.[A-Za-z0-9_-]+$/);
    expect(decodeShare(param)).toEqual({ success: true, data: check });
    expect(shareUrl(check)).toBe(`/check?d=${param}`);
  });

  it("opens the version 2 links the app wrote with its own encoder before fflate, with the same lists", () => {
    expect(writtenBefore.length).toBeGreaterThanOrEqual(3);
    for (const { param, check: written } of writtenBefore) {
      expect(decodeShare(param)).toEqual({ success: true, data: written });
      // Today's encoder writes a link for the same check that opens to the same lists, and is no longer.
      expect(paramOf(written as SharedCheck).length).toBeLessThanOrEqual(param.length);
    }
  });

  it("carries the team's name; a link written before names opens without one", () => {
    const named: SharedCheck = { ...check, name: "Team Rocket 🚀 <b>" };
    expect(decodeShare(paramOf(named))).toEqual({ success: true, data: named });
    expect(
      sharedCheckOf(
        { name: "Team Rocket", format: "modern", ruleset: "tournament", decks: check.decks },
        { checkedAt: check.checkedAt!, legal: true, decks: check.decks },
      ),
    ).toMatchObject({ name: "Team Rocket", format: "modern" });
    for (const { param } of writtenBefore) {
      const old = decodeShare(param);
      expect(old.success && "name" in old.data).toBe(false);
    }
    expect(sharedCheckOf(check, { checkedAt: check.checkedAt!, legal: true, decks: check.decks })).not.toHaveProperty(
      "name",
    );
    // A name of the wrong type is a link the app never wrote: not a check.
    expect(decodeShare(paramOf({ ...check, name: 7 } as unknown as SharedCheck))).toEqual({
      success: false,
      code: "not-a-check",
    });
  });

  it("carries a Limited team's pool and extra allowed cards", () => {
    const limited: SharedCheck = { ...check, format: "limited", pool: "3 Negate\n2 Opt", allowed: "1 Sol Ring" };
    expect(decodeShare(paramOf(limited))).toEqual({ success: true, data: limited });
  });

  it("carries a 2HG Commander team's team rule and house rules; a link without them opens as before", () => {
    const commander: SharedCheck = {
      ...check,
      format: "commander",
      ruleset: "open",
      houseBans: "1 Sol Ring\n1 Rhystic Study",
      gameChangers: 0,
      landsExemptFromTeamRule: true,
      teamColorIdentity: true,
    };
    expect(decodeShare(paramOf(commander))).toEqual({ success: true, data: commander });
    const decoded = decodeShare(paramOf(check));
    expect(decoded.success && "houseBans" in decoded.data).toBe(false);
    const team = {
      format: "commander",
      ruleset: "open" as const,
      decks: commander.decks,
      houseBans: "1 Sol Ring",
      gameChangers: 2,
      landsExemptFromTeamRule: false,
    };
    expect(sharedCheckOf(team, { checkedAt: check.checkedAt!, legal: false, decks: commander.decks })).toEqual({
      format: "commander",
      ruleset: "open",
      decks: commander.decks,
      houseBans: "1 Sol Ring",
      gameChangers: 2,
      checkedAt: check.checkedAt,
      legal: false,
    });
  });

  it("fits a 90-card Sealed pool (Arena export) and two 40-card decks in a link under 8,000 characters", () => {
    const team: SharedCheck = {
      ...check,
      format: "limited",
      decks: [
        { name: "Alice", list: MKM_DECKS[0] },
        { name: "Bob", list: MKM_DECKS[1] },
      ],
      pool: MKM_POOL,
    };
    const link = shareUrl(team) ?? "";
    // Measured: 1,695 characters (the same team without its pool: 905).
    expect(link.length).toBeGreaterThan(1000);
    expect(link.length).toBeLessThan(8000);
    expect(decodeShare(new URL(link, "http://x").searchParams.get("d"))).toEqual({ success: true, data: team });
  });

  it("sharedCheckOf: the lists as sent, the names as shown, this check's time and verdict", () => {
    const shared = sharedCheckOf(
      { format: "modern", ruleset: "tournament", decks: [{ list: "4 Opt" }, { list: "4 Island" }] },
      { checkedAt: "2026-11-24T10:00:00.000Z", legal: false, decks: [{ name: "Player 1" }, { name: "Bob" }] },
    );
    expect(shared).toEqual({
      format: "modern",
      ruleset: "tournament",
      decks: [
        { name: "Player 1", list: "4 Opt" },
        { name: "Bob", list: "4 Island" },
      ],
      checkedAt: "2026-11-24T10:00:00.000Z",
      legal: false,
    });
    expect(shareUrl(shared)).toBe(`/check?d=${paramOf(shared)}`);
  });

  it("opens version 2 links that zlib wrote, as the app did before it had its own encoder", () => {
    const param = `2.${deflateRawSync(JSON.stringify(check)).toString("base64url")}`;
    expect(decodeShare(param)).toEqual({ success: true, data: check });
  });

  it("refuses a link for lists that compress past the link cap, saying how long they are", () => {
    const encoded = encodeShare(incompressible);
    expect(encoded.fits).toBe(false);
    if (!encoded.fits) expect(encoded.reason).toEqual({ code: "too-long", length: expect.any(Number), max: 14_000 });
    expect(shareUrl(incompressible)).toBeNull();
  });

  it("refuses a link for lists that would inflate past what the decoder accepts, however well they compress", () => {
    const deflatedLength = toBase64Url(deflateRawSync(JSON.stringify(repetitive))).length;
    expect(deflatedLength).toBeLessThan(MAX_SHARE_PARAM_LENGTH);
    const encoded = encodeShare(repetitive);
    expect(encoded.fits).toBe(false);
    if (!encoded.fits)
      expect(encoded.reason).toEqual({ code: "too-large", kilobytes: expect.any(Number), maxKilobytes: 450 });
    expect(shareUrl(repetitive)).toBeNull();
  });
});

describe("decodeShare refuses, with a code", () => {
  const deflated = (text: string) => `2.${toBase64Url(deflateRawSync(text))}`;

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["an unknown version", "3.abc"],
    ["a version named after an object property", "constructor.abc"],
    ["a version named __proto__", "__proto__.abc"],
    ["no version", "abc"],
    ["a cut-short version 2", paramOf(check).slice(0, 40)],
    ["a version 1 link (never published)", "1.N4IgzgpgTglgxgQwC4gFwgMIBsCGBnGAF0IHsA7ECAX0A"],
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
    if (!result.success) expect(DECODE_ERROR_CODES).toContain(result.code);
  });

  it("a well-formed link whose contents are not a team check", () => {
    const forged = paramOf({ ...check, format: "2hg" });
    expect(decodeShare(forged)).toEqual({ success: false, code: "not-a-check" });
  });
});

describe("toBase64Url and fromBase64Url", () => {
  it.each([0, 1, 2, 3, 4, 5, 255, 256, 1000, 70_000])("match Node's base64url for %i bytes", (length) => {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 97 + 13) % 256);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
  });

  it("words a refusal in the reader's language, with no English clause inside another language's sentence", () => {
    const encoded = encodeShare(incompressible);
    if (encoded.fits) throw new Error("expected a refusal");
    const { code, ...values } = encoded.reason;
    const english = translator("en", "teamForm")(`tooLongReasons.${code}`, values);
    const japanese = translator("ja", "teamForm")(`tooLongReasons.${code}`, values);
    expect(english).toMatch(/^they need [\d,]+ characters once compressed, and a link holds at most 14,000$/);
    expect(japanese).toContain("14,000");
    expect(japanese).not.toMatch(/[a-z]{3}/);
  });
});
