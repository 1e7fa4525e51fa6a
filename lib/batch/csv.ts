// A batch's results as CSV (docs/api.md, POST /api/batch), one row per team: what POST /api/batch answers to
// `Accept: text/csv`, and what the organizer page downloads without checking the teams again.
// csv-stringify's sync writer has no Node imports, so this runs in the browser as on the server.
import { stringify } from "csv-stringify/sync";
import { problemsLine, verdictOf, type BatchReport, type BatchTeamResult } from "./report";

/**
 * How every CSV we write is written: UTF-8 with a BOM (Excel then reads "Jötun Grunt"), Windows line ends,
 * and every cell holding a line break quoted. csv-stringify quotes a cell for the record delimiter it
 * writes (\r\n), not for a bare \n, and a list cell holds only \n: unquoted, a spreadsheet (or a paste,
 * which turns \r\n into \n) reads each card line as a row of its own.
 */
export const CSV_WRITE_OPTIONS = { bom: true, record_delimiter: "windows", quoted_match: /[\r\n]/ } as const;

export const BATCH_CSV_COLUMNS = [
  "team",
  "player1",
  "player2",
  "format",
  "ruleset",
  "verdict",
  "errors",
  "warnings",
  "problems",
  "link",
  // Added after the first ten (columns are added, never renamed): the event and the problems in the answer's language.
  "event",
  "messages",
  // Added after those: the day each team was checked for (docs/rules.md, Legal on a date).
  "eventDate",
] as const;

/** The columns of a team of three or four's players, after player2, only in a batch that has one. */
const MORE_PLAYERS = ["player3", "player4"] as const;

/** The results' columns: player3 and player4 only when a team has that many players. */
export function batchCsvColumns(teams: readonly Pick<BatchTeamResult, "players">[]): string[] {
  const players = Math.max(2, ...teams.map((team) => team.players.length));
  return [...BATCH_CSV_COLUMNS.slice(0, 3), ...MORE_PLAYERS.slice(0, players - 2), ...BATCH_CSV_COLUMNS.slice(3)];
}

/** One team's row under `columns` (batchCsvColumns). */
function batchCsvRow(team: BatchTeamResult, columns: readonly string[]): (string | number)[] {
  const more = columns.filter((column) => (MORE_PLAYERS as readonly string[]).includes(column));
  return [
    team.name,
    team.players[0] ?? "",
    team.players[1] ?? "",
    ...more.map((_, index) => team.players[index + 2] ?? ""),
    team.format ?? "",
    team.ruleset ?? "",
    verdictOf(team),
    team.errors,
    team.warnings,
    problemsLine(team),
    team.link ?? "",
    team.event ?? "",
    messagesLine(team),
    team.eventDate ?? "",
  ];
}

/** The problems as the answer worded them (each has its `message` once worded), or why the team was not checked. */
function messagesLine(team: BatchTeamResult): string {
  if (team.error) return team.error.message ?? team.error.code;
  return team.problems
    .map((problem) => ("message" in problem && typeof problem.message === "string" ? problem.message : ""))
    .filter(Boolean)
    .join("\n");
}

/**
 * The CSV's text in pieces: the header row (with the BOM), then one piece per team, made as it is read,
 * so a server sends a large batch a team at a time (server/http/batch-stream.ts).
 */
export function* batchCsvPieces(
  teams: readonly BatchTeamResult[],
  each: (team: BatchTeamResult) => BatchTeamResult = (team) => team,
): Generator<string> {
  const columns = batchCsvColumns(teams);
  yield stringify([columns], CSV_WRITE_OPTIONS);
  // Formulas are escaped because names come from players.
  for (const team of teams)
    yield stringify([batchCsvRow(each(team), columns)], { ...CSV_WRITE_OPTIONS, bom: false, escape_formulas: true });
}

export function batchCsv(report: Pick<BatchReport, "teams">): string {
  return [...batchCsvPieces(report.teams)].join("");
}
