// Matching keys for card names: one place decides when two spellings are the same card name.
// Accents, case, curly quotes and the Æ ligature never matter (Oracle names retired "Æ": Aether Vial).

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Words of printable ASCII but the backtick (U+0060), joined by single spaces: every step of the
// whole fold (foldAnyName) except lower-casing leaves such a name as it is. Nearly every typed name is one,
// and this test costs about a twentieth of the full fold's seven passes.
const PLAIN_NAME = /^[\x21-\x5f\x61-\x7e]+(?: [\x21-\x5f\x61-\x7e]+)*$/;
const SPLIT_SEPARATOR = /\s*\/{1,3}\s*/g;

/** Folds a name for comparison, keeping slashes as written: "Jötun Grunt" → "jotun grunt". */
export function foldName(name: string): string {
  return PLAIN_NAME.test(name) ? name.toLowerCase() : foldAnyName(name);
}

/** The whole fold, for any name; foldName skips it for plain ASCII names, where only the case changes. */
export function foldAnyName(name: string): string {
  return name
    .replace(/[Ææ]/g, "ae")
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Like foldName, and any split separator ("/", "//", "///", any spacing) becomes " // ". */
export function splitNameKey(name: string): string {
  return splitKeyOfFolded(foldName(name));
}

/** splitNameKey of a name already folded; the same string when it has no slash. */
export function splitKeyOfFolded(folded: string): string {
  return folded.includes("/") ? folded.replace(SPLIT_SEPARATOR, " // ") : folded;
}
