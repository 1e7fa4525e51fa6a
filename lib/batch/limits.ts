// A batch's limits (docs/api.md, POST /api/batch): the server refuses past them, the organizer page says them.

/** Teams in one batch. */
export const MAX_BATCH_TEAMS = 500;

/** A batch's request body (and the organizer's CSV file), in bytes: 20 MB. */
export const MAX_BATCH_BYTES = 20_000_000;
