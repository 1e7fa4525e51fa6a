// "Mana Drain (1)" is one Mana Drain; "Ramp (10)" heads ten ramp cards (TappedOut, Archidekt). Text alone
// cannot tell them apart, so the reader keeps such lines aside (Decklist.cardOrHeading) and the check,
// once card data has answered, settles each: a card when the name is one, else a heading that counts nothing.

import type { Decklist, DeckEntry } from "./decklist";
import { nameKey } from "../cards/name-key";

/** The names card data is asked about for these lines, beside the list's own card names. */
export function cardOrHeadingNames(decklist: Decklist): string[] {
  return decklist.cardOrHeading.map((line) => line.name);
}

/**
 * The decklist with every card-or-heading line settled: added to its zone when `isCard(name)`, summed
 * with other lines naming the card, else read as a heading. The given decklist is left as it was.
 */
export function settleCardOrHeading(decklist: Decklist, isCard: (name: string) => boolean): Decklist {
  if (decklist.cardOrHeading.length === 0) return decklist;
  const settled: Decklist = { ...decklist, cardOrHeading: [] };
  for (const line of decklist.cardOrHeading) {
    if (!isCard(line.name)) continue;
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
