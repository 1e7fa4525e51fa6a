"use client";

import { useEffect, useId, useRef } from "react";
import { PREVIEW_ATTRIBUTE } from "@/app/_lib/report/card-image";
import { nextIndex, withToken, withoutToken } from "@/app/_lib/ui/roving-focus";

const LINKS = `a[${PREVIEW_ATTRIBUTE}]`;

/** Shown: a row the "problem rows only" filter hides is no stop for the keys either. */
const isShown = (link: HTMLElement) => link.getClientRects().length > 0;

/**
 * Makes the card names of the element it is placed in (the team table's box, a player's list) one tab
 * stop. Placed rather than wrapped, so the markup around the names stays as it is. A long run of card
 * names as one tab stop: Tab enters at the name
 * last visited (the first at the start), arrow keys, PageUp/PageDown, Home and End move between the
 * names, Tab leaves; the page's CardPreviews shows the card on focus, Enter or Space, and Escape hides
 * it. The names' links stay links: without JavaScript each is a tab stop, as before. `keys` tells a
 * screen reader how to move, when the focus enters the run.
 */
export function RovingCardNames({ keys }: { keys: string }) {
  const root = useRef<HTMLSpanElement>(null);
  const keysId = useId();

  useEffect(() => {
    const container = root.current?.parentElement;
    if (!container) return;
    const links = () => [...container.querySelectorAll<HTMLAnchorElement>(LINKS)];
    const shownLinks = () => links().filter(isShown);
    let current: HTMLAnchorElement | undefined;
    const makeCurrent = (link: HTMLAnchorElement | undefined) => {
      current = link;
      for (const each of links()) each.tabIndex = each === link ? 0 : -1;
    };
    // The stop stays on a name that shows: "Show all cards" unchecked may hide the one last visited.
    const keepReachable = () => {
      if (!current || !isShown(current)) makeCurrent(shownLinks()[0]);
    };
    makeCurrent(shownLinks()[0] ?? links()[0]);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const link = event.target instanceof HTMLAnchorElement && event.target.matches(LINKS) ? event.target : null;
      if (!link) return;
      const shown = shownLinks();
      const to = nextIndex(event.key, shown.indexOf(link), shown.length);
      if (to === null) return;
      event.preventDefault();
      makeCurrent(shown[to]);
      shown[to]?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const link = event.target instanceof HTMLAnchorElement && event.target.matches(LINKS) ? event.target : null;
      if (!link) return;
      if (link !== current) makeCurrent(link);
      const fromOutside = !(event.relatedTarget instanceof Node && container.contains(event.relatedTarget));
      if (fromOutside) link.setAttribute("aria-describedby", withToken(link.getAttribute("aria-describedby"), keysId));
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      const left = withoutToken(event.target.getAttribute("aria-describedby"), keysId);
      if (left) event.target.setAttribute("aria-describedby", left);
      else event.target.removeAttribute("aria-describedby");
    };
    container.addEventListener("keydown", onKeyDown);
    container.addEventListener("focusin", onFocusIn);
    container.addEventListener("focusout", onFocusOut);
    document.addEventListener("change", keepReachable);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
      container.removeEventListener("focusin", onFocusIn);
      container.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("change", keepReachable);
      for (const each of links()) each.removeAttribute("tabindex");
    };
  }, [keysId]);

  return (
    <span ref={root} id={keysId} hidden data-roving-card-names="">
      {keys}
    </span>
  );
}
