"use client";

import { useTranslations } from "next-intl";
import { useCallback, useRef, useState } from "react";
import type { CardView } from "@/lib/report/report";
import { PREVIEW_ATTRIBUTE, previewPanes } from "@/app/_lib/report/card-image";
import { CARD_ASPECT, placePreview, type PreviewPlacement } from "@/app/_lib/report/preview-position";
import { describeManaCost, manaWords, parseManaCost } from "@/app/_lib/ui/mana-cost";
import { withToken, withoutToken } from "@/app/_lib/ui/roving-focus";
import { PreviewFace } from "./preview-face";
import { usePreviewEvents, type OpenedBy } from "./preview-events";

const DESCRIPTION_ID = "card-preview-description";

interface Opened {
  anchor: HTMLAnchorElement;
  view: CardView;
  name: string;
  by: OpenedBy;
  placement: PreviewPlacement;
}

/**
 * The card previews of a page (usePreviewEvents says what opens and closes them). The preview sits beside
 * its link, never over it, and while open the link is described by the card's mana cost, type line and
 * Oracle text.
 */
export function CardPreviews({ cards }: { cards: Readonly<Record<string, CardView>> }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const openedRef = useRef<Opened | null>(null);
  const previewRef = useRef<HTMLAnchorElement>(null);
  const words = manaWords(useTranslations("cards.mana"));
  const previewT = useTranslations("cards.preview");

  const show = useCallback((next: Opened | null) => {
    // A token among the link's others (the card names' keys: RovingCardNames), never in their place.
    describe(openedRef.current?.anchor, withoutToken);
    describe(next?.anchor, withToken);
    openedRef.current = next;
    setOpened(next);
  }, []);

  const placed = useCallback(
    (anchor: HTMLAnchorElement, by: OpenedBy): Opened | null => {
      const name = anchor.getAttribute(PREVIEW_ATTRIBUTE) ?? "";
      const view = cards[name];
      if (!view) return null;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const placement = placePreview(anchor.getBoundingClientRect(), viewport, previewPanes(view).length);
      return { anchor, view, name, by, placement };
    },
    [cards],
  );

  usePreviewEvents({
    current: useCallback(() => openedRef.current, []),
    open: useCallback(
      (anchor: HTMLAnchorElement, by: OpenedBy) => {
        const next = placed(anchor, by);
        if (next) show(next);
        return next !== null;
      },
      [placed, show],
    ),
    close: useCallback(() => show(null), [show]),
    follow: useCallback(() => {
      const now = openedRef.current;
      const moved = now && placed(now.anchor, now.by);
      if (!moved) return;
      openedRef.current = moved;
      setOpened(moved);
    }, [placed]),
    preview: previewRef,
  });

  if (!opened) return null;
  const { view, name, placement } = opened;
  const panes = previewPanes(view);
  const height = Math.round(placement.cardWidth / CARD_ASPECT);
  // A text card is shorter than a picture: above its link it keeps to the link's side of the room.
  const above = placement.top < opened.anchor.getBoundingClientRect().top;
  return (
    <>
      <span id={DESCRIPTION_ID} hidden>
        {view.faces
          .map((face) => {
            const card = [face.name, describeManaCost(parseManaCost(face.manaCost), words), face.typeLine]
              .filter(Boolean)
              .join(words.separator);
            return face.oracleText ? previewT("faceText", { face: card, text: face.oracleText }) : card;
          })
          .join("; ")}
      </span>
      {/* The description above speaks for the preview; the picture itself is for the eyes, and a way to Scryfall. */}
      <a
        ref={previewRef}
        href={view.scryfallUrl ?? undefined}
        aria-hidden="true"
        tabIndex={-1}
        data-testid="card-preview"
        data-card={name}
        className={`fixed z-50 flex gap-2 print:hidden ${above ? "items-end" : "items-start"}`}
        style={{ top: placement.top, left: placement.left, height }}
      >
        {panes.map((pane, index) => (
          <PreviewFace key={`${name}-${index}`} pane={pane} width={placement.cardWidth} height={height} />
        ))}
      </a>
    </>
  );
}

function describe(anchor: HTMLAnchorElement | undefined, change: (list: string | null, token: string) => string) {
  if (!anchor) return;
  const list = change(anchor.getAttribute("aria-describedby"), DESCRIPTION_ID);
  if (list) anchor.setAttribute("aria-describedby", list);
  else anchor.removeAttribute("aria-describedby");
}
