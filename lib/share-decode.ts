// Reading a share link back: untrusted input, so it is size-capped, version-checked and zod-validated,
// and a damaged, truncated or hostile link is an error value the page can show, never an exception.
// Both versions open: "2." (raw DEFLATE, base64url) is what the app writes; "1." (lz-string) is what
// it wrote before, and those links are out in the world.
import LZString from "lz-string";
import { inflateRawSync } from "node:zlib";
import { z } from "zod";
import { FORMAT_IDS, RULESETS } from "./formats";
import { MAX_SHARE_JSON_BYTES, MAX_SHARE_PARAM_LENGTH, type SharedCheck } from "./share";

export const sharedCheckSchema = z.object({
  format: z.enum(FORMAT_IDS),
  ruleset: z.enum(RULESETS),
  // No per-field caps: the decompressed size already bounds them, and whatever the encoder produced
  // must open, so the check itself can name the real limit ("a list has at most 1000 lines").
  decks: z.array(z.object({ name: z.string(), list: z.string() })).length(2),
  checkedAt: z.iso.datetime().optional(),
  legal: z.boolean().optional(),
}) satisfies z.ZodType<SharedCheck>;

export type DecodeResult = { success: true; data: SharedCheck } | { success: false; error: string };

const DAMAGED = "This link is damaged: it could not be read.";

interface PayloadReader {
  alphabet: RegExp;
  /** The JSON text, or null when the payload does not decompress within MAX_SHARE_JSON_BYTES. */
  read(payload: string): string | null;
}

const READERS = new Map<string, PayloadReader>([
  ["1", {
    alphabet: /^[A-Za-z0-9+$-]*$/,
    read(payload) {
      // lz-string has no output cap; the link's length cap bounds its work.
      const json = LZString.decompressFromEncodedURIComponent(payload);
      return json && json.length <= MAX_SHARE_JSON_BYTES ? json : null;
    },
  }],
  ["2", {
    alphabet: /^[A-Za-z0-9_-]*$/,
    read(payload) {
      const json = inflateRawSync(Buffer.from(payload, "base64url"), { maxOutputLength: MAX_SHARE_JSON_BYTES });
      return new TextDecoder("utf-8", { fatal: true }).decode(json);
    },
  }],
]);

/** Never throws. Accepts the parameter as a query string gives it (an unencoded "+" arrives as a space). */
export function decodeShare(param: string | null | undefined): DecodeResult {
  if (!param) return { success: false, error: "The link has no check in it." };
  if (param.length > MAX_SHARE_PARAM_LENGTH) return { success: false, error: "The link is too long to be a check." };
  const dot = param.indexOf(".");
  const reader = dot < 0 ? undefined : READERS.get(param.slice(0, dot));
  if (!reader) return { success: false, error: "This link is damaged or from a newer version of the app." };
  const payload = param.slice(dot + 1).replace(/ /g, "+");
  if (!reader.alphabet.test(payload)) return { success: false, error: "This link is damaged: it has characters a check never has." };
  let value: unknown;
  try {
    const json = reader.read(payload);
    if (json === null) return { success: false, error: DAMAGED };
    value = JSON.parse(json);
  } catch {
    // A truncated or altered payload: inflate, UTF-8 or JSON refused it.
    return { success: false, error: DAMAGED };
  }
  const parsed = sharedCheckSchema.safeParse(value);
  if (!parsed.success) return { success: false, error: "This link is damaged: its contents are not a team check." };
  return { success: true, data: parsed.data };
}
