// Per-card rules: format legality, the 2HG ban list, and copy limits per deck.
import type { Card } from "../cards/card";
import type { Format } from "../formats";
import type { ProblemCode } from "./problem";
import { deckCopyLimit, isSnowBasicLand } from "./copy-limit";
import { problem, type Problem } from "./problem";
import { problemsIn, type Found, type Rule } from "./rule-context";
import { deckCopies, deckNameAt, mostCopiesInOneDeck, whereInTeam, type TeamCard } from "./team-cards";
import { findTeamBan } from "./team-bans";
import { bannedSince, releasedBy } from "./on-date";

/** A team card that resolved to exactly one card. */
type KnownCard = TeamCard & { card: Card };

/** The problems `check` finds in the team cards that resolved to one card (no filtered copy of the cards). */
export function problemsInKnownCards(cards: readonly TeamCard[], check: (teamCard: KnownCard) => Found): Problem[] {
  return problemsIn(cards, (teamCard) => (teamCard.card === null ? undefined : check(teamCard as KnownCard)));
}

/** Restricted means one copy for the whole team in Vintage-like formats (MTR 6.2, 8.4). */
export function isRestrictedIn(card: Card, format: Format): boolean {
  return format.restrictedMeansOneCopy && card.legalities[format.id] === "restricted";
}

/**
 * MTR 6.2: banned cards may not be used, and a card must be legal in the format (sets, Alchemy, Un-cards).
 * In 2HG Commander, Scryfall's `commander` legality is the ban list the organizer adopts (CR 903.11).
 */
export const formatLegality: Rule = ({ format, cards, deckNames, day }) =>
  problemsInKnownCards(cards, (teamCard) => {
    const { card } = teamCard;
    const legality = card.legalities[format.id];
    if (legality === "legal" || (legality === "restricted" && format.restrictedMeansOneCopy)) return undefined;
    // Not yet released on the event's date: notYetReleased says so (MTR 3.7), once.
    if (day && !releasedBy(card, day)) return undefined;
    const where = whereInTeam(teamCard);
    const copies = deckCopies(teamCard, deckNames);
    if (legality === "banned") {
      const since = day && bannedSince(card, format.id, day);
      return problem("banned", {
        card: card.name,
        ...where,
        params: { card: card.name, format: format.id, copies, ...(since && { since }) },
      });
    }
    // MTR 6.3: a Snow-Covered basic not legal in Standard counts as the basic: replace it, no infraction.
    if (format.id === "standard" && isSnowBasicLand(card)) {
      return problem("snow-basic", {
        severity: "warning",
        card: card.name,
        ...where,
        params: { card: card.name, copies },
      });
    }
    const alchemy = card.name.startsWith("A-");
    return problem("not-legal", {
      card: card.name,
      ...where,
      params: { card: card.name, format: format.id, alchemy, copies },
    });
  });

/** MTR 9.5: Erayo, Soratami Ascendant is banned in every 2HG Constructed tournament. */
export const twoHeadedGiantBans: Rule = ({ cards, deckNames }) =>
  problemsInKnownCards(cards, (teamCard) => {
    const ban = findTeamBan(teamCard.card);
    if (!ban) return undefined;
    return problem("banned-2hg", {
      card: teamCard.card.name,
      ...whereInTeam(teamCard),
      params: { card: ban.name, copies: deckCopies(teamCard, deckNames) },
    });
  });

/**
 * The format's copies per deck, counted over every zone, unless the card says otherwise: `too-many-copies`
 * (MTR 6.1, CR 100.2a: four) or `commander-singleton` (CR 903.5b: one).
 */
export const copiesPerDeck =
  (code: Extract<ProblemCode, "too-many-copies" | "commander-singleton">): Rule =>
  ({ format, cards, deckNames }) =>
    problemsInKnownCards(cards, (teamCard) => {
      const { card } = teamCard;
      const limit = deckCopyLimit(card, format);
      if (limit === null || isRestrictedIn(card, format) || mostCopiesInOneDeck(teamCard) <= limit) return undefined;
      return problemsIn(teamCard.decks, (copies, index) =>
        copies.quantity > limit
          ? problem(code, {
              card: card.name,
              decks: [index],
              lines: [copies.lines],
              params: {
                card: card.name,
                deck: index,
                deckName: deckNameAt(deckNames, index),
                quantity: copies.quantity,
                lines: copies.lines,
                limit,
              },
            })
          : undefined,
      );
    });
