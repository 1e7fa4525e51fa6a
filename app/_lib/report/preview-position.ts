// Where a card preview goes: beside its link, above or below, never over it (WCAG 1.4.13: the content it
// belongs to stays visible), shrunk to the room there is. Pure: the browser passes the link's box.

/** A card's width over its height (Scryfall's 488 × 680 images). */
export const CARD_ASPECT = 488 / 680;
export const PREVIEW_CARD_WIDTH = 244;
const GAP = 8;
const MARGIN = 8;

export interface Box {
  top: number;
  bottom: number;
  left: number;
}

export interface PreviewPlacement {
  top: number;
  left: number;
  /** Each face's width; the height follows from CARD_ASPECT. */
  cardWidth: number;
}

/**
 * Below the link when a full-size preview fits there, else on the side with more room; `faces` cards
 * side by side, at most PREVIEW_CARD_WIDTH each and together at most the viewport's width.
 */
export function placePreview(
  anchor: Box,
  viewport: { width: number; height: number },
  faces: number,
): PreviewPlacement {
  const count = Math.max(1, faces);
  const widest = Math.min(PREVIEW_CARD_WIDTH, (viewport.width - 2 * MARGIN - (count - 1) * GAP) / count);
  const below = viewport.height - anchor.bottom - GAP - MARGIN;
  const above = anchor.top - GAP - MARGIN;
  const fullHeight = widest / CARD_ASPECT;
  const goesBelow = below >= fullHeight || below >= above;
  const height = Math.max(0, Math.min(fullHeight, goesBelow ? below : above));
  const cardWidth = Math.floor(height * CARD_ASPECT);
  const totalWidth = count * cardWidth + (count - 1) * GAP;
  const left = Math.min(Math.max(MARGIN, anchor.left), Math.max(MARGIN, viewport.width - MARGIN - totalWidth));
  const top = goesBelow ? anchor.bottom + GAP : anchor.top - GAP - Math.floor(cardWidth / CARD_ASPECT);
  return { top: Math.round(top), left: Math.round(left), cardWidth };
}
