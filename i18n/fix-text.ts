// A fix hint in a language, from its kind and params (the `cards.fix` messages): the report page's hint
// and the API's `fix.text` (English by default, README Languages). Lists of decks are joined here:
// messages hold one item each.
import type { Fix, Refill, TakeOut } from "@/lib/fix/fix";

/** A message lookup of the `cards.fix` namespace (next-intl's `t`, or a test's stand-in). */
export type FixTranslator = (key: string, values?: Record<string, string | number>) => string;

export function wordFix(fix: Fix, t: FixTranslator): string {
  const and = t("and");
  const outOf = (takeOut: readonly TakeOut[], card?: string) =>
    takeOut
      .map(({ deckName, quantity }) =>
        card ? t("cardOutOf", { quantity, card, deck: deckName }) : t("outOf", { quantity, deck: deckName }),
      )
      .join(and);
  const refills = (list: readonly Refill[]) =>
    list
      .map(({ deckName, count, basic, quantity }) => t("refill", { deck: deckName, count, basic, quantity }))
      .join(t("refillSeparator"));
  switch (fix.kind) {
    case "keep-in-one-deck":
      return t("keepInOneDeck", {
        card: fix.params.card,
        takeOut: outOf(fix.params.takeOut),
        refills: refills(fix.params.refills),
      });
    case "keep-one":
      return t("keepOne", {
        card: fix.params.card,
        takeOut: outOf(fix.params.takeOut),
        refills: refills(fix.params.refills),
      });
    case "take-out":
      return t("takeOut", {
        takeOut: outOf(fix.params.takeOut, fix.params.card),
        refills: refills(fix.params.refills),
      });
    case "take-out-cards":
      return t("takeOutCards", {
        cards: fix.params.cards.join(t("cardSeparator")),
        deck: fix.params.deckName,
        refills: refills(fix.params.refills),
      });
    case "take-out-sideboard":
      return t("takeOutSideboard", {
        count: fix.params.count,
        deck: fix.params.deckName,
        refills: refills(fix.params.refills),
      });
    case "move-to-main":
      return t("moveToMain", { card: fix.params.card, deck: fix.params.deckName });
    case "replace": {
      const decks = fix.params.decks
        .map(({ deckName, quantity }) => t("cardIn", { quantity, card: fix.params.card, deck: deckName }))
        .join(and);
      return t("replace", { decks, replacement: fix.params.replacement });
    }
    case "add-basics":
      return t("addBasics", {
        deck: fix.params.deckName,
        basic: fix.params.basic,
        quantity: fix.params.quantity,
        minimum: fix.params.minimum,
      });
  }
}
