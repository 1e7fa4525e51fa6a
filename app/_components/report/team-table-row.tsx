// One card's row of the team table: its name as the lists wrote it, each deck's copies, the team's total,
// the limit and the status. On a narrow screen the row is a card of its own, every value labelled.
import { useTranslations } from "next-intl";
import type { CardStatus, TeamCardRow } from "@/lib/report/report";
import { manaCostOf } from "@/app/_lib/report/card-image";
import { WrittenCardName, type CardLinks } from "./card-name";
import { ManaSymbols } from "../ui/mana-symbols";
import { StatusBadge } from "../ui/status-badge";

const ROW_STYLE: Record<CardStatus, string> = {
  error: "bg-red-50 dark:bg-red-950/40",
  warning: "bg-amber-50 dark:bg-amber-950/40",
  ok: "",
};

function Quantity({ value }: { value: number }) {
  return value === 0 ? <span className="text-neutral-400 dark:text-neutral-600">0</span> : <>{value}</>;
}

/** The copies the team may play; under the tournament rule also that the card may sit in one deck only (MTR 8.4). */
function LimitCell({ row, perDeck }: { row: TeamCardRow; perDeck: boolean }) {
  const t = useTranslations("reportExtras");
  const report = useTranslations("report");
  if (row.oneDeck) return <>{row.limit === null ? t("oneDeck") : t("limitOneDeck", { limit: row.limit })}</>;
  // Under the open rule the limit is each deck's own (CR 903.5b): a team total above it is no problem.
  if (row.limit !== null) return <>{perDeck ? t("limitPerDeck", { limit: row.limit }) : row.limit}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{report("noLimit")}</span>
    </>
  );
}

interface RowProps {
  row: TeamCardRow;
  /** The column heading of each deck ("A · Alice"), each value's label on a narrow screen. */
  names: readonly string[];
  /** The names the lists wrote for the card. */
  written: readonly string[];
  cardLinks: ReadonlyMap<string, CardLinks>;
  perDeck: boolean;
  printFiltered: boolean;
  /** Classes that show an ok row (hidden when a long table opens on its problem rows). */
  shown: string;
}

export function TeamTableRow({ row, names, written, cardLinks, perDeck, printFiltered, shown }: RowProps) {
  const t = useTranslations("report");
  return (
    <tr
      key={row.name}
      data-status={row.status}
      data-print={row.status === "ok" && printFiltered ? "hidden" : undefined}
      className={`border-b border-neutral-100 last:border-0 max-sm:rounded-md max-sm:border max-sm:py-1 dark:border-neutral-800 ${ROW_STYLE[row.status]} ${row.status === "ok" ? shown : "max-sm:block"}`}
    >
      <th scope="row" className="px-2 py-2 font-normal break-words max-sm:block sm:px-3">
        <WrittenCardName name={row.name} written={written} links={cardLinks.get(row.name) ?? row} />{" "}
        <ManaSymbols cost={manaCostOf(row)} />
      </th>
      {names.map((name, index) => (
        // On a phone a deck without the card is left out of the row's card (team-table.tsx): four decks make long cards.
        <td key={index} className="sm:text-right" data-label={name} data-zero={row.quantities[index] ? undefined : ""}>
          <Quantity value={row.quantities[index] ?? 0} />
        </td>
      ))}
      <td className="font-medium sm:text-right" data-label={t("team")}>
        {row.total}
      </td>
      <td className="sm:text-right sm:whitespace-nowrap" data-label={t("limit")}>
        <span>
          <LimitCell row={row} perDeck={perDeck} />
        </span>
      </td>
      <td data-label={t("status")}>
        <StatusBadge status={row.status} />
      </td>
    </tr>
  );
}
