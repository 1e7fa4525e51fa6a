// Rules across the two decks of a team.
import { deckCopyLimit, isBasicLand } from "./copy-limit";
import { isRestrictedIn } from "./card-rules";
import { problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { deckCopies, decksHolding, teamTotal, whereInTeam, type TeamCard } from "./team-cards";
import type { Format, Ruleset } from "../formats";

/**
 * MTR 9.5 → 8.4 (Unified Deck Construction): except basic lands, no two decks on a team may contain the
 * same card, in any quantity. This also keeps "any number" cards to one deck (8.4's last sentence).
 */
export const noSharedCards: Rule = ({ format, ruleset, cards, deckNames }) => {
  if (format.kind !== "constructed" || ruleset !== "tournament") return [];
  return problemsIn(cards, (teamCard) => {
    if (decksHolding(teamCard) < 2 || !inOneDeckOnly(teamCard, format, ruleset)) return undefined;
    return problem("team-shared-card", {
      card: teamCard.name,
      ...whereInTeam(teamCard),
      params: { card: teamCard.name, copies: deckCopies(teamCard, deckNames) },
    });
  });
};

/** MTR 8.4 under the `tournament` rule: a known non-basic card may sit in one of the team's decks only (the report's `oneDeck`). */
export function inOneDeckOnly(teamCard: TeamCard, format: Format, ruleset: Ruleset): boolean {
  return format.kind === "constructed" && ruleset === "tournament" && teamCard.card !== null && !isBasicLand(teamCard.card);
}

/** The superseded rule many stores still run: a team's combined decks hold at most four of a non-basic card. */
export const combinedCopies: Rule = ({ format, ruleset, cards, deckNames }) => {
  if (format.kind !== "constructed" || ruleset !== "classic") return [];
  return problemsIn(cards, (teamCard) => {
    const { card } = teamCard;
    if (!card || decksHolding(teamCard) < 2 || isRestrictedIn(card, format)) return undefined;
    const limit = deckCopyLimit(card);
    const total = teamTotal(teamCard);
    if (limit === null || total <= limit) return undefined;
    return problem("team-too-many-copies", {
      card: card.name,
      ...whereInTeam(teamCard),
      params: { card: card.name, total, limit, copies: deckCopies(teamCard, deckNames) },
    });
  });
};

/** MTR 6.2 + 8.4: a restricted card is one copy for the whole team; reported even when the card is also shared. */
export const restrictedCards: Rule = ({ format, cards, deckNames }) => {
  if (format.kind !== "constructed") return [];
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
