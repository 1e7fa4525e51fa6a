// Groups a team's resolved lines by card identity (CR 201.2): every spelling, face name and
// printing of one Oracle card becomes one TeamCard, with its copies and lines per deck.
import { lookupOf } from "../cards/lookup-name";
import type { Card } from "../cards/card";
import { nameKey } from "../cards/name-key";
import type { NameResolution } from "../cards/source";
import { ZONES, type DeckEntry, type Decklist, type Zone } from "../decklist/decklist";
import type { DeckCopiesParam } from "./problem";

export interface ResolvedDeck {
  name: string;
  decklist: Decklist;
  /** Resolution of every entry name in the decklist, keyed by the name as the parser gave it. */
  resolutions: ReadonlyMap<string, NameResolution>;
}

export interface DeckCopies {
  /** The names this deck's lines used for the card when they are not its Oracle name ("稲妻"), in line order. */
  written?: string[];
  quantity: number;
  byZone: Record<Zone, number>;
  lines: number[];
  linesByZone: Record<Zone, number[]>;
}

export interface TeamCard {
  key: string;
  /** Oracle name, or the name as first typed when no single card matched. */
  name: string;
  card: Card | null;
  resolution: NameResolution;
  /** One per deck, in deck order. */
  decks: DeckCopies[];
}

const NOT_FOUND: NameResolution = { status: "not-found", suggestions: [] };
const byNumber = (a: number, b: number) => a - b;

// Most team cards sit in one deck and one zone, and every check builds them anew: the decks and zones
// that hold none share these frozen empties (a write to one throws), so a check allocates per copy held.
const NO_LINES: number[] = Object.freeze([]) as unknown as number[];
const NO_COPIES: DeckCopies = Object.freeze({
  quantity: 0,
  byZone: Object.freeze({ main: 0, sideboard: 0, commander: 0, companion: 0 }),
  lines: NO_LINES,
  linesByZone: Object.freeze({ main: NO_LINES, sideboard: NO_LINES, commander: NO_LINES, companion: NO_LINES }),
});
const noCopies = () => NO_COPIES;

function heldCopies(): DeckCopies {
  return {
    quantity: 0,
    byZone: { main: 0, sideboard: 0, commander: 0, companion: 0 },
    lines: NO_LINES,
    linesByZone: { main: NO_LINES, sideboard: NO_LINES, commander: NO_LINES, companion: NO_LINES },
  };
}

function isAscending(lines: readonly number[]): boolean {
  for (let index = 1; index < lines.length; index++)
    if ((lines[index] as number) < (lines[index - 1] as number)) return false;
  return true;
}

/**
 * Every line of the card in the deck, ascending. Nearly always one zone holds them all, in order: then
 * `lines` is that zone's own array (neither is changed after collectTeamCards), not a copy of it.
 */
function allLines(linesByZone: Record<Zone, number[]>): number[] {
  let only: number[] = NO_LINES;
  for (const zone of ZONES) {
    const lines = linesByZone[zone];
    if (lines.length === 0) continue;
    if (only !== NO_LINES) return ZONES.flatMap((each) => linesByZone[each]).sort(byNumber);
    only = lines;
  }
  return isAscending(only) ? only : [...only].sort(byNumber);
}

// A Map hashes a key string once and keeps the hash in the string, so a found card is keyed by its own
// oracleId string (hashed on its first check), never by a key built afresh on every check. An Oracle id
// is a UUID, so it cannot collide with an unknown card's "typed:" key.
export function identityKey(name: string, resolution: NameResolution): string {
  return resolution.status === "found" ? resolution.card.oracleId : `typed:${nameKey(name)}`;
}

