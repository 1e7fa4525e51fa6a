// Lines that do not name exactly one card (IPG 3.4 Decklist Problem): reported, never guessed. In
// Limited the team's pool and the organizer's allowed cards are read the same way as the decks.
import type { NameResolution } from "../cards/source";
import type { UnparsedLine } from "../decklist/decklist";
import { problem, type Problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { whereInTeam } from "./team-cards";
import { POOL_LISTS, inPoolList, poolLocation } from "./team-pool";
import { POOL_LIST_NAMES, copiesByDeck, copiesInPool, quoted } from "./wording";

type Where = Pick<Problem, "decks" | "lines" | "poolLines" | "allowedLines">;

function unparsedLine(listName: string, line: UnparsedLine, where: Where): Problem {
  return problem("unparsed-line", {
    ...where,
    message: `${listName}, line ${line.line}: ${quoted(line.text)} is not a card line (${line.reason}).`,
  });
}

type Unresolved = Exclude<NameResolution, { status: "found" }>;

/** `copies` says where the name is: "Alice: 2 (line 3)". */
function unresolvedName(name: string, resolution: Unresolved, where: Where, copies: string): Problem {
  if (resolution.status === "ambiguous") {
    return problem("ambiguous-card", {
      card: name,
      ...where,
      suggestions: resolution.candidates,
      message: `${quoted(name)} could be more than one card; write the card's full name (${copies}).`,
    });
  }
  return problem("unknown-card", {
    card: name,
    ...where,
    suggestions: resolution.suggestions,
    message: `${quoted(name)} is not a card name we know (${copies}): check its spelling.`,
  });
}

export const unparsedLines: Rule = ({ decks, deckNames }) =>
  problemsIn(decks, (deck, index) =>
    deck.decklist.unparsed.map((line) => unparsedLine(deckNames[index] ?? "", line, { decks: [index], lines: [[line.line]] })),
  );

// Where and how many are worded only for a name that needs it: nearly every card of a check is found.
export const unresolvedCards: Rule = ({ cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    const { resolution } = teamCard;
    if (resolution.status === "found") return undefined;
    return unresolvedName(teamCard.name, resolution, whereInTeam(teamCard), copiesByDeck(teamCard, deckNames));
  });

/** A pool line that names no card is located in the pool (`decks: []`, `poolLines`), not in a deck. */
export const unparsedPoolLines: Rule = ({ pool }) =>
  pool === null
    ? []
    : problemsIn(POOL_LISTS, (list) =>
        (pool.lists[list]?.unparsed ?? []).map((line) => unparsedLine(POOL_LIST_NAMES[list], line, inPoolList(list, [line.line]))),
      );

export const unresolvedPoolCards: Rule = ({ pool }) =>
  pool === null
    ? []
    : problemsIn([...pool.cards.values()], (poolCard) => {
        const { resolution } = poolCard;
        if (resolution.status === "found") return undefined;
        return unresolvedName(poolCard.name, resolution, { decks: [], lines: [], ...poolLocation(poolCard.lines) }, copiesInPool(poolCard));
      });
