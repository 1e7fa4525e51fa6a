"use client";

import { useEffect, useRef, type RefObject } from "react";
import { PREVIEW_ATTRIBUTE } from "@/app/_lib/report/card-image";

// Leaving the link for the preview crosses a gap: wait this long before closing (WCAG 1.4.13, hoverable).
const HOVER_GRACE_MS = 200;

export type OpenedBy = "hover" | "focus" | "tap";

const anchorOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${PREVIEW_ATTRIBUTE}]`) : null;

export interface PreviewControl {
  /** The open preview's link and what opened it, or null. */
  current: () => { anchor: HTMLAnchorElement; by: OpenedBy } | null;
  /** Opens the link's preview; false when it has none (a card without data), which leaves an open one as it is. */
  open: (anchor: HTMLAnchorElement, by: OpenedBy) => boolean;
  close: () => void;
  /** Places the open preview again beside its link, which scrolled or whose viewport changed. */
  follow: () => void;
  preview: RefObject<HTMLAnchorElement | null>;
}

/**
 * What opens and closes the card previews of a page, one listener set on the document for all its card
 * names: a hover or keyboard focus shows the card, a tap shows it and keeps it (a second tap, or a tap on
 * the preview, opens Scryfall), Escape, blur or a tap elsewhere closes it.
 *
 * Written here rather than with @floating-ui/react: its hover, focus and dismiss hooks attach to each
 * reference element, and a report has hundreds of card names (146 rows in the team table alone); one
 * delegated set of listeners serves them all, and the placement is the pure placePreview.
 */
export function usePreviewEvents({ current, open, close, follow, preview }: PreviewControl) {
  // "keyboard" until a pointer is used: focus that no pointer caused (Tab, a script) shows the card.
  const lastPointer = useRef<string>("keyboard");
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const inPreview = (target: EventTarget | null) => preview.current?.contains(target as Node | null) ?? false;
    const show = (anchor: HTMLAnchorElement, by: OpenedBy) => {
      if (open(anchor, by)) window.clearTimeout(closeTimer.current);
    };
    const hide = () => {
      window.clearTimeout(closeTimer.current);
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      lastPointer.current = event.pointerType;
      const inside = anchorOf(event.target) === current()?.anchor || inPreview(event.target);
      if (current() && !inside) hide();
    };
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      const anchor = anchorOf(event.target);
      if (anchor && current()?.anchor !== anchor) show(anchor, "hover");
      if (anchor || inPreview(event.target)) window.clearTimeout(closeTimer.current);
    };
    const onPointerOut = (event: PointerEvent) => {
      const now = current();
      if (event.pointerType !== "mouse" || now?.by !== "hover") return;
      const leaving = anchorOf(event.target) === now.anchor || inPreview(event.target);
      if (!leaving) return;
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(hide, HOVER_GRACE_MS);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event.target);
      if (!anchor || lastPointer.current === "mouse") return;
      // A touch or pen: the first tap shows the card and stays; the second follows the link.
      if (current()?.anchor === anchor && current()?.by === "tap") return;
      event.preventDefault();
      show(anchor, "tap");
    };
    const onFocusIn = (event: FocusEvent) => {
      const anchor = anchorOf(event.target);
      if (anchor && lastPointer.current === "keyboard") show(anchor, "focus");
    };
    const onFocusOut = (event: FocusEvent) => {
      // A tap on the preview focuses it on its way to Scryfall: that is no reason to close it.
      if (inPreview(event.relatedTarget)) return;
      if (anchorOf(event.target) === current()?.anchor && current()?.by !== "hover") hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      lastPointer.current = "keyboard";
      if (event.key === "Escape" && current()) hide();
      // Enter or Space on a card name whose card is hidden shows it; Enter on a shown one follows the link.
      const anchor = anchorOf(event.target);
      const shown = anchor !== null && current()?.anchor === anchor;
      if (anchor && !shown && (event.key === "Enter" || event.key === " ")) {
        event.preventDefault();
        show(anchor, "focus");
      } else if (anchor && shown && event.key === " ") event.preventDefault();
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
    // Moves the open preview with its link; a close already on its way (the pointer left) still happens.
    window.addEventListener("scroll", follow, { capture: true, passive: true });
    window.addEventListener("resize", follow, { passive: true });
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
      window.removeEventListener("scroll", follow, { capture: true });
      window.removeEventListener("resize", follow);
      window.clearTimeout(closeTimer.current);
    };
  }, [current, open, close, follow, preview]);
}
