import type { Format, Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import type { Problem } from "./problem";
import type { ResolvedDeck, TeamCard } from "./team-cards";
import type { TeamPool } from "./team-pool";
import type { Variant } from "../variants";
import type { EventDay } from "./on-date";

export interface RuleContext {
  /** What kind of team event (lib/variants.ts); in Team Trios a rule sees one seat at a time. */
  variant: Variant;
  format: Format;
  ruleset: Ruleset;
  decks: readonly ResolvedDeck[];
  deckNames: readonly string[];
  cards: readonly TeamCard[];
  /** The team's Sealed or Draft pool; null when none was given (always, outside Limited). */
  pool: TeamPool | null;
  houseRules: HouseRules;
  /** The Oracle ids of the cards on the organizer's ban list (`houseBans`), empty without one. */
  houseBans: ReadonlySet<string>;
  /** The event's date and the card data's (docs/rules.md, Legal on a date); absent, the rules read the data as it is. */
  day?: EventDay;
}

/** A rule reads the whole team and returns every problem it finds, never only the first. */
export type Rule = (context: RuleContext) => Problem[];

/** What one check finds in one item: nothing, one problem, or several. */
export type Found = Problem | Problem[] | undefined;

/**
 * Every problem `check` finds in `items`, in item order. A plain loop on purpose: V8's Array#flatMap
 * costs about 0.2 µs per item even when the callback returns [], more than most checks themselves,
 * and the rules run over every card of every check.
 */
export function problemsIn<T>(items: readonly T[], check: (item: T, index: number) => Found): Problem[] {
  const problems: Problem[] = [];
  for (let index = 0; index < items.length; index++) {
    const found = check(items[index] as T, index);
    if (found === undefined) continue;
    if (Array.isArray(found)) problems.push(...found);
    else problems.push(found);
  }
  return problems;
}

/** A variant's name in a problem's params: none for a Two-Headed Giant, so its problems keep their shape. */
export function eventParam(variant: Variant): { variant?: Exclude<Variant, "giant"> } {
  return variant === "giant" ? {} : { variant };
}
