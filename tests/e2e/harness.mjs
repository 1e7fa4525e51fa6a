// Shared e2e plumbing: the built app under `next start` on a free port, Debian's chromium through
// playwright-core, and the decklists the journeys paste. Run `npm run build` first.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startNext } from "../../scripts/next-server.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS = join(ROOT, "test-results");

const SHARED_CARDS = resolve(ROOT, "../shared/scryfall");
const FIXTURE_CARDS = join(ROOT, "tests/fixtures/cards/e2e-cards.json");

/** The real card corpus beside the repo when present, else the small committed fixture. */
export function cardDataPath() {
  if (process.env.E2E_CARD_DATA) return resolve(ROOT, process.env.E2E_CARD_DATA);
  if (existsSync(SHARED_CARDS)) return SHARED_CARDS;
  console.log(`e2e: ${SHARED_CARDS} not found; using the fixture ${FIXTURE_CARDS}`);
  return FIXTURE_CARDS;
}

/** Starts `next start` detached, so stop() can end the whole process group (next-server included). */
export async function startApp(env = {}) {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  return startNext(ROOT, { CARD_DATA: cardDataPath(), SITE_URL: "", RATE_LIMIT_PER_MINUTE: "0", ...env });
}

// A 1×1 PNG: card images come from Scryfall's CDN, which tests must not depend on.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A fresh chromium profile; options go to launchPersistentContext (e.g. javaScriptEnabled: false). */
export async function launchBrowser(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), "e2e-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    ...options,
  });
  await context.route(/^https:\/\/cards\.scryfall\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** Collects console errors and uncaught exceptions; assert the list is empty at the end. */
export function watchErrors(page) {
  const errors = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** The codes of the problems a report page shows, in page order. */
export const problemCodes = (page) =>
  page.locator("[data-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-code")));

/** The page's full width: above the viewport's, something overflows sideways. */
export const pageWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth);

export function screenshotPath(name) {
  mkdirSync(RESULTS, { recursive: true });
  return join(RESULTS, `${name}.png`);
}

const repeat = (count, name) => `${count} ${name}`;

/** Two legal Modern decks with no card in common. */
export const LEGAL_TEAM = {
  format: "modern",
  names: ["Alice", "Bob"],
  lists: [
    [
      "4 Lightning Bolt",
      "4 Monastery Swiftspear",
      repeat(52, "Mountain"),
      "",
      "// tuned for the store championship",
      "Maybeboard",
      "2 Fire // Ice",
    ].join("\n"),
    ["4 Counterspell", "4 Opt", repeat(52, "Island")].join("\n"),
  ],
};

/** Lightning Bolt in both decks: illegal under MTR 8.4, legal under the classic four-combined rule. */
export const SHARED_CARD_TEAM = {
  format: "modern",
  names: ["Alice", "Bob"],
  lists: [
    ["2 Lightning Bolt", "4 Monastery Swiftspear", repeat(54, "Mountain")].join("\n"),
    ["2 Lightning Bolt", "4 Counterspell", repeat(54, "Island")].join("\n"),
  ],
};

/** Several kinds of problem at once, for the screenshots: shared card, ban, copies, unknown name, small deck, sideboard. */
export const MESSY_TEAM = {
  format: "modern",
  names: ["Alexandria the Exceptionally Long-Named Planeswalker", "Bob <b>not bold</b>"],
  lists: [
    [
      "4 Lightning Bolt",
      "5 Monastery Swiftspear",
      "1 The One Ring",
      "4 Counterspel",
      "40 Mountain",
      "",
      "Sideboard",
      "2 Fire // Ice",
    ].join("\n"),
    ["2 Lightning Bolt", "4 Counterspell", "4 Opt", "50 Island"].join("\n"),
  ],
};

const pools = (file) => readFileSync(join(ROOT, "tests/fixtures/pools", file), "utf8");

/**
 * A 2HG Sealed team (tests/fixtures/pools): two 40-card Murders at Karlov Manor decks built from the
 * team's 90-card pool, an Arena export. Its cards are in ../shared/scryfall, not in the small fixture.
 */
export const SEALED_TEAM = {
  format: "limited",
  names: ["Alice", "Bob"],
  lists: [pools("mkm-alice.txt"), pools("mkm-bob.txt")],
  pool: pools("mkm-sealed-pool.txt"),
};

/** Fills the home form the way a person would. */
export async function fillTeam(page, team, ruleset = "tournament") {
  await page.getByLabel("Player 1’s name").fill(team.names[0]);
  await page.getByLabel("Player 1’s decklist").fill(team.lists[0]);
  await page.getByLabel("Player 2’s name").fill(team.names[1]);
  await page.getByLabel("Player 2’s decklist").fill(team.lists[1]);
  await page.getByLabel("Format").selectOption(team.format);
  // Limited has no team rule (MTR 9.6), and the form hides the choice.
  if (team.format !== "limited")
    await page.getByLabel(ruleset === "tournament" ? "Tournament (MTR)" : "Classic: 4 copies combined").check();
  // The pool fields show once Limited is chosen; both are filled, so no earlier draft's text stays in them.
  if (team.pool !== undefined) {
    await page.getByLabel("Team pool (Sealed/Draft)").fill(team.pool);
    await page.getByLabel("Also allowed").fill(team.allowed ?? "");
  }
}

/**
 * Waits until the form's script has run and put the stored draft in place (it marks the form), so a
 * test types into a live form instead of racing the draft. Not for pages with JavaScript off.
 */
export async function formReady(page) {
  await page.locator("form[data-ready]").waitFor();
}

export async function openForm(page, base) {
  await page.goto(base + "/");
  await formReady(page);
}

/** Runs a check from the form and waits for the report. */
export async function checkTeamFromForm(page, base, team, ruleset) {
  await openForm(page, base);
  await fillTeam(page, team, ruleset);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await page.waitForURL(/\/check\?d=/);
  await page.getByTestId("verdict").waitFor();
  // Next.js streams a page's metadata after its body: the title can land after the verdict shows.
  await page.waitForFunction(() => document.title !== "");
}

/** 210 × 297 mm less 14 mm margins (globals.css @page) at 96 CSS pixels an inch. */
export const A4_PRINTABLE = {
  width: Math.floor(((210 - 28) / 25.4) * 96),
  height: Math.floor(((297 - 28) / 25.4) * 96),
};

/** Pages in a PDF as Chromium writes it: the page tree's root holds the largest /Count. */
export function pdfPageCount(pdf) {
  const counts = [...pdf.toString("latin1").matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((match) =>
    Number(match[1]),
  );
  if (counts.length === 0) throw new Error("no page tree found in the PDF");
  return Math.max(...counts);
}

/** Opens /organizer and waits until its script has put the stored draft in place. */
export async function openOrganizer(page, base) {
  await page.goto(`${base}/organizer`);
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
}