export function collectTeamCards(decks: readonly ResolvedDeck[]): TeamCard[] {
  const byKey = new Map<string, TeamCard>();
  for (let deckIndex = 0; deckIndex < decks.length; deckIndex++) {
    const deck = decks[deckIndex] as ResolvedDeck;
    for (const zone of ZONES) {
      for (const entry of deck.decklist[zone]) {
        const resolution = deck.resolutions.get(lookupOf(entry)) ?? NOT_FOUND;
        const key = identityKey(entry.name, resolution);
        let teamCard = byKey.get(key);
        if (!teamCard) {
          const card = resolution.status === "found" ? resolution.card : null;
          teamCard = { key, name: card?.name ?? entry.name, card, resolution, decks: decks.map(noCopies) };
          byKey.set(key, teamCard);
        }
        let copies = teamCard.decks[deckIndex] as DeckCopies;
        if (copies === NO_COPIES) teamCard.decks[deckIndex] = copies = heldCopies();
        if (teamCard.card) addWritten(copies, writtenNames(entry, teamCard.card.name));
        copies.quantity += entry.quantity;
        copies.byZone[zone] += entry.quantity;
        // An exact-size copy first: an empty array grows by 17 slots at its first push.
        const zoneLines = copies.linesByZone[zone];
        if (zoneLines === NO_LINES) copies.linesByZone[zone] = entry.lines.slice();
        else for (const line of entry.lines) zoneLines.push(line);
      }
    }
  }
  const cards = [...byKey.values()];
  for (const teamCard of cards)
    for (const copies of teamCard.decks) if (copies !== NO_COPIES) copies.lines = allLines(copies.linesByZone);
  return cards;
}

/** The spellings an entry's lines used that are not the card's Oracle name (more than its case or accents): "稲妻", "Delver of Secrets". */
export function writtenNames(entry: DeckEntry, oracleName: string): string[] {
  if (!entry.otherSpellings && entry.name === oracleName) return [];
  const oracleKey = nameKey(oracleName);
  const spellings = entry.otherSpellings ? [entry.name, ...entry.otherSpellings] : [entry.name];
  return spellings.filter((spelling) => nameKey(spelling) !== oracleKey);
}

function addWritten(copies: DeckCopies, written: readonly string[]): void {
  for (const spelling of written) if (!copies.written?.includes(spelling)) (copies.written ??= []).push(spelling);
}

export function teamTotal(teamCard: TeamCard): number {
  return teamCard.decks.reduce((sum, copies) => sum + copies.quantity, 0);
}

/** The largest number of copies any one deck of the team holds. */
export function mostCopiesInOneDeck(teamCard: TeamCard): number {
  let most = 0;
  for (const copies of teamCard.decks) if (copies.quantity > most) most = copies.quantity;
  return most;
}

function copiesIn(copies: DeckCopies, zone?: Zone): number {
  return zone ? copies.byZone[zone] : copies.quantity;
}

/** How many decks hold the card (in `zone`, or anywhere): the length of whereInTeam's `decks`, without building it. */
export function decksHolding(teamCard: TeamCard, zone?: Zone): number {
  let count = 0;
  for (const copies of teamCard.decks) if (copiesIn(copies, zone) > 0) count++;
  return count;
}

/** Indexes of the decks that hold the card, with their lines: the `decks` and `lines` of a Problem. */
export function whereInTeam(teamCard: TeamCard, zone?: Zone): { decks: number[]; lines: number[][] } {
  const decks: number[] = [];
  const lines: number[][] = [];
  teamCard.decks.forEach((copies, index) => {
    if (copiesIn(copies, zone) > 0) {
      decks.push(index);
      lines.push(zone ? copies.linesByZone[zone] : copies.lines);
    }
  });
  return { decks, lines };
}

/** A deck's name as problems give it: the name as typed ("" when none; the words name it by index). */
export function deckNameAt(deckNames: readonly string[], deck: number): string {
  return deckNames[deck] ?? "";
}

/** Each deck's copies of the card (in `zone`, or anywhere), for a problem's params: the decks that hold none are left out. */
export function deckCopies(teamCard: TeamCard, deckNames: readonly string[], zone?: Zone): DeckCopiesParam[] {
  const held: DeckCopiesParam[] = [];
  teamCard.decks.forEach((copies, deck) => {
    const quantity = copiesIn(copies, zone);
    if (quantity === 0) return;
    const lines = zone ? copies.linesByZone[zone] : copies.lines;
    held.push({
      deck,
      deckName: deckNameAt(deckNames, deck),
      quantity,
      lines,
      ...(copies.written && { written: copies.written }),
    });
  });
  return held;
}
