// Teams of three and four (docs/rules.md, Teams of three and four): a three-headed Giant through the
// form, its link, a Team Trios team with a format per seat, the organizer's CSV with a third player and
// its one-page sheet; the report at 1280 and 360 px in English and Spanish; `?players=3` without JavaScript.
import assert from "node:assert/strict";
import { stringify } from "csv-stringify/sync";
import {
  A4_PRINTABLE,
  LEGAL_TEAM,
  TRIOS_TEAM,
  TeamForm,
  openEmptyForm,
  openForm,
  openOrganizer,
  pageWidth,
  pdfPageCount,
  problemCodes,
  screenshotPath,
  watchErrors,
} from "./harness.mjs";
import { PHONE, test } from "./fixtures.ts";

const repeat = (count, name) => `${count} ${name}`;

/** The legal two-deck team and a third legal Modern deck sharing no card with them (MTR 8.4). */
const THREE_HEADS = {
  format: "modern",
  names: [...LEGAL_TEAM.names, "Carol"],
  lists: [...LEGAL_TEAM.lists, ["4 Thoughtseize", "4 Fatal Push", repeat(52, "Swamp")].join("\n")],
};

/** Fills the players beyond the second, adding each one's fields first with "Add a player". */
async function fillPlayers(page, team, from = 0) {
  const form = new TeamForm(page);
  for (const [index, list] of team.lists.entries()) {
    if (index < from) continue;
    if (index >= 2 && (await form.field(`list${index + 1}`).count()) === 0)
      await page.getByRole("link", { name: "Add a player" }).click();
    await form.field(`name${index + 1}`).fill(team.names[index]);
    await form.field(`list${index + 1}`).fill(list);
  }
}

/** Sends the form and waits for the report. */
async function submit(page) {
  await new TeamForm(page).submit();
  await page.getByTestId("verdict").waitFor();
}

