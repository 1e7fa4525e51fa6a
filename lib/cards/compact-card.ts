// Cards as the columns of the card file `npm run cards:download` writes: only what the rules and
// pages read, one JSON array per field, about a fifteenth of Scryfall's file. Columns rather than a
// row per card: JSON.parse then makes a few arrays instead of 37,000 small ones, and reads the file in
// about two thirds of the time (measured). fromCompactCards(toCompactCards(cards)) equals the cards.
import type { Card, CardFace, OwnCopyLimit } from "./card";
import { LEGALITY_CODE, type SharedCardParts } from "./shared-parts";

/** One card's faces: the type line alone for a single face named like the card, else [name, typeLine, ...] per face. */
export type CompactFaces = string | string[];

export interface CompactCards {
  oracleIds: string[];
  names: string[];
  layouts: string[];
  faces: CompactFaces[];
  /** SharedCardParts' legality codes over the file's format columns. */
  legalities: string[];
  ownCopyLimits: OwnCopyLimit[];
  imageUrls: (string | null)[];
  scryfallUrls: (string | null)[];
  /** [card index, name] for each of a card's other names; most cards have none. */
  otherNames: [number, string][];
}

export function toCompactCards(cards: readonly Card[], parts: SharedCardParts): CompactCards {
  const compactFaces = (card: Card): CompactFaces => {
    const [only] = card.faces;
    return only && card.faces.length === 1 && only.name === card.name ? only.typeLine : card.faces.flatMap((face) => [face.name, face.typeLine]);
  };
  return {
    oracleIds: cards.map((card) => card.oracleId),
    names: cards.map((card) => card.name),
    layouts: cards.map((card) => card.layout),
    faces: cards.map(compactFaces),
    legalities: cards.map((card) => parts.legalityCode(card.legalities)),
    ownCopyLimits: cards.map((card) => card.ownCopyLimit),
    imageUrls: cards.map((card) => card.imageUrl),
    scryfallUrls: cards.map((card) => card.scryfallUrl),
    otherNames: cards.flatMap((card, index) => card.otherNames.map((name): [number, string] => [index, name])),
  };
}

const isString = (value: unknown): value is string => typeof value === "string";
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";
const isOwnCopyLimit = (value: unknown): value is OwnCopyLimit =>
  value === null || value === "any" || (Number.isInteger(value) && (value as number) > 0);
const isFaces = (value: unknown): value is CompactFaces =>
  isString(value) || (Array.isArray(value) && value.length > 0 && value.length % 2 === 0 && value.every(isString));

function facesOf(name: string, faces: CompactFaces, parts: SharedCardParts): CardFace[] {
  if (isString(faces)) return [{ name, typeLine: parts.text(faces) }];
  const result: CardFace[] = [];
  for (let index = 0; index < faces.length; index += 2) {
    result.push({ name: faces[index] as string, typeLine: parts.text(faces[index + 1] as string) });
  }
  return result;
}

/** Each column `count` long and every value of the right kind, checked by hand: 37,000 cards would cost zod a noticeable part of the load. */
const COLUMN_CHECKS: { [Column in Exclude<keyof CompactCards, "otherNames">]: (value: unknown) => boolean } = {
  oracleIds: isString,
  names: isString,
  layouts: isString,
  faces: isFaces,
  legalities: (value) => isString(value) && LEGALITY_CODE.test(value),
  ownCopyLimits: isOwnCopyLimit,
  imageUrls: isStringOrNull,
  scryfallUrls: isStringOrNull,
};

const isOtherName = (count: number) => (value: unknown) =>
  Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && value[0] >= 0 && value[0] < count && isString(value[1]);

/** Why `columns` are not `count` compact cards over `formats` columns, or null when they are. */
function damage(columns: Record<string, unknown>, count: number, formats: number): string | null {
  for (const [column, check] of Object.entries(COLUMN_CHECKS)) {
    const values = columns[column];
    if (!Array.isArray(values) || values.length !== count) return `its ${column} column does not hold ${count} values`;
    const bad = values.findIndex((value) => !check(value));
    if (bad >= 0) return `card ${bad + 1} of ${count} has a damaged ${column} value`;
  }
  const codes = columns.legalities as string[];
  const tooLong = codes.findIndex((code) => code.length > formats);
  if (tooLong >= 0) return `card ${tooLong + 1} of ${count} has more legalities than the file has formats`;
  const otherNames = columns.otherNames;
  if (!Array.isArray(otherNames) || !otherNames.every(isOtherName(count))) return "its otherNames column is damaged";
  return null;
}

/** The cards in compact `columns` (a parsed file's fields), or why they are damaged. */
export function fromCompactCards(columns: Record<string, unknown>, count: number, parts: SharedCardParts): { cards: Card[] } | { damaged: string } {
  const damaged = damage(columns, count, parts.formats.length);
  if (damaged) return { damaged };
  const { oracleIds, names, layouts, faces, legalities, ownCopyLimits, imageUrls, scryfallUrls, otherNames } = columns as unknown as CompactCards;
  const others = new Map<number, string[]>();
  for (const [index, name] of otherNames) others.set(index, [...(others.get(index) ?? []), name]);
  const cards: Card[] = [];
  for (let index = 0; index < count; index++) {
    const name = names[index] as string;
    cards.push({
      oracleId: oracleIds[index] as string,
      name,
      layout: parts.text(layouts[index] as string),
      faces: facesOf(name, faces[index] as CompactFaces, parts),
      otherNames: others.get(index) ?? [],
      legalities: parts.legalities(legalities[index] as string),
      ownCopyLimit: ownCopyLimits[index] as OwnCopyLimit,
      imageUrl: imageUrls[index] as string | null,
      scryfallUrl: scryfallUrls[index] as string | null,
    });
  }
  return { cards };
}
