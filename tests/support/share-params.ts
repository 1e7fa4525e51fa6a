// The share-link parameter the app writes, for tests.
import { encodeShare, type SharedCheck } from "@/lib/share/encode";

/** The parameter the app writes for a check, failing the test when the check does not fit in a link. */
export function paramOf(check: SharedCheck): string {
  const encoded = encodeShare(check);
  if (!encoded.fits) throw new Error(`no link: ${encoded.reason}`);
  return encoded.param;
}
