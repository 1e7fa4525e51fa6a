// Name → card resolution over a known set of cards (bulk file or memory). Lookup goes from the most
// to the least specific spelling, and stops at the first step that matches anything: the full Oracle
// name (slashes as typed, so "Summon: Choco/Mog" stays whole), the full name with any split separator
// (`Fire/Ice` = `Fire // Ice`), one face's name (`Delver of Secrets`), then another printed name of
// the same card (CR 201.3b). A step that matches two different cards is ambiguous (IPG 3.4), never a guess.
import type { Card } from "./card";
import { foldName, splitNameKey } from "./name-key";
import type { NameResolution } from "./source";
import { suggestNames } from "./suggest";

type Lookup = Map<string, Card[]>;

function add(lookup: Lookup, key: string, card: Card): void {
  const cards = lookup.get(key);
  if (!cards) lookup.set(key, [card]);
  else if (!cards.some((known) => known.oracleId === card.oracleId)) cards.push(card);
}

export class CardIndex {
  private readonly byFullName: Lookup = new Map();
  private readonly bySplitName: Lookup = new Map();
  private readonly byFaceName: Lookup = new Map();
  private readonly byOtherName: Lookup = new Map();
  private readonly foldedNames: string[] = [];
  private readonly namesByFold = new Map<string, string>();

  constructor(cards: Iterable<Card>) {
    for (const card of cards) {
      const folded = foldName(card.name);
      add(this.byFullName, folded, card);
      add(this.bySplitName, splitNameKey(card.name), card);
      if (card.faces.length > 1) for (const face of card.faces) add(this.byFaceName, foldName(face.name), card);
      for (const other of card.otherNames) add(this.byOtherName, foldName(other), card);
      if (!this.namesByFold.has(folded)) {
        this.namesByFold.set(folded, card.name);
        this.foldedNames.push(folded);
      }
    }
  }

  get size(): number {
    return this.namesByFold.size;
  }

  /** The cards a name could mean, from the most specific matching step; empty when none. */
  candidates(name: string): Card[] {
    const folded = foldName(name);
    return (
      this.byFullName.get(folded) ??
      this.bySplitName.get(splitNameKey(name)) ??
      this.byFaceName.get(folded) ??
      this.byOtherName.get(folded) ??
      []
    );
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
    return suggestNames(foldName(name), this.foldedNames, limit).map((folded) => this.namesByFold.get(folded) ?? folded);
  }
}
