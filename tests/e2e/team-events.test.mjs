// Issue 45, the team events finished (items 2, 4, 7 and 9): the form follows the event chosen (Trios drops a
// fourth player and its team-rule choice, the heading names the event, Team Sealed words its own pool); the
// report, its printed sheet, the organizer's table, sheets and CSV name the event as the screen does, in
// English and Spanish; the CSV's file name carries the event; the placeholders speak the page's language.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { LEGAL_TEAM, TRIOS_TEAM, TeamForm, openEmptyForm, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

const repeat = (count, name) => `${count} ${name}`;

const FOURTH = ["4 Thoughtseize", "4 Fatal Push", repeat(52, "Swamp")].join("\n");

test("the form follows the event: Trios drops Player 4 and its team rule, keeps what was typed, and the report, its sheet name the seats", async ({
  app,
  page,
  form,
}) => {
  const errors = watchErrors(page);
  await openEmptyForm(page, app.base);
  const heading = page.getByTestId("home-title");
  assert.equal(await heading.innerText(), "Check a Two-Headed Giant team");

  // A Giant of four, every field typed.
  for (const [index, list] of [...TRIOS_TEAM.lists, FOURTH].entries()) {
    if (index >= 2 && (await form.field(`list${index + 1}`).count()) === 0)
      await page.getByRole("link", { name: "Add a player" }).click();
    await form.field(`name${index + 1}`).fill(["Ana", "Ben", "Cleo", "Dan"][index]);
    await form.field(`list${index + 1}`).fill(list);
  }
  await form.field("list4").waitFor();

  // Team Trios seats three (MTR 8.2): Player 4 goes, the three others keep their names and lists.
  await form.field("variant").selectOption("trios");
  await form.field("list4").waitFor({ state: "detached" });
  for (const [index, list] of TRIOS_TEAM.lists.entries()) {
    assert.equal(await form.field(`list${index + 1}`).inputValue(), list);
    assert.equal(await form.field(`name${index + 1}`).inputValue(), TRIOS_TEAM.names[index]);
  }
  assert.equal(await heading.innerText(), "Check a Team Trios team");
  // Trios has no team rule to choose (MTR 8.4): its choice is hidden, as its own help says.
  assert.equal(await page.getByRole("group", { name: "Team rule" }).first().isVisible(), false);
  for (const [index, format] of TRIOS_TEAM.formats.entries())
    await form.field(`format${index + 1}`).selectOption(format);
  await page.screenshot({ path: screenshotPath("team-events-trios-form-1280"), fullPage: true });

  await form.submit();
  await page.getByTestId("verdict").waitFor();
  assert.equal(await page.getByTestId("verdict-event").innerText(), "Team Trios: A Standard, B Modern, C Legacy");
  assert.equal(await page.getByTestId("verdict-team-rule").count(), 0);
  await page.screenshot({ path: screenshotPath("team-events-trios-report-1280") });

  // Its printed sheet names the event as the screen does, and no team rule Trios does not have.
  await page.getByTestId("print-lists").click();
  await page.waitForURL(/\/check\/print\?d=/);
  const sheet = await page.getByTestId("registration-sheet").innerText();
  assert.match(sheet, /Event\s+Team Trios: A Standard, B Modern, C Legacy/);
  assert.doesNotMatch(sheet, /Team rule|Tournament \(MTR\)/);
  // The printed page states the card data's date, or that it is unknown, as the screen does.
  assert.match(sheet, /Card data\s+Scryfall [^\n]*(date unknown|as of)/);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: screenshotPath("team-events-trios-sheet-print"), fullPage: true });
  assert.deepEqual(errors, []);
});

