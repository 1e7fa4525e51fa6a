import type { ReactNode } from "react";

/**
 * A wide table scrolls sideways in its own box on a narrow screen, never the page, and prints whole.
 * `relative` keeps the table's visually hidden text inside the box, where it cannot widen the page.
 * A group, not a region: named by its section's heading, a region would be a second landmark of that name
 * inside the section's own ("Team cards" inside "Team cards"); focusable, so a keyboard scrolls it.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      className="print-unclip relative overflow-x-auto rounded-md border border-neutral-200 dark:border-neutral-800"
      role="group"
      aria-labelledby={labelledBy}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
