// Generators shared by the fuzz tests: hostile strings, real decklist lines from every export
// format, and small random edits that turn a real list or link into a damaged one.
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";

const FIXTURES = new URL("../../fixtures/decklists/", import.meta.url);

/** Every real export in tests/fixtures/decklists, byte for byte (BOMs, CRLF and XML included). */
export const FIXTURE_TEXTS: readonly string[] = readdirSync(FIXTURES)
  .sort()
  .map((name) => readFileSync(new URL(name, FIXTURES), "utf8"));

const FIXTURE_LINES = [...new Set(FIXTURE_TEXTS.flatMap((text) => text.split(/\r\n|\n|\r/)))];

/** Line shapes the parser must tell apart, beyond those in the fixtures. */
const SHAPE_LINES = [
  "4 Lightning Bolt",
  "4x Lightning Bolt (M11) 146",
  "4X Lightning Bolt (2XM) 129 *F*",
  "x4 Counterspell",
  "[4] Counterspell",
  "(4) Counterspell",
  "Lightning Bolt x4",
  "SB: 2 Duress",
  "Sideboard: 2 Duress",
  "Commander: Atraxa, Praetors' Voice",
  "1 Fire // Ice",
  "1 Fire/Ice",
  "1 Summon: Choco/Mog",
  "1 Jötun Grunt",
  "1 Æther Vial",
  "1 Urza’s Saga",
  "Deck",
  "Sideboard",
  "Sideboard (15)",
  "// Sideboard",
  "Companion",
  "Commander",
  "Maybeboard",
  "About",
  "Name Mono Red",
  "Creatures (20)",
  "// 60 Maindeck",
  "# comment",
  "",
  "   ",
  "\t",
  '<Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />',
  '<Cards Quantity="1" Sideboard="true" Name="Duress" />',
  '<zone name="main">',
  '<card number="4" name="Lightning Bolt"/>',
  "</zone>",
  '<section name="Main">',
  '<card qty="2" id="abc">Forest</card>',
  "</section>",
  "<?xml version='1.0'?>",
  '<cockatrice_deck version="1">',
  "* 4 [Counterspell](http://tappedout.net/mtg-card/counterspell/)",
  "1 Sol Ring (C21) 263 *F* #!Ramp",
  "1x Ancient Cornucopia (big) 16 [Maybeboard{noDeck}{noPrice},Mana Advantage]",
  "18 Forest <254> [THB] (F)",
  "1 Troll of Khazad-dûm|LTR|1",
  "4 [DST:91] Aether Vial",
];

export const REAL_LINES: readonly string[] = [...new Set([...FIXTURE_LINES, ...SHAPE_LINES])];

/** Fragments that break parsers: markup, quotes, separators, odd whitespace and code points. */
const NASTY = [
  "<",
  ">",
  "</",
  "/>",
  '"',
  "'",
  "=",
  "&amp;",
  "&#x1F525;",
  "&#99999999;",
  "//",
  "///",
  "/",
  "|",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  "*",
  "#",
  "x",
  "×",
  ":",
  "SB:",
  "0",
  "999",
  "1000000",
  "-1",
  "\t",
  "\u00a0",
  "\u2007",
  "\ufeff",
  "\u0000",
  "\u200b",
  "\u202e",
  "\ud800",
  "\udfff",
  "🔥",
  "👨‍👩‍👧",
  "e\u0301",
  "\r",
  "\n",
  "\r\n",
  "\\",
  "$",
  "${",
  "%00",
  "\u2028",
];

/** Any UTF-16 string, lone surrogates included. */
export const anyUtf16 = (maxLength = 200) =>
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength });

export const anyString = (maxLength = 200) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: "grapheme", maxLength }),
    fc.string({ unit: "binary", maxLength }),
    anyUtf16(maxLength),
    fc.array(fc.constantFrom(...NASTY), { maxLength: 30 }).map((parts) => parts.join("")),
  );

const edit = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 6 }),
  insert: fc.oneof(fc.constant(""), fc.constantFrom(...NASTY), fc.string({ maxLength: 4 }), anyUtf16(3)),
});

/** Applies a few random edits (delete a run, insert a fragment) at random places. */
export function mutated(base: fc.Arbitrary<string>, maxEdits = 4): fc.Arbitrary<string> {
  return fc.tuple(base, fc.array(edit, { maxLength: maxEdits })).map(([text, edits]) =>
    edits.reduce((current, { at, remove, insert }) => {
      const position = at % (current.length + 1);
      return current.slice(0, position) + insert + current.slice(position + remove);
    }, text),
  );
}

const lineBreak = fc.constantFrom("\n", "\r\n", "\r");

/** A pasted list: real, mutated and random lines, with mixed line breaks and maybe a BOM. */
export const pastedList: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...REAL_LINES) },
          { weight: 4, arbitrary: mutated(fc.constantFrom(...REAL_LINES)) },
          { weight: 1, arbitrary: anyString(80) },
          { weight: 1, arbitrary: fc.constant("") },
        ),
        lineBreak,
      ),
      { maxLength: 60 },
    ),
  )
  .map(([bom, lines]) => (bom ? "\ufeff" : "") + lines.map(([line, end]) => line + end).join(""));

/** A whole real export with random edits anywhere: broken XML, cut lines, stray markup. */
export const damagedExport: fc.Arbitrary<string> = mutated(fc.constantFrom(...FIXTURE_TEXTS), 8);
