// Line splitting and whitespace clean-up for pasted lists. Exports from MTGO and TappedOut are CRLF,
// old Mac tools write bare CR, web pages and phones add NBSP and BOMs: none of that may change a line.
// These run on every line of every check, so each takes a cheap exit when there is nothing to do.

const BYTE_ORDER_MARK = "\uFEFF";
const LINE_BREAK = /\r\n|\n|\r/;
// JavaScript's \s covers tab, NBSP, U+2007, U+202F and a stray U+FEFF alike.
const WHITESPACE_RUN = /\s+/g;
// No whitespace but single plain spaces between words: what cleanLine leaves as it is, once trimmed.
const SINGLE_SPACED = /^\S*(?: \S+)*$/;
const CURLY_QUOTE = /[\u2018\u2019\u02BC\u201C\u201D]/;

/** Every line of the text, BOM removed; `\r\n`, `\n` and a bare `\r` each end a line. */
export function splitLines(text: string): string[] {
  const body = text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
  // Without a \r every break is a \n, and splitting on a string is much cheaper than on a regex.
  return body.includes("\r") ? body.split(LINE_BREAK) : body.split("\n");
}

/** Any run of whitespace becomes one space, and the ends are trimmed. */
export function cleanLine(raw: string): string {
  // Trimming first gives the same result, and lets an indented line (XML) take the fast path too:
  // testing is cheaper than rebuilding, and most lines need no change inside.
  const trimmed = raw.trim();
  return SINGLE_SPACED.test(trimmed) ? trimmed : trimmed.replace(WHITESPACE_RUN, " ");
}

// Japanese input methods type full-width digits ("４ 稲妻", "５６ 山", "４ｘ …"); no card name has them.
const WIDE_QUANTITY = /[\uFF10-\uFF19]+[\uFF38\uFF58]?/g;
const WIDE_DIGIT = /[\uFF10-\uFF19]/;

/** Full-width digits (and an "ｘ" after them) in their NFKC form, ASCII, so a quantity reads in any width. */
export function foldWideDigits(text: string): string {
  return WIDE_DIGIT.test(text) ? text.replace(WIDE_QUANTITY, (digits) => digits.normalize("NFKC")) : text;
}

/** Curly apostrophes and quotes become straight ones: "Urza’s Saga" → "Urza's Saga". */
export function straightenQuotes(text: string): string {
  if (!CURLY_QUOTE.test(text)) return text;
  return text.replace(/[\u2018\u2019\u02BC]/g, "'").replace(/[\u201C\u201D]/g, '"');
}

/** Whether the text starts with an ASCII digit, as most card lines do ("4 Lightning Bolt"). */
export function startsWithDigit(text: string): boolean {
  return isDigit(text.charCodeAt(0));
}

/** Whether the text ends with an ASCII digit, as a trailing quantity ("Opt x4") does. */
export function endsWithDigit(text: string): boolean {
  return isDigit(text.charCodeAt(text.length - 1));
}

/** Whether a char code is an ASCII digit; false for NaN, the code past the end of a string. */
export function isDigit(charCode: number): boolean {
  return charCode >= 0x30 && charCode <= 0x39;
}

/**
 * How many lines the text holds, counted without building them: it bounds every list read. A line
 * break ends a line, so one at the very end starts none: "1 Opt\n" is one line, as editors count it.
 */
export function countLines(text: string): number {
  if (text === "") return 0;
  let lines = 1;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 10 || (code === 13 && text.charCodeAt(at + 1) !== 10)) lines++;
  }
  const last = text.charCodeAt(text.length - 1);
  return last === 10 || last === 13 ? lines - 1 : lines;
}
