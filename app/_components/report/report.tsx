import { useTranslations } from "next-intl";
import { findFormat } from "@/lib/formats";
import type { TeamReport } from "@/lib/report/report";
import type { SharedCheck } from "@/lib/share/encode";
import { isLimitedFormat, reportSections } from "@/app/_lib/report/report-view";
import { Link, getPathname } from "@/i18n/navigation";
import { useReportWords } from "./report-words";
import type { CardLinks } from "./card-name";
import { SECONDARY_BUTTON } from "../ui/styles";
import { CardPreviews } from "./card-previews";
import { DeckExport } from "./deck-export";
import { CopyLinkButton } from "./copy-link-button";
import { DeckList } from "./deck-list";
import { HouseRulesDetails } from "./house-rules-details";
import { ProblemList } from "./problem-list";
import { SharedSideboard } from "./shared-sideboard";
import { TeamTable } from "./team-table";
import { TeamEventDetails } from "./team-event-details";
import { Verdict } from "./verdict";

const secondaryLink = SECONDARY_BUTTON;

export function Report({
  report,
  original,
  shareLink,
  editHref,
  printHref,
}: {
  report: TeamReport;
  original: SharedCheck;
  /** Absolute URL of this check, or null when the lists are too long for a link. */
  shareLink: string | null;
  editHref: string;
  /** The printable registration sheet of this check; null when the lists do not fit in a link. */
  printHref: string | null;
}) {
  const cardLinks = new Map<string, CardLinks>(
    [...report.cards, ...(report.pool?.sideboard ?? []), ...(report.pool?.unassigned ?? [])].map((card) => [
      card.name,
      card,
    ]),
  );
  const layouts = Object.fromEntries(report.cards.map((row) => [row.name, row.layout]));
  const previews = Object.fromEntries(
    [...cardLinks].map(([name, { layout, scryfallUrl, imageUrl, faces }]) => [
      name,
      { layout, scryfallUrl, imageUrl, faces },
    ]),
  );
  const words = useReportWords(
    report.decks.map((deck) => deck.name),
    report.decks,
  );
  const { t, formats } = words;
  const dataDate = words.date(report.cardData.updatedAt);
  const source = t(report.cardData.source === "bulk" ? "sourceBulk" : "sourceLive");
  const madeAt = original.checkedAt ? words.dateTime(original.checkedAt) : null;
  const printT = useTranslations("cards.print");
  // A team of three or four says how many lists it has; two stay "the two lists" (docs/rules.md, Teams of three and four).
  const count = report.decks.length;
  const listsHeading = count > 2 ? t("listsHeadingMany", { count }) : t("listsHeading");
  const fixT = useTranslations("cards.fix");
  // Links to the report's sections: a long Commander report is a page to move around in.
  const sections = reportSections(report, {
    verdict: t("verdictSection"),
    problems: t("problemsHeading"),
    plan: fixT("planTitle"),
    pool: (given) => t(given ? "sharedSideboard" : "teamPool"),
    team: t("teamCards"),
    deck: words.deckName,
    about: t("aboutHeading"),
  });
  return (
    <article className="report space-y-8" aria-labelledby="verdict-heading">
      <CardPreviews cards={previews} />
      <div className="space-y-4">
        <Verdict report={report} original={original} />
        <nav aria-label={t("actions")} className="flex flex-wrap gap-2 print:hidden">
          <Link href={editHref} className={secondaryLink}>
            {t("editLists")}
          </Link>
          <Link href="/" className={secondaryLink}>
            {t("newCheck")}
          </Link>
          {printHref && (
            <Link href={printHref} className={secondaryLink} data-testid="print-lists">
              {count > 2 ? printT("printListsMany", { count }) : printT("printLists")}
            </Link>
          )}
        </nav>
      </div>

      <nav
        aria-labelledby="sections-label"
        className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm print:hidden"
        data-testid="report-sections"
      >
        <span id="sections-label" className="font-semibold text-neutral-700 dark:text-neutral-300">
          {t("onThisPage")}
        </span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {sections.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="share-heading" className="space-y-2 print:hidden">
        <h2 id="share-heading" className="text-xl font-semibold">
          {t("linkHeading")}
        </h2>
        {shareLink ? (
          <>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t("linkHelp")}</p>
            {/* A compact control: Copy link first; the long URL is there to open or select, folded away. */}
            <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
              <CopyLinkButton url={shareLink} />
              <details className="min-w-0 flex-1 text-sm">
                <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">
                  {t("showLink")}
                </summary>
                <a
                  href={shareLink}
                  aria-label={t("linkName")}
                  data-testid="share-link"
                  className="mt-2 block max-h-20 overflow-y-auto rounded-md bg-neutral-100 px-3 py-2 font-mono text-xs break-all text-indigo-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-neutral-900 dark:text-indigo-300"
                >
                  {shareLink}
                </a>
              </details>
            </div>
          </>
        ) : (
          <p className="text-sm">{t("linkTooLong")}</p>
        )}
      </section>

      <ProblemList report={report} cardLinks={cardLinks} />

      {isLimitedFormat(report.format) && (
        <SharedSideboard
          pool={report.pool}
          editHref={getPathname({ href: editHref, locale: words.locale })}
          cardLinks={cardLinks}
        />
      )}

      <TeamTable report={report} cardLinks={cardLinks} />

      <section aria-labelledby="decks-heading" className="space-y-3">
        <h2 id="decks-heading" className="text-xl font-semibold">
          {listsHeading}
        </h2>
        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
          {report.decks.map((deck, index) => (
            <div key={index} className="space-y-3">
              <DeckList
                deck={deck}
                index={index}
                minimumDeckSize={findFormat(report.format)?.minimumDeckSize}
                cardLinks={cardLinks}
              />
              <DeckExport deck={deck} deckName={words.deckName(index)} layouts={layouts} />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-heading" className="space-y-2 text-sm">
        <h2 id="about-heading" className="text-xl font-semibold">
          {t("aboutHeading")}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <TeamEventDetails report={report} />
          {/* A Trios team has a format per seat (the seats above) and no team rule (MTR 8.4). */}
          {report.variant !== "trios" && (
            <>
              <dt className="font-medium">{t("format")}</dt>
              <dd>{words.formatName(report.format)}</dd>
              <dt className="font-medium">{t("teamRule")}</dt>
              <dd>
                {isLimitedFormat(report.format)
                  ? t("noTeamRule")
                  : `${formats(report.ruleset)}: ${formats(`${report.ruleset}Meaning`)}`}
              </dd>
            </>
          )}
          <HouseRulesDetails format={report.format} houseRules={report.houseRules ?? {}} />
          <dt className="font-medium">{t("rules")}</dt>
          <dd>{words.rulesVersion(report.rulesVersion)}</dd>
          <dt className="font-medium">{t("cardData")}</dt>
          <dd data-testid="card-data-date">
            {dataDate ? t("asOf", { source, date: dataDate }) : t("dateUnknown", { source })}
          </dd>
          <dt className="font-medium">{t("checked")}</dt>
          <dd>{words.dateTime(report.checkedAt)}</dd>
          {madeAt && (
            <>
              <dt className="font-medium">{t("linkMade")}</dt>
              <dd>{madeAt}</dd>
            </>
          )}
        </dl>
      </section>
    </article>
  );
}
