// The name the organizer's results CSV downloads under. Pure.
import type { EventDetails } from "./organizer-draft";

/**
 * "friday-night-2hg-2026-11-28.csv": the event's name (letters and digits of any script, the rest as dashes)
 * and its date, else the day it was checked; "2hg-team-checks-…" for an event without a name.
 */
export function resultsFileName(event: EventDetails, checkedAt: string): string {
  const name = event.name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${name || "2hg-team-checks"}-${event.date || checkedAt.slice(0, 10)}.csv`;
}
