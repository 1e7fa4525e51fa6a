// Equal parts of different cards, kept once. A full bulk file's 37,000 cards hold about 540 distinct
// legality tables and a few thousand distinct type lines; one copy per card would cost several MB.
// A legality table also has a short code (one letter per format), which is how the compact card
// file stores it.
import type { Card, Legality } from "./card";

type Legalities = Card["legalities"];

const LETTERS: Record<Legality, string> = { legal: "l", not_legal: "n", restricted: "r", banned: "b" };
const BY_LETTER = new Map<string, Legality>(Object.entries(LETTERS).map(([legality, letter]) => [letter, legality as Legality]));
const ABSENT = "-";

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

  /** The table's code, e.g. "lnnb": letters in `formats` order, a format it lacks "-", no trailing "-". */
  legalityCode(legalities: Legalities): string {
    const letters: string[] = [];
    for (const format in legalities) {
      const legality = legalities[format];
      if (legality) letters[this.column(format)] = LETTERS[legality];
    }
    return Array.from(letters, (letter) => letter ?? ABSENT).join("");
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

  /** `card` with its layout, type lines and legality table shared with equal cards' (the card is changed in place). */
  share(card: Card): Card {
    card.layout = this.text(card.layout);
    for (const face of card.faces) face.typeLine = this.text(face.typeLine);
    card.legalities = this.legalities(this.legalityCode(card.legalities));
    return card;
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
