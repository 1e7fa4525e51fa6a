// What the reader made of each line of a pasted list. Every input line gets exactly one of these,
// so a caller (or a property test) can check that no line went unaccounted for.

import type { Zone } from "./decklist";
import type { LineReason } from "./line-reason";
import type { Section } from "./sections";

interface LineBase {
  /** 1-based line number in the pasted text. */
  line: number;
  /** The line with its whitespace tidied (see cleanLine). */
  text: string;
}

export interface LineCard {
  zone: Zone;
  name: string;
  quantity: number;
  /** The printing the line names by set code and collector number ("4bb/208"), when it does. */
  printing?: string;
}

/** A line naming cards; one card, except an XML line holding several elements. */
export interface CardLine extends LineBase {
  kind: "card";
  cards: LineCard[];
}

/** "Mana Drain (1)" or the heading "Ramp (10)": a card unless card data knows no such card (settleCardOrHeading). */
export interface CardOrHeadingLine extends LineBase {
  kind: "card-or-heading";
  card: LineCard;
}

export interface HeaderLine extends LineBase {
  kind: "header";
  section: Exclude<Section, { kind: "metadata" }>;
}

export interface PlainLine extends LineBase {
  kind: "blank" | "comment" | "metadata";
}

export interface SkippedLine extends LineBase {
  kind: "ignored" | "unparsed";
  reason: LineReason;
}

export type ClassifiedLine = CardLine | CardOrHeadingLine | HeaderLine | PlainLine | SkippedLine;

export type LineKind = ClassifiedLine["kind"];
