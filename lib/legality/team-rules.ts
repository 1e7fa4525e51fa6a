// Rules across the decks of a team (two to four: docs/rules.md, Teams of three and four).
import type { Card } from "../cards/card";
import type { HouseRules } from "../input/house-rules/names";
import { classicTeamLimit, isBasicLand, isLand } from "./copy-limit";
import { isRestrictedIn } from "./card-rules";
import { problem } from "./problem";
import { eventParam, problemsIn, type Rule } from "./rule-context";
import { deckCopies, decksHolding, teamTotal, whereInTeam, type TeamCard } from "./team-cards";
import type { Format, Ruleset } from "../formats";
import type { Variant } from "../variants";

/** Cards outside the team rule: basic lands (MTR 8.4), and every land where the store says so (a house rule). */
function outsideTeamRule(card: Card, houseRules: HouseRules): boolean {
  return isBasicLand(card) || (houseRules.landsExemptFromTeamRule === true && isLand(card));
}

/**
 * MTR 9.5 → 8.4 (Unified Deck Construction): except basic lands, no two decks on a team may contain the
 * same card, in any quantity. This also keeps "any number" cards to one deck (8.4's last sentence).
 */
export const noSharedCards: Rule = ({ variant, format, ruleset, cards, deckNames, houseRules }) => {
  if (ruleset !== "tournament") return [];
  return problemsIn(cards, (teamCard) => {
    if (decksHolding(teamCard) < 2 || !inOneDeckOnly(teamCard, format, ruleset, houseRules)) return undefined;
    return sharedCard(teamCard, deckNames, variant);
  });
};

function sharedCard(teamCard: TeamCard, deckNames: readonly string[], variant: Variant) {
  return problem("team-shared-card", {
    card: teamCard.name,
    ...whereInTeam(teamCard),
    // Team Unified: each player's deck and sideboard (MTR 8.4 alone; 9.5 is Two-Headed Giant's).
    ...(variant === "unified" && { rule: "MTR 8.4" }),
    params: { card: teamCard.name, copies: deckCopies(teamCard, deckNames), ...eventParam(variant) },
  });
}

/**
 * MTR 8.4, last sentence: "Cards that override deck construction rules (i.e., Relentless Rats) may only
 * override them for one deck on a team." Under `tournament` no shared card passes anyway; under `classic`
 * Team Unified still keeps such a card to one deck.
 */
export const ownLimitInOneDeck: Rule = ({ variant, ruleset, cards, deckNames }) => {
  if (ruleset !== "classic" || variant !== "unified") return [];
  return problemsIn(cards, (teamCard) =>
    hasOwnLimit(teamCard.card) && decksHolding(teamCard) >= 2 ? sharedCard(teamCard, deckNames, variant) : undefined,
  );
};

function hasOwnLimit(card: Card | null): card is Card {
  return card !== null && card.ownCopyLimit !== null && card.ownCopyLimit !== undefined && !isBasicLand(card);
}

/**
 * MTR 8.4 under the `tournament` rule: a known card outside the team rule's exceptions may sit in one of
 * the team's decks only (the report's `oneDeck`). Limited has no team rule (MTR 9.6).
 */
export function inOneDeckOnly(teamCard: TeamCard, format: Format, ruleset: Ruleset, houseRules: HouseRules): boolean {
  return (
    format.kind !== "limited" &&
    ruleset === "tournament" &&
    teamCard.card !== null &&
    !outsideTeamRule(teamCard.card, houseRules)
  );
}

/** The superseded rule many stores still run: a team's combined decks hold at most four of a non-basic card. */
export const combinedCopies: Rule = ({ variant, format, ruleset, cards, deckNames, houseRules }) => {
  if (ruleset !== "classic") return [];
  return problemsIn(cards, (teamCard) => {
    const { card } = teamCard;
    if (!card || decksHolding(teamCard) < 2 || isRestrictedIn(card, format) || outsideTeamRule(card, houseRules))
      return undefined;
    // Team Unified keeps a card with its own limit in one deck (ownLimitInOneDeck): no count to add.
    if (variant === "unified" && hasOwnLimit(card)) return undefined;
    const limit = classicTeamLimit(card);
    const total = teamTotal(teamCard);
    if (limit === null || total <= limit) return undefined;
    return problem("team-too-many-copies", {
      card: card.name,
      ...whereInTeam(teamCard),
      params: { card: card.name, total, limit, copies: deckCopies(teamCard, deckNames), ...eventParam(variant) },
    });
  });
};

/** MTR 6.2 + 8.4: a restricted card is one copy for the whole team; reported even when the card is also shared. */
export const restrictedCards: Rule = ({ format, cards, deckNames }) => {
  if (!format.restrictedMeansOneCopy) return [];
  return problemsIn(cards, (teamCard) => {
    const { card } = teamCard;
    if (!card || !isRestrictedIn(card, format)) return undefined;
    const total = teamTotal(teamCard);
    if (total <= 1) return undefined;
    return problem("restricted", {
      card: card.name,
      ...whereInTeam(teamCard),
      params: { card: card.name, format: format.id, total, copies: deckCopies(teamCard, deckNames) },
    });
  });
};
