// What a report's page renders, bounded: a share link is a GET any unfurler can send, and its lists may hold
// 4 × 1,000 distinct names. The page shows the first MAX_TABLE_ROWS rows of the team table (problem rows
// first, as the table orders them) and the first MAX_LIST_ENTRIES entries of each list as read, and counts
// the rest; the downloads (DeckExport) and the API keep every line (docs/performance.md, (k)). A 2HG
// Commander team (about 150 distinct cards, 100-card lists) stays whole.
import type { CardStatus, DeckReport, TeamReport } from "@/lib/report/report";

export const MAX_TABLE_ROWS = 200;
export const MAX_LIST_ENTRIES = 150;

const ORDER: Record<CardStatus, number> = { error: 0, warning: 1, ok: 2 };
const ZONES = ["commander", "companion", "main", "sideboard"] as const;

export interface PageReport {
  /** The report with its team table and lists cut to the bounds. */
  report: TeamReport;
  /** Team table rows not shown. */
  hiddenRows: number;
  /** Per deck, list entries not shown. */
  hiddenEntries: number[];
}

/** A deck's zones cut to `max` entries in all, commanders first. */
function boundedDeck(deck: DeckReport, max: number): { deck: DeckReport; hidden: number } {
  let room = max;
  let hidden = 0;
  const zones = Object.fromEntries(
    ZONES.map((zone) => {
      const kept = deck[zone].slice(0, room);
      room -= kept.length;
      hidden += deck[zone].length - kept.length;
      return [zone, kept];
    }),
  );
  return { deck: hidden === 0 ? deck : { ...deck, ...zones }, hidden };
}

export function boundedForPage(report: TeamReport): PageReport {
  const rows = [...report.cards].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  const decks = report.decks.map((deck) => boundedDeck(deck, MAX_LIST_ENTRIES));
  const hiddenRows = Math.max(0, rows.length - MAX_TABLE_ROWS);
  if (hiddenRows === 0 && decks.every((each) => each.hidden === 0))
    return { report, hiddenRows, hiddenEntries: decks.map(() => 0) };
  return {
    report: { ...report, cards: rows.slice(0, MAX_TABLE_ROWS), decks: decks.map((each) => each.deck) },
    hiddenRows,
    hiddenEntries: decks.map((each) => each.hidden),
  };
}
