// Reading a share link back: untrusted input, so it is size-capped, version-checked and zod-validated,
// and a damaged, truncated or hostile link is an error value the page can show, never an exception.
// Version 2 ("2.", raw DEFLATE + base64url) opens for good whatever the encoder becomes; version 1 was
// never published and is not read.
import { inflateSync } from "fflate";
import { z } from "zod";
import { FORMAT_IDS, RULESETS } from "../formats";
import { HOUSE_RULE_SCHEMAS } from "../input/house-rules/schema";
import { MAX_DECKS, MIN_DECKS, VARIANTS } from "../variants";
import { deckSourceSchema } from "../deck-links/deck-source";
import { MAX_SHARE_JSON_BYTES, MAX_SHARE_PARAM_LENGTH, SHARE_VERSION, fromBase64Url, type SharedCheck } from "./encode";

export const sharedCheckSchema = z.object({
  name: z.string().optional(),
  format: z.enum(FORMAT_IDS),
  ruleset: z.enum(RULESETS),
  // No per-field caps: the decompressed size already bounds them, and whatever the encoder produced
  // must open, so the check itself can name the real limit ("a list has at most 1000 lines").
  // Every link written before teams of three and four holds two decks and no variant: they open as they did.
  decks: z
    .array(
      z.object({
        name: z.string(),
        list: z.string(),
        format: z.enum(FORMAT_IDS).optional(),
        source: deckSourceSchema.optional(),
      }),
    )
    .min(MIN_DECKS)
    .max(Math.max(...Object.values(MAX_DECKS))),
  variant: z.enum(VARIANTS).optional(),
  pool: z.string().optional(),
  allowed: z.string().optional(),
  // The house rules' own schemas: a link carries what the API accepts, and the check names a bad value;
  // the ban list, like the decks, as plain text (the check names its limit).
  ...HOUSE_RULE_SCHEMAS,
  houseBans: z.string().optional(),
  // As text: the check names a date it cannot take (docs/api.md), as it does the API's.
  eventDate: z.string().optional(),
  checkedAt: z.iso.datetime().optional(),
  legal: z.boolean().optional(),
}) satisfies z.ZodType<SharedCheck>;

/** Why a link could not be read: a code each page words in its reader's language (docs/development.md, Languages). */
export const DECODE_ERROR_CODES = ["empty", "too-long", "version", "characters", "unreadable", "not-a-check"] as const;
export type DecodeErrorCode = (typeof DECODE_ERROR_CODES)[number];

export type DecodeResult = { success: true; data: SharedCheck } | { success: false; code: DecodeErrorCode };

const failure = (code: DecodeErrorCode): DecodeResult => ({ success: false, code });
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The payload's JSON text, or null when it does not inflate to UTF-8 within MAX_SHARE_JSON_BYTES. */
function inflatePayload(payload: string): string | null {
  // One byte of room past the cap: fflate truncates to the buffer it is given, so a full buffer means "too big".
  const out = new Uint8Array(MAX_SHARE_JSON_BYTES + 1);
  const json = inflateSync(fromBase64Url(payload), { out });
  if (json.byteLength > MAX_SHARE_JSON_BYTES) return null;
  return new TextDecoder("utf-8", { fatal: true }).decode(json);
}

/** Never throws. */
export function decodeShare(param: string | null | undefined): DecodeResult {
  if (!param) return failure("empty");
  if (param.length > MAX_SHARE_PARAM_LENGTH) return failure("too-long");
  const dot = param.indexOf(".");
  if (dot < 0 || param.slice(0, dot) !== SHARE_VERSION) return failure("version");
  const payload = param.slice(dot + 1);
  if (!BASE64URL.test(payload)) return failure("characters");
  let value: unknown;
  try {
    const json = inflatePayload(payload);
    if (json === null) return failure("unreadable");
    value = JSON.parse(json);
  } catch {
    // A truncated or altered payload: base64, inflate, UTF-8 or JSON refused it.
    return failure("unreadable");
  }
  const parsed = sharedCheckSchema.safeParse(value);
  if (!parsed.success) return failure("not-a-check");
  return { success: true, data: parsed.data };
}
