import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import type { TeamReport } from "@/lib/report/report";
import type { SharedCheck } from "@/lib/share/encode";
import { verdictChange } from "@/lib/check/verdict-change";
import {
  isLimitedFormat,
  verdictChangeText,
  verdictTone,
  verdictHeadline,
  warningsLine,
} from "@/app/_lib/report/report-view";
import { CommanderSummary } from "./commander-summary";
import { EventDateLine } from "./event-date-line";
import type { ReportWords } from "./report-words";

const TONES = {
  legal: "border-green-600 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950/40 dark:text-green-50",
  partly: "border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-500 dark:bg-amber-950/40 dark:text-amber-50",
  illegal: "border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/40 dark:text-red-50",
} as const;

/** The answer first: Legal or N problems, for which team, and anything that qualifies it. */
export function Verdict({
  report,
  original,
  words,
}: {
  report: TeamReport;
  original: SharedCheck;
  words: ReportWords;
}) {
  const { t } = words;
  const warnings = warningsLine(report.problems, t);
  const madeAt = words.dateTime(original.checkedAt);
  // A stored verdict that differs from today's: explained by a ban, the card data, or said to be forged.
  const changed =
    original.legal === undefined
      ? null
      : verdictChangeText(
          verdictChange(original.legal, report),
          { then: original.legal, now: report.legal, madeAt },
          t,
          (cards) => words.and(cards.map((card) => words.cardName(card))),
        );
  const tone = TONES[verdictTone(report)];
  // A team of three or four says "two decks on the team", not "both decks" (docs/rules.md, Teams of three and four).
  const many = report.decks.length > 2;
  return (
    <div className={`rounded-lg border-2 p-4 sm:p-6 ${tone}`} data-testid="verdict" data-legal={report.legal}>
      <p className="text-sm font-medium break-words">{words.title}</p>
      <h1 id="verdict-heading" className="mt-1 flex items-center gap-3 text-4xl font-bold tracking-tight sm:text-5xl">
        <span
          aria-hidden="true"
          className="inline-grid size-10 shrink-0 place-items-center rounded-full border-4 border-current text-2xl sm:size-12"
        >
          {report.legal ? "✓" : "✕"}
        </span>
        <span role="status">{verdictHeadline(report, t)}</span>
      </h1>
      {/* The event as the sheets and the organizer's table name it: the seats' formats, the table's life and poison. */}
      <p className="mt-2 text-sm break-words" data-testid="verdict-event">
        {words.event}
      </p>
      <EventDateLine report={report} />
      {/* Team Trios has no team rule: each seat's deck is checked alone in its own format (MTR 8.4)… */}
      {!isLimitedFormat(report.format) && report.variant !== "trios" && (
        <p className="mt-2 text-sm" data-testid="verdict-team-rule">
          <span className="font-medium">{t("teamRule")}:</span> {words.teamRuleName(report.ruleset)}
        </p>
      )}
      {/* …unless every seat plays one format: then Team Unified's rules apply (MTR 8.4). */}
      {report.teamRules === "unified" && (
        <p className="mt-2 text-sm" data-testid="verdict-team-rules-unified">
          {t("teamRulesUnified", { format: words.formatName(report.format) })}
        </p>
      )}
      {report.decks.some((deck) => deck.colorIdentity != null) && (
        <div className="mt-2 space-y-1">
          {report.decks.map(
            (deck, index) =>
              deck.colorIdentity != null && (
                <CommanderSummary
                  key={index}
                  deck={deck}
                  colorIdentity={deck.colorIdentity}
                  player={words.deckName(index)}
                />
              ),
          )}
        </div>
      )}
      {warnings && <p className="mt-2 font-medium">{t(report.legal ? "legalWith" : "also", { warnings })}</p>}
      {report.ruleset === "tournament" && !report.legal && report.alternate?.legal && (
        <p className="mt-2" data-testid="alternate">
          {t(many ? "alternateClassicLegalTeam" : "alternateClassicLegal", { copies: CLASSIC_TEAM_COPIES })}
        </p>
      )}
      {report.ruleset === "classic" && report.legal && report.alternate && !report.alternate.legal && (
        <p className="mt-2" data-testid="alternate">
          {t(many ? "alternateTournamentIllegalTeam" : "alternateTournamentIllegal")}
        </p>
      )}
      {!report.pool && isLimitedFormat(report.format) && (
        <p className="mt-2" data-testid="verdict-pool-not-checked">
          {t(many ? "poolNotCheckedTeam" : "poolNotChecked")}
        </p>
      )}
      {report.cardData.updatedAt === null && (
        <p className="mt-2 text-sm" data-testid="verdict-data-date-unknown">
          {t("dataDateUnknown")}
        </p>
      )}
      {changed && (
        <p className="mt-2 font-medium" data-testid="verdict-changed">
          {changed}
        </p>
      )}
    </div>
  );
}
