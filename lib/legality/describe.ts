// The one English wording of every problem, from its code and params: the API's `message`. Pages word
// the same params in the reader's language; a message changes here and nowhere else.
import { findFormat, type FormatKind } from "../formats";
import { giantTable } from "../variants";
import type {
  CommanderFault,
  DeckCopiesParam,
  ListParam,
  PoolCopiesParam,
  ProblemCode,
  ProblemParams,
} from "./problem";
import { TWO_HEADED_GIANT_BANS } from "./team-bans";
import { POOL_LIST_NAMES, lineList, plural, quoted } from "./wording";

/** "Alice: 2 (line 3); Bob: 2 as 稲妻 (line 7)": a deck that wrote another name for the card says which. */
function copiesByDeck(copies: readonly DeckCopiesParam[]): string {
  return copies
    .map(
      ({ deckName, quantity, lines, written }) =>
        `${deckName}: ${quantity}${written ? ` as ${written.join(", ")}` : ""} (${lineList(lines)})`,
    )
    .join("; ");
}

/** "Team pool: 3 (lines 4, 9); Also allowed: 1 (line 2)". */
function copiesInPool(copies: readonly PoolCopiesParam[]): string {
  return copies
    .map(({ list, quantity, lines }) => `${POOL_LIST_NAMES[list]}: ${quantity} (${lineList(lines)})`)
    .join("; ");
}

/** Where an unresolved name is: in the decks or, for a pool line, in the pool's lists. */
function whereNamed(copies: readonly DeckCopiesParam[], poolCopies: readonly PoolCopiesParam[]): string {
  return copies.length > 0 ? copiesByDeck(copies) : copiesInPool(poolCopies);
}

function listName(where: ListParam): string {
  return where.list === "deck" ? where.deckName : POOL_LIST_NAMES[where.list];
}

function formatLabel(id: string): string {
  return findFormat(id)?.label ?? id;
}

/** "Alice plays 2 and Bob plays 2 Negate", naming only the decks that play the card. */
function whoPlays(card: string, copies: readonly DeckCopiesParam[]): string {
  return `${copies.map(({ deckName, quantity }) => `${deckName} plays ${quantity}`).join(" and ")} ${card}`;
}

/** "the pool has 3", "the pool has none and the organizer allows 1". */
function whatTheTeamHas(pooled: number, allowed: number): string {
  const pool = `the pool has ${pooled === 0 ? "none" : pooled}`;
  if (allowed === 0) return pool;
  return `${pool} and the organizer allows ${pooled === 0 ? allowed : `${allowed} more`}`;
}

function poolRemedy(params: ProblemParams["not-in-pool"]): string {
  const { copies, pool, allowed, basicLand } = params;
  const available = pool + allowed;
  const played = copies.reduce((sum, deck) => sum + deck.quantity, 0);
  if (available > 0) return `that is ${plural(played - available, "copy", "copies")} more than the team has.`;
  if (basicLand)
    return `beyond the pool a deck may add only Plains, Island, Swamp, Mountain and Forest, not Snow-Covered basics or Wastes (MTR 7.2).`;
  return params.variant === "unified"
    ? "each player's deck and sideboard come from the team's pool (MTR 7.2, 8.6)."
    : "both decks are built from the team's pool (MTR 7.2, 9.6).";
}

