// Pasted decklist text → Decklist, knowing no card data: unknown names are kept as typed and left for
// card lookup to report. Pure and total: any string gives a Decklist, never an exception.
// Reads every format in docs/decklist-formats.md: Arena, MTGO .txt and .dek, Moxfield, Archidekt,
// TappedOut (text and markdown), Deckstats, MTGGoldfish, Cockatrice .cod and text, Forge and XMage .dck,
// MWS, Apprentice, OCTGN .o8d and plain "4x Name" lists. classifyLines says what each line is;
// this module sums the card lines per zone and lists every line that does not count, with why.

import type { CardOrHeading, DeckEntry, Decklist, IgnoredLine, UnparsedLine, Zone } from "./decklist";
import type { LineReason } from "./line-reason";
import type { ClassifiedLine, LineCard } from "./classified-line";
import { nameKey } from "../cards/name-key";
import { classifyLines, type ReadOptions } from "./classify";

// The entry of each card in each zone, by nameKey: one map per zone, so that the key is the
// card's own key and no combined string has to be built and hashed for every line. A zone's map is
// made when its first card comes: most lists use one or two of the four zones.
type Entries = Partial<Record<Zone, Map<string, DeckEntry>>>;

export function parseDecklist(pasted: string, options: ReadOptions = {}): Decklist {
  const decklist: Decklist = {
    main: [],
    sideboard: [],
    commander: [],
    companion: [],
    ignored: [],
    unparsed: [],
    cardOrHeading: [],
  };
  const entries: Entries = {};
  const lines = classifyLines(pasted, options);
  // The card-or-heading line the cards read since would stand under, were it a heading.
  let heading: CardOrHeading | null = null;

  for (const classified of lines) {
    const { line, text } = classified;
    switch (classified.kind) {
      case "card":
        for (const card of classified.cards) addCard(decklist, entries, card, line);
        if (heading) for (const card of classified.cards) heading.under += card.quantity;
        break;
      case "card-or-heading":
        heading = { line, text, ...classified.card, under: 0 };
        decklist.cardOrHeading.push(heading);
        break;
      case "unparsed":
        decklist.unparsed.push(skipped(line, text, classified.reason));
        break;
      case "ignored":
        decklist.ignored.push(skipped(line, text, classified.reason));
        break;
      case "comment":
      case "metadata":
        decklist.ignored.push(skipped(line, text, { code: classified.kind }));
        break;
      case "header":
        heading = null;
        // Headers of counted zones and type groups are structure; an ignored section's header is listed.
        if (classified.section.kind === "ignored") {
          decklist.ignored.push(skipped(line, text, { code: "starts-section", section: classified.section.label }));
        }
        break;
      case "blank":
        break;
    }
  }
  countCompanionOnce(decklist, entries, lines);
  return decklist;
}

/** A line left out, with why in the API's English and as a value. */
function skipped(line: number, text: string, why: LineReason): IgnoredLine & UnparsedLine {
  return { line, text, why };
}

// Two lines for one card (two printings, or a card listed twice) make one entry, quantities summed.
function addCard(decklist: Decklist, entries: Entries, card: LineCard, line: number): void {
  const key = nameKey(card.name);
  const zoneEntries = (entries[card.zone] ??= new Map());
  const entry = zoneEntries.get(key);
  if (entry === undefined) {
    const created: DeckEntry = {
      name: card.name,
      quantity: card.quantity,
      lines: [line],
      ...(card.printing && { printing: card.printing }),
    };
    zoneEntries.set(key, created);
    decklist[card.zone].push(created);
    return;
  }
  entry.quantity += card.quantity;
  if (isOtherSpelling(card.name, entry)) (entry.otherSpellings ??= []).push(card.name);
  if (entry.printing === undefined && card.printing) entry.printing = card.printing;
  if (entry.lines.at(-1) !== line) entry.lines.push(line);
}

/** A spelling worth showing beside the first (not the same name in other letter case). */
function isOtherSpelling(name: string, entry: DeckEntry): boolean {
  const lower = name.toLowerCase();
  return (
    lower !== entry.name.toLowerCase() && !entry.otherSpellings?.some((spelling) => spelling.toLowerCase() === lower)
  );
}

// Arena lists the companion under "Companion" and again under "Sideboard" (research §1, §15): that is
// one physical card, so the companion entry keeps it and the sideboard gives up one copy.
// `lines` is classifyLines' output, so line n is at index n - 1.
function countCompanionOnce(decklist: Decklist, entries: Entries, lines: readonly ClassifiedLine[]): void {
  for (const companion of decklist.companion) {
    const sideboardKey = nameKey(companion.name);
    const inSideboard = entries.sideboard?.get(sideboardKey);
    if (inSideboard === undefined) continue;
    inSideboard.quantity -= Math.min(companion.quantity, inSideboard.quantity);
    if (inSideboard.quantity > 0) continue;
    entries.sideboard?.delete(sideboardKey);
    decklist.sideboard = decklist.sideboard.filter((entry) => entry !== inSideboard);
    for (const line of inSideboard.lines) {
      const text = lines[line - 1]?.text ?? inSideboard.name;
      decklist.ignored.push(skipped(line, text, { code: "companion-again" }));
    }
    decklist.ignored.sort((a, b) => a.line - b.line);
  }
}
