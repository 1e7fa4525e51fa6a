// A batch's results as CSV (README, POST /api/batch), one row per team: what POST /api/batch answers to
// `Accept: text/csv`, and what the organizer page downloads without checking the teams again.
// csv-stringify's sync writer has no Node imports, so this runs in the browser as on the server.
import { stringify } from "csv-stringify/sync";
import { problemsLine, verdictOf, type BatchReport } from "./report";

export const BATCH_CSV_COLUMNS = ["team", "player1", "player2", "format", "ruleset", "verdict", "errors", "warnings", "problems", "link"] as const;

export function batchCsv(report: Pick<BatchReport, "teams">): string {
  const rows = report.teams.map((team) => [
    team.name,
    team.players[0] ?? "",
    team.players[1] ?? "",
    team.format ?? "",
    team.ruleset ?? "",
    verdictOf(team),
    team.errors,
    team.warnings,
    problemsLine(team),
    team.link ?? "",
  ]);
  // The BOM makes Excel read UTF-8 ("Jötun Grunt"); formulas are escaped because names come from players.
  return stringify([[...BATCH_CSV_COLUMNS], ...rows], { bom: true, escape_formulas: true, record_delimiter: "windows" });
}
