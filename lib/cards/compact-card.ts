// A Card as one short JSON array, for the card file `npm run cards:download` writes: only what the
// rules and pages read, about a twentieth of Scryfall's object, so a server reads 37,000 of them in a
// small part of the time Scryfall's file takes. fromCompactCard(toCompactCard(card)) equals the card.
//
//   [oracleId, name, layout, faces, legalityCode, ownCopyLimit, imageUrl, scryfallUrl, ...otherNames]
//
// `faces` is the type line alone for a single face named like the card, else [name, typeLine, ...]
// per face; `legalityCode` is SharedCardParts' code over the file's format columns.
import type { Card, CardFace, OwnCopyLimit } from "./card";
import { LEGALITY_CODE, type SharedCardParts } from "./shared-parts";

export type CompactFaces = string | string[];

export type CompactCard = [
  oracleId: string,
  name: string,
  layout: string,
  faces: CompactFaces,
  legalityCode: string,
  ownCopyLimit: OwnCopyLimit,
  imageUrl: string | null,
  scryfallUrl: string | null,
  ...otherNames: string[],
];

const FIXED_FIELDS = 8;

export function toCompactCard(card: Card, parts: SharedCardParts): CompactCard {
  const [only] = card.faces;
  const faces: CompactFaces =
    only && card.faces.length === 1 && only.name === card.name ? only.typeLine : card.faces.flatMap((face) => [face.name, face.typeLine]);
  return [
    card.oracleId,
    card.name,
    card.layout,
    faces,
    parts.legalityCode(card.legalities),
    card.ownCopyLimit,
    card.imageUrl,
    card.scryfallUrl,
    ...card.otherNames,
  ];
}

const isString = (value: unknown): value is string => typeof value === "string";
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";

function isOwnCopyLimit(value: unknown): value is OwnCopyLimit {
  return value === null || value === "any" || (Number.isInteger(value) && (value as number) > 0);
}

function facesOf(name: string, faces: unknown, parts: SharedCardParts): CardFace[] | null {
  if (isString(faces)) return [{ name, typeLine: parts.text(faces) }];
  if (!Array.isArray(faces) || faces.length === 0 || faces.length % 2 !== 0 || !faces.every(isString)) return null;
  const result: CardFace[] = [];
  for (let index = 0; index < faces.length; index += 2) {
    result.push({ name: faces[index] as string, typeLine: parts.text(faces[index + 1] as string) });
  }
  return result;
}

/**
 * The Card a compact row stands for, or null when the row is not one (a damaged file). Checked by
 * hand, not with zod: this runs for every card of a file whose header zod has already checked.
 */
export function fromCompactCard(row: unknown, parts: SharedCardParts): Card | null {
  if (!Array.isArray(row) || row.length < FIXED_FIELDS) return null;
  const [oracleId, name, layout, compactFaces, legalityCode, ownCopyLimit, imageUrl, scryfallUrl] = row as unknown[];
  if (!isString(oracleId) || !isString(name) || !isString(layout) || !isString(legalityCode)) return null;
  if (!LEGALITY_CODE.test(legalityCode) || legalityCode.length > parts.formats.length) return null;
  if (!isOwnCopyLimit(ownCopyLimit) || !isStringOrNull(imageUrl) || !isStringOrNull(scryfallUrl)) return null;
  const faces = facesOf(name, compactFaces, parts);
  const otherNames = row.slice(FIXED_FIELDS);
  if (!faces || !otherNames.every(isString)) return null;
  return {
    oracleId,
    name,
    layout: parts.text(layout),
    faces,
    otherNames,
    legalities: parts.legalities(legalityCode),
    ownCopyLimit,
    imageUrl,
    scryfallUrl,
  };
}
