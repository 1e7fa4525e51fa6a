// The organizer's journey: paste an event's CSV, watch the batch run, read, sort and filter the
// results, download them, open one team's report, print the registration sheets to PDF; at 1280 and
// 360 px, with what was pasted kept across a reload.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { eventTeams } from "../fixtures/batch/event-teams.mjs";
import { A4_PRINTABLE, cardObjects, openOrganizer, pdfPageCount, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

const TEAMS = eventTeams(cardObjects(), 10);
TEAMS[9].format = "2hg"; // one row the batch cannot check: its own message, never the batch's failure
const CSV = stringify([
  ["Team", "Player 1", "List 1", "Player 2", "List 2", "Format", "Ruleset"],
  ...TEAMS.map((team) => [
    team.name,
    team.decks[0].name,
    team.decks[0].list,
    team.decks[1].name,
    team.decks[1].list,
    team.format,
    team.ruleset ?? "",
  ]),
]);

/** What POST /api/batch answers for the CSV: the table must say the same. */
let expected;

test.beforeAll(async ({ app }) => {
  const response = await fetch(`${app.base}/api/batch`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: CSV,
  });
  assert.equal(response.status, 200);
  expected = await response.json();
});

const VERDICT_WORDS = { legal: "Legal", illegal: "Illegal", invalid: "Not checked" };
const verdictOf = (team) => (team.legal === null ? "invalid" : team.legal ? "legal" : "illegal");

/** Pastes the CSV and runs the batch, the API's answer held back until the progress has been seen. */
async function checkPastedCsv(page) {
  let release;
  const progressSeen = new Promise((resolve) => (release = resolve));
  await page.route("**/api/batch**", async (route) => {
    await progressSeen;
    await route.continue();
  });
  await page.getByLabel("Teams as CSV").fill(CSV);
  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-progress").waitFor();
  assert.match(await page.getByTestId("batch-progress").innerText(), /Checking the teams…/);
  release();
  await page.getByTestId("batch-results").waitFor();
  assert.equal(await page.getByTestId("batch-progress").count(), 0);
}

const rowTexts = (page) =>
  page.locator('[data-testid="batch-table"] tbody tr').evaluateAll((rows) => rows.map((row) => row.innerText));
const rowCells = (page, column) =>
  page
    .locator('[data-testid="batch-table"] tbody tr')
    .evaluateAll((rows, at) => rows.map((row) => row.children[at].innerText.trim()), column);

