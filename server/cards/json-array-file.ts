import "server-only";
// The elements of a JSON array file, one at a time, without ever holding the whole file (Scryfall's
// oracle_cards file is 140-160 MB). Scryfall writes its bulk files one element a line ("[", "{…},",
// …, "]"), so each line is parsed on its own with JSON.parse, V8's fastest path; any other layout
// (pretty-printed, or minified on one line) goes through stream-json's streaming parser.
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import streamArray from "stream-json/streamers/stream-array.js";
import { CardFileError } from "./card-file-error";

export type ArrayLayout = "one-per-line" | "any";

/** Large enough for any one Scryfall card's line, so `head` shows the first element whole. */
export const HEAD_BYTES = 1 << 20;

const READ_CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/** The first `count` lines of `text` that are not blank, trimmed. */
function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  for (let start = 0; start < text.length && lines.length < count;) {
    const end = text.indexOf("\n", start);
    const line = text.slice(start, end === -1 ? undefined : end).trim();
    if (line) lines.push(line);
    start = end === -1 ? text.length : end + 1;
  }
  return lines;
}

/** How a JSON array file is laid out, from its first HEAD_BYTES: "[" alone on its line, then a whole object on the next, is Scryfall's layout. */
export function arrayLayout(head: string): ArrayLayout {
  const [first, second] = firstLines(head, 2);
  const wholeObject = second !== undefined && second.startsWith("{") && /\}[,\]]?$/.test(second);
  return first === "[" && wholeObject ? "one-per-line" : "any";
}

const damaged = (message: string) => new CardFileError("damaged", message);

/** Calls `onElement` with each element of the array in `file`, in order; a file that is not one whole array throws CardFileError. */
export async function readJsonArray(
  file: string,
  layout: ArrayLayout,
  onElement: (value: unknown) => void,
): Promise<void> {
  if (layout === "one-per-line") await readLines(file, onElement);
  else await readStreamed(file, onElement);
}

function readLines(file: string, onElement: (value: unknown) => void): Promise<void> {
  return readJsonLines(createReadStream(file, { highWaterMark: READ_CHUNK_BYTES }) as AsyncIterable<Buffer>, onElement);
}

/**
 * Calls `onElement` with each element of a JSON array laid out one element a line, read from `chunks`
 * (a file, or a download as it arrives); an array that is not whole throws CardFileError.
 */
export async function readJsonLines(
  chunks: AsyncIterable<Uint8Array>,
  onElement: (value: unknown) => void,
): Promise<void> {
  let lineNumber = 0;
  let opened = false;
  let closed = false;
  const readLine = (text: string) => {
    lineNumber++;
    let line = text.trim();
    if (line === "") return;
    if (closed) throw damaged(`line ${lineNumber} follows the array's closing "]"`);
    if (!opened) {
      opened = line === "[";
      if (!opened) throw damaged(`line ${lineNumber} should open the array with "["`);
      return;
    }
    if (line === "]") {
      closed = true;
      return;
    }
    if (line.endsWith("]")) {
      // The last element, with the closing bracket on its own line's end: "{…}]".
      closed = true;
      line = line.slice(0, -1).trimEnd();
    }
    let value: unknown;
    try {
      value = JSON.parse(line.endsWith(",") ? line.slice(0, -1) : line);
    } catch (error) {
      throw damaged(
        `line ${lineNumber} is not a whole JSON value (${(error as Error).message}): is the file cut short?`,
      );
    }
    onElement(value);
  };

  // The start of a line the last chunk cut off; only this piece is copied, never a whole chunk.
  let carry: Buffer | null = null;
  for await (const bytes of chunks) {
    const chunk = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      readLine(
        carry ? Buffer.concat([carry, chunk.subarray(0, end)]).toString("utf8") : chunk.toString("utf8", start, end),
      );
      carry = null;
      start = end + 1;
    }
    if (start < chunk.length) carry = carry ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.subarray(start));
  }
  if (carry) readLine(carry.toString("utf8"));
  if (!closed) throw damaged(`the file ends at line ${lineNumber} without the array's closing "]": is it cut short?`);
}

async function readStreamed(file: string, onElement: (value: unknown) => void): Promise<void> {
  let elements = 0;
  // What onElement threw: the pipeline may reject with the stream error its abort caused instead.
  let refused: { error: unknown } | undefined;
  try {
    await pipeline(
      createReadStream(file),
      streamArray.withParserAsStream(),
      async (items: AsyncIterable<{ value: unknown }>) => {
        for await (const { value } of items) {
          elements++;
          try {
            onElement(value);
          } catch (error) {
            refused = { error };
            throw error;
          }
        }
      },
    );
  } catch (error) {
    if (refused) throw refused.error;
    // stream-json says what it expected, not where: the count of whole elements read says how far it got.
    throw damaged(
      `not a whole JSON array after ${elements} element(s) (${(error as Error).message}): is the file cut short?`,
    );
  }
}
