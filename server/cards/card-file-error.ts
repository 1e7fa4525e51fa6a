import "server-only";

/**
 * Why a file cannot be read as card data. `not-card-data`: it never was (a folder's other JSON files),
 * so it is skipped with a log line. `damaged`: a card file cut short or broken after its start, which
 * stops the load with this message rather than answer checks from part of the cards.
 */
export class CardFileError extends Error {
  override readonly name = "CardFileError";

  constructor(
    readonly kind: "not-card-data" | "damaged",
    message: string,
  ) {
    super(message);
  }
}
