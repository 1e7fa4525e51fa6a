// Writing share links on the server: the format of lib/share.ts, compressed with node:zlib, which is
// about ten times faster than the lz-string of version 1 links. Every check writes one.
import { deflateRawSync } from "node:zlib";
import { jsonTooLong, shareFromDeflated, shareJson, withShareParam, type EncodedShare, type SharedCheck } from "./share";

export function encodeShare(check: SharedCheck): EncodedShare {
  const json = shareJson(check);
  return jsonTooLong(json) ?? shareFromDeflated(deflateRawSync(json));
}

/** The link that reopens a check ("/check?d=…"), or null when the lists are too long to fit in one. */
export function shareUrl(check: SharedCheck): string | null {
  return pathWithShare("/check", check);
}

/** "/?d=…": the form, filled with the check's lists; the empty form when they do not fit in a link. */
export function editUrl(check: SharedCheck): string {
  return pathWithShare("/", check) ?? "/";
}

function pathWithShare(pathname: string, check: SharedCheck): string | null {
  const encoded = encodeShare(check);
  return encoded.fits ? withShareParam(pathname, encoded.param) : null;
}
