// Issue 34 on paper, in Chromium: a printed report keeps every problem's fix hint, in the screen's order,
// and so does its "Print both lists" sheet; a 2HG Commander team of two 100-card decks prints its lists
// and its organizer's registration sheet on one A4 page each, the lists on that first page.
import assert from "node:assert/strict";
import {
  A4_PRINTABLE,
  MESSY_TEAM,
  cardObjects,
  checkTeamFromForm,
  openOrganizer,
  pdfPageCount,
  screenshotPath,
  watchErrors,
} from "./harness.mjs";
import { test } from "./fixtures.ts";

/** `count` real cards legal in Commander whose colour identity is inside `identity`, no basic land, no Game Changer. */
function cardsWithin(identity, count) {
  const names = cardObjects()
    .filter(
      (card) =>
        card.lang === "en" &&
        card.layout === "normal" &&
        card.legalities?.commander === "legal" &&
        !card.game_changer &&
        !String(card.type_line).includes("Basic") &&
        card.color_identity.length > 0 &&
        card.color_identity.every((color) => identity.includes(color)),
    )
    .map((card) => card.name);
  assert.ok(names.length >= count, `${names.length} cards within ${identity}`);
  return names.slice(0, count).map((name) => `1 ${name}`);
}

/**
 * Two 100-card decks of singletons as a store's Commander night has them: 64 and 66 names each, the
 * longest lists a sheet prints, and one card outside its deck's colours, so the sheet has a problem and its fix.
 */
function commanderTeam() {
  const karlach = [
    ["Commander", "1 Karlach, Fury of Avernus", "1 Passionate Archaeologist", "", "Deck"],
    cardsWithin(["R"], 64),
    ["1 Counterspell", "33 Mountain"],
  ].flat();
  const partners = [
    ["Commander", "1 Thrasios, Triton Hero", "1 Tymna the Weaver", "", "Deck"],
    cardsWithin(["W", "U", "B", "G"], 66),
    ["8 Plains", "8 Island", "8 Swamp", "8 Forest"],
  ].flat();
  return { format: "commander", names: ["Alice", "Bob"], lists: [karlach.join("\n"), partners.join("\n")] };
}

/** Each problem of the page as `code: heading` (its card and where), in page order. */
const problemHeadings = (page) =>
  page
    .getByTestId("problems")
    .locator("[data-code]")
    .evaluateAll((items) => items.map((item) => `${item.dataset.code}: ${item.firstElementChild.textContent}`));

/** Each sheet's problems as `code` and their text, in page order. */
const sheetProblems = (page) =>
  page
    .getByTestId("registration-sheet")
    .locator("li[data-code]")
    .evaluateAll((items) => items.map((item) => ({ code: item.dataset.code, text: item.textContent })));

test("a printed report keeps each problem's fix hint in the screen's order, and so does Print both lists", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, MESSY_TEAM);
  const onScreen = await problemHeadings(page);
  const problems = page.getByTestId("problems").locator("[data-code]");
  const texts = await problems.evaluateAll((items) =>
    items.map((item) => ({
      code: item.dataset.code,
      message: item.querySelector(":scope > p").textContent,
      fix: item.querySelector('[data-testid="fix"]')?.textContent ?? null,
    })),
  );
  assert.ok(onScreen.length >= 5, onScreen.join("\n"));
  // The team's problem first, then Alexandria's: not the order the rules found them in.
  assert.match(onScreen[0], /^team-shared-card: /);

  await page.emulateMedia({ media: "print" });
  assert.deepEqual(await problemHeadings(page), onScreen);
  const fixes = page.getByTestId("problems").getByTestId("fix");
  assert.equal(await fixes.count(), texts.filter((problem) => problem.fix).length);
  for (const fix of await fixes.all()) assert.ok(await fix.isVisible());
  await page.setViewportSize(A4_PRINTABLE);
  await page.screenshot({ path: screenshotPath("print-report-order"), fullPage: true });
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The team's own sheet: the same problems, in the same order, each with its fix.
  await page.getByTestId("print-lists").click();
  await page.waitForURL(/\/check\/print\?d=/);
  await page.emulateMedia({ media: "print" });
  const onSheet = await sheetProblems(page);
  assert.deepEqual(
    onSheet.map((problem) => problem.code),
    texts.map((problem) => problem.code),
  );
  onSheet.forEach(({ text }, index) => {
    assert.ok(text.includes(texts[index].message), `${text} names ${texts[index].message}`);
    if (texts[index].fix) assert.ok(text.includes(texts[index].fix), `${text} says ${texts[index].fix}`);
  });
  assert.deepEqual(errors, []);
  await page.close();
});

/** The decks of the printed sheet start on its first page: the page is not left half empty. */
async function assertListsOnFirstPage(page, what) {
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize(A4_PRINTABLE);
  const sheet = await page.getByTestId("registration-sheet").first().boundingBox();
  const decks = await page.getByTestId("registration-sheet").first().getByTestId("deck-1").boundingBox();
  assert.ok(decks && sheet && decks.y + decks.height - sheet.y <= A4_PRINTABLE.height, `${what}: both lists on page 1`);
  await page.screenshot({ path: screenshotPath(`print-commander-${what}`), fullPage: true });
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test(
  "a 2HG Commander team of two 100-card decks: Print both lists and its organizer's sheet are one A4 page each",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const team = commanderTeam();
    await checkTeamFromForm(page, app.base, team);
    assert.match(await page.getByTestId("verdict").innerText(), /1 problem/);

    await page.getByTestId("print-lists").click();
    await page.waitForURL(/\/check\/print\?d=/);
    assert.equal(pdfPageCount(await page.pdf({ format: "A4", printBackground: true })), 1);
    const sheet = await page.getByTestId("registration-sheet").innerText();
    assert.match(sheet, /Commanders: Karlach, Fury of Avernus and Passionate Archaeologist/);
    assert.match(sheet, /To fix: Take 1 Counterspell out of Alice's deck/);
    await assertListsOnFirstPage(page, "lists");

    await openOrganizer(page, app.base);
    const quote = (cell) => `"${cell.replace(/"/g, '""')}"`;
    const row = ["Commander night", ...team.names.flatMap((name, index) => [name, team.lists[index]]), "commander"];
    await page
      .getByLabel("Teams as CSV")
      .fill(["team,player1,list1,player2,list2,format", row.map(quote).join(",")].join("\n"));
    await page.getByRole("button", { name: "Check all teams" }).click();
    await page.getByTestId("batch-results").waitFor();
    assert.equal(pdfPageCount(await page.pdf({ format: "A4", printBackground: true })), 1);
    await assertListsOnFirstPage(page, "sheet");
    assert.deepEqual(errors, []);
    await page.close();
  },
);
