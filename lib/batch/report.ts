// The answer of POST /api/batch (docs/api.md, POST /api/batch): one result per team, in the order sent, and a summary.
// Fields may be added, never renamed: organizers' tools read this. Pure: the organizer page uses it too.
import type { CardDataInfo } from "../cards/source";
import type { HouseRules } from "../input/house-rules/names";
import type { Problem } from "../legality/problem";
import type { CardView, DeckReport, TeamReport } from "../report/report";
import type { InputError } from "../input/team-input";
import type { Variant } from "../variants";

export interface BatchTeamResult {
  index: number;
  /** Added: the team's record in a CSV body, its header being row 1; absent for a team sent as JSON. */
  row?: number;
  name: string;
  /** Added: the players (two to four), worded by the answer in its language ("Player 2", "プレイヤー2" when unnamed). */
  players: string[];
  /** Added: the format and ruleset checked; as sent, or null, for a team that could not be checked. */
  format: string | null;
  ruleset: string | null;
  /** Added: the organizer's house rules the team was checked under ({} when none); absent for a team that could not be checked. */
  houseRules?: HouseRules;
  /** Added: "unified" for a Trios team whose seats all play one format (as its report's `teamRules`); absent otherwise. */
  teamRules?: TeamReport["teamRules"];
  /** Added: the kind of team event (as its report's `variant`), when the team named one or has more than two decks. */
  variant?: Variant;
  /** Added, Team Trios: each seat's format, in deck order (MTR 8.4). */
  seatFormats?: string[];
  /** Added: the event as the report names it, in the answer's language ("Team Trios: A Standard, B Modern, C Legacy"). */
  event?: string;
  /** Added: the day (YYYY-MM-DD) the team was checked for (its report's `eventDate`); absent when it could not be checked. */
  eventDate?: string;
  /** null when the team could not be checked: `error` says why. */
  legal: boolean | null;
  errors: number;
  warnings: number;
  problems: Problem[];
  /** Added: each card `problems` names that matched a card, by its name, with what its preview shows (as a report's cards); {} when none. */
  cards: Record<string, CardView>;
  /** The link that reopens the team's report ("/check?d=…"), as in POST /api/validate. */
  share: string | null;
  /** Added: `share` as an absolute URL. */
  link: string | null;
  error?: InputError;
  /** Added with `?sheets=1`: what a printed registration sheet shows. */
  decks?: DeckReport[];
  alternate?: TeamReport["alternate"];
  /** Added with `?sheets=1`: the report's pool (Limited), its size and the shared sideboard; null without one. */
  pool?: TeamReport["pool"];
  /** Added with `?sheets=1`: a QR code of `link` as SVG text; null when there is no link or it is too long for one. */
  qr?: string | null;
}

export interface BatchSummary {
  teams: number;
  legal: number;
  illegal: number;
  invalid: number;
}

export interface BatchReport {
  checkedAt: string;
  /** Added: the day (YYYY-MM-DD) every team was checked for: the batch's `eventDate`, else today (docs/rules.md, Legal on a date). */
  eventDate: string;
  /** Added: whether the batch was given `eventDate`; false when it answered for today. */
  eventDateGiven: boolean;
  cardData: CardDataInfo;
  /** Added: the rules edition the verdicts encode. */
  rulesVersion: string;
  summary: BatchSummary;
  teams: BatchTeamResult[];
}

export type BatchVerdict = "legal" | "illegal" | "invalid";

export function verdictOf(team: Pick<BatchTeamResult, "legal">): BatchVerdict {
  if (team.legal === null) return "invalid";
  return team.legal ? "legal" : "illegal";
}

export function summarize(teams: readonly BatchTeamResult[]): BatchSummary {
  const summary: BatchSummary = { teams: teams.length, legal: 0, illegal: 0, invalid: 0 };
  for (const team of teams) summary[verdictOf(team)] += 1;
  return summary;
}

/** How a deck wrote the problem's card when not by its Oracle name: " as 稲妻"; empty otherwise. */
function writtenBy(problem: Problem, deck: number): string {
  const copies = "copies" in problem.params ? problem.params.copies : [];
  const written = copies.find((each) => each.deck === deck)?.written;
  return written ? ` as ${written.join(", ")}` : "";
}

/** "team-shared-card: Lightning Bolt (Alice as 稲妻, Bob); deck-too-small (Bob)", or the reason the team was not checked. */
export function problemsLine(team: Pick<BatchTeamResult, "problems" | "players" | "error">): string {
  if (team.error) return `${team.error.code}: ${team.error.message}`;
  return team.problems
    .map((problem) => {
      const decks = problem.decks.map((deck) => `${team.players[deck] ?? ""}${writtenBy(problem, deck)}`).join(", ");
      return `${problem.code}${problem.card === null ? "" : `: ${problem.card}`}${decks ? ` (${decks})` : ""}`;
    })
    .join("; ");
}
