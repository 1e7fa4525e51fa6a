// Shared e2e helpers: where the app and the cards are, the home form's page object, the decklists the
// journeys paste and what the tests measure on a page. Playwright Test runs the files
// (playwright.config.ts); the servers, the browser contexts and the corpus skip are the fixtures'
// (tests/e2e/fixtures.ts).
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SHARED_CARDS_DIR, hasSharedCorpus } from "../support/shared-corpus.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const RESULTS = join(ROOT, "test-results");
export { hasSharedCorpus };

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

/** The app's environment unless a test says otherwise: the card data above, no public origin, no rate limit. */
export const defaultEnv = () => ({ CARD_DATA: cardDataPath(), SITE_URL: "", RATE_LIMIT_PER_MINUTE: "0" });

/** One key per configuration, whatever order its variables came in. */
export const configKey = (env) => JSON.stringify(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

// A 1×1 PNG: card images come from Scryfall's CDN, which tests must not depend on.
export const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

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

/** One seat per format (MTR 8.4's last sentence): Standard, Modern and Legacy, each legal in its own. */
export const TRIOS_TEAM = {
  names: ["Ana", "Ben", "Cleo"],
  formats: ["standard", "modern", "legacy"],
  lists: [
    ["4 Llanowar Elves", repeat(56, "Forest")].join("\n"),
    ["4 Lightning Bolt", "4 Monastery Swiftspear", repeat(52, "Mountain")].join("\n"),
    ["4 Brainstorm", "4 Ponder", repeat(52, "Island")].join("\n"),
  ],
};

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
