// Line splitting and whitespace clean-up for pasted lists. Exports from MTGO and TappedOut are CRLF,
// old Mac tools write bare CR, web pages and phones add NBSP and BOMs: none of that may change a line.

const BYTE_ORDER_MARK = /^\uFEFF/;
const LINE_BREAK = /\r\n|\n|\r/;
// JavaScript's \s covers tab, NBSP, U+2007, U+202F and a stray U+FEFF alike.
const WHITESPACE_RUN = /\s+/g;

/** Every line of the text, BOM removed; `\r\n`, `\n` and a bare `\r` each end a line. */
export function splitLines(text: string): string[] {
  return text.replace(BYTE_ORDER_MARK, "").split(LINE_BREAK);
}

/** Any run of whitespace becomes one space, and the ends are trimmed. */
export function cleanLine(raw: string): string {
  return raw.replace(WHITESPACE_RUN, " ").trim();
}

/** Curly apostrophes and quotes become straight ones: "Urza’s Saga" → "Urza's Saga". */
export function straightenQuotes(text: string): string {
  return text.replace(/[\u2018\u2019\u02BC]/g, "'").replace(/[\u201C\u201D]/g, '"');
}
