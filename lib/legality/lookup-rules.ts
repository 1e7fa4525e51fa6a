// Lines that do not name exactly one card (IPG 3.4 Decklist Problem): reported, never guessed.
import { problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { whereInTeam } from "./team-cards";
import { copiesByDeck, quoted } from "./wording";

export const unparsedLines: Rule = ({ decks, deckNames }) =>
  problemsIn(decks, (deck, index) =>
    deck.decklist.unparsed.map((line) =>
      problem("unparsed-line", {
        decks: [index],
        lines: [[line.line]],
        message: `${deckNames[index]}, line ${line.line}: ${quoted(line.text)} is not a card line (${line.reason}).`,
      }),
    ),
  );

export const unresolvedCards: Rule = ({ cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    const { resolution } = teamCard;
    if (resolution.status === "found") return undefined;
    const where = whereInTeam(teamCard);
    if (resolution.status === "ambiguous") {
      return problem("ambiguous-card", {
        card: teamCard.name,
        ...where,
        suggestions: resolution.candidates,
        message: `${quoted(teamCard.name)} could be more than one card; write the card's full name (${copiesByDeck(teamCard, deckNames)}).`,
      });
    }
    return problem("unknown-card", {
      card: teamCard.name,
      ...where,
      suggestions: resolution.suggestions,
      message: `${quoted(teamCard.name)} is not a card name we know (${copiesByDeck(teamCard, deckNames)}): check its spelling.`,
    });
  });
