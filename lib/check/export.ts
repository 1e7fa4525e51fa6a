// A deck as read, written back as text for registration: Oracle (English) names (CR 201.2), in the
// shapes MTG Arena, MTGO and plain lists take (docs/decklist-formats.md). What is written pastes back
// into the app as the same cards. Pure: the report page runs it in the browser.
import type { CardView, DeckReport, ReportEntry } from "../report/report";

export const EXPORT_FORMATS = ["arena", "mtgo", "text"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const ORACLE_SEPARATOR = " // ";
/** Layouts whose halves are both named on the card (CR 709.4: split and aftermath cards). */
const SPLIT_LAYOUTS = new Set(["split"]);
/** How each client names a split card: Arena with three slashes, MTGO with one and no spaces (it rejects " // "). */
const SPLIT_SEPARATORS: Record<ExportFormat, string> = { arena: " /// ", mtgo: "/", text: ORACLE_SEPARATOR };

type Layouts = ReadonlyMap<string, Pick<CardView, "layout">>;

/**
 * A card's name in `format`: split cards by both halves; double-faced, adventure and flip cards by their
 * front face in Arena and MTGO (which know them so, CR 712.8), by the full Oracle name in plain text;
 * a name that matched no card as it was typed.
 */
export function exportName(name: string, format: ExportFormat, layout: string | null | undefined): string {
  if (!name.includes(ORACLE_SEPARATOR) || !layout) return name;
  const halves = name.split(ORACLE_SEPARATOR);
  if (SPLIT_LAYOUTS.has(layout)) return halves.join(SPLIT_SEPARATORS[format]);
  return format === "text" ? name : (halves[0] ?? name);
}

const lines = (entries: readonly ReportEntry[], format: ExportFormat, layouts: Layouts) =>
  entries.map((entry) => `${entry.quantity} ${exportName(entry.name, format, layouts.get(entry.name)?.layout)}`);

/** Sections in Arena's order and words; an empty one is left out, "Deck" always written. */
function withHeaders(deck: DeckReport, format: ExportFormat, layouts: Layouts): string[] {
  const sections: [string, readonly ReportEntry[]][] = [
    ["Commander", deck.commander],
    ["Companion", deck.companion],
    ["Deck", deck.main],
    ["Sideboard", deck.sideboard],
  ];
  return sections
    .filter(([header, entries]) => header === "Deck" || entries.length > 0)
    .flatMap(([header, entries], index) => [...(index > 0 ? [""] : []), header, ...lines(entries, format, layouts)]);
}

/**
 * The deck in `format`. Arena and plain text: "Commander", "Companion", "Deck", "Sideboard" sections.
 * MTGO: the main deck, a blank line, then the sideboard, where MTGO keeps commanders and companions too.
 */
export function exportDeck(deck: DeckReport, format: ExportFormat, layouts: Layouts): string {
  if (format !== "mtgo") return `${withHeaders(deck, format, layouts).join("\n")}\n`;
  const sideboard = [...deck.commander, ...deck.companion, ...deck.sideboard];
  const blocks = [
    lines(deck.main, format, layouts),
    ...(sideboard.length > 0 ? [lines(sideboard, format, layouts)] : []),
  ];
  return `${blocks.map((block) => block.join("\n")).join("\n\n")}\n`;
}

/** A file name for the download: the deck's name made safe for file systems, and the format. */
export function exportFileName(deckName: string, format: ExportFormat): string {
  const safe = deckName
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 60);
  return `${safe || "deck"}-${format}.txt`;
}
