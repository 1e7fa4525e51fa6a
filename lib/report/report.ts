// The report of one team check: the 200 body of POST /api/validate (docs/api.md, POST /api/validate) less `share`,
// which the HTTP layer adds (ApiReport). Fields may be added, never renamed: other tools read this.
import type { Ruleset } from "../formats";
import type { HouseRules } from "../input/house-rules/names";
import type { CardDataInfo } from "../cards/source";
import type { IgnoredLine, UnparsedLine } from "../decklist/decklist";
import type { Fix } from "../fix/fix";
import type { Problem } from "../legality/problem";
import type { TableNumbers, Variant } from "../variants";
import type { TeamPlan } from "../fix/plan";
import type { DeckSource } from "../deck-links/read-deck";

/**
 * A problem as the report carries it: the rule's problem (lib/legality), which knows no fix, with the
 * fix hint composed on. Added: `fix`, one concrete action that removes the problem and the changes it
 * means, never applied (lib/fix); absent when none does.
 */
export type ReportedProblem = Problem & { fix?: Fix };

export interface ReportEntry {
  /** Oracle name, or the name as typed when no card matched. */
  name: string;
  quantity: number;
  lines: number[];
  /** Added: the names its lines used when they are not its Oracle name (a printed name in another language, a face), in line order. */
  written?: string[];
}

export interface DeckReport {
  name: string;
  mainCount: number;
  sideboardCount: number;
  main: ReportEntry[];
  sideboard: ReportEntry[];
  commander: ReportEntry[];
  companion: ReportEntry[];
  ignored: IgnoredLine[];
  /** Added, Team Trios: the format this deck is checked in (each seat plays its own, MTR 8.4). */
  format?: string;
  /** Added: the lines that name nothing readable (each also an `unparsed-line` problem), as `ignored[]` lists its lines. */
  unparsed: UnparsedLine[];
  /** Added, 2HG Commander: the colour identity of the deck's commanders in WUBRG letters ("" colourless, CR 903.4); null in other formats. */
  colorIdentity: string | null;
  /** Added: the deck site the list was read from, when a deck link was given (docs/api.md, Deck links). */
  source?: DeckSource;
}

/** A Limited team's pool as checked (docs/api.md, 2HG Limited). */
export interface PoolReport {
  /** Cards in the pool, every section of its text counted. */
  cards: number;
  /** Added: cards the organizer allows beyond the pool (MTR 7.2), 0 when none. */
  allowed: number;
  /** The team's shared sideboard (MTR 9.6, CR 100.4c): the pool less both main decks, in the pool's order. */
  sideboard: PoolCardReport[];
  /** Added, Team Sealed (MTR 8.6): the pool cards no player took in a deck or sideboard; `sideboard` is then empty, as no sideboard is shared. */
  unassigned?: PoolCardReport[];
}

export type PoolCardReport = { name: string; quantity: number } & CardView;

/** Added: one face as the card preview shows it; `imageUrl` only where the face has its own image (double-faced cards). */
export interface CardFaceView {
  name: string;
  /** Scryfall's mana cost in braces ("{2}{U}"), "" for none or when the card data does not say. */
  manaCost: string;
  typeLine: string;
  imageUrl: string | null;
  /** Added: the face's Oracle text, lines joined by "\n"; "" for none or when the card data does not say. */
  oracleText: string;
}

/** Added: where to see a card (its Scryfall page and image) and what its preview says when no image loads. */
export interface CardView {
  /** Scryfall's layout ("normal", "split", "transform", …), which decides how exports name the card; null for an unknown name. */
  layout: string | null;
  scryfallUrl: string | null;
  imageUrl: string | null;
  /** Empty for a name that matched no card. */
  faces: CardFaceView[];
}

export type CardStatus = "ok" | "warning" | "error";

export interface TeamCardRow extends CardView {
  name: string;
  /** Follows the order of `decks`. */
  quantities: number[];
  total: number;
  /**
   * The copies the team may play: the copy limit in Constructed, the pool's copies in Limited with a
   * pool (0 for a card it lacks); null when there is none (basic lands, "any number", Limited without a pool).
   */
  limit: number | null;
  /** True when the card may sit in one deck only (`tournament`, a known non-basic card: MTR 8.4). */
  oneDeck: boolean;
  status: CardStatus;
}

export interface TeamReport {
  /** Added: the team's name as sent, trimmed; absent when it has none. */
  name?: string;
  legal: boolean;
  format: string;
  ruleset: Ruleset;
  /** The other ruleset's verdict for the same team; null where no team rule applies (Limited). */
  alternate: { ruleset: Ruleset; legal: boolean } | null;
  checkedAt: string;
  /** Added: the day (YYYY-MM-DD) the verdict is for: the event's date, else today (docs/rules.md, Legal on a date). */
  eventDate: string;
  /** Added: whether the check was given `eventDate`; false when it answered for today. */
  eventDateGiven: boolean;
  cardData: CardDataInfo;
  /** Added: the rules edition the verdict encodes. */
  rulesVersion: string;
  decks: DeckReport[];
  cards: TeamCardRow[];
  problems: ReportedProblem[];
  /** The team's pool in Limited; null when none was given (and outside Limited). */
  pool: PoolReport | null;
  /** Added: the organizer's house rules the check applied (docs/api.md, 2HG Commander); {} when none. */
  houseRules: HouseRules;
  /** Added: the kind of team event (docs/rules.md, Teams of three and four); only when the team named one or has more than two decks. */
  variant?: Variant;
  /** Added, Team Unified and Trios: each deck's seat letter, in deck order (MTR 8.2). */
  seats?: string[];
  /**
   * Added, Team Trios: "unified" when every seat plays one format, so the team is checked under Team Unified
   * Constructed's rules in it, team rule included (MTR 8.4: unified rules apply when every deck is of the same format).
   */
  teamRules?: "unified";
  /** Added, Two-Headed Giant beside `variant`: what the table starts with, for information (CR 810.11). */
  table?: TableNumbers;
  /** Added: every fix hint composed into one set of changes (lib/fix/plan.ts); null when no list change removes a problem. */
  plan: TeamPlan | null;
}

/** The API's report: with the link that reopens the check, null when the lists are too long to fit in a URL. */
export interface ApiReport extends TeamReport {
  share: string | null;
}
