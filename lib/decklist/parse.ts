// Pasted decklist text → Decklist, knowing no card data: unknown names are kept as typed and left for
// card lookup to report. Pure and total: any string gives a Decklist, never an exception.
// Reads every format in research/decklists.md: Arena, MTGO .txt and .dek, Moxfield, Archidekt,
// TappedOut (text and markdown), Deckstats, MTGGoldfish, Cockatrice .cod and text, Forge and XMage .dck,
// MWS, Apprentice, OCTGN .o8d and plain "4x Name" lists. classifyLines says what each line is;
// this module sums the card lines per zone and lists every line that does not count, with why.

import type { DeckEntry, Decklist, Zone } from "./decklist";
import type { LineCard } from "./classified-line";
import { cardNameKey } from "./card-name";
import { classifyLines } from "./classify";

export function parseDecklist(pasted: string): Decklist {
  const decklist: Decklist = { main: [], sideboard: [], commander: [], companion: [], ignored: [], unparsed: [] };
  const entries = new Map<string, DeckEntry>();
  const cardLineTexts = new Map<number, string>();

  for (const classified of classifyLines(pasted)) {
    const { line, text } = classified;
    switch (classified.kind) {
      case "card":
        cardLineTexts.set(line, text);
        for (const card of classified.cards) addCard(decklist, entries, card, line);
        break;
      case "unparsed":
        decklist.unparsed.push({ line, text, reason: classified.reason });
        break;
      case "ignored":
        decklist.ignored.push({ line, text, reason: classified.reason });
        break;
      case "comment":
      case "metadata":
        decklist.ignored.push({ line, text, reason: classified.kind });
        break;
      case "header":
        // Headers of counted zones and type groups are structure; an ignored section's header is listed.
        if (classified.section.kind === "ignored") {
          const reason = `starts the ${classified.section.label} section: not part of the deck`;
          decklist.ignored.push({ line, text, reason });
        }
        break;
      case "blank":
        break;
    }
  }
  countCompanionOnce(decklist, entries, cardLineTexts);
  return decklist;
}

function entryKey(zone: Zone, name: string): string {
  return `${zone}\u0000${cardNameKey(name)}`;
}

// Two lines for one card (two printings, or a card listed twice) make one entry, quantities summed.
function addCard(decklist: Decklist, entries: Map<string, DeckEntry>, card: LineCard, line: number): void {
  const key = entryKey(card.zone, card.name);
  const entry = entries.get(key);
  if (entry === undefined) {
    const created = { name: card.name, quantity: card.quantity, lines: [line] };
    entries.set(key, created);
    decklist[card.zone].push(created);
    return;
  }
  entry.quantity += card.quantity;
  if (entry.lines.at(-1) !== line) entry.lines.push(line);
}

// Arena lists the companion under "Companion" and again under "Sideboard" (research §1, §15): that is
// one physical card, so the companion entry keeps it and the sideboard gives up one copy.
function countCompanionOnce(
  decklist: Decklist,
  entries: Map<string, DeckEntry>,
  cardLineTexts: ReadonlyMap<number, string>,
): void {
  for (const companion of decklist.companion) {
    const sideboardKey = entryKey("sideboard", companion.name);
    const inSideboard = entries.get(sideboardKey);
    if (inSideboard === undefined) continue;
    inSideboard.quantity -= Math.min(companion.quantity, inSideboard.quantity);
    if (inSideboard.quantity > 0) continue;
    entries.delete(sideboardKey);
    decklist.sideboard = decklist.sideboard.filter((entry) => entry !== inSideboard);
    for (const line of inSideboard.lines) {
      const text = cardLineTexts.get(line) ?? inSideboard.name;
      decklist.ignored.push({ line, text, reason: "the companion again: counted once, as the companion" });
    }
    decklist.ignored.sort((a, b) => a.line - b.line);
  }
}
