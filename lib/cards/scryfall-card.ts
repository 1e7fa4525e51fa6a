// Scryfall card JSON → our Card. The schema lists only the fields the rules need, so zod strips the rest:
// that keeps a response lean in memory and makes a malformed one fail here, at the boundary.
import { z } from "zod";
import type { Card, CardFace, PrintedName } from "./card";
import { colorIdentityOf } from "./color-identity";
import { commanderTextOf } from "./commander-text";
import { printingKey } from "./lookup-name";
import { ownCopyLimitOf } from "./own-copy-limit";
import { SharedCardParts } from "./shared-parts";

const imageUrisSchema = z.object({ normal: z.string().optional(), large: z.string().optional() }).partial();

const faceSchema = z.object({
  name: z.string(),
  type_line: z.string().optional(),
  mana_cost: z.string().optional(),
  oracle_text: z.string().optional(),
  oracle_id: z.string().optional(),
  flavor_name: z.string().optional(),
  printed_name: z.string().optional(),
  image_uris: imageUrisSchema.optional(),
});

export const scryfallCardSchema = z.object({
  object: z.literal("card").optional(),
  oracle_id: z.string().optional(),
  id: z.string().optional(),
  name: z.string(),
  lang: z.string().optional(),
  layout: z.string().default("normal"),
  type_line: z.string().optional(),
  mana_cost: z.string().optional(),
  oracle_text: z.string().optional(),
  flavor_name: z.string().optional(),
  printed_name: z.string().optional(),
  set: z.string().optional(),
  collector_number: z.string().optional(),
  released_at: z.string().optional(),
  reprint: z.boolean().optional(),
  card_faces: z.array(faceSchema).optional(),
  // Any string: a value Scryfall adds later is not a reason to refuse the card (toCard keeps the four it knows).
  legalities: z.record(z.string(), z.string()).default({}),
  color_identity: z.array(z.string()).optional(),
  game_changer: z.boolean().optional(),
  image_uris: imageUrisSchema.optional(),
  scryfall_uri: z.string().optional(),
});

export type ScryfallCard = z.infer<typeof scryfallCardSchema>;

/** A card object that passed the schema's checks, before its defaults (layout, legalities) are filled in. */
export type ScryfallCardFields = z.input<typeof scryfallCardSchema>;

const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isImageUris = (value: unknown) =>
  value === undefined || (isObject(value) && isOptionalString(value.normal) && isOptionalString(value.large));

const FACE_STRINGS = ["type_line", "mana_cost", "oracle_text", "oracle_id", "flavor_name", "printed_name"] as const;
const CARD_STRINGS = [
  "oracle_id",
  "id",
  "lang",
  "layout",
  "type_line",
  "mana_cost",
  "oracle_text",
  "flavor_name",
  "printed_name",
  "set",
  "collector_number",
  "released_at",
  "scryfall_uri",
] as const;

const isFace = (value: unknown) =>
  isObject(value) &&
  typeof value.name === "string" &&
  FACE_STRINGS.every((key) => isOptionalString(value[key])) &&
  isImageUris(value.image_uris);

function isStringRecord(value: unknown): boolean {
  if (!isObject(value)) return false;
  for (const key in value) if (typeof value[key] !== "string") return false;
  return true;
}

/**
 * The same checks as scryfallCardSchema, by hand, for the bulk file's 37,000 cards: zod costs about
 * 5 µs a card there (a fifth of a second per load) and copies every object; this takes the parsed
 * object as it is. Keep the two in step: tests/unit/cards/scryfall-card.test.ts checks they agree.
 */
export function readScryfallCard(value: unknown): ScryfallCardFields | null {
  if (!isObject(value) || typeof value.name !== "string") return null;
  if (value.object !== undefined && value.object !== "card") return null;
  if (!CARD_STRINGS.every((key) => isOptionalString(value[key]))) return null;
  if (value.card_faces !== undefined && !(Array.isArray(value.card_faces) && value.card_faces.every(isFace)))
    return null;
  if (value.legalities !== undefined && !isStringRecord(value.legalities)) return null;
  if (!isImageUris(value.image_uris)) return null;
  if (
    value.color_identity !== undefined &&
    !(Array.isArray(value.color_identity) && value.color_identity.every((color) => typeof color === "string"))
  )
    return null;
  if (value.game_changer !== undefined && typeof value.game_changer !== "boolean") return null;
  if (value.reprint !== undefined && typeof value.reprint !== "boolean") return null;
  return value as ScryfallCardFields;
}

const imageOf = (uris: ScryfallCard["image_uris"]) => uris?.normal ?? uris?.large ?? null;

/** Layouts that are game pieces, not deck cards: they never match a deck line. */
const NON_DECK_LAYOUTS = new Set(["token", "double_faced_token", "emblem", "art_series"]);

export function isDeckCard(card: ScryfallCardFields): boolean {
  return !NON_DECK_LAYOUTS.has(card.layout ?? "normal");
}

/** The card's Oracle id (a reversible card's is on its faces); for an object without one, its id or name. */
export function oracleIdOf(raw: ScryfallCardFields): string {
  return raw.oracle_id ?? raw.card_faces?.[0]?.oracle_id ?? raw.id ?? raw.name;
}

/**
 * Our Card for a Scryfall card object. `parts` shares equal legality tables, layouts and type lines
 * between the cards made with it (a bulk load passes one for all its cards).
 */
