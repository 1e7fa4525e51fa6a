import "server-only";
// A batch sent as CSV (docs/api.md, POST /api/batch): a header row naming the columns team, player1, list1, player2,
// list2 and format, with ruleset, pool, allowed, the house rules (houseBans, gameChangers, …) and a team of
// three or four's player3, list3, player4, list4, variant and format1..format3 optional, in
// any order and any case ("Player 1", "list_1", "Game Changers");
// other columns are left alone. Lists are quoted multi-line cells. Exports from European spreadsheets
// separate cells with ";" and some tools with tabs: the header row says which.
//
//   team,player1,list1,player2,list2,format
//   "Team Rocket",Alice,"4 Lightning Bolt
//   56 Mountain",Bob,"4 Counterspell
//   56 Island",modern
import { MAX_DECKS } from "@/lib/variants";
import { inputError, type InputReason } from "@/lib/input/input-issue";
import type { FieldName, InputError } from "@/lib/input/team-input";
import { HOUSE_RULES } from "@/lib/input/house-rules/schema";
import { HOUSE_RULE_NAMES, type HouseRuleName } from "@/lib/input/house-rules/names";
import type { BatchEntry } from "./batch-entry";
import { csvReader, readRecordsFrom } from "./csv-records";

export const REQUIRED_COLUMNS = ["team", "player1", "list1", "player2", "list2", "format"] as const;
/** The players beyond the second and a Trios seat's format (docs/rules.md, Teams of three and four). */
const MORE_PLAYERS_COLUMNS = [
  "player3",
  "list3",
  "player4",
  "list4",
  "variant",
  "format1",
  "format2",
  "format3",
] as const;
export const OPTIONAL_COLUMNS = ["ruleset", "pool", "allowed", ...HOUSE_RULE_NAMES, ...MORE_PLAYERS_COLUMNS] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const columnKey = (header: string) =>
  header
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
/** Each column by its key: the header cell lower-cased without spaces, dashes or underscores ("Game Changers" → gamechangers). */
const COLUMN_BY_KEY = new Map<string, Column>(
  [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS].map((column) => [columnKey(column), column]),
);

/** A player's or list's column: "player5" is one a team of at most four cannot fill. */
const EXTRA_DECK_COLUMN = /^(?:player|list)(?<deck>\d+)$/;

/** The fields of the team input each column fills, for naming a field by its column. */
const COLUMN_OF_PATH: Record<string, Column> = {
  name: "team",
  format: "format",
  ruleset: "ruleset",
  pool: "pool",
  allowed: "allowed",
  ...Object.fromEntries(HOUSE_RULE_NAMES.map((name) => [name, name])),
  "decks.0.name": "player1",
  "decks.0.list": "list1",
  "decks.1.name": "player2",
  "decks.1.list": "list2",
  "decks.2.name": "player3",
  "decks.2.list": "list3",
  "decks.3.name": "player4",
  "decks.3.list": "list4",
  variant: "variant",
  "decks.0.format": "format1",
  "decks.1.format": "format2",
  "decks.2.format": "format3",
};

const PLAYER_COLUMNS = [
  ["player1", "list1", "format1"],
  ["player2", "list2", "format2"],
  ["player3", "list3", "format3"],
  ["player4", "list4", undefined],
] as const;

/**
 * A row's decks: the first two always, a third and fourth when their cells (or a later player's) hold
 * anything; a seat's format when its `formatN` cell is filled.
 */
function rowDecks(
  cell: (column: Column) => string,
  lowerCase: (column: Column) => string | undefined,
): { name: string; list: string; format?: string }[] {
  const filled = PLAYER_COLUMNS.map(([player, list, format]) =>
    [player, list, format].some((column) => column !== undefined && cell(column).trim() !== ""),
  );
  const count = Math.max(2, filled.lastIndexOf(true) + 1);
  return PLAYER_COLUMNS.slice(0, count).map(([player, list, format]) => {
    const seatFormat = format && lowerCase(format);
    return { name: cell(player), list: cell(list), ...(seatFormat && { format: seatFormat }) };
  });
}

/** The house rules of a row: each given column's cell as its option reads one (a count, a yes or no). */
function houseRuleCells(cell: (column: HouseRuleName) => string | undefined): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  for (const name of HOUSE_RULE_NAMES) {
    const text = cell(name);
    if (text !== undefined) rules[name] = HOUSE_RULES[name].fromCell(text);
  }
  return rules;
}

/** A header row is one line; a quote left open in it is read this far at most before the CSV is refused. */
const HEADER_LINES = 100;

export type CsvRead = { ok: true; entries: BatchEntry[] } | { ok: false; error: InputError };

