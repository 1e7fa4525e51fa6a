// The server's share links: the one encoder of lib/share.ts, with Node's native base64url.
import { encodeShare, withShareParam, type SharedCheck } from "./share";

const nodeBase64Url = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64url");

/** The link that reopens a check ("/check?d=…"), or null when the lists are too long to fit in one. */
export function shareUrl(check: SharedCheck): string | null {
  const encoded = encodeShare(check, nodeBase64Url);
  return encoded.fits ? withShareParam("/check", encoded.param) : null;
}
