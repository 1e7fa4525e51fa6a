// The kinds of team event a check takes (docs/rules.md, Teams of three and four), as data: how many decks each
// seats, and what the table starts with. Which rules each runs is lib/legality/validate.ts's choice.
import type { Format, FormatKind } from "./formats";

/**
 * `giant`: Two-Headed Giant and its N-headed variants (CR 810.11; MTR 9.5, 9.6). `unified`: Team Unified
 * Constructed, in Limited Team Sealed (MTR 8.2, 8.4, 8.6). `trios`: a format per seat (MTR 8.4, last sentence).
 */
export const VARIANTS = ["giant", "unified", "trios"] as const;
export type Variant = (typeof VARIANTS)[number];

export const DEFAULT_VARIANT: Variant = "giant";

/** Every team has at least two decks; MTR 8.2 seats teams of two or three, CR 810.11 Giants of up to any size (we take four). */
export const MIN_DECKS = 2;
export const MAX_DECKS: Record<Variant, number> = { giant: 4, unified: 3, trios: 3 };

/** The format kinds a variant cannot check: Team events are Constructed or Team Sealed, Trios only Constructed. */
export const KINDS_REFUSED: Record<Variant, readonly FormatKind[]> = {
  giant: [],
  unified: ["commander"],
  trios: ["limited", "commander"],
};

/**
 * MTR 8.4: "unified" rules apply when every member's deck is of the same format. A Team Trios whose seats all
 * play one format is checked as Team Unified Constructed in it; null when the seats differ (or none is given).
 */
export function oneSeatFormat(seatFormats: readonly Format[]): Format | null {
  const first = seatFormats[0];
  return first && seatFormats.every((format) => format.id === first.id) ? first : null;
}

/** MTR 6.1: a Constructed sideboard holds at most fifteen cards. */
export const MAX_SIDEBOARD = 15;

/** Seat letters in deck order (MTR 8.2: each player of a team event sits in seat A, B or C). */
export function seatLetters(decks: number): string[] {
  return Array.from({ length: decks }, (_, index) => String.fromCharCode(65 + index));
}

/** CR 903.10a: 21 combat damage from one commander loses the game; 2HG Commander nights keep it (docs/rules.md). */
export const COMMANDER_DAMAGE = 21;

/** What a Giant's table starts with: shown, never checked (they are not deck rules). */
export interface TableNumbers {
  life: number;
  poison: number;
}

/**
 * CR 810.11 (with 810.9, 810.10): a Two-Headed Giant team starts at 30 life and loses at 15 poison; each
 * head beyond the second adds 15 life and 5 poison. 2HG Commander nights play their house 60 life (docs/rules.md,
 * 2HG Commander) whatever the team's size.
 */
export function giantTable(format: Pick<Format, "kind">, decks: number): TableNumbers {
  const extraHeads = Math.max(0, decks - 2);
  const poison = 15 + 5 * extraHeads;
  return format.kind === "commander" ? { life: 60, poison } : { life: 30 + 15 * extraHeads, poison };
}
