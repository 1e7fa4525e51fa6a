// The registration desk in Spanish, Italian and Japanese on a phone (docs/organizers.md, The registration
// desk): an event opened through the API in the organizer's language, one team registered through it (checked
// on the event's day), then the teams' page and the desk at 360 px, each in its language with the roster's
// row, and no page wider than the phone. The app runs on PGlite in a DATA_DIR of its own, removed after.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, PHONE, test } from "./fixtures";
import { screenshotPath, watchErrors } from "./harness.mjs";

const LANGUAGES = [
  { locale: "es", roster: "1 equipo", register: "Inscribe a tu equipo", submit: "Enviar" },
  { locale: "it", roster: "1 squadra", register: "Iscrivi la tua squadra", submit: "Invia" },
  { locale: "ja", roster: "1チーム", register: "チームを登録", submit: "提出" },
];

test("the teams' page and the desk read in Spanish, Italian and Japanese at 360 px @phone", async ({
  startApp,
  page,
}) => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), "2hg-events-languages-"));
  try {
    const app = await startApp({ DATA_DIR: dataDir });
    const errors = watchErrors(page);
    for (const { locale, roster, register, submit } of LANGUAGES) {
      const created = await page.request.post(`${app.base}/api/events`, {
        data: { name: `2HG ${locale}`, date: "2026-12-04", format: "modern", language: locale },
      });
      expect(created.status()).toBe(201);
      const event = await created.json();
      const team = await page.request.post(`${app.base}/api/events/${event.id}/teams`, {
        data: {
          name: "Rayo",
          decks: [
            { name: "Ana", list: "4 Lightning Bolt\n56 Mountain" },
            { name: "Bea", list: "4 Counterspell\n56 Island" },
          ],
        },
      });
      expect(team.status()).toBe(201);
      expect((await team.json()).report).toMatchObject({ legal: true, eventDate: "2026-12-04" });

      // The teams' link is every player's own language's; the desk's is the organizer's.
      await page.goto(`${app.base}/${locale}${new URL(event.teams.url).pathname}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toContainText(register);
      await expect(page.getByTestId("submit-team")).toContainText(submit);
      await page.screenshot({ path: screenshotPath(`events-register-${locale}-phone`), fullPage: true });

      await page.goto(event.organizer.url);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByTestId("roster-count")).toHaveText(roster);
      await expect(page.getByTestId("roster-row")).toHaveCount(1);
      await expect(page.getByTestId("roster-row")).toContainText("Rayo");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`events-desk-${locale}-phone`), fullPage: true });
    }
    expect(errors).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