test("paste a CSV of 10 teams: progress, the results table, sorting, the filter, the CSV download, one report", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openOrganizer(page, app.base);
  await checkPastedCsv(page);

  const summary = expected.summary;
  assert.equal(
    await page.getByTestId("batch-summary").innerText(),
    `10 teams: ${summary.legal} legal, ${summary.illegal} illegal, 1 not checked`,
  );
  const rows = await rowTexts(page);
  assert.equal(rows.length, 10);
  for (const [index, team] of expected.teams.entries()) {
    assert.ok(rows[index].includes(team.name), `row ${index + 1} names ${team.name}`);
    assert.ok(rows[index].includes(VERDICT_WORDS[verdictOf(team)]), `row ${index + 1} says ${verdictOf(team)}`);
  }
  assert.match(rows[9], /CSV row 11: Format: unknown format/);
  // Every column fits at 1280 px: nothing is clipped or needs sideways scrolling ("Open repo…").
  const table = await page
    .getByTestId("batch-table")
    .evaluate((element) => ({ scroll: element.parentElement.scrollWidth, client: element.parentElement.clientWidth }));
  assert.ok(table.scroll <= table.client, `results table ${table.scroll} px wide in ${table.client} px`);
  await page.screenshot({ path: screenshotPath("organizer-results-1280"), fullPage: true });

  // Sort by errors, most first, then back to the order of the file.
  const errorsHeader = page.getByRole("columnheader", { name: "Errors" });
  await errorsHeader.getByRole("button").click();
  await errorsHeader.getByRole("button").click();
  assert.equal(await errorsHeader.getAttribute("aria-sort"), "descending");
  const sortedErrors = (await rowCells(page, 5)).map(Number);
  assert.deepEqual(
    sortedErrors,
    [...sortedErrors].sort((a, b) => b - a),
  );
  await page.getByRole("columnheader", { name: "#" }).getByRole("button").click();
  assert.deepEqual(
    await rowCells(page, 0),
    TEAMS.map((_, index) => String(index + 1)),
  );

  // Only teams with problems.
  await page.getByLabel("Only teams with problems").check();
  const withProblems = expected.teams.filter((team) => team.legal !== true || team.warnings > 0);
  assert.ok(withProblems.length > 0 && withProblems.length < 10);
  assert.equal((await rowTexts(page)).length, withProblems.length);
  await page.getByLabel("Only teams with problems").uncheck();

  // The CSV download is the API's CSV answer for the same teams.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  assert.match(download.suggestedFilename(), /^2hg-team-checks-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...records] = parse(readFileSync(await download.path(), "utf8"), { bom: true });
  assert.deepEqual(header, [
    "team",
    "player1",
    "player2",
    "format",
    "ruleset",
    "verdict",
    "errors",
    "warnings",
    "problems",
    "link",
    "event",
    "messages",
    "eventDate",
  ]);
  // Each checked team's row says the day it was checked for (docs/rules.md, Legal on a date).
  assert.ok(
    records
      .filter((record) => record[5] !== "invalid")
      .every((record) => /^\d{4}-\d{2}-\d{2}$/.test(record[header.indexOf("eventDate")])),
  );
  assert.deepEqual(
    records.map((record) => [record[0], record[5], record[6]]),
    expected.teams.map((team) => [team.name, verdictOf(team), String(team.errors)]),
  );
  assert.ok(
    records
      .filter((record) => record[5] !== "invalid")
      .every((record) => record[9].startsWith(`${app.base}/check?d=2.`)),
  );

  // One team's full report, in a new tab.
  const illegal = expected.teams.findIndex((team) => team.legal === false);
  const [report] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .locator('[data-testid="batch-table"] tbody tr')
      .nth(illegal)
      .getByRole("link", { name: /Open report/ })
      .click(),
  ]);
  await report.getByTestId("verdict").waitFor();
  assert.equal(await report.getByTestId("verdict").getAttribute("data-legal"), "false");
  assert.match(await report.getByTestId("verdict").innerText(), new RegExp(expected.teams[illegal].players[0]));
  await report.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test("print the registration sheets to PDF: one A4 page per team, with event, verdict, lists, QR code and signatures", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openOrganizer(page, app.base);
  await checkPastedCsv(page);
  await page.getByLabel("Event name").fill("Springfield 2HG Open");
  await page.getByLabel("Event date").fill("2026-11-28");

  const pdf = await page.pdf({ format: "A4", printBackground: true });
  assert.equal(pdfPageCount(pdf), 10);

  await page.emulateMedia({ media: "print" });
  const sheets = page.getByTestId("registration-sheet");
  assert.equal(await sheets.count(), 10);
  assert.equal(await page.getByRole("button", { name: "Check all teams" }).isVisible(), false);
  assert.equal(await page.getByTestId("batch-table").isVisible(), false);
  const first = await sheets.first().innerText();
  assert.match(first, /Springfield 2HG Open · 28 Nov 2026 · Registration sheet 1 of 10/);
  assert.match(first, new RegExp(`Signature of ${expected.teams[0].players[0]}`));
  assert.match(first, /Main deck: 60 \(at least 60\)/);
  assert.equal(
    await sheets
      .first()
      .getByRole("img", { name: /QR code/ })
      .count(),
    1,
  );
  // A4 less the 14 mm margins, in CSS pixels: every sheet fits one page, so no list is cut across two.
  await page.setViewportSize({ width: A4_PRINTABLE.width, height: A4_PRINTABLE.height });
  const heights = await sheets.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  assert.ok(
    Math.max(...heights) <= A4_PRINTABLE.height,
    `sheet heights ${heights.join(", ")} px; a page holds ${A4_PRINTABLE.height}`,
  );
  await page.screenshot({ path: screenshotPath("organizer-sheets-print"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("at 360 px: what was pasted survives a reload, and the results fit the screen without sideways scrolling", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await openOrganizer(page, app.base);
  await page.getByLabel("Teams as CSV").fill(CSV);
  // The draft is saved after a pause in typing (app/_lib/organizer/organizer-draft.ts, its storage key).
  await page.waitForFunction(
    (csv) => (localStorage.getItem("2hg-deck-check:organizer:v1") ?? "").includes(JSON.stringify(csv).slice(1, -1)),
    CSV,
  );
  await page.reload();
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
  assert.equal(await page.getByLabel("Teams as CSV").inputValue(), CSV);

  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-results").waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `organizer scrollWidth ${width} > 360`);
  await page.screenshot({ path: screenshotPath("organizer-results-360"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("bad input: no teams, a CSV without its columns, and a team added by hand next to a pasted CSV", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openOrganizer(page, app.base);
  await page.getByLabel("Teams as CSV").fill("");
  await page.getByRole("button", { name: "Check all teams" }).click();
  assert.match(await page.getByTestId("batch-error").innerText(), /no teams to check yet/);

  await page.getByLabel("Teams as CSV").fill("Team,Player 1,Decklist\nRocket,Alice,4 Opt\n");
  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-error").filter({ hasText: "no column" }).waitFor();
  assert.match(
    await page.getByTestId("batch-error").innerText(),
    /^the CSV has no columns list1, player2, list2, and format\./,
  );
  assert.equal(await page.getByLabel("Teams as CSV").inputValue(), "Team,Player 1,Decklist\nRocket,Alice,4 Opt\n");

  await page.getByLabel("Teams as CSV").fill(CSV);
  await page.getByText("Add teams one by one").click();
  await page.getByLabel("Team name").fill("Late Registration");
  await page.getByLabel("Player 1’s name").fill("Grace");
  await page.getByLabel("Player 1’s decklist").fill("4 Lightning Bolt\n56 Mountain");
  await page.getByLabel("Player 2’s name").fill("Heidi");
  await page.getByLabel("Player 2’s decklist").fill("4 Counterspell\n56 Island");
  await page.getByLabel("Format").selectOption("modern");
  await page.getByRole("button", { name: "Add team" }).click();
  assert.match(await page.getByText("Teams added here (1)").innerText(), /1/);
  assert.equal(await page.getByLabel("Team name").inputValue(), "");

  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-results").waitFor();
  const rows = await rowTexts(page);
  assert.equal(rows.length, 11);
  assert.match(rows[10], /Late Registration[\s\S]*Grace and Heidi[\s\S]*Legal/);
  await page.screenshot({ path: screenshotPath("organizer-added-team"), fullPage: true });
  // The browser logs the API's 400 for the CSV without its columns; nothing else may go wrong.
  assert.deepEqual(
    errors.map((error) => error.replace(/127\.0\.0\.1:\d+/, "host")),
    [
      "console: Failed to load resource: the server responded with a status of 400 (Bad Request) (http://host/api/batch?sheets=1)",
    ],
  );
  await page.close();
});

/** The organizer page at `path` (under the test's baseURL, the app) with no draft left in the page's storage. */
async function openEmptyOrganizer(page, path = "/organizer") {
  await page.goto(path);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
}

/** The event's CSV with row 3 (lines 5-7) leaving its team's quote open, as a hand-edited file does. */
const BROKEN_CSV = [
  "team,player1,list1,player2,list2,format",
  '"Rocket",Alice,"4 Lightning Bolt\n56 Mountain",Bob,"4 Counterspell\n56 Island",modern',
  '"Broken,Carol,"4 Opt\n56 Island",Dan,"4 Ponder\n56 Island",modern',
  '"Short",Erin,"4 Lightning Bolt\n6 Mountain",Farid,"4 Counterspell\n56 Island",modern',
].join("\n");

test("on /es, a row whose quote is never closed is that row's own message, in Spanish; the other rows are checked", async ({
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  // Visiting /es keeps Spanish in a cookie, in this test's own browser context only.
  await openEmptyOrganizer(page, "/es/organizer");
  await page.getByLabel("Equipos en CSV").fill(BROKEN_CSV);
  await page.getByRole("button", { name: "Comprobar todos los equipos" }).click();
  await page.getByTestId("batch-results").waitFor();
  const rows = await rowTexts(page);
  assert.equal(rows.length, 3);
  assert.match(rows[0], /Rocket[\s\S]*Legal/);
  assert.match(rows[1], /no se pudo leer la fila 3 \(línea 5\): sus comillas no van en pareja/);
  assert.doesNotMatch(rows[1], /body|Fila 3 del CSV/);
  assert.match(rows[2], /Short[\s\S]*Ilegal/);
  await page.screenshot({ path: screenshotPath("organizer-broken-row-es-1280"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("the event at the top, kept with the draft; Try the sample fills the box; a team added by hand is edited", async ({
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openEmptyOrganizer(page);
  const eventName = page.getByLabel("Event name");
  const teamsBox = page.getByLabel("Teams as CSV");
  assert.ok((await eventName.boundingBox()).y < (await teamsBox.boundingBox()).y, "the event comes first");
  await eventName.fill("Springfield 2HG Open");
  await page.getByLabel("Event date").fill("2026-11-28");

  await teamsBox.fill("");
  await page.getByRole("button", { name: "Try the sample" }).click();
  assert.match(
    await teamsBox.inputValue(),
    /^team,player1,list1,player2,list2,format,ruleset\nTeam Rocket,Alice,"4 Lightning Bolt\n/,
  );
  await page.getByText("The sample’s three teams are in the box").waitFor();

  await page.getByText("Add teams one by one").click();
  await page.getByLabel("Team name").fill("Late Registration");
  await page.getByLabel("Player 1’s name").fill("Grace");
  await page.getByLabel("Player 1’s decklist").fill("4 Lightning Bolt\n56 Mountain");
  await page.getByLabel("Player 2’s name").fill("Heidi");
  await page.getByLabel("Player 2’s decklist").fill("4 Counterspell\n56 Island");
  await page.getByLabel("Format").selectOption("modern");
  await page.getByRole("button", { name: "Add team" }).click();
  await page.getByRole("button", { name: "Edit Late Registration" }).click();
  assert.equal(await page.getByLabel("Team name").inputValue(), "Late Registration");
  assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), "4 Lightning Bolt\n56 Mountain");
  await page.getByTestId("editing-team").filter({ hasText: "Editing Late Registration" }).waitFor();
  await page.getByLabel("Team name").fill("Latecomers");
  await page.getByLabel("Player 2’s name").fill("Ivan");
  await page.screenshot({ path: screenshotPath("organizer-editing-team-1280"), fullPage: true });
  await page.getByRole("button", { name: "Save changes" }).click();
  assert.match(await page.getByText("Teams added here (1)").innerText(), /1/);
  assert.equal(await page.getByRole("button", { name: "Edit Late Registration" }).count(), 0);
  await page.getByRole("button", { name: "Edit Latecomers" }).waitFor();
  assert.equal(await page.getByLabel("Team name").inputValue(), "");

  // The draft is saved after a pause in typing: wait for the saved event and the edited team in it.
  await page.waitForFunction(() => {
    const draft = JSON.parse(localStorage.getItem("2hg-deck-check:organizer:v1") ?? "{}");
    return draft.event?.name === "Springfield 2HG Open" && draft.teams?.[0]?.name === "Latecomers";
  });
  await page.reload();
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
  assert.equal(await page.getByLabel("Event name").inputValue(), "Springfield 2HG Open");
  assert.equal(await page.getByLabel("Event date").inputValue(), "2026-11-28");

  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-results").waitFor();
  const rows = await rowTexts(page);
  assert.equal(rows.length, 4);
  assert.match(rows[3], /Latecomers[\s\S]*Grace and Ivan[\s\S]*Legal/);
  assert.match(rows[0], /Team Rocket/);
  await page.screenshot({ path: screenshotPath("organizer-sample-1280"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("at 360 px the result cards sort as the table's headings do, with a choice", async ({ context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await openEmptyOrganizer(page);
  await page.getByLabel("Teams as CSV").fill(CSV);
  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-results").waitFor();
  const cardNames = () =>
    page.locator('[data-testid="batch-cards"] > li').evaluateAll((items) => items.map((item) => item.innerText));
  await page.getByLabel("Sort by").selectOption("errors");
  await page.getByLabel("Reverse order").check();
  // Each card starts with the team's number in the file: their errors, most first, ties in the file's order.
  const order = (await cardNames()).map((text) => Number(/^(\d+)\./.exec(text)?.[1]) - 1);
  const byErrors = expected.teams
    .map((_, index) => index)
    .sort((a, b) => expected.teams[b].errors - expected.teams[a].errors || a - b);
  assert.deepEqual(order, byErrors);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `organizer scrollWidth ${width} > 360`);
  await page.getByTestId("batch-sort").scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath("organizer-sort-360") });
  assert.deepEqual(errors, []);
  await page.close();
});
