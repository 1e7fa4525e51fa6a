// Name → card resolution over a known set of cards, the one resolve every source calls (bulk file,
// memory, and the live source over the cards Scryfall answered). Lookup goes from the most to the
// least specific spelling, and stops at the first step that matches anything: the full Oracle name
// (slashes as typed, so "Summon: Choco/Mog" stays whole), the full name with any split separator
// (`Fire/Ice` = `Fire // Ice`), one face's name (`Delver of Secrets`), another name of the same card
// (CR 201.3b), the printing the line names by set and collector number, then a name printed on a
// non-English printing (CR 201.2, MTR 3.3), last so that an English name always wins (Spanish "Vigor"
// is printed on Stamina, but "Vigor" is the card Vigor). A printed name matches as written first (case
// and width folded, accents kept: Spanish "Relámpago" is Lightning Bolt, Portuguese "Relâmpago" is
// Thunderbolt), and only then with accents folded ("Relampago" could be either). A step that matches
// two different cards is ambiguous (IPG 3.4), never a guess; where the cards are printed names, each
// candidate says its language, and the language of the deck's other lines may settle it
// (deck-language.ts).
import type { Card, PrintedName } from "./card";
import { readLookupName } from "./lookup-name";
import { NameIndex } from "./name-index";
import { foldKeepingAccents, foldName, splitFaces, splitKeyOfFolded } from "./name-key";
import type { NameResolution, Reading } from "./source";

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

const sameCard = (a: Card) => (b: Card) => a.oracleId === b.oracleId;

function union(a: readonly Card[], b: readonly Card[]): Card[] {
  return [...a, ...b.filter((card) => !a.some(sameCard(card)))];
}

// Japanese sites write both names: "稲妻 (Lightning Bolt)", and "稲妻/Lightning Bolt" (which the
// parser writes "稲妻 // Lightning Bolt", like a split card's separator).
const BOTH_NAMES = /^(?<first>.+?)\s*\((?<second>[^()]+)\)$/;
const LATIN_LETTER = /[a-z]/i;

/** The two names of a line that writes a card's printed name and its English name, else null. */
function bothNames(name: string): [string, string] | null {
  const parenthesized = BOTH_NAMES.exec(name);
  if (parenthesized?.groups) return [parenthesized.groups.first!, parenthesized.groups.second!];
  const faces = splitFaces(name);
  return faces.length === 2 ? [faces[0]!, faces[1]!] : null;
}

/** A printed name for suggestions: "稲妻 (Lightning Bolt)". */
const withOracleName = (printed: string, card: Card) => `${printed} (${card.name})`;

export class CardIndex {
  private readonly byFullName: Lookup = new Map();
  /** Only the names whose split key differs from their folded name (see bySplitKey): a second map of every name would cost as much again. */
  private readonly bySplitName: Lookup = new Map();
  private readonly byFaceName: Lookup = new Map();
  private readonly byOtherName: Lookup = new Map();
  private readonly byPrinting: Lookup = new Map();
  /** Names printed on non-English printings, whole and per face, split separators as " // ". */
  private readonly byPrintedName: Lookup = new Map();
  /** Every folded Oracle and printed name, for suggestions: made by prepareSuggestions (at load) or on the first miss. */
  private names: NameIndex | undefined;
  /**
   * Every key of the name lookups above, in one set: a name of no slash, no parenthesis and no printing
   * that is not here matches nothing, found with one lookup instead of seven (a junk list's every line).
   */
  private readonly nameKeys: Set<string>;

  constructor(cards: Iterable<Card>) {
    for (const card of cards) {
      const folded = foldName(card.name);
      add(this.byFullName, folded, card);
      const splitKey = splitKeyOfFolded(folded);
      if (splitKey !== folded) add(this.bySplitName, splitKey, card);
      if (card.faces.length > 1) for (const face of card.faces) add(this.byFaceName, foldName(face.name), card);
      for (const other of card.otherNames) add(this.byOtherName, foldName(other), card);
      if (card.printings) for (const printing of card.printings) add(this.byPrinting, printing, card);
      if (card.printedNames) {
        for (const printed of card.printedNames) {
          const folded = splitKeyOfFolded(foldName(printed.name));
          // The name itself when folding leaves it as it is (most Japanese names): one string, not two.
          const key = folded === printed.name ? printed.name : folded;
          add(this.byPrintedName, key, card);
          if (key.includes(" // ")) for (const face of key.split(" // ")) add(this.byPrintedName, face, card);
        }
      }
    }
    this.nameKeys = new Set();
    for (const lookup of [this.byFullName, this.bySplitName, this.byFaceName, this.byOtherName, this.byPrintedName])
      for (const key of lookup.keys()) this.nameKeys.add(key);
  }

  /** How many distinct Oracle names. */
  get size(): number {
    return this.byFullName.size;
  }

