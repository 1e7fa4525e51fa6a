// 2HG Limited (Sealed, Draft): paste the team's pool beside the two decks, see the shared sideboard and
// the cards the decks play beyond the pool, share it, and open the link with JavaScript off.
import assert from "node:assert/strict";
import {
  SEALED_TEAM,
  checkTeamFromForm,
  fillTeam,
  formReady,
  openForm,
  pageWidth,
  problemCodes,
  screenshotPath,
  watchErrors,
} from "./harness.mjs";
import { NO_JAVASCRIPT, test } from "./fixtures.ts";

/** Alice plays an Innocent Bystander beside Bob's three (the pool has three), Bob a Snow-Covered Swamp, and the pool has a typo. */
const OVER_THE_POOL = {
  ...SEALED_TEAM,
  lists: [
    SEALED_TEAM.lists[0].replace("9 Plains (MKM) 272", "8 Plains (MKM) 272\n1 Innocent Bystander (MKM) 133"),
    SEALED_TEAM.lists[1].replace("9 Swamp", "8 Swamp\n1 Snow-Covered Swamp"),
  ],
  pool: SEALED_TEAM.pool.replace("2 Nervous Gardener (MKM) 169", "2 Nervus Gardener"),
};

test(
  "the pool fields appear with Limited only, and what is typed in them survives a switch of format and a reload",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openForm(page, app.base);
    const pool = page.getByLabel("Team pool (Sealed/Draft)");
    await page.getByLabel("Format").selectOption("modern");
    assert.equal(await pool.isVisible(), false);
    assert.equal(await page.getByLabel("Tournament (MTR)").isVisible(), true);
    await page.getByLabel("Format").selectOption("limited");
    assert.equal(await pool.isVisible(), true);
    assert.equal(await page.getByLabel("Tournament (MTR)").isVisible(), false, "no team rule in Limited");
    await pool.fill(SEALED_TEAM.pool);
    await page.getByLabel("Also allowed").fill("1 Lightning Helix");
    await page.getByLabel("Format").selectOption("pioneer");
    await page.reload();
    await formReady(page);
    assert.equal(await pool.isVisible(), false);
    await page.getByLabel("Format").selectOption("limited");
    assert.equal(await pool.inputValue(), SEALED_TEAM.pool);
    assert.equal(await page.getByLabel("Also allowed").inputValue(), "1 Lightning Helix");
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "a Sealed team built from its pool is legal, and the report lists the shared sideboard",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, SEALED_TEAM);
    assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "true");
    assert.match(await page.getByTestId("verdict").innerText(), /Limited \(Sealed \/ Draft\) 2HG: Alice and Bob/);
    assert.deepEqual(await problemCodes(page), []);
    const pool = await page.getByTestId("pool").innerText();
    assert.match(pool, /Shared sideboard/);
    assert.match(pool, /pool has 90 cards/);
    assert.match(pool, /shared sideboard \(MTR 9\.6, CR 100\.4c\): 44 cards/);
    assert.match(await page.getByTestId("shared-sideboard").innerText(), /4\s+Undercover Crocodelf/);
    assert.match(await page.getByRole("region", { name: "About this check" }).innerText(), /None in Limited/);
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "cards beyond the pool and a pool typo: each problem names its decks, lines and pool line; screenshots at 1280 and 360 px",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, OVER_THE_POOL);
    assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "false");
    assert.deepEqual(await problemCodes(page), ["not-in-pool", "unknown-card", "not-in-pool"]);
    const over = await page.locator('[data-code="not-in-pool"]').first().innerText();
    assert.match(over, /Alice, line 22 · Bob, line 18 · Team pool, line 43/);
    assert.match(over, /Alice plays 1 and Bob plays 3 Innocent Bystander; the pool has 3/);
    assert.match(over, /MTR 7\.2, 9\.6; CR 100\.4c/);
    const typo = await page.locator('[data-group="pool"] [data-code="unknown-card"]').innerText();
    assert.match(typo, /Team pool, line 48/);
    assert.match(typo, /Did you mean: .*Nervous Gardener/);
    assert.match(
      await page.locator('[data-group="deck-1"]').innerText(),
      /Snow-Covered Swamp[\s\S]*not Snow-Covered basics or Wastes/,
    );

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 780 });
      assert.ok((await pageWidth(page)) <= width, `report scrollWidth ${await pageWidth(page)} > ${width}`);
      await page.screenshot({ path: screenshotPath(`limited-report-${width}`), fullPage: true });
    }
    await page.goto(app.base + "/");
    await formReady(page);
    await page.setViewportSize({ width: 360, height: 780 });
    assert.ok((await pageWidth(page)) <= 360, `home scrollWidth ${await pageWidth(page)} > 360`);
    await page.screenshot({ path: screenshotPath("limited-home-360"), fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "the link opens the same report with JavaScript off, and Edit brings the pool back",
  { tag: "@corpus" },
  async ({ app, context, launchBrowser }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, OVER_THE_POOL);
    const link = await page.getByTestId("share-link").getAttribute("href");
    assert.ok(link.length < 8000, `link of ${link.length} characters`);
    const codes = await problemCodes(page);
    // The preview names the verdict, the format and the players, never a card of the pool.
    assert.equal(await page.title(), "3 problems — Limited (Sealed / Draft) 2HG: Alice and Bob · 2HG Deck Check");
    const image = await page.request.get(link.replace("/check?", "/check/og?"));
    assert.equal(image.status(), 200);
    assert.equal(image.headers()["content-type"], "image/png");

    const noScript = await launchBrowser(NO_JAVASCRIPT);
    try {
      const plain = await noScript.context.newPage();
      const response = await plain.goto(link);
      assert.equal(response?.status(), 200);
      assert.deepEqual(await problemCodes(plain), codes);
      assert.match(await plain.getByTestId("shared-sideboard").innerText(), /4\s+Undercover Crocodelf/);
    } finally {
      await noScript.close();
    }

    await page.getByRole("link", { name: "Edit these lists" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.search === "");
    await formReady(page);
    assert.equal(await page.getByLabel("Format").inputValue(), "limited");
    assert.equal(await page.getByLabel("Team pool (Sealed/Draft)").inputValue(), OVER_THE_POOL.pool);
    assert.deepEqual(errors, []);
    await page.close();
  },
);

test(
  "without JavaScript, choosing Limited shows the pool field and the form checks against it",
  { tag: ["@corpus", "@no-js"] },
  async ({ app, page }) => {
    await page.goto(app.base + "/");
    assert.equal(await page.getByLabel("Team pool (Sealed/Draft)").isVisible(), false);
    await fillTeam(page, { ...SEALED_TEAM, allowed: "1 Lightning Helix" });
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.waitForURL(/\/check\?d=/);
    assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "true");
    assert.match(await page.getByTestId("pool").innerText(), /organizer allows 1 card more/);
  },
);

test(
  "Limited without a pool checks sizes and names only, and says how to run the pool check",
  { tag: "@corpus" },
  async ({ app, context }) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await checkTeamFromForm(page, app.base, { ...SEALED_TEAM, pool: "" });
    assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "true");
    assert.match(await page.getByTestId("verdict-pool-not-checked").innerText(), /was not checked/);
    const note = page.getByTestId("pool-not-checked");
    assert.match(await note.innerText(), /paste the pool under “Team pool \(Sealed\/Draft\)”/);
    await note.getByRole("link", { name: "edit these lists" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await formReady(page);
    assert.equal(await page.getByLabel("Team pool (Sealed/Draft)").isVisible(), true);
    assert.deepEqual(errors, []);
    await page.close();
  },
);
