// The event's date (docs/rules.md, Legal on a date): the form's date field (today by default) decides the
// verdict, the report says which day it is for in the reader's language, the share link keeps the date,
// and the printed sheet shows it. Underworld Breach was banned in Modern on 31 March 2025.
import assert from "node:assert/strict";
import { openEmptyForm, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

const BREACH_TEAM = {
  format: "modern",
  names: ["Alice", "Bob"],
  lists: [["4 Underworld Breach", "56 Mountain"].join("\n"), "60 Island"],
};

test(
  "a date set in the form decides the verdict, shows on the page and the printed sheet, and the link keeps it in another language",
  { tag: "@corpus" },
  async ({ app, launchBrowser, page, form }) => {
    const errors = watchErrors(page);
    await openEmptyForm(page, app.base);
    // Today by default, on the server's clock.
    assert.equal(await form.field("eventDate").inputValue(), new Date().toISOString().slice(0, 10));
    await form.fill(BREACH_TEAM);
    await form.field("eventDate").fill("2025-03-30");
    await page.screenshot({ path: screenshotPath("event-date-form-1280") });
    await form.submit();

    const verdict = page.getByTestId("verdict");
    await verdict.waitFor();
    assert.equal(await verdict.getAttribute("data-legal"), "true");
    const line = page.getByTestId("verdict-event-date");
    assert.equal(await line.getAttribute("data-event-date"), "2025-03-30");
    assert.match(await line.innerText(), /^Legal on Sunday, March 30, 2025\n+Checked for the event's date/);
    await page.screenshot({ path: screenshotPath("event-date-report-en") });

    // The link opens in each reader's language, for the same day: a Spanish reader's browser of its own
    // (choosing a language is kept in a cookie, which this test's English page would share).
    const link = new URL(await page.getByTestId("share-link").getAttribute("href"), app.base);
    const { context: spanishReader } = await launchBrowser({ locale: "es-ES" });
    const spanish = await spanishReader.newPage();
    await spanish.goto(`${app.base}/es${link.pathname}${link.search}`);
    const spanishLine = spanish.getByTestId("verdict-event-date");
    await spanishLine.waitFor();
    assert.match(await spanishLine.innerText(), /^Legal el domingo, 30 de marzo de 2025/);
    await spanish.screenshot({ path: screenshotPath("event-date-report-es") });

    // The printed sheet says the day, in the reader's language.
    await spanish.getByTestId("print-lists").click();
    await spanish.waitForURL(/\/check\/print\?d=/);
    assert.match(
      await spanish.getByTestId("registration-sheet").innerText(),
      /Fecha del evento\s+domingo, 30 de marzo de 2025/,
    );
    await spanish.screenshot({ path: screenshotPath("event-date-sheet-es") });
    await spanish.close();

    // Two days later the ban is in force, dated.
    await page.getByRole("link", { name: "Edit these lists" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await form.ready();
    assert.equal(await form.field("eventDate").inputValue(), "2025-03-30");
    await form.field("eventDate").fill("2025-04-01");
    await form.submit();
    await verdict.waitFor();
    assert.equal(await verdict.getAttribute("data-legal"), "false");
    assert.match(await line.innerText(), /^Not legal on Tuesday, April 1, 2025/);
    assert.match(
      await page.getByTestId("problems").innerText(),
      /Underworld Breach is banned in Modern since March 31, 2025/,
    );
    assert.deepEqual(errors, []);
  },
);

test("in Japanese, a check without a date says it answered for today", { tag: "@corpus" }, async ({ app, page }) => {
  const errors = watchErrors(page);
  const today = new Date().toISOString().slice(0, 10);
  // A link written without a date (the API's, or one from before the field): the check answers for today.
  const response = await fetch(`${app.base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      format: "modern",
      decks: [
        { name: "Alice", list: BREACH_TEAM.lists[0] },
        { name: "Bob", list: BREACH_TEAM.lists[1] },
      ],
    }),
  });
  const report = await response.json();
  assert.equal(report.eventDate, today);
  assert.equal(report.eventDateGiven, false);
  await page.goto(`${app.base}/ja${report.share}`);
  const line = page.getByTestId("verdict-event-date");
  await line.waitFor();
  assert.match(await line.innerText(), /使用不可/);
  assert.match(await line.innerText(), /イベントの日付が指定されていないため、今日/);
  await page.screenshot({ path: screenshotPath("event-date-report-ja") });
  assert.deepEqual(errors, []);
});
