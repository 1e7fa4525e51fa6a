import Link from "next/link";
import { useTranslations } from "next-intl";
import { findFormat } from "@/lib/formats";
import type { TeamReport } from "@/lib/check/report";
import type { SharedCheck } from "@/lib/share/encode";
import { RULESET_LABELS } from "@/app/_lib/team-form/labels";
import { formatDate, formatDateTime, formatLabel, isLimitedFormat } from "@/app/_lib/report/report-view";
import type { CardLinks } from "./card-name";
import { SECONDARY_BUTTON } from "../ui/styles";
import { CardPreviews } from "./card-previews";
import { DeckExport } from "./deck-export";
import { deckDisplayName } from "@/lib/check/deck-name";
import { CopyLinkButton } from "./copy-link-button";
import { DeckList } from "./deck-list";
import { HouseRulesDetails } from "./house-rules-details";
import { ProblemList } from "./problem-list";
import { SharedSideboard } from "./shared-sideboard";
import { TeamTable } from "./team-table";
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
  const cardLinks = new Map<string, CardLinks>([...report.cards, ...(report.pool?.sideboard ?? [])].map((card) => [card.name, card]));
  const layouts = Object.fromEntries(report.cards.map((row) => [row.name, row.layout]));
  const previews = Object.fromEntries([...cardLinks].map(([name, { layout, scryfallUrl, imageUrl, faces }]) => [name, { layout, scryfallUrl, imageUrl, faces }]));
  const dataDate = formatDate(report.cardData.updatedAt);
  const printT = useTranslations("cards.print");
  return (
    <article className="report space-y-8" aria-labelledby="verdict-heading">
      <CardPreviews cards={previews} />
      <div className="space-y-4">
        <Verdict report={report} original={original} />
        <nav aria-label="Report actions" className="flex flex-wrap gap-2 print:hidden">
          <Link href={editHref} className={secondaryLink}>
            Edit these lists
          </Link>
          <Link href="/" className={secondaryLink}>
            New check
          </Link>
          {printHref && (
            <Link href={printHref} className={secondaryLink} data-testid="print-lists">
              {printT("printLists")}
            </Link>
          )}
        </nav>
      </div>

      <section aria-labelledby="share-heading" className="space-y-2 print:hidden">
        <h2 id="share-heading" className="text-xl font-semibold">
          Link to this check
        </h2>
        {shareLink ? (
          <>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              The lists travel inside the link: anyone who opens it sees this report, checked again against the card
              data of that day.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <a
                href={shareLink}
                data-testid="share-link"
                className="block max-h-20 min-w-0 flex-1 overflow-y-auto rounded-md bg-neutral-100 px-3 py-2 font-mono text-xs break-all text-indigo-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-neutral-900 dark:text-indigo-300"
              >
                {shareLink}
              </a>
              <CopyLinkButton url={shareLink} />
            </div>
          </>
        ) : (
          <p className="text-sm">These lists are too long to fit in a link; this report cannot be shared as one.</p>
        )}
      </section>

      <ProblemList report={report} cardLinks={cardLinks} />

      {isLimitedFormat(report.format) && <SharedSideboard pool={report.pool} editHref={editHref} cardLinks={cardLinks} />}

      <TeamTable report={report} cardLinks={cardLinks} />

      <section aria-labelledby="decks-heading" className="space-y-3">
        <h2 id="decks-heading" className="text-xl font-semibold">
          The two lists as read
        </h2>
        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
          {report.decks.map((deck, index) => (
            <div key={index} className="space-y-3">
              <DeckList deck={deck} index={index} minimumDeckSize={findFormat(report.format)?.minimumDeckSize} cardLinks={cardLinks} />
              <DeckExport deck={deck} deckName={deckDisplayName(deck.name, index)} layouts={layouts} />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-heading" className="space-y-2 text-sm">
        <h2 id="about-heading" className="text-xl font-semibold">
          About this check
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">Format</dt>
          <dd>{formatLabel(report.format)}</dd>
          <dt className="font-medium">Team rule</dt>
          <dd>
            {isLimitedFormat(report.format)
              ? "None in Limited: both decks may play a card as often as the team's pool has it (MTR 9.6)."
              : `${RULESET_LABELS[report.ruleset].label}: ${RULESET_LABELS[report.ruleset].meaning}`}
          </dd>
          <HouseRulesDetails format={report.format} houseRules={report.houseRules ?? {}} />
          <dt className="font-medium">Rules</dt>
          <dd>{report.rulesVersion}</dd>
          <dt className="font-medium">Card data</dt>
          <dd>
            {report.cardData.source === "bulk" ? "Scryfall bulk data" : "Scryfall, live"}
            {dataDate ? `, as of ${dataDate}` : ""}
          </dd>
          <dt className="font-medium">Checked</dt>
          <dd>{formatDateTime(report.checkedAt)}</dd>
          {original.checkedAt && (
            <>
              <dt className="font-medium">Link made</dt>
              <dd>{formatDateTime(original.checkedAt)}</dd>
            </>
          )}
        </dl>
      </section>
    </article>
  );
}
