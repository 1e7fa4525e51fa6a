// Colour identities as text in WUBRG order ("WU", "" for colourless): one short string per card,
// compared and stored cheaply, and the order mana symbols are shown in (CR 105.1, 903.4).

export const COLOR_ORDER = "WUBRG";

/** Scryfall's `color_identity` (["U","W"]) as "WU"; letters other than the five colours are dropped. */
export function colorIdentityOf(colors: readonly string[]): string {
  let identity = "";
  for (const color of COLOR_ORDER) if (colors.includes(color)) identity += color;
  return identity;
}

/** The colours of both identities together, in WUBRG order. */
export function combinedIdentity(a: string, b: string): string {
  let identity = "";
  for (const color of COLOR_ORDER) if (a.includes(color) || b.includes(color)) identity += color;
  return identity;
}

/** The colours of `identity` outside `allowed` ("" when it fits). */
export function colorsOutside(identity: string, allowed: string): string {
  let outside = "";
  for (const color of identity) if (!allowed.includes(color)) outside += color;
  return outside;
}
