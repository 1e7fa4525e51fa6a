// A check packed into one URL-safe parameter: `/check?d=<payload>`. No database: the link is the data.
// Payload = "1." + lz-string(JSON); the version prefix lets a later format read old links.
// Encoding only, and free of zod, because the home page's form runs it in the browser;
// reading a link back (untrusted input) is lib/share-decode.ts.
import LZString from "lz-string";
import type { Ruleset } from "./formats";

export const SHARE_VERSION = "1";

/**
 * Node refuses request heads over 16 KB, so a longer link could not reach the server anyway. The cap
 * also bounds LZ decompression, whose output can grow quadratically in a forged input.
 */
export const MAX_SHARE_PARAM_LENGTH = 14_000;

export interface SharedCheck {
  format: string;
  ruleset: Ruleset;
  decks: { name: string; list: string }[];
  /** The original check: when, and whether it was legal then. */
  checkedAt?: string;
  legal?: boolean;
}

export function encodeShare(check: SharedCheck): string {
  return `${SHARE_VERSION}.${LZString.compressToEncodedURIComponent(JSON.stringify(check))}`;
}

/**
 * The link that reopens a check, or null when the lists are too long to fit in one. The parameter is
 * percent-encoded: lz-string's alphabet has "+", which a query string would read as a space.
 */
export function shareUrl(check: SharedCheck): string | null {
  const param = encodeShare(check);
  return param.length <= MAX_SHARE_PARAM_LENGTH ? `/check?d=${encodeURIComponent(param)}` : null;
}
