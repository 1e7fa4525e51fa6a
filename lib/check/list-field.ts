// A list field of the team input (a deck, a pool, a house ban list): text of at most MAX_LIST_LINES lines.
import { z } from "zod";
import { countLines } from "../decklist/lines";

export const MAX_LIST_LINES = 1_000;

export const listOf = (what: string) =>
  z.string({ error: `${what} must be text` }).refine((list) => countLines(list) <= MAX_LIST_LINES, `a list has at most ${MAX_LIST_LINES} lines`);

/** A blank list is no list: a form field or a CSV cell left empty says "not given", never "a list of no cards". */
export const optionalListOf = (what: string) => listOf(what).optional().transform((list) => (list?.trim() ? list : undefined));
