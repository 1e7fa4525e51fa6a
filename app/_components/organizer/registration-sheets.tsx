import { useTranslations } from "next-intl";
import { verdictOf, type BatchReport, type BatchTeamResult } from "@/lib/batch/report";
import { findFormat } from "@/lib/formats";
import type { ReportedProblem } from "@/lib/report/report";
import { teamLabel } from "@/app/_lib/organizer/batch-table";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { groupProblems, hasLongDecks, verdictHeadline, warningsLine } from "@/app/_lib/report/report-view";
import { isRuleset } from "@/app/_lib/team-form/team-draft";
import { useReportWords, type ReportWords } from "../report/report-words";
import type { CardLinks } from "../report/card-name";
import { DeckList } from "../report/deck-list";
import { HouseRulesDetails } from "../report/house-rules-details";

// Printed sheets carry no links: card names print as text.
const NO_LINKS = new Map<string, CardLinks>();

/**
 * One problem on a line or two, as a judge reads it on paper: its message (which names the card, the
 * deck and the line) and its rule.
 * The report page's ProblemItem is a card per problem, too tall to fit a team's problems on one page.
 */
function SheetProblem({ problem, words, withFix }: { problem: ReportedProblem; words: ReportWords; withFix: boolean }) {
  const { t } = words;
  const fixT = useTranslations("cards.fix");
  return (
    <li
      data-code={problem.code}
      className={`border-l-4 pl-2 ${problem.severity === "error" ? "border-red-700" : "border-amber-500"}`}
    >
      <span className="font-semibold">{t(problem.severity === "error" ? "problem" : "warning")}:</span>{" "}
      {words.wordProblem(problem)}
      {problem.suggestions.length > 0 &&
        ` ${t(problem.code === "ambiguous-card" ? "itCouldBe" : "didYouMean")} ${words.or(problem.suggestions)}${t("suggestionsEnd")}`}
      {withFix && problem.fix && ` ${fixT("label")} ${words.fix(problem.fix)}`}{" "}
      <cite className="not-italic">
        {t("rule")} {problem.rule}
      </cite>
    </li>
  );
}

function verdictText(team: BatchTeamResult, words: ReportWords, organizer: ReturnType<typeof useTranslations>): string {
  if (team.legal === null) return organizer("notChecked", { reason: team.error?.message ?? organizer("unreadable") });
  const warnings = warningsLine(team.problems, words.t);
  const headline = verdictHeadline({ legal: team.legal, problems: team.problems }, words.t);
  return warnings ? `${headline}, ${warnings}` : headline;
}

/**
 * One team's A4 page: the organizer prints one per team of a batch (with the event and the sheet's number),
 * a team its own from its report (`event` null, with each problem's fix hint: an event's sheets leave them
 * out so that a team with many problems still fits its page).
 */
