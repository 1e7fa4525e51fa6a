// The deck rules of Commander (CR 903), applied to each deck of a 2HG Commander team: 100 cards with the
// commanders, a legal commander or pair, and every card within the commanders' colour identity. Singleton
// is copiesPerDeck with the format's one copy (card-rules.ts).
import type { Card } from "../cards/card";
import { colorsOutside, combinedIdentity } from "../cards/color-identity";
import { commanderFault } from "./commander-choice";
import { problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { deckNameAt, type TeamCard } from "./team-cards";

/** Each copy of the found cards in deck `index`'s command zone, in list order. */
function commandersOf(cards: readonly TeamCard[], index: number): Card[] {
  const commanders: Card[] = [];
  for (const teamCard of cards) {
    const copies = teamCard.decks[index]?.byZone.commander ?? 0;
    for (let copy = 0; copy < copies; copy++) if (teamCard.card) commanders.push(teamCard.card);
  }
  return commanders;
}

/** The names in deck `index`'s command zone (found or not), for the report and the messages. */
function commanderNames(cards: readonly TeamCard[], index: number): string[] {
  return cards
    .filter((teamCard) => (teamCard.decks[index]?.byZone.commander ?? 0) > 0)
    .map((teamCard) => teamCard.name);
}

function commanderLines(cards: readonly TeamCard[], index: number): number[] {
  return cards.flatMap((teamCard) => teamCard.decks[index]?.linesByZone.commander ?? []).sort((a, b) => a - b);
}

/** CR 903.5a: a deck is exactly 100 cards, its commander or commanders included. */
export const commanderDeckSize: Rule = ({ format, cards, deckNames }) =>
  problemsIn(deckNames, (deckName, index) => {
    let count = 0;
    for (const teamCard of cards)
      count += (teamCard.decks[index]?.byZone.main ?? 0) + (teamCard.decks[index]?.byZone.commander ?? 0);
    if (count === format.minimumDeckSize) return undefined;
    return problem("commander-deck-size", {
      decks: [index],
      lines: [[]],
      params: { deck: index, deckName, count, required: format.minimumDeckSize },
    });
  });

/**
 * CR 903.3, 702.124: the command zone holds one legendary creature (or a card that says it can be your
 * commander), or two that allow it. A name that matched no card is reported as unknown, not here.
 */
export const legalCommanders: Rule = ({ cards, deckNames }) =>
  problemsIn(deckNames, (deckName, index) => {
    const commanders = commandersOf(cards, index);
    const names = commanderNames(cards, index);
    if (commanders.length === 0 && names.length > 0) return undefined;
    const reason = commanderFault(commanders);
    if (reason === null) return undefined;
    return problem("not-a-commander", {
      card: names.length === 1 ? (names[0] ?? null) : null,
      decks: [index],
      lines: [commanderLines(cards, index)],
      params: { deck: index, deckName, commanders: names, reason },
    });
  });

/** The colours a deck's cards may use: its commanders' identity (CR 903.4), or the team's with the La Plata house rule. */
function allowedIdentities(cards: readonly TeamCard[], deckCount: number, teamIdentity: boolean): (string | null)[] {
  const own = Array.from({ length: deckCount }, (_, index) => {
    const commanders = commandersOf(cards, index);
    return commanders.length === 0
      ? null
      : commanders.reduce((identity, card) => combinedIdentity(identity, card.colorIdentity), "");
  });
  if (!teamIdentity) return own;
  const team = own.reduce<string | null>(
    (identity, each) => (each === null ? identity : combinedIdentity(identity ?? "", each)),
    null,
  );
  return own.map(() => team);
}

/**
 * CR 903.5c: every card, basic lands included, is within the colour identity of the deck's commanders
 * (CR 903.4: mana symbols in its cost and rules text, both faces). A deck without a commander has no
 * identity to check against: `not-a-commander` says so. The cards of one deck outside it by the same
 * colours (a missing partner's, say) are one problem listing them: one reason, one fix.
 */
export const withinColorIdentity: Rule = ({ cards, deckNames, houseRules }) => {
  const teamIdentity = houseRules.teamColorIdentity === true;
  const allowed = allowedIdentities(cards, deckNames.length, teamIdentity);
  const groups = new Map<string, { deck: number; outside: string; cards: { card: Card; lines: number[] }[] }>();
  for (const { card, decks } of cards) {
    if (!card || card.colorIdentity === "") continue;
    decks.forEach((copies, deck) => {
      const allowedIdentity = allowed[deck];
      if (copies.quantity === 0 || allowedIdentity == null) return;
      const outside = colorsOutside(card.colorIdentity, allowedIdentity);
      if (outside === "") return;
      const key = `${deck}|${outside}`;
      const group = groups.get(key) ?? { deck, outside, cards: [] };
      group.cards.push({ card, lines: copies.lines });
      groups.set(key, group);
    });
  }
  return [...groups.values()]
    .sort((a, b) => a.deck - b.deck)
    .map(({ deck, outside, cards: outsiders }) => {
      const [first] = outsiders as [(typeof outsiders)[number]];
      const lines = outsiders.flatMap((each) => each.lines).sort((a, b) => a - b);
      return problem("color-identity", {
        card: first.card.name,
        decks: [deck],
        lines: [lines],
        params: {
          card: first.card.name,
          deck,
          deckName: deckNameAt(deckNames, deck),
          lines: first.lines,
          cardIdentity: first.card.colorIdentity,
          allowedIdentity: allowed[deck] ?? "",
          outside,
          commanders: commanderNames(cards, deck),
          teamIdentity,
          cards: outsiders.map((each) => ({ card: each.card.name, lines: each.lines })),
        },
      });
    });
};
