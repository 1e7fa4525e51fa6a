// What a results row needs to preview the cards its problems name (docs/api.md, POST /api/batch: `cards`):
// only those cards, so an event of 500 teams does not carry every deck's every card. Pure.
import { cardsOfProblem, type Problem } from "../legality/problem";
import type { CardView } from "../report/report";

/** The team's cards by name as the report knows them: its decks' cards and its shared sideboard's. */
type NamedViews = Iterable<{ name: string } & CardView>;

/** Each card a problem names that matched a card, by name, with what its preview shows; {} when none. */
export function problemCards(problems: readonly Problem[], known: NamedViews): Record<string, CardView> {
  const named = new Set(problems.flatMap(cardsOfProblem));
  const cards: Record<string, CardView> = {};
  for (const { name, layout, scryfallUrl, imageUrl, faces } of known) {
    if (named.has(name) && scryfallUrl) cards[name] = { layout, scryfallUrl, imageUrl, faces };
  }
  return cards;
}
