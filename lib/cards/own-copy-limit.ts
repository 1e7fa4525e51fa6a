// A card's own deck limit, read from its Oracle text once when the card is made (MTR 6.1: a deck
// holds at most four of a card "unless the card's text specifies otherwise"). Read from the text,
// never from name lists: name lists go stale with every set.
import type { OwnCopyLimit } from "./card";

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};

const DECK_CAN_HAVE = /A deck can have/i;
const ANY_NUMBER = /A deck can have any number of cards named/i;
const UP_TO = /A deck can have up to (?<count>\w+) cards named/i;
const ONLY_ONE = /A deck can have only one card named/i;

/** "any" for "any number", a number for "up to seven" / "only one", null when the faces' texts set none. */
export function ownCopyLimitOf(oracleTexts: readonly string[]): OwnCopyLimit {
  const text = oracleTexts.join("\n");
  // One scan for the words all three sentences share: nearly every card has none of them.
  if (!DECK_CAN_HAVE.test(text)) return null;
  if (ANY_NUMBER.test(text)) return "any";
  const upTo = UP_TO.exec(text)?.groups?.count?.toLowerCase();
  if (upTo) return NUMBER_WORDS[upTo] ?? (Number.parseInt(upTo, 10) || null);
  if (ONLY_ONE.test(text)) return 1;
  return null;
}
