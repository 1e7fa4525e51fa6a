// The API's `deckName` fields in the answer's language. The core keeps a deck's name as typed ("" when the
// player gave none, lib/check/check-team.ts); the API has always carried a name beside each deck index
// (docs/api.md), so every `{ deck, deckName }` (and a fix's `{ keepDeck, keep }`) in a problem, fix or plan is
// named as its sentences name it.

/** `value` with every `deckName` beside a numeric `deck` set to `deckName(deck)`; nothing else changes. */
export function withDeckNames<T>(value: T, deckName: (index: number) => string): T {
  if (Array.isArray(value)) return value.map((each: unknown) => withDeckNames(each, deckName)) as T;
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) copy[key] = withDeckNames(field, deckName);
  if (typeof record.deck === "number" && typeof record.deckName === "string") copy.deckName = deckName(record.deck);
  // A fix that keeps a card in one deck names it `keep`, beside its index `keepDeck` (lib/fix/fix.ts).
  if (typeof record.keepDeck === "number" && typeof record.keep === "string") copy.keep = deckName(record.keepDeck);
  return copy as T;
}
