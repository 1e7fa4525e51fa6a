// The validator: pure, and collects every problem of every rule (never only the first).
import type { Format, Ruleset } from "../formats";
import { deckCopyLimit } from "./copy-limit";
import { copiesPerDeck, formatLegality, isRestrictedIn, twoHeadedGiantBans } from "./card-rules";
import { deckSize, noCommander, noCompanion, noSideboard, sanctionedFormat } from "./deck-rules";
import { unparsedLines, unparsedPoolLines, unresolvedCards, unresolvedPoolCards } from "./lookup-rules";
import { poolGiven, poolLimit, withinPool } from "./pool-rules";
import type { Problem } from "./problem";
import { problemsIn, type Rule, type RuleContext } from "./rule-context";
import { collectTeamCards, type ResolvedDeck, type TeamCard } from "./team-cards";
import type { TeamPool } from "./team-pool";
import { combinedCopies, noSharedCards, restrictedCards } from "./team-rules";

const RULES: readonly Rule[] = [
  sanctionedFormat,
  unparsedLines,
  unresolvedCards,
  unparsedPoolLines,
  unresolvedPoolCards,
  deckSize,
  noSideboard,
  noCompanion,
  noCommander,
  twoHeadedGiantBans,
  formatLegality,
  restrictedCards,
  copiesPerDeck,
  noSharedCards,
  combinedCopies,
  withinPool,
  poolGiven,
];

export interface Validation {
  problems: Problem[];
  cards: TeamCard[];
}

/** `pool`: a Limited team's pool, when it gave one. */
export function validateTeam(format: Format, ruleset: Ruleset, decks: readonly ResolvedDeck[], pool: TeamPool | null = null): Validation {
  const cards = collectTeamCards(decks);
  const context: RuleContext = { format, ruleset, decks, deckNames: decks.map((deck) => deck.name), cards, pool };
  return { problems: problemsIn(RULES, (rule) => rule(context)), cards };
}

export function isLegal(problems: readonly Problem[]): boolean {
  return problems.every((problem) => problem.severity !== "error");
}

/**
 * The copies the team may play, shown in the team table: in Constructed the card's copy limit, in
 * Limited with a pool the pool's copies (0 for a card it lacks); null where none applies or is known.
 */
export function displayedLimit(teamCard: TeamCard, format: Format, pool: TeamPool | null = null): number | null {
  if (format.kind === "limited") return pool === null ? null : poolLimit(teamCard, pool);
  if (!teamCard.card) return null;
  if (isRestrictedIn(teamCard.card, format)) return 1;
  return deckCopyLimit(teamCard.card);
}
