import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CARD_ASPECT, PREVIEW_CARD_WIDTH, placePreview } from "@/app/_lib/report/preview-position";
import { previewPanes } from "@/app/_lib/report/card-image";

describe("card preview placement", () => {
  it("never covers its link and stays on screen, wherever the link is (WCAG 1.4.13)", () => {
    fc.assert(
      fc.property(
        fc.record({ width: fc.integer({ min: 320, max: 2000 }), height: fc.integer({ min: 480, max: 1400 }) }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(1, 2),
        (viewport, across, down, faces) => {
          const top = Math.floor(down * (viewport.height - 24));
          const anchor = { top, bottom: top + 24, left: Math.floor(across * (viewport.width - 80)) };
          const { top: y, left: x, cardWidth } = placePreview(anchor, viewport, faces);
          const height = Math.floor(cardWidth / CARD_ASPECT);
          const clearOfLink = y >= anchor.bottom || y + height <= anchor.top;
          expect(clearOfLink).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x + faces * cardWidth).toBeLessThanOrEqual(viewport.width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y + height).toBeLessThanOrEqual(viewport.height);
        },
      ),
    );
  });

  it("shows a full-size card below a link near the top, above a link near the bottom", () => {
    const viewport = { width: 1280, height: 900 };
    expect(placePreview({ top: 100, bottom: 120, left: 150 }, viewport, 1)).toEqual({
      top: 128,
      left: 150,
      cardWidth: PREVIEW_CARD_WIDTH,
    });
    const above = placePreview({ top: 800, bottom: 820, left: 150 }, viewport, 1);
    expect(above.top + Math.floor(above.cardWidth / CARD_ASPECT)).toBeLessThanOrEqual(800);
  });
});

describe("preview panes", () => {
  const face = (name: string, imageUrl: string | null) => ({
    name,
    manaCost: "",
    typeLine: "Creature",
    imageUrl,
    oracleText: "",
  });
  it("show each face of a double-faced card, one picture of a split card, and nothing for an unknown name", () => {
    const front = "https://cards.scryfall.io/normal/front/a.jpg";
    const back = "https://cards.scryfall.io/normal/back/a.jpg";
    expect(
      previewPanes({
        layout: "transform",
        scryfallUrl: null,
        imageUrl: front,
        faces: [face("Day", front), face("Night", back)],
      }).map((pane) => pane.imageUrl),
    ).toEqual([front, back]);
    expect(
      previewPanes({
        layout: "split",
        scryfallUrl: null,
        imageUrl: front,
        faces: [face("Fire", null), face("Ice", null)],
      }),
    ).toHaveLength(1);
    expect(previewPanes({ layout: null, scryfallUrl: null, imageUrl: null, faces: [] })).toEqual([]);
  });

  it("show the text preview for an image on a retired host, which the Content-Security-Policy blocks", () => {
    const [pane] = previewPanes({
      layout: "normal",
      scryfallUrl: null,
      imageUrl: "https://img.scryfall.com/cards/a.jpg",
      faces: [face("Opt", null)],
    });
    expect(pane?.imageUrl).toBeNull();
  });
});
