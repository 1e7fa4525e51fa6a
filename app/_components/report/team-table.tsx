import { useTranslations } from "next-intl";
import type { CardStatus, TeamReport } from "@/lib/report/report";
import { hasLongDecks } from "@/app/_lib/report/report-view";
import { MAX_TABLE_ROWS } from "@/app/_lib/report/page-bound";
import type { CardLinks } from "./card-name";
import { TeamTableRow } from "./team-table-row";
import { RovingCardNames } from "../ui/roving-card-names";
import { TableScroll } from "../ui/table-scroll";
import { Section } from "../ui/section";
import type { ReportWords } from "./report-words";

const ORDER: Record<CardStatus, number> = { error: 0, warning: 1, ok: 2 };

/**
 * Every card of the team, problem rows first. On a narrow screen each row is a card of its own, every value
 * labelled; for 100-card decks only the rows with a problem show until "Show all cards" is checked, which
 * works without JavaScript (a checkbox and CSS). On paper only the problem rows print (the lists below hold
 * every card), so that a team's report fits two A4 pages.
 */
interface TeamTableProps {
  report: TeamReport;
  /** Rows the page leaves out (app/_lib/report/page-bound.ts), counted below the table. */
  hiddenRows?: number;
  cardLinks: ReadonlyMap<string, CardLinks>;
  /** The report's words, made once by the report (report.tsx). */
  words: ReportWords;
}

export function TeamTable({ report, hiddenRows = 0, cardLinks, words }: TeamTableProps) {
  const rows = [...report.cards].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const { t, deckName, written } = words;
  const extras = useTranslations("reportExtras");
  // A team event's seat letter before each player's name (MTR 8.2).
  const names = report.decks.map((_, index) => {
    const seat = report.seats?.[index];
    return seat ? `${seat} · ${deckName(index)}` : deckName(index);
  });
  const problemRows = rows.filter((row) => row.status !== "ok").length;
  // Long decks list mostly cards that are fine: their table opens on its problem rows (2HG Commander).
  const longDecks = hasLongDecks(report.format);
  const filtered = longDecks && problemRows < rows.length;
  // A team of three or four on a phone: a card per row is screens of "OK" rows; it opens on its problem rows too.
  const phoneFiltered = !filtered && report.decks.length > 2 && problemRows < rows.length;
  // On paper the table keeps its problem rows only: every card is in the lists printed below it.
  const printFiltered = problemRows > 0 && problemRows < rows.length;
  const perDeck = report.ruleset === "open";
  const th = "px-2 py-2 font-semibold sm:px-3";
  // Below sm a cell is a labelled line of its row's card: "Team 2". Written once on the table, not on each of
  // a long table's thousands of cells (app/_lib/report/page-bound.ts).
  const cells =
    "[&_td]:px-2 [&_td]:py-1 sm:[&_td]:px-3 sm:[&_td]:py-2 max-sm:[&_td]:flex max-sm:[&_td]:justify-between max-sm:[&_td]:gap-3 max-sm:[&_td]:before:font-medium max-sm:[&_td]:before:content-[attr(data-label)] max-sm:[&_td[data-zero]]:hidden";
  const shown = filtered
    ? "hidden group-has-[input.show-all:checked]/team:table-row max-sm:group-has-[input.show-all:checked]/team:block"
    : phoneFiltered
      ? "max-sm:hidden max-sm:group-has-[input.show-all:checked]/team:block"
      : "max-sm:block";
  return (
    <Section headingId="team-heading" title={t("teamCards")} className="group/team space-y-3">
      {(filtered || phoneFiltered) && (
        <p
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm print:hidden ${phoneFiltered ? "sm:hidden" : ""}`}
        >
          <span className="group-has-[input.show-all:checked]/team:hidden" data-testid="problem-rows-only">
            {extras("problemRowsOnly", { count: problemRows, total: rows.length })}
          </span>
          <label className="inline-flex items-center gap-2 font-medium">
            <input type="checkbox" className="show-all size-4" data-testid="show-all-cards" />
            {extras("showAllCards", { count: rows.length })}
          </label>
        </p>
      )}
      {printFiltered && (
        <p className="hidden text-sm print:block" data-testid="problem-rows-printed">
          {extras("problemRowsPrinted", { count: problemRows, total: rows.length })}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-400">{t("noCards")}</p>
      ) : (
        <TableScroll labelledBy="team-heading">
          {/* One tab stop for the table's card names, arrow keys between them: 145 rows in 2HG Commander. */}
          <RovingCardNames keys={t("cardNamesKeys")} />
          <table
            className={`tabular w-full border-collapse text-left text-sm max-sm:block ${cells}`}
            data-testid="team-table"
          >
            <caption className="sr-only">{t("tableCaption")}</caption>
            <thead className="bg-neutral-50 max-sm:sr-only dark:bg-neutral-900">
              <tr className="border-b border-neutral-200 dark:border-neutral-800">
                <th scope="col" className={`${th} min-w-28 sm:min-w-40`}>
                  {t("card")}
                </th>
                {names.map((name, index) => (
                  <th key={index} scope="col" className={`${th} text-right`}>
                    {/* Long names are cut visually; the whole name stays in the text for screen readers. */}
                    <span className="ml-auto block max-w-20 truncate sm:max-w-32" title={name}>
                      {name}
                    </span>
                  </th>
                ))}
                <th scope="col" className={`${th} text-right`}>
                  {t("team")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("limit")}
                </th>
                <th scope="col" className={th}>
                  {t("status")}
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block max-sm:space-y-2 max-sm:p-2">
              {rows.map((row) => (
                <TeamTableRow
                  key={row.name}
                  row={row}
                  names={names}
                  written={written(row.name)}
                  cardLinks={cardLinks}
                  perDeck={perDeck}
                  printFiltered={printFiltered}
                  shown={shown}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {hiddenRows > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="rows-not-shown">
          {extras("rowsNotShown", { count: hiddenRows, shown: MAX_TABLE_ROWS })}
        </p>
      )}
    </Section>
  );
}
