import Link from "next/link";
import type { PoolReport } from "@/lib/report/report";
import { useTranslations } from "next-intl";
import { CardName, type CardLinks } from "./card-name";
import { RovingCardNames } from "../ui/roving-card-names";
import { Section } from "../ui/section";
import { buttonClass } from "../ui/styles";

const count = (entries: PoolReport["sideboard"]) => entries.reduce((sum, entry) => sum + entry.quantity, 0);

/**
 * Limited: the team's pool as checked, with the shared sideboard (MTR 9.6, CR 100.4c), or, without a
 * pool, that the pool check was not run and how to run it.
 */
export function SharedSideboard({
  pool,
  editHref,
  cardLinks,
}: {
  pool: PoolReport | null;
  editHref: string;
  cardLinks: ReadonlyMap<string, CardLinks>;
}) {
  const t = useTranslations("report");
  return (
    <Section
      headingId="pool-heading"
      title={t(pool?.unassigned ? "unassigned" : pool ? "sharedSideboard" : "teamPool")}
      className="space-y-3"
      data-testid="pool"
    >
      <RovingCardNames keys={t("cardNamesKeys")} />
      {pool ? <PoolContents pool={pool} cardLinks={cardLinks} /> : <NoPool editHref={editHref} />}
    </Section>
  );
}

function PoolContents({ pool, cardLinks }: { pool: PoolReport; cardLinks: ReadonlyMap<string, CardLinks> }) {
  // Team Sealed shares no sideboard: what is left is what no player took (MTR 8.6).
  const entries = pool.unassigned ?? pool.sideboard;
  const left = count(entries);
  const t = useTranslations("report");
  return (
    <>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t(pool.unassigned ? "poolSummaryTeamSealed" : "poolSummary", {
          cards: pool.cards,
          allowed: pool.allowed,
          left,
        })}
      </p>
      {entries.length > 0 && (
        <ul
          className="tabular columns-1 text-sm leading-relaxed sm:columns-2 lg:columns-3"
          data-testid="shared-sideboard"
        >
          {entries.map((entry) => (
            <li key={entry.name} className="break-inside-avoid break-words">
              <span className="inline-block w-8 text-right">{entry.quantity}</span>{" "}
              <CardName name={entry.name} links={cardLinks.get(entry.name) ?? entry} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NoPool({ editHref }: { editHref: string }) {
  const t = useTranslations("report");
  return (
    <p className="text-sm" data-testid="pool-not-checked">
      {t.rich("noPool", {
        edit: (chunks) => (
          <Link href={editHref} className={`${buttonClass({ variant: "link" })} font-medium`}>
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
