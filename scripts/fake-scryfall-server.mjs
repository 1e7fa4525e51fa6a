// The fake Scryfall (tests/support/serve-fake-scryfall.ts) as a child process, for the browser
// tests and the bench, which drive built servers from outside and read back what reached "Scryfall".
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** `delayMs`: how long each answer waits, as a distant Scryfall's would. */
export async function startFakeScryfall(root, { delayMs = 0 } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-fake-scryfall.ts"], {
    cwd: root,
    env: { ...process.env, FAKE_SCRYFALL_DELAY_MS: String(delayMs) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((done) => child.once("close", done));
  const firstLine = await new Promise((done, fail) => {
    createInterface({ input: child.stdout }).once("line", done);
    child.once("close", (code) => fail(new Error(`the fake Scryfall exited with ${code} before it was ready`)));
  });
  const { url } = JSON.parse(firstLine);
  return {
    url,
    /** Every request it answered, in order: { method, path, at } with `at` in ms on its own clock. */
    requests: async () => (await fetch(`${url}/__fake/requests`)).json(),
    /** Answers the next `count` requests with HTTP 429 and this Retry-After. */
    refuseNext: (count, retryAfter) =>
      fetch(`${url}/__fake/refuse`, { method: "POST", body: JSON.stringify({ count, retryAfter }) }).then((response) =>
        response.text(),
      ),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
