// Rules about each deck as a whole and the zones it uses.
import { problem } from "./problem";
import { eventParam, problemsIn, type Rule } from "./rule-context";
import { MAX_SIDEBOARD } from "../variants";
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
 * MTR 6.1: a Constructed sideboard is at most fifteen cards (Team Unified and Trios, where each player has
 * one); a companion is a sideboard card (MTR 3.16), so it counts.
 */
export const sideboardSize: Rule = ({ cards, deckNames }) =>
  problemsIn(deckNames, (deckName, index) => {
    let count = 0;
    const lines: number[] = [];
    for (const teamCard of cards) {
      const copies = teamCard.decks[index];
      if (!copies) continue;
      count += copies.byZone.sideboard + copies.byZone.companion;
      lines.push(...copies.linesByZone.sideboard, ...copies.linesByZone.companion);
    }
    if (count <= MAX_SIDEBOARD) return undefined;
    lines.sort((a, b) => a - b);
    return problem("sideboard-too-large", {
      decks: [index],
      lines: [lines],
      params: { deck: index, deckName, count, max: MAX_SIDEBOARD, lines },
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

/**
 * MTR 3.2 sanctions 2HG only in Standard, Pioneer, Modern, Legacy, Vintage and Limited. A Giant of three
 * or four heads (CR 810.11) is no sanctioned event either: MTR 8.2 seats teams of two or three, and its
 * section 9 is written for two.
 */
export const sanctionedFormat: Rule = ({ format, variant, decks }) => {
  const problems = format.sanctioned
    ? []
    : [problem("unsanctioned-format", { severity: "warning", params: { format: format.id, ...eventParam(variant) } })];
  if (variant === "giant" && decks.length > 2)
    problems.push(
      problem("unsanctioned-format", {
        severity: "warning",
        rule: "CR 810.11; MTR 8.2",
        params: { format: format.id, teamSize: decks.length },
      }),
    );
  return problems;
};
