import type { Format, Ruleset } from "../formats";
import type { Problem } from "./problem";
import type { ResolvedDeck, TeamCard } from "./team-cards";

export interface RuleContext {
  format: Format;
  ruleset: Ruleset;
  decks: readonly ResolvedDeck[];
  deckNames: readonly string[];
  cards: readonly TeamCard[];
}

/** A rule reads the whole team and returns every problem it finds, never only the first. */
export type Rule = (context: RuleContext) => Problem[];
