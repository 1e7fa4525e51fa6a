import { useFormatter, useTranslations, type Messages } from "next-intl";
import { FORMAT_IDS } from "@/lib/formats";
import { MAX_BATCH_BYTES, MAX_BATCH_TEAMS } from "@/lib/batch/limits";
import { HOUSE_RULE_NAMES } from "@/lib/input/house-rules/names";
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import { MAX_DECKS, MIN_DECKS } from "@/lib/variants";
import { Section } from "../ui/section";

// Meanings are "organizer" messages; their numbers are the constants that decide them.
const LIMITS = { maxTeams: MAX_BATCH_TEAMS, maxMb: MAX_BATCH_BYTES / 1_000_000 };
const NUMBERS = {
  copies: CLASSIC_TEAM_COPIES,
  min: MIN_DECKS,
  giantMax: MAX_DECKS.giant,
  unifiedMax: MAX_DECKS.unified,
};
const COLUMNS: { name: string; needed: boolean; meaning: keyof Messages["organizer"] }[] = [
  { name: "team", needed: true, meaning: "colHelpTeam" },
  { name: "player1", needed: true, meaning: "colHelpPlayer1" },
  { name: "list1", needed: true, meaning: "colHelpList1" },
  { name: "player2", needed: true, meaning: "colHelpPlayer2" },
  { name: "list2", needed: true, meaning: "colHelpList2" },
  { name: "format", needed: true, meaning: "colHelpFormat" },
  { name: "ruleset", needed: false, meaning: "colHelpRuleset" },
  { name: "pool", needed: false, meaning: "colHelpPool" },
  // Teams of three and four (docs/rules.md, Teams of three and four).
  { name: "player3, list3, player4, list4", needed: false, meaning: "colHelpMorePlayers" },
  { name: "variant", needed: false, meaning: "colHelpVariant" },
  { name: "format1, format2, format3", needed: false, meaning: "colHelpSeatFormats" },
];

/** What each column of the batch CSV means: the page's reference, beside the sample file. */
export function CsvColumns() {
  const t = useTranslations("organizer");
  const commander = useTranslations("commander");
  const format = useFormatter();
  const columns = [
    ...COLUMNS.map((column) => ({
      ...column,
      meaning: t(column.meaning, { ...NUMBERS, formats: format.list(FORMAT_IDS, { type: "disjunction" }) }),
    })),
    ...HOUSE_RULE_NAMES.map((name) => ({ name, needed: false, meaning: commander(`csvColumns.${name}`) })),
  ];
  return (
    <Section
      id="csv-columns"
      headingId="csv-columns-heading"
      title={t("columnsHeading")}
      className="space-y-3 print:hidden"
    >
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t("columnsHelp", LIMITS)}</p>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {columns.map((column) => (
          <div key={column.name} className="contents">
            <dt>
              <code className="rounded bg-neutral-100 px-1 font-semibold dark:bg-neutral-800">{column.name}</code>{" "}
              <span className="text-neutral-600 dark:text-neutral-400">
                {t(column.needed ? "needed" : "optionalColumn")}
              </span>
            </dt>
            <dd className="break-words">{column.meaning}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
