// The team's plan: every fix hint composed into one set of changes that, made together, removes every
// problem a change to the lists can remove. Hints taken one by one may overlap (a banned card that is also
// shared) or add up wrongly (two refills of one deck): here each card's removals are merged, Game Changers
// are counted again once the other cards are out, and each deck is refilled once, at the end, with a basic
// land it may play. Never applied by the app. Part of the public API (docs/api.md): add fields, never rename.
import type { Problem, ProblemOf } from "../legality/problem";
import { deckCopyLimit } from "../legality/copy-limit";
import { fixesFor } from "./fix-rules";
import type { CardChange, Fix, FixOf, TakeOut, Zone } from "./fix";
import { copiesAfter, deckCountAfter, refillBasic, removalOrder, takeOut, type FixTeam } from "./team-changes";
import type { ProblemCode } from "../legality/problem";
import { replacementBreaks } from "./replacement-check";

/** Copies of one card. */
export interface PlanCard {
  card: string;
  quantity: number;
}

/** What the plan does to one deck, for its wording. */
export interface PlanDeck {
  deck: number;
  deckName: string;
  /** Copies taken out, any zone. */
  takeOut: PlanCard[];
  /** Cards moved from the commander section to the main deck. */
  moveToMain: PlanCard[];
  /** Cards added: replacements, then the basic land that brings the deck to its size. */
  add: PlanCard[];
  /** Added, only when there are some: the copies of `takeOut` that come out of the sideboard. */
  fromSideboard?: PlanCard[];
  /** Added, only when there are some: the copies of `add` that go into the sideboard (a misspelt sideboard card's replacement). */
  toSideboard?: PlanCard[];
  /** The deck's count once the plan is made, as its size rule counts it (with its commanders in Commander). */
  count: number;
}

/** A card the team may keep in any of `tied` decks: the plan keeps it in `deckName`'s. */
export interface PlanChoice {
  card: string;
  deck: number;
  deckName: string;
  tied: number;
}

/**
 * A replacement the plan leaves out: making it would break `breaks` (its card is banned, restricted, in the
 * other deck, outside the deck's colors…), so which card the list meant is the team's decision (IPG 3.4).
 */
export interface PlanLeftOut {
  card: string;
  replacement: string;
  decks: TakeOut[];
  breaks: ProblemCode;
}

export interface TeamPlan {
  /** Every change, as in a fix: negative to take out, positive to add. */
  changes: CardChange[];
  /** The same, deck by deck. */
  decks: PlanDeck[];
  choices: PlanChoice[];
  /** The problems the plan removes, by their index in the report's problems. */
  covers: number[];
  /** Added, only when there are some: suggested replacements left out because they would break a rule. */
  leftOut?: PlanLeftOut[];
}

const key = (change: Pick<CardChange, "deck" | "zone" | "card">) => `${change.deck}|${change.zone}|${change.card}`;

/** A fix's own changes, without the refills it adds for itself: the plan refills each deck once. */
function ownChanges(fix: Fix): CardChange[] {
  const refills = "refills" in fix.params ? fix.params.refills.length : 0;
  return fix.changes.slice(0, fix.changes.length - refills);
}

/** Each card's removal is the largest any hint asks for; an addition likewise. */
function merge(into: Map<string, CardChange>, changes: readonly CardChange[]): void {
  for (const change of changes) {
    const known = into.get(key(change));
    if (!known || Math.abs(change.quantity) > Math.abs(known.quantity)) into.set(key(change), change);
  }
}

/**
 * An addition (a suggested name, a regular basic) kept within the card's copies per deck, counting what
 * the deck keeps: "4 Counterspel" beside four Counterspell adds none.
 */
