// A real PostgreSQL server (Debian's postgresql package, 15) on a free loopback port in a temporary folder, for
// the tests and the bench: initdb, pg_ctl start, and stop() that stops it and removes the folder. PostgreSQL's
// tools refuse to run as root, so as root they run as the `postgres` user (runuser), in a folder it owns.
import { execFile } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./next-server.mjs";

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";
const USER = "deskcheck";

/** Runs one of PostgreSQL's tools, as `postgres` when we are root. */
function tool(name, args, owner) {
  const command = join(BIN, name);
  return owner === null ? run(command, args) : run("runuser", ["-u", "postgres", "--", command, ...args]);
}

/** Starts PostgreSQL; resolves once it takes connections, with its URL and stop(). */
export async function startPostgres() {
  const asRoot = process.getuid?.() === 0;
  // Under /tmp itself, not a test run's TMPDIR: the postgres user must be able to reach it.
  const folder = mkdtempSync(join(asRoot ? "/tmp" : (process.env.TMPDIR ?? "/tmp"), "2hg-postgres-"));
  let owner = null;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: group } = await run("id", ["-g", "postgres"]);
    owner = { uid: Number(stdout), gid: Number(group) };
    chownSync(folder, owner.uid, owner.gid);
  }
  const data = join(folder, "data");
  const port = await freePort();
  try {
    await tool("initdb", ["-D", data, "-A", "trust", "-U", USER, "--no-sync"], owner);
    await tool(
      "pg_ctl",
      [
        "-D",
        data,
        "-l",
        join(folder, "log"),
        "-w",
        "-o",
        `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
        "start",
      ],
      owner,
    );
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL from ${BIN} (apt-get install postgresql): ${error.message}`);
  }
  return {
    url: `postgres://${USER}@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await tool("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"], owner).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
