// A fix hint in a language, from its kind and params (the `cards.fix` messages): the report page's hint
// and the API's `fix.text` (English by default, docs/development.md, Languages). Lists of decks and cards are
// joined here by `and` (the reader's format.list): messages hold one item each.
import type { Fix, Refill, TakeOut } from "@/lib/fix/fix";
import type { Translate } from "@/i18n/problem-text";

/** A message lookup of the `cards.fix` namespace (next-intl's `t`, or a test's stand-in). */
export type FixTranslator = Translate;

/** `and`: the reader's list of items (format.list); `cardName`: a card as the lists wrote it
 * ("稲妻 (Lightning Bolt)", i18n/written-name.ts), in a deck or the team. */
export function wordFix(
  fix: Fix,
  t: FixTranslator,
  and: (items: readonly string[]) => string,
  cardName: (card: string, deck?: number) => string = (card) => card,
): string {
  const outOf = (takeOut: readonly TakeOut[], card?: string) =>
    and(
      takeOut.map(({ deck, deckName, quantity }) =>
        card
          ? t("cardOutOf", { quantity, card: cardName(card, deck), deck: deckName })
          : t("outOf", { quantity, deck: deckName }),
      ),
    );
  // Each refill opens with its own space (" (Bob then has…)"): the separator adds none ("…); (Carol…").
  const refills = (list: readonly Refill[]) =>
    list
      .map(({ deck, deckName, count, basic, quantity }) =>
        t("refill", { deck: deckName, count, basic: cardName(basic, deck), quantity }),
      )
      .join(t("refillSeparator"));
  switch (fix.kind) {
    case "keep-in-one-deck":
      return t("keepInOneDeck", {
        card: cardName(fix.params.card),
        choice: String(fix.params.choice),
        tied: fix.params.tied,
        takeOut: outOf(fix.params.takeOut),
        refills: refills(fix.params.refills),
      });
    case "keep-one":
      return t("keepOne", {
        card: cardName(fix.params.card),
        choice: String(fix.params.choice),
        tied: fix.params.tied,
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
        cards: and(fix.params.cards.map((card) => cardName(card, fix.params.deck))),
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
      return t("moveToMain", { card: cardName(fix.params.card, fix.params.deck), deck: fix.params.deckName });
    case "replace": {
      const decks = and(
        fix.params.decks.map(({ deck, deckName, quantity }) =>
          t("cardIn", { quantity, card: cardName(fix.params.card, deck), deck: deckName }),
        ),
      );
      return t("replace", { decks, replacement: fix.params.replacement });
    }
    case "add-basics":
      return t("addBasics", {
        deck: fix.params.deckName,
        basic: cardName(fix.params.basic, fix.params.deck),
        quantity: fix.params.quantity,
        minimum: fix.params.minimum,
      });
  }
}
