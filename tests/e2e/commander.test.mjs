// 2HG Commander through the pages: the form's store rules (open checked, house bans, a Game Changers
// cap), the report's commanders and colour identities and problems per deck, its link with JavaScript
// off, the form without JavaScript, and a 30-team Commander night on /organizer with its printed sheets.
import assert from "node:assert/strict";
import { commanderNight } from "../fixtures/batch/commander-night.mjs";
import { openForm, pageWidth, problemCodes, screenshotPath, TeamForm, watchErrors } from "./harness.mjs";
import { NO_JAVASCRIPT, test } from "./fixtures.ts";

const KARLACH = [
  "Commander",
  "1 Karlach, Fury of Avernus",
  "1 Passionate Archaeologist",
  "",
  "Deck",
  "1 Sol Ring",
  "1 Counterspell",
  "1 Gamble",
  "1 Jeska's Will",
  "94 Mountain",
].join("\n");
const PARTNERS = [
  "1 Sol Ring",
  "1 Rhystic Study",
  "1 Swords to Plowshares",
  "95 Island",
  "",
  "1 Thrasios, Triton Hero",
  "1 Tymna the Weaver",
].join("\n");

const COMMANDER_TEAM = { format: "commander", names: ["Alice", "Bob"], lists: [KARLACH, PARTNERS] };

test(
  "choosing 2HG Commander shows the store's rules with open checked, and hides the Constructed team rule",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openForm(page, app.base);
    const fields = page.getByTestId("commander-fields");
    assert.equal(await fields.isVisible(), false);
    await page.getByLabel("Format").selectOption("commander");
    assert.equal(await fields.isVisible(), true);
    assert.equal(await page.getByLabel("Tournament (MTR)").isVisible(), false);
    assert.equal(await page.getByLabel("Open: each deck by itself").isChecked(), true);
    assert.equal(await page.getByLabel("House ban list").isVisible(), true);
    assert.equal(await page.getByLabel("Game Changers per deck, at most").isVisible(), true);
    await page.screenshot({ path: screenshotPath("commander-form-1280"), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "a Commander team through the form: commanders, colour identities, problems per deck, the house rules and the table rules",
  { tag: "@corpus" },
  async ({ app, context, launchBrowser }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openForm(page, app.base);
    await new TeamForm(page).fill(COMMANDER_TEAM);
    await page.getByLabel("House ban list").fill("1 Gamble");
    await page.getByLabel("Game Changers per deck, at most").fill("1");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.waitForURL(/\/check\?d=/);
    await page.getByTestId("verdict").waitFor();

    assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "false");
    const codes = await problemCodes(page);
    for (const code of ["color-identity", "house-banned", "too-many-game-changers"])
      assert.ok(codes.includes(code), `${code} in ${codes}`);
    // Alice's Counterspell is blue in a red deck; her Gamble and Jeska's Will are two Game Changers over a cap of one.
    assert.match(
      await page.locator('[data-group="deck-0"]').innerText(),
      /Counterspell[\s\S]*outside the color identity/,
    );
    const summaries = page.getByTestId("commander-summary");
    assert.match(
      await summaries.nth(0).innerText(),
      /Commanders: Karlach, Fury of Avernus and Passionate Archaeologist/,
    );
    // MTGO's export: Bob's commanders are the two cards alone after the blank line.
    assert.match(await summaries.nth(1).innerText(), /Thrasios, Triton Hero and Tymna the Weaver/);
    // Each deck's identity once in the lists, and again after each player's name in the verdict's card.
    const identities = (within) =>
      within
        .locator("[data-color-identity]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-color-identity")));
    assert.deepEqual(await identities(page.getByRole("region", { name: "The two lists as read" })), ["R", "WUBG"]);
    assert.deepEqual(await identities(page.getByTestId("verdict")), ["R", "WUBG"]);
    // mana-font's symbols come from our own origin: the font loaded and draws them.
    // A font loads when text first needs it, so wait for it rather than read it at once.
    assert.equal(
      await page.evaluate(
        async () => (await document.fonts.load("16px Mana")).length > 0 && document.fonts.check("16px Mana"),
      ),
      true,
    );
    const about = await page.getByRole("region", { name: "About this check" }).innerText();
    assert.match(about, /Open: each deck by itself/);
    assert.match(about, /Banned by the store: Gamble/);
    assert.match(about, /At most 1 Game Changers per deck/);
    assert.match(about, /60 shared life and 21 commander damage/);

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 780 });
      assert.ok((await pageWidth(page)) <= width, `report scrollWidth ${await pageWidth(page)} > ${width}`);
      await page.screenshot({ path: screenshotPath(`commander-report-${width}`), fullPage: true });
    }

    // The link carries the house rules: the same report with JavaScript off.
    const link = await page.getByTestId("share-link").getAttribute("href");
    const noScript = await launchBrowser(NO_JAVASCRIPT);
    try {
      const plain = await noScript.context.newPage();
      assert.equal((await plain.goto(link))?.status(), 200);
      assert.deepEqual(await problemCodes(plain), codes);
      assert.match(await plain.getByTestId("house-rules").innerText(), /Banned by the store: Gamble/);
    } finally {
      await noScript.close();
    }
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "without JavaScript the form shows the Commander fields with open checked, and its plain submission checks under them",
  { tag: ["@corpus", "@no-js"] },
  async ({ app, page }) => {
    await page.goto(app.base + "/");
    await new TeamForm(page).fill(COMMANDER_TEAM);
    assert.equal(await page.getByTestId("commander-fields").isVisible(), true);
    assert.equal(await page.getByLabel("Open: each deck by itself").isChecked(), true);
    await page.getByLabel("Each deck may use the team's colors").check();
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByTestId("verdict").waitFor();
    const codes = await problemCodes(page);
    // With the team's colours, Alice's Counterspell is within Thrasios's blue.
    assert.ok(!codes.includes("color-identity"), `no color-identity in ${codes}`);
    assert.match(await page.getByTestId("house-rules").innerText(), /Each deck may use the team's colors/);
  },
);

test(
  "a 30-team Commander night as one CSV on /organizer: the table and one printed sheet a team, house rules included",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const { csv, teams } = commanderNight(30);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.base}/organizer`);
    await page.locator('[data-testid="organizer"][data-ready]').waitFor();
    await page.getByLabel("Teams as CSV").fill(csv);
    await page.getByRole("button", { name: "Check all teams" }).click();
    await page.getByTestId("batch-results").waitFor();
    assert.equal(await page.locator('[data-testid="batch-table"] tbody tr').count(), teams.length);

    await page.emulateMedia({ media: "print" });
    const sheets = page.getByTestId("registration-sheet");
    assert.equal(await sheets.count(), 30);
    const first = await sheets.first().innerText();
    assert.match(first, /Banned by the store: Gamble/);
    assert.match(first, /60 shared life and 21 commander damage/);
    assert.match(first, /Commanders: Karlach, Fury of Avernus and Passionate Archaeologist/);
    await sheets.nth(1).screenshot({ path: screenshotPath("commander-sheet") });
    await page.emulateMedia({ media: "screen" });
    await page.screenshot({ path: screenshotPath("commander-organizer-1280"), fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  },
);
