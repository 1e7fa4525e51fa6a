// Issue 34 item 6 in Chromium: moving around a long report. The "On this page" links to its sections
// (with and without JavaScript), the team table and each list as one tab stop whose card names the arrow
// keys walk (real key presses), tab stops counted in a 2HG Commander report, and the text preview with
// the card's Oracle text where no image shows. Screenshots at 1280 and 360 px, in English and Japanese.
import assert from "node:assert/strict";
import { serveCardImages } from "./card-image.mjs";
import { cardObjects, checkTeamFromForm, pageWidth, screenshotPath, watchErrors } from "./harness.mjs";
import { NO_JAVASCRIPT, PHONE, test } from "./fixtures.ts";

const COMMANDERS = [
  ["Karlach, Fury of Avernus", "Passionate Archaeologist"],
  ["Thrasios, Triton Hero", "Tymna the Weaver"],
];

/**
 * Two 100-card Commander decks of distinct real cards, 70 each besides the commanders and basics: a
 * team table of about 145 rows, the size issue 34 met. Chosen from the corpus by name, so always the same.
 */
function commanderTeam() {
  const taken = new Set(COMMANDERS.flat());
  const fits = (card, identity) =>
    card.layout === "normal" &&
    card.legalities?.commander === "legal" &&
    !card.game_changer &&
    /^[A-Z]/.test(card.name) &&
    !/Basic/.test(card.type_line ?? "") &&
    (card.color_identity ?? []).every((color) => identity.includes(color));
  const pick = (identity) => {
    const names = cardObjects()
      .filter((card) => !taken.has(card.name) && fits(card, identity))
      .map((card) => card.name)
      .sort()
      .slice(0, 70);
    for (const name of names) taken.add(name);
    return names;
  };
  const list = (commanders, cards, basic) =>
    [
      "Commander",
      ...commanders.map((name) => `1 ${name}`),
      "",
      "Deck",
      ...cards.map((name) => `1 ${name}`),
      `28 ${basic}`,
    ].join("\n");
  return {
    format: "commander",
    names: ["Alice", "Bob"],
    lists: [list(COMMANDERS[0], pick(["R"]), "Mountain"), list(COMMANDERS[1], pick(["W", "U", "B", "G"]), "Island")],
  };
}

/** Real cards of ../shared/scryfall: a card in both decks (a problem and a plan), a split card. */
const MODERN_TEAM = {
  format: "modern",
  names: ["Alice", "Bob"],
  lists: [
    ["2 Lightning Bolt", "2 Fire // Ice", "56 Mountain"].join("\n"),
    ["2 Lightning Bolt", "4 Counterspell", "54 Island"].join("\n"),
  ],
};

/** Presses Tab from the top of the page until the focus leaves it or comes round again: the page's tab stops. */
async function countTabStops(page) {
  // Tab goes on from where the focus or the last click was: start it from a mark at the page's top.
  await page.evaluate(() => {
    const start = document.createElement("span");
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
  });
  const seen = [];
  for (let press = 0; press < 1000; press++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      active.dataset.tabStop ??= String(Math.random());
      return active.dataset.tabStop;
    });
    if (stop === null || stop === seen[0]) break;
    seen.push(stop);
  }
  return seen.length;
}

