// Where a list's commander is when the list reader, which knows no format, left it in the sideboard.
import type { Decklist } from "../decklist/decklist";

/** MTGO exports a Commander deck's commander, or its two, as the only sideboard cards (docs/decklist-formats.md). */
const MOST_COMMANDERS = 2;

/**
 * The decklist of a 2HG Commander deck: a list that marks no commander and whose sideboard holds one or
 * two cards has them as its commanders; any other list is as read.
 */
export function withCommanderFromSideboard(decklist: Decklist): Decklist {
  const sideboardCards = decklist.sideboard.reduce((sum, entry) => sum + entry.quantity, 0);
  if (decklist.commander.length > 0 || sideboardCards === 0 || sideboardCards > MOST_COMMANDERS) return decklist;
  return { ...decklist, commander: decklist.sideboard, sideboard: [] };
}
