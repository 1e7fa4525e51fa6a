// The deck-site stand-ins (tests/support/serve-fake-deck-sites.ts) as a child process, for the bench,
// which drives a built server from outside and reads back what reached the "sites".
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** `delayMs`: how long each answer waits, as a distant site's would. */
export async function startFakeDeckSites(root, { delayMs = 0 } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-fake-deck-sites.ts"], {
    cwd: root,
    env: { ...process.env, FAKE_DECK_SITES_DELAY_MS: String(delayMs) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((done) => child.once("close", done));
  const firstLine = await new Promise((done, fail) => {
    createInterface({ input: child.stdout }).once("line", done);
    child.once("close", (code) =>
      fail(new Error(`the deck-site stand-ins exited with ${code} before they were ready`)),
    );
  });
  const { url } = JSON.parse(firstLine);
  return {
    url,
    /** Every request they answered, in order: { site, path }. */
    requests: async () => (await fetch(`${url}/__fake/requests`)).json(),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