export function RegistrationSheet({
  team,
  report,
  event,
  total,
}: {
  team: BatchTeamResult;
  report: Pick<BatchReport, "cardData" | "rulesVersion" | "checkedAt">;
  event: EventDetails | null;
  total: number;
}) {
  const words = useReportWords(team.decks?.map((deck) => deck.name) ?? team.players, team.decks);
  const { t, formats } = words;
  const organizer = useTranslations("organizer");
  const label = teamLabel(team, (number) => formats("team", { number }));
  const id = `sheet-${team.index}`;
  const verdict = verdictOf(team);
  // In the report's order (the team's problems, the pool's, then each deck's, errors first), as on screen.
  const problems = groupProblems({ problems: team.problems, decks: team.decks ?? [] }, words.places).flatMap(
    (group) => group.problems,
  );
  const eventLine =
    event && [event.name.trim() || organizer("defaultEvent"), words.date(event.date)].filter(Boolean).join(" · ");
  const dataDate = words.date(report.cardData.updatedAt);
  const source = t(report.cardData.source === "bulk" ? "sourceBulk" : "sourceLive");
  const details: [string, string][] = [
    [organizer("colPlayers"), words.and(team.players.map((_, index) => words.deckName(index)))],
    [t("format"), team.format ? words.formatName(team.format) : "—"],
    [t("teamRule"), isRuleset(team.ruleset) ? formats(team.ruleset) : "—"],
    [t("rules"), words.rulesVersion(report.rulesVersion)],
    [t("cardData"), dataDate ? t("asOf", { source, date: dataDate }) : source],
    [t("checked"), words.dateTime(report.checkedAt) ?? "—"],
  ];
  return (
    <section className="sheet space-y-3" aria-labelledby={`${id}-heading`} data-testid="registration-sheet">
      <div className="flex items-start justify-between gap-6">
        <div className="min-w-0 space-y-2">
          {eventLine && (
            <p className="text-sm">
              {eventLine} · {organizer("sheetOf", { number: team.index + 1, total })}
            </p>
          )}
          <h2 id={`${id}-heading`} className="text-2xl font-bold break-words">
            {label}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
            {team.format && <HouseRulesDetails format={team.format} houseRules={team.houseRules ?? {}} />}
          </dl>
        </div>
        <figure className="w-32 shrink-0 text-center">
          {team.qr ? (
            // A data URL of the server's SVG: the QR code prints with the page, no request, no script.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(team.qr)}`}
              alt={organizer("qrAlt", { team: label })}
              width={128}
              height={128}
            />
          ) : (
            <p className="text-xs">{organizer(team.link ? "qrTooLong" : "noLink")}</p>
          )}
          {team.qr && <figcaption className="text-xs">{organizer("scan")}</figcaption>}
        </figure>
      </div>

      <p
        className={`rounded border-2 px-2 py-1 text-lg font-bold ${verdict === "legal" ? "border-green-700" : "border-red-700"}`}
        data-verdict={verdict}
      >
        {verdictText(team, words, organizer)}
      </p>

      {problems.length > 0 && (
        <ul className="space-y-1 text-[8.5pt] leading-snug" aria-label={t("problemsHeading")}>
          {problems.map((problem, index) => (
            <SheetProblem
              key={`${problem.code}-${problem.card ?? ""}-${index}`}
              problem={problem}
              words={words}
              withFix={event === null}
            />
          ))}
        </ul>
      )}

      {team.decks && (
        // Up to three lists side by side keep a team of three on one A4 page (docs/organizers.md); two 100-card
        // decks print one above the other, each in columns (globals.css, .sheet-decks).
        <div
          className={`sheet-decks grid gap-6 ${team.decks.length > 2 ? "grid-cols-3" : "grid-cols-2"}`}
          data-lists={team.decks.length}
          data-long={team.format && hasLongDecks(team.format) ? "" : undefined}
        >
          {team.decks.map((deck, index) => (
            <DeckList
              key={index}
              deck={deck}
              index={index}
              idPrefix={`${id}-`}
              minimumDeckSize={team.format ? findFormat(team.format)?.minimumDeckSize : undefined}
              cardLinks={NO_LINKS}
            />
          ))}
        </div>
      )}

      {team.pool && (
        <p className="text-sm">
          {organizer("sheetPool", {
            cards: team.pool.cards,
            sideboard:
              words.and(
                (team.pool.unassigned ?? team.pool.sideboard).map((entry) => `${entry.quantity} ${entry.name}`),
              ) || organizer("none"),
          })}
        </p>
      )}

      <div className={`grid gap-8 pt-2 ${team.players.length > 2 ? "grid-cols-3" : "grid-cols-2"}`}>
        {team.players.map((player, index) => (
          <div key={index}>
            <div className="h-9 border-b border-current" />
            <p className="text-sm">{organizer("signature", { player: words.deckName(index) })}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

/** One printed page per team for the judges' table; only in print (the page shows the table instead). */
export function RegistrationSheets({ report, event }: { report: BatchReport; event: EventDetails }) {
  return (
    <div className="hidden print:block" data-testid="registration-sheets">
      {report.teams.map((team) => (
        <RegistrationSheet key={team.index} team={team} report={report} event={event} total={report.teams.length} />
      ))}
    </div>
  );
}
