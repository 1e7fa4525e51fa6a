// A check packed into one URL-safe parameter: `/check?d=<payload>`. No database: the link is the data.
// Payload = "2." + base64url(raw DEFLATE of the check's JSON), written with fflate in the browser (the
// home form) and on the server alike, so a team's link is the same text wherever it was written.
// Free of zod and of Node: the home page ships this file; reading links back is share-decode.ts.
import { deflateSync } from "fflate";
import type { Ruleset } from "../formats";
import { houseRulesOf, type HouseRules } from "../input/house-rules/names";
import type { Variant } from "../variants";
import type { DeckSource } from "../deck-links/read-deck";

export const SHARE_VERSION = "2";

/**
 * Node refuses request heads over 16 KB, so a longer link could not reach the server anyway. The cap
 * also bounds the work a forged link can ask of the decoder.
 */
export const MAX_SHARE_PARAM_LENGTH = 14_000;

/**
 * The most a link may inflate to. DEFLATE can shrink a repetitive text a thousandfold, so the decoder
 * stops here, and the encoder never writes a link that would pass it: every link the app writes opens.
 * It is above two lists at the API's 200 KB limit (more decks meet the link's own length cap first).
 */
export const MAX_SHARE_JSON_BYTES = 450_000;

/** Added fields stay optional, so every link written before them opens as it did. */
export interface SharedCheck extends HouseRules {
  /** The team's name (added: a link without it opens as before). */
  name?: string;
  format: string;
  ruleset: Ruleset;
  /** Two to four decks (docs/rules.md, Teams of three and four); `format` only for a Team Trios seat. */
  decks: { name: string; list: string; format?: string; source?: DeckSource }[];
  /** The kind of team event, when the team named one. */
  variant?: Variant;
  /** The team's Sealed or Draft pool (Limited only). */
  pool?: string;
  /** Cards an organizer allows beyond the pool (a prerelease promo, MTR 7.2). */
  allowed?: string;
  /** Added: the event's date (YYYY-MM-DD) the check answers for; a link without one answers for the day it is opened. */
  eventDate?: string;
  /** The original check: when, and whether it was legal then. */
  checkedAt?: string;
  legal?: boolean;
}

/**
 * Why lists cannot have a link, as a code and the values its sentence is made of (worded in the reader's
 * language by the form, README Languages): `too-large` past what the decoder inflates (in KB),
 * `too-long` past a link's length once compressed (in characters).
 */
export type ShareRefusal =
  { code: "too-large"; kilobytes: number; maxKilobytes: number } | { code: "too-long"; length: number; max: number };

/** A check's link parameter, or why it cannot have one. */
export type EncodedShare = { fits: true; param: string } | { fits: false; reason: ShareRefusal };

const kilobytes = (bytes: number) => Math.ceil(bytes / 1000);

/** A check's link parameter, or why it cannot have one. */
export function encodeShare(check: SharedCheck): EncodedShare {
  const json = new TextEncoder().encode(JSON.stringify(check));
  if (json.byteLength > MAX_SHARE_JSON_BYTES) {
    return {
      fits: false,
      reason: {
        code: "too-large",
        kilobytes: kilobytes(json.byteLength),
        maxKilobytes: kilobytes(MAX_SHARE_JSON_BYTES),
      },
    };
  }
  const param = `${SHARE_VERSION}.${toBase64Url(deflateSync(json, { level: 9 }))}`;
  if (param.length <= MAX_SHARE_PARAM_LENGTH) return { fits: true, param };
  return { fits: false, reason: { code: "too-long", length: param.length, max: MAX_SHARE_PARAM_LENGTH } };
}

/** `pathname?d=param`, percent-encoded for safety: a version 2 parameter comes through unchanged. */
export function withShareParam(pathname: string, param: string): string {
  return `${pathname}?d=${encodeURIComponent(param)}`;
}

/** The link that reopens a check ("/check?d=…"), or null when the lists are too long to fit in one. */
export function shareUrl(check: SharedCheck): string | null {
  const encoded = encodeShare(check);
  return encoded.fits ? withShareParam("/check", encoded.param) : null;
}

// btoa/atob exist in every browser and in Node ≥ 16, so the core needs no Buffer; they take
// "binary strings", built here in slices to stay under the engines' argument limits.
const SLICE = 0x8000;

/** RFC 4648 §5 without padding: only unreserved URL characters, so a link needs no percent-encoding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += SLICE) binary += String.fromCharCode(...bytes.subarray(at, at + SLICE));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of a base64url text (alphabet already checked by the caller); throws on an impossible length. */
export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What a checked team's link carries: its lists as sent, its deck names as shown, and the verdict and time of this check. */
export function sharedCheckOf(
  team: Pick<SharedCheck, "name" | "format" | "ruleset" | "pool" | "allowed" | "variant" | "eventDate"> &
    HouseRules & { decks: readonly { list: string; format?: string | undefined; source?: DeckSource | undefined }[] },
  report: { checkedAt: string; legal: boolean; decks: readonly { name: string }[] },
): SharedCheck {
  const shared: SharedCheck = {
    ...(team.name !== undefined && { name: team.name }),
    format: team.format,
    ruleset: team.ruleset,
    // A link of two decks and no variant stays the very text it always was: new fields only when set.
    decks: team.decks.map((deck, index) => ({
      name: report.decks[index]?.name ?? "",
      list: deck.list,
      ...(deck.format !== undefined && { format: deck.format }),
      // A list read from a deck link travels as read, with where and when: the link reopens it with no request.
      ...(deck.source !== undefined && { source: deck.source }),
    })),
    ...(team.variant !== undefined && { variant: team.variant }),
  };
  if (team.pool !== undefined) shared.pool = team.pool;
  if (team.allowed !== undefined) shared.allowed = team.allowed;
  if (team.eventDate !== undefined) shared.eventDate = team.eventDate;
  Object.assign(shared, houseRulesOf(team));
  return { ...shared, checkedAt: report.checkedAt, legal: report.legal };
}