/** The separator the header row uses most: a comma unless it has more semicolons or tabs. */
function headerDelimiter(text: string): string {
  const end = text.search(/[\r\n]/);
  const header = end < 0 ? text : text.slice(0, end);
  const count = (delimiter: string) => header.split(delimiter).length;
  return [";", "\t"].reduce((best, delimiter) => (count(delimiter) > count(best) ? delimiter : best), ",");
}

const refuse = (field: string, why: InputReason): CsvRead => ({
  ok: false,
  error: inputError("bad-request", [{ field, why }]),
});

/**
 * The batch's teams, one per row that is not empty; a row that cannot be read is a team of its own that
 * says so (csv-records.ts). Rows are counted as they are read: the one past `maxTeams` refuses the batch at
 * once (`too-many-rows`, a 413), the rest unread; `otherTeams` were sent beside it. `field` names the CSV itself in a refusal.
 */
export async function readBatchCsv(
  text: string,
  {
    field = "body",
    maxTeams = Infinity,
    otherTeams = 0,
  }: { field?: string; maxTeams?: number; otherTeams?: number } = {},
): Promise<CsvRead> {
  const reader = csvReader(text, headerDelimiter(text));
  const first = reader.readFrom(0, { records: 1, lines: HEADER_LINES });
  const relaxed =
    first.error === undefined ? first : reader.readFrom(0, { records: 1, relaxQuotes: true, lines: HEADER_LINES });
  if (relaxed.error !== undefined) {
    const detail = relaxed.error instanceof Error ? relaxed.error.message : String(relaxed.error);
    return refuse(field, { code: "csv-unreadable", detail });
  }
  const header = relaxed.records[0];
  if (!header) return refuse(field, { code: "csv-empty" });

  const columns = new Map<Column, number>();
  const extraDecks: { index: number; header: string }[] = [];
  for (const [index, cell] of header.cells.entries()) {
    const key = columnKey(cell);
    const deck = EXTRA_DECK_COLUMN.exec(key)?.groups?.deck;
    if (deck && Number(deck) > PLAYER_COLUMNS.length) extraDecks.push({ index, header: cell.trim() });
    const column = COLUMN_BY_KEY.get(key);
    if (!column) continue;
    if (columns.has(column))
      return refuse(field, {
        code: "csv-duplicate-column",
        column,
        first: columns.get(column)! + 1,
        second: index + 1,
      });
    columns.set(column, index);
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    return refuse(field, {
      code: "csv-missing-columns",
      missing,
      required: [...REQUIRED_COLUMNS],
      optional: [...OPTIONAL_COLUMNS],
    });
  }

  const headerOf = (column: Column) => header.cells[columns.get(column) ?? -1]?.trim() || column;
  const fieldName: FieldName = (path) => {
    const column = COLUMN_OF_PATH[path];
    return column ? headerOf(column) : path || "row";
  };

  const rows = readRecordsFrom(reader, header.end, {
    min: Math.max(...columns.values()) + 1,
    max: header.cells.length,
  });
  const entries: BatchEntry[] = [];
  // The header is row 1.
  let row = 1;
  for await (const read of rows) {
    row += 1;
    if (otherTeams + entries.length >= maxTeams && ("fault" in read || read.cells.some((cell) => cell.trim() !== "")))
      return {
        ok: false,
        error: inputError("too-large", [{ field: "teams", why: { code: "too-many-rows", max: maxTeams, row } }]),
      };
    if ("fault" in read) {
      const why = { code: "csv-row-unreadable", row, line: read.line, fault: read.fault } as const;
      entries.push({ team: {}, row, fieldName, fault: inputError("bad-request", [{ field, why }]) });
      continue;
    }
    const record = read.cells;
    if (record.every((cell) => cell.trim() === "")) continue;
    const cell = (column: Column) => record[columns.get(column) ?? -1] ?? "";
    const extra = extraDecks.find(({ index }) => (record[index] ?? "").trim() !== "");
    const lowerCase = (column: Column) => cell(column).trim().toLowerCase() || undefined;
    entries.push({
      team: {
        name: cell("team"),
        // A Trios team may leave the event's format empty: its seats name theirs.
        format: lowerCase("format") ?? (lowerCase("variant") === "trios" ? undefined : ""),
        ruleset: lowerCase("ruleset"),
        ...(lowerCase("variant") && { variant: lowerCase("variant") }),
        decks: rowDecks(cell, lowerCase),
        // An empty cell is no pool: the input schema reads a blank list as not given.
        pool: cell("pool"),
        allowed: cell("allowed"),
        ...houseRuleCells((column) => (columns.has(column) ? cell(column) : undefined)),
      },
      row,
      fieldName,
      fault:
        extra &&
        inputError("bad-request", [{ field: extra.header, why: { code: "extra-deck", max: MAX_DECKS.giant } }]),
    });
  }
  return { ok: true, entries };
}
