// The team's optional name: typed on the form, kept in the draft, leading the report's title and the
// page's <title>, carried by the share link, printed on the lists' sheet, in the reader's language.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { LEGAL_TEAM, openForm, pageWidth, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

// Markup in a name is text, never markup.
const TEAM_NAME = "Team Rocket <b>";
const TITLE = "Team Rocket <b>: Alice and Bob · Modern 2HG";

test("a team name typed on the form survives a reload, leads the report's title, and travels in the share link", async ({
  app,
  context,
  page,
  form,
}) => {
  const errors = watchErrors(page);
  await openForm(page, app.base);
  await page.getByLabel("Team name (optional)").fill(`  ${TEAM_NAME} `);
  await form.fill(LEGAL_TEAM);
  // The draft keeps it, and "Start over" keeps it like the players' names.
  await page.reload();
  await form.ready();
  assert.equal(await form.field("teamName").inputValue(), `  ${TEAM_NAME} `);
  await page.getByRole("button", { name: "Start over" }).click();
  assert.equal(await form.field("list1").inputValue(), "");
  assert.equal(await form.field("teamName").inputValue(), `  ${TEAM_NAME} `);
  await page.getByRole("button", { name: "Undo" }).click();

  await form.submit();
  const verdict = page.getByTestId("verdict");
  await verdict.waitFor();
  await page.waitForFunction(() => document.title !== "");
  assert.match(await verdict.innerText(), new RegExp(`^${TITLE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  assert.equal(await page.title(), `Legal — ${TITLE} · 2HG Deck Check`);
  await page.screenshot({ path: screenshotPath("team-name-report-1280") });

  const link = await page.getByTestId("share-link").getAttribute("href");
  const fresh = await context.newPage();
  await fresh.goto(link);
  assert.match(await fresh.getByTestId("verdict").innerText(), /^Team Rocket <b>: Alice and Bob/);
  const og = await fresh.locator('meta[property="og:title"]').getAttribute("content");
  assert.equal(og, `Legal — ${TITLE}`);
  await fresh.getByTestId("print-lists").click();
  await fresh.waitForURL(/\/check\/print\?d=/);
  assert.match(
    await fresh.getByTestId("registration-sheet").innerText(),
    /Team Rocket <b>: Alice and Bob · Modern 2HG/,
  );
  const image = await fetch(link.replace("/check?", "/check/og?"));
  assert.equal(image.headers.get("content-type"), "image/png");
  writeFileSync(screenshotPath("team-name-og"), Buffer.from(await image.arrayBuffer()));
  await fresh.close();

  // Edit comes back to the form with the name, trimmed as the link carries it.
  await page.getByRole("link", { name: "Edit these lists" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  assert.equal(await form.field("teamName").inputValue(), TEAM_NAME);
  assert.deepEqual(errors, []);
  await page.close();
});

test(
  "on a phone in Spanish, the name leads the title in the reader's words, and nothing overflows",
  { tag: "@phone" },
  async ({ app, page, form }) => {
    const errors = watchErrors(page);
    await page.goto(`${app.base}/es`);
    await page.locator("form[data-ready]").waitFor();
    await page.getByLabel("Nombre del equipo (opcional)").fill("Los Gigantes de Sevilla");
    await form.fill(LEGAL_TEAM);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath("team-name-form-360") });
    await form.submit();
    const verdict = page.getByTestId("verdict");
    await verdict.waitFor();
    assert.match(await verdict.innerText(), /^Los Gigantes de Sevilla: Alice y Bob · Modern Gigante de dos cabezas/);
    assert.ok((await pageWidth(page)) <= 360, "no sideways scroll at 360 px");
    await page.screenshot({ path: screenshotPath("team-name-report-360") });
    assert.deepEqual(errors, []);
    await page.close();
  },
);
