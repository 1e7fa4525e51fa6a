// The other ruleset's verdict for the same team (docs/api.md, POST /api/batch: `alternate`; under
// `tournament`, say when `classic` would pass). The rulesets differ only in the team copy rule (MTR 8.4
// vs four combined), so that one rule is swapped, not the whole validation run again.
import type { Format, Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import type { Problem } from "./problem";
import type { ResolvedDeck, TeamCard } from "./team-cards";
import { combinedCopies, noSharedCards, ownLimitInOneDeck } from "./team-rules";
import type { Variant } from "../variants";
import { isLegal } from "./validate";

export function alternateVerdict(
  ruleset: Ruleset,
  format: Format,
  decks: readonly ResolvedDeck[],
  problems: readonly Problem[],
  cards: readonly TeamCard[],
  houseRules: HouseRules,
  variant: Variant = "giant",
): { ruleset: Ruleset; legal: boolean } {
  const other: Ruleset = ruleset === "tournament" ? "classic" : "tournament";
  // Team Unified's classic rule keeps "any number" cards to one deck too (MTR 8.4): team-shared-card.
  const ownCodes: readonly string[] =
    ruleset === "tournament" ? ["team-shared-card"] : ["team-too-many-copies", "team-shared-card"];
  const otherRules = other === "tournament" ? [noSharedCards] : [combinedCopies, ownLimitInOneDeck];
  const context = {
    variant,
    format,
    ruleset: other,
    decks,
    deckNames: decks.map((deck) => deck.name),
    cards,
    pool: null,
    houseRules,
    houseBans: new Set<string>(),
  };
  const swapped = otherRules.flatMap((rule) => rule(context));
  return {
    ruleset: other,
    legal: isLegal(problems.filter((problem) => !ownCodes.includes(problem.code))) && isLegal(swapped),
  };
}
