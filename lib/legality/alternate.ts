// The other ruleset's verdict for the same team (docs/api.md, POST /api/batch: `alternate`; under
// `tournament`, say when `classic` would pass). The rulesets differ only in the team copy rule (MTR 8.4
// vs four combined), so that one rule is swapped, not the whole validation run again.
import type { Format, Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import type { Problem } from "./problem";
import type { ResolvedDeck, TeamCard } from "./team-cards";
import { combinedCopies, noSharedCards } from "./team-rules";
import { isLegal } from "./validate";

export function alternateVerdict(
  ruleset: Ruleset,
  format: Format,
  decks: readonly ResolvedDeck[],
  problems: readonly Problem[],
  cards: readonly TeamCard[],
  houseRules: HouseRules,
): { ruleset: Ruleset; legal: boolean } {
  const other: Ruleset = ruleset === "tournament" ? "classic" : "tournament";
  const ownCode = ruleset === "tournament" ? "team-shared-card" : "team-too-many-copies";
  const otherRule = other === "tournament" ? noSharedCards : combinedCopies;
  const swapped = otherRule({
    format,
    ruleset: other,
    decks,
    deckNames: decks.map((deck) => deck.name),
    cards,
    pool: null,
    houseRules,
    houseBans: new Set(),
  });
  return { ruleset: other, legal: isLegal(problems.filter((problem) => problem.code !== ownCode)) && isLegal(swapped) };
}
