import { useTranslations } from "next-intl";
import { FORMAT_IDS } from "@/lib/formats";
import { HOUSE_RULE_NAMES } from "@/lib/house-rules";

const COLUMNS: { name: string; needed: boolean; meaning: string }[] = [
  { name: "team", needed: true, meaning: "The team's name, as it appears on its sheet and in the results." },
  { name: "player1", needed: true, meaning: "The first player's name." },
  { name: "list1", needed: true, meaning: "The first player's decklist: one cell in quotes, one card per line, in any export format the home page reads." },
  { name: "player2", needed: true, meaning: "The second player's name." },
  { name: "list2", needed: true, meaning: "The second player's decklist." },
  { name: "format", needed: true, meaning: `One of ${FORMAT_IDS.join(", ")}.` },
  { name: "ruleset", needed: false, meaning: "tournament (the default: no card in both decks, MTR 8.4) or classic (at most four copies combined)." },
  { name: "pool", needed: false, meaning: "Limited only: the team's Sealed or Draft pool, as a list." },
];

/** What each column of the batch CSV means: the page's reference, beside the sample file. */
export function CsvColumns() {
  const t = useTranslations("commander");
  const columns = [...COLUMNS, ...HOUSE_RULE_NAMES.map((name) => ({ name, needed: false, meaning: t(`csvColumns.${name}`) }))];
  return (
    <section id="csv-columns" aria-labelledby="csv-columns-heading" className="space-y-3 print:hidden">
      <h2 id="csv-columns-heading" className="text-xl font-semibold">
        The CSV columns
      </h2>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        The first row names the columns, in any order and any case (&ldquo;Player 1&rdquo; is player1); other columns
        are left alone, so an export with e-mail addresses or table numbers works as it is. Cells may be separated by
        commas, semicolons or tabs. Empty rows are skipped; a row that cannot be checked gets its own message and never
        stops the others. At most 500 teams and 20 MB.
      </p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {columns.map((column) => (
          <div key={column.name} className="contents">
            <dt>
              <code className="rounded bg-neutral-100 px-1 font-semibold dark:bg-neutral-800">{column.name}</code>{" "}
              <span className="text-neutral-600 dark:text-neutral-400">{column.needed ? "needed" : "optional"}</span>
            </dt>
            <dd className="break-words">{column.meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
