// Cards as the columns of the card file `npm run cards:download` writes: only what the rules and
// pages read, one JSON array per field, about a fifteenth of Scryfall's file before the preview's
// Oracle texts were added. Columns rather than a row per card: JSON.parse then makes a few arrays
// instead of 37,000 small ones, and reads the file in about two thirds of the time (measured).
// Legality tables and type lines, which many cards share, are listed once and referred to by index.
// fromCompactCards(toCompactCards(cards)) equals the cards.
import type { Card, CardFace, CommanderText, OwnCopyLimit, PrintedName } from "./card";
import { commanderTextSchema } from "./commander-text";
import { LEGALITY_CODE, type SharedCardParts } from "./shared-parts";

/** One card's faces: its type line's index for a single face named like the card, else [name, type line index, ...] per face. */
export type CompactFaces = number | (string | number)[];

export interface CompactCards {
  /** The distinct legality codes (SharedCardParts') over the file's format columns. */
  legalityCodes: string[];
  /** The distinct type lines. */
  typeLines: string[];
  oracleIds: string[];
  names: string[];
  layouts: string[];
  faces: CompactFaces[];
  /** Each card's index into legalityCodes. */
  legalities: number[];
  ownCopyLimits: OwnCopyLimit[];
  imageUrls: (string | null)[];
  scryfallUrls: (string | null)[];
  /** [card index, name] for each of a card's other names; most cards have none. */
  otherNames: [number, string][];
  /** Each card's colour identity in WUBRG order ("" for colourless). */
  colorIdentities: string[];
  /** The indexes of the cards on Scryfall's Game Changers list: a few dozen. */
  gameChangers: number[];
  /** [card index, commander text] for the few cards whose text speaks of commanders. */
  commanderTexts: [number, CommanderText][];
  /** Added: each card's mana cost, its faces' costs joined by " // " as Scryfall writes split cards'. Absent in older files. */
  manaCosts?: string[];
  /** Added: [card index, each face's image] for cards whose faces have their own images; absent in older files. */
  faceImages?: [number, string[]][];
  /** Added: each card's Oracle text, a list of its faces' texts for a multi-faced card, "" for none; absent in older files. */
  oracleTexts?: (string | string[])[];
  /** Added: card index, language, printed name, … flat (one array, not 100,000 small ones); absent in English-only files. */
  printedNames?: (number | string)[];
  /** Added: card index, "set/number", … flat; absent in English-only files. */
  printings?: (number | string)[];
  /** Added: per printed name in `printedNames`' order, the sets bearing it joined by "," ("" when unknown); absent in older files. */
  printedNameSets?: string[];
  /** Added: each card's earliest release date (YYYY-MM-DD), null when unknown; absent in older files. */
  releasedAt?: (string | null)[];
  /** Added: each card's set codes, space-separated ("" when unknown); absent in older files. */
  sets?: string[];
}

const FACE_SEPARATOR = " // ";
/** The one empty list of the cards with no other names (nearly all; 21,000 empty arrays would cost 0.3 MB), frozen since it is shared. */
const NO_OTHER_NAMES = Object.freeze([]) as readonly string[] as string[];

/** Distinct values in first-seen order, each known by its index. */
function indexer(): { values: string[]; indexOf: (value: string) => number } {
  const values: string[] = [];
  const indexes = new Map<string, number>();
  const indexOf = (value: string) => {
    let index = indexes.get(value);
    if (index === undefined) {
      index = values.push(value) - 1;
      indexes.set(value, index);
    }
    return index;
  };
  return { values, indexOf };
}

