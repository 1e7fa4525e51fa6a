// One small function per problem code that a concrete change fixes; a code without one gets no hint
// (a name the list must spell out, a line to rewrite, the Head Judge's call). A new code adds one entry.
import type { ProblemCode, ProblemOf } from "../legality/problem";
import type { DeckCopiesParam } from "../legality/problem";
import type { CardChange, Fix, FixKind, FixParams, Zone } from "./fix";
import {
  copiesAfter,
  copiesInDeck,
  deckCountAfter,
  mainDeckTarget,
  refillBasic,
  refills,
  removalOrder,
  takeOut,
  takenOut,
  type FixTeam,
} from "./team-changes";

/**
 * The decks other problems take a card out of for good (`deck|card`): its colours, a ban, a house ban. A card
 * the team may keep in one deck only is kept in a deck where it may stay (docs/api.md, Fixes).
 */
export type Barred = ReadonlySet<string>;

type FixRule<C extends ProblemCode> = (problem: ProblemOf<C>, team: FixTeam, barred: Barred) => Fix | null;

function fix<K extends FixKind>(kind: K, params: FixParams[K], changes: CardChange[]): Fix {
  return { kind, params, changes } as Fix;
}

/** Every copy of the card out of each deck that plays it. */
function takeAllOut(card: string, copies: readonly DeckCopiesParam[], team: FixTeam): Fix | null {
  const out = copies.flatMap(({ deck }) => takeOut(team, deck, card, copiesInDeck(team, deck, card)));
  if (out.length === 0) return null;
  const refill = refills(team, out);
  return fix("take-out", { card, takeOut: takenOut(team, out), refills: refill.refills }, [...out, ...refill.changes]);
}

/** The deck that keeps a shared card; `choice` and `tied` as in `FixParams["keep-in-one-deck"]`. */
interface Kept {
  keep: DeckCopiesParam;
  choice: boolean;
  tied: number;
}

/**
 * The deck that keeps a card the team may play in one deck only (or once): of the decks where no other
 * problem takes it out (`barred`: its colours, a ban), the one with the most copies; when it is barred from
 * all, from any. On a tie, the ones a cut would take below their minimum need it more, and of those the ones
 * already short most of all; when that leaves more than one, which of them keeps it is the team's choice
 * (`choice`, among `tied` decks), and the first stands in.
 */
function keeper(card: string, copies: readonly DeckCopiesParam[], team: FixTeam, barred: Barred): Kept | undefined {
  const allowed = copies.filter(({ deck }) => !barred.has(`${deck}|${card}`));
  if (allowed.length === 0) {
    const [first] = copies;
    return first && { keep: first, choice: false, tied: 1 };
  }
  const most = Math.max(...allowed.map((each) => each.quantity));
  const tied = allowed.filter((each) => each.quantity === most);
  const minimum = team.format.minimumDeckSize;
  const cutShort = tied.filter(({ deck }) => {
    const cut = takeOut(team, deck, card, copiesInDeck(team, deck, card));
    return deckCountAfter(team, deck, cut) < minimum;
  });
  const alreadyShort = cutShort.filter(({ deck }) => deckCountAfter(team, deck, []) < minimum);
  // The narrowest of these that holds a deck: with three or four decks, two may need it and a third not.
  const candidates = [alreadyShort, cutShort, tied].find((decks) => decks.length > 0) ?? [];
  const [first] = candidates;
  return first && { keep: first, choice: candidates.length > 1, tied: candidates.length };
}

/** The fix that keeps `card` in the keeper's deck and takes `out` the other copies, refilling the decks. */
function keepIn(
  kind: "keep-in-one-deck" | "keep-one",
  card: string,
  kept: Kept,
  out: CardChange[],
  team: FixTeam,
): Fix {
  const refill = refills(team, out);
  const { keep, choice, tied } = kept;
  return fix(
    kind,
    {
      card,
      keep: keep.deckName,
      keepDeck: keep.deck,
      choice,
      tied,
      takeOut: takenOut(team, out),
      refills: refill.refills,
    },
    [...out, ...refill.changes],
  );
}

/** Team Sealed (MTR 8.6): a player's sideboard is theirs from the pool too; its copies come out before the deck's. */
const TEAM_SEALED_PASSES: readonly (readonly Zone[])[] = [["sideboard"], ["main"]];

/**
 * `excess` copies out, from the deck with the most first (Limited: main decks only); with `passes`, every
 * deck's first zones before any deck's next (Team Sealed: every sideboard before a deck).
 */
