import { FIELD } from "@/app/_lib/team-draft";
import { LIST_FIELD_PROPS, fieldClass } from "./deck-input";

const POOL_PLACEHOLDER = ["Deck", "3 Negate (MKM) 67", "1 Fire // Ice", "", "Sideboard", "2 Opt"].join("\n");

/**
 * The team's Sealed or Draft pool and the organizer's extras. Shown only while Limited is chosen, by CSS
 * (globals.css `.limited-only`), so it appears without JavaScript too; hidden, its text stays in the draft.
 */
export function PoolInput({ pool, allowed }: { pool: string; allowed: string }) {
  return (
    <fieldset className="limited-only min-w-0 space-y-3" data-testid="pool-fields">
      <legend className="text-lg font-semibold">Limited: the team&rsquo;s pool</legend>
      <p id="pool-help" className="text-sm text-neutral-600 dark:text-neutral-400">
        Paste everything the team opened or drafted, in any format (Arena, MTGO, sealeddeck.tech, Draftmancer, or one
        card per line); every section counts. Both main decks together may use each card as often as the pool has it,
        plus any number of Plains, Island, Swamp, Mountain and Forest (MTR 7.2); the rest is your shared sideboard.
        Leave it empty to check deck sizes and card names only.
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-1 md:col-span-2">
          <label htmlFor={FIELD.pool} className="block text-sm font-medium">
            Team pool (Sealed/Draft)
          </label>
          <textarea
            id={FIELD.pool}
            name={FIELD.pool}
            defaultValue={pool}
            rows={10}
            {...LIST_FIELD_PROPS}
            placeholder={POOL_PLACEHOLDER}
            aria-describedby="pool-help"
            className={`${fieldClass} min-h-40 font-mono text-sm leading-relaxed`}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={FIELD.allowed} className="block text-sm font-medium">
            Also allowed <span className="font-normal text-neutral-600 dark:text-neutral-400">(optional)</span>
          </label>
          <textarea
            id={FIELD.allowed}
            name={FIELD.allowed}
            defaultValue={allowed}
            rows={4}
            {...LIST_FIELD_PROPS}
            placeholder="1 Sol Ring"
            aria-describedby="allowed-help"
            className={`${fieldClass} font-mono text-sm leading-relaxed`}
          />
          <p id="allowed-help" className="text-sm text-neutral-600 dark:text-neutral-400">
            Cards the organizer lets the team play beyond the pool, such as a prerelease promo (MTR 7.2).
          </p>
        </div>
      </div>
    </fieldset>
  );
}
