// A 2HG Limited team's one pool (MTR 9.6), grouped by card identity (CR 201.2) like the decks' cards, so
// "Fire/Ice" in the pool and "Fire // Ice" in a deck are one card. Beside it, the cards an organizer
// allows beyond the pool (MTR 7.2: prerelease exceptions, such as the dated promo), counted like pool cards.
import { lookupOf } from "../cards/lookup-name";
import type { Card } from "../cards/card";
import type { NameResolution } from "../cards/source";
import { ZONES, type Decklist } from "../decklist/decklist";
import type { PoolCopiesParam } from "./problem";
import { identityKey } from "./team-cards";

/** Where a line of a Limited check lives outside the decks: the pool, or the organizer's list of allowed cards. */
export const POOL_LISTS = ["pool", "allowed"] as const;
export type PoolList = (typeof POOL_LISTS)[number];

/** A Problem's location fields for lines of the pool lists: `poolLines`, `allowedLines`, each only when it has lines. */
export function poolLocation(lines: Partial<Record<PoolList, readonly number[]>>): {
  poolLines?: number[];
  allowedLines?: number[];
} {
  return {
    ...(lines.pool?.length && { poolLines: [...lines.pool] }),
    ...(lines.allowed?.length && { allowedLines: [...lines.allowed] }),
  };
}

/** A problem located in one of the pool lists only: no deck, no deck lines. */
export function inPoolList(list: PoolList, lines: readonly number[]) {
  return { decks: [], lines: [], ...poolLocation({ [list]: lines }) };
}

export interface PoolCard {
  key: string;
  /** Oracle name, or the name as first typed when no single card matched. */
  name: string;
  card: Card | null;
  resolution: NameResolution;
  /** Copies and 1-based lines in each list; every section of a list counts (a pool export puts cards under Deck, Sideboard or both). */
  copies: Record<PoolList, number>;
  lines: Record<PoolList, number[]>;
}

export interface TeamPool {
  lists: Record<PoolList, Decklist | null>;
  /** By identity key, in the order first listed: the pool's cards, then those only the allowed list names. */
  cards: Map<string, PoolCard>;
}

const NOT_FOUND: NameResolution = { status: "not-found", suggestions: [] };
const byNumber = (a: number, b: number) => a - b;

export function collectPool(
  lists: Record<PoolList, Decklist | null>,
  resolutions: ReadonlyMap<string, NameResolution>,
): TeamPool {
  const cards = new Map<string, PoolCard>();
  for (const list of POOL_LISTS) {
    const decklist = lists[list];
    if (!decklist) continue;
    for (const zone of ZONES) {
      for (const entry of decklist[zone]) {
        const resolution = resolutions.get(lookupOf(entry)) ?? NOT_FOUND;
        const key = identityKey(entry.name, resolution);
        let poolCard = cards.get(key);
        if (!poolCard) {
          const card = resolution.status === "found" ? resolution.card : null;
          poolCard = {
            key,
            name: card?.name ?? entry.name,
            card,
            resolution,
            copies: { pool: 0, allowed: 0 },
            lines: { pool: [], allowed: [] },
          };
          cards.set(key, poolCard);
        }
        poolCard.copies[list] += entry.quantity;
        poolCard.lines[list].push(...entry.lines);
      }
    }
  }
  // A card on several lines (printings, sections) gets them ascending in each list, as a deck card does.
  for (const poolCard of cards.values())
    for (const list of POOL_LISTS) if (poolCard.lines[list].length > 1) poolCard.lines[list].sort(byNumber);
  return { lists, cards };
}

/** Copies of a card the team may play: the pool's and the organizer's extras together. */
export function availableCopies(poolCard: PoolCard | undefined): number {
  return poolCard ? poolCard.copies.pool + poolCard.copies.allowed : 0;
}

/** Cards in one of the lists, every section counted. */
export function listSize(pool: TeamPool, list: PoolList): number {
  let size = 0;
  for (const poolCard of pool.cards.values()) size += poolCard.copies[list];
  return size;
}

/** The pool lists' copies of the card, for a problem's params: the lists that do not name it are left out. */
export function poolCopies(poolCard: PoolCard): PoolCopiesParam[] {
  return POOL_LISTS.filter((list) => poolCard.lines[list].length > 0).map((list) => ({
    list,
    quantity: poolCard.copies[list],
    lines: poolCard.lines[list],
  }));
}