function takeExcessOut(
  card: string,
  copies: readonly DeckCopiesParam[],
  excess: number,
  team: FixTeam,
  passes: readonly (readonly Zone[])[] = [removalOrder(team)],
): Fix | null {
  const out: CardChange[] = [];
  let left = excess;
  for (const order of passes)
    for (const { deck } of [...copies].sort((a, b) => b.quantity - a.quantity)) {
      const changes = takeOut(team, deck, card, Math.min(left, copiesInDeck(team, deck, card, order)), order);
      out.push(...changes);
      left += changes.reduce((sum, change) => sum + change.quantity, 0);
    }
  if (out.length === 0) return null;
  const refill = refills(team, out);
  return fix("take-out", { card, takeOut: takenOut(team, out), refills: refill.refills }, [...out, ...refill.changes]);
}

const RULES: { [C in ProblemCode]?: FixRule<C> } = {
  "team-shared-card": ({ params: { card, copies } }, team, barred) => {
    const kept = keeper(card, copies, team, barred);
    if (!kept) return null;
    const out = copies
      .filter((each) => each !== kept.keep)
      .flatMap(({ deck }) => takeOut(team, deck, card, copiesInDeck(team, deck, card)));
    if (out.length === 0) return null;
    return keepIn("keep-in-one-deck", card, kept, out, team);
  },
  restricted: ({ params: { card, copies } }, team, barred) => {
    const kept = keeper(card, copies, team, barred);
    if (!kept) return null;
    const out = copies.flatMap(({ deck }) =>
      takeOut(team, deck, card, copiesInDeck(team, deck, card) - (deck === kept.keep.deck ? 1 : 0)),
    );
    return keepIn("keep-one", card, kept, out, team);
  },
  "too-many-copies": ({ params: { card, deck, deckName, quantity, limit } }, team) =>
    takeExcessOut(card, [{ deck, deckName, quantity, lines: [] }], quantity - limit, team),
  "team-too-many-copies": ({ params: { card, copies, total, limit } }, team) =>
    takeExcessOut(card, copies, total - limit, team),
  "not-in-pool": ({ params: { card, copies, pool, allowed, variant } }, team) =>
    takeExcessOut(
      card,
      copies,
      copies.reduce((sum, each) => sum + each.quantity, 0) - (pool + allowed),
      team,
      variant === "unified" ? TEAM_SEALED_PASSES : undefined,
    ),
  banned: ({ params: { card, copies } }, team) => takeAllOut(card, copies, team),
  "not-legal": ({ params: { card, copies } }, team) => takeAllOut(card, copies, team),
  // Its params name the ban list's entry (the front face); the decks hold the Oracle card.
  "banned-2hg": (problem, team) => takeAllOut(problem.card ?? problem.params.card, problem.params.copies, team),
  // In Limited a companion is the Head Judge's call (a warning): no hint.
  "companion-not-allowed": ({ params: { card, copies, limited } }, team) =>
    limited ? null : takeAllOut(card, copies, team),
  "commander-not-allowed": ({ params: { card, copies } }, team) => {
    const [first] = copies;
    const quantity = first ? copiesInDeck(team, first.deck, card, ["commander"]) : 0;
    if (!first || quantity === 0) return null;
    return fix("move-to-main", { card, deck: first.deck, deckName: first.deckName, quantity }, [
      { deck: first.deck, card, quantity: -quantity, zone: "commander" },
      { deck: first.deck, card, quantity, zone: "main" },
    ]);
  },
  "sideboard-not-allowed": ({ params: { deck, deckName, count } }, team) => {
    const out = (team.decks[deck]?.sideboard ?? []).map((entry): CardChange => ({
      deck,
      card: entry.name,
      quantity: -entry.quantity,
      zone: "sideboard",
    }));
    if (out.length === 0) return null;
    const refill = refills(team, out);
    return fix("take-out-sideboard", { deck, deckName, count, refills: refill.refills }, [...out, ...refill.changes]);
  },
  // MTR 6.1: the sideboard's last-listed cards beyond fifteen come out of it (the deck keeps its size).
  "sideboard-too-large": ({ params: { deck, deckName, count, max } }, team) => {
    const cards: { card: string; quantity: number }[] = [];
    let over = count - max;
    for (const entry of [...(team.decks[deck]?.sideboard ?? [])].reverse()) {
      if (over <= 0) break;
      const quantity = Math.min(over, entry.quantity);
      cards.unshift({ card: entry.name, quantity });
      over -= quantity;
    }
    if (cards.length === 0) return null;
    const changes = cards.map(({ card, quantity }): CardChange => ({
      deck,
      card,
      quantity: -quantity,
      zone: "sideboard",
    }));
    return fix("trim-sideboard", { deck, deckName, cards, max }, changes);
  },
  // MTR 6.3: a Snow-Covered basic not legal in Standard stands for the regular basic land.
  "snow-basic": ({ params: { card, copies } }, team) => {
    const replacement = card.replace(/^Snow-Covered /, "");
    if (replacement === card) return null;
    return replaceIn(card, replacement, copies, team);
  },
  // The first suggestion, as a hint the player confirms (IPG 3.4): never applied by the app.
  "unknown-card": (problem, team) => {
    const [suggestion] = problem.suggestions;
    return suggestion ? replaceIn(problem.params.card, suggestion, problem.params.copies, team) : null;
  },
  "deck-too-small": ({ params: { deck, deckName, count, minimum } }, team) =>
    addBasics(team, deck, deckName, minimum - count, minimum),
  // 2HG Commander (CR 903): a deck short of 100 adds basics; one over it has no single card to cut.
  "commander-deck-size": ({ params: { deck, deckName, count, required } }, team) =>
    count < required
      ? addBasics(team, deck, deckName, mainDeckTarget(team, deck) - (team.decks[deck]?.mainCount ?? 0), required)
      : null,
  "commander-singleton": ({ params: { card, deck, deckName, quantity, limit } }, team) =>
    takeExcessOut(card, [{ deck, deckName, quantity, lines: [] }], quantity - limit, team),
  // One problem may list several cards outside the same colours: all of them come out.
  "color-identity": ({ params: { deck, deckName, cards } }, team) => {
    const names = cards.map((each) => each.card);
    if (names.length === 1) return takeAllOut(names[0]!, [{ deck, deckName, quantity: 0, lines: [] }], team);
    const out = names.flatMap((card) => takeOut(team, deck, card, copiesInDeck(team, deck, card)));
    if (out.length === 0) return null;
    const refill = refills(team, out);
    return fix("take-out-cards", { deck, deckName, cards: names, refills: refill.refills }, [
      ...out,
      ...refill.changes,
    ]);
  },
  "house-banned": ({ params: { card, copies } }, team) => takeAllOut(card, copies, team),
  "too-many-game-changers": ({ params: { deck, deckName, count, cap, cards } }, team) => {
    const extra = cards.slice(cap);
    const out = extra.flatMap((card) => takeOut(team, deck, card, copiesInDeck(team, deck, card)));
    if (count <= cap || out.length === 0) return null;
    const refill = refills(team, out);
    return fix("take-out-cards", { deck, deckName, cards: extra, refills: refill.refills }, [
      ...out,
      ...refill.changes,
    ]);
  },
};

