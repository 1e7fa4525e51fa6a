// What a deck line asks card data for: its name, and the printing it names when it gives a set code
// and collector number (Arena "4 稲妻 (4BB) 208"). Sources take one string per line so that every
// source, cache and map keeps keying lookups by a string; the printing rides after a separator no
// typed name keeps.

const SEPARATOR = "\u001f";

/** "4BB", "208" → "4bb/208": how printings are keyed in card data (Scryfall's set codes are lower case). */
export function printingKey(set: string, collectorNumber: string): string {
  return `${set.toLowerCase()}/${collectorNumber.toLowerCase()}`;
}

/** The lookup of `name`, with the printing (a printingKey) when the line names one. */
export function lookupName(name: string, printing?: string): string {
  const clean = name.includes(SEPARATOR) ? name.replaceAll(SEPARATOR, " ") : name;
  return printing ? `${clean}${SEPARATOR}${printing}` : clean;
}

/** lookupName's parts back. */
export function readLookupName(lookup: string): { name: string; printing?: string } {
  const at = lookup.indexOf(SEPARATOR);
  return at < 0 ? { name: lookup } : { name: lookup.slice(0, at), printing: lookup.slice(at + 1) };
}

/** The lookup of a deck entry: what every source is asked, and the key its resolution is found under. */
export function lookupOf(entry: { name: string; printing?: string }): string {
  return lookupName(entry.name, entry.printing);
}
