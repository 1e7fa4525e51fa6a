// The checks of the organizer's house rules (lib/input/house-rules/), in any format: its own ban list and
// its cap on Game Changers per deck. The team-rule options are read by the team rules themselves.
import { problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { deckCopies, whereInTeam } from "./team-cards";

/** A card on the organizer's ban list (`houseBans`), matched by Oracle card (CR 201.2) whatever the list wrote. */
export const houseBanned: Rule = ({ cards, deckNames, houseBans, format }) => {
  if (houseBans.size === 0) return [];
  return problemsIn(cards, (teamCard) => {
    if (!teamCard.card || !houseBans.has(teamCard.card.oracleId)) return undefined;
    // A card the format itself bans or does not allow is reported once, as such (formatLegality), not twice.
    const legality = teamCard.card.legalities[format.id];
    if (legality === "banned" || legality === "not_legal") return undefined;
    return problem("house-banned", {
      card: teamCard.name,
      ...whereInTeam(teamCard),
      params: { card: teamCard.name, copies: deckCopies(teamCard, deckNames) },
    });
  });
};

/** More of Scryfall's Game Changers in one deck (every copy, every zone) than the organizer's cap (`gameChangers`). */
export const gameChangerCap: Rule = ({ cards, deckNames, houseRules }) => {
  const cap = houseRules.gameChangers;
  if (cap === undefined) return [];
  return problemsIn(deckNames, (deckName, index) => {
    const held = cards.filter((teamCard) => teamCard.card?.gameChanger && (teamCard.decks[index]?.quantity ?? 0) > 0);
    const count = held.reduce((sum, teamCard) => sum + (teamCard.decks[index]?.quantity ?? 0), 0);
    if (count <= cap) return undefined;
    return problem("too-many-game-changers", {
      decks: [index],
      lines: [held.flatMap((teamCard) => teamCard.decks[index]?.lines ?? []).sort((a, b) => a - b)],
      params: { deck: index, deckName, count, cap, cards: held.map((teamCard) => teamCard.name) },
    });
  });
};
