// Groups a team's resolved lines by card identity (CR 201.2): every spelling, face name and
// printing of one Oracle card becomes one TeamCard, with its copies and lines per deck.
import type { Card } from "../cards/card";
import { splitNameKey } from "../cards/name-key";
import type { NameResolution } from "../cards/source";
import { ZONES, type Decklist, type Zone } from "../decklist/decklist";

export interface ResolvedDeck {
  name: string;
  decklist: Decklist;
  /** Resolution of every entry name in the decklist, keyed by the name as the parser gave it. */
  resolutions: ReadonlyMap<string, NameResolution>;
}

export interface DeckCopies {
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

function emptyCopies(): DeckCopies {
  return {
    quantity: 0,
    byZone: { main: 0, sideboard: 0, commander: 0, companion: 0 },
    lines: [],
    linesByZone: { main: [], sideboard: [], commander: [], companion: [] },
  };
}

export function identityKey(name: string, resolution: NameResolution): string {
  return resolution.status === "found" ? `card:${resolution.card.oracleId}` : `typed:${splitNameKey(name)}`;
}

export function collectTeamCards(decks: readonly ResolvedDeck[]): TeamCard[] {
  const byKey = new Map<string, TeamCard>();
  decks.forEach((deck, deckIndex) => {
    for (const zone of ZONES) {
      for (const entry of deck.decklist[zone]) {
        const resolution = deck.resolutions.get(entry.name) ?? NOT_FOUND;
        const key = identityKey(entry.name, resolution);
        let teamCard = byKey.get(key);
        if (!teamCard) {
          const card = resolution.status === "found" ? resolution.card : null;
          teamCard = { key, name: card?.name ?? entry.name, card, resolution, decks: decks.map(emptyCopies) };
          byKey.set(key, teamCard);
        }
        const copies = teamCard.decks[deckIndex];
        if (!copies) continue;
        copies.quantity += entry.quantity;
        copies.byZone[zone] += entry.quantity;
        copies.lines.push(...entry.lines);
        copies.linesByZone[zone].push(...entry.lines);
      }
    }
  });
  for (const teamCard of byKey.values()) for (const copies of teamCard.decks) copies.lines.sort((a, b) => a - b);
  return [...byKey.values()];
}

export function teamTotal(teamCard: TeamCard): number {
  return teamCard.decks.reduce((sum, copies) => sum + copies.quantity, 0);
}

/** Indexes of the decks that hold the card, with their lines: the `decks` and `lines` of a Problem. */
export function whereInTeam(teamCard: TeamCard, zone?: Zone): { decks: number[]; lines: number[][] } {
  const decks: number[] = [];
  const lines: number[][] = [];
  teamCard.decks.forEach((copies, index) => {
    if ((zone ? copies.byZone[zone] : copies.quantity) > 0) {
      decks.push(index);
      lines.push(zone ? copies.linesByZone[zone] : copies.lines);
    }
  });
  return { decks, lines };
}
