import Link from "next/link";
import type { PoolReport } from "@/lib/check/report";
import { plural } from "@/lib/legality/wording";
import { CardName, type CardLinks } from "./card-name";

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
  return (
    <section aria-labelledby="pool-heading" className="space-y-3" data-testid="pool">
      <h2 id="pool-heading" className="text-xl font-semibold">
        {pool ? "Shared sideboard" : "Team pool"}
      </h2>
      {pool ? <PoolContents pool={pool} cardLinks={cardLinks} /> : <NoPool editHref={editHref} />}
    </section>
  );
}

function PoolContents({ pool, cardLinks }: { pool: PoolReport; cardLinks: ReadonlyMap<string, CardLinks> }) {
  const left = count(pool.sideboard);
  return (
    <>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        The team&rsquo;s pool has {plural(pool.cards, "card")}
        {pool.allowed > 0 ? `, and the organizer allows ${plural(pool.allowed, "card")} more` : ""}. What neither main
        deck plays is the team&rsquo;s shared sideboard (MTR 9.6, CR 100.4c): {plural(left, "card")}.
      </p>
      {pool.sideboard.length > 0 && (
        <ul className="tabular columns-1 text-sm leading-relaxed sm:columns-2 lg:columns-3" data-testid="shared-sideboard">
          {pool.sideboard.map((entry) => (
            <li key={entry.name} className="break-inside-avoid break-words">
              <span className="inline-block w-8 text-right">{entry.quantity}</span> <CardName name={entry.name} links={cardLinks.get(entry.name) ?? entry} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NoPool({ editHref }: { editHref: string }) {
  return (
    <p className="text-sm" data-testid="pool-not-checked">
      The pool check was not run: no pool was given, so only deck sizes and card names were checked. To check that
      both decks come from the team&rsquo;s Sealed or Draft pool and see your shared sideboard,{" "}
      <Link href={editHref} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
        edit these lists
      </Link>
      , paste the pool under &ldquo;Team pool (Sealed/Draft)&rdquo; and check again.
    </p>
  );
}
