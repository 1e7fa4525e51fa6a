// Reading a share link back: untrusted input, so it is size-capped, version-checked and zod-validated,
// and a damaged, truncated or hostile link is an error value the page can show, never an exception.
import LZString from "lz-string";
import { z } from "zod";
import { FORMAT_IDS, RULESETS } from "./formats";
import { MAX_SHARE_PARAM_LENGTH, SHARE_VERSION, type SharedCheck } from "./share";

const MAX_DECOMPRESSED_LENGTH = 450_000;
const PAYLOAD_ALPHABET = /^[A-Za-z0-9+$-]*$/;

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

/** Never throws. Accepts the parameter as a query string gives it (an unencoded "+" arrives as a space). */
export function decodeShare(param: string | null | undefined): DecodeResult {
  if (!param) return { success: false, error: "The link has no check in it." };
  if (param.length > MAX_SHARE_PARAM_LENGTH) return { success: false, error: "The link is too long to be a check." };
  const dot = param.indexOf(".");
  if (dot < 0 || param.slice(0, dot) !== SHARE_VERSION) {
    return { success: false, error: "This link is damaged or from a newer version of the app." };
  }
  const payload = param.slice(dot + 1).replace(/ /g, "+");
  if (!PAYLOAD_ALPHABET.test(payload)) return { success: false, error: "This link is damaged: it has characters a check never has." };
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(payload);
  } catch {
    json = null;
  }
  if (!json || json.length > MAX_DECOMPRESSED_LENGTH) return { success: false, error: DAMAGED };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { success: false, error: DAMAGED };
  }
  const parsed = sharedCheckSchema.safeParse(value);
  if (!parsed.success) return { success: false, error: "This link is damaged: its contents are not a team check." };
  return { success: true, data: parsed.data };
}
