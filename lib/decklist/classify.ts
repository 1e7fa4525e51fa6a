// Gives every line of a pasted list exactly one kind, tracking the section each line falls in.
// Per line, in this order (docs/decklist-formats.md, "How a list is read"): blank? section header (or,
// for "Mana Drain (1)", a card or a heading)? comment or metadata?
// inside an ignored or metadata section? otherwise a card line, or unparsed when it cannot be one.
// A line inside an ignored section (Maybeboard, Tokens…) is ignored whatever it says, a "Words (n)"
// heading included; a list whose every section counts (a house ban list) has no ignored section.

import type { Zone } from "./decklist";
import type { ClassifiedLine } from "./classified-line";
import { readCardLine, readPlainCard } from "./card-line";
import { cleanLine, foldWideDigits, splitLines } from "./lines";
import { readNote } from "./notes";
import { readSectionHeader } from "./sections";
import { classifyXmlLines } from "./xml";

type CurrentSection =
  { kind: "zone"; zone: Zone } | { kind: "ignored"; label: string } | { kind: "metadata"; endsAtBlankLine: boolean };

const MAIN: CurrentSection = { kind: "zone", zone: "main" };

export interface ReadOptions {
  /** Cards under Maybeboard, Tokens or an Archidekt {noDeck} category count too: a ban list has no maybeboard. */
  everySectionCounts?: boolean;
}

/** One entry per line of `text` (split on \r\n, \n and bare \r), in order, numbered from 1. */
export function classifyLines(text: string, options: ReadOptions = {}): ClassifiedLine[] {
  const lines = splitLines(text);
  return classifyXmlLines(lines) ?? classifyTextLines(lines, options.everySectionCounts === true);
}

function classifyTextLines(lines: readonly string[], everySectionCounts: boolean): ClassifiedLine[] {
  const classified: ClassifiedLine[] = [];
  let mayHaveBlankLineSideboard = true;
  let current = MAIN;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = foldWideDigits(cleanLine(raw));
    if (text === "") {
      if (current.kind === "metadata" && current.endsAtBlankLine) current = MAIN;
      classified.push({ line, text, kind: "blank" });
      return;
    }

    const read = readSectionHeader(text);
    const header =
      everySectionCounts && read?.kind === "ignored" ? { kind: "group" as const, label: read.label } : read;
    if (header?.kind === "metadata") {
      current = { kind: "metadata", endsAtBlankLine: header.endsAtBlankLine };
      classified.push({ line, text, kind: "metadata" });
      return;
    }
    if (header?.kind === "group" && current.kind === "ignored") {
      classified.push({ line, text, kind: "ignored", reason: { code: "in-section", section: current.label } });
      return;
    }
    if (header?.kind === "group" && current.kind === "metadata") {
      classified.push({ line, text, kind: "metadata" });
      return;
    }
    if (header !== null) {
      mayHaveBlankLineSideboard = false;
      const card = header.kind === "group" && header.couldBeCard && current.kind === "zone" ? readCardLine(text) : null;
      if (card?.ok && card.placement === null && current.kind === "zone") {
        classified.push({
          line,
          text,
          kind: "card-or-heading",
          card: { zone: current.zone, name: card.name, quantity: card.quantity },
        });
        return;
      }
      if (header.kind !== "group") current = header;
      classified.push({ line, text, kind: "header", section: header });
      return;
    }

    const note = readNote(text);
    if (note !== null || current.kind === "metadata") {
      classified.push({ line, text, kind: note ?? "metadata" });
      return;
    }
    if (current.kind === "ignored") {
      classified.push({ line, text, kind: "ignored", reason: { code: "in-section", section: current.label } });
      return;
    }

    // Most card lines are plain ("4 Lightning Bolt"): no reading object is built for them.
    const plain = readPlainCard(text, current.zone);
    if (plain !== null) {
      classified.push({ line, text, kind: "card", cards: [plain] });
      return;
    }
    const reading = readCardLine(text);
    if (!reading.ok) {
      classified.push({ line, text, kind: "unparsed", reason: reading.reason });
      return;
    }
    const { name, quantity, placement, printing } = reading;
    if (placement !== null) mayHaveBlankLineSideboard = false;
    if (placement !== null && "ignoredBecause" in placement && !everySectionCounts) {
      classified.push({ line, text, kind: "ignored", reason: placement.ignoredBecause });
      return;
    }
    const zone = (placement && "zone" in placement ? placement.zone : undefined) ?? current.zone;
    classified.push({ line, text, kind: "card", cards: [{ zone, name, quantity, ...(printing && { printing }) }] });
  });

  if (mayHaveBlankLineSideboard) moveSecondBlockToSideboard(classified);
  return classified;
}

// MTGO writes the sideboard as a second block after a blank line, with no header. Lists that use
// blank lines between groups have more than two blocks, and stay all main (Cockatrice does the same).
// While this rule may apply no line has named a zone, so every card line took its section's.
function moveSecondBlockToSideboard(classified: ClassifiedLine[]): void {
  const sideboardStart = secondCardBlockStart(classified);
  if (sideboardStart === null) return;
  for (let index = sideboardStart; index < classified.length; index += 1) {
    const line = classified[index];
    if (line?.kind !== "card") continue;
    line.cards = line.cards.map((card) => ({ ...card, zone: "sideboard" }));
  }
}

// The index of the first card line of the second block of card lines, when there are exactly two
// such blocks; else null. A card line starts a new block when a blank line comes before it.
function secondCardBlockStart(classified: readonly ClassifiedLine[]): number | null {
  let cardBlocks = 0;
  let secondStart: number | null = null;
  let blankSinceCard = true;
  for (let index = 0; index < classified.length; index += 1) {
    const kind = classified[index]?.kind;
    if (kind === "blank") blankSinceCard = true;
    if (kind !== "card") continue;
    if (blankSinceCard) cardBlocks += 1;
    if (blankSinceCard && cardBlocks === 2) secondStart = index;
    blankSinceCard = false;
  }
  return cardBlocks === 2 ? secondStart : null;
}
