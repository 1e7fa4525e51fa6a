// A team's printed registration sheet, beside the report it prints: the organizer prints one per team of a
// batch (app/_components/organizer/registration-sheets.tsx), a team its own from its report (/check/print).
import { useLocale, useTranslations } from "next-intl";
import { eventDayName } from "@/i18n/event-date";
import type { Locale } from "@/i18n/locales";
import { verdictOf, type BatchReport, type BatchTeamResult } from "@/lib/batch/report";
import { findFormat } from "@/lib/formats";
import { teamLabel } from "@/app/_lib/organizer/batch-table";
import type { EventDetails } from "@/app/_lib/organizer/organizer-draft";
import { groupProblems, hasLongDecks } from "@/app/_lib/report/report-view";
import { isRuleset } from "@/app/_lib/team-form/team-draft";
import { useReportWords, type ReportWords } from "./report-words";
import type { CardLinks } from "./card-name";
import { DeckList } from "./deck-list";
import { SheetHeader } from "./sheet-header";
import { SheetProblem, verdictText } from "./sheet-problem";

/**
 * The team rule, where the team has one to choose: Team Trios has none (MTR 8.4), unless every seat plays one
 * format and Team Unified's rules apply; Limited has none (MTR 9.6). Named as the form named it.
 */
function teamRuleRow(team: BatchTeamResult, words: ReportWords): [string, string][] {
  if (team.teamRules === "unified" && team.format)
    return [[words.t("teamRule"), words.t("teamRulesUnified", { format: words.formatName(team.format) })]];
  if (team.variant === "trios" || !isRuleset(team.ruleset) || findFormat(team.format ?? "")?.kind === "limited")
    return [];
  return [[words.t("teamRule"), words.teamRuleName(team.ruleset)]];
}

// Printed sheets carry no links: card names print as text.
const NO_LINKS = new Map<string, CardLinks>();

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
  report: Pick<BatchReport, "cardData" | "rulesVersion" | "checkedAt" | "eventDate">;
  event: EventDetails | null;
  total: number;
}) {
  const words = useReportWords({
    decks: team.decks ?? team.players.map((name) => ({ name })),
    format: team.format,
    variant: team.variant,
    seatFormats: team.seatFormats,
  });
  const { t } = words;
  const organizer = useTranslations("organizer");
  const eventDate = useTranslations("eventDate");
  const locale = useLocale() as Locale;
  const label = teamLabel(team, words.teamNumber);
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
    // The event as the screen names it: a Trios team's seats, a Giant's life and poison (i18n/team-title.ts).
    [t("event"), words.event || "—"],
    ...teamRuleRow(team, words),
    // The day the verdict is for (docs/rules.md, Legal on a date): the event's, or the day of the check.
    [eventDate("sheetLabel"), eventDayName(locale, report.eventDate)],
    [t("rules"), words.rulesVersion(report.rulesVersion)],
    // Every printed page states the card data's date, or that it is unknown, as the screen does.
    [t("cardData"), dataDate ? t("asOf", { source, date: dataDate }) : t("dateUnknown", { source })],
    [t("checked"), words.dateTime(report.checkedAt) ?? "—"],
  ];
  return (
    <section className="sheet space-y-3" aria-labelledby={`${id}-heading`} data-testid="registration-sheet">
      <SheetHeader team={team} id={id} label={label} eventLine={eventLine || null} total={total} details={details} />
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
