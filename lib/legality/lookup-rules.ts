// Lines that do not name exactly one card (IPG 3.4 Decklist Problem): reported, never guessed. In
// Limited the team's pool and the organizer's allowed cards are read the same way as the decks.
import type { NameResolution } from "../cards/source";
import type { UnparsedLine } from "../decklist/decklist";
import { problem, type DeckCopiesParam, type ListParam, type PoolCopiesParam, type Problem } from "./problem";
import { problemsIn, type Rule } from "./rule-context";
import { deckCopies, whereInTeam } from "./team-cards";
import { POOL_LISTS, inPoolList, poolCopies, poolLocation } from "./team-pool";

type Where = Pick<Problem, "decks" | "lines" | "poolLines" | "allowedLines">;

/** A line's text in a problem's params: enough to find it, never a 100 KB line. */
const QUOTED_TEXT_LENGTH = 200;

function unparsedLine(list: ListParam, line: UnparsedLine, where: Where): Problem {
  const text = line.text.slice(0, QUOTED_TEXT_LENGTH);
  return problem("unparsed-line", {
    ...where,
    params: { where: list, line: line.line, text, why: line.why },
  });
}

type Unresolved = Exclude<NameResolution, { status: "found" }>;

/** Where the name is: `copies` in the decks, or `poolCopies` in the pool's lists. */
function unresolvedName(
  name: string,
  resolution: Unresolved,
  where: Where,
  copies: DeckCopiesParam[],
  poolCopies: PoolCopiesParam[],
): Problem {
  if (resolution.status === "ambiguous") {
    const { candidates, readings } = resolution;
    const candidateLanguages = readings
      ?.flatMap(({ card, languages }) => languages.map((language) => ({ name: card.name, language })))
      .sort((a, b) => a.name.localeCompare(b.name) || a.language.localeCompare(b.language));
    return problem("ambiguous-card", {
      card: name,
      ...where,
      suggestions: candidates,
      params: { card: name, candidates, ...(candidateLanguages && { candidateLanguages }), copies, poolCopies },
    });
  }
  return problem("unknown-card", {
    card: name,
    ...where,
    suggestions: resolution.suggestions,
    params: { card: name, copies, poolCopies },
  });
}

export const unparsedLines: Rule = ({ decks, deckNames }) =>
  problemsIn(decks, (deck, index) =>
    deck.decklist.unparsed.map((line) =>
      unparsedLine({ list: "deck", deck: index, deckName: deckNames[index] ?? "" }, line, {
        decks: [index],
        lines: [[line.line]],
      }),
    ),
  );

// Where and how many are worded only for a name that needs it: nearly every card of a check is found.
export const unresolvedCards: Rule = ({ cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    const { resolution } = teamCard;
    if (resolution.status === "found") return undefined;
    return unresolvedName(teamCard.name, resolution, whereInTeam(teamCard), deckCopies(teamCard, deckNames), []);
  });

/** A pool line that names no card is located in the pool (`decks: []`, `poolLines`), not in a deck. */
export const unparsedPoolLines: Rule = ({ pool }) =>
  pool === null
    ? []
    : problemsIn(POOL_LISTS, (list) =>
        (pool.lists[list]?.unparsed ?? []).map((line) => unparsedLine({ list }, line, inPoolList(list, [line.line]))),
      );

export const unresolvedPoolCards: Rule = ({ pool }) =>
  pool === null
    ? []
    : problemsIn([...pool.cards.values()], (poolCard) => {
        const { resolution } = poolCard;
        if (resolution.status === "found") return undefined;
        return unresolvedName(
          poolCard.name,
          resolution,
          { decks: [], lines: [], ...poolLocation(poolCard.lines) },
          [],
          poolCopies(poolCard),
        );
      });

/** A printed name read despite a stray printing of another card bearing it (card-index.ts): a note, nothing to do. */
export const strayPrintedNames: Rule = ({ cards, deckNames }) =>
  problemsIn(cards, (teamCard) => {
    const { resolution } = teamCard;
    if (resolution.status !== "found" || !resolution.strays) return undefined;
    const copies = deckCopies(teamCard, deckNames);
    const written = copies.flatMap((each) => each.written ?? [])[0];
    if (written === undefined) return undefined;
    return problem("stray-printed-name", {
      severity: "info",
      card: teamCard.name,
      ...whereInTeam(teamCard),
      params: {
        card: teamCard.name,
        written,
        strays: resolution.strays,
        languages: resolution.languages ?? [],
        copies,
      },
    });
  });