export function toCompactCards(cards: readonly Card[], parts: SharedCardParts): CompactCards {
  const codes = indexer();
  const typeLines = indexer();
  const compactFaces = (card: Card): CompactFaces => {
    const [only] = card.faces;
    if (only && card.faces.length === 1 && only.name === card.name) return typeLines.indexOf(only.typeLine);
    return card.faces.flatMap((face) => [face.name, typeLines.indexOf(face.typeLine)]);
  };
  const faces = cards.map(compactFaces);
  const legalities = cards.map((card) => codes.indexOf(parts.legalityCode(card.legalities)));
  return {
    legalityCodes: codes.values,
    typeLines: typeLines.values,
    oracleIds: cards.map((card) => card.oracleId),
    names: cards.map((card) => card.name),
    layouts: cards.map((card) => card.layout),
    faces,
    legalities,
    ownCopyLimits: cards.map((card) => card.ownCopyLimit),
    imageUrls: cards.map((card) => card.imageUrl),
    scryfallUrls: cards.map((card) => card.scryfallUrl),
    otherNames: cards.flatMap((card, index) => card.otherNames.map((name): [number, string] => [index, name])),
    colorIdentities: cards.map((card) => card.colorIdentity),
    gameChangers: cards.flatMap((card, index) => (card.gameChanger ? [index] : [])),
    commanderTexts: cards.flatMap((card, index): [number, CommanderText][] =>
      card.commander ? [[index, card.commander]] : [],
    ),
    manaCosts: cards.map((card) => card.faces.map((face) => face.manaCost ?? "").join(FACE_SEPARATOR)),
    oracleTexts: cards.map((card) =>
      card.faces.length === 1 ? (card.faces[0]?.oracleText ?? "") : card.faces.map((face) => face.oracleText ?? ""),
    ),
    faceImages: cards.flatMap((card, index): [number, string[]][] => {
      const images = card.faces.map((face) => face.imageUrl);
      return images.every((url): url is string => url !== undefined) && card.faces.length > 1 ? [[index, images]] : [];
    }),
    releasedAt: cards.map((card) => card.releasedAt ?? null),
    sets: cards.map((card) => (card.sets ?? []).join(" ")),
    ...languageColumns(cards),
  };
}

type LanguageColumns = Pick<CompactCards, "printedNames" | "printings" | "printedNameSets">;

function languageColumns(cards: readonly Card[]): LanguageColumns {
  const printedNames: (number | string)[] = [];
  const printedNameSets: string[] = [];
  const printings: (number | string)[] = [];
  cards.forEach((card, index) => {
    for (const printed of card.printedNames ?? []) {
      printedNames.push(index, printed.lang, printed.name);
      printedNameSets.push(printed.sets?.join(",") ?? "");
    }
    for (const printing of card.printings ?? []) printings.push(index, printing);
  });
  return {
    ...(printedNames.length > 0 && { printedNames, printedNameSets }),
    ...(printings.length > 0 && { printings }),
  };
}

/** Why a flat column of [card index, …strings] records is damaged, or null when it is absent or whole. */
function flatDamage(column: string, value: unknown, width: number, isCard: (value: unknown) => boolean): string | null {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length % width !== 0) return `its ${column} column is damaged`;
  for (let index = 0; index < value.length; index += width) {
    if (!isCard(value[index])) return `its ${column} column is damaged`;
    for (let part = 1; part < width; part++)
      if (!isString(value[index + part])) return `its ${column} column is damaged`;
  }
  return null;
}

/** Adds a compact file's printed names and printings to its cards. */
function addLanguageColumns(cards: Card[], columns: LanguageColumns): void {
  const { printedNames = [], printings = [], printedNameSets } = columns;
  const namesOf = recordsPerCard(cards.length, printedNames, 3, (at): PrintedName => {
    const sets = printedNameSets?.[at / 3];
    return {
      lang: printedNames[at + 1] as string,
      name: printedNames[at + 2] as string,
      ...(sets && { sets: sets.split(",") }),
    };
  });
  const printingsOf = recordsPerCard(cards.length, printings, 2, (at) => printings[at + 1] as string);
  cards.forEach((card, index) => {
    if (namesOf[index]) card.printedNames = namesOf[index];
    if (printingsOf[index]) card.printings = printingsOf[index];
  });
}

/**
 * Per card, the records of a flat [card index, …] column, each card's in an array of its exact length:
 * arrays grown by push keep up to half as much again in spare room, 4 MB over every language's
 * 113,000 printed names.
 */