function withinCopyLimit(team: FixTeam, additions: readonly CardChange[], removals: readonly CardChange[]) {
  const kept: CardChange[] = [];
  for (const change of additions) {
    const card = team.cards.get(change.card);
    const limit = card ? deckCopyLimit(card, team.format) : null;
    if (limit === null) {
      kept.push(change);
      continue;
    }
    const room = limit - copiesAfter(team, change.deck, change.card, [...removals, ...kept]);
    if (room > 0) kept.push({ ...change, quantity: Math.min(room, change.quantity) });
  }
  return kept;
}

/**
 * A replacement added to the plan's `changes`, within the copies a deck may hold, when no addition breaks a
 * rule the plan knows (replacement-check.ts); else the rule it breaks, and the plan keeps the list as it is.
 */
function replacementMade(
  team: FixTeam,
  fix: FixOf<"replace">,
  changes: readonly CardChange[],
  out: ReadonlySet<string>,
): { changes: CardChange[] } | { breaks: ProblemCode } {
  // A deck whose misspelt card another hint takes out for good (a 2HG sideboard) gets no replacement there.
  const gone = (change: CardChange) => out.has(`${change.deck}|${fix.params.card}`);
  const removed = fix.changes.filter((change) => change.quantity < 0 && !gone(change));
  const trial = [...changes, ...removed];
  const wanted = fix.changes.filter(
    (change) => change.quantity > 0 && !gone(change) && !out.has(`${change.deck}|${change.card}`),
  );
  const added = withinCopyLimit(team, wanted, trial);
  const after = [...trial, ...added];
  for (const addition of added) {
    const breaks = replacementBreaks(team, addition, after);
    if (breaks) return { breaks };
  }
  return { changes: after };
}

/** MTR/house rule: a deck over the Game Changers cap, counted once the plan's other cards are out, loses its last-listed ones. */
function gameChangerCuts(
  problem: ProblemOf<"too-many-game-changers">,
  team: FixTeam,
  changes: readonly CardChange[],
): CardChange[] {
  const { deck, cap, cards } = problem.params;
  const left = cards.filter((card) => copiesAfter(team, deck, card, changes) > 0);
  const cuts: CardChange[] = [];
  for (const card of left.slice(cap).reverse()) {
    const already = changes
      .filter((each) => each.deck === deck && each.card === card && each.quantity < 0)
      .map((each) => each.zone);
    const order = removalOrder(team).filter((zone) => !already.includes(zone));
    cuts.push(...takeOut(team, deck, card, copiesAfter(team, deck, card, changes), order));
  }
  return cuts;
}

/** What the changes do to each deck they touch, for the plan's wording. */
function planDecks(team: FixTeam, changes: readonly CardChange[]): PlanDeck[] {
  const decks = [...new Set(changes.map((change) => change.deck))].sort((a, b) => a - b);
  return decks.map((deck) => {
    const own = changes.filter((change) => change.deck === deck);
    const moved = new Set(
      own.filter((change) => change.zone === "commander" && change.quantity < 0).map((change) => change.card),
    );
    const isMove = (change: CardChange) =>
      moved.has(change.card) && (change.zone === "commander" || change.zone === "main") && change.quantity !== 0;
    const sum = (list: readonly CardChange[]) => {
      const byCard = new Map<string, number>();
      for (const change of list) byCard.set(change.card, (byCard.get(change.card) ?? 0) + Math.abs(change.quantity));
      return [...byCard].map(([card, quantity]) => ({ card, quantity }));
    };
    const inSideboard = own.filter((change) => change.zone === "sideboard");
    const fromSideboard = sum(inSideboard.filter((change) => change.quantity < 0));
    const toSideboard = sum(inSideboard.filter((change) => change.quantity > 0));
    return {
      deck,
      deckName: team.decks[deck]?.name ?? "",
      takeOut: sum(own.filter((change) => change.quantity < 0 && !isMove(change))),
      moveToMain: sum(own.filter((change) => isMove(change) && change.zone === "main")),
      add: sum(own.filter((change) => change.quantity > 0 && !isMove(change))),
      count: deckCountAfter(team, deck, changes),
      ...(fromSideboard.length > 0 && { fromSideboard }),
      ...(toSideboard.length > 0 && { toSideboard }),
    };
  });
}

