// Writing share links on the server: the format of lib/share.ts, compressed with node:zlib, which is
// about ten times faster than the lz-string of version 1 links. Every check writes one.
import { deflateRawSync } from "node:zlib";
import { jsonTooLong, shareFromBase64Url, shareJson, withShareParam, type EncodedShare, type SharedCheck } from "./share";

export function encodeShare(check: SharedCheck): EncodedShare {
  const json = shareJson(check);
  return jsonTooLong(json) ?? shareFromBase64Url(deflateRawSync(json).toString("base64url"));
}

/** The link that reopens a check ("/check?d=…"), or null when the lists are too long to fit in one. */
export function shareUrl(check: SharedCheck): string | null {
  const encoded = encodeShare(check);
  return encoded.fits ? withShareParam("/check", encoded.param) : null;
}
