import type { TeamReport } from "@/lib/report/report";
import type { ReportWords } from "./report-words";

/**
 * The report's words on a team of three or four (docs/rules.md, Teams of three and four): the kind of team
 * event, each seat's letter (and a Trios seat's format), a Trios team's unified rules when every seat plays one
 * format (MTR 8.4), and a Giant's life and poison, for information.
 * Rows of the report's "about" list; nothing for a two-deck Giant that names no variant.
 */
export function TeamEventDetails({ report, words }: { report: TeamReport; words: ReportWords }) {
  const { t, deckName, formatName } = words;
  if (!report.variant) return null;
  const seats = report.seats?.map((seat, index) => {
    const format = report.decks[index]?.format;
    return format
      ? t("seatWithFormat", { seat, player: deckName(index), format: formatName(format) })
      : t("seat", { seat, player: deckName(index) });
  });
  return (
    <>
      <dt className="font-medium">{t("teamEvent")}</dt>
      <dd data-testid="team-event">{t(`variantNames.${report.variant}`)}</dd>
      {seats && (
        <>
          <dt className="font-medium">{t("seats")}</dt>
          <dd data-testid="seats">{seats.join(" · ")}</dd>
        </>
      )}
      {report.teamRules === "unified" && (
        <>
          <dt className="font-medium">{t("teamRule")}</dt>
          <dd data-testid="team-rules-unified">{t("teamRulesUnified", { format: formatName(report.format) })}</dd>
        </>
      )}
      {report.table && (
        <>
          <dt className="font-medium">{t("table")}</dt>
          <dd data-testid="table-numbers">
            {t("tableValue", { life: report.table.life, poison: report.table.poison })}
          </dd>
        </>
      )}
    </>
  );
}
