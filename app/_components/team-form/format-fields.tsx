import type { TeamDraft } from "@/app/_lib/team-form/team-draft";
import { CommanderFields } from "./commander-fields";
import { PoolInput } from "./pool-input";

/** The fields one kind of format adds, each shown by CSS only with its format: Limited's pool, Commander's house rules. */
export function FormatFields({ initial }: { initial: TeamDraft }) {
  return (
    <>
      <PoolInput pool={initial.pool} allowed={initial.allowed} />
      <CommanderFields initial={initial} />
    </>
  );
}
