// A team written in Japanese and Italian, on card data with their printed names (an all_cards-style
// file made by ../shared/localized/make-all-cards.mjs in a temporary folder): the report names each
// card as the list wrote it beside its Oracle name, and the problem names it as each deck wrote it.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALIZED_DIR } from "../support/shared-corpus.mjs";
import { checkTeamFromForm, screenshotPath, watchErrors } from "./harness.mjs";
import { test as base } from "./fixtures.ts";

const LOCALIZED = LOCALIZED_DIR;

/** The worker's app reads an all_cards-style file with the Japanese and Italian printed names, made for it. */
const test = base.extend({
  appEnv: [
    async ({}, provide) => {
      const folder = mkdtempSync(join(tmpdir(), "2hg-e2e-languages-"));
      try {
        const file = join(folder, "all-cards.json");
        execFileSync(process.execPath, [join(LOCALIZED, "make-all-cards.mjs"), file, "--langs", "ja,it"], {
          stdio: "ignore",
        });
        await provide({ CARD_DATA: file });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: "worker" },
  ],
});

const TEAM = {
  format: "modern",
  names: ["Aiko", "Bruno"],
  lists: ["デッキ\n4 稲妻 (4BB) 208\n4 対(たい)抗(こう)呪(じゅ)文(もん)\n52 山", "Mazzo\n- 4 X Fulmine\n56 Montagna"],
};

test(
  "a Japanese and an Italian list: written names beside Oracle names, and the shared card named as each wrote it",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, TEAM);
    assert.deepEqual(
      await page.locator("[data-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-code"))),
      ["team-shared-card"],
    );
    const aiko = await page.getByTestId("deck-0").innerText();
    assert.match(aiko, /4\s+稲妻 \(Lightning Bolt\)/);
    assert.match(aiko, /4\s+対\(たい\)抗\(こう\)呪\(じゅ\)文\(もん\) \(Counterspell\)/);
    assert.match(aiko, /52\s+山 \(Mountain\)/);
    assert.match(await page.getByTestId("deck-1").innerText(), /4\s+Fulmine \(Lightning Bolt\)/);
    assert.match(await page.locator('[data-code="team-shared-card"]').innerText(), /Lightning Bolt/);
    await page.screenshot({ path: screenshotPath("languages-report"), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "in Japanese, the problem's heading, its fix and the plan name cards as each list wrote them, at 1280 and 360 px",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, TEAM);
    await page.goto(page.url().replace("/check?", "/ja/check?"));
    await page.getByTestId("verdict").waitFor();
    const shared = page.locator('[data-code="team-shared-card"]');
    // A 4-4 tie, both decks at 60: the team's choice, Aiko's deck standing in; the team's card as both lists wrote it.
    assert.match(await shared.locator("[data-testid=written-name]").first().innerText(), /稲妻/);
    const fix = await shared.getByTestId("fix").innerText();
    assert.match(
      fix,
      /稲妻、Fulmine \(Lightning Bolt\)は片方のデッキだけに入れてください（どちらのデッキに残すかはチームが決めてください）/,
    );
    assert.match(fix, /Montagna \(Mountain\)を4枚足す/);
    const plan = await page.getByTestId("fix-plan").innerText();
    assert.match(plan, /直すところのまとめ/);
    assert.match(
      plan,
      /Brunoのデッキ：Fulmine \(Lightning Bolt\)を4枚抜く、Montagna \(Mountain\)を4枚足す（60枚になります）/,
    );
    assert.match(plan, /稲妻 \(Lightning Bolt\)はどちらのデッキに残してもかまいません/);
    await page.screenshot({ path: screenshotPath("report-ja-written-1280"), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    await page.screenshot({ path: screenshotPath("report-ja-written-360"), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  },
);
