// The organizer page's one request: its teams to POST /api/batch, with what printed sheets need. The CSV
// goes as it is when it is all there is; teams added on the page go as JSON, the CSV's text beside them.
import type { BatchReport } from "@/lib/batch/report";
import type { Translate } from "@/i18n/problem-text";
import { teamToBatch, type OrganizerDraft } from "./organizer-draft";

export type BatchRun = { ok: true; report: BatchReport } | { ok: false; message: string };

export const BATCH_URL = "/api/batch?sheets=1";

export function batchRequest(draft: Pick<OrganizerDraft, "csv" | "teams">): { body: string; contentType: string } {
  const csv = draft.csv.trim() === "" ? "" : draft.csv;
  if (draft.teams.length === 0) return { body: csv, contentType: "text/csv; charset=utf-8" };
  return { body: JSON.stringify({ csv, teams: draft.teams.map(teamToBatch) }), contentType: "application/json" };
}

/**
 * The request's URL: the page's language for the answer's messages (English, the API's default, adds none)
 * and the event's date, when the organizer gave one, for every team (docs/api.md, POST /api/batch).
 */
export function batchUrl(language: string, eventDate: string): string {
  const params = new URLSearchParams(BATCH_URL.split("?")[1]);
  if (language !== "en") params.set("language", language);
  if (eventDate.trim()) params.set("eventDate", eventDate.trim());
  return `${BATCH_URL.split("?")[0]}?${params}`;
}

/** `language`: the page's, for the answer's messages (docs/api.md, `language`); `t`: the "organizer" messages. */
export async function runBatch(
  draft: Pick<OrganizerDraft, "csv" | "teams" | "event">,
  language: string,
  t: Translate,
): Promise<BatchRun> {
  const { body, contentType } = batchRequest(draft);
  let response: Response;
  try {
    response = await fetch(batchUrl(language, draft.event.date), {
      method: "POST",
      headers: { "Content-Type": contentType, Accept: "application/json" },
      body,
    });
  } catch {
    return { ok: false, message: t("unreachable") };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && answer && typeof answer === "object" && "teams" in answer)
    return { ok: true, report: answer as BatchReport };
  const error = (answer as { error?: { message?: unknown } } | null)?.error?.message;
  const message = typeof error === "string" ? error : t("httpStatus", { status: response.status });
  return { ok: false, message: response.status === 413 ? `${message} ${t("splitBatches")}` : message };
}