/** Whether the whole of an element is inside the window. */
const inWindow = (locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** The focused element's text and, when it is a card name, its card. */
const focused = (page) =>
  page.evaluate(() => ({
    text: document.activeElement?.textContent ?? "",
    card: document.activeElement?.getAttribute("data-card-preview") ?? null,
  }));

test(
  "a 2HG Commander report has well under 60 tab stops: the table and each list are one each",
  { tag: "@corpus" },
  async ({ app, context, launchBrowser }) => {
    const team = commanderTeam();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, team);
    const table = page.getByTestId("team-table");
    await page.getByTestId("show-all-cards").check();
    const rows = await table.locator("tbody tr").count();
    assert.ok(rows >= 140, `${rows} rows`);
    const after = await countTabStops(page);

    // The same report without JavaScript: every card name is a tab stop, as every one was before.
    const plain = await (await launchBrowser(NO_JAVASCRIPT)).context.newPage();
    await plain.goto(page.url());
    await plain.getByTestId("show-all-cards").check();
    const before = await countTabStops(plain);
    console.log(`tab stops in a ${rows}-row Commander report: ${before} without JavaScript, ${after} with`);
    assert.ok(before > 250, `${before} tab stops without JavaScript`);
    assert.ok(after < 60, `${after} tab stops`);
    await plain.close();
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "arrow keys, Home and End walk the team table's card names; Enter shows the card, Escape hides it, Tab leaves",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await serveCardImages(page);
    await checkTeamFromForm(page, app.base, commanderTeam());
    await page.getByTestId("show-all-cards").check();
    const names = await page
      .getByTestId("team-table")
      .locator("tbody a[data-card-preview]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("data-card-preview")));
    // From the checkbox above the table: its scrolling box, then its card names, one stop.
    await page.getByTestId("show-all-cards").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal((await focused(page)).card, names[0]);
    const preview = page.getByTestId("card-preview");
    await preview.waitFor();
    assert.equal(await preview.getAttribute("data-card"), names[0]);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    assert.equal((await focused(page)).card, names[2]);
    assert.equal(await preview.getAttribute("data-card"), names[2]);
    await page.keyboard.press("ArrowUp");
    assert.equal((await focused(page)).card, names[1]);
    await page.keyboard.press("End");
    assert.equal((await focused(page)).card, names.at(-1));
    await page.keyboard.press("PageUp");
    assert.equal((await focused(page)).card, names.at(-11));
    await page.keyboard.press("Home");
    assert.equal((await focused(page)).card, names[0]);
    await page.keyboard.press("ArrowDown");

    await page.keyboard.press("Escape");
    assert.equal(await preview.count(), 0);
    assert.equal((await focused(page)).card, names[1], "Escape keeps the focus where it was");
    await page.keyboard.press("Enter");
    await preview.waitFor();
    assert.equal(await preview.getAttribute("data-card"), names[1]);
    assert.equal(page.url().includes("scryfall"), false, "Enter on a hidden card shows it rather than leaving");
    await page.keyboard.press("Escape");
    await page.keyboard.press(" ");
    await preview.waitFor();
    await page.screenshot({ path: screenshotPath("navigation-table-keys-1280") });

    // Tab leaves the table in one press, and Shift+Tab comes back to the name last visited.
    await page.keyboard.press("Tab");
    const next = await focused(page);
    assert.notEqual(next.card, names[2]);
    assert.ok(await page.getByTestId("deck-0").evaluate((deck) => deck.contains(document.activeElement)));
    await page.keyboard.press("Shift+Tab");
    assert.equal((await focused(page)).card, names[1]);
    // A screen reader hears how to move when the focus enters the table.
    const describedBy = (await page.evaluate(() => document.activeElement?.getAttribute("aria-describedby"))) ?? "";
    const keys = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
      describedBy.split(" "),
    );
    assert.match(keys, /Arrow keys move between the card names/);

    // Each list is one stop too: its arrow keys walk its own names.
    const deck = page.getByTestId("deck-1");
    const deckNames = await deck
      .locator("a[data-card-preview]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("data-card-preview")));
    await deck.locator("a[data-card-preview]").first().focus();
    await page.keyboard.press("End");
    assert.equal((await focused(page)).card, deckNames.at(-1));
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "only problem rows shown: the keys skip the hidden rows, and the stop stays on a shown name",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const team = commanderTeam();
    // Sol Ring twice in Alice's deck: one problem row among 145.
    await checkTeamFromForm(page, app.base, {
      ...team,
      lists: [team.lists[0].replace("28 Mountain", "27 Mountain\n2 Sol Ring"), team.lists[1]],
    });
    const shown = page.getByTestId("team-table").locator("tbody a[data-card-preview]:visible");
    const names = await shown.evaluateAll((links) => links.map((link) => link.getAttribute("data-card-preview")));
    assert.ok(names.includes("Sol Ring") && names.length < 10, names.join(", "));
    // Visit a row that shows only with every card, then hide them again: the table keeps its one stop.
    await page.getByTestId("show-all-cards").check();
    const table = page.getByTestId("team-table");
    await table.locator("tbody a[data-card-preview]").first().focus();
    await page.keyboard.press("End");
    await page.getByTestId("show-all-cards").uncheck();
    await page.getByTestId("show-all-cards").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    assert.equal((await focused(page)).card, names[0]);
    await page.keyboard.press("End");
    assert.equal((await focused(page)).card, names.at(-1));
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test("with no image, the preview is a compact card with the Oracle text of each face", async ({
  app,
  context,
  launchBrowser,
}) => {
  for (const [opened, width] of [
    [context, 1280],
    [(await launchBrowser(PHONE)).context, 360],
  ]) {
    const page = await opened.newPage();
    const errors = watchErrors(page);
    // Scryfall's image host unreachable: every preview falls back to text.
    await serveCardImages(page, /./);
    await checkTeamFromForm(page, app.base, MODERN_TEAM);
    for (const locale of ["en", "ja"]) {
      if (locale === "ja") await page.goto(page.url().replace("/check?", "/ja/check?"));
      const bolt = page.getByTestId("team-table").getByRole("link", { name: "Lightning Bolt" });
      if (width === 1280) await bolt.hover();
      else await bolt.tap();
      const preview = page.getByTestId("card-preview");
      const text = preview.getByTestId("card-preview-text");
      await text.waitFor();
      assert.equal(
        await text.getByTestId("card-preview-oracle").innerText(),
        "Lightning Bolt deals 3 damage to any target.",
      );
      assert.match(await text.innerText(), /^Lightning Bolt[\s\S]*Instant\s+Lightning Bolt deals 3 damage/);
      assert.equal(await text.locator("[data-mana-cost='{R}']").count(), 1);
      const box = await text.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width, "the card fits the screen");
      assert.equal(await pageWidth(page), width);
      await page.screenshot({ path: screenshotPath(`navigation-text-preview-${locale}-${width}`) });

      // A split card: both faces, each with its own text; its link is described by them too.
      const fireIce = page.getByTestId("deck-0").getByRole("link", { name: "Fire // Ice" });
      await page.keyboard.press("Escape");
      await fireIce.focus();
      await text.waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="card-preview"]')?.dataset.card === "Fire // Ice",
      );
      assert.equal(await text.getByTestId("card-preview-face").count(), 2);
      assert.deepEqual(await text.getByTestId("card-preview-oracle").allInnerTexts(), [
        "Fire deals 2 damage divided as you choose among one or two targets.",
        "Tap target permanent.",
        "Draw a card.",
      ]);
      assert.match(await text.innerText(), /^Fire[\s\S]*Instant[\s\S]*Ice[\s\S]*Instant/);
      await page.screenshot({ path: screenshotPath(`navigation-split-preview-${locale}-${width}`) });
      assert.match((await fireIce.getAttribute("aria-describedby")) ?? "", /\bcard-preview-description\b/);
      const description = await page.locator("#card-preview-description").textContent();
      assert.match(
        description,
        locale === "en"
          ? /^Fire, 1 generic, red, Instant: Fire deals 2 damage divided as you choose among one or two targets\.; Ice, 1 generic, blue, Instant: Tap target permanent\.\nDraw a card\.$/
          : /^Fire、不特定マナ1、赤、Instant：Fire deals 2 damage/,
      );
      await page.keyboard.press("Escape");
    }
    await context.clearCookies();
    // The blocked images are the test's doing; Chromium logs them as failed resources.
    assert.deepEqual(
      errors.filter((error) => !/ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(error)),
      [],
    );
    await page.close();
  }
});

