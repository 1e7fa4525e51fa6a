// Property tests for share links: decoding never throws on anything a URL can carry, and every
// check that fits in a link comes back exactly as it went in.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMAT_IDS, RULESETS } from "@/lib/formats";
import { MAX_SHARE_PARAM_LENGTH, encodeShare, shareUrl, toBase64Url, type SharedCheck } from "@/lib/share/encode";
import { DECODE_ERROR_CODES, decodeShare } from "@/lib/share/decode";
import { anyString, anyUtf16, mutated, pastedList } from "./arbitraries";

const PAYLOAD_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+$";

const sharedCheck: fc.Arbitrary<SharedCheck> = fc.record(
  {
    format: fc.constantFrom(...FORMAT_IDS),
    ruleset: fc.constantFrom(...RULESETS),
    decks: fc.tuple(
      fc.record({
        name: anyString(200).map((name) => name.slice(0, 200)),
        list: fc.oneof(pastedList, anyString(2_000)),
      }),
      fc.record({
        name: anyString(200).map((name) => name.slice(0, 200)),
        list: fc.oneof(pastedList, anyString(2_000)),
      }),
    ),
    checkedAt: fc
      .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z"), noInvalidDate: true })
      .map((date) => date.toISOString()),
    legal: fc.boolean(),
  },
  { requiredKeys: ["format", "ruleset", "decks"] },
);

/** The link parameter the app writes (version 2), or an over-long one where the check does not fit. */
const param = (check: SharedCheck): string => {
  const encoded = encodeShare(check);
  return encoded.fits ? encoded.param : `2.${"A".repeat(MAX_SHARE_PARAM_LENGTH)}`;
};
const anyParam = sharedCheck.map(param);

/** What decoding may return: a check, or an error code; never an exception. */
function expectResult(param: string | null | undefined): void {
  const result = decodeShare(param);
  if (result.success) {
    if (result.data.decks.length !== 2) throw new Error(`decoded a team of ${result.data.decks.length} decks`);
  } else if (!DECODE_ERROR_CODES.includes(result.code)) {
    throw new Error(`decode failed without a code: ${JSON.stringify(result)}`);
  }
}

describe("share links", () => {
  it("decoding never throws on random strings, with or without the version prefix", () => {
    const payload = fc.string({ unit: fc.constantFrom(...PAYLOAD_CHARACTERS), maxLength: 400 });
    fc.assert(
      fc.property(
        fc.oneof(
          anyString(400),
          anyUtf16(400),
          payload.map((text) => `1.${text}`),
          payload.map((text) => `2.${text}`),
          payload,
          fc.constantFrom(null, undefined, "", ".", "1.", "2.", "1..", "2..", "3.x", "__proto__.x"),
        ),
        (param) => expectResult(param),
      ),
      { numRuns: 1500 },
    );
  });

  it("decoding never throws on valid links that were damaged, cut short or extended", () => {
    const damaged = fc.oneof(
      mutated(anyParam, 5),
      fc.tuple(anyParam, fc.nat()).map(([link, at]) => link.slice(0, at % (link.length + 1))),
      fc
        .tuple(anyParam, fc.string({ unit: fc.constantFrom(...PAYLOAD_CHARACTERS), maxLength: 20 }))
        .map(([link, tail]) => link + tail),
    );
    fc.assert(
      fc.property(damaged, (param) => expectResult(param)),
      { numRuns: 400 },
    );
  });

  it("decoding refuses a link over the length cap without reading it", () => {
    const long = `2.${"A".repeat(MAX_SHARE_PARAM_LENGTH)}`;
    expect(decodeShare(long)).toEqual({ success: false, code: "too-long" });
  });

  it("encode → decode gives back any check that fits in a link", () => {
    fc.assert(
      fc.property(sharedCheck, (check) => {
        const encoded = encodeShare(check);
        if (encoded.fits) expect(decodeShare(encoded.param)).toEqual({ success: true, data: check });
      }),
      { numRuns: 400 },
    );
  });

  it("writes base64url exactly as Node does, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      }),
      { numRuns: 500 },
    );
  });

  it("encodes to URL-safe characters only", () => {
    fc.assert(
      fc.property(sharedCheck, (check) => {
        const encoded = encodeShare(check);
        if (encoded.fits) expect(encoded.param).toMatch(/^2\.[A-Za-z0-9_-]*$/);
      }),
      { numRuns: 100 },
    );
  });

  it("a link read back from its URL's query string gives back the check", () => {
    fc.assert(
      fc.property(sharedCheck, (check) => {
        const url = shareUrl(check);
        if (url === null) return;
        const read = (href: string) => new URL(`http://127.0.0.1${href}`).searchParams.get("d");
        expect(decodeShare(read(url))).toEqual({ success: true, data: check });
        expect(decodeShare(read(url.replace(/%2E/gi, ".")))).toEqual({ success: true, data: check });
      }),
      { numRuns: 400 },
    );
  });
});
