// "Mana Drain (1)" is one Mana Drain; "Ramp (10)" heads ten ramp cards (TappedOut, Archidekt). Text alone
// cannot tell them apart, so the reader keeps such lines aside (Decklist.cardOrHeading) and the check,
// once card data has answered, settles each: a card when the name is one; else a heading only when the
// list bears it out, the cards under it summing to its count. Any other such line is a card line whose
// name matched nothing ("Lighting Bolt (4)"), reported as unknown with suggestions, never dropped
// (docs/decklist-formats.md, "How a list is read").

import type { CardOrHeading, Decklist, DeckEntry } from "./decklist";
import { nameKey } from "../cards/name-key";

/** The names card data is asked about for these lines, beside the list's own card names. */
export function cardOrHeadingNames(decklist: Decklist): string[] {
  return decklist.cardOrHeading.map((line) => line.name);
}

/** Whether the line heads a group: no card has its name and the cards under it sum to its count. */
export function isHeading(line: CardOrHeading, isCard: (name: string) => boolean): boolean {
  return !isCard(line.name) && line.under === line.quantity;
}

/**
 * The decklist with every card-or-heading line settled: a heading (isHeading), else added to its zone
 * and summed with other lines naming the card. The given decklist is left as it was.
 */
export function settleCardOrHeading(decklist: Decklist, isCard: (name: string) => boolean): Decklist {
  if (decklist.cardOrHeading.length === 0) return decklist;
  const settled: Decklist = { ...decklist, cardOrHeading: [] };
  for (const line of decklist.cardOrHeading) {
    if (isHeading(line, isCard)) continue;
    const zone = settled[line.zone];
    const key = nameKey(line.name);
    const index = zone.findIndex((entry) => nameKey(entry.name) === key);
    const known = zone[index];
    const entry: DeckEntry = known
      ? { ...known, quantity: known.quantity + line.quantity, lines: [...known.lines, line.line].sort((a, b) => a - b) }
      : { name: line.name, quantity: line.quantity, lines: [line.line] };
    settled[line.zone] = (known ? zone.with(index, entry) : [...zone, entry]).sort((a, b) => a.lines[0]! - b.lines[0]!);
  }
  return settled;
}