function recordsPerCard<T>(
  count: number,
  flat: readonly (number | string)[],
  width: number,
  read: (at: number) => T,
): (T[] | undefined)[] {
  const lengths = new Uint32Array(count);
  for (let at = 0; at < flat.length; at += width) lengths[flat[at] as number]!++;
  const perCard = Array.from(lengths, (length) => (length > 0 ? new Array<T>(length) : undefined));
  lengths.fill(0);
  for (let at = 0; at < flat.length; at += width) {
    const card = flat[at] as number;
    perCard[card]![lengths[card]!++] = read(at);
  }
  return perCard;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";
const isIndexBelow = (length: number) => (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;
const isOwnCopyLimit = (value: unknown): value is OwnCopyLimit =>
  value === null || value === "any" || (Number.isInteger(value) && (value as number) > 0);

function isFacesOf(typeLineCount: number) {
  const isTypeLine = isIndexBelow(typeLineCount);
  return (value: unknown) =>
    isTypeLine(value) ||
    (Array.isArray(value) &&
      value.length > 0 &&
      value.length % 2 === 0 &&
      value.every((part, index) => (index % 2 === 0 ? isString(part) : isTypeLine(part))));
}

type CardColumn = Exclude<
  keyof CompactCards,
  | "legalityCodes"
  | "typeLines"
  | "otherNames"
  | "gameChangers"
  | "commanderTexts"
  | "printedNames"
  | "printings"
  | "printedNameSets"
  | "manaCosts"
  | "faceImages"
  | "oracleTexts"
  | "releasedAt"
  | "sets"
>;

const isColorIdentity = (value: unknown) => typeof value === "string" && /^W?U?B?R?G?$/.test(value);

/** Why `columns` are not `count` compact cards over `formats` format columns, or null when they are. */
function damage(columns: Record<string, unknown>, count: number, formats: number): string | null {
  const { legalityCodes, typeLines, otherNames } = columns;
  if (
    !Array.isArray(legalityCodes) ||
    !legalityCodes.every((code) => isString(code) && LEGALITY_CODE.test(code) && code.length <= formats)
  ) {
    return "its legalityCodes are damaged";
  }
  if (!Array.isArray(typeLines) || !typeLines.every(isString)) return "its typeLines are damaged";
  // By hand rather than with zod: 37,000 cards would cost zod a noticeable part of the load.
  const checks: Record<CardColumn, (value: unknown) => boolean> = {
    oracleIds: isString,
    names: isString,
    layouts: isString,
    faces: isFacesOf(typeLines.length),
    legalities: isIndexBelow(legalityCodes.length),
    ownCopyLimits: isOwnCopyLimit,
    imageUrls: isStringOrNull,
    scryfallUrls: isStringOrNull,
    colorIdentities: isColorIdentity,
  };
  for (const [column, check] of Object.entries(checks)) {
    const values = columns[column];
    if (!Array.isArray(values) || values.length !== count) return `its ${column} column does not hold ${count} values`;
    const bad = values.findIndex((value) => !check(value));
    if (bad >= 0) return `card ${bad + 1} of ${count} has a damaged ${column} value`;
  }
  const isCard = isIndexBelow(count);
  const isOtherName = (value: unknown) =>
    Array.isArray(value) && value.length === 2 && isCard(value[0]) && isString(value[1]);
  if (!Array.isArray(otherNames) || !otherNames.every(isOtherName)) return "its otherNames column is damaged";
  const { gameChangers, commanderTexts } = columns;
  if (!Array.isArray(gameChangers) || !gameChangers.every(isCard)) return "its gameChangers column is damaged";
  const isIndexedText = (value: unknown) =>
    Array.isArray(value) && value.length === 2 && isCard(value[0]) && commanderTextSchema.safeParse(value[1]).success;
  if (!Array.isArray(commanderTexts) || !commanderTexts.every(isIndexedText))
    return "its commanderTexts column is damaged";
  const { manaCosts, faceImages } = columns;
  if (
    manaCosts !== undefined &&
    !(Array.isArray(manaCosts) && manaCosts.length === count && manaCosts.every(isString))
  ) {
    return "its manaCosts column is damaged";
  }
  const isFaceImages = (value: unknown) =>
    Array.isArray(value) &&
    value.length === 2 &&
    isCard(value[0]) &&
    Array.isArray(value[1]) &&
    value[1].every(isString);
  if (faceImages !== undefined && !(Array.isArray(faceImages) && faceImages.every(isFaceImages)))
    return "its faceImages column is damaged";
  const { oracleTexts } = columns;
  const isOracleText = (value: unknown) => isString(value) || (Array.isArray(value) && value.every(isString));
  if (
    oracleTexts !== undefined &&
    !(Array.isArray(oracleTexts) && oracleTexts.length === count && oracleTexts.every(isOracleText))
  ) {
    return "its oracleTexts column is damaged";
  }
  const { printedNames, printedNameSets, releasedAt, sets } = columns;
  const names = Array.isArray(printedNames) ? printedNames.length / 3 : 0;
  if (
    printedNameSets !== undefined &&
    !(Array.isArray(printedNameSets) && printedNameSets.length === names && printedNameSets.every(isString))
  )
    return "its printedNameSets column is damaged";
  const isDay = (value: unknown) => value === null || (isString(value) && /^\d{4}-\d{2}-\d{2}$/.test(value));
  if (
    releasedAt !== undefined &&
    !(Array.isArray(releasedAt) && releasedAt.length === count && releasedAt.every(isDay))
  )
    return "its releasedAt column is damaged";
  if (sets !== undefined && !(Array.isArray(sets) && sets.length === count && sets.every(isString)))
    return "its sets column is damaged";
  return flatDamage("printedNames", printedNames, 3, isCard) ?? flatDamage("printings", columns.printings, 2, isCard);
}

/** The cards in compact `columns` (a parsed file's fields), or why they are damaged. */
export function fromCompactCards(
  columns: Record<string, unknown>,
  count: number,
  parts: SharedCardParts,
): { cards: Card[] } | { damaged: string } {
  const damaged = damage(columns, count, parts.formats.length);
  if (damaged) return { damaged };
  const {
    legalityCodes,
    typeLines,
    oracleIds,
    names,
    layouts,
    faces,
    legalities,
    ownCopyLimits,
    imageUrls,
    scryfallUrls,
    otherNames,
    manaCosts,
    faceImages,
    oracleTexts,
    releasedAt,
    sets,
  } = columns as unknown as CompactCards;
  const { colorIdentities, gameChangers, commanderTexts } = columns as unknown as CompactCards;
  const isGameChanger = new Set(gameChangers);
  const commanderTextAt = new Map(commanderTexts);
  const tables = legalityCodes.map((code) => parts.legalities(code));
  const others = new Map<number, string[]>();
  for (const [index, name] of otherNames) others.set(index, [...(others.get(index) ?? []), name]);
  const images = new Map(faceImages ?? []);
  const facesOf = (card: number, name: string, compact: CompactFaces): CardFace[] => {
    const costs = manaCosts?.[card]?.split(FACE_SEPARATOR) ?? [];
    const texts = oracleTexts?.[card] ?? [];
    const extras = (face: number) => {
      const manaCost = costs[face];
      const imageUrl = images.get(card)?.[face];
      const oracleText = Array.isArray(texts) ? texts[face] : face === 0 ? texts : undefined;
      return {
        ...(manaCost !== undefined && { manaCost: parts.text(manaCost) }),
        ...(imageUrl !== undefined && { imageUrl }),
        ...(oracleText && { oracleText }),
      };
    };
    if (!Array.isArray(compact)) return [{ name, typeLine: typeLines[compact] as string, ...extras(0) }];
    const result: CardFace[] = [];
    for (let index = 0; index < compact.length; index += 2) {
      result.push({
        name: compact[index] as string,
        typeLine: typeLines[compact[index + 1] as number] as string,
        ...extras(index / 2),
      });
    }
    return result;
  };
  const releaseAt = (index: number): Pick<Card, "releasedAt" | "sets"> => {
    const date = releasedAt?.[index];
    const codes = sets?.[index];
    return { ...(typeof date === "string" && { releasedAt: date }), ...(codes && { sets: codes.split(" ") }) };
  };
  const cards: Card[] = [];
  for (let index = 0; index < count; index++) {
    const name = names[index] as string;
    cards.push({
      oracleId: oracleIds[index] as string,
      name,
      layout: parts.text(layouts[index] as string),
      faces: facesOf(index, name, faces[index] as CompactFaces),
      otherNames: others.get(index) ?? NO_OTHER_NAMES,
      legalities: tables[legalities[index] as number] as Card["legalities"],
      ownCopyLimit: ownCopyLimits[index] as OwnCopyLimit,
      imageUrl: imageUrls[index] as string | null,
      scryfallUrl: scryfallUrls[index] as string | null,
      colorIdentity: parts.text(colorIdentities[index] as string),
      gameChanger: isGameChanger.has(index),
      commander: commanderTextAt.get(index) ?? null,
      ...releaseAt(index),
    });
  }
  addLanguageColumns(cards, columns as unknown as CompactCards);
  return { cards };
}
