// Reads the number of copies a line or an XML attribute gives. Large numbers stay numbers: the API
// rejects more than 999 copies with a clear message, which beats calling the line unreadable here.

import type { LineReason } from "./line-reason";

export const MAX_QUANTITY_DIGITS = 6;
const DIGITS = /^\d+$/;
const LEADING_ZEROS = /^0+(?=\d)/;

export type QuantityReading = { ok: true; quantity: number } | { ok: false; reason: LineReason };

export function readQuantity(written: string): QuantityReading {
  // NFKC first: a full-width "４" (Japanese input methods) is a 4.
  const digits = written.normalize("NFKC");
  if (!DIGITS.test(digits) || tooManyDigits(digits)) {
    return { ok: false, reason: { code: "quantity-not-a-number" } };
  }
  const quantity = Number(digits);
  if (quantity === 0) return { ok: false, reason: { code: "quantity-zero" } };
  return { ok: true, quantity };
}

// Leading zeros do not count ("0004" is 4), but only a long string can have too many digits left.
function tooManyDigits(digits: string): boolean {
  return digits.length > MAX_QUANTITY_DIGITS && digits.replace(LEADING_ZEROS, "").length > MAX_QUANTITY_DIGITS;
}
