// A team's card lookups as on the event's date (docs/rules.md, Legal on a date): each found card with its
// legalities of that day, so every rule, the card table and the fix hints read the same statuses.
import type { NameResolution } from "../cards/source";
import { cardOn, type EventDay } from "../legality/on-date";

export function datedResolutions(
  resolutions: ReadonlyMap<string, NameResolution>,
  day: EventDay,
): ReadonlyMap<string, NameResolution> {
  let dated: Map<string, NameResolution> | undefined;
  for (const [name, resolution] of resolutions) {
    if (resolution.status !== "found") continue;
    const card = cardOn(resolution.card, day);
    if (card === resolution.card) continue;
    dated ??= new Map(resolutions);
    dated.set(name, { ...resolution, card });
  }
  return dated ?? resolutions;
}
