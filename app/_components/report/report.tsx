import { boundedForPage } from "@/app/_lib/report/page-bound";
import { useTranslations } from "next-intl";
import { findFormat } from "@/lib/formats";
import type { TeamReport } from "@/lib/report/report";
import type { SharedCheck } from "@/lib/share/encode";
import { isLimitedFormat, reportSections } from "@/app/_lib/report/report-view";
import { Link, getPathname } from "@/i18n/navigation";
import { useReportWords } from "./report-words";
import type { CardLinks } from "./card-name";
import { Section } from "../ui/section";
import { buttonClass } from "../ui/styles";
import { CardPreviews } from "./card-previews";
import { DeckExport } from "./deck-export";
import { DeckList } from "./deck-list";
import { ProblemList } from "./problem-list";
import { SharedSideboard } from "./shared-sideboard";
import { TeamTable } from "./team-table";
import { AboutSection } from "./about-section";
import { SectionsNav } from "./sections-nav";
import { ShareSection } from "./share-section";
import { Verdict } from "./verdict";

const secondaryLink = buttonClass({ variant: "secondary" });

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
  // The page's team table and lists, bounded; the words, the downloads and the problems use the whole report.
  const page = boundedForPage(report);
  const cardLinks = new Map<string, CardLinks>(
    [...page.report.cards, ...(report.pool?.sideboard ?? []), ...(report.pool?.unassigned ?? [])].map((card) => [
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
  // The report's words, made once here and passed down (i18n/report-words.ts).
  const words = useReportWords(report);
  const { t } = words;
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
    // Team Sealed shares no sideboard (MTR 8.6): its section is the cards no player took, as the section names it.
    pool: (given) => t(given ? (report.pool?.unassigned ? "unassigned" : "sharedSideboard") : "teamPool"),
    team: t("teamCards"),
    deck: words.deckName,
    about: t("aboutHeading"),
  });
  return (
    <article className="report space-y-8" aria-labelledby="verdict-heading">
      <CardPreviews cards={previews} />
      <div className="space-y-4">
        <Verdict report={report} original={original} words={words} />
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

      <SectionsNav sections={sections} />

      <ShareSection shareLink={shareLink} />

      <ProblemList report={report} cardLinks={cardLinks} words={words} />

      {isLimitedFormat(report.format) && (
        <SharedSideboard
          pool={report.pool}
          editHref={getPathname({ href: editHref, locale: words.locale })}
          cardLinks={cardLinks}
        />
      )}

      <TeamTable report={page.report} hiddenRows={page.hiddenRows} cardLinks={cardLinks} words={words} />

      <Section headingId="decks-heading" title={listsHeading} className="space-y-3">
        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
          {report.decks.map((deck, index) => (
            <div key={index} className="space-y-3">
              <DeckList
                deck={page.report.decks[index]!}
                hiddenEntries={page.hiddenEntries[index]}
                index={index}
                minimumDeckSize={findFormat(report.format)?.minimumDeckSize}
                cardLinks={cardLinks}
              />
              <DeckExport deck={deck} deckName={words.deckName(index)} layouts={layouts} />
            </div>
          ))}
        </div>
      </Section>

      <AboutSection report={report} words={words} madeAt={madeAt} />
    </article>
  );
}
