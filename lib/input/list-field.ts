// A list field of the team input (a deck, a pool, a house ban list): text of at most MAX_LIST_LINES lines.
import { z } from "zod";
import { countLines } from "../decklist/lines";
import { because, type ListId } from "./input-issue";
import { MAX_LIST_LINES } from "./list-limits";

export { MAX_LIST_LINES };

export const listOf = (list: ListId) =>
  z
    .string({ error: because({ code: "not-text", list }) })
    .refine((text) => countLines(text) <= MAX_LIST_LINES, because({ code: "too-many-lines", max: MAX_LIST_LINES }));

/** A blank list is no list: a form field or a CSV cell left empty says "not given", never "a list of no cards". */
export const optionalListOf = (list: ListId) =>
  listOf(list)
    .optional()
    .transform((list) => (list?.trim() ? list : undefined));
