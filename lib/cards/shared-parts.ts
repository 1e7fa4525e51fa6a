// Equal parts of different cards, kept once. A full bulk file's 37,000 cards hold about 540 distinct
// legality tables and a few thousand distinct type lines; one copy per card would cost several MB.
// A legality table is found by its code (one letter per format), which is also how the compact card
// file stores it.
import type { Card, Legality } from "./card";

type Legalities = Card["legalities"];

const LETTERS: Record<Legality, string> = { legal: "l", not_legal: "n", restricted: "r", banned: "b" };
const LETTER_CODES = new Map<string, number>(
  Object.entries(LETTERS).map(([legality, letter]) => [legality, letter.charCodeAt(0)]),
);
const BY_LETTER = new Map<string, Legality>(
  Object.entries(LETTERS).map(([legality, letter]) => [letter, legality as Legality]),
);
const ABSENT = "-".charCodeAt(0);

/** A legality code's letters: one per format column, "-" where the table has no entry. */
export const LEGALITY_CODE = /^[lnrb-]*$/;

export class SharedCardParts {
  /** Format keys in the order first seen: the columns of a legality code. */
  readonly formats: string[];
  private readonly columns = new Map<string, number>();
  private readonly tables = new Map<string, Legalities>();
  private readonly strings = new Map<string, string>();

  constructor(formats: readonly string[] = []) {
    this.formats = [];
    for (const format of formats) this.column(format);
  }

  /** One string object for all equal strings. */
  text(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  /**
   * The code of a legality table, e.g. "lnnb": a letter per column of `formats` (a format it lacks
   * "-", none trailing). Values other than Scryfall's four legalities count as absent.
   */
  legalityCode(values: Readonly<Record<string, string | undefined>>): string {
    const letters: number[] = [];
    for (const format in values) {
      const letter = LETTER_CODES.get(values[format] ?? "");
      if (letter !== undefined) letters[this.column(format)] = letter;
    }
    for (let column = 0; column < letters.length; column++) letters[column] ??= ABSENT;
    return String.fromCharCode(...letters);
  }

  /** The shared, frozen table a code stands for; the code must match LEGALITY_CODE and fit `formats`. */
  legalities(code: string): Legalities {
    const known = this.tables.get(code);
    if (known) return known;
    const table: Legalities = {};
    for (let column = 0; column < code.length; column++) {
      const legality = BY_LETTER.get(code.charAt(column));
      const format = this.formats[column];
      if (legality && format !== undefined) table[format] = legality;
    }
    Object.freeze(table);
    this.tables.set(code, table);
    return table;
  }

  private column(format: string): number {
    let column = this.columns.get(format);
    if (column === undefined) {
      column = this.formats.length;
      this.columns.set(format, column);
      this.formats.push(format);
    }
    return column;
  }
}
