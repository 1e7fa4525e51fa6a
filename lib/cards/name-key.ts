// The one place that decides when two spellings are the same card name, for every source (bulk,
// memory, live) and for the parser's summing of lines. Accents, case, width (full-width and half-width
// forms), curly quotes and the Æ ligature never matter (Oracle names retired "Æ": Aether Vial), nor
// Japanese readings written after kanji ("対(たい)抗(こう)呪(じゅ)文(もん)" is 対抗呪文).

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// Every invisible format character: Unicode's Cf category (zero-width spaces and joiners, direction marks,
// embeddings and isolates, the word joiner, the byte-order mark, the soft hyphen, tag characters
// U+E0001 and U+E0020-E007F), with the variation selectors (U+FE00-FE0F, U+E0100-E01EF) and the unassigned
// rest of the tag block: pasted from web pages and chat inside names ("Light\u00ADning Bolt"), never part of one.
const INVISIBLE_CLASS = "[\\p{Cf}\\u{fe00}-\\u{fe0f}\\u{e0000}-\\u{e007f}\\u{e0100}-\\u{e01ef}]";
const INVISIBLE = new RegExp(INVISIBLE_CLASS, "gu");
// Without the global flag: a test that keeps no lastIndex from one name to the next.
const HAS_INVISIBLE = new RegExp(INVISIBLE_CLASS, "u");

/** A name without its invisible format characters, as the list reader reads it: "Light\u00ADning Bolt" → "Lightning Bolt". */
export function withoutInvisible(name: string): string {
  return HAS_INVISIBLE.test(name) ? name.replace(INVISIBLE, "") : name;
}
// Words of printable ASCII but the backtick (U+0060), joined by single spaces: every step of the
// whole fold (foldAnyName) except lower-casing leaves such a name as it is. Nearly every typed name is one,
// and this test costs about a twentieth of the full fold's passes.
const PLAIN_NAME = /^[\x21-\x5f\x61-\x7e]+(?: [\x21-\x5f\x61-\x7e]+)*$/;
/** A split card's separator as lists write it: "/", "//" or "///", any spacing, between two non-spaces. */
export const SPLIT_SEPARATOR = /(?<=\S)\s*\/{1,3}\s*(?=\S)/g;
// A reading in kana, in parentheses right after a kanji (after NFKD, so full-width "（ひ）" is "(ひ)"
// and voiced kana carry U+3099/U+309A): printed cards show it above the kanji, lists write it inline.
const READING = /(?<=[\p{Script=Han}々〆ヶ])\((?:[\p{Script=Hiragana}\p{Script=Katakana}ー\u3099\u309a])+\)/gu;

/** Folds a name for comparison, keeping slashes as written: "Jötun Grunt" → "jotun grunt". */
export function foldName(name: string): string {
  return PLAIN_NAME.test(name) ? name.toLowerCase() : foldAnyName(name);
}

/** The whole fold, for any name; foldName skips it for plain ASCII names, where only the case changes. */
export function foldAnyName(name: string): string {
  return foldWith(name, true);
}

/**
 * A name folded in case, width, quotes and spacing but with its accents kept: how a printed name is
 * matched as written first ("Relámpago" is Spanish Lightning Bolt, "Relâmpago" a Portuguese card),
 * before the full fold matches it typed without accents.
 */
export function foldKeepingAccents(name: string): string {
  return PLAIN_NAME.test(name) ? name.toLowerCase() : foldWith(name, false);
}

function foldWith(name: string, withoutAccents: boolean): string {
  const decomposed = withoutInvisible(name)
    .replace(/[Ææ]/g, "ae")
    // NFKD also makes full-width letters, digits and parentheses ASCII, and half-width kana full-width;
    // accents kept stay decomposed, so "á" typed as one character or as "a" and U+0301 is one key.
    .normalize("NFKD");
  const folded = (withoutAccents ? decomposed.replace(COMBINING_MARKS, "") : decomposed)
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
  return folded.includes("(") ? folded.replace(READING, "") : folded;
}

/** Any split separator written as " // ": "Fire/Ice" → "Fire // Ice". */
export function writeSplitSeparators(name: string): string {
  return name.includes("/") ? name.replace(SPLIT_SEPARATOR, " // ") : name;
}

/** The card-name key: folded, with any split separator as " // ". Two spellings of one name share it. */
export function nameKey(name: string): string {
  return splitKeyOfFolded(foldName(name));
}

/** nameKey of a name already folded; the same string when it has no slash. */
export function splitKeyOfFolded(folded: string): string {
  return writeSplitSeparators(folded);
}

/** A split name's faces as written ("Struggle // Survive" → ["Struggle", "Survive"]); one entry for any other name. */
export function splitFaces(name: string): string[] {
  return name.split(SPLIT_SEPARATOR);
}
