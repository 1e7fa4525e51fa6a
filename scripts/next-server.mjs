// The built app under `next start` on a free loopback port, for the bench and the browser tests.
// Started detached so stop() ends the whole process group: `next start` runs next-server as a child,
// which killing the parent alone leaves running. Its output is kept for error messages.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/**
 * Spawns `next start` on a free port and returns at once, before it listens: for measuring its start.
 * `exitCode` is null while it runs; `rssMB` and `cpuMs` read /proc for the whole process tree.
 */
export async function spawnNext(root, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const server = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((done) => server.once("exit", done));
  /** Ends the server's process group: SIGTERM, or SIGKILL for a crash (`kill -9`); `exited` resolves once it is gone. */
  const stop = (signal = "SIGTERM") => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  /** The sum of `read(pid)` over the server's processes, or null where /proc cannot be read (not Linux). */
  const sumOverServer = (read) => {
    try {
      const total = [server.pid, ...childPids(server.pid)].reduce((sum, pid) => sum + read(pid), 0);
      return Number.isFinite(total) ? total : null;
    } catch {
      return null;
    }
  };
  /** Resident memory of the server's processes, in MB. */
  const rssMB = () => processTreeRssMB(server.pid);
  /** CPU time used so far by the server's processes (all threads), in ms. */
  const cpuMs = () => {
    const ticks = sumOverServer((pid) => {
      // Fields after the ")" that ends the command name: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return Number(fields[11]) + Number(fields[12]);
    });
    return ticks === null ? null : ticks * 10; // USER_HZ is 100 on Linux: a tick is 10 ms
  };
  return { base, stop, exited, rssMB, cpuMs, exitCode: () => server.exitCode, output: () => output };
}

/** The built app under `next start`, once its home page answers. */
export async function startNext(root, env) {
  const server = await spawnNext(root, env);
  for (const started = Date.now(); ;) {
    if (server.exitCode() !== null) throw new Error(`next start exited with ${server.exitCode()}:\n${server.output()}`);
    try {
      if ((await fetch(`${server.base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) {
      server.stop();
      throw new Error(`next start was not ready in 30 s:\n${server.output()}`);
    }
    await sleep(200);
  }
  return server;
}

/** Resident memory of process `pid` and all its descendants, in MB; null where /proc cannot be read (not Linux). */
export function processTreeRssMB(pid) {
  try {
    const kb = [pid, ...childPids(pid)].reduce(
      (sum, each) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0),
      0,
    );
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

function childPids(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...childPids(child)]);
  } catch {
    return [];
  }
}
