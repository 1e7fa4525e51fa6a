// Rules about each deck as a whole and the zones it uses.
import { problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { decksHolding, whereInTeam } from "./team-cards";
import { copiesByDeck, plural } from "./wording";

/** MTR 6.1 (Constructed: 60) and 7.1 (Limited: 40); the minimum counts the main deck only. */
export const deckSize: Rule = ({ format, cards, deckNames }) =>
  problemsIn(deckNames, (deckName, index) => {
    const mainCount = cards.reduce((sum, teamCard) => sum + (teamCard.decks[index]?.byZone.main ?? 0), 0);
    if (mainCount >= format.minimumDeckSize) return undefined;
    return problem("deck-too-small", {
      decks: [index],
      lines: [[]],
      message: `${deckName}'s main deck has ${plural(mainCount, "card")}; ${format.label} decks need at least ${format.minimumDeckSize}.`,
    });
  });

/** MTR 9.5: "Sideboards are not allowed in constructed Two-Headed Giant tournaments." */
export const noSideboard: Rule = ({ format, cards, deckNames }) => {
  if (format.kind !== "constructed") return [];
  return problemsIn(deckNames, (deckName, index) => {
    const sideboard = cards.filter((teamCard) => (teamCard.decks[index]?.byZone.sideboard ?? 0) > 0);
    if (sideboard.length === 0) return undefined;
    const count = sideboard.reduce((sum, teamCard) => sum + (teamCard.decks[index]?.byZone.sideboard ?? 0), 0);
    const lines = sideboard.flatMap((teamCard) => teamCard.decks[index]?.linesByZone.sideboard ?? []).sort((a, b) => a - b);
    return problem("sideboard-not-allowed", {
      card: sideboard.length === 1 ? (sideboard[0]?.name ?? null) : null,
      decks: [index],
      lines: [lines],
      message: `${deckName} has a sideboard of ${plural(count, "card")}; sideboards are not allowed in 2HG Constructed: move the cards to the main deck or remove them.`,
    });
  });
};

/**
 * A companion starts the game outside it, which in tournaments means the sideboard (MTR 3.16), and 2HG
 * Constructed has none (MTR 9.5): derived, since no document says it in one sentence. In Limited the
 * team shares a sideboard but who owns a pool card is undefined (CR 702.139a "a card you own"): ask.
 */
export const noCompanion: Rule = ({ format, cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    if (decksHolding(teamCard, "companion") === 0) return undefined;
    const constructed = format.kind === "constructed";
    return problem("companion-not-allowed", {
      severity: constructed ? "error" : "warning",
      card: teamCard.name,
      ...whereInTeam(teamCard, "companion"),
      message: constructed
        ? `${teamCard.name} is listed as a companion (${copiesByDeck(teamCard, deckNames, "companion")}); a companion comes from the sideboard (MTR 3.16) and 2HG Constructed allows none (MTR 9.5), so no companion can be used.`
        : `${teamCard.name} is listed as a companion (${copiesByDeck(teamCard, deckNames, "companion")}); whether a 2HG Limited team may use a companion from its shared pool is not settled by the rules: ask the Head Judge.`,
    });
  });

/** MTR 6.1: 60-card and 40-card decks have no commander. */
export const noCommander: Rule = ({ cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    if (decksHolding(teamCard, "commander") === 0) return undefined;
    return problem("commander-not-allowed", {
      card: teamCard.name,
      ...whereInTeam(teamCard, "commander"),
      message: `${teamCard.name} is listed as a commander (${copiesByDeck(teamCard, deckNames, "commander")}); 2HG decks have no commander: move it to the main deck or remove it.`,
    });
  });

/** MTR 3.2 sanctions 2HG only in Standard, Pioneer, Modern, Legacy, Vintage and Limited. */
export const sanctionedFormat: Rule = ({ format }) =>
  format.sanctioned
    ? []
    : [
        problem("unsanctioned-format", {
          severity: "warning",
          message: `${format.label} is not a sanctioned Two-Headed Giant format (MTR 3.2): the organiser's own rules apply; this check uses the 2HG Constructed rules.`,
        }),
      ];
