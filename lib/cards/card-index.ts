// Name → card resolution over a known set of cards (bulk file or memory). Lookup goes from the most
// to the least specific spelling, and stops at the first step that matches anything: the full Oracle
// name (slashes as typed, so "Summon: Choco/Mog" stays whole), the full name with any split separator
// (`Fire/Ice` = `Fire // Ice`), one face's name (`Delver of Secrets`), then another printed name of
// the same card (CR 201.3b). A step that matches two different cards is ambiguous (IPG 3.4), never a guess.
import type { Card } from "./card";
import { foldName, splitKeyOfFolded } from "./name-key";
import type { NameResolution } from "./source";
import { suggestNames } from "./suggest";

// A key's one card, or its several: nearly every key names one card, and an array for each would
// cost 37,000 small objects per index of a full bulk file.
type Lookup = Map<string, Card | Card[]>;

function add(lookup: Lookup, key: string, card: Card): void {
  const known = lookup.get(key);
  if (known === undefined) lookup.set(key, card);
  else if (!Array.isArray(known)) {
    if (known.oracleId !== card.oracleId) lookup.set(key, [known, card]);
  } else if (!known.some((each) => each.oracleId === card.oracleId)) known.push(card);
}

function cardsAt(lookup: Lookup, key: string): Card[] | undefined {
  const found = lookup.get(key);
  return found === undefined || Array.isArray(found) ? found : [found];
}

export class CardIndex {
  private readonly byFullName: Lookup = new Map();
  /** Only the names whose split key differs from their folded name (see bySplitKey): a second map of every name would cost as much again. */
  private readonly bySplitName: Lookup = new Map();
  private readonly byFaceName: Lookup = new Map();
  private readonly byOtherName: Lookup = new Map();
  /** Every folded Oracle name, for suggestions: made on the first miss, not at load. */
  private foldedNames: string[] | undefined;

  constructor(cards: Iterable<Card>) {
    for (const card of cards) {
      const folded = foldName(card.name);
      add(this.byFullName, folded, card);
      const splitKey = splitKeyOfFolded(folded);
      if (splitKey !== folded) add(this.bySplitName, splitKey, card);
      if (card.faces.length > 1) for (const face of card.faces) add(this.byFaceName, foldName(face.name), card);
      for (const other of card.otherNames) add(this.byOtherName, foldName(other), card);
    }
  }

  /** How many distinct Oracle names. */
  get size(): number {
    return this.byFullName.size;
  }

  /** The cards a name could mean, from the most specific matching step; empty when none. */
  candidates(name: string): Card[] {
    const folded = foldName(name);
    return (
      cardsAt(this.byFullName, folded) ??
      this.bySplitKey(splitKeyOfFolded(folded)) ??
      cardsAt(this.byFaceName, folded) ??
      cardsAt(this.byOtherName, folded) ??
      []
    );
  }

  /**
   * The cards whose split key is `key`: those bySplitName holds, and those whose folded name is `key`
   * when folding it for a split key leaves it as it is (their split key is then `key` too).
   */
  private bySplitKey(key: string): Card[] | undefined {
    const changed = cardsAt(this.bySplitName, key);
    const unchanged = splitKeyOfFolded(key) === key ? cardsAt(this.byFullName, key) : undefined;
    if (!changed || !unchanged) return changed ?? unchanged;
    return [...changed, ...unchanged.filter((card) => !changed.some((known) => known.oracleId === card.oracleId))];
  }

  /** Resolves a name; `withSuggestions: false` skips the (costly) closest-name scan for a miss. */
  resolve(name: string, { withSuggestions = true }: { withSuggestions?: boolean } = {}): NameResolution {
    const cards = this.candidates(name);
    const [only] = cards;
    if (only && cards.length === 1) return { status: "found", card: only };
    if (cards.length > 1) return { status: "ambiguous", candidates: cards.map((card) => card.name).sort() };
    return { status: "not-found", suggestions: withSuggestions ? this.suggest(name) : [] };
  }

  /** The closest Oracle names, for the unknown-card problem; never applied automatically. */
  suggest(name: string, limit = 5): string[] {
    this.foldedNames ??= [...this.byFullName.keys()];
    return suggestNames(foldName(name), this.foldedNames, limit).map((folded) => cardsAt(this.byFullName, folded)?.[0]?.name ?? folded);
  }
}
