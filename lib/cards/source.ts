import type { Card } from "./card";

/** A card a printed name could mean, and the languages it is printed in with that name. */
export interface Reading {
  card: Card;
  languages: string[];
}

/**
 * How one requested name resolved. `languages`: the languages of the printed name the card was found
 * by (absent for an English name or a printing); `readings`: each candidate's, when the name is a
 * printed name of several cards (deck-language.ts settles it by the deck's other lines when it can);
 * `strays`: the other cards one stray printing also bears the printed name on (a data error, card-index.ts).
 */
export type NameResolution =
  | { status: "found"; card: Card; languages?: string[]; strays?: string[] }
  | { status: "ambiguous"; candidates: string[]; readings?: Reading[] }
  | { status: "not-found"; suggestions: string[] };

export interface CardDataInfo {
  source: "scryfall" | "bulk";
  /** When the data was current (bulk file date); null when live or unknown. */
  updatedAt: string | null;
}

export interface ResolveOptions {
  /** How long the lookup may take, instead of the source's own limit for one check (a batch of teams needs more). */
  budgetMs?: number;
  /**
   * The earliest event day (YYYY-MM-DD) the cards are checked for: a live source dates the first printing of
   * a card it found only as a reprint released after it (MTR 3.7). Sources whose data has every printing ignore it.
   */
  releasedBy?: string;
}

/**
 * Where card data comes from: live Scryfall, a bulk file, or memory (tests).
 * Implementations resolve every name in one call so a live source can batch them.
 */
export interface CardSource {
  readonly info: CardDataInfo;
  /** Resolves each distinct name; the map is keyed by the names exactly as passed in. */
  resolveNames(names: readonly string[], options?: ResolveOptions): Promise<Map<string, NameResolution>>;
}

/** The `code` every card-data failure carries, whichever copy of a module or thread made it. */
export const CARD_DATA_UNAVAILABLE = "card-data-unavailable";

/** Card data could not be had right now (Scryfall down, slow or answering garbage): HTTP 503, never cached. */
export class CardDataUnavailableError extends Error {
  override readonly name = "CardDataUnavailableError";
  readonly code = CARD_DATA_UNAVAILABLE;
  /** True when the lookup could not start before the check's deadline (rate limit or a 429 pause). */
  readonly outOfTime: boolean;

  constructor(message: string, options: { cause?: unknown; outOfTime?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.outOfTime = options.outOfTime ?? false;
  }
}

/**
 * Recognised by its `code`, not by `instanceof`: Next.js bundles a module once per route graph, so an
 * error made by another graph's copy of the class is not an instance of this one.
 */
export function isCardDataUnavailable(error: unknown): error is CardDataUnavailableError {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === CARD_DATA_UNAVAILABLE;
}

/** A card-data failure because the lookup could not start in time: the check goes on without suggestions. */
export function isOutOfTime(error: unknown): boolean {
  return isCardDataUnavailable(error) && error.outOfTime === true;
}
