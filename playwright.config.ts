// The browser tests (npm run test:e2e; docs/development.md, Tests): Playwright Test driving Debian's
// Chromium against the built app (`npm run build` first). tests/e2e/global-setup.ts starts the app
// under `next start` once for the whole run; a test that needs other card data or settings asks for
// its own server through the fixtures in tests/e2e/fixtures.ts.
import { defineConfig } from "@playwright/test";
import { SHARED_CARDS_DIR, hasSharedCorpus } from "./tests/support/shared-corpus.mjs";
import { DESKTOP, NO_JAVASCRIPT, PHONE } from "./tests/e2e/devices";
import { cardDataPath } from "./tests/e2e/harness.mjs";

// The one corpus skip: tests tagged @corpus need ../shared as the app's card data. Without it they are
// left out of the run, and global-setup.ts says so in one line (tests/support/shared-corpus.mjs).
const corpusMissing = !hasSharedCorpus || cardDataPath() !== SHARED_CARDS_DIR;
const leftOut = (tags: string[]) => new RegExp([...tags, ...(corpusMissing ? ["@corpus"] : [])].join("|") || "$^");

/** Files that run after every other, on a machine the other tests no longer share. */
const ALONE = "**/instances.test.mjs";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.mjs",
  globalSetup: "./tests/e2e/global-setup.ts",
  outputDir: "test-results/playwright",
  // Two cores: the shared server and one Chromium per worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    ...DESKTOP,
  },
  projects: [
    // A test runs in one project: its whole journey on a desktop, on a phone (@phone) or with
    // JavaScript off (@no-js). A test that compares them opens the others with launchBrowser.
    { name: "desktop", grepInvert: leftOut(["@phone", "@no-js"]), testIgnore: ALONE },
    { name: "phone", grep: /@phone/, grepInvert: leftOut([]), use: PHONE, testIgnore: ALONE },
    { name: "no-javascript", grep: /@no-js/, grepInvert: leftOut([]), use: NO_JAVASCRIPT, testIgnore: ALONE },
    // Redis killed and restarted under load is timed by Redis's 250 ms limit (server/redis/link.ts): it
    // runs once the others are done, with no other worker's Chromium taking the cores meanwhile.
    {
      name: "alone",
      testMatch: ALONE,
      grepInvert: leftOut(["@phone", "@no-js"]),
      dependencies: ["desktop", "phone", "no-javascript"],
    },
  ],
});
