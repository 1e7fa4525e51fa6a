import "server-only";
// A CSV file's records one by one, so that one row that cannot be read costs that row alone (docs/api.md,
// POST /api/batch). csv-parse reads a whole text or throws; here it reads until the first record it cannot
// read, which becomes a fault naming its line, and reading starts again at the next row. An unclosed quote
// swallows the rest of the file as one cell, so "the next row" is the first line after the broken record's
// start from which a whole record (as many cells as the header needs) can be read.
import { CsvError, parse } from "csv-parse/sync";

/** Why a record could not be read: its quotes do not pair up, or anything else csv-parse refuses. */
export type CsvFault = "quotes" | "other";

/** `line`: where the record starts in the file, the first line being 1 (blank lines counted). */
export type CsvRecord = { line: number; cells: string[] } | { line: number; fault: CsvFault };

/**
 * How many lines a probe for the next row reads at most: a row holds up to four lists, a pool, an allowed
 * list and a ban list of at most 1,000 lines each (MAX_LIST_LINES) and a few more cells; a probe that opens a
 * quote stops there instead of at the file's end.
 */
const PROBE_LINES = 8_000;

const QUOTE_ERRORS = new Set(["CSV_QUOTE_NOT_CLOSED", "CSV_INVALID_CLOSING_QUOTE", "INVALID_OPENING_QUOTE"]);

/** Thrown from on_record to stop csv-parse after the records a probe needs. */
class Enough extends Error {}

const faultOf = (error: unknown): CsvFault =>
  error instanceof CsvError && QUOTE_ERRORS.has(error.code) ? "quotes" : "other";

/** Byte offsets where each line starts; "\r\n", "\r" and "\n" each end a line, as csv-parse counts them. */
function lineStarts(bytes: Buffer): number[] {
  const starts = [0];
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (byte === 0x0d && bytes[at + 1] === 0x0a) at += 1;
    if (byte === 0x0a || byte === 0x0d) starts.push(at + 1);
  }
  return starts;
}

interface Read {
  cells: string[];
  /** Byte offsets in the whole file: the record's first byte and the byte after its record delimiter. */
  start: number;
  end: number;
}

export interface CsvReader {
  /** The records from `start` (a byte offset) on, until one cannot be read: `error` then, its start being `failedAt`. */
  readFrom(
    start: number,
    options?: { relaxQuotes?: boolean; records?: number; lines?: number },
  ): {
    records: Read[];
    error?: unknown;
    failedAt: number;
  };
  lineOf(offset: number): number;
  startOfLine(line: number): number;
  readonly size: number;
  readonly lines: number;
}

/** A reader of `text` (a BOM removed) with cells separated by `delimiter`. */
export function csvReader(text: string, delimiter: string): CsvReader {
  const bytes = Buffer.from(text.replace(/^\uFEFF/, ""), "utf8");
  const starts = lineStarts(bytes);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const startOfLine = (line: number) => (line > starts.length ? bytes.length : starts[line - 1]!);
  /** The first byte at or after `offset` that is not a line break: where the record there really starts. */
  const skipBlankLines = (offset: number) => {
    let at = offset;
    while (bytes[at] === 0x0a || bytes[at] === 0x0d) at += 1;
    return at;
  };

  function readFrom(start: number, { relaxQuotes = false, records = Infinity, lines = Infinity } = {}) {
    const end = Number.isFinite(lines) ? startOfLine(lineOf(start) + lines) : bytes.length;
    const read: Read[] = [];
    let next = start;
    try {
      parse(bytes.subarray(start, end), {
        delimiter,
        relax_column_count: true,
        relax_quotes: relaxQuotes,
        skip_empty_lines: true,
        // `bytes`: how far the parser has read, the record's delimiter included.
        on_record: (record, { bytes }) => {
          read.push({ cells: record, start: skipBlankLines(next), end: start + bytes });
          next = start + bytes;
          if (read.length >= records) throw new Enough();
          return record;
        },
      });
    } catch (error) {
      if (!(error instanceof Enough)) return { records: read, error, failedAt: skipBlankLines(next) };
    }
    return { records: read, failedAt: next };
  }

  return { readFrom, lineOf, startOfLine, size: bytes.length, lines: starts.length };
}

/**
 * Every record after the one ending at `start`, in order; a record that cannot be read is a fault and
 * the rest is read from the next row: the first line after it where a record of at least `width.min`
 * cells can be read whole. `width.max`: the header's cells, which a row read with a stray quote may not exceed.
 */
export function readRecordsFrom(reader: CsvReader, start: number, width: { min: number; max: number }): CsvRecord[] {
  const records: CsvRecord[] = [];
  const whole = (cells: string[] | undefined) => cells !== undefined && cells.length >= width.min;
  let at = start;
  while (at < reader.size) {
    const read = reader.readFrom(at);
    records.push(...read.records.map(({ cells, start: offset }) => ({ line: reader.lineOf(offset), cells })));
    if (read.error === undefined) break;
    // A quote in the middle of a cell that does not start with one ('Team "Rocket"') is read as it is, as
    // spreadsheets do. Any other quote error is a quote left open, which read so would run into the next rows.
    const relaxed =
      read.error instanceof CsvError && read.error.code === "INVALID_OPENING_QUOTE"
        ? reader.readFrom(read.failedAt, { relaxQuotes: true, records: 1, lines: PROBE_LINES }).records[0]
        : undefined;
    if (relaxed && whole(relaxed.cells) && relaxed.cells.length <= width.max) {
      records.push({ line: reader.lineOf(relaxed.start), cells: relaxed.cells });
      at = relaxed.end;
      continue;
    }
    records.push({ line: reader.lineOf(read.failedAt), fault: faultOf(read.error) });
    at = reader.size;
    for (let line = reader.lineOf(read.failedAt) + 1; line <= reader.lines; line += 1) {
      const probe = reader.readFrom(reader.startOfLine(line), { records: 1, lines: PROBE_LINES });
      if (whole(probe.records[0]?.cells)) {
        at = reader.startOfLine(line);
        break;
      }
    }
  }
  return records;
}