test("a three-headed Giant through the form: three columns, life 45 and poison 20, the unsanctioned warning; Remove a player", async ({
  app,
  page,
  form,
}) => {
  const errors = watchErrors(page);
  await openEmptyForm(page, app.base);
  await form.field("variant").selectOption("giant");
  await form.field("format").selectOption("modern");
  await page.locator('[name="ruleset"][value="tournament"]').check();

  // A fourth player can be added and removed again; the Giant takes at most four.
  await fillPlayers(page, THREE_HEADS);
  await page.getByRole("link", { name: "Add a player" }).click();
  await form.field("list4").waitFor();
  assert.equal(await page.getByRole("link", { name: "Add a player" }).count(), 0, "four players is the Giant's limit");
  await page.getByRole("button", { name: "Remove player 4" }).click();
  assert.equal(await form.field("list4").count(), 0);
  assert.equal(await form.field("list3").inputValue(), THREE_HEADS.lists[2]);
  await page.screenshot({ path: screenshotPath("variants-form-1280"), fullPage: true });

  await submit(page);
  assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "true");
  assert.deepEqual(await problemCodes(page), ["unsanctioned-format"]);
  assert.match(await page.locator('[data-code="unsanctioned-format"]').innerText(), /three|3/i);
  assert.match(await page.getByTestId("verdict").innerText(), /Alice, Bob, and Carol/);
  assert.equal(await page.getByTestId("team-event").innerText(), "Two-Headed Giant");
  assert.match(await page.getByTestId("table-numbers").innerText(), /^45 life, loses at 20 poison/);
  const header = await page.getByTestId("team-table").locator("thead th").allInnerTexts();
  assert.deepEqual(header.slice(1, 4), ["Alice", "Bob", "Carol"]);
  const row = page.getByTestId("team-table").locator("tr", { hasText: "Thoughtseize" });
  assert.match(await row.innerText(), /0\s+0\s+4\s+4/);
  assert.match(await page.getByTestId("deck-2").innerText(), /Carol/);
  assert.equal(await page.locator("#decks-heading").innerText(), "The 3 lists as read");
  assert.equal(await page.getByTestId("print-lists").innerText(), "Print the 3 lists");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the three-deck link reopens the same three decks, in English and in Spanish, at 1280 and 360 px", async ({
  app,
  launchBrowser,
  page,
  form,
}) => {
  const errors = watchErrors(page);
  await openForm(page, app.base);
  await form.field("variant").selectOption("giant");
  await form.field("format").selectOption("modern");
  await page.locator('[name="ruleset"][value="tournament"]').check();
  await fillPlayers(page, THREE_HEADS);
  await submit(page);
  const link = await page.getByTestId("share-link").getAttribute("href");
  assert.ok(link?.startsWith(`${app.base}/check?d=`), `a link, got ${link}`);
  const codes = await problemCodes(page);

  // Each language and width in a context of its own: a page in Spanish leaves the locale's cookie behind.
  for (const width of [1280, 360]) {
    for (const locale of ["en", "es"]) {
      const reader = await launchBrowser(width === 360 ? PHONE : {});
      const fresh = await reader.context.newPage();
      const freshErrors = watchErrors(fresh);
      const url = locale === "en" ? link : link.replace("/check?", `/${locale}/check?`);
      assert.equal((await fresh.goto(url))?.status(), 200);
      assert.deepEqual(await problemCodes(fresh), codes);
      for (const index of [0, 1, 2]) {
        const deck = await fresh.getByTestId(`deck-${index}`).innerText();
        assert.match(deck, new RegExp(THREE_HEADS.names[index]));
        assert.match(deck, /60/);
      }
      assert.match(await fresh.getByTestId("table-numbers").innerText(), locale === "en" ? /45 life/ : /45 vidas/);
      // Nothing scrolls sideways but the table inside its own frame.
      assert.ok((await pageWidth(fresh)) <= width, `report scrollWidth ${await pageWidth(fresh)} > ${width}`);
      await fresh.screenshot({ path: screenshotPath(`variants-report-${locale}-${width}`), fullPage: true });
      assert.deepEqual(freshErrors, []);
      await reader.close();
    }
  }

  // Edit returns to a form with the three players filled in.
  await page.getByRole("link", { name: "Edit these lists" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  await new TeamForm(page).field("list3").waitFor();
  assert.equal(await new TeamForm(page).field("list3").inputValue(), THREE_HEADS.lists[2]);
  assert.equal(await new TeamForm(page).field("name3").inputValue(), "Carol");
  assert.deepEqual(errors, []);
  await page.close();
});

test("the form at 360 px with three players scrolls nowhere sideways", { tag: "@phone" }, async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openEmptyForm(page, app.base);
  await fillPlayers(page, THREE_HEADS);
  assert.ok((await pageWidth(page)) <= 360, `form scrollWidth ${await pageWidth(page)} > 360`);
  await page.screenshot({ path: screenshotPath("variants-form-360"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("a Team Trios team: a format per seat, each deck checked in its own, seats A, B and C", async ({
  app,
  context,
  page,
  form,
}) => {
  const errors = watchErrors(page);
  await openEmptyForm(page, app.base);
  await form.field("variant").selectOption("trios");
  // Trios has no event format: the seat formats replace it.
  assert.equal(await form.field("format").isVisible(), false);
  await fillPlayers(page, TRIOS_TEAM);
  for (const [index, format] of TRIOS_TEAM.formats.entries())
    await form.field(`format${index + 1}`).selectOption(format);
  assert.equal(await page.getByRole("link", { name: "Add a player" }).count(), 0, "Trios takes at most three");
  await page.screenshot({ path: screenshotPath("variants-trios-form-1280"), fullPage: true });
  await submit(page);

  assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "true");
  assert.equal(await page.getByTestId("team-event").innerText(), "Team Trios");
  assert.match(await page.getByTestId("verdict").innerText(), /^Team Trios: Ana, Ben, and Cleo/);
  // No team rule in Trios (MTR 8.4): the verdict names none.
  assert.equal(await page.getByTestId("verdict-team-rule").count(), 0);
  assert.equal(await page.getByTestId("seats").innerText(), "A: Ana (Standard) · B: Ben (Modern) · C: Cleo (Legacy)");
  const header = await page.getByTestId("team-table").locator("thead th").allInnerTexts();
  assert.deepEqual(header.slice(1, 4), ["A · Ana", "B · Ben", "C · Cleo"]);
  await page.screenshot({ path: screenshotPath("variants-trios-report-1280"), fullPage: true });

  // Its link carries each seat's format: Ponder is legal in Legacy, and the reopened report says so.
  const link = await page.getByTestId("share-link").getAttribute("href");
  const fresh = await context.newPage();
  await fresh.goto(link);
  assert.equal(await fresh.getByTestId("verdict").getAttribute("data-legal"), "true");
  assert.equal(await fresh.getByTestId("seats").innerText(), await page.getByTestId("seats").innerText());
  await fresh.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  "without JavaScript, ?players=3 gives a third player's fields, and the three-deck team is checked",
  { tag: "@no-js" },
  async ({ app, page }) => {
    await page.goto(`${app.base}/`);
    assert.equal(await page.locator('[name="list3"]').count(), 0);
    await page.getByRole("link", { name: "Add a player" }).click();
    await page.waitForURL(/\?players=3$/);
    assert.equal(await page.locator('[name="list3"]').count(), 1);
    const form = new TeamForm(page);
    await form.field("format").selectOption("modern");
    await fillPlayers(page, THREE_HEADS);
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.waitForURL(/\/check\?d=/);
    assert.deepEqual(await problemCodes(page), ["unsanctioned-format"]);
    assert.equal(await page.getByTestId("deck-2").count(), 1);
    assert.match(await page.getByTestId("table-numbers").innerText(), /^45 life/);
  },
);

const CSV = stringify([
  ["team", "player1", "list1", "player2", "list2", "player3", "list3", "format", "variant"],
  ["Three Heads", ...THREE_HEADS.lists.flatMap((list, index) => [THREE_HEADS.names[index], list]), "modern", "giant"],
  [
    "Unified",
    "Dora",
    LEGAL_TEAM.lists[1],
    "Eli",
    THREE_HEADS.lists[2],
    "Fay",
    ["4 Lightning Bolt", repeat(56, "Mountain")].join("\n"),
    "modern",
    "unified",
  ],
]);

test("the organizer's CSV with player3, list3 and variant: every player in the table, one A4 sheet per team", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openOrganizer(page, app.base);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
  await page.getByLabel("Teams as CSV").fill(CSV);
  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-results").waitFor();
  const rows = await page
    .locator('[data-testid="batch-table"] tbody tr')
    .evaluateAll((items) => items.map((item) => item.innerText));
  assert.equal(rows.length, 2);
  assert.match(rows[0], /Three Heads[\s\S]*Alice, Bob, and Carol[\s\S]*Legal/);
  assert.match(rows[1], /Unified[\s\S]*Dora, Eli, and Fay[\s\S]*Legal/);
  await page.screenshot({ path: screenshotPath("variants-organizer-1280"), fullPage: true });

  const pdf = await page.pdf({ format: "A4", printBackground: true });
  assert.equal(pdfPageCount(pdf), 2);
  await page.emulateMedia({ media: "print" });
  const sheets = page.getByTestId("registration-sheet");
  assert.equal(await sheets.count(), 2);
  const first = await sheets.first().innerText();
  for (const name of THREE_HEADS.names) assert.match(first, new RegExp(`Signature of ${name}`));
  await page.setViewportSize({ width: A4_PRINTABLE.width, height: A4_PRINTABLE.height });
  const heights = await sheets.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  assert.ok(
    Math.max(...heights) <= A4_PRINTABLE.height,
    `sheet heights ${heights.join(", ")} px; a page holds ${A4_PRINTABLE.height}`,
  );
  await page.screenshot({ path: screenshotPath("variants-organizer-sheets-print"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});
