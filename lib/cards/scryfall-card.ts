// Scryfall card JSON → our Card. The schema lists only the fields the rules need, so zod strips the rest:
// that keeps a 150 MB bulk file lean in memory and makes a malformed response fail here, at the boundary.
import { z } from "zod";
import type { Card, CardFace } from "./card";

const legalitySchema = z.enum(["legal", "not_legal", "restricted", "banned"]);

const imageUrisSchema = z.object({ normal: z.string().optional(), large: z.string().optional() }).partial();

const faceSchema = z.object({
  name: z.string(),
  type_line: z.string().optional(),
  oracle_text: z.string().optional(),
  oracle_id: z.string().optional(),
  flavor_name: z.string().optional(),
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
  oracle_text: z.string().optional(),
  flavor_name: z.string().optional(),
  printed_name: z.string().optional(),
  card_faces: z.array(faceSchema).optional(),
  legalities: z.record(z.string(), z.union([legalitySchema, z.string()])).default({}),
  image_uris: imageUrisSchema.optional(),
  scryfall_uri: z.string().optional(),
});

export type ScryfallCard = z.infer<typeof scryfallCardSchema>;

/** Layouts that are game pieces, not deck cards: they never match a deck line. */
const NON_DECK_LAYOUTS = new Set(["token", "double_faced_token", "emblem", "art_series"]);

export function isDeckCard(card: ScryfallCard): boolean {
  return !NON_DECK_LAYOUTS.has(card.layout);
}

export function toCard(raw: ScryfallCard): Card {
  const faces: CardFace[] = raw.card_faces?.length
    ? raw.card_faces.map((face) => ({
        name: face.name,
        typeLine: face.type_line ?? "",
        oracleText: face.oracle_text ?? "",
      }))
    : [{ name: raw.name, typeLine: raw.type_line ?? "", oracleText: raw.oracle_text ?? "" }];

  const legalities: Card["legalities"] = {};
  for (const [format, value] of Object.entries(raw.legalities)) {
    const parsed = legalitySchema.safeParse(value);
    if (parsed.success) legalities[format] = parsed.data;
  }

  // Universes Beyond cards printed under another name are the same card (CR 201.3b, MTR 3.6).
  const otherNames = [raw.flavor_name, ...(raw.card_faces ?? []).map((face) => face.flavor_name)].filter(
    (name): name is string => Boolean(name) && name !== raw.name,
  );

  const image = raw.image_uris ?? raw.card_faces?.[0]?.image_uris;
  return {
    oracleId: raw.oracle_id ?? raw.card_faces?.[0]?.oracle_id ?? raw.id ?? raw.name,
    name: raw.name,
    layout: raw.layout,
    faces,
    otherNames: [...new Set(otherNames)],
    legalities,
    imageUrl: image?.normal ?? image?.large ?? null,
    scryfallUrl: raw.scryfall_uri ? raw.scryfall_uri.replace(/\?utm_source=api$/, "") : null,
  };
}
