// Why the list reader left a line out: a value with a code and the values its sentence is made of, so
// any client can word it in its own language (docs/development.md, Languages). describeLineReason writes the
// API's English `reason`. Section and category names are the list's own words, passed through as typed.
// Codes are part of the public API (docs/api.md, Lines not counted): add codes, never rename them.

export type LineReason =
  // Ignored lines: deliberately not part of the deck.
  | { code: "comment" }
  | { code: "metadata" }
  /** A line inside, or the header of, a section outside the deck ("Maybeboard", "Tokens"). */
  | { code: "in-section"; section: string }
  | { code: "starts-section"; section: string }
  /** Archidekt: the line's first category is a section outside the deck, or one marked {noDeck}. */
  | { code: "in-category"; category: string }
  | { code: "in-no-deck-category"; category: string }
  /** Cockatrice and OCTGN: a card outside any zone, or in a zone outside the deck ("" when unnamed). */
  | { code: "outside-any-zone" }
  | { code: "in-zone"; zone: string }
  /** Arena lists the companion again in its sideboard: counted once, as the companion. */
  | { code: "companion-again" }
  // Unparsed lines: not a card line (IPG 3.4).
  | { code: "too-long" }
  | { code: "link" }
  | { code: "markup" }
  | { code: "quantity-without-name" }
  | { code: "negative-quantity" }
  | { code: "quantity-not-a-number" }
  | { code: "quantity-zero" }
  | { code: "no-card-name" }
  | { code: "no-letters" };

/** The API's English sentence for each reason; the page words the same code in the reader's language. */
export function describeLineReason(reason: LineReason): string {
  switch (reason.code) {
    case "comment":
    case "metadata":
      return reason.code;
    case "in-section":
      return `in the ${reason.section} section: not part of the deck`;
    case "starts-section":
      return `starts the ${reason.section} section: not part of the deck`;
    case "in-category":
      return `in the ${reason.category} category: not part of the deck`;
    case "in-no-deck-category":
      return `in the ${reason.category} category, which is marked not part of the deck`;
    case "outside-any-zone":
      return "outside any zone: not part of the deck";
    case "in-zone":
      return `in the ${reason.zone || "unnamed"} zone: not part of the deck`;
    case "companion-again":
      return "the companion again: counted once, as the companion";
    case "too-long":
      return "too long to be a card line";
    case "link":
      return "a link, not a card";
    case "markup":
      return "markup, not a card";
    case "quantity-without-name":
      return "a quantity with no card name";
    case "negative-quantity":
      return "a quantity is a whole number from 1";
    case "quantity-not-a-number":
      return "quantity is not a number of cards";
    case "quantity-zero":
      return "quantity is 0: the line adds no cards";
    case "no-card-name":
      return "no card name";
    case "no-letters":
      return "no letters, so not a card name";
  }
}
