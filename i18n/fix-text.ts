// A fix hint in a language, from its kind and params (the `cards.fix` messages): the report page's hint
// and the API's `fix.text` (English by default, docs/development.md, Languages). Lists of decks and cards are
// joined here by `and` (the reader's format.list): messages hold one item each.
import type { Fix, Refill, TakeOut } from "@/lib/fix/fix";
import type { Translate } from "@/i18n/problem-text";

/** A message lookup of the `cards.fix` namespace (next-intl's `t`, or a test's stand-in). */
export type FixTranslator = Translate;

export interface FixWords {
  /** t for the "cards.fix" messages. */
  t: FixTranslator;
  /** The reader's list of items (format.list). */
  and: (items: readonly string[]) => string;
  /** A deck by its index as every sentence of the report names it ("Player 2" in the reader's language when unnamed). */
  deckName: (index: number) => string;
  /** A card as the lists wrote it ("稲妻 (Lightning Bolt)", i18n/written-name.ts), in a deck or the team. */
  cardName?: (card: string, deck?: number) => string;
}

/** A fix's sentence; decks are named by index, never by the `deckName` the params carry for the API. */
export function wordFix(fix: Fix, words: FixWords): string {
  const { t, and, deckName: nameOf } = words;
  const cardName = words.cardName ?? ((card: string) => card);
  // A sideboard's copies say so (Team Unified, Team Sealed): "2 Kolaghan's Command out of Carol's sideboard".
  const outOf = (takeOut: readonly TakeOut[], card?: string) =>
    and(
      takeOut.map(({ deck, quantity, zone }) => {
        const sideboard = zone === "sideboard";
        return card
          ? t(sideboard ? "cardOutOfSideboard" : "cardOutOf", {
              quantity,
              card: cardName(card, deck),
              deck: nameOf(deck),
            })
          : t(sideboard ? "outOfSideboard" : "outOf", { quantity, deck: nameOf(deck) });
      }),
    );
  // Each refill opens with its own space (" (Bob then has…)"): the separator adds none ("…); (Carol…").
  const refills = (list: readonly Refill[]) =>
    list
      .map(({ deck, count, basic, quantity }) =>
        t("refill", { deck: nameOf(deck), count, basic: cardName(basic, deck), quantity }),
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
        deck: nameOf(fix.params.deck),
        refills: refills(fix.params.refills),
      });
    case "take-out-sideboard":
      return t("takeOutSideboard", {
        count: fix.params.count,
        deck: nameOf(fix.params.deck),
        refills: refills(fix.params.refills),
      });
    case "move-to-main":
      return t("moveToMain", { card: cardName(fix.params.card, fix.params.deck), deck: nameOf(fix.params.deck) });
    case "replace": {
      const decks = and(
        fix.params.decks.map(({ deck, quantity, zone }) =>
          t(zone === "sideboard" ? "cardInSideboard" : "cardIn", {
            quantity,
            card: cardName(fix.params.card, deck),
            deck: nameOf(deck),
          }),
        ),
      );
      return t("replace", { decks, replacement: fix.params.replacement });
    }
    case "trim-sideboard":
      return t("trimSideboard", {
        cards: and(
          fix.params.cards.map(({ card, quantity }) =>
            t("planCard", { card: cardName(card, fix.params.deck), quantity }),
          ),
        ),
        deck: nameOf(fix.params.deck),
        max: fix.params.max,
      });
    case "add-basics":
      return t("addBasics", {
        deck: nameOf(fix.params.deck),
        basic: cardName(fix.params.basic, fix.params.deck),
        quantity: fix.params.quantity,
        minimum: fix.params.minimum,
      });
  }
}
