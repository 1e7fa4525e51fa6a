// A list's limits (docs/api.md, Errors and limits), without zod: the form checks them in the browser
// before sending, the server again before reading.
export const MAX_LIST_LINES = 1_000;
/** In UTF-8 bytes: 200 KB. */
export const MAX_LIST_BYTES = 200_000;