export function toCard(raw: ScryfallCardFields, parts = new SharedCardParts()): Card {
  const cardFaces = raw.card_faces?.length ? raw.card_faces : undefined;
  // Each face keeps its own image only where every face has one (transform and modal double-faced cards).
  const faceImages = cardFaces?.every((face) => face.image_uris)
    ? cardFaces.map((face) => imageOf(face.image_uris))
    : [];
  const faces: CardFace[] = cardFaces
    ? cardFaces.map((face, index) => ({
        name: face.name,
        typeLine: parts.text(face.type_line ?? ""),
        manaCost: parts.text(face.mana_cost ?? ""),
        ...(faceImages[index] && { imageUrl: faceImages[index] }),
        ...(face.oracle_text && { oracleText: face.oracle_text }),
      }))
    : [
        {
          name: raw.name,
          typeLine: parts.text(raw.type_line ?? ""),
          manaCost: parts.text(raw.mana_cost ?? ""),
          ...(raw.oracle_text && { oracleText: raw.oracle_text }),
        },
      ];
  const oracleTexts = cardFaces ? cardFaces.map((face) => face.oracle_text ?? "") : [raw.oracle_text ?? ""];

  // Universes Beyond cards printed under another name are the same card (CR 201.3b, MTR 3.6).
  const otherNames = [raw.flavor_name, ...(raw.card_faces ?? []).map((face) => face.flavor_name)].filter(
    (name): name is string => Boolean(name) && name !== raw.name,
  );

  const image = raw.image_uris ?? raw.card_faces?.[0]?.image_uris;
  const printed = printedNameOf(raw);
  const printing = printingOf(raw);
  return {
    oracleId: oracleIdOf(raw),
    name: raw.name,
    layout: parts.text(raw.layout ?? "normal"),
    faces,
    otherNames: [...new Set(otherNames)],
    legalities: parts.legalities(parts.legalityCode(raw.legalities ?? {})),
    ownCopyLimit: ownCopyLimitOf(oracleTexts),
    colorIdentity: parts.text(colorIdentityOf(raw.color_identity ?? [])),
    gameChanger: raw.game_changer === true,
    commander: commanderTextOf(oracleTexts),
    imageUrl: imageOf(image),
    scryfallUrl: raw.scryfall_uri ? raw.scryfall_uri.replace(/\?utm_source=api$/, "") : null,
    ...(printed && { printedNames: [printed] }),
    ...(printing && { printings: [printing] }),
    ...releaseOf(raw),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The printing's own release date (YYYY-MM-DD), first printing or reprint; null when the object has none. */
export function releaseDayOf(raw: ScryfallCardFields): string | null {
  return raw.released_at !== undefined && DAY.test(raw.released_at) ? raw.released_at : null;
}

/**
 * The printing's set, and its release date when it is the card's first printing (`reprint: false`): a
 * reprint's date says only that the card was out by then, and oracle_cards holds one printing per card,
 * often a reprint (a basic land of this year's set), so a reprint's date is never taken for the first.
 */
export function releaseOf(raw: ScryfallCardFields): Pick<Card, "releasedAt" | "sets"> {
  const day = releaseDayOf(raw);
  return {
    ...(raw.reprint === false && day !== null && { releasedAt: day }),
    ...(raw.set && { sets: [raw.set.toLowerCase()] }),
  };
}

/**
 * The name a non-English printing carries: `printed_name`, or on a multi-faced printing (which has
 * none at the top) its faces' `printed_name`s joined by " // ". Null for an English printing.
 */
export function printedNameOf(raw: ScryfallCardFields): PrintedName | null {
  if (raw.lang === undefined || raw.lang === "en") return null;
  const faces = raw.card_faces?.flatMap((face) => face.printed_name ?? []) ?? [];
  // Some French split printings repeat the whole "A // B" on each face: one of them is the name.
  const name = raw.printed_name ?? (faces.length > 1 && faces[0]!.includes("//") ? faces[0] : faces.join(" // "));
  if (!name || name === raw.name) return null;
  return raw.set ? { lang: raw.lang, name, sets: [raw.set.toLowerCase()] } : { lang: raw.lang, name };
}

/** The printing as a printingKey ("4bb/208"), when the object says which. */
export function printingOf(raw: ScryfallCardFields): string | null {
  return raw.set && raw.collector_number ? printingKey(raw.set, raw.collector_number) : null;
}

/** Adds another printing's printed name and set/number to `card` (all_cards holds one object per printing and language). */
export function addPrinting(card: Card, raw: ScryfallCardFields): void {
  const printed = printedNameOf(raw);
  const known = printed && card.printedNames?.find((each) => each.lang === printed.lang && each.name === printed.name);
  if (printed && !known) (card.printedNames ??= []).push(printed);
  else if (known && printed?.sets) {
    const [set] = printed.sets;
    if (set && !known.sets?.includes(set)) (known.sets ??= []).push(set);
  }
  const printing = printingOf(raw);
  if (printing && !card.printings?.includes(printing)) (card.printings ??= []).push(printing);
  addRelease(card, raw);
}

/** Keeps the earliest release date and every set of a card's printings (MTR 3.7: a card is legal from its first release). */
export function addRelease(card: Card, raw: ScryfallCardFields): void {
  const { releasedAt, sets } = releaseOf(raw);
  if (releasedAt !== undefined && (card.releasedAt === undefined || releasedAt < card.releasedAt))
    card.releasedAt = releasedAt;
  const set = sets?.[0];
  if (set !== undefined && !card.sets?.includes(set)) card.sets = [...(card.sets ?? []), set];
}
