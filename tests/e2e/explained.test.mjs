// Tables that explain themselves and the organizer's evening (issue: every line read, every table
// explained), in Chromium at 1280 and 360 px: the sample CSV pasted into the organizer's field, results
// that name each team's problems, one card per team on a phone, one A4 page per team in print (a 2HG
// Sealed team with a 100-card pool included) and at most two for a team's report, the team table's
// "4, one deck", Limited without a pool, and Start over with its undo on the home page.
import assert from "node:assert/strict";
import { stringify } from "csv-stringify/sync";
import {
  A4_PRINTABLE,
  MESSY_TEAM,
  SEALED_TEAM,
  SHARED_CARD_TEAM,
  cardObjects,
  checkTeamFromForm,
  fillTeam,
  openForm,
  openOrganizer,
  pdfPageCount,
  screenshotPath,
  watchErrors,
} from "./harness.mjs";
import { test } from "./fixtures.ts";

/** The MKM pool with ten more copies of cards it has: 100 cards, as a big 2HG Sealed pool is. */
function hundredCardPool() {
  let added = 0;
  const pool = SEALED_TEAM.pool
    .split("\n")
    .map((line) => {
      const match = /^1 (.+)$/.exec(line);
      if (!match || added === 10) return line;
      added += 1;
      return `2 ${match[1]}`;
    })
    .join("\n");
  assert.equal(added, 10);
  return pool;
}

/** Two decks of 60 cards in 30 names each, real Modern cards, three names in both: long lists and a few problems. */
function longLists() {
  const cards = cardObjects();
  const names = [
    ...new Set(
      cards
        .filter(
          (card) =>
            card.lang === "en" &&
            card.legalities?.modern === "legal" &&
            !String(card.type_line).includes("Basic") &&
            !card.name.includes("/"),
        )
        .map((card) => card.name),
    ),
  ];
  const deck = (offset) => names.slice(offset, offset + 30).map((name) => `2 ${name}`);
  // Three names in both decks: three team-shared-card problems above the lists.
  return [deck(0).join("\n"), [...deck(0).slice(0, 3), ...deck(33)].join("\n")];
}

const SEALED_100 = { ...SEALED_TEAM, pool: hundredCardPool() };

async function checkCsv(page, csv) {
  await page.getByLabel("Teams as CSV").fill(csv);
  await page.getByRole("button", { name: "Check all teams" }).click();
  await page.getByTestId("batch-results").waitFor();
}

