// Issue 34 through the pages, on the shared corpus: a 2HG Commander report that leads with the commanders
// and the team rule, offers one plan for every fix, opens its long team table on the problem rows (all
// rows a checkbox away, without JavaScript too) and stacks it on a phone; a compact share link; links to
// its sections; the card data's unknown date said; and a form that refuses empty and oversized lists
// before it leaves. Each at 1280 and 360 px, screenshots in test-results/.
import assert from "node:assert/strict";
import { openForm, pageWidth, screenshotPath, watchErrors } from "./harness.mjs";
import { NO_JAVASCRIPT, test } from "./fixtures.ts";

// Thrasios alone is green-blue: the Plains and the white spells are outside it for one reason.
const THRASIOS = [
  "Commander",
  "1 Thrasios, Triton Hero",
  "",
  "Deck",
  "13 Plains",
  "1 Swords to Plowshares",
  "1 Path to Exile",
  "1 Sol Ring",
  "83 Island",
].join("\n");
// Karn is colourless and three cards short of 100: Wastes fill it.
const KARN = ["Commander", "1 Karn, Silver Golem", "", "Deck", "1 Sol Ring", "1 Counterspell", "94 Wastes"].join("\n");

async function checkCommander(app, page) {
  await openForm(page, app.base);
  await page.getByLabel("Player 1’s name").fill("Kenji");
  await page.getByLabel("Player 1’s decklist").fill(THRASIOS);
  await page.getByLabel("Player 2’s name").fill("Sofía");
  await page.getByLabel("Player 2’s decklist").fill(KARN);
  await page.getByLabel("Format").selectOption("commander");
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await page.waitForURL(/\/check\?d=/);
  await page.getByTestId("verdict").waitFor();
}