function addBasics(team: FixTeam, deck: number, deckName: string, quantity: number, minimum: number): Fix | null {
  const basic = refillBasic(team, deck);
  if (!basic || quantity <= 0) return null;
  return fix("add-basics", { deck, deckName, basic, quantity, minimum }, [
    { deck, card: basic, quantity, zone: "main" },
  ]);
}

/** Every copy of `card`, in every zone of the decks that play it, replaced by `replacement`. */
function replaceIn(card: string, replacement: string, copies: readonly DeckCopiesParam[], team: FixTeam): Fix | null {
  const changes = copies.flatMap(({ deck }) =>
    takeOut(team, deck, card, copiesInDeck(team, deck, card)).flatMap((change) => [
      change,
      { ...change, card: replacement, quantity: -change.quantity },
    ]),
  );
  if (changes.length === 0) return null;
  return fix("replace", { card, replacement, decks: takenOut(team, changes) }, changes);
}

/** The problem's fix hint, or null when no concrete change to the lists removes it. */
export function fixFor(problem: ProblemOf<ProblemCode>, team: FixTeam, barred: Barred = new Set()): Fix | null {
  const rule = RULES[problem.code] as FixRule<ProblemCode> | undefined;
  return rule ? rule(problem, team, barred) : null;
}

/** The codes whose fix chooses a deck to keep the card in: the others' fixes say where it may not stay. */
const KEEPING: ReadonlySet<ProblemCode> = new Set(["team-shared-card", "restricted"]);

/**
 * Every problem's fix hint, in order. A card the team keeps in one deck (or once) is kept where the other
 * fixes leave it (MTR 8.4, 9.5 with CR 903.4: Rhystic Study stays in the blue deck, not the mono-red one).
 */
export function fixesFor(problems: readonly ProblemOf<ProblemCode>[], team: FixTeam): (Fix | null)[] {
  const others = problems.map((problem) => (KEEPING.has(problem.code) ? null : fixFor(problem, team)));
  const barred = new Set<string>();
  for (const fix of others)
    for (const change of fix?.changes ?? [])
      if (change.quantity < 0 && copiesAfter(team, change.deck, change.card, fix!.changes) <= 0)
        barred.add(`${change.deck}|${change.card}`);
  return problems.map((problem, index) => (KEEPING.has(problem.code) ? fixFor(problem, team, barred) : others[index]!));
}
