import "server-only";
// A CSV file's records one by one, so that one row that cannot be read costs that row alone (docs/api.md,
// POST /api/batch). csv-parse reads a whole text or throws; here it reads until the first record it cannot
// read, which becomes a fault naming its line, and reading starts again at the next row. An unclosed quote
// swallows the rest of the file as one cell, so "the next row" is the first line after the broken record's
// start that holds a row's every separator, or from which a whole record (as many cells as the header needs)
// can be read. Records are yielded as they are read, a piece at a time, so the caller counts rows as they come.
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
  /** A line's cell separators and whether it holds a quote, counted byte by byte, quotes not paired. */
  lineShape(line: number): { separators: number; quotes: boolean };
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

  const separator = Buffer.from(delimiter, "utf8")[0];
  const lineShape = (line: number) => {
    let separators = 0;
    let quotes = false;
    for (let at = startOfLine(line), end = startOfLine(line + 1); at < end; at += 1) {
      if (bytes[at] === separator) separators += 1;
      else if (bytes[at] === QUOTE) quotes = true;
    }
    return { separators, quotes };
  };

  return { readFrom, lineOf, startOfLine, lineShape, size: bytes.length, lines: starts.length };
}

/** Lines read per call to csv-parse: a bounded piece of work between two turns of the event loop. */
const CHUNK_LINES = 2_000;

/** Bytes read or probed between two turns of the event loop (docs/api.md, POST /api/batch: a big CSV never stalls the server). */
const BYTES_PER_TURN = 256 * 1024;

/** Gives the event loop a turn: other requests are served between two pieces of a big CSV. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const QUOTE = 0x22;

/**
 * Every record after the one ending at `start`, in order, as they are read, with a turn of the event loop
 * every BYTES_PER_TURN bytes. A record that cannot be read is a fault and the rest is read from the next row
 * (next-row.ts); a broken row never swallows another. `width.max`: the header's cells, which a row read
 * with a stray quote may not exceed.
 */
export async function* readRecordsFrom(
  reader: CsvReader,
  start: number,
  width: { min: number; max: number },
): AsyncGenerator<CsvRecord> {
  let at = start;
  let sinceTurn = 0;
  const advance = async (to: number) => {
    sinceTurn += Math.max(0, to - at);
    at = to;
    if (sinceTurn >= BYTES_PER_TURN) {
      sinceTurn = 0;
      await turn();
    }
  };
  while (at < reader.size) {
    const chunk = reader.readFrom(at, { lines: CHUNK_LINES });
    for (const { cells, start: offset } of chunk.records) yield { line: reader.lineOf(offset), cells };
    if (chunk.error === undefined) {
      await advance(Math.max(chunk.failedAt, reader.startOfLine(reader.lineOf(at) + CHUNK_LINES)));
      continue;
    }
    await advance(chunk.failedAt);
    // The chunk may have ended inside a record: read that record alone, with the lines a whole row may take.
    const one = reader.readFrom(at, { records: 1, lines: PROBE_LINES });
    const record = one.error === undefined ? one.records[0] : undefined;
    if (record) {
      yield { line: reader.lineOf(record.start), cells: record.cells };
      await advance(record.end);
      continue;
    }
    // A quote in the middle of a cell that does not start with one ('Team "Rocket"') is read as it is, as
    // spreadsheets do. Any other quote error is a quote left open, which read so would run into the next rows.
    const relaxed =
      one.error instanceof CsvError && one.error.code === "INVALID_OPENING_QUOTE"
        ? reader.readFrom(one.failedAt, { relaxQuotes: true, records: 1, lines: PROBE_LINES }).records[0]
        : undefined;
    if (relaxed && relaxed.cells.length >= width.min && relaxed.cells.length <= width.max) {
      yield { line: reader.lineOf(relaxed.start), cells: relaxed.cells };
      await advance(relaxed.end);
      continue;
    }
    const brokenLine = reader.lineOf(one.failedAt);
    yield { line: brokenLine, fault: faultOf(one.error) };
    for (let line = brokenLine + 1; ; line += 1) {
      await advance(reader.startOfLine(line));
      if (line > reader.lines || startsRow(reader, line, width.min)) break;
    }
  }
}

/**
 * Whether the next row after a broken one starts at `line`: a line holding a row's every cell separator is
 * a row of its own, read or broken (so two broken rows are two faults); a line with fewer starts one only
 * when a whole record of `min` cells reads from it, which needs a quoted cell running on (else it is the
 * broken row's rest). The probe reads at most PROBE_LINES lines, so the search is linear in the file.
 */
function startsRow(reader: CsvReader, line: number, min: number): boolean {
  const { separators, quotes } = reader.lineShape(line);
  if (separators >= min - 1) return true;
  if (!quotes) return false;
  const probe = reader.readFrom(reader.startOfLine(line), { records: 1, lines: PROBE_LINES });
  return (probe.records[0]?.cells.length ?? 0) >= min;
}
