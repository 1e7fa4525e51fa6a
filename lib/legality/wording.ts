// Shared phrasing for problem messages, so every message names decks and lines the same way.
import type { Zone } from "../decklist/decklist";
import type { TeamCard } from "./team-cards";
import { POOL_LISTS, type PoolCard, type PoolList } from "./team-pool";

export function lineList(lines: readonly number[]): string {
  if (lines.length === 0) return "";
  return lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(", ")}`;
}

/** "Alice: 2 (line 3); Bob: 2 (line 7)" for the decks that hold the card. */
export function copiesByDeck(teamCard: TeamCard, deckNames: readonly string[], zone?: Zone): string {
  return teamCard.decks
    .map((copies, index) => ({ copies, index }))
    .filter(({ copies }) => (zone ? copies.byZone[zone] : copies.quantity) > 0)
    .map(({ copies, index }) => {
      const quantity = zone ? copies.byZone[zone] : copies.quantity;
      const lines = zone ? copies.linesByZone[zone] : copies.lines;
      return `${deckNames[index] ?? `Deck ${index + 1}`}: ${quantity} (${lineList(lines)})`;
    })
    .join("; ");
}

/** The pool lists as the page labels them, so a message names the field to look in. */
export const POOL_LIST_NAMES: Record<PoolList, string> = { pool: "Team pool", allowed: "Also allowed" };

/** "Team pool: 3 (lines 4, 9); Also allowed: 1 (line 2)" for the lists that name the card. */
export function copiesInPool(poolCard: PoolCard): string {
  return POOL_LISTS.filter((list) => poolCard.lines[list].length > 0)
    .map((list) => `${POOL_LIST_NAMES[list]}: ${poolCard.copies[list]} (${lineList(poolCard.lines[list])})`)
    .join("; ");
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Quotes user text in a message without letting a 100 KB line become a 100 KB message. */
export function quoted(text: string, maxLength = 80): string {
  return `"${text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text}"`;
}