const COLOR_NAMES: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** "white and blue", "colourless" for "". */
function colorNames(identity: string): string {
  const names = [...identity].map((color) => COLOR_NAMES[color] ?? color);
  if (names.length === 0) return "colourless";
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const COMMANDER_FAULTS: Record<CommanderFault, (commanders: readonly string[]) => string> = {
  none: () => "the deck has no commander: mark one (a Commander section, *CMDR*, [Commander] or # !Commander).",
  "not-eligible": ([commander]) =>
    `${commander} cannot be a commander: a commander is a legendary creature or a card that says it can be your commander.`,
  "not-a-pair": (commanders) =>
    `${commanders.join(" and ")} cannot be commanders together: two commanders need partner, partner with each other, friends forever, Choose a Background with a Background, or Doctor's companion with a Doctor.`,
  "too-many": (commanders) =>
    `${commanders.join(", ")} are more than two commanders; a deck has one commander, or two that allow it.`,
};

function teamSizeWarning(teamSize: number, kind: FormatKind): string {
  const { life, poison } = giantTable({ kind }, teamSize);
  return `A Two-Headed Giant team of ${teamSize} players is not a sanctioned event (MTR 8.2 seats teams of two or three; section 9 is written for two): this check applies the 2HG rules across every deck. The team starts at ${life} life and loses at ${poison} poison (CR 810.11).`;
}

type Describers = { [C in ProblemCode]: (params: ProblemParams[C]) => string };

const DESCRIBE: Describers = {
  "deck-too-small": ({ deckName, count, minimum, format }) =>
    `${deckName}'s main deck has ${plural(count, "card")}; ${formatLabel(format)} decks need at least ${minimum}.`,
  "too-many-copies": ({ card, deckName, quantity, lines, limit }) =>
    `${deckName} has ${quantity} copies of ${card} (${lineList(lines)}); a deck may have at most ${limit}.`,
  "team-shared-card": ({ card, copies, variant }) =>
    `${card} is in ${copies.length === 2 ? "both decks" : `${copies.length} decks`} (${copiesByDeck(copies)}); ${
      variant === "unified"
        ? "no two players on a team may have the same card in their decks or sideboards"
        : "no two decks on a 2HG team may contain the same card"
    }: keep it in one deck only.`,
  "team-too-many-copies": ({ card, total, limit, copies }) =>
    `The team has ${total} copies of ${card} (${copiesByDeck(copies)}); under the classic rule ${copies.length === 2 ? "the two decks" : `the ${copies.length} decks`} together may hold at most ${limit}.`,
  restricted: ({ card, format, total, copies }) =>
    `${card} is restricted in ${formatLabel(format)}: the team may have one copy in all, and has ${total} (${copiesByDeck(copies)}).`,
  banned: ({ card, format, copies }) => `${card} is banned in ${formatLabel(format)} (${copiesByDeck(copies)}).`,
  "not-legal": ({ card, format, alchemy, copies }) =>
    `${card}${alchemy ? " (an Arena-only Alchemy card)" : ""} is not legal in ${formatLabel(format)} (${copiesByDeck(copies)}).`,
  "snow-basic": ({ card, copies }) =>
    `${card} is not legal in Standard; it is treated as the regular basic land: replace it before play (no infraction) (${copiesByDeck(copies)}).`,
  "banned-2hg": ({ card, copies }) => {
    const ban = TWO_HEADED_GIANT_BANS.find((each) => each.name === card);
    return `${card} is banned in ${ban?.scope ?? "Two-Headed Giant"} (${ban?.source ?? "MTR 9.5"}) (${copiesByDeck(copies)}).`;
  },
  "sideboard-too-large": ({ deckName, count, lines, max }) =>
    `${deckName}'s sideboard has ${plural(count, "card")} (${lineList(lines)}); a sideboard may have at most ${max}.`,
  "sideboard-not-allowed": ({ deckName, count }) =>
    `${deckName} has a sideboard of ${plural(count, "card")}; sideboards are not allowed in 2HG Constructed: move the cards to the main deck or remove them.`,
  "companion-not-allowed": ({ card, limited, copies }) =>
    limited
      ? `${card} is listed as a companion (${copiesByDeck(copies)}); whether a 2HG Limited team may use a companion from its shared pool is not settled by the rules: ask the Head Judge.`
      : `${card} is listed as a companion (${copiesByDeck(copies)}); a companion comes from the sideboard (MTR 3.16) and 2HG Constructed allows none (MTR 9.5), so no companion can be used.`,
  "commander-not-allowed": ({ card, copies }) =>
    `${card} is listed as a commander (${copiesByDeck(copies)}); 2HG decks have no commander: move it to the main deck or remove it.`,
  "unknown-card": ({ card, copies, poolCopies }) =>
    `${quoted(card)} is not a card name we know (${whereNamed(copies, poolCopies)}): check its spelling.`,
  "ambiguous-card": ({ card, copies, poolCopies }) =>
    `${quoted(card)} could be more than one card; write the card's full name (${whereNamed(copies, poolCopies)}).`,
  "unparsed-line": ({ where, line, text, reason }) =>
    `${listName(where)}, line ${line}: ${quoted(text)} is not a card line (${reason}).`,
  "not-in-pool": (params) =>
    `${whoPlays(params.card, params.copies)}; ${whatTheTeamHas(params.pool, params.allowed)}: ${poolRemedy(params)}`,
  "no-pool": () =>
    "Without the team's pool only deck sizes and card names were checked: whether both decks come from the team's one pool was not (MTR 7.2, 9.6).",
  "unsanctioned-format": ({ format, teamSize, variant }) =>
    teamSize !== undefined
      ? teamSizeWarning(teamSize, findFormat(format)?.kind ?? "constructed")
      : variant !== undefined
        ? `${formatLabel(format)} is not a sanctioned format for team events (MTR 3.2): the organiser's own rules apply; this check uses ${variant === "trios" ? "the format's Constructed rules for this deck." : "the Team Unified Constructed rules."}`
        : findFormat(format)?.kind === "commander"
          ? `${formatLabel(format)} is not a sanctioned Two-Headed Giant format (MTR 3.2): the organiser's own rules apply; this check uses Commander's deck rules (CR 903) and the house rules chosen.`
          : `${formatLabel(format)} is not a sanctioned Two-Headed Giant format (MTR 3.2): the organiser's own rules apply; this check uses the 2HG Constructed rules.`,
  "commander-deck-size": ({ deckName, count, required }) =>
    `${deckName}'s deck has ${plural(count, "card")} with its commander; a Commander deck is exactly ${required}.`,
  "commander-singleton": ({ card, deckName, quantity, lines, limit }) =>
    `${deckName} has ${quantity} copies of ${card} (${lineList(lines)}); a Commander deck may have ${limit === 1 ? "one copy of each card but basic lands" : `at most ${limit}`}.`,
  "color-identity": ({ card, deckName, lines, cardIdentity, outside, commanders, teamIdentity }) =>
    `${card} (${colorNames(cardIdentity)}) in ${deckName}'s deck (${lineList(lines)}) has ${colorNames(outside)} outside the colour identity of ${
      teamIdentity ? "the team's commanders" : commanders.join(" and ")
    }.`,
  "not-a-commander": ({ deckName, commanders, reason }) => `${deckName}: ${COMMANDER_FAULTS[reason](commanders)}`,
  "house-banned": ({ card, copies }) => `${card} is on the organizer's ban list (${copiesByDeck(copies)}).`,
  "too-many-game-changers": ({ deckName, count, cap, cards }) =>
    `${deckName}'s deck has ${plural(count, "Game Changer")} (${cards.join(", ")}); the organizer allows at most ${cap}.`,
};

/** The English message of a problem, as the API's `message` says it. */
export function describeProblem<C extends ProblemCode>(code: C, params: ProblemParams[C]): string {
  return (DESCRIBE[code] as (params: ProblemParams[C]) => string)(params);
}
