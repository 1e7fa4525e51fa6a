// 2HG Limited with a pool: both main decks are built from the team's one pool (MTR 7.2, 9.6). What
// neither deck plays is the team's shared sideboard (CR 100.4c), so only main decks count against it.
import type { Card } from "../cards/card";
import { isBasicLand } from "./copy-limit";
import { problem } from "./problem";
import { eventParam, problemsIn, type Rule } from "./rule-context";
import { deckCopies, teamTotal, whereInTeam, type TeamCard } from "./team-cards";
import { availableCopies, poolLocation, type TeamPool } from "./team-pool";

// MTR 7.2 names them: "Players may add an unlimited number of cards named Plains, Island, Swamp, Mountain,
// or Forest … They may not add additional snow basic land cards … or Wastes". The rule is a list of
// names, so this is one too; the type line only keeps a card named "Island" that is not the basic out.
const FREELY_ADDED_BASICS: ReadonlySet<string> = new Set(["Plains", "Island", "Swamp", "Mountain", "Forest"]);

export function isFreelyAddedBasic(card: Card): boolean {
  return FREELY_ADDED_BASICS.has(card.name) && isBasicLand(card);
}

/** Copies in the decks' main decks: the shared sideboard and a deck's own sideboard section do not count. */
export function mainDeckCopies(teamCard: TeamCard): number {
  return teamCard.decks.reduce((sum, copies) => sum + copies.byZone.main, 0);
}

/** MTR 7.2: a Limited check without the team's pool says what it could not check, as a warning. */
export const poolGiven: Rule = ({ format, pool }) =>
  format.kind === "limited" && pool === null
    ? [problem("no-pool", { severity: "warning", params: { format: format.id } })]
    : [];

/** The team table's limit in Limited with a pool: the pool's copies (allowed extras included); none for the five basics a deck adds freely. */
export function poolLimit(teamCard: TeamCard, pool: TeamPool): number | null {
  if (teamCard.card && isFreelyAddedBasic(teamCard.card)) return null;
  return availableCopies(pool.cards.get(teamCard.key));
}

/**
 * MTR 7.2, 9.6; CR 100.4c: for each card, the copies in the main decks together are at most the pool's (plus
 * allowed extras). Team Sealed (MTR 8.6): every pool card is one player's, in their deck or their own
 * sideboard, so each player's deck and sideboard count.
 */
export const withinPool: Rule = ({ variant, pool, cards, deckNames }) => {
  if (pool === null) return [];
  const zone = variant === "unified" ? undefined : "main";
  return problemsIn(cards, (teamCard) => {
    const { card } = teamCard;
    // An unknown or ambiguous name is already a problem of its own: its identity, and so its pool copies, are unknown.
    if (!card || isFreelyAddedBasic(card)) return undefined;
    const played = zone ? mainDeckCopies(teamCard) : teamTotal(teamCard);
    const poolCard = pool.cards.get(teamCard.key);
    const available = availableCopies(poolCard);
    if (played <= available) return undefined;
    return problem("not-in-pool", {
      card: card.name,
      ...whereInTeam(teamCard, zone),
      ...(variant === "unified" && { rule: "MTR 7.2, 8.6" }),
      poolLines: poolCard?.lines.pool ?? [],
      ...(poolCard && poolLocation({ allowed: poolCard.lines.allowed })),
      params: {
        card: card.name,
        copies: deckCopies(teamCard, deckNames, zone),
        pool: poolCard?.copies.pool ?? 0,
        allowed: poolCard?.copies.allowed ?? 0,
        basicLand: isBasicLand(card),
        ...eventParam(variant),
      },
    });
  });
};