test("“On this page” links each section, the plan and each player's list, with and without JavaScript, in the reader's language", async ({
  app,
  context,
  launchBrowser,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, MODERN_TEAM);
  const nav = page.getByRole("navigation", { name: "On this page" });
  assert.deepEqual(await nav.getByRole("link").allInnerTexts(), [
    "Verdict",
    "Problems",
    "Everything to change",
    "Team cards",
    "Alice",
    "Bob",
    "About this check",
  ]);
  for (const link of await nav.getByRole("link").all()) {
    const target = (await link.getAttribute("href")).slice(1);
    assert.equal(await page.locator(`[id="${target}"]`).count(), 1, `#${target}`);
  }
  await nav.getByRole("link", { name: "Bob" }).click();
  await page.waitForURL(/#deck-1-heading$/);
  assert.ok(await page.locator("#deck-1-heading").isVisible());
  // In the window: at its top, or as near as the end of the page lets it come.
  assert.ok(await inWindow(page.locator("#deck-1-heading")), "Bob's list is in the window");
  assert.ok((await page.evaluate(() => window.scrollY)) > 0);
  await page.goto(page.url().split("#")[0]);
  await page.getByTestId("report-sections").screenshot({ path: screenshotPath("navigation-sections-en-1280") });

  // The same links without JavaScript, in Japanese, on a phone-sized page.
  const noScript = await launchBrowser(NO_JAVASCRIPT);
  const plain = await noScript.context.newPage();
  await plain.setViewportSize({ width: 360, height: 740 });
  await plain.goto(page.url().replace("/check?", "/ja/check?"));
  const jaNav = plain.getByRole("navigation", { name: "このページの内容" });
  assert.deepEqual(await jaNav.getByRole("link").allInnerTexts(), [
    "判定",
    "問題点",
    "直すところのまとめ",
    "チームのカード",
    "Alice",
    "Bob",
    "このチェックについて",
  ]);
  await jaNav.getByRole("link", { name: "チームのカード" }).click();
  await plain.waitForURL(/#team-heading$/);
  assert.ok(await inWindow(plain.locator("#team-heading")), "the team table is in the window");
  assert.equal(await pageWidth(plain), 360);
  await plain.goto(plain.url().split("#")[0]);
  await plain.screenshot({ path: screenshotPath("navigation-sections-ja-360") });
  await plain.close();
  await noScript.context.clearCookies();
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  "the section links and the table at 360 px in English and 1280 px in Japanese",
  { tag: "@corpus" },
  async ({ app, context, launchBrowser }) => {
    for (const [opened, width, locale] of [
      [(await launchBrowser(PHONE)).context, 360, "en"],
      [context, 1280, "ja"],
    ]) {
      const page = await opened.newPage();
      const errors = watchErrors(page);
      await serveCardImages(page);
      await checkTeamFromForm(page, app.base, commanderTeam());
      if (locale === "ja") await page.goto(page.url().replace("/check?", "/ja/check?"));
      await page.getByTestId("report-sections").waitFor();
      assert.equal(await pageWidth(page), width);
      await page.screenshot({ path: screenshotPath(`navigation-commander-${locale}-${width}`) });
      await context.clearCookies();
      assert.deepEqual(errors, []);
      await page.close();
    }
  },
);
