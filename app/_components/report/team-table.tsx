import { useTranslations } from "next-intl";
import type { CardStatus, TeamCardRow, TeamReport } from "@/lib/report/report";
import { CardName, type CardLinks } from "./card-name";
import { ManaSymbols } from "../ui/mana-symbols";
import { manaCostOf } from "@/app/_lib/report/card-image";
import { StatusBadge } from "../ui/status-badge";
import { TableScroll } from "../ui/table-scroll";
import { useReportWords } from "./report-words";

const ORDER: Record<CardStatus, number> = { error: 0, warning: 1, ok: 2 };

const ROW_STYLE: Record<CardStatus, string> = {
  error: "bg-red-50 dark:bg-red-950/40",
  warning: "bg-amber-50 dark:bg-amber-950/40",
  ok: "",
};

function Quantity({ value }: { value: number }) {
  return value === 0 ? <span className="text-neutral-400 dark:text-neutral-600">0</span> : <>{value}</>;
}

/** The copies the team may play; under the tournament rule also that the card may sit in one deck only (MTR 8.4). */
function LimitCell({ row }: { row: TeamCardRow }) {
  const t = useTranslations("reportExtras");
  const report = useTranslations("report");
  if (row.oneDeck) return <>{row.limit === null ? t("oneDeck") : t("limitOneDeck", { limit: row.limit })}</>;
  if (row.limit !== null) return <>{row.limit}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{report("noLimit")}</span>
    </>
  );
}

/** Every card of the team, problem rows first; the table scrolls in its own box on narrow screens. */
export function TeamTable({ report, cardLinks }: { report: TeamReport; cardLinks: ReadonlyMap<string, CardLinks> }) {
  const rows = [...report.cards].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const { t, deckName } = useReportWords(report.decks.map((deck) => deck.name));
  // A team event's seat letter before each player's name (MTR 8.2).
  const names = report.decks.map((_, index) => {
    const seat = report.seats?.[index];
    return seat ? `${seat} · ${deckName(index)}` : deckName(index);
  });
  const th = "px-2 py-2 font-semibold sm:px-3";
  const td = "px-2 py-2 sm:px-3";
  return (
    <section aria-labelledby="team-heading" className="space-y-3">
      <h2 id="team-heading" className="text-xl font-semibold">
        {t("teamCards")}
      </h2>
      {rows.length > 0 && (
        <p className="text-sm text-neutral-600 sm:hidden dark:text-neutral-400 print:hidden">{t("swipe")}</p>
      )}
      {rows.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-400">{t("noCards")}</p>
      ) : (
        <TableScroll labelledBy="team-heading">
          <table className="tabular w-full border-collapse text-left text-sm" data-testid="team-table">
            <caption className="sr-only">{t("tableCaption")}</caption>
            <thead className="bg-neutral-50 dark:bg-neutral-900">
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
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.name}
                  data-status={row.status}
                  className={`border-b border-neutral-100 last:border-0 dark:border-neutral-800 ${ROW_STYLE[row.status]}`}
                >
                  <th scope="row" className={`${td} font-normal break-words`}>
                    <CardName name={row.name} links={cardLinks.get(row.name) ?? row} />{" "}
                    <ManaSymbols cost={manaCostOf(row)} />
                  </th>
                  {names.map((_, index) => (
                    <td key={index} className={`${td} text-right`}>
                      <Quantity value={row.quantities[index] ?? 0} />
                    </td>
                  ))}
                  <td className={`${td} text-right font-medium`}>{row.total}</td>
                  <td className={`${td} text-right whitespace-nowrap`}>
                    <LimitCell row={row} />
                  </td>
                  <td className={td}>
                    <StatusBadge status={row.status} compact />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
