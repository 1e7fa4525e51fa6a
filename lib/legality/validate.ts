// The validator: pure, and collects every problem of every rule (never only the first).
import type { Format, FormatKind, Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import { commanderDeckSize, legalCommanders, withinColorIdentity } from "./commander-rules";
import { deckCopyLimit } from "./copy-limit";
import { copiesPerDeck, formatLegality, isRestrictedIn, twoHeadedGiantBans } from "./card-rules";
import { deckSize, noCommander, noCompanion, noSideboard, sanctionedFormat } from "./deck-rules";
import { unparsedLines, unparsedPoolLines, unresolvedCards, unresolvedPoolCards } from "./lookup-rules";
import { poolGiven, poolLimit, withinPool } from "./pool-rules";
import type { Problem } from "./problem";
import { problemsIn, type Rule, type RuleContext } from "./rule-context";
import { collectTeamCards, type ResolvedDeck, type TeamCard } from "./team-cards";
import type { TeamPool } from "./team-pool";
import { gameChangerCap, houseBanned } from "./house-rule-checks";
import { combinedCopies, noSharedCards, restrictedCards } from "./team-rules";

/** Lines that name no card, and the organizer's house rules, apply in every format. */
const EVERY_FORMAT: readonly Rule[] = [sanctionedFormat, unparsedLines, unresolvedCards];
const HOUSE_RULES: readonly Rule[] = [houseBanned, gameChangerCap];

/** The one place that decides which rules a format runs, by its kind (lib/formats.ts). */
const RULES: Record<FormatKind, readonly Rule[]> = {
  // MTR 6, 8.4 and 9.5; the team rule chosen (tournament or classic) runs its own check.
  constructed: [
    ...EVERY_FORMAT,
    deckSize,
    noSideboard,
    noCompanion,
    noCommander,
    twoHeadedGiantBans,
    formatLegality,
    restrictedCards,
    copiesPerDeck("too-many-copies"),
    noSharedCards,
    combinedCopies,
    ...HOUSE_RULES,
  ],
  // MTR 7 and 9.6: deck sizes, and with a pool, every card from it.
  limited: [
    ...EVERY_FORMAT,
    unparsedPoolLines,
    unresolvedPoolCards,
    deckSize,
    noCompanion,
    noCommander,
    withinPool,
    poolGiven,
    ...HOUSE_RULES,
  ],
  // CR 903 per deck; the team rule (open, tournament or classic) and the house rules are the organizer's.
  commander: [
    ...EVERY_FORMAT,
    commanderDeckSize,
    legalCommanders,
    formatLegality,
    copiesPerDeck("commander-singleton"),
    withinColorIdentity,
    noSharedCards,
    combinedCopies,
    ...HOUSE_RULES,
  ],
};

export interface Validation {
  problems: Problem[];
  cards: TeamCard[];
}

/** What a team is checked under beside its decks: a Limited team's pool, and the organizer's house rules. */
export interface TeamRules {
  pool?: TeamPool | null;
  houseRules?: HouseRules;
  /** The Oracle ids on the organizer's ban list. */
  houseBans?: ReadonlySet<string>;
}

const NO_BANS: ReadonlySet<string> = new Set();

export function validateTeam(
  format: Format,
  ruleset: Ruleset,
  decks: readonly ResolvedDeck[],
  rules: TeamRules = {},
): Validation {
  const cards = collectTeamCards(decks);
  const context: RuleContext = {
    format,
    ruleset,
    decks,
    deckNames: decks.map((deck) => deck.name),
    cards,
    pool: rules.pool ?? null,
    houseRules: rules.houseRules ?? {},
    houseBans: rules.houseBans ?? NO_BANS,
  };
  return { problems: problemsIn(RULES[format.kind], (rule) => rule(context)), cards };
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
  return deckCopyLimit(teamCard.card, format);
}
