// A real redis-server (Debian's package) on a free loopback port with persistence off, for the tests and
// the bench: start it, stop it, and start it again on the same port, as a restarted Redis would be.
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { freePort } from "./next-server.mjs";

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Resolves true when something answers PING on `port` with PONG. */
function answersPing(port) {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      done(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => done(false));
    socket.once("timeout", () => {
      socket.destroy();
      done(false);
    });
  });
}

/**
 * Starts redis-server on a free port (or `port`); resolves once it answers. `stop()` kills it,
 * `restart()` starts a fresh one (empty, as after a crash without persistence) on the same port.
 */
export async function startRedis(port) {
  const chosen = port ?? (await freePort());
  let server;
  let output = "";
  const launch = async () => {
    server = spawn(
      "redis-server",
      ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let failed = null;
    server.once("error", (error) => (failed = error));
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise((done) => server.once("close", done));
    for (const started = Date.now(); !(await answersPing(chosen)); await sleep(50)) {
      if (failed) throw new Error(`could not run redis-server (apt-get install redis-server): ${failed.message}`);
      if (server.exitCode !== null) throw new Error(`redis-server exited with ${server.exitCode}:\n${output}`);
      if (Date.now() - started > 10_000) throw new Error(`redis-server did not answer in 10 s:\n${output}`);
    }
    // Wrapped: an async function returning the promise itself would wait for the server to exit.
    return { exited };
  };
  let { exited } = await launch();
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop,
    async restart() {
      await stop();
      ({ exited } = await launch());
    },
    /** Freezes the server (SIGSTOP): connections stay open, nothing answers; thaw() resumes it. */
    freeze: () => server.kill("SIGSTOP"),
    thaw: () => server.kill("SIGCONT"),
  };
}
