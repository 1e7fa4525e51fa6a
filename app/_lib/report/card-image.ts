import type { CardFaceView, CardView } from "@/lib/report/report";

// Card images for the preview come only from Scryfall's current image host, the one the
// Content-Security-Policy allows. Older bulk data points at retired hosts (img.scryfall.com) that
// no longer answer; such cards get the text preview rather than a broken image and a CSP report.
const IMAGE_ORIGIN = "https://cards.scryfall.io/";

export function previewImageUrl(url: string | null | undefined): string | null {
  return url?.startsWith(IMAGE_ORIGIN) ? url : null;
}

/** One picture of the preview: an image (null: show the faces as text) and the faces it shows. */
export interface PreviewPane {
  imageUrl: string | null;
  faces: CardFaceView[];
}

/**
 * Both faces of a double-faced card side by side, each with its image (CR 712); any other card, split and
 * adventure cards included, as one picture of all its faces. A name that matched no card has no preview.
 */
export function previewPanes(view: CardView): PreviewPane[] {
  if (view.faces.length === 0) return [];
  if (view.faces.length > 1 && view.faces.every((face) => face.imageUrl)) {
    return view.faces.map((face) => ({ imageUrl: previewImageUrl(face.imageUrl), faces: [face] }));
  }
  return [{ imageUrl: previewImageUrl(view.imageUrl), faces: view.faces }];
}

/** Marks a card name's link (its value: the card's name); the page's one CardPreviews serves every such link. */
export const PREVIEW_ATTRIBUTE = "data-card-preview";

/** A card's mana cost as the report shows it: each face's cost that has one, " // " between ("{1}{R} // {1}{U}"). */
export function manaCostOf(view: Pick<CardView, "faces"> | undefined): string {
  return (view?.faces ?? [])
    .map((face) => face.manaCost)
    .filter(Boolean)
    .join(" // ");
}
