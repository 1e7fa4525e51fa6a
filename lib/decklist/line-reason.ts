// Why the list reader left a line out: a value with a code and the values its sentence is made of, so
// any client can word it in its own language (docs/development.md, Languages); the API's `reason` is the en
// messages' wording (i18n/problem-text.ts). Section and category names are the list's own words, passed through as typed.
// Codes are part of the public API (docs/api.md): add codes, never rename them.

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
