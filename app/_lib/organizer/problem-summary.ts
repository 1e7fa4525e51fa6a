// A results row says what is wrong with a team in a few words per problem ("Lightning Bolt in both
// decks"), from each problem's code and params: the message key under batchProblems.summary and its
// values, which the page words in the reader's language, the card's name a link to its preview. The
// team's report has the full message. Pure.
import type { Messages } from "next-intl";
import type { Problem, ProblemCode, ProblemParams } from "@/lib/legality/problem";

/** How many problems a row names before "+N more". */
export const NAMED_PROBLEMS = 2;

/** A message under batchProblems.summary and the values it is made of. */
export interface ProblemSummary {
  key: keyof Messages["batchProblems"]["summary"];
  values: Record<string, string | number>;
  /** The card the message names (its <cardName> tag), whole where `values.card` is cut: the key of its preview. */
  card?: string;
}

// Names longer than this are cut: a row is a glance, the report has the whole line.
const MAX_QUOTED = 40;
const cut = (text: string) => (text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED - 1)}…` : text);

type Summaries = { [C in ProblemCode]: (params: ProblemParams[C]) => ProblemSummary };

const SUMMARY: Summaries = {
  "deck-too-small": ({ deckName, count, minimum }) => ({
    key: "deckTooSmall",
    values: { deck: deckName, count, minimum },
  }),
  "too-many-copies": ({ card, deckName, quantity, limit }) => ({
    key: "tooManyCopies",
    values: { deck: deckName, card, quantity, limit },
  }),
  // A team of three or four: the card is in "3 decks on the team", not "both decks".
  "team-shared-card": ({ card, copies }): ProblemSummary =>
    copies.length > 2
      ? { key: "teamSharedCardTeam", values: { card, decks: copies.length } }
      : { key: "teamSharedCard", values: { card } },
  "team-too-many-copies": ({ card, total, limit }) => ({ key: "teamTooManyCopies", values: { card, total, limit } }),
  restricted: ({ card, total }) => ({ key: "restricted", values: { card, total } }),
  banned: ({ card, format }) => ({ key: "banned", values: { card, format } }),
  "not-legal": ({ card, format }) => ({ key: "notLegal", values: { card, format } }),
  "snow-basic": ({ card }) => ({ key: "snowBasic", values: { card } }),
  "banned-2hg": ({ card }) => ({ key: "banned2hg", values: { card } }),
  "sideboard-not-allowed": ({ deckName }) => ({ key: "sideboardNotAllowed", values: { deck: deckName } }),
  "sideboard-too-large": ({ deckName, max }) => ({ key: "sideboardTooLarge", values: { deck: deckName, max } }),
  "companion-not-allowed": ({ card }) => ({ key: "companionNotAllowed", values: { card } }),
  "commander-not-allowed": ({ card }) => ({ key: "commanderNotAllowed", values: { card } }),
  "unknown-card": ({ card }) => ({ key: "unknownCard", values: { card: cut(card) } }),
  "ambiguous-card": ({ card }) => ({ key: "ambiguousCard", values: { card: cut(card) } }),
  "stray-printed-name": ({ written }) => ({ key: "strayPrintedName", values: { card: cut(written) } }),
  "unparsed-line": ({ where, line }): ProblemSummary =>
    where.list === "deck"
      ? { key: "unparsedLine", values: { deck: where.deckName, line } }
      : { key: "unparsedPoolLine", values: { line } },
  "not-in-pool": ({ card }) => ({ key: "notInPool", values: { card } }),
  "no-pool": () => ({ key: "noPool", values: {} }),
  "unsanctioned-format": ({ format, teamSize }): ProblemSummary =>
    teamSize === undefined
      ? { key: "unsanctionedFormat", values: { format } }
      : { key: "unsanctionedTeamSize", values: { teamSize } },
  "commander-deck-size": ({ deckName, count, required }) => ({
    key: "commanderDeckSize",
    values: { deck: deckName, count, required },
  }),
  "commander-singleton": ({ card, deckName, quantity, limit }) => ({
    key: "tooManyCopies",
    values: { deck: deckName, card, quantity, limit },
  }),
  "color-identity": ({ card, deckName }) => ({ key: "colorIdentity", values: { deck: deckName, card } }),
  "not-a-commander": ({ deckName }) => ({ key: "notACommander", values: { deck: deckName } }),
  "house-banned": ({ card }) => ({ key: "houseBanned", values: { card } }),
  "too-many-game-changers": ({ deckName, count, cap }) => ({
    key: "tooManyGameChangers",
    values: { deck: deckName, count, cap },
  }),
  "more-problems": ({ count }) => ({ key: "moreProblems", values: { count } }),
  "not-yet-released": ({ card }) => ({ key: "notYetReleased", values: { card } }),
  "ban-coming": ({ card, effective }) => ({ key: "banComing", values: { card, effective } }),
};

/** How the reader's language names a deck by its index and a format by its id (docs/development.md, Languages). */
export interface SummaryNames {
  deck: (index: number) => string;
  format: (id: string) => string;
}

/** The summary, with its deck and format named in the reader's language when `names` is given. */
export function problemSummary(problem: Problem, names?: SummaryNames): ProblemSummary {
  const worded = (SUMMARY[problem.code] as (params: Problem["params"]) => ProblemSummary)(problem.params);
  const summary = problem.card === null || !("card" in worded.values) ? worded : { ...worded, card: problem.card };
  if (!names) return summary;
  const params = problem.params as { deck?: unknown; format?: unknown; where?: { list: string; deck?: number } };
  const deck =
    typeof params.deck === "number" ? params.deck : params.where?.list === "deck" ? params.where.deck : undefined;
  const values = { ...summary.values };
  if ("deck" in values && deck !== undefined) values.deck = names.deck(deck);
  if ("format" in values && typeof params.format === "string") values.format = names.format(params.format);
  return { ...summary, values };
}

/** Errors first, the first NAMED_PROBLEMS as summaries, and how many more there are. */
export function rowProblems(
  problems: readonly Problem[],
  names?: SummaryNames,
): { named: ProblemSummary[]; more: number } {
  const worstFirst = [...problems].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1));
  return {
    named: worstFirst.slice(0, NAMED_PROBLEMS).map((problem) => problemSummary(problem, names)),
    more: Math.max(0, problems.length - NAMED_PROBLEMS),
  };
}
