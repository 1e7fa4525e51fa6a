// A check packed into one URL-safe parameter: `/check?d=<payload>`. No database: the link is the data.
// Payload = "1." + lz-string(JSON). The version prefix lets a later format read old links.
import LZString from "lz-string";
import { z } from "zod";
import { FORMAT_IDS, RULESETS } from "./formats";

const VERSION = "1";
/**
 * Node refuses request heads over 16 KB, so a longer link could not reach the server anyway. The cap
 * also bounds LZ decompression, whose output can grow quadratically in a forged input.
 */
export const MAX_SHARE_PARAM_LENGTH = 14_000;
const MAX_DECOMPRESSED_LENGTH = 450_000;
const PAYLOAD_ALPHABET = /^[A-Za-z0-9+$-]*$/;

export const sharedCheckSchema = z.object({
  format: z.enum(FORMAT_IDS),
  ruleset: z.enum(RULESETS),
  decks: z
    .array(z.object({ name: z.string().max(200), list: z.string().max(200_000) }))
    .length(2),
  /** The original check: when, and whether it was legal then. */
  checkedAt: z.iso.datetime().optional(),
  legal: z.boolean().optional(),
});

export type SharedCheck = z.infer<typeof sharedCheckSchema>;

export type DecodeResult = { success: true; data: SharedCheck } | { success: false; error: string };

export function encodeShare(check: SharedCheck): string {
  return `${VERSION}.${LZString.compressToEncodedURIComponent(JSON.stringify(check))}`;
}

/** The link that reopens a check, or null when the lists are too long to fit in one. */
export function shareUrl(check: SharedCheck): string | null {
  const param = encodeShare(check);
  return param.length <= MAX_SHARE_PARAM_LENGTH ? `/check?d=${param}` : null;
}

/** Never throws: a damaged, truncated or hostile link gives an error the page can show. */
export function decodeShare(param: string | null | undefined): DecodeResult {
  if (!param) return { success: false, error: "The link has no check in it." };
  if (param.length > MAX_SHARE_PARAM_LENGTH) return { success: false, error: "The link is too long to be a check." };
  const dot = param.indexOf(".");
  if (dot < 0 || param.slice(0, dot) !== VERSION) {
    return { success: false, error: "This link is damaged or from a newer version of the app." };
  }
  const payload = param.slice(dot + 1);
  if (!PAYLOAD_ALPHABET.test(payload)) return { success: false, error: "This link is damaged: it has characters a check never has." };
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(payload);
  } catch {
    json = null;
  }
  if (!json || json.length > MAX_DECOMPRESSED_LENGTH) return { success: false, error: "This link is damaged: it could not be read." };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { success: false, error: "This link is damaged: it could not be read." };
  }
  const parsed = sharedCheckSchema.safeParse(value);
  if (!parsed.success) return { success: false, error: "This link is damaged: its contents are not a team check." };
  return { success: true, data: parsed.data };
}