test(
  "a 2HG Commander report leads with the commanders, the team rule and one plan",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkCommander(app, page);
    const verdict = await page.getByTestId("verdict").innerText();
    assert.match(verdict, /2HG Commander \(house rules\): Kenji and Sofía/);
    assert.doesNotMatch(verdict, /\(house rules\) 2HG/);
    assert.match(await page.getByTestId("verdict-team-rule").innerText(), /Team rule: Open/);
    const commanders = await page.getByTestId("verdict-commanders").allInnerTexts();
    assert.equal(commanders.length, 2);
    assert.match(commanders[0], /Kenji: Commander: Thrasios, Triton Hero/);
    assert.match(await page.getByTestId("verdict-data-date-unknown").innerText(), /unknown date/);
    assert.match(await page.getByTestId("card-data-date").innerText(), /date unknown: results may be out of date/);

    // One colour-identity problem for the three white cards, and a plan that never adds Plains.
    assert.equal(await page.locator('[data-code="color-identity"]').count(), 2);
    const plan = await page.getByTestId("fix-plan").innerText();
    assert.match(
      plan,
      /Kenji's deck: take out 13 Plains, 1 Swords to Plowshares, and 1 Path to Exile; add 15 Island; then 100 cards\./,
    );
    assert.match(plan, /Sofía's deck: take out 1 Counterspell; add 4 Wastes; then 100 cards\./);
    assert.doesNotMatch(plan, /add \d+ Plains/);

    // The long table opens on its problem rows; the checkbox shows the rest; under open, 2 Sol Ring is fine.
    const rows = page.getByTestId("team-table").locator("tbody tr");
    const visible = () => rows.evaluateAll((all) => all.filter((row) => row.offsetParent !== null).length);
    const problems = await page.getByTestId("team-table").locator('tbody tr:not([data-status="ok"])').count();
    assert.equal(await visible(), problems);
    await page.getByTestId("show-all-cards").check();
    assert.equal(await visible(), await rows.count());
    const solRing = page.getByTestId("team-table").locator("tbody tr", { hasText: "Sol Ring" });
    assert.equal(await solRing.getAttribute("data-status"), "ok");
    assert.match(await solRing.innerText(), /1 per deck/);
    await page.getByTestId("show-all-cards").uncheck();

    // The share link: Copy link, the URL folded away under a short name.
    assert.equal(await page.getByTestId("share-link").isVisible(), false);
    assert.equal(await page.getByTestId("share-link").getAttribute("aria-label"), "This check’s link");
    assert.ok(await page.getByRole("button", { name: "Copy link" }).isVisible());
    const sections = await page
      .getByTestId("report-sections")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    assert.deepEqual(sections, [
      "#verdict-heading",
      "#problems-heading",
      "#plan-heading",
      "#team-heading",
      "#deck-0-heading",
      "#deck-1-heading",
      "#about-heading",
    ]);
    await page.screenshot({ path: screenshotPath("report-commander-1280"), fullPage: true });
    // On paper the plan and each problem's fix stay.
    await page.emulateMedia({ media: "print" });
    assert.ok(await page.getByTestId("fix-plan").isVisible());
    assert.ok(await page.getByTestId("fix").first().isVisible());
    await page.emulateMedia({ media: "screen" });

    await page.setViewportSize({ width: 360, height: 800 });
    // No card preview left open by the checkbox's focus or the pointer.
    await page.mouse.move(0, 0);
    await page.evaluate(() => document.activeElement?.blur());
    assert.ok((await pageWidth(page)) <= 360, "no sideways scrolling at 360 px");
    // One card per row: each cell a labelled line, Limit and Status within the screen.
    const firstRow = rows.first();
    assert.equal(await firstRow.evaluate((row) => getComputedStyle(row).display), "block");
    const status = firstRow.locator("td").last();
    const box = await status.boundingBox();
    assert.ok(box && box.x + box.width <= 360, "the status cell is on screen");
    await page.screenshot({ path: screenshotPath("report-commander-360"), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "the team table's 'show all' works without JavaScript",
  { tag: "@corpus" },
  async ({ app, context, launchBrowser }) => {
    const page = await context.newPage();
    await checkCommander(app, page);
    const url = page.url();
    await page.close();
    const plain = await launchBrowser(NO_JAVASCRIPT);
    try {
      const noJs = await plain.context.newPage();
      await noJs.goto(url);
      const rows = noJs.getByTestId("team-table").locator("tbody tr");
      const visible = () => rows.evaluateAll((all) => all.filter((row) => row.offsetParent !== null).length);
      const before = await visible();
      assert.ok(before < (await rows.count()));
      await noJs.getByTestId("show-all-cards").check();
      assert.equal(await visible(), await rows.count());
    } finally {
      await plain.close();
    }
  },
);

test(
  "the form refuses empty lists and lists over the limits before it leaves, at 1280 and 360 px",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openForm(page, app.base);
    await page.getByLabel("Player 1’s name").fill("Kenji");
    await page.getByLabel("Player 1’s decklist").fill("");
    await page.getByLabel("Player 2’s name").fill("");
    await page.getByLabel("Player 2’s decklist").fill("");
    // The earlier test left 2HG Commander in the draft: a Modern form here.
    await page.getByLabel("Format").selectOption("modern");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    const refusal = page.getByTestId("form-refusal");
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /Paste Kenji’s list: it is empty\.\s+Paste Player 2’s list: it is empty\./);
    assert.ok(!page.url().includes("/check"));
    await page.screenshot({ path: screenshotPath("form-refusal-empty-1280"), fullPage: true });

    // Set at once, as a paste does: typing 5,000 lines would take the test's time.
    await page.getByLabel("Player 1’s decklist").evaluate(
      (field, text) => {
        field.value = text;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      },
      Array.from({ length: 5000 }, () => "1 Island").join("\n"),
    );
    await page.getByLabel("Player 2’s decklist").fill("4 Counterspell\n56 Island");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.getByText("Kenji’s list has 5,000 lines; a list has at most 1,000.").waitFor();
    assert.ok(!page.url().includes("/check"));
    await page.setViewportSize({ width: 360, height: 800 });
    assert.ok((await pageWidth(page)) <= 360);
    await page.screenshot({ path: screenshotPath("form-refusal-lines-360"), fullPage: true });

    // "Start over" on a Modern form speaks of the lists, not of a pool.
    await page.getByRole("button", { name: "Start over" }).click();
    assert.match(await page.getByTestId("start-over-status").innerText(), /^Both lists were emptied\./);
    assert.deepEqual(errors, []);
    await page.close();
  },
);
