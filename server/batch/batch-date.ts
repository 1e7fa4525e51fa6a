import "server-only";
// A batch's event date (docs/api.md, POST /api/batch): a JSON body's `eventDate`, or the `eventDate` query
// parameter (a CSV body has nowhere else to carry it). Every team is checked for it, unless a JSON team
// names its own; a date that is not one refuses the batch, naming `eventDate`.
import { eventDateSchema } from "@/lib/input/event-date";
import { inputError } from "@/lib/input/input-issue";
import { issuesOf, type InputError } from "@/lib/input/team-input";
import type { BatchEntry } from "./batch-entry";

export type BatchDate = { ok: true; eventDate?: string } | { ok: false; error: InputError };

export function readBatchDate(bodyDate: unknown, url: string): BatchDate {
  const asked = bodyDate ?? new URL(url).searchParams.get("eventDate") ?? undefined;
  if (asked === undefined || asked === "") return { ok: true };
  const parsed = eventDateSchema.safeParse(asked);
  if (parsed.success) return { ok: true, eventDate: parsed.data };
  return {
    ok: false,
    error: inputError(
      "bad-request",
      issuesOf(parsed.error, () => "eventDate"),
    ),
  };
}

/** Each team with the batch's date, unless it names its own. */
export function withBatchDate(entries: readonly BatchEntry[], eventDate: string | undefined): BatchEntry[] {
  if (eventDate === undefined) return [...entries];
  return entries.map((entry) => {
    const team = entry.team;
    if (team === null || typeof team !== "object" || Array.isArray(team) || "eventDate" in team) return entry;
    return { ...entry, team: { ...team, eventDate } };
  });
}
