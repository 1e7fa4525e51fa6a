// Issue 45, items 1, 3 and 8 through the pages, on card data with real printed names (an all_cards-style file
// of the shared corpus, every printing of the cards below in every language, made in a temporary folder):
// a Commander plan that keeps Rhystic Study in the one deck where it is legal (English, Spanish); Team
// Unified fixes that name the sideboard, and "Edit these lists" that puts it back in its field (English,
// Italian); the Spanish form's own example read clean, "Isla" with a note (Spanish, Japanese), German
// "Zwang" still ambiguous. Screenshots in test-results/.
import assert from "node:assert/strict";
import { readFileSync, rmSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeShare, withShareParam } from "../../lib/share/encode.ts";
import { makeAllCardsFile } from "../support/localized-cards.ts";
import { ROOT, TeamForm, formReady, screenshotPath, watchErrors } from "./harness.mjs";
import { test as base } from "./fixtures.ts";

/** The cards whose printed names these tests read, with the basic lands "Isla" and "Pantano" stray onto. */
const PRINTED = ["Counterspell", "Opt", "Lightning Bolt", "Monastery Swiftspear", "Thoughtseize", "Duress", "Coercion"];
const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Llanowar Elves", "Giant Growth"];

const test = base.extend({
  appEnv: [
    async ({}, provide) => {
      const folder = mkdtempSync(join(tmpdir(), "2hg-e2e-plan-names-"));
      try {
        await provide({ CARD_DATA: makeAllCardsFile(folder, [...PRINTED, ...BASICS]) });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
});

/** `/check?d=…` under a language's prefix, written by the encoder the app uses. */
function linkOf(check, prefix = "") {
  const encoded = encodeShare(check);
  assert.ok(encoded.fits);
  return `${prefix}${withShareParam("/check", encoded.param)}`;
}

const commanderList = (commander, cards, basic) =>
  ["Commander", `1 ${commander}`, "", "Deck", ...cards, `${99 - cards.length} ${basic}`].join("\n");

/** Kenji's mono-red Krenko and Sofía's blue-green Thrasios both play Rhystic Study under "no card in both decks". */
const RHYSTIC = {
  format: "commander",
  ruleset: "tournament",
  decks: [
    { name: "Kenji", list: commanderList("Krenko, Mob Boss", ["1 Rhystic Study"], "Mountain") },
    { name: "Sofía", list: commanderList("Thrasios, Triton Hero", ["1 Rhystic Study"], "Island") },
  ],
};

test(
  "a Commander plan keeps Rhystic Study in the blue deck and says nothing it does not do (English, Spanish)",
  { tag: "@corpus" },
  async ({ app, page }) => {
    const errors = watchErrors(page);
    await page.goto(`${app.base}${linkOf(RHYSTIC)}`);
    const plan = await page.getByTestId("fix-plan").innerText();
    assert.match(plan, /Kenji's deck: take out 1 Rhystic Study; add 1 Mountain; then 100 cards\./);
    assert.doesNotMatch(plan, /Sofía's deck/);
    assert.doesNotMatch(plan, /keeps it in/);
    assert.match(
      await page.locator('[data-code="team-shared-card"]').innerText(),
      /Keep Rhystic Study in one deck: take 1 out of Kenji's deck/,
    );
    await page.screenshot({ path: screenshotPath("plan-rhystic-en-1280"), fullPage: true });

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${app.base}${linkOf(RHYSTIC, "/es")}`);
    const planEs = await page.getByTestId("fix-plan").innerText();
    assert.match(planEs, /Mazo de Kenji: saca 1 Rhystic Study; añade 1 Mountain; queda con 100 cartas\./);
    assert.doesNotMatch(planEs, /Sofía/);
    await page.getByTestId("fix-plan").screenshot({ path: screenshotPath("plan-rhystic-es-360") });
    assert.deepEqual(errors, []);
  },
);

const UNIFIED = {
  format: "modern",
  ruleset: "tournament",
  variant: "unified",
  decks: [
    { name: "Alice", list: "4 Relic of Progenitus\n56 Mountain" },
    { name: "Bob", list: "60 Island\n\nSideboard\n2 Relic of Progenitus\n3 Negate" },
    {
      name: "Carol",
      list: "4 Kolaghan's Command\n56 Swamp\n\nSideboard\n2 Kolaghan's Command\n4 Duress\n4 Thoughtseize\n4 Fatal Push\n2 Go Blank",
    },
  ],
};

test(
  "Team Unified fixes name the sideboard, and Edit these lists puts it back in its field (English, Italian)",
  { tag: "@corpus" },
  async ({ app, page }) => {
    const errors = watchErrors(page);
    await page.goto(`${app.base}${linkOf(UNIFIED)}`);
    const item = (code) => page.locator(`[data-code="${code}"]`).first().innerText();
    assert.match(await item("too-many-copies"), /Take 2 Kolaghan's Command out of Carol's sideboard\./);
    assert.match(await item("team-shared-card"), /take 2 out of Bob's sideboard\./);
    assert.match(
      await item("sideboard-too-large"),
      /Take 1 Go Blank out of Carol's sideboard to bring it to 15 cards\./,
    );
    const plan = await page.getByTestId("fix-plan").innerText();
    assert.match(plan, /Bob's deck: take 2 Relic of Progenitus out of the sideboard; then 60 cards\./);
    assert.match(plan, /Carol's deck: take 2 Kolaghan's Command and 1 Go Blank out of the sideboard; then 60 cards\./);
    await page.screenshot({ path: screenshotPath("plan-sideboard-en-1280"), fullPage: true });

    await page.getByRole("link", { name: "Edit these lists" }).first().click();
    await formReady(page);
    const form = new TeamForm(page);
    assert.equal(await form.field("list3").inputValue(), "4 Kolaghan's Command\n56 Swamp");
    assert.equal(
      await form.field("sideboard3").inputValue(),
      "2 Kolaghan's Command\n4 Duress\n4 Thoughtseize\n4 Fatal Push\n2 Go Blank",
    );
    assert.ok(await form.field("sideboard3").isVisible());
    await page.screenshot({ path: screenshotPath("plan-sideboard-edit-en-1280"), fullPage: true });

    await page.goto(`${app.base}${linkOf(UNIFIED, "/it")}`);
    assert.match(await item("too-many-copies"), /Togli 2 Kolaghan's Command dalla sideboard di Carol\./);
    assert.match(await page.getByTestId("fix-plan").innerText(), /togli 2 Relic of Progenitus dalla sideboard/);
    await page.screenshot({ path: screenshotPath("plan-sideboard-it-1280"), fullPage: true });
    assert.deepEqual(errors, []);
  },
);

test(
  "the Spanish form's own example checks clean, Isla read as Island with a note (Spanish, Japanese); Zwang stays ambiguous",
  { tag: "@corpus" },
  async ({ app, page }) => {
    const errors = watchErrors(page);
    const teamForm = JSON.parse(readFileSync(join(ROOT, "messages/es.json"), "utf8")).teamForm;
    await page.goto(`${app.base}/es`);
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await formReady(page);
    const form = new TeamForm(page);
    await form.field("name1").fill("Lucía");
    await form.field("list1").fill(teamForm.listPlaceholder1);
    await form.field("name2").fill("Mateo");
    await form.field("list2").fill(teamForm.listPlaceholder2);
    // The example's Lightning Bolt, Swiftspear and Counterspell are Modern cards, not Standard ones (the form's first format).
    await form.field("format").selectOption("modern");
    await form.submit();
    const verdict = page.getByTestId("verdict");
    await verdict.waitFor();
    assert.equal(await verdict.getAttribute("data-legal"), "true");
    const codes = await page.locator("[data-code]").evaluateAll((items) => items.map((each) => each.dataset.code));
    assert.deepEqual([...new Set(codes)], ["stray-printed-name"]);
    const note = await page.locator('[data-code="stray-printed-name"]').first().innerText();
    assert.match(note, /Nota/);
    assert.match(note, /«Isla» se lee como Island: es su nombre en español; una impresión de Plains también lo lleva/);
    await page.screenshot({ path: screenshotPath("names-isla-es-1280"), fullPage: true });

    await page.goto(page.url().replace("/es/check", "/ja/check"));
    assert.match(
      await page.locator('[data-code="stray-printed-name"]').first().innerText(),
      /「Isla」はIslandと読みました/,
    );
    await page
      .locator('[data-code="stray-printed-name"]')
      .first()
      .screenshot({ path: screenshotPath("names-isla-ja") });

    // The page stays in Japanese (the saved choice): German Zwang is still either card.
    const zwang = {
      format: "modern",
      ruleset: "tournament",
      decks: [
        { name: "Ana", list: "4 Zwang\n56 Swamp" },
        { name: "Ben", list: "60 Island" },
      ],
    };
    await page.goto(`${app.base}${linkOf(zwang, "/ja")}`);
    assert.match(
      await page.locator('[data-code="ambiguous-card"]').first().innerText(),
      /「Zwang」はCoercion（ドイツ語）またはDuress（ドイツ語）のいずれかに当てはまります/,
    );
    assert.deepEqual(errors, []);
  },
);
