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

/** `language`: the page's, for the answer's messages (docs/api.md, `language`); `t`: the "organizer" messages. */
export async function runBatch(
  draft: Pick<OrganizerDraft, "csv" | "teams">,
  language: string,
  t: Translate,
): Promise<BatchRun> {
  const { body, contentType } = batchRequest(draft);
  let response: Response;
  try {
    // English is the API's default: its request stays as it was before languages.
    response = await fetch(language === "en" ? BATCH_URL : `${BATCH_URL}&language=${language}`, {
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
