// Gives every line of a pasted list exactly one kind, tracking the section each line falls in.
// Per line, in this order (research/decklists.md §0): blank? section header? comment or metadata?
// inside an ignored or metadata section? otherwise a card line, or unparsed when it cannot be one.
// A line inside an ignored section (Maybeboard, Tokens…) is ignored whatever it says.

import type { Zone } from "./decklist";
import type { ClassifiedLine } from "./classified-line";
import { readCardLine } from "./card-line";
import { cleanLine, splitLines } from "./lines";
import { readNote } from "./notes";
import { readSectionHeader } from "./sections";
import { classifyXmlLines } from "./xml";

type CurrentSection =
  | { kind: "zone"; zone: Zone }
  | { kind: "ignored"; label: string }
  | { kind: "metadata"; endsAtBlankLine: boolean };

const MAIN: CurrentSection = { kind: "zone", zone: "main" };

/** One entry per line of `text` (split on \r\n, \n and bare \r), in order, numbered from 1. */
export function classifyLines(text: string): ClassifiedLine[] {
  const lines = splitLines(text);
  return classifyXmlLines(lines) ?? classifyTextLines(lines);
}

function classifyTextLines(lines: readonly string[]): ClassifiedLine[] {
  const classified: ClassifiedLine[] = [];
  // Block number of each card line whose zone came from the section alone, by index in `classified`.
  const blockOfCard = new Map<number, number>();
  let mayHaveBlankLineSideboard = true;
  let current = MAIN;
  let block = 0;
  let previousWasBlank = true;

  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = cleanLine(raw);
    if (text === "") {
      if (!previousWasBlank) block += 1;
      previousWasBlank = true;
      if (current.kind === "metadata" && current.endsAtBlankLine) current = MAIN;
      classified.push({ line, text, kind: "blank" });
      return;
    }
    previousWasBlank = false;

    const header = readSectionHeader(text);
    if (header?.kind === "metadata") {
      current = { kind: "metadata", endsAtBlankLine: header.endsAtBlankLine };
      classified.push({ line, text, kind: "metadata" });
      return;
    }
    if (header !== null) {
      mayHaveBlankLineSideboard = false;
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
      classified.push({ line, text, kind: "ignored", reason: `in the ${current.label} section: not part of the deck` });
      return;
    }

    const reading = readCardLine(text);
    if (!reading.ok) {
      classified.push({ line, text, kind: "unparsed", reason: reading.reason });
      return;
    }
    const { name, quantity, placement } = reading;
    if (placement !== null) mayHaveBlankLineSideboard = false;
    if (placement !== null && "ignoredBecause" in placement) {
      classified.push({ line, text, kind: "ignored", reason: placement.ignoredBecause });
      return;
    }
    if (placement === null) blockOfCard.set(classified.length, block);
    const zone = placement?.zone ?? current.zone;
    classified.push({ line, text, kind: "card", cards: [{ zone, name, quantity }] });
  });

  if (mayHaveBlankLineSideboard) moveSecondBlockToSideboard(classified, blockOfCard);
  return classified;
}

// MTGO writes the sideboard as a second block after a blank line, with no header. Lists that use
// blank lines between groups have more than two blocks, and stay all main (Cockatrice does the same).
function moveSecondBlockToSideboard(classified: ClassifiedLine[], blockOfCard: ReadonlyMap<number, number>): void {
  const blocks = [...new Set(blockOfCard.values())];
  if (blocks.length !== 2) return;
  const sideboardBlock = Math.max(...blocks);
  for (const [index, block] of blockOfCard) {
    const line = classified[index];
    if (block !== sideboardBlock || line?.kind !== "card") continue;
    line.cards = line.cards.map((card) => ({ ...card, zone: "sideboard" }));
  }
}