  /**
   * The cards a line could mean, from the most specific matching step; empty when none. `lookup` is a
   * name, or a lookupName with the printing the line names.
   */
  candidates(lookup: string): Card[] {
    return this.find(lookup).cards;
  }

  /** candidates, and the printed name's key when the cards were matched by a printed name. */
  private find(lookup: string): { cards: Card[]; printedKey?: string; strays?: Card[] } {
    const { name, printing } = readLookupName(lookup);
    const folded = foldName(name);
    // Every step below looks `folded` up as it is unless the name has a split separator (full-width ones
    // fold to "/"), both names (parentheses) or a printing.
    if (printing === undefined && !this.nameKeys.has(folded) && !/[/(]/.test(name) && !folded.includes("/"))
      return { cards: [] };
    const english = this.byEnglishName(folded);
    if (english) return { cards: english };
    const printedKey = splitKeyOfFolded(folded);
    const printed = this.byPrintedAsWritten(name, printedKey);
    const printedAs = printing === undefined ? undefined : cardsAt(this.byPrinting, printing);
    // The printing settles a printed name of several cards; a printing that names another card than
    // the printed name does is two readings of one line, and says so.
    if (printedAs)
      return {
        cards:
          printed && !printed.some((card) => printedAs.some(sameCard(card))) ? union(printedAs, printed) : printedAs,
      };
    if (!printed) return { cards: this.byBothNames(name) ?? [] };
    const settled = printed.length > 1 ? withoutStrays(printed, printedKey) : null;
    return settled ? { cards: [settled.card], printedKey, strays: settled.strays } : { cards: printed, printedKey };
  }

  /**
   * The cards printed with the name of `printedKey`; of several, those printed with it as written
   * (accents kept), when any is: "Relámpago" is the Spanish card alone, "Relampago" all of them.
   */
  private byPrintedAsWritten(name: string, printedKey: string): Card[] | undefined {
    const printed = cardsAt(this.byPrintedName, printedKey);
    if (!printed || printed.length < 2) return printed;
    const asWritten = splitKeyOfFolded(foldKeepingAccents(name));
    const exact = printed.filter((card) =>
      printedNamesAt(card, printedKey).some((each) => printedKeyOf(each.name, foldKeepingAccents).includes(asWritten)),
    );
    return exact.length > 0 ? exact : printed;
  }

  private byEnglishName(folded: string): Card[] | undefined {
    return (
      cardsAt(this.byFullName, folded) ??
      this.bySplitKey(splitKeyOfFolded(folded)) ??
      cardsAt(this.byFaceName, folded) ??
      cardsAt(this.byOtherName, folded)
    );
  }

  /**
   * "稲妻 (Lightning Bolt)": the card of the English name, when the other name is printed on it too or
   * is one the data does not know in another script; both cards when the two names mean different ones.
   */
  private byBothNames(name: string): Card[] | undefined {
    const names = bothNames(name);
    if (!names) return undefined;
    for (const [english, other] of [names, [names[1], names[0]]] as const) {
      const cards = this.byEnglishName(foldName(english));
      if (!cards) continue;
      const otherKey = splitKeyOfFolded(foldName(other));
      const others = cardsAt(this.byPrintedName, otherKey) ?? this.byEnglishName(otherKey);
      if (!others) return LATIN_LETTER.test(other) ? undefined : cards;
      const agreed = cards.filter((card) => others.some(sameCard(card)));
      return agreed.length > 0 ? agreed : union(cards, others);
    }
    return undefined;
  }

  /**
   * The cards whose split key is `key`: those bySplitName holds, and those whose folded name is `key`
   * when folding it for a split key leaves it as it is (their split key is then `key` too).
   */
  private bySplitKey(key: string): Card[] | undefined {
    const changed = cardsAt(this.bySplitName, key);
    const unchanged = splitKeyOfFolded(key) === key ? cardsAt(this.byFullName, key) : undefined;
    if (!changed || !unchanged) return changed ?? unchanged;
    return union(changed, unchanged);
  }

  /** Resolves a line's lookup; `withSuggestions: false` skips the closest-name search for a miss. */
  resolve(lookup: string, { withSuggestions = true }: { withSuggestions?: boolean } = {}): NameResolution {
    const { cards, printedKey, strays } = this.find(lookup);
    const readings =
      printedKey === undefined ? undefined : cards.map((card) => ({ card, languages: languagesAt(card, printedKey) }));
    const resolution = resolutionOf(cards, () => (withSuggestions ? this.suggest(lookup) : []), readings);
    return strays && resolution.status === "found"
      ? { ...resolution, strays: strays.map((card) => card.name).sort() }
      : resolution;
  }

  /** How a lookup resolves among these cards, null when nothing matches (no suggestions looked for). */
  match(lookup: string): NameResolution | null {
    const resolution = this.resolve(lookup, { withSuggestions: false });
    return resolution.status === "not-found" ? null : resolution;
  }

  /** Builds the suggestion index now (at load) rather than on the first unknown name. */
  prepareSuggestions(): void {
    this.names ??= new NameIndex([
      ...this.byFullName.keys(),
      ...[...this.byPrintedName.keys()].filter((key) => !this.byFullName.has(key)),
    ]);
  }

  /**
   * The closest names, for the unknown-card problem; never applied automatically. English names first;
   * when none is close, printed names, each with its Oracle name ("稲妻 (Lightning Bolt)").
   */
  suggest(lookup: string, limit = 5): string[] {
    const folded = foldName(readLookupName(lookup).name);
    this.prepareSuggestions();
    const closest = this.names!.closest(folded, limit * 2);
    const english = closest.filter((key) => this.byFullName.has(key));
    if (english.length > 0) return english.slice(0, limit).map((key) => cardsAt(this.byFullName, key)![0]!.name);
    return closest.slice(0, limit).flatMap((key) => {
      const card = cardsAt(this.byPrintedName, key)?.[0];
      // Lower-casing finds most printed names as they are (folding each costs a microsecond or two).
      const printed =
        card?.printedNames?.find((each) => each.name.toLowerCase() === key) ??
        card?.printedNames?.find((each) => printedKeyOf(each.name, foldName).includes(key));
      return card && printed ? [withOracleName(printedFace(printed.name, key), card)] : [];
    });
  }
}

/** The key of a printed name, and of each face of a split one, under `fold`. */
function printedKeyOf(name: string, fold: (name: string) => string): string[] {
  const key = splitKeyOfFolded(fold(name));
  return key.includes(" // ") ? [key, ...key.split(" // ")] : [key];
}

/** The card's printed names whose key (whole or one face) is `key`. */
function printedNamesAt(card: Card, key: string): PrintedName[] {
  return (card.printedNames ?? []).filter((printed) => printedKeyOf(printed.name, foldName).includes(key));
}

/** The languages in which `card` is printed with the name of `key`. */
function languagesAt(card: Card, key: string): string[] {
  return [...new Set(printedNamesAt(card, key).map((printed) => printed.lang))].sort();
}

/** The sets of `card`'s printings in `lang` bearing the name of `key`. */
function setsAt(card: Card, key: string, lang: string): Set<string> {
  const named = printedNamesAt(card, key).filter((printed) => printed.lang === lang);
  return new Set(named.flatMap((printed) => printed.sets ?? []));
}

/** Whether `card` has a printing in `set` in `lang` under a name other than `key`'s. */
function printedOtherwiseIn(card: Card, key: string, lang: string, set: string): boolean {
  const named = new Set(printedNamesAt(card, key));
  return (card.printedNames ?? []).some(
    (printed) => printed.lang === lang && !named.has(printed) && printed.sets?.includes(set) === true,
  );
}

/**
 * Of several cards printed with one name, the one that bears it in two sets or more, when each other bears
 * it in one set only (one language), and there that card is printed under another name: the names of that
 * set's printings slid by one card, a data error (Spanish "Isla" on Invasion's Plains, where the Island says
 * "Pantano"). Null when that does not settle it: German "Zwang" is Duress's name, and Coercion's in Sixth
 * Edition, where no Duress is printed: two cards, ambiguous (IPG 3.4).
 */
function withoutStrays(cards: readonly Card[], key: string): { card: Card; strays: Card[] } | null {
  for (const card of cards)
    for (const lang of languagesAt(card, key)) {
      if (setsAt(card, key, lang).size < 2) continue;
      const others = cards.filter((other) => other !== card);
      const stray = (other: Card) => {
        const [set, ...more] = setsAt(other, key, lang);
        const elsewhere = languagesAt(other, key).some((each) => each !== lang);
        return set !== undefined && more.length === 0 && !elsewhere && printedOtherwiseIn(card, key, lang, set);
      };
      if (others.every(stray)) return { card, strays: others };
    }
  return null;
}

/** The face of a printed "火 // 氷" that `key` names, or the whole name. */
function printedFace(name: string, key: string): string {
  if (name.toLowerCase() === key || splitKeyOfFolded(foldName(name)) === key) return name;
  return splitFaces(name).find((face) => foldName(face) === key) ?? name;
}

/**
 * found, ambiguous or not-found for the cards a name could mean: the one mapping every source uses.
 * `readings`: the languages each card is printed in with the name, when a printed name matched.
 */
export function resolutionOf(
  cards: readonly Card[],
  suggestions: () => string[],
  readings?: readonly Reading[],
): NameResolution {
  const [only] = cards;
  if (only && cards.length === 1)
    return readings?.[0]
      ? { status: "found", card: only, languages: readings[0].languages }
      : { status: "found", card: only };
  if (cards.length > 1) {
    const candidates = cards.map((card) => card.name).sort();
    return readings
      ? { status: "ambiguous", candidates, readings: [...readings] }
      : { status: "ambiguous", candidates };
  }
  return { status: "not-found", suggestions: suggestions() };
}