test("the sample CSV, chosen as a file or pasted into the organizer's own field, reads as its three teams, each row naming its problems", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const sample = Buffer.from(await (await fetch(`${app.base}/organizer/sample.csv`)).arrayBuffer());
  await openOrganizer(page, app.base);
  // The file chooser puts the file in the field as a paste of it would: no BOM, \n line ends.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "2hg-teams-sample.csv", mimeType: "text/csv", buffer: sample });
  const asPasted = sample
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .replaceAll("\r\n", "\n");
  // The page reads the chosen file asynchronously: wait for it to land in the field.
  await page.waitForFunction(() => document.querySelector("#batch-csv")?.value !== "");
  assert.equal(await page.getByLabel("Teams as CSV").inputValue(), asPasted);
  const [request] = await Promise.all([
    page.waitForRequest("**/api/batch**"),
    page.getByRole("button", { name: "Check all teams" }).click(),
  ]);
  assert.equal(request.postData(), asPasted, "the chosen file is sent as the field shows it");
  await page.getByTestId("batch-results").waitFor();
  // Pasted by hand, the same text reads the same.
  await checkCsv(page, asPasted);
  assert.match(await page.getByTestId("batch-summary").innerText(), /^3 teams: 2 legal, 1 illegal/);
  const rows = await page
    .locator('[data-testid="batch-table"] tbody tr')
    .evaluateAll((items) => items.map((row) => row.innerText));
  assert.equal(rows.length, 3);
  assert.match(rows[1], /Les Géants, Lyon[\s\S]*Illegal[\s\S]*Lightning Bolt in both decks/);
  const table = await page
    .getByTestId("batch-table")
    .locator("xpath=..")
    .evaluate((box) => [box.scrollWidth, box.clientWidth]);
  assert.ok(table[0] <= table[1], `the results table is ${table[0]} px wide in a ${table[1]} px box`);
  await page.screenshot({ path: screenshotPath("explained-organizer-sample-1280"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("at 360 px the results are one card per team, every verdict on screen without sideways scrolling", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await openOrganizer(page, app.base);
  const csv = stringify(
    [
      ["team", "player1", "list1", "player2", "list2", "format"],
      ["Team Rocket", MESSY_TEAM.names[0], MESSY_TEAM.lists[0], MESSY_TEAM.names[1], MESSY_TEAM.lists[1], "modern"],
      ["Kitchen Table", "Alice", SHARED_CARD_TEAM.lists[0], "Bob", SHARED_CARD_TEAM.lists[1], "modern"],
    ],
    { quoted_match: /\n/ },
  );
  await checkCsv(page, csv);
  assert.equal(await page.getByTestId("batch-table").isVisible(), false);
  const cards = page.locator('[data-testid="batch-cards"] > li');
  assert.equal(await cards.count(), 2);
  const messy = await cards.nth(0).innerText();
  assert.match(messy, /Illegal/);
  assert.match(messy, /\+\d+ more/);
  assert.match(await cards.nth(1).innerText(), /Lightning Bolt in both decks/);
  const boxes = await page
    .locator('[data-testid="batch-cards"] [data-verdict] span.font-medium')
    .evaluateAll((badges) => badges.map((badge) => badge.getBoundingClientRect().right));
  assert.ok(boxes.length >= 2 && boxes.every((right) => right <= 360), `verdict badges end at ${boxes.join(", ")} px`);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
  await page.screenshot({ path: screenshotPath("explained-organizer-results-360"), fullPage: true });
  await page.getByTestId("batch-cards").screenshot({ path: screenshotPath("explained-organizer-cards-360") });
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  "printed: one A4 page per team, a 2HG Sealed team with a 100-card pool and two 30-name decks included",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const [long1, long2] = longLists();
    const csv = stringify(
      [
        ["team", "player1", "list1", "player2", "list2", "format", "pool"],
        ["Sealed Hundred", "Alice", SEALED_100.lists[0], "Bob", SEALED_100.lists[1], "limited", SEALED_100.pool],
        ["Long Lists", "Carol", long1, "Dave", long2, "modern", ""],
        ["Messy", MESSY_TEAM.names[0], MESSY_TEAM.lists[0], MESSY_TEAM.names[1], MESSY_TEAM.lists[1], "modern", ""],
      ],
      { quoted_match: /\n/ },
    );
    await openOrganizer(page, app.base);
    await checkCsv(page, csv);
    await page.getByLabel("Event name").fill("Springfield 2HG Sealed");

    const pdf = await page.pdf({ format: "A4", printBackground: true });
    assert.equal(pdfPageCount(pdf), 3);

    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: A4_PRINTABLE.width, height: A4_PRINTABLE.height });
    const sheets = page.getByTestId("registration-sheet");
    assert.equal(await sheets.count(), 3);
    const heights = await sheets.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    assert.ok(
      Math.max(...heights) <= A4_PRINTABLE.height,
      `sheet heights ${heights.join(", ")} px; a page holds ${A4_PRINTABLE.height}`,
    );
    for (let index = 0; index < 3; index += 1) {
      assert.equal(
        await sheets
          .nth(index)
          .getByRole("img", { name: /QR code/ })
          .count(),
        1,
      );
      assert.match(await sheets.nth(index).innerText(), /Signature of[\s\S]*Signature of/);
    }
    const sealed = await sheets.nth(0).innerText();
    assert.match(sealed, /Team pool: 100 cards/);
    await page.screenshot({ path: screenshotPath("explained-sheets-print"), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "a team's report prints on at most two A4 pages, the Sealed team with its 100-card pool too",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const [long1, long2] = longLists();
    for (const team of [
      SEALED_100,
      { format: "modern", names: ["Carol", "Dave"], lists: [long1, long2] },
      MESSY_TEAM,
    ]) {
      await checkTeamFromForm(page, app.base, team);
      const pages = pdfPageCount(await page.pdf({ format: "A4", printBackground: true }));
      assert.ok(pages <= 2, `${team.names.join(" & ")}: ${pages} pages`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test("the team table reads 4, one deck under the tournament rule; Limited without a pool is legal only as far as checked", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, SHARED_CARD_TEAM);
  const bolt = page.getByTestId("team-table").getByRole("row").filter({ hasText: "Lightning Bolt" });
  assert.match(await bolt.innerText(), /2\s+2\s+4\s+4, one deck/);
  await page.screenshot({ path: screenshotPath("explained-one-deck-1280"), fullPage: true });

  await checkTeamFromForm(page, app.base, { ...SEALED_TEAM, pool: "" });
  const verdict = page.getByTestId("verdict");
  assert.equal(await verdict.getAttribute("data-legal"), "true");
  assert.match(await verdict.innerText(), /Legal as far as checked/);
  assert.match(
    await page.getByTestId("problems").innerText(),
    /Without the team's pool only deck sizes and card names were checked/,
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: screenshotPath("explained-no-pool-360"), fullPage: true });
  await verdict.screenshot({ path: screenshotPath("explained-no-pool-verdict-360") });
  assert.deepEqual(errors, []);
  await page.close();
});

test("Start over empties both lists and the pool, keeps the names, survives a reload, and can be undone while the page is open", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openForm(page, app.base);
  await fillTeam(page, SEALED_TEAM);
  await page.getByRole("button", { name: "Start over" }).click();
  for (const label of ["Player 1’s decklist", "Player 2’s decklist", "Team pool (Sealed/Draft)"]) {
    assert.equal(await page.getByLabel(label).inputValue(), "", label);
  }
  assert.equal(await page.getByLabel("Player 1’s name").inputValue(), "Alice");
  assert.match(await page.getByTestId("start-over-status").innerText(), /Both lists and the pool were emptied/);
  await page.screenshot({ path: screenshotPath("explained-start-over-1280"), fullPage: true });

  await page.getByRole("button", { name: "Undo" }).click();
  assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), SEALED_TEAM.lists[0]);
  assert.equal(await page.getByLabel("Team pool (Sealed/Draft)").inputValue(), SEALED_TEAM.pool);
  await page.reload();
  await page.locator("form[data-ready]").waitFor();
  assert.equal(
    await page.getByLabel("Player 2’s decklist").inputValue(),
    SEALED_TEAM.lists[1],
    "the undone draft is the saved one",
  );

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole("button", { name: "Start over" }).click();
  await page.reload();
  await page.locator("form[data-ready]").waitFor();
  assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), "", "the emptied draft is the saved one");
  assert.equal(await page.getByRole("button", { name: "Undo" }).count(), 0, "no undo once the page is left");
  await page.screenshot({ path: screenshotPath("explained-start-over-360"), fullPage: true });

  await page.goto(`${app.base}/es`);
  await page.locator("form[data-ready]").waitFor();
  await page.getByRole("button", { name: "Empezar de nuevo" }).click();
  assert.match(
    await page.getByTestId("start-over-status").innerText(),
    /Se han vaciado las dos listas y el pool\. Deshacer/,
  );
  assert.deepEqual(errors, []);
  await page.close();
});
