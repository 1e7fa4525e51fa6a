// A roving focus over a long run of links (WAI-ARIA Authoring Practices, "Keyboard Navigation Inside
// Components"): one tab stop for the whole run, arrow keys from link to link. Pure: the browser passes
// the key and the run's length.

/** How far PageUp and PageDown move: about a screenful of table rows. */
export const PAGE_STEP = 10;

/**
 * The index a key moves the focus to in a run of `count` links from `current`, or null for a key that
 * does not move it. Arrows move one (down and right forward), PageUp/PageDown a page, Home and End to
 * the ends; the ends stop the focus rather than wrap, as a table's do.
 */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const clamp = (index: number) => Math.min(count - 1, Math.max(0, index));
  switch (key) {
    case "ArrowDown":
    case "ArrowRight":
      return clamp(current + 1);
    case "ArrowUp":
    case "ArrowLeft":
      return clamp(current - 1);
    case "PageDown":
      return clamp(current + PAGE_STEP);
    case "PageUp":
      return clamp(current - PAGE_STEP);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

const tokens = (list: string | null) => (list ?? "").split(/\s+/).filter(Boolean);

/** An id-list attribute's value (aria-describedby) with `token` added once, the others kept. */
export function withToken(list: string | null, token: string): string {
  const kept = tokens(list).filter((each) => each !== token);
  return [...kept, token].join(" ");
}

/** An id-list attribute's value without `token`; "" when nothing is left. */
export function withoutToken(list: string | null, token: string): string {
  return tokens(list)
    .filter((each) => each !== token)
    .join(" ");
}
