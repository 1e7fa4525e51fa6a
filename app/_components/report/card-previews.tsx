"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CardView } from "@/lib/report/report";
import { PREVIEW_ATTRIBUTE, previewPanes, type PreviewPane } from "@/app/_lib/report/card-image";
import { CARD_ASPECT, placePreview, type PreviewPlacement } from "@/app/_lib/report/preview-position";
import { describeManaCost, manaWords, parseManaCost } from "@/app/_lib/ui/mana-cost";
import { ManaSymbols } from "../ui/mana-symbols";

const DESCRIPTION_ID = "card-preview-description";
// Leaving the link for the preview crosses a gap: wait this long before closing (WCAG 1.4.13, hoverable).
const HOVER_GRACE_MS = 200;

type OpenedBy = "hover" | "focus" | "tap";
interface Opened {
  anchor: HTMLAnchorElement;
  view: CardView;
  name: string;
  by: OpenedBy;
  placement: PreviewPlacement;
}

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${PREVIEW_ATTRIBUTE}]`) : null;

/**
 * The card previews of a page, one listener set for all its card names: a hover or keyboard focus shows
 * the card, a tap shows it and keeps it (a second tap, or a tap on the preview, opens Scryfall), Escape,
 * blur or a tap elsewhere closes it. The preview sits beside its link, never over it, and while open the
 * link is described by the card's mana cost and type line.
 */
export function CardPreviews({ cards }: { cards: Readonly<Record<string, CardView>> }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const openedRef = useRef<Opened | null>(null);
  // "keyboard" until a pointer is used: focus that no pointer caused (Tab, a script) shows the card.
  const lastPointer = useRef<string>("keyboard");
  const closeTimer = useRef<number | undefined>(undefined);
  const previewRef = useRef<HTMLAnchorElement>(null);
  const words = manaWords(useTranslations("cards.mana"));

  const show = useCallback((next: Opened | null) => {
    window.clearTimeout(closeTimer.current);
    openedRef.current?.anchor.removeAttribute("aria-describedby");
    next?.anchor.setAttribute("aria-describedby", DESCRIPTION_ID);
    openedRef.current = next;
    setOpened(next);
  }, []);

  const placed = useCallback(
    (anchor: HTMLAnchorElement, by: OpenedBy): Opened | null => {
      const name = anchor.getAttribute(PREVIEW_ATTRIBUTE) ?? "";
      const view = cards[name];
      if (!view) return null;
      const panes = previewPanes(view).length;
      const placement = placePreview(
        anchor.getBoundingClientRect(),
        { width: window.innerWidth, height: window.innerHeight },
        panes,
      );
      return { anchor, view, name, by, placement };
    },
    [cards],
  );

  const open = useCallback(
    (anchor: HTMLAnchorElement, by: OpenedBy) => {
      const next = placed(anchor, by);
      if (next) show(next);
    },
    [placed, show],
  );

  useEffect(() => {
    const current = () => openedRef.current;
    const onPointerDown = (event: PointerEvent) => {
      lastPointer.current = event.pointerType;
      const inside = anchorOf(event.target) === current()?.anchor || previewRef.current?.contains(event.target as Node);
      if (current() && !inside) show(null);
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      const anchor = anchorOf(event.target);
      if (anchor && current()?.anchor !== anchor) open(anchor, "hover");
      if (anchor || previewRef.current?.contains(event.target as Node)) window.clearTimeout(closeTimer.current);
    };
    const onPointerOut = (event: PointerEvent) => {
      const now = current();
      if (event.pointerType !== "mouse" || now?.by !== "hover") return;
      const leaving = anchorOf(event.target) === now.anchor || previewRef.current?.contains(event.target as Node);
      if (!leaving) return;
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => show(null), HOVER_GRACE_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor || lastPointer.current === "mouse") return;
      // A touch or pen: the first tap shows the card and stays; the second follows the link.
      if (current()?.anchor === anchor && current()?.by === "tap") return;
      event.preventDefault();
      open(anchor, "tap");
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = anchorOf(event.target);
      if (anchor && lastPointer.current === "keyboard") open(anchor, "focus");
    };
    const onFocusOut = (event: FocusEvent) => {
      // A tap on the preview focuses it on its way to Scryfall: that is no reason to close it.
      if (previewRef.current?.contains(event.relatedTarget as Node | null)) return;
      if (anchorOf(event.target) === current()?.anchor && current()?.by !== "hover") show(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      lastPointer.current = "keyboard";
      if (event.key === "Escape" && current()) show(null);
    };
    // Moves the open preview with its link; a close already on its way (the pointer left) still happens.
    const onViewportChange = () => {
      const now = current();
      const moved = now && placed(now.anchor, now.by);
      if (!moved) return;
      openedRef.current = moved;
      setOpened(moved);
    };
    const listeners = [
      ["pointerdown", onPointerDown],
      ["pointerover", onPointerOver],
      ["pointerout", onPointerOut],
      ["click", onClick],
      ["focusin", onFocusIn],
      ["focusout", onFocusOut],
      ["keydown", onKeyDown],
    ] as const;
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
    window.addEventListener("scroll", onViewportChange, { capture: true, passive: true });
    window.addEventListener("resize", onViewportChange, { passive: true });
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
      window.removeEventListener("scroll", onViewportChange, { capture: true });
      window.removeEventListener("resize", onViewportChange);
      window.clearTimeout(closeTimer.current);
    };
  }, [open, placed, show]);

  if (!opened) return null;
  const { view, name, placement } = opened;
  const panes = previewPanes(view);
  const height = Math.round(placement.cardWidth / CARD_ASPECT);
  return (
    <>
      <span id={DESCRIPTION_ID} hidden>
        {view.faces
          .map((face) =>
            [face.name, describeManaCost(parseManaCost(face.manaCost), words), face.typeLine]
              .filter(Boolean)
              .join(words.separator),
          )
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
        className="fixed z-50 flex gap-2 print:hidden"
        style={{ top: placement.top, left: placement.left }}
      >
        {panes.map((pane, index) => (
          <PreviewFace key={`${name}-${index}`} pane={pane} width={placement.cardWidth} height={height} />
        ))}
      </a>
    </>
  );
}

/** One card image, or the face's name, mana cost and type line where the image is missing or fails to load. */
function PreviewFace({ pane, width, height }: { pane: PreviewPane; width: number; height: number }) {
  const [failed, setFailed] = useState(false);
  const box = "block shrink-0 rounded-[4.75%/3.5%] shadow-2xl";
  if (!pane.imageUrl || failed) {
    return (
      <span
        data-testid="card-preview-text"
        className={`${box} space-y-2 overflow-hidden border-2 border-neutral-800 bg-neutral-50 p-3 text-sm text-neutral-900 dark:border-neutral-300 dark:bg-neutral-900 dark:text-neutral-100`}
        style={{ width, height }}
      >
        {pane.faces.map((face) => (
          <span key={face.name} className="block space-y-1">
            <span className="flex flex-wrap items-center justify-between gap-1 font-semibold">
              <span className="break-words">{face.name}</span>
              <ManaSymbols cost={face.manaCost} />
            </span>
            <span className="block text-xs">{face.typeLine}</span>
          </span>
        ))}
      </span>
    );
  }
  return (
    // A plain <img>: Scryfall's image host serves sized images, and next/image would proxy them through our server.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={pane.imageUrl}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
      onError={() => setFailed(true)}
      className={`${box} bg-neutral-200 dark:bg-neutral-800`}
      style={{ width, height }}
    />
  );
}
