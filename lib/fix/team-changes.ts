// The changes a fix is made of, computed from the team as read: copies taken out zone by zone, and the
// basic lands that bring a deck back to its minimum (MTR 6.1 / 7.1).
import type { Card } from "../cards/card";
import { colorsOutside } from "../cards/color-identity";
import type { Format, Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import type { Variant } from "../variants";
import { isBasicLand, isSnowBasicLand } from "../legality/copy-limit";
import { isFreelyAddedBasic } from "../legality/pool-rules";
import type { CardChange, Refill, TakeOut, Zone } from "./fix";

/** A deck as a fix reads it: its name, main-deck count and each zone's cards with their copies (the report's DeckReport is one). */
export type FixDeck = Readonly<Record<Zone, readonly { name: string; quantity: number }[]>> & {
  readonly name: string;
  readonly mainCount: number;
};

/** The team's rules beyond its format, as the plan needs them to check a replacement. */
export interface ReplacementRules {
  /** The rules the team runs: a Trios team in one format runs Team Unified's (MTR 8.4). */
  variant: Variant;
  ruleset: Ruleset;
  /** Team Trios in several formats: each seat's. */
  seatFormats?: readonly Format[];
  houseRules: HouseRules;
  /** Oracle ids on the organizer's ban list. */
  houseBans: ReadonlySet<string>;
  /** Limited with a pool: each card's copies the team may play (pool and allowed), by Oracle name; null without one. */
  pool: ReadonlyMap<string, number> | null;
}

/** What a fix is computed from: the format, the decks as read, and the found cards by Oracle name. */
export interface FixTeam {
  format: Format;
  decks: readonly FixDeck[];
  cards: ReadonlyMap<string, Card>;
  /** 2HG Commander: the colours each deck's cards may use (its commanders', or the team's under the house rule); absent elsewhere. */
  allowedIdentities?: readonly (string | null)[];
  /** The rules beyond the format the plan checks its replacements against (replacement-check.ts); absent, the format's alone. */
  rules?: ReplacementRules;
}

/**
 * Where copies come out first: the sideboard, companion and commander before the main deck, so the deck
 * keeps its size where it can; in Limited only main decks count against the pool (MTR 9.6).
 */
const CONSTRUCTED_ORDER: readonly Zone[] = ["sideboard", "companion", "commander", "main"];
const LIMITED_ORDER: readonly Zone[] = ["main"];
/** In Commander a deck's commanders stay: what comes out comes out of the 99 (CR 903.3). */
const COMMANDER_ORDER: readonly Zone[] = ["sideboard", "companion", "main"];

export function copiesInDeck(
  team: FixTeam,
  deck: number,
  card: string,
  zones: readonly Zone[] = CONSTRUCTED_ORDER,
): number {
  const read = team.decks[deck];
  if (!read) return 0;
  return zones.reduce((sum, zone) => sum + (read[zone].find((entry) => entry.name === card)?.quantity ?? 0), 0);
}

/** Copies of `card` left in `deck` (in `zones`, every zone by default) once `changes` are made. */
export function copiesAfter(
  team: FixTeam,
  deck: number,
  card: string,
  changes: readonly CardChange[],
  zones: readonly Zone[] = ["main", "sideboard", "commander", "companion"],
): number {
  const change = changes
    .filter((each) => each.deck === deck && each.card === card && zones.includes(each.zone))
    .reduce((sum, each) => sum + each.quantity, 0);
  return copiesInDeck(team, deck, card, zones) + change;
}

/** Changes taking `quantity` copies of `card` out of `deck`, zone by zone in `order`. */
export function takeOut(
  team: FixTeam,
  deck: number,
  card: string,
  quantity: number,
  order = removalOrder(team),
): CardChange[] {
  const read = team.decks[deck];
  const changes: CardChange[] = [];
  let left = quantity;
  for (const zone of order) {
    const held = read?.[zone].find((entry) => entry.name === card)?.quantity ?? 0;
    const taken = Math.min(held, left);
    if (taken > 0) changes.push({ deck, card, quantity: -taken, zone });
    left -= taken;
  }
  return changes;
}

export function removalOrder(team: FixTeam): readonly Zone[] {
  if (team.format.kind === "limited") return LIMITED_ORDER;
  return team.format.kind === "commander" ? COMMANDER_ORDER : CONSTRUCTED_ORDER;
}

/** The main-deck count a deck needs: the format's minimum, less its commanders in Commander (100 with them, CR 903.5a). */
export function mainDeckTarget(team: FixTeam, deck: number): number {
  return team.format.minimumDeckSize - commanderCount(team, deck);
}

/** The decks' names and copies each change list takes out, per deck, a deck's sideboard apart (its words name the zone). */
export function takenOut(team: FixTeam, changes: readonly CardChange[]): TakeOut[] {
  const byPlace = new Map<string, TakeOut>();
  for (const change of changes) {
    if (change.quantity >= 0) continue;
    const sideboard = change.zone === "sideboard";
    const place = `${change.deck}|${sideboard}`;
    const known = byPlace.get(place);
    if (known) known.quantity -= change.quantity;
    else
      byPlace.set(place, {
        deck: change.deck,
        deckName: team.decks[change.deck]?.name ?? "",
        quantity: -change.quantity,
        ...(sideboard && { zone: "sideboard" as const }),
      });
  }
  return [...byPlace.values()];
}

/** The basic land of each colour, and Wastes for a colourless Commander deck (CR 903.5c, 305.6). */
const BASIC_OF_COLOR: Record<string, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };

