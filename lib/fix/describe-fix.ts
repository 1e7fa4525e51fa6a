// The one English wording of every fix hint, from its kind and params: the API's `fix.text`. Pages word
// the same params in the reader's language.
import { plural } from "../legality/wording";
import type { FixKind, FixParams, Refill, TakeOut } from "./fix";

/** "4 out of Bob's deck and 1 out of Alice's deck". */
function outOf(takeOut: readonly TakeOut[]): string {
  return takeOut.map(({ deckName, quantity }) => `${quantity} out of ${deckName}'s deck`).join(" and ");
}

/** " (Bob then has 56 cards: add 4 Island)", or nothing when every deck keeps its minimum. */
function refilled(refills: readonly Refill[]): string {
  if (refills.length === 0) return "";
  return ` (${refills.map(({ deckName, count, basic, quantity }) => `${deckName} then has ${plural(count, "card")}: add ${quantity} ${basic}`).join("; ")})`;
}

const CHOICE = " (either deck, the team's choice)";

type Describers = { [K in FixKind]: (params: FixParams[K]) => string };

const DESCRIBE: Describers = {
  "keep-in-one-deck": ({ card, choice, takeOut, refills }) =>
    `Keep ${card} in one deck${choice ? CHOICE : ""}: take ${outOf(takeOut)}${refilled(refills)}.`,
  "keep-one": ({ card, choice, takeOut, refills }) =>
    `Keep one ${card} in the team${choice ? CHOICE : ""}: take ${outOf(takeOut)}${refilled(refills)}.`,
  "take-out": ({ card, takeOut, refills }) => {
    const [first, ...rest] = takeOut;
    const what =
      rest.length === 0 && first
        ? `${first.quantity} ${card} out of ${first.deckName}'s deck`
        : `${card} out: ${outOf(takeOut)}`;
    return `Take ${what}${refilled(refills)}.`;
  },
  "take-out-cards": ({ deckName, cards, refills }) =>
    `Take ${cards.join(", ")} out of ${deckName}'s deck${refilled(refills)}.`,
  "take-out-sideboard": ({ deckName, count, refills }) =>
    `Take the ${plural(count, "sideboard card")} out of ${deckName}'s list${refilled(refills)}.`,
  "move-to-main": ({ card, deckName }) => `Move ${card} from ${deckName}'s commander section to the main deck.`,
  replace: ({ card, replacement, decks }) =>
    `Replace ${decks.map(({ deckName, quantity }) => `${quantity} ${card} in ${deckName}'s deck`).join(" and ")} with ${replacement}.`,
  "add-basics": ({ deckName, basic, quantity, minimum }) =>
    `Add ${quantity} ${basic} to ${deckName}'s deck to reach ${minimum} cards.`,
};

export function describeFix<K extends FixKind>(kind: K, params: FixParams[K]): string {
  return (DESCRIBE[kind] as (params: FixParams[K]) => string)(params);
}
