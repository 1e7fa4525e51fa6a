// Share-link parameters for tests: the one the app writes today, and a version 1 one as it wrote before.
import LZString from "lz-string";
import { encodeShare, type SharedCheck } from "../../../lib/share";

/** The parameter the app writes for a check, failing the test when the check does not fit in a link. */
export function paramOf(check: SharedCheck): string {
  const encoded = encodeShare(check);
  if (!encoded.fits) throw new Error(`no link: ${encoded.reason}`);
  return encoded.param;
}

/** What the app wrote before version 2 (lz-string), byte for byte: such links are out in the world and must open. */
export function versionOneParam(check: SharedCheck): string {
  return `1.${LZString.compressToEncodedURIComponent(JSON.stringify(check))}`;
}
