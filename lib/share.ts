// A check packed into one URL-safe parameter: `/check?d=<payload>`. No database: the link is the data.
// Payload = "2." + base64url(raw DEFLATE of the check's JSON). The version prefix lets the app read
// older links ("1." = lz-string, see lib/share-decode.ts). Free of zod and of Node, because the home
// page's form writes links in the browser and the server writes one with every check: both with the
// same encoder (lib/deflate-raw.ts), so a team's link is the same bytes wherever it was written.
import { deflateRaw } from "./deflate-raw";
import type { Ruleset } from "./formats";

export const SHARE_VERSION = "2";

/**
 * Node refuses request heads over 16 KB, so a longer link could not reach the server anyway. The cap
 * also bounds the work a forged link can ask of the decoder.
 */
export const MAX_SHARE_PARAM_LENGTH = 14_000;

/**
 * The most a link may inflate to. DEFLATE can shrink a repetitive text a thousandfold, so the decoder
 * stops here, and the encoders never write a link that would pass it: every link the app writes opens.
 * It is above two lists at the API's 200 KB limit.
 */
export const MAX_SHARE_JSON_BYTES = 450_000;

export interface SharedCheck {
  format: string;
  ruleset: Ruleset;
  decks: { name: string; list: string }[];
  /** The original check: when, and whether it was legal then. */
  checkedAt?: string;
  legal?: boolean;
}

/** A check's link parameter, or why it cannot have one (completing "too long to fit in a link: …"). */
export type EncodedShare = { fits: true; param: string } | { fits: false; reason: string };

const numbers = new Intl.NumberFormat("en");

function shareJson(check: SharedCheck): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(check));
}

function jsonTooLong(json: Uint8Array): EncodedShare | null {
  if (json.byteLength <= MAX_SHARE_JSON_BYTES) return null;
  const kilobytes = (bytes: number) => numbers.format(Math.ceil(bytes / 1000));
  return {
    fits: false,
    reason: `together they are ${kilobytes(json.byteLength)} KB, and a link holds at most ${kilobytes(MAX_SHARE_JSON_BYTES)} KB`,
  };
}

/**
 * A check's link parameter, or why it cannot have one. `base64url` lets the server pass Node's native
 * encoder; the browser uses toBase64Url. Both write the same text.
 */
export function encodeShare(check: SharedCheck, base64url: (bytes: Uint8Array) => string = toBase64Url): EncodedShare {
  const json = shareJson(check);
  return jsonTooLong(json) ?? shareFromBase64Url(base64url(deflateRaw(json)));
}

function shareFromBase64Url(deflated: string): EncodedShare {
  const param = `${SHARE_VERSION}.${deflated}`;
  if (param.length <= MAX_SHARE_PARAM_LENGTH) return { fits: true, param };
  return {
    fits: false,
    reason: `they need ${numbers.format(param.length)} characters once compressed, and a link holds at most ${numbers.format(MAX_SHARE_PARAM_LENGTH)}`,
  };
}

/**
 * `pathname?d=param`. Percent-encoded because a version 1 parameter can hold "+", which a query string
 * reads as a space; a version 2 parameter comes through unchanged.
 */
export function withShareParam(pathname: string, param: string): string {
  return `${pathname}?d=${encodeURIComponent(param)}`;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** RFC 4648 §5 without padding: only unreserved URL characters, so a link needs no percent-encoding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = "";
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    out += BASE64URL[triple >> 18]! + BASE64URL[(triple >> 12) & 63]! + BASE64URL[(triple >> 6) & 63]! + BASE64URL[triple & 63]!;
  }
  const rest = bytes.length - index;
  if (rest === 1) {
    const single = bytes[index]!;
    out += BASE64URL[single >> 2]! + BASE64URL[(single & 3) << 4]!;
  } else if (rest === 2) {
    const pair = (bytes[index]! << 8) | bytes[index + 1]!;
    out += BASE64URL[pair >> 10]! + BASE64URL[(pair >> 4) & 63]! + BASE64URL[(pair & 15) << 2]!;
  }
  return out;
}