const ZONE_ORDER: readonly Zone[] = ["commander", "companion", "sideboard", "main"];

/**
 * The plan for a team's problems, or null when no change to the lists removes any. Sizes are refilled
 * last, each deck once, to its minimum (2HG Commander: exactly 100 with its commanders, CR 903.5a).
 */
export function planFor(problems: readonly Problem[], team: FixTeam): TeamPlan | null {
  const removals = new Map<string, CardChange>();
  const additions = new Map<string, CardChange>();
  const covers: number[] = [];
  const choices: PlanChoice[] = [];
  const gameChangers: ProblemOf<"too-many-game-changers">[] = [];
  const sizes: number[] = [];
  const replacements: { index: number; fix: FixOf<"replace"> }[] = [];
  /** Cards a hint takes out of a deck for good: no other hint's move or replacement brings them back. */
  const out = new Set<string>();
  const fixes = fixesFor(problems, team);
  problems.forEach((problem, index) => {
    if (problem.code === "deck-too-small" || problem.code === "commander-deck-size") return sizes.push(index);
    const fix = fixes[index];
    if (!fix) return;
    covers.push(index);
    if (problem.code === "too-many-game-changers") return gameChangers.push(problem);
    if ((fix.kind === "keep-in-one-deck" || fix.kind === "keep-one") && fix.params.choice) {
      const deck = team.decks.findIndex((each) => each.name === fix.params.keep);
      choices.push({ card: fix.params.card, deck, deckName: fix.params.keep, tied: fix.params.tied });
    }
    if (fix.kind === "replace") return replacements.push({ index, fix });
    const own = ownChanges(fix);
    if (fix.kind !== "move-to-main")
      for (const change of own) if (change.quantity < 0) out.add(`${change.deck}|${change.card}`);
    merge(
      removals,
      own.filter((change) => change.quantity < 0),
    );
    merge(
      additions,
      own.filter((change) => change.quantity > 0),
    );
  });
  const taken = [...removals.values()];
  const added = [...additions.values()].filter((change) => !out.has(`${change.deck}|${change.card}`));
  let changes = [...taken, ...withinCopyLimit(team, added, taken)];
  const leftOut: PlanLeftOut[] = [];
  for (const { index, fix } of replacements) {
    const made = replacementMade(team, fix, changes, out);
    if ("breaks" in made) {
      leftOut.push({ ...fix.params, breaks: made.breaks });
      covers.splice(covers.indexOf(index), 1);
    } else changes = made.changes;
  }
  for (const problem of gameChangers) changes = [...changes, ...gameChangerCuts(problem, team, changes)];

  for (const deck of team.decks.keys()) {
    const count = deckCountAfter(team, deck, changes);
    const basic = refillBasic(team, deck, changes);
    if (count < team.format.minimumDeckSize && basic)
      changes.push({ deck, card: basic, quantity: team.format.minimumDeckSize - count, zone: "main" });
  }
  for (const index of sizes) {
    const problem = problems[index]!;
    const deck = problem.code === "deck-too-small" || problem.code === "commander-deck-size" ? problem.params.deck : -1;
    const count = deckCountAfter(team, deck, changes);
    const fits =
      problem.code === "commander-deck-size"
        ? count === team.format.minimumDeckSize
        : count >= team.format.minimumDeckSize;
    if (fits) covers.push(index);
  }
  if (changes.length === 0 && leftOut.length === 0) return null;
  const ordered = [...changes].sort(
    (a, b) => a.deck - b.deck || ZONE_ORDER.indexOf(a.zone) - ZONE_ORDER.indexOf(b.zone) || a.quantity - b.quantity,
  );
  return {
    changes: ordered,
    decks: planDecks(team, ordered),
    choices,
    covers: covers.sort((a, b) => a - b),
    ...(leftOut.length > 0 && { leftOut }),
  };
}
