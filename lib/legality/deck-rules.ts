// Rules about each deck as a whole and the zones it uses.
import { problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { deckCopies, decksHolding, whereInTeam } from "./team-cards";

/** MTR 6.1 (Constructed: 60) and 7.1 (Limited: 40); the minimum counts the main deck only. */
export const deckSize: Rule = ({ format, cards, deckNames }) =>
  problemsIn(deckNames, (deckName, index) => {
    const mainCount = cards.reduce((sum, teamCard) => sum + (teamCard.decks[index]?.byZone.main ?? 0), 0);
    if (mainCount >= format.minimumDeckSize) return undefined;
    return problem("deck-too-small", {
      decks: [index],
      lines: [[]],
      params: { deck: index, deckName, count: mainCount, minimum: format.minimumDeckSize, format: format.id },
    });
  });

/** MTR 9.5: "Sideboards are not allowed in constructed Two-Headed Giant tournaments." */
export const noSideboard: Rule = ({ cards, deckNames }) =>
  problemsIn(deckNames, (deckName, index) => {
    const sideboard = cards.filter((teamCard) => (teamCard.decks[index]?.byZone.sideboard ?? 0) > 0);
    if (sideboard.length === 0) return undefined;
    const count = sideboard.reduce((sum, teamCard) => sum + (teamCard.decks[index]?.byZone.sideboard ?? 0), 0);
    const lines = sideboard
      .flatMap((teamCard) => teamCard.decks[index]?.linesByZone.sideboard ?? [])
      .sort((a, b) => a - b);
    return problem("sideboard-not-allowed", {
      card: sideboard.length === 1 ? (sideboard[0]?.name ?? null) : null,
      decks: [index],
      lines: [lines],
      params: { deck: index, deckName, count, lines },
    });
  });

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
      params: { card: teamCard.name, limited: !constructed, copies: deckCopies(teamCard, deckNames, "companion") },
    });
  });

/** MTR 6.1: 60-card and 40-card decks have no commander. */
export const noCommander: Rule = ({ cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    if (decksHolding(teamCard, "commander") === 0) return undefined;
    return problem("commander-not-allowed", {
      card: teamCard.name,
      ...whereInTeam(teamCard, "commander"),
      params: { card: teamCard.name, copies: deckCopies(teamCard, deckNames, "commander") },
    });
  });

/** MTR 3.2 sanctions 2HG only in Standard, Pioneer, Modern, Legacy, Vintage and Limited. */
export const sanctionedFormat: Rule = ({ format }) =>
  format.sanctioned ? [] : [problem("unsanctioned-format", { severity: "warning", params: { format: format.id } })];
