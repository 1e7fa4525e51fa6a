// The parser's output: what a pasted list says, before any card data is consulted.

import type { LineReason } from "./line-reason";

/** Zones that hold cards of the deck; every other section is ignored (MTR 9.5 forbids all but main in 2HG Constructed). */
export type Zone = "main" | "sideboard" | "commander" | "companion";

export const ZONES: readonly Zone[] = ["main", "sideboard", "commander", "companion"];

/** One card name in one zone, summed over every line that names it (as typed, text-normalised). */
export interface DeckEntry {
  name: string;
  quantity: number;
  /** 1-based line numbers in the pasted text. */
  lines: number[];
  /** The printing the first of its lines names by set code and collector number ("4bb/208"), when one does. */
  printing?: string;
  /** Other spellings its lines used ("Jotun Grunt" beside "Jötun Grunt", "対(たい)抗(こう)呪(じゅ)文(もん)" beside "対抗呪文"), in line order. */
  otherSpellings?: string[];
}

/** A line that is deliberately not counted: maybeboard, tokens, comments, metadata. */
export interface IgnoredLine {
  line: number;
  text: string;
  /** Why, as a code and the values its sentence is made of: the API words it as `reason` (docs/development.md, Languages). */
  why: LineReason;
}

/** A line that is neither a card, a section header, a comment nor metadata (IPG 3.4). */
export interface UnparsedLine {
  line: number;
  text: string;
  /** Why, as a code and the values its sentence is made of: the API words it as `reason`. */
  why: LineReason;
}

/** A line that reads as a card and its count or as a group heading ("Mana Drain (1)", "Ramp (10)"). */
export interface CardOrHeading {
  line: number;
  text: string;
  zone: Zone;
  name: string;
  quantity: number;
  /** The copies the card lines under it name, up to the next heading: a heading's count sums them (TappedOut, Archidekt). */
  under: number;
}

export interface Decklist {
  main: DeckEntry[];
  sideboard: DeckEntry[];
  commander: DeckEntry[];
  companion: DeckEntry[];
  ignored: IgnoredLine[];
  unparsed: UnparsedLine[];
  /** Lines only card data can tell apart; settleCardOrHeading makes each a card or a heading. */
  cardOrHeading: CardOrHeading[];
}
