// A card named as the list wrote it, beside the Oracle name the rules count: "稲妻 (Lightning Bolt)" where
// a list wrote 稲妻 (docs/development.md, Languages). The lists section, problems, the team table, fix hints, the plan
// and the printed sheets all name cards through this one function.
import type { DeckReport, ReportEntry } from "@/lib/report/report";

const ZONES = ["commander", "main", "sideboard", "companion"] as const;

/** What a namer reads of a deck: its zones' entries (the report's decks, or a batch team's). */
export type WrittenDeck = Partial<Pick<DeckReport, (typeof ZONES)[number]>>;

/** The names each deck's lines used for each card, when not its Oracle name. */
function writtenByDeck(decks: readonly WrittenDeck[]): Map<string, string[]>[] {
  return decks.map((deck) => {
    const byCard = new Map<string, string[]>();
    for (const zone of ZONES)
      for (const entry of (deck[zone] ?? []) as ReportEntry[])
        if (entry.written?.length)
          byCard.set(entry.name, [...new Set([...(byCard.get(entry.name) ?? []), ...entry.written])]);
    return byCard;
  });
}

/** A list of names: the reader's format.list ("稲妻と稲妻"); a plain comma where no reader's list is given. */
export type ListNames = (names: readonly string[]) => string;

const commaList: ListNames = (names) => names.join(", ");

/** "稲妻 (Lightning Bolt)", or the Oracle name alone when the list wrote that; `and` lists several written names. */
export function withWritten(card: string, written: readonly string[] | undefined, and: ListNames = commaList): string {
  return written?.length ? `${and(written)} (${card})` : card;
}

/** The names the lists wrote for a card: in `deck`'s list, or without a deck in any list of the team. */
export function writtenLookup(decks: readonly WrittenDeck[]): (card: string, deck?: number) => string[] {
  const byDeck = writtenByDeck(decks);
  return (card, deck) =>
    deck === undefined ? [...new Set(byDeck.flatMap((each) => each.get(card) ?? []))] : (byDeck[deck]?.get(card) ?? []);
}

/** A namer of cards for a team's report: "稲妻 (Lightning Bolt)" as `deck`'s list (or any list) wrote it. */
export function writtenNamer(
  decks: readonly WrittenDeck[],
  and: ListNames = commaList,
): (card: string, deck?: number) => string {
  const written = writtenLookup(decks);
  return (card, deck) => withWritten(card, written(card, deck), and);
}
