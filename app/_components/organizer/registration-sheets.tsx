import { useTranslations } from "next-intl";
import { fixWords } from "@/app/_lib/report/fix-words";
import { verdictOf, type BatchReport, type BatchTeamResult } from "@/lib/batch/report";
import { findFormat } from "@/lib/formats";
import type { Problem } from "@/lib/legality/problem";
import { teamLabel } from "@/app/_lib/organizer/batch-table";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { formatDate, formatDateTime, formatLabel, verdictHeadline, verdictTone, warningsLine } from "@/app/_lib/report/report-view";
import { RULESET_LABELS } from "@/app/_lib/team-form/labels";
import { isRuleset } from "@/app/_lib/team-form/team-draft";
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
function SheetProblem({ problem, withFix }: { problem: Problem; withFix: boolean }) {
  const fixT = useTranslations("cards.fix");
  return (
    <li data-code={problem.code} className={`border-l-4 pl-2 ${problem.severity === "error" ? "border-red-700" : "border-amber-500"}`}>
      <span className="font-semibold">{problem.severity === "error" ? "Problem" : "Warning"}:</span> {problem.message}
      {problem.suggestions.length > 0 && ` ${problem.code === "ambiguous-card" ? "It could be" : "Did you mean"}: ${problem.suggestions.join(", ")}?`}
      {withFix && problem.fix && ` ${fixT("label")} ${fixWords(problem.fix, fixT)}`}{" "}
      <cite className="not-italic">Rule: {problem.rule}</cite>
    </li>
  );
}

function verdictText(team: BatchTeamResult, partlyChecked: string): string {
  if (team.legal === null) return `Not checked: ${team.error?.message ?? "this team could not be read."}`;
  const warnings = warningsLine(team.problems);
  const verdict = { legal: team.legal, problems: team.problems };
  const headline = verdictTone(verdict) === "partly" ? partlyChecked : verdictHeadline(verdict);
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
  const t = useTranslations("reportExtras");
  const label = teamLabel(team);
  const id = `sheet-${team.index}`;
  const verdict = verdictOf(team);
  const eventLine = event && [event.name.trim() || "Two-Headed Giant event", formatDate(event.date)].filter(Boolean).join(" · ");
  const dataDate = formatDate(report.cardData.updatedAt);
  const details: [string, string][] = [
    ["Players", team.players.join(" & ")],
    ["Format", team.format ? `${formatLabel(team.format)} 2HG` : "—"],
    ["Team rule", isRuleset(team.ruleset) ? RULESET_LABELS[team.ruleset].label : "—"],
    ["Rules", report.rulesVersion],
    ["Card data", `${report.cardData.source === "bulk" ? "Scryfall bulk data" : "Scryfall, live"}${dataDate ? `, as of ${dataDate}` : ""}`],
    ["Checked", formatDateTime(report.checkedAt) ?? "—"],
  ];
  return (
    <section className="sheet space-y-3" aria-labelledby={`${id}-heading`} data-testid="registration-sheet">
      <div className="flex items-start justify-between gap-6">
        <div className="min-w-0 space-y-2">
          {eventLine && (
            <p className="text-sm">
              {eventLine} · Registration sheet {team.index + 1} of {total}
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
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(team.qr)}`} alt={`QR code of the link to ${label}'s report`} width={128} height={128} />
          ) : (
            <p className="text-xs">{team.link ? "The link is too long for a QR code." : "No link: the team was not checked."}</p>
          )}
          {team.qr && <figcaption className="text-xs">Scan to open this team&rsquo;s report</figcaption>}
        </figure>
      </div>

      <p className={`rounded border-2 px-2 py-1 text-lg font-bold ${verdict === "legal" ? "border-green-700" : "border-red-700"}`} data-verdict={verdict}>
        {verdictText(team, t("legalAsFarAsChecked"))}
      </p>

      {team.problems.length > 0 && (
        <ul className="space-y-1 text-[8.5pt] leading-snug" aria-label="Problems">
          {team.problems.map((problem, index) => (
            <SheetProblem key={`${problem.code}-${problem.card ?? ""}-${index}`} problem={problem} withFix={event === null} />
          ))}
        </ul>
      )}

      {team.decks && (
        <div className="grid grid-cols-2 gap-6">
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
          Team pool: {team.pool.cards} cards. Shared sideboard:{" "}
          {team.pool.sideboard.map((entry) => `${entry.quantity} ${entry.name}`).join(", ") || "none"}.
        </p>
      )}

      <div className="grid grid-cols-2 gap-8 pt-2">
        {team.players.map((player, index) => (
          <div key={index}>
            <div className="h-9 border-b border-current" />
            <p className="text-sm">Signature of {player}</p>
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
