import "server-only";
// The events' store as the server holds it: opened on the first event request (never at start-up, so a
// server that only checks does not load PGlite or a PostgreSQL client), and swept of events past retention
// then and at most once an hour after (docs/hosting.md, Events), rather than on a timer of its own.
import { MAX_EVENT_TEAMS } from "@/lib/input/event-input";
import type { AppConfig } from "../config";
import { openDatabase, type OpenedDatabase } from "./database";
import { EventStore } from "./event-store";

const SWEEP_EVERY_MS = 3_600_000;

export interface EventDesk {
  /** The store, swept of expired events when a sweep is due. */
  store(): Promise<EventStore>;
  readonly retentionDays: number;
  close(): Promise<void>;
}

export function createEventDesk(
  config: Pick<AppConfig, "DATABASE_URL" | "DATA_DIR" | "EVENT_RETENTION_DAYS">,
  log: (line: string) => void,
  now: () => Date = () => new Date(),
): EventDesk {
  let opened: Promise<{ database: OpenedDatabase; store: EventStore }> | undefined;
  let lastSweep = -Infinity;
  const open = () => {
    opened ??= openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).then(
      (database) => {
        log(
          `events: stored in ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}`}`,
        );
        return { database, store: new EventStore(database.db, MAX_EVENT_TEAMS) };
      },
      (error: unknown) => {
        opened = undefined; // tried again on the next request
        throw error;
      },
    );
    return opened;
  };
  return {
    retentionDays: config.EVENT_RETENTION_DAYS,
    async store() {
      const { store } = await open();
      const at = now();
      if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = at.getTime();
        const deleted = await store.deleteExpired(at, config.EVENT_RETENTION_DAYS);
        if (deleted > 0) log(`events: deleted ${deleted} past ${config.EVENT_RETENTION_DAYS} days after their date`);
      }
      return store;
    },
    async close() {
      const current = opened;
      opened = undefined;
      if (current) await (await current).database.close();
    },
  };
}
