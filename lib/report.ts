// The report of one team check: the 200 body of POST /api/validate (DESIGN §3) less `share`, which
// the HTTP layer adds (ApiReport). Fields may be added, never renamed: other tools read this.
import type { Ruleset } from "./formats";
import type { CardDataInfo } from "./cards/source";
import type { IgnoredLine } from "./decklist/decklist";
import type { Problem } from "./legality/problem";

export interface ReportEntry {
  /** Oracle name, or the name as typed when no card matched. */
  name: string;
  quantity: number;
  lines: number[];
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
}

export type CardStatus = "ok" | "warning" | "error";

export interface TeamCardRow {
  name: string;
  /** Follows the order of `decks`. */
  quantities: number[];
  total: number;
  /** The copy limit that applies, or null when there is none (basic lands, "any number", Limited). */
  limit: number | null;
  status: CardStatus;
  /** Added fields for the report page: where to see the card. */
  scryfallUrl: string | null;
  imageUrl: string | null;
}

export interface TeamReport {
  legal: boolean;
  format: string;
  ruleset: Ruleset;
  /** The other ruleset's verdict for the same team; null where no team rule applies (Limited). */
  alternate: { ruleset: Ruleset; legal: boolean } | null;
  checkedAt: string;
  cardData: CardDataInfo;
  /** Added: the rules edition the verdict encodes. */
  rulesVersion: string;
  decks: DeckReport[];
  cards: TeamCardRow[];
  problems: Problem[];
}

/** The API's report: with the link that reopens the check, null when the lists are too long to fit in a URL. */
export interface ApiReport extends TeamReport {
  share: string | null;
}
