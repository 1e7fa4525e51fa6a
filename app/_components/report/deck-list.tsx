import type { DeckReport, ReportEntry } from "@/lib/report/report";
import { useTranslations } from "next-intl";
import { manaCostOf } from "@/app/_lib/report/card-image";
import { ManaSymbols } from "../ui/mana-symbols";
import { WrittenCardName, type CardLinks } from "./card-name";
import { useReportWords } from "./report-words";
import { CommanderSummary } from "./commander-summary";
import { RovingCardNames } from "../ui/roving-card-names";
import { HELP_TEXT } from "../ui/styles";
import { DeckSourceLine } from "./deck-source";

// Labels are the "report" messages of the same names.
const ZONES: {
  key: "main" | "sideboard" | "commander" | "companion";
  label: "mainDeck" | "sideboard" | "commander" | "companion";
}[] = [
  { key: "main", label: "mainDeck" },
  { key: "sideboard", label: "sideboard" },
  { key: "commander", label: "commander" },
  { key: "companion", label: "companion" },
];

const count = (entries: readonly ReportEntry[]) => entries.reduce((sum, entry) => sum + entry.quantity, 0);

/** One deck as it was read: counts per zone, every entry, and the lines that were left out and why. */
export function DeckList({
  deck,
  hiddenEntries = 0,
  index,
  minimumDeckSize,
  cardLinks,
  idPrefix = "",
}: {
  deck: DeckReport;
  /** Entries the page leaves out (app/_lib/report/page-bound.ts), counted after the list. */
  hiddenEntries?: number;
  index: number;
  minimumDeckSize: number | undefined;
  cardLinks: ReadonlyMap<string, CardLinks>;
  /** Keeps ids unique where several teams' decks share a page (printed registration sheets). */
  idPrefix?: string;
}) {
  const t = useTranslations("report");
  const extras = useTranslations("reportExtras");
  const { deckName, lineReason } = useReportWords(
    Array.from({ length: index + 1 }, (_, at) => (at === index ? deck.name : undefined)),
  );
  const zones = ZONES.filter((zone) => zone.key === "main" || deck[zone.key].length > 0);
  // A Commander deck's size counts its commanders too (CR 903.5a): its summary says so, not a main-deck minimum.
  const mainMinimum = deck.colorIdentity == null ? minimumDeckSize : undefined;
  const headingId = `${idPrefix}deck-${index}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3" data-testid={`deck-${index}`}>
      <h3 id={headingId} className="text-lg font-semibold break-words">
        {deckName(index)}
      </h3>
      {deck.source && <DeckSourceLine source={deck.source} />}
      {deck.colorIdentity != null && <CommanderSummary deck={deck} colorIdentity={deck.colorIdentity} />}
      <p className="tabular text-sm text-neutral-700 dark:text-neutral-300" data-zone-counts>
        {zones
          .map((zone) =>
            zone.key === "main" && mainMinimum
              ? t("mainCount", { count: deck.mainCount, minimum: mainMinimum })
              : t("zoneCount", { zone: t(zone.label), count: count(deck[zone.key]) }),
          )
          .join(" · ")}
      </p>
      {/* The whole list, every zone, is one tab stop: arrow keys move between its card names. */}
      <RovingCardNames keys={t("cardNamesKeys")} />
      {zones.map((zone) => (
        <div key={zone.key} data-zone={zone.key}>
          <h4 className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
            {t(zone.label)} ({count(deck[zone.key])})
          </h4>
          {deck[zone.key].length === 0 ? (
            <p className={HELP_TEXT}>{t("noZoneCards")}</p>
          ) : (
            <ul className="tabular text-sm leading-relaxed">
              {deck[zone.key].map((entry) => (
                <li key={entry.name} className="break-words">
                  <span className="inline-block w-8 text-right">{entry.quantity}</span>{" "}
                  <WrittenCardName name={entry.name} written={entry.written} links={cardLinks.get(entry.name)} />{" "}
                  <ManaSymbols cost={manaCostOf(cardLinks.get(entry.name))} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {hiddenEntries > 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="entries-not-shown">
          {extras("entriesNotShown", { count: hiddenEntries })}
        </p>
      )}
      {deck.ignored.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">
            {t("notCounted", { count: deck.ignored.length })}
          </h4>
          <ul className="ignored-lines space-y-1 text-sm">
            {deck.ignored.map((line) => (
              <li key={line.line} className="break-words">
                <span className="text-neutral-600 dark:text-neutral-400">{t("lineNumber", { line: line.line })}</span>{" "}
                <code className="rounded bg-neutral-100 px-1 break-all dark:bg-neutral-800">{line.text}</code>
                <span className="text-neutral-600 dark:text-neutral-400"> — {lineReason(line.why)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
