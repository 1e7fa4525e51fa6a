import "server-only";
// The events' database: PostgreSQL at DATABASE_URL when it is set (several instances share events through
// it: docs/hosting.md), else PGlite, PostgreSQL compiled to WASM, in DATA_DIR/events. PGlite weighs about
// 260 MB once open (docs/performance.md), so both drivers are imported only when an event is first used:
// a server that only checks never loads them. Migrations (./migrations, made by drizzle-kit) run at open.
import { join } from "node:path";
import { mkdir } from "node:fs/promises";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type EventsDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: EventsDatabase;
  /** "postgres" or "pglite": what the store runs on, for the log and the health of hosting. */
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** postgres://… or postgresql://…; unset for PGlite. */
  databaseUrl?: string;
  /** PGlite's folder's parent (DATA_DIR). */
  dataDir: string;
}

/** The migrations drizzle-kit generated: the repository's, read from the working directory the server starts in. */
export const MIGRATIONS_FOLDER = join(process.cwd(), "server", "events", "migrations");

// Any fixed number: instances starting together on one PostgreSQL run the migrations one at a time.
const MIGRATION_LOCK = 4_242_042;

export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  return target.databaseUrl ? openPostgres(target.databaseUrl) : openPglite(join(target.dataDir, "events"));
}

async function openPostgres(url: string): Promise<OpenedDatabase> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client's error (the server restarted) is the pool's to replace; unhandled, it would end the process.
  pool.on("error", (error) => console.log(`events: PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return { db: db as unknown as EventsDatabase, kind: "postgres", close: () => pool.end() };
}

async function openPglite(folder: string): Promise<OpenedDatabase> {
  await mkdir(folder, { recursive: true });
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // Always the same options: a folder opened with others than it was created with can hang (stack.md).
  const client = await PGlite.create(folder);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as EventsDatabase, kind: "pglite", close: () => client.close() };
}
