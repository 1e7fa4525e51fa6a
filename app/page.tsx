import { PoolInput } from "@/app/_components/team-form/pool-input";
import { TeamForm } from "@/app/_components/team-form/team-form";
import { decodeShare } from "@/lib/share/decode";
import { emptyDraft, sharedToDraft } from "@/app/_lib/team-form/team-draft";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const { d } = await searchParams;
  const link = typeof d === "string" ? decodeShare(d) : null;
  const initial = link?.success ? sharedToDraft(link.data) : emptyDraft();
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Check a Two-Headed Giant team</h1>
        <p className="max-w-3xl text-neutral-700 dark:text-neutral-300">
          Paste both players&rsquo; decklists and pick the format. You get every problem at once, a table of the
          team&rsquo;s cards with their limits, and a link that reopens the check for your teammate or the judge.
        </p>
      </div>
      {link && !link.success && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          {link.error} Your last draft on this device is shown instead.
        </p>
      )}
      <TeamForm
        initial={initial}
        fromLink={Boolean(link?.success)}
        poolFields={<PoolInput pool={initial.pool} allowed={initial.allowed} />}
      />
    </div>
  );
}
