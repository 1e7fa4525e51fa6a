import type { Card } from "./card";

/** How one requested name resolved. */
export type NameResolution =
  | { status: "found"; card: Card }
  | { status: "ambiguous"; candidates: string[] }
  | { status: "not-found"; suggestions: string[] };

export interface CardDataInfo {
  source: "scryfall" | "bulk";
  /** When the data was current (bulk file date); null when live or unknown. */
  updatedAt: string | null;
}

/**
 * Where card data comes from: live Scryfall, a bulk file, or memory (tests).
 * Implementations resolve every name in one call so a live source can batch them.
 */
export interface CardSource {
  readonly info: CardDataInfo;
  /** Resolves each distinct name; the map is keyed by the names exactly as passed in. */
  resolveNames(names: readonly string[]): Promise<Map<string, NameResolution>>;
}

const UNAVAILABLE = Symbol.for("2hg-deck-check.card-data-unavailable");

/** Card data could not be had right now (Scryfall down, slow or answering garbage): HTTP 503, never cached. */
export class CardDataUnavailableError extends Error {
  override readonly name = "CardDataUnavailableError";
  readonly [UNAVAILABLE] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }

  // The process-wide card source may come from another bundle's copy of this module (see
  // process-wide.ts): recognise its errors by brand, not by which copy of the class made them.
  // Subclasses keep the ordinary prototype check, so `instanceof` a subclass still means that subclass.
  static [Symbol.hasInstance](value: unknown): boolean {
    if (this !== CardDataUnavailableError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && UNAVAILABLE in value;
  }
}
