// XML deck files pasted as text. They are flat and machine-written, so a few regexes read them;
// no DOM and no dependency. Structure lines (prolog, <Deck>, <zone>, </zone>…) count as metadata.
//   MTGO .dek:       <Cards CatID="31203" Quantity="1" Sideboard="true" Name="Sharuum the Hegemon" Annotation="16777728" />
//                    attributes in any order; Annotation 16777728 marks the commander
//   Cockatrice .cod: <zone name="main"><card number="22" name="Plains"/></zone>   zones main, side, tokens
//   OCTGN .o8d:      <section name="Main"><card qty="1" id="…">Forest</card></section>

import type { Zone } from "./decklist";
import type { LineReason } from "./line-reason";
import type { ClassifiedLine, LineCard } from "./classified-line";
import { cardNameProblem, normalizeCardName } from "./card-name";
import { cleanLine } from "./lines";
import { readQuantity } from "./quantity";
import { readSectionHeader } from "./sections";

type Reading = { card: LineCard } | { ignored: LineReason } | { unparsed: LineReason };

interface Element {
  offset: number;
  reading: Reading;
}

const MTGO_COMMANDER_ANNOTATION = "16777728";
// [^<>] rather than [^>]: it keeps matching linear on hostile text full of unclosed tags.
const MTGO_CARD = /<Cards\b[^<>]*>/g;
const COCKATRICE_PART = /<zone\b[^<>]*>|<\/zone\s*>|<card\b[^<>]*>/gi;
const OCTGN_PART = /<section\b[^<>]*>|<\/section\s*>|<card\b[^<>]*>(?<body>[^<]*)<\/card\s*>/gi;
// Groups: key, double-quoted value, single-quoted value. Unnamed: named groups cost an object per match.
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:#x(?<hex>[0-9a-f]{1,6})|#(?<decimal>\d{1,7})|(?<named>amp|quot|apos|lt|gt));/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };

/** One classified line per input line when the text is a known XML deck file, else null. */
export function classifyXmlLines(lines: readonly string[]): ClassifiedLine[] | null {
  if (!startsWithTag(lines)) return null;
  const text = lines.join("\n");
  let elements: Element[];
  if (/<cockatrice_deck\b/i.test(text)) elements = readCockatrice(text);
  else if (/<Cards\b/.test(text)) elements = readMtgo(text);
  else if (/<section\b/i.test(text)) elements = readOctgn(text);
  else return null;

  const lineStarts = startsOfLines(lines);
  const readings = new Map<number, Reading[]>();
  for (const element of elements) {
    const index = lineIndexAt(lineStarts, element.offset);
    const onLine = readings.get(index);
    if (onLine === undefined) readings.set(index, [element.reading]);
    else onLine.push(element.reading);
  }
  return lines.map((raw, index) => classify(index + 1, cleanLine(raw), readings.get(index) ?? []));
}

// Whether the first non-whitespace character of the text is "<". Looking line by line stops at the
// first line with content, so a text list is never joined or scanned as a whole.
function startsWithTag(lines: readonly string[]): boolean {
  for (const line of lines) {
    const content = line.trimStart();
    if (content !== "") return content.startsWith("<");
  }
  return false;
}

function classify(line: number, text: string, readings: Reading[]): ClassifiedLine {
  if (readings.length === 0) return { line, text, kind: text === "" ? "blank" : "metadata" };
  const cards = readings.flatMap((reading) => ("card" in reading ? [reading.card] : []));
  if (cards.length > 0) return { line, text, kind: "card", cards };
  for (const reading of readings)
    if ("unparsed" in reading) return { line, text, kind: "unparsed", reason: reading.unparsed };
  for (const reading of readings)
    if ("ignored" in reading) return { line, text, kind: "ignored", reason: reading.ignored };
  return { line, text, kind: text === "" ? "blank" : "metadata" };
}

function readMtgo(text: string): Element[] {
  return [...text.matchAll(MTGO_CARD)].map((match) => {
    const attributes = readAttributes(match[0]);
    const zone: Zone =
      attributes.get("annotation") === MTGO_COMMANDER_ANNOTATION
        ? "commander"
        : attributes.get("sideboard")?.toLowerCase() === "true"
          ? "sideboard"
          : "main";
    return { offset: match.index, reading: readCard(attributes.get("name"), attributes.get("quantity"), zone) };
  });
}

function readCockatrice(text: string): Element[] {
  const elements: Element[] = [];
  let zone: string | null = null;
  for (const match of text.matchAll(COCKATRICE_PART)) {
    const tag = match[0];
    if (tag.startsWith("</")) {
      zone = null;
    } else if (/^<zone\b/i.test(tag)) {
      zone = tag.endsWith("/>") ? null : (readAttributes(tag).get("name") ?? "");
    } else {
      const attributes = readAttributes(tag);
      const place = placeInZone(zone);
      const reading = "zone" in place ? readCard(attributes.get("name"), attributes.get("number"), place.zone) : place;
      elements.push({ offset: match.index, reading });
    }
  }
  return elements;
}

function readOctgn(text: string): Element[] {
  const elements: Element[] = [];
  let section: string | null = null;
  for (const match of text.matchAll(OCTGN_PART)) {
    const tag = match[0];
    if (tag.startsWith("</")) {
      section = null;
    } else if (/^<section\b/i.test(tag)) {
      section = tag.endsWith("/>") ? null : (readAttributes(tag).get("name") ?? "");
    } else {
      const place = placeInZone(section);
      const name = decodeEntities(match.groups?.body ?? "");
      const quantity = readAttributes(tag).get("qty");
      elements.push({ offset: match.index, reading: "zone" in place ? readCard(name, quantity, place.zone) : place });
    }
  }
  return elements;
}

// Cockatrice's "side" and OCTGN's "Command Zone" are the same words a text header would use.
function placeInZone(zoneName: string | null): { zone: Zone } | { ignored: LineReason } {
  if (zoneName === null) return { ignored: { code: "outside-any-zone" } };
  const section = readSectionHeader(cleanLine(zoneName));
  if (section?.kind === "zone") return { zone: section.zone };
  return { ignored: { code: "in-zone", zone: cleanLine(zoneName) } };
}

// A missing quantity reads as 1, as XMage does; Cockatrice itself reads 0 and would drop the card.
function readCard(rawName: string | undefined, rawQuantity: string | undefined, zone: Zone): Reading {
  const problem = cardNameProblem(cleanLine(rawName ?? ""));
  if (problem !== null) return { unparsed: problem };
  const name = normalizeCardName(cleanLine(rawName ?? ""));
  const quantity = readQuantity(cleanLine(rawQuantity ?? "1"));
  if (!quantity.ok) return { unparsed: quantity.reason };
  return { card: { zone, name, quantity: quantity.quantity } };
}

function readAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  // An exec loop rather than matchAll, which copies the regex on every call: this runs once per tag.
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(tag); match !== null; match = ATTRIBUTE.exec(tag)) {
    const [, key, double, single] = match;
    if (key !== undefined) attributes.set(key.toLowerCase(), decodeEntities(double ?? single ?? ""));
  }
  return attributes;
}

export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (entity, hex?: string, decimal?: string, named?: string) => {
    if (named !== undefined) return NAMED_ENTITIES[named.toLowerCase()] ?? entity;
    const codePoint = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
  });
}

function startsOfLines(lines: readonly string[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return starts;
}

function lineIndexAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
