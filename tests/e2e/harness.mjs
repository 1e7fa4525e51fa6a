// Shared e2e plumbing: the built app under `next start` on a free port, Debian's chromium through
// playwright-core, the home form's page object and the decklists the journeys paste. Run `npm run
// build` first. Under tests/e2e/run.mjs (npm run test:e2e) every file runs in one process, and the
// servers and the browser are shared (shareAcrossFiles); a file run alone starts its own.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startNext } from "../../scripts/next-server.mjs";
import { SHARED_CARDS_DIR, hasSharedCorpus } from "../support/shared-corpus.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS = join(ROOT, "test-results");
export { hasSharedCorpus };

/** A test's `skip` option when it needs the shared corpus: false with it, the reason without. */
export const NEEDS_CORPUS = hasSharedCorpus ? false : "needs the shared corpus beside the clone (../shared)";

const FIXTURE_CARDS = join(ROOT, "tests/fixtures/cards/e2e-cards.json");

/** The real card corpus beside the repo when present, else the small committed fixture. */
export function cardDataPath() {
  if (process.env.E2E_CARD_DATA) return resolve(ROOT, process.env.E2E_CARD_DATA);
  return hasSharedCorpus ? SHARED_CARDS_DIR : FIXTURE_CARDS;
}

/** The real cards the journeys paste: the corpus's cards.json, else the small fixture's. */
export function cardObjects() {
  const file = hasSharedCorpus ? join(SHARED_CARDS_DIR, "cards.json") : FIXTURE_CARDS;
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Servers and the browser, kept for the next file while the run shares them (see shareAcrossFiles). */
const shared = { on: false, idle: new Map(), started: [], boots: 0, browser: null };

/** Keeps servers and one browser for the whole run: tests/e2e/run.mjs calls this, then closeShared at the end. */
export function shareAcrossFiles() {
  shared.on = true;
  // Servers run detached: whatever way the run ends, none outlives it.
  process.on("exit", stopSharedServers);
}

function stopSharedServers() {
  for (const server of shared.started.splice(0)) server.stop();
  shared.idle.clear();
}

/** Stops every server the run started, lent or kept, and closes its browser. */
export async function closeShared() {
  console.log(`e2e: ${shared.boots} server starts, ${shared.browser ? 1 : 0} browser for the run`);
  stopSharedServers();
  const browser = shared.browser;
  shared.browser = null;
  await (await browser)?.close();
}

/**
 * Idle servers kept for reuse besides the default one (startApp() with no environment, which most
 * files use, and which is always kept); the least recently used one beyond these is stopped.
 */
const IDLE_SERVERS = 1;

const configKey = (env) => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
const defaultEnv = () => ({ CARD_DATA: cardDataPath(), SITE_URL: "", RATE_LIMIT_PER_MINUTE: "0" });
const DEFAULT_KEY = configKey(defaultEnv());

/**
 * The built app under `next start` with this environment, detached so stop() ends its whole process
 * group (next-server included). While the run shares servers, stop() hands the server back instead,
 * and the next startApp with the same environment gets it: one server is never lent to two holders at
 * once (two instances are two servers). Server state (caches, Redis) carries over between files.
 */
export async function startApp(env = {}) {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  const full = { ...defaultEnv(), ...env };
  if (!shared.on) return startNext(ROOT, full);
  const key = configKey(full);
  const kept = shared.idle.get(key);
  let server = kept?.pop();
  if (kept?.length === 0) shared.idle.delete(key);
  if (!server) {
    server = await startNext(ROOT, full);
    shared.started.push(server);
    shared.boots += 1;
  }
  let returned = false;
  return {
    ...server,
    stop() {
      if (returned) return;
      returned = true;
      // A Map keeps insertion order: deleting and setting again makes this key the most recent.
      const servers = shared.idle.get(key) ?? [];
      shared.idle.delete(key);
      shared.idle.set(key, [...servers, server]);
      const evictable = () => [...shared.idle.entries()].filter(([idleKey]) => idleKey !== DEFAULT_KEY);
      while (evictable().reduce((sum, [, list]) => sum + list.length, 0) > IDLE_SERVERS) {
        const [oldestKey, oldest] = evictable()[0];
        const stopped = oldest.shift();
        stopped.stop();
        shared.started.splice(shared.started.indexOf(stopped), 1);
        if (oldest.length === 0) shared.idle.delete(oldestKey);
      }
    },
  };
}

// A 1×1 PNG: card images come from Scryfall's CDN, which tests must not depend on.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
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
  });
}

/**
 * A fresh browser context (its own cookies and storage) in Debian's chromium; options go to newContext
 * (e.g. javaScriptEnabled: false, a phone's viewport, a locale). close() ends the context, and the
 * browser too unless the run shares it.
 */
export async function launchBrowser(options = {}) {
  const browser = await (shared.on ? (shared.browser ??= launchChromium()) : launchChromium());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.route(/^https:\/\/cards\.scryfall\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
  const close = async () => {
    await context.close();
    if (!shared.on) await browser.close();
  };
  return { context, close };
}

/** launchBrowser's options for a phone: 360 px wide, touch, mobile layout. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

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

/**
 * The home form, by its fields' names (app/_lib/team-form/team-draft.ts FIELD), which are the same in
 * every language. A team is { format, names: [2], lists: [2], ruleset?, pool?, allowed? }.
 */
export class TeamForm {
  constructor(page) {
    this.page = page;
  }

  field(name) {
    return this.page.locator(`[name="${name}"]`);
  }

  /** Waits until the form's script has put the stored draft in place (see formReady). */
  async ready() {
    await formReady(this.page);
  }

  /**
   * Fills the form the way a person would. `ruleset` (or the team's own) is the Constructed team rule,
   * tournament unless given; 2HG Commander keeps its own rule (open) unless the team names one.
   */
  async fill(team, ruleset = team.ruleset) {
    for (const player of [0, 1]) {
      await this.field(`name${player + 1}`).fill(team.names[player]);
      await this.field(`list${player + 1}`).fill(team.lists[player]);
    }
    await this.field("format").selectOption(team.format);
    // Limited has no team rule (MTR 9.6), and the form hides the choice.
    if (team.format === "commander") {
      if (ruleset) await this.page.locator(`[name="commanderRuleset"][value="${ruleset}"]`).check();
    } else if (team.format !== "limited") {
      await this.page.locator(`[name="ruleset"][value="${ruleset ?? "tournament"}"]`).check();
    }
    // The pool fields show once Limited is chosen; both are filled, so no earlier draft's text stays in them.
    if (team.pool !== undefined) {
      await this.field("pool").fill(team.pool);
      await this.field("allowed").fill(team.allowed ?? "");
    }
  }

  /** Sends the form and waits for the report page's address. */
  async submit() {
    await this.page.locator("button[type=submit]").click();
    await this.page.waitForURL(/\/check\?d=/);
  }
}

/** Fills the home form the way a person would (TeamForm.fill; `ruleset` "classic" for the four-combined rule). */
export async function fillTeam(page, team, ruleset) {
  await new TeamForm(page).fill(team, ruleset);
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

/** Opens the form with no stored draft: the pages of one browser context share localStorage, so an earlier test's draft would fill it. */
export async function openEmptyForm(page, base) {
  await page.goto(base + "/");
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await formReady(page);
}

/** Runs a check from the form and waits for the report. */
export async function checkTeamFromForm(page, base, team, ruleset) {
  await openForm(page, base);
  const form = new TeamForm(page);
  await form.fill(team, ruleset);
  await form.submit();
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
