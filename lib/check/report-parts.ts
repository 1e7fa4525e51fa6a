// The report's tables, from a validated team: each deck's zones by Oracle name, and the team table's rows.
import { combinedIdentity } from "../cards/color-identity";
import { lookupOf } from "../cards/lookup-name";
import type { NameResolution } from "../cards/source";
import type { Decklist } from "../decklist/decklist";
import type { HouseRules } from "../input/house-rules/names";
import type { Format, Ruleset } from "../formats";
import { cardsOfProblem, type Problem } from "../legality/problem";
import { mainDeckCopies } from "../legality/pool-rules";
import { teamTotal, writtenNames, type ResolvedDeck, type TeamCard } from "../legality/team-cards";
import type { Variant } from "../variants";
import { listSize, type TeamPool } from "../legality/team-pool";
import { displayedLimit } from "../legality/validate";
import type { Card } from "../cards/card";
import { inOneDeckOnly } from "../legality/team-rules";
import type {
  CardView,
  DeckReport,
  PoolCardReport,
  PoolReport,
  ReportEntry,
  TeamCardRow,
  CardStatus,
} from "../report/report";

/** One zone's entries under their Oracle names: lines naming one card (several printings) are summed. */
export function zoneEntries(
  entries: Decklist["main"],
  resolutions: ReadonlyMap<string, NameResolution>,
): ReportEntry[] {
  if (entries.length === 0) return [];
  const byName = new Map<string, ReportEntry>();
  for (const entry of entries) {
    const resolution = resolutions.get(lookupOf(entry));
    const name = resolution?.status === "found" ? resolution.card.name : entry.name;
    const written = writtenNames(entry, name);
    const known = byName.get(name);
    if (known) {
      known.quantity += entry.quantity;
      known.lines = [...known.lines, ...entry.lines].sort((a, b) => a - b);
      const more = written.filter((spelling) => !known.written?.includes(spelling));
      if (more.length > 0) known.written = [...(known.written ?? []), ...more];
    } else {
      byName.set(name, {
        name,
        quantity: entry.quantity,
        lines: [...entry.lines],
        ...(written.length > 0 && { written }),
      });
    }
  }
  return [...byName.values()];
}

export const totalQuantity = (entries: readonly ReportEntry[]) =>
  entries.reduce((sum, entry) => sum + entry.quantity, 0);

/** The colour identity of a deck's commanders (CR 903.4), from the cards its command zone names. */
function commanderIdentity(decklist: Decklist, resolutions: ReadonlyMap<string, NameResolution>): string {
  let identity = "";
  for (const entry of decklist.commander) {
    const resolution = resolutions.get(lookupOf(entry));
    if (resolution?.status === "found") identity = combinedIdentity(identity, resolution.card.colorIdentity);
  }
  return identity;
}

export function deckReport(
  deck: ResolvedDeck,
  resolutions: ReadonlyMap<string, NameResolution>,
  format: Format,
  seatFormat?: Format,
): DeckReport {
  const main = zoneEntries(deck.decklist.main, resolutions);
  const sideboard = zoneEntries(deck.decklist.sideboard, resolutions);
  return {
    name: deck.name,
    mainCount: totalQuantity(main),
    sideboardCount: totalQuantity(sideboard),
    main,
    sideboard,
    commander: zoneEntries(deck.decklist.commander, resolutions),
    companion: zoneEntries(deck.decklist.companion, resolutions),
    ignored: deck.decklist.ignored,
    unparsed: deck.decklist.unparsed,
    colorIdentity: format.kind === "commander" ? commanderIdentity(deck.decklist, resolutions) : null,
    ...(seatFormat && { format: seatFormat.id }),
  };
}

/** A card's status is the worst severity among the problems naming it; one pass over the problems, not one per card. */
export function cardRows(
  cards: readonly TeamCard[],
  problems: readonly Problem[],
  {
    format,
    ruleset,
    pool,
    houseRules,
    seatFormats,
  }: {
    format: Format;
    ruleset: Ruleset;
    pool: TeamPool | null;
    houseRules: HouseRules;
    /** Team Trios: each seat's format. A card's limit is then its first deck's, and no team rule keeps it to one deck. */
    seatFormats?: readonly Format[];
  },
): TeamCardRow[] {
  const worst = new Map<string, CardStatus>();
  for (const problem of problems)
    if (problem.severity !== "info")
      for (const card of cardsOfProblem(problem)) if (worst.get(card) !== "error") worst.set(card, problem.severity);
  return cards.map((teamCard) => {
    const quantities = teamCard.decks.map((copies) => copies.quantity);
    return {
      name: teamCard.name,
      quantities,
      total: quantities.reduce((sum, quantity) => sum + quantity, 0),
      limit: displayedLimit(teamCard, seatFormats ? firstSeatFormat(teamCard, seatFormats, format) : format, pool),
      oneDeck: !seatFormats && inOneDeckOnly(teamCard, format, ruleset, houseRules),
      status: worst.get(teamCard.name) ?? "ok",
      ...cardView(teamCard.card),
    };
  });
}

function firstSeatFormat(teamCard: TeamCard, seatFormats: readonly Format[], fallback: Format): Format {
  const seat = teamCard.decks.findIndex((copies) => copies.quantity > 0);
  return seatFormats[seat] ?? fallback;
}

/** A card's links and faces for the report page's preview; a name that matched no card has none. */
export function cardView(card: Card | null | undefined): CardView {
  return {
    layout: card?.layout ?? null,
    scryfallUrl: card?.scryfallUrl ?? null,
    imageUrl: card?.imageUrl ?? null,
    faces: (card?.faces ?? []).map((face) => ({
      name: face.name,
      manaCost: face.manaCost ?? "",
      typeLine: face.typeLine,
      imageUrl: face.imageUrl ?? null,
      oracleText: face.oracleText ?? "",
    })),
  };
}

/**
 * The pool's size and what is left of it: in Two-Headed Giant the shared sideboard, each pool card's copies
 * that no main deck plays (CR 100.4c); in Team Sealed (MTR 8.6) every card belongs to one player's deck or
 * sideboard, so what no player took is `unassigned`.
 */
export function poolReport(pool: TeamPool, cards: readonly TeamCard[], variant: Variant = "giant"): PoolReport {
  const teamSealed = variant === "unified";
  const taken = new Map(
    cards.map((teamCard) => [teamCard.key, teamSealed ? teamTotal(teamCard) : mainDeckCopies(teamCard)]),
  );
  const left: PoolCardReport[] = [];
  for (const poolCard of pool.cards.values()) {
    const quantity = poolCard.copies.pool - (taken.get(poolCard.key) ?? 0);
    if (quantity > 0) left.push({ name: poolCard.name, quantity, ...cardView(poolCard.card) });
  }
  const sizes = { cards: listSize(pool, "pool"), allowed: listSize(pool, "allowed") };
  return teamSealed ? { ...sizes, sideboard: [], unassigned: left } : { ...sizes, sideboard: left };
}

export function countProblems(problems: readonly Problem[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const problem of problems) {
    if (problem.severity === "error") errors += 1;
    else if (problem.severity === "warning") warnings += 1;
  }
  return { errors, warnings };
}