/**
 * The basic land a deck adds back: its most played one that may be added (in Limited one of the five the
 * rules let a deck add freely, MTR 7.2; in Standard no Snow-Covered one, MTR 6.3; in Commander one within the
 * deck's colour identity, CR 903.5c) and that `changes` do not take out; a Commander deck playing none
 * adds the basic of its first colour, or Wastes when colourless. Null when nothing fits.
 */
export function refillBasic(team: FixTeam, deck: number, changes: readonly CardChange[] = []): string | null {
  const identity = team.allowedIdentities?.[deck];
  const fits = (card: Card) => {
    if (team.format.kind === "limited") return isFreelyAddedBasic(card);
    if (!isBasicLand(card)) return false;
    if (team.format.id === "standard" && isSnowBasicLand(card)) return false;
    return identity == null || colorsOutside(card.colorIdentity, identity) === "";
  };
  const takenOut = new Set(changes.filter((change) => change.deck === deck && change.quantity < 0).map((c) => c.card));
  const basics = (team.decks[deck]?.main ?? []).filter((entry) => {
    const card = team.cards.get(entry.name);
    return !takenOut.has(entry.name) && card !== undefined && fits(card);
  });
  const most = basics.reduce<(typeof basics)[number] | undefined>(
    (best, entry) => (!best || entry.quantity > best.quantity ? entry : best),
    undefined,
  );
  if (most) return most.name;
  if (team.format.kind !== "commander" || identity == null) return null;
  return BASIC_OF_COLOR[identity[0] ?? ""] ?? "Wastes";
}

/** The commanders' count in a Commander deck (its 100 includes them, CR 903.5a); 0 elsewhere. */
function commanderCount(team: FixTeam, deck: number): number {
  if (team.format.kind !== "commander") return 0;
  return (team.decks[deck]?.commander ?? []).reduce((sum, entry) => sum + entry.quantity, 0);
}

/** The main-deck count of `deck` once `changes` are made. */
export function mainCountAfter(team: FixTeam, deck: number, changes: readonly CardChange[]): number {
  const change = changes
    .filter((each) => each.deck === deck && each.zone === "main")
    .reduce((sum, each) => sum + each.quantity, 0);
  return (team.decks[deck]?.mainCount ?? 0) + change;
}

/** The deck's count as its size rule counts it once `changes` are made: with its commanders in Commander. */
export function deckCountAfter(team: FixTeam, deck: number, changes: readonly CardChange[]): number {
  if (team.format.kind !== "commander") return mainCountAfter(team, deck, changes);
  const commanders = changes
    .filter((each) => each.deck === deck && each.zone === "commander")
    .reduce((sum, each) => sum + each.quantity, 0);
  return mainCountAfter(team, deck, changes) + commanderCount(team, deck) + commanders;
}

/** Basic lands back up to the minimum for each deck `changes` leave below it (the fix of its size too). */
export function refills(team: FixTeam, changes: readonly CardChange[]): { refills: Refill[]; changes: CardChange[] } {
  const result: { refills: Refill[]; changes: CardChange[] } = { refills: [], changes: [] };
  for (const deck of new Set(changes.map((change) => change.deck))) {
    const count = deckCountAfter(team, deck, changes);
    const basic = refillBasic(team, deck, changes);
    if (count >= team.format.minimumDeckSize || !basic) continue;
    const quantity = team.format.minimumDeckSize - count;
    result.refills.push({ deck, deckName: team.decks[deck]?.name ?? "", count, basic, quantity });
    result.changes.push({ deck, card: basic, quantity, zone: "main" });
  }
  return result;
}
