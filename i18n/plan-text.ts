// The team's plan (lib/fix/plan.ts) in the reader's language, from its values: one sentence per deck, then
// the cards the team may keep in any of the decks that tie. The report page and the API's `plan.text` both word it here.
import { CLASSIC_TEAM_COPIES } from "@/lib/legality/copy-limit";
import type { PlanCard, PlanDeck, TeamPlan } from "@/lib/fix/plan";
import type { Translate } from "./problem-text";

export interface PlanWords {
  /** t for the "cards.fix" messages. */
  t: Translate;
  /** The reader's list of items ("4 Island, 2 Forest and 1 Plains"): format.list. */
  and: (items: readonly string[]) => string;
  /** A deck's name as the report shows it. */
  deckName: (index: number) => string;
  /** A card as the deck's list wrote it ("稲妻 (Lightning Bolt)"); the Oracle name when not given. */
  cardName?: (card: string, deck: number) => string;
}

/** `list` less the copies `part` holds, as one list, or none when nothing is left. */
function withoutCopies(list: readonly PlanCard[], part: readonly PlanCard[]): PlanCard[][] {
  const left = list
    .map(({ card, quantity }) => ({
      card,
      quantity: quantity - (part.find((each) => each.card === card)?.quantity ?? 0),
    }))
    .filter((each) => each.quantity > 0);
  return left.length > 0 ? [left] : [];
}

/** Each deck's changes, one sentence each: "Bob's deck: take out 4 Lightning Bolt; add 4 Island; then 60 cards." */
export function planDeckTexts(plan: Pick<TeamPlan, "decks">, words: PlanWords): string[] {
  const { t, and, deckName } = words;
  const named = words.cardName ?? ((card: string) => card);
  const cards = (list: readonly PlanCard[], deck: number) =>
    and(list.map(({ card, quantity }) => t("planCard", { card: named(card, deck), quantity })));
  // The sideboard's copies are worded apart: "take out 1 Opt; take 2 Relic of Progenitus out of the sideboard".
  const steps = ({ deck, takeOut, moveToMain, add, fromSideboard = [], toSideboard = [] }: PlanDeck) =>
    [
      ...withoutCopies(takeOut, fromSideboard).map((list) => t("planTakeOut", { cards: cards(list, deck) })),
      fromSideboard.length > 0 && t("planTakeOutOfSideboard", { cards: cards(fromSideboard, deck) }),
      moveToMain.length > 0 && t("planMoveToMain", { cards: cards(moveToMain, deck) }),
      ...withoutCopies(add, toSideboard).map((list) => t("planAdd", { cards: cards(list, deck) })),
      toSideboard.length > 0 && t("planAddToSideboard", { cards: cards(toSideboard, deck) }),
    ]
      .filter((step) => step !== false)
      .join(t("planStepSeparator"));
  return plan.decks.map((each) => t("planDeck", { deck: deckName(each.deck), steps: steps(each), count: each.count }));
}

/** The cards a tie leaves to the team, then the replacements the plan left out (the rule each would break), one sentence each. */
export function planChoiceTexts(plan: Pick<TeamPlan, "choices" | "leftOut">, words: PlanWords): string[] {
  const named = words.cardName ?? ((card: string) => card);
  return [
    ...plan.choices.map(({ card, deck, tied }) =>
      words.t("planChoice", { card: named(card, deck), deck: words.deckName(deck), tied }),
    ),
    ...(plan.leftOut ?? []).map(({ card, replacement, breaks }) =>
      // An ICU selector holds no "-": the problem code with "_".
      words.t("planLeftOut", { card, replacement, breaks: breaks.replaceAll("-", "_"), copies: CLASSIC_TEAM_COPIES }),
    ),
  ];
}

/** The whole plan as one text: the API's `plan.text`. */
export function planText(plan: Pick<TeamPlan, "decks" | "choices" | "leftOut">, words: PlanWords): string {
  return [...planDeckTexts(plan, words), ...planChoiceTexts(plan, words)].join(words.t("planSentenceSeparator"));
}
