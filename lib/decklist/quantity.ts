// Reads the number of copies a line or an XML attribute gives. Large numbers stay numbers: the API
// rejects more than 999 copies with a clear message, which beats calling the line unreadable here.

const MAX_DIGITS = 6;

export type QuantityReading = { ok: true; quantity: number } | { ok: false; reason: string };

export function readQuantity(digits: string): QuantityReading {
  if (!/^\d+$/.test(digits) || digits.replace(/^0+(?=\d)/, "").length > MAX_DIGITS) {
    return { ok: false, reason: "quantity is not a number of cards" };
  }
  const quantity = Number(digits);
  if (quantity === 0) return { ok: false, reason: "quantity is 0: the line adds no cards" };
  return { ok: true, quantity };
}