test("in Spanish: the heading follows Team Unified, Team Sealed words its own pool, placeholders in Spanish", async ({
  app,
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${app.base}/es`);
  await page.locator("form[data-ready]").waitFor();
  const form = new TeamForm(page);
  const heading = page.getByTestId("home-title");
  assert.equal(await heading.innerText(), "Comprueba un equipo de Gigante de dos cabezas");
  await form.field("variant").selectOption("unified");
  assert.equal(await heading.innerText(), "Comprueba un equipo de Equipos unificados");
  assert.match(await form.field("variant").locator("option:checked").innerText(), /^Equipos unificados/);
  await form.field("format").selectOption("limited");
  const help = await page.locator("#pool-help").innerText();
  assert.match(help, /Sellado por equipos \(MTR 8\.6\)/);
  assert.doesNotMatch(help, /banquillo compartido/);
  assert.equal(
    await form.field("pool").getAttribute("placeholder"),
    "Mazo\n3 Choque\n1 Hélice de relámpagos\n\nBanquillo\n2 Contrahechizo",
  );
  assert.equal(await form.field("allowed").getAttribute("placeholder"), "1 Hélice de relámpagos");
  await page.screenshot({ path: screenshotPath("team-events-es-team-sealed-form-1280"), fullPage: true });
  await form.field("format").selectOption("commander");
  assert.equal(await form.field("houseBans").getAttribute("placeholder"), "1 Anillo solar\n1 Estudio Rístico");
  assert.deepEqual(errors, []);
});

const CSV = stringify([
  [
    "team",
    "player1",
    "list1",
    "format1",
    "player2",
    "list2",
    "format2",
    "player3",
    "list3",
    "format3",
    "format",
    "variant",
  ],
  [
    "Trío",
    ...TRIOS_TEAM.lists.flatMap((list, index) => [TRIOS_TEAM.names[index], list, TRIOS_TEAM.formats[index]]),
    "standard",
    "trios",
  ],
  [
    "Tres cabezas",
    LEGAL_TEAM.names[0],
    LEGAL_TEAM.lists[0],
    "",
    LEGAL_TEAM.names[1],
    LEGAL_TEAM.lists[1],
    "",
    "Carol",
    FOURTH,
    "",
    "modern",
    "giant",
  ],
]);

test("the Spanish organizer: table, sheets and CSV name each event, the CSV words problems in Spanish under the event's name", async ({
  app,
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${app.base}/es/organizer`);
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.locator('[data-testid="organizer"][data-ready]').waitFor();
  await page.locator("#event-name").fill("Viernes 2HG");
  await page.locator("#event-date").fill("2026-12-04");
  await page.locator("#batch-csv").fill(CSV);
  await page.getByRole("button", { name: "Comprobar todos los equipos" }).click();
  await page.getByTestId("batch-results").waitFor();
  const rows = await page
    .locator('[data-testid="batch-table"] tbody tr')
    .evaluateAll((items) => items.map((item) => item.innerText));
  assert.match(rows[0], /Equipos por formato: A Estándar, B Modern, C Legacy/);
  assert.match(rows[1], /Gigante de tres cabezas \(Modern\), 45 vidas, 20 contadores de veneno/);
  await page.screenshot({ path: screenshotPath("team-events-es-organizer-1280"), fullPage: true });

  const sheets = page.getByTestId("registration-sheet");
  const trioSheet = await sheets.first().innerText();
  assert.match(trioSheet, /Evento\s*Equipos por formato: A Estándar, B Modern, C Legacy/);
  assert.doesNotMatch(trioSheet, /Regla de equipo/);
  assert.match(
    await sheets.nth(1).innerText(),
    /Gigante de tres cabezas \(Modern\), 45 vidas, 20 contadores de veneno/,
  );
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: screenshotPath("team-events-es-organizer-sheets-print"), fullPage: true });
  await page.emulateMedia({ media: null });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Descargar CSV" }).click(),
  ]);
  assert.equal(download.suggestedFilename(), "viernes-2hg-2026-12-04.csv");
  const [header, ...records] = parse(readFileSync(await download.path(), "utf8"), { bom: true });
  // The columns it always had come first, unchanged; the event and the words are added after them.
  assert.deepEqual(header.slice(0, 5), ["team", "player1", "player2", "player3", "format"]);
  const cell = (record, column) => record[header.indexOf(column)];
  assert.equal(cell(records[0], "event"), "Equipos por formato: A Estándar, B Modern, C Legacy");
  assert.equal(cell(records[1], "event"), "Gigante de tres cabezas (Modern), 45 vidas, 20 contadores de veneno");
  // The three-headed Giant is unsanctioned: its warning worded in Spanish, its code in the problems column.
  assert.match(cell(records[1], "problems"), /unsanctioned-format/);
  assert.match(cell(records[1], "messages"), /Gigante de dos cabezas|MTR 8\.2/);
  assert.doesNotMatch(cell(records[1], "messages"), /is not a sanctioned/);
  assert.deepEqual(errors, []);
});

/** Four Legacy heads, Lightning Bolt in two of them: one problem row among many that are fine. */
const FOUR_HEADS = {
  names: ["Ana", "Ben", "Cleo", "Dan"],
  lists: [
    ["4 Lightning Bolt", "4 Monastery Swiftspear", repeat(52, "Mountain")].join("\n"),
    ["4 Lightning Bolt", "4 Llanowar Elves", repeat(26, "Mountain"), repeat(26, "Forest")].join("\n"),
    ["4 Brainstorm", "4 Ponder", repeat(52, "Island")].join("\n"),
    FOURTH,
  ],
};

test(
  "a four-player report on a phone opens its team table on the problem rows, Show all brings the rest, no zero lines",
  { tag: "@phone" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openEmptyForm(page, app.base);
    const form = new TeamForm(page);
    await form.field("format").selectOption("legacy");
    for (const [index, list] of FOUR_HEADS.lists.entries()) {
      if (index >= 2 && (await form.field(`list${index + 1}`).count()) === 0)
        await page.getByRole("link", { name: "Add a player" }).click();
      await form.field(`name${index + 1}`).fill(FOUR_HEADS.names[index]);
      await form.field(`list${index + 1}`).fill(list);
    }
    await form.submit();
    await page.getByTestId("verdict").waitFor();
    assert.equal(await page.getByTestId("verdict-event").innerText(), "Four-Headed Giant Legacy, 60 life, 25 poison");

    const table = page.getByTestId("team-table");
    const okRows = table.locator('tbody tr[data-status="ok"]');
    const bolt = table.locator('tbody tr[data-status="error"]');
    assert.equal(await bolt.count(), 1);
    assert.ok(await bolt.isVisible());
    assert.ok((await okRows.count()) > 5);
    for (const row of await okRows.all()) assert.equal(await row.isVisible(), false);
    // The Bolt's card names the two decks that play it, not the two with none.
    const lines = await bolt.locator("td:visible").evaluateAll((cells) => cells.map((cell) => cell.dataset.label));
    assert.deepEqual(lines.slice(0, 2), ["Ana", "Ben"]);
    assert.ok(!lines.includes("Cleo") && !lines.includes("Dan"), lines.join(", "));
    await page.screenshot({ path: screenshotPath("team-events-four-heads-phone"), fullPage: true });

    await page.getByTestId("show-all-cards").check();
    for (const row of await okRows.all()) assert.ok(await row.isVisible());
    assert.deepEqual(errors, []);
    await page.close();
  },
);
