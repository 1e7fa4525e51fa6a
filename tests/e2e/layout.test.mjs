// How the pages look and hold up: screenshots at 1280 and 360 px (light, dark, print), no sideways
// scrolling of the page on a phone, landmarks and labels.
import assert from "node:assert/strict";
import {
  MESSY_TEAM,
  checkTeamFromForm,
  fillTeam,
  openForm,
  pageWidth,
  screenshotPath,
  watchErrors,
} from "./harness.mjs";
import { test } from "./fixtures.ts";

let reportUrl;

// The report the tests open, checked once for the file.
test.beforeAll(async ({ app, browser }) => {
  const page = await browser.newPage();
  await checkTeamFromForm(page, app.base, MESSY_TEAM);
  reportUrl = page.url();
  await page.close();
});

for (const width of [1280, 360]) {
  test(`home and report at ${width} px: screenshots, no sideways scrolling`, async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 780 });
    await openForm(page, app.base);
    await fillTeam(page, MESSY_TEAM);
    assert.ok((await pageWidth(page)) <= width, `home scrollWidth ${await pageWidth(page)} > ${width}`);
    await page.screenshot({ path: screenshotPath(`home-${width}`), fullPage: true });

    await page.goto(reportUrl);
    await page.getByTestId("verdict").waitFor();
    assert.ok((await pageWidth(page)) <= width, `report scrollWidth ${await pageWidth(page)} > ${width}`);
    await page.screenshot({ path: screenshotPath(`report-${width}`), fullPage: true });

    await page.emulateMedia({ colorScheme: "dark" });
    await page.screenshot({ path: screenshotPath(`report-${width}-dark`), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test("print view: verdict, problems and both lists, no buttons or navigation", async ({ context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(reportUrl);
  await page.emulateMedia({ media: "print" });
  for (const hidden of [
    page.getByRole("button", { name: "Copy link" }),
    page.getByRole("banner"),
    page.getByRole("link", { name: "Edit these lists" }),
  ]) {
    assert.equal(await hidden.isVisible(), false);
  }
  for (const shown of [
    page.getByTestId("verdict"),
    page.getByTestId("problems"),
    page.getByTestId("deck-0"),
    page.getByTestId("deck-1"),
  ]) {
    assert.equal(await shown.isVisible(), true);
  }
  assert.match(await page.getByTestId("deck-1").innerText(), /50\s+Island/);
  await page.screenshot({ path: screenshotPath("report-print"), fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test("landmarks, labelled controls, and a visible focus ring", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(app.base + "/");
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  for (const role of ["banner", "main", "contentinfo"]) assert.equal(await page.getByRole(role).count(), 1, role);
  for (const label of ["Player 1’s name", "Player 1’s decklist", "Player 2’s name", "Player 2’s decklist", "Format"]) {
    assert.equal(await page.getByLabel(label).count(), 1, label);
  }
  const groups = await page
    .locator("#format optgroup")
    .evaluateAll((items) => items.map((item) => item.getAttribute("label")));
  assert.deepEqual(groups, [
    "Sanctioned 2HG Constructed",
    "Sanctioned 2HG Limited",
    "Organizer-defined (not sanctioned)",
  ]);
  await page.getByLabel("Player 1’s decklist").focus();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, "none");
  assert.deepEqual(errors, []);
  await page.close();
});
