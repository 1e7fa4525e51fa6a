// A fix hint in a language, from its kind and params (the `cards.fix` messages): the report page's hint
// and the API's `fix.text` (English by default, docs/development.md, Languages). Lists of decks and cards are
// joined here by `and` (the reader's format.list): messages hold one item each.
import type { Fix, Refill, TakeOut } from "@/lib/fix/fix";
import type { Translate } from "@/i18n/problem-text";

/** A message lookup of the `cards.fix` namespace (next-intl's `t`, or a test's stand-in). */
export type FixTranslator = Translate;

export function wordFix(fix: Fix, t: FixTranslator, and: (items: readonly string[]) => string): string {
  const outOf = (takeOut: readonly TakeOut[], card?: string) =>
    and(
      takeOut.map(({ deckName, quantity }) =>
        card ? t("cardOutOf", { quantity, card, deck: deckName }) : t("outOf", { quantity, deck: deckName }),
      ),
    );
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
        cards: and(fix.params.cards),
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
      const decks = and(
        fix.params.decks.map(({ deckName, quantity }) =>
          t("cardIn", { quantity, card: fix.params.card, deck: deckName }),
        ),
      );
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
