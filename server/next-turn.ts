import "server-only";

/** Resolves on the event loop's next turn (after pending I/O), so other requests are served between two pieces of long work. */
export const nextTurnOfEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
