// The validator: pure, and collects every problem of every rule (never only the first).
import type { Format, FormatKind, Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import { commanderDeckSize, legalCommanders, withinColorIdentity } from "./commander-rules";
import { deckCopyLimit } from "./copy-limit";
import { copiesPerDeck, formatLegality, isRestrictedIn, twoHeadedGiantBans } from "./card-rules";
import { deckSize, noCommander, noCompanion, noSideboard, sanctionedFormat, sideboardSize } from "./deck-rules";
import {
  strayPrintedNames,
  unparsedLines,
  unparsedPoolLines,
  unresolvedCards,
  unresolvedPoolCards,
} from "./lookup-rules";
import { poolGiven, poolLimit, withinPool } from "./pool-rules";
import type { Problem } from "./problem";
import { problemsIn, type Rule, type RuleContext } from "./rule-context";
import { collectTeamCards, type ResolvedDeck, type TeamCard } from "./team-cards";
import type { TeamPool } from "./team-pool";
import { gameChangerCap, houseBanned } from "./house-rule-checks";
import { combinedCopies, noSharedCards, ownLimitInOneDeck, restrictedCards } from "./team-rules";
import { DEFAULT_VARIANT, oneSeatFormat, type Variant } from "../variants";
import type { Decklist } from "../decklist/decklist";
import { parseDecklist } from "../decklist/parse";
import { banComing, notYetReleased } from "./date-rules";
import type { EventDay } from "./on-date";

/** Lines that name no card, a card not yet released on the event's date, and the organizer's house rules, apply in every format. */
const EVERY_FORMAT: readonly Rule[] = [
  sanctionedFormat,
  unparsedLines,
  unresolvedCards,
  strayPrintedNames,
  notYetReleased,
];
const HOUSE_RULES: readonly Rule[] = [houseBanned, gameChangerCap];

/** The one place that decides which rules a team runs, by its variant (lib/variants.ts) and its format's kind (lib/formats.ts). */
const GIANT_RULES: Record<FormatKind, readonly Rule[]> = {
  // MTR 6, 8.4 and 9.5; the team rule chosen (tournament or classic) runs its own check.
  constructed: [
    ...EVERY_FORMAT,
    deckSize,
    noSideboard,
    noCompanion,
    noCommander,
    twoHeadedGiantBans,
    formatLegality,
    banComing,
    restrictedCards,
    copiesPerDeck("too-many-copies"),
    noSharedCards,
    combinedCopies,
    ...HOUSE_RULES,
  ],
  // MTR 7 and 9.6: deck sizes, and with a pool, every card from it.
  limited: [
    ...EVERY_FORMAT,
    unparsedPoolLines,
    unresolvedPoolCards,
    deckSize,
    noCompanion,
    noCommander,
    withinPool,
    poolGiven,
    ...HOUSE_RULES,
  ],
  // CR 903 per deck; the team rule (open, tournament or classic) and the house rules are the organizer's.
  commander: [
    ...EVERY_FORMAT,
    commanderDeckSize,
    legalCommanders,
    formatLegality,
    banComing,
    copiesPerDeck("commander-singleton"),
    withinColorIdentity,
    noSharedCards,
    combinedCopies,
    ...HOUSE_RULES,
  ],
};

/** A Constructed deck on its own, sideboard of fifteen included (MTR 6.1): a Team Unified player's, a Trios seat's. */
const CONSTRUCTED_DECK_WITH_SIDEBOARD: readonly Rule[] = [
  deckSize,
  sideboardSize,
  noCommander,
  formatLegality,
  banComing,
  restrictedCards,
  copiesPerDeck("too-many-copies"),
];

/**
 * Team Unified Constructed (MTR 8.2, 8.4, 6.1): each deck a Constructed deck with its own sideboard of at
 * most fifteen, and the team rule over decks and sideboards; no Erayo ban (that is 9.5's). In Limited, Team
 * Sealed (MTR 8.6): one pool, each player's deck and sideboard from it. Unified 2HG Commander is refused
 * at the input.
 */
const UNIFIED_RULES: Record<FormatKind, readonly Rule[]> = {
  constructed: [
    ...EVERY_FORMAT,
    ...CONSTRUCTED_DECK_WITH_SIDEBOARD,
    noSharedCards,
    combinedCopies,
    ownLimitInOneDeck,
    ...HOUSE_RULES,
  ],
  limited: [
    ...EVERY_FORMAT,
    unparsedPoolLines,
    unresolvedPoolCards,
    deckSize,
    noCommander,
    withinPool,
    poolGiven,
    ...HOUSE_RULES,
  ],
  commander: [],
};

/** Team Trios (MTR 8.4, last sentence) whose seats play different formats: each seat's deck alone, in its own Constructed format, with its sideboard. */
const SEAT_RULES: readonly Rule[] = [...EVERY_FORMAT, ...CONSTRUCTED_DECK_WITH_SIDEBOARD, ...HOUSE_RULES];

export interface Validation {
  problems: Problem[];
  cards: TeamCard[];
}

/** What a team is checked under beside its decks: a Limited team's pool, and the organizer's house rules. */
export interface TeamRules {
  pool?: TeamPool | null;
  houseRules?: HouseRules;
  /** The Oracle ids on the organizer's ban list. */
  houseBans?: ReadonlySet<string>;
  /** What kind of team event; Two-Headed Giant when not given. */
  variant?: Variant;
  /** Team Trios: each seat's format, in deck order. */
  seatFormats?: readonly Format[];
  /** The event's date (docs/rules.md, Legal on a date): the cards' legalities are already that day's. */
  day?: EventDay;
}

const NO_BANS: ReadonlySet<string> = new Set();

export function validateTeam(
  format: Format,
  ruleset: Ruleset,
  decks: readonly ResolvedDeck[],
  rules: TeamRules = {},
): Validation {
  const cards = collectTeamCards(decks);
  const variant = rules.variant ?? DEFAULT_VARIANT;
  const context: RuleContext = {
    variant,
    format,
    ruleset,
    decks,
    deckNames: decks.map((deck) => deck.name),
    cards,
    pool: rules.pool ?? null,
    houseRules: rules.houseRules ?? {},
    houseBans: rules.houseBans ?? NO_BANS,
    ...(rules.day && { day: rules.day }),
  };
  if (variant === "trios") {
    // MTR 8.4: every seat in one format is a unified team, checked (and worded) as Team Unified in it.
    const unified = oneSeatFormat(rules.seatFormats ?? []);
    if (unified === null) return { problems: seatProblems(context, rules.seatFormats ?? []), cards };
    const asUnified: RuleContext = { ...context, variant: "unified", format: unified };
    return { problems: problemsIn(UNIFIED_RULES[unified.kind], (rule) => rule(asUnified)), cards };
  }
  const ruleList = (variant === "unified" ? UNIFIED_RULES : GIANT_RULES)[format.kind];
  return { problems: problemsIn(ruleList, (rule) => rule(context)), cards };
}

/**
 * Team Trios: each seat checked as if it were the team's only deck, in its own format. The other decks stand
 * in empty, so every problem keeps its deck's index; a seat's problem about the team (its format is not
 * sanctioned) is located at the seat, and every problem carries its seat's format (its words name it).
 */
function seatProblems(team: RuleContext, seatFormats: readonly Format[]): Problem[] {
  const problems: Problem[] = [];
  team.decks.forEach((deck, seat) => {
    const format = seatFormats[seat] ?? team.format;
    const decks = team.decks.map((each, index) => (index === seat ? each : { ...each, decklist: EMPTY_LIST }));
    const context: RuleContext = { ...team, format, decks, cards: collectTeamCards(decks) };
    for (const found of problemsIn(SEAT_RULES, (rule) => rule(context))) {
      if (found.decks.length > 0 && !found.decks.includes(seat)) continue;
      const located = found.decks.length > 0 ? found : { ...found, decks: [seat], lines: [[]] };
      problems.push({ ...located, format: format.id });
    }
  });
  return problems;
}

const EMPTY_LIST: Decklist = Object.freeze(parseDecklist(""));

export function isLegal(problems: readonly Problem[]): boolean {
  return problems.every((problem) => problem.severity !== "error");
}

/**
 * The copies the team may play, shown in the team table: in Constructed the card's copy limit, in
 * Limited with a pool the pool's copies (0 for a card it lacks); null where none applies or is known.
 */
export function displayedLimit(teamCard: TeamCard, format: Format, pool: TeamPool | null = null): number | null {
  if (format.kind === "limited") return pool === null ? null : poolLimit(teamCard, pool);
  if (!teamCard.card) return null;
  if (isRestrictedIn(teamCard.card, format)) return 1;
  return deckCopyLimit(teamCard.card, format);
}
