import "server-only";
// The body of POST /api/batch (docs/api.md, POST /api/batch): JSON `{ "teams": [ … ] }`, or a CSV file. JSON may also
// carry a CSV file's text as `csv` (the organizer page sends the CSV pasted there together with the
// teams added one by one): its teams come first. Only the batch as a whole can be refused here;
// whatever is wrong with one team stays with that team (batch-entry.ts).
import { z } from "zod";
import { MAX_BATCH_TEAMS } from "@/lib/batch/limits";
import { inputError } from "@/lib/input/input-issue";
import { issuesOf, type FieldName, type InputError } from "@/lib/input/team-input";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { wordInputErrorIn } from "@/i18n/translator";
import { readBatchCsv } from "./batch-csv-input";
import type { BatchEntry } from "./batch-entry";

export { MAX_BATCH_TEAMS };

/** `language`: a JSON body's own field, as sent (api-language.ts reads it), which words a refusal too. */
export type BatchRead =
  | { ok: true; entries: BatchEntry[]; language?: unknown; eventDate?: unknown }
  | { ok: false; error: InputError; language?: unknown };

const batchJsonSchema = z.object({
  teams: z.array(z.unknown(), { error: "a list of teams" }).optional(),
  csv: z.string({ error: "the text of a CSV file" }).optional(),
  language: z.unknown().optional(),
  /** The batch's event date, read by batch-date.ts. */
  eventDate: z.unknown().optional(),
});

const JSON_SHAPE = '{ "teams": [{ "name", "format", "ruleset", "decks": [{ "name", "list" }, { "name", "list" }] }] }';
const HOW_TO_SEND = `send JSON ${JSON_SHAPE}, or a CSV file as text/csv.`;

/** A JSON team's fields go by their API paths; the team itself is "team". */
const jsonFieldName: FieldName = (path) => path || "team";

const refuse = (code: InputError["code"], message: string): BatchRead => ({ ok: false, error: { code, message } });

/** CSV when the Content-Type says so, JSON when it says so; otherwise a body starting with "{" is JSON. */
function isJson(text: string, contentType: string | null): boolean {
  const type = contentType?.toLowerCase() ?? "";
  if (type.includes("json")) return true;
  if (type.includes("csv")) return false;
  return /^\uFEFF?\s*\{/.test(text);
}

async function readJson(text: string): Promise<BatchRead> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse("bad-request", `not valid JSON; ${HOW_TO_SEND}`);
  }
  const parsed = batchJsonSchema.safeParse(json);
  if (!parsed.success) {
    // The batch's own shape, with how to send one: in English, as the batch's `language` is not read yet.
    const refused = wordInputErrorIn(inputError("bad-request", issuesOf(parsed.error)), DEFAULT_LOCALE);
    return refuse("bad-request", `${refused.message}; ${HOW_TO_SEND}`);
  }
  const { teams = [], csv, language, eventDate } = parsed.data;
  const fromCsv: BatchRead =
    csv === undefined || csv.trim() === ""
      ? { ok: true, entries: [] }
      : await readBatchCsv(csv, { field: "csv", maxTeams: MAX_BATCH_TEAMS, otherTeams: teams.length });
  if (!fromCsv.ok) return { ...fromCsv, language };
  return {
    ok: true,
    entries: [...fromCsv.entries, ...teams.map((team) => ({ team, fieldName: jsonFieldName }))],
    language,
    eventDate,
  };
}

/** The batch's teams; a CSV's are counted as its rows are read, and reading it yields to other requests (csv-records.ts). */
export async function readBatchBody(text: string, contentType: string | null): Promise<BatchRead> {
  const read = isJson(text, contentType)
    ? await readJson(text)
    : await readBatchCsv(text, { maxTeams: MAX_BATCH_TEAMS });
  if (!read.ok) return read;
  const count = read.entries.length;
  const language = "language" in read ? read.language : undefined;
  if (count === 0)
    return {
      ok: false,
      error: inputError("bad-request", [{ field: "teams", why: { code: "no-teams", example: JSON_SHAPE } }]),
      language,
    };
  if (count > MAX_BATCH_TEAMS) {
    return {
      ok: false,
      language,
      error: inputError("too-large", [
        { field: "teams", why: { code: "too-many-teams", max: MAX_BATCH_TEAMS, count } },
      ]),
    };
  }
  return read;
}
