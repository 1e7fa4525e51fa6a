// Writing share links on the server: the format of lib/share.ts, compressed with node:zlib, which is
// about ten times faster than the lz-string of version 1 links. Every check writes one.
import { deflateRawSync, type ZlibOptions } from "node:zlib";
import { jsonTooLong, shareFromBase64Url, shareJson, withShareParam, type EncodedShare, type SharedCheck } from "./share";

/**
 * zlib's defaults set up about 256 KB of state (a 32 KB window, a 64 KB hash table it clears) for
 * every link, though a team's JSON is about 1 KB: on the server's hot path that is memory to touch for
 * nothing. A window that covers the whole input finds every match the default one would, and
 * memLevel = windowBits - 6 keeps a whole input in one block as the default does, so the output is the
 * same bytes (tested); from 32 KB up these are the defaults (15, 8).
 */
export function deflateOptionsFor(byteLength: number): ZlibOptions {
  // A match reaches back at most the window size less 262 bytes (zlib's MIN_LOOKAHEAD).
  let windowBits = 9;
  while (windowBits < 15 && (1 << windowBits) - 262 < byteLength) windowBits++;
  return { windowBits, memLevel: Math.min(8, windowBits - 6) };
}

export function encodeShare(check: SharedCheck): EncodedShare {
  const json = shareJson(check);
  return jsonTooLong(json) ?? shareFromBase64Url(deflateRawSync(json, deflateOptionsFor(json.byteLength)).toString("base64url"));
}

/** The link that reopens a check ("/check?d=…"), or null when the lists are too long to fit in one. */
export function shareUrl(check: SharedCheck): string | null {
  const encoded = encodeShare(check);
  return encoded.fits ? withShareParam("/check", encoded.param) : null;
}
