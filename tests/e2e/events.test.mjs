// The registration desk end to end (docs/organizers.md, The registration desk): an organizer opens an event,
// three teams register from a phone through its link (one not legal), the desk shows each within 5 s of its
// submission (waiting on the page), a team fixes its list through its edit link and the desk shows version 2;
// the desk's CSV and printed sheets hold all three, and a wrong key reads nothing. The app runs on PGlite in a
// DATA_DIR of its own, removed after.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { expect, PHONE, test } from "./fixtures";
import { screenshotPath, watchErrors } from "./harness.mjs";

/** The desk shows a submission within this long (the promise): it polls every 3 s. */
const DESK_DELAY_MS = 5_000;

const TEAMS = [
  {
    name: "Bolt Brothers",
    players: ["Alice", "Bob"],
    lists: ["4 Lightning Bolt\n56 Mountain", "4 Counterspell\n56 Island"],
  },
  { name: "Push Pals", players: ["Carol", "Dan"], lists: ["4 Fatal Push\n56 Swamp", "4 Opt\n56 Island"] },
  // Fire // Ice in both decks: the team rule's shared card (docs/rules.md).
  {
    name: "Ice Sharers",
    players: ["Erin", "Frank"],
    lists: ["4 Fire // Ice\n56 Island", "4 Fire // Ice\n56 Mountain"],
  },
];

test("an organizer's desk fills as three teams register from a phone, and shows a team's second version", async ({
  startApp,
  page,
  launchBrowser,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), "2hg-events-e2e-"));
  try {
    const app = await startApp({ DATA_DIR: dataDir });
    const errors = watchErrors(page);

    await page.goto(`${app.base}/events/new`);
    await page.getByLabel("Event name").fill("Friday Modern 2HG");
    await page.getByLabel("Date of the event").fill("2026-12-04");
    await page.getByLabel("Format").selectOption("modern");
    await page.getByTestId("create-event").click();
    const deskUrl = await page.getByTestId("desk-link").getAttribute("href");
    const teamsUrl = await page.getByTestId("teams-link").getAttribute("href");
    expect(deskUrl).toMatch(/\/events\/[\w-]{22}\/desk\?key=[\w-]{22}$/);
    await page.screenshot({ path: screenshotPath("events-created"), fullPage: true });

    const deskAnswer = await page.goto(deskUrl);
    expect(deskAnswer.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByTestId("roster-count")).toHaveText("No team yet");

    const { context: phone } = await launchBrowser(PHONE);
    const player = await phone.newPage();
    const phoneErrors = watchErrors(player);
    const editLinks = [];
    for (const [index, team] of TEAMS.entries()) {
      await player.goto(teamsUrl);
      await expect(player.getByTestId("event-rules")).toContainText("Modern");
      await player.getByLabel("Team", { exact: true }).fill(team.name);
      for (const seat of [0, 1]) {
        await player.locator(`#name${seat + 1}`).fill(team.players[seat]);
        await player.locator(`#list${seat + 1}`).fill(team.lists[seat]);
      }
      await player.getByTestId("check-team").click();
      await expect(player.getByTestId("team-verdict")).toHaveAttribute("data-legal", String(index !== 2));
      await player.getByTestId("submit-team").click();
      await expect(player.getByTestId("team-submitted")).toContainText("version 1");
      editLinks.push(await player.getByTestId("edit-link").getAttribute("href"));
      if (index === 2) await player.screenshot({ path: screenshotPath("events-phone-submitted"), fullPage: true });
      await expect(page.getByTestId("roster-row")).toHaveCount(index + 1, { timeout: DESK_DELAY_MS });
    }
    const rows = page.getByTestId("roster-row");
    await expect(rows.nth(0)).toContainText("Bolt Brothers");
    await expect(rows.nth(2)).toContainText("Not legal");
    await page.screenshot({ path: screenshotPath("events-desk"), fullPage: true });

    // Ice Sharers fix Frank's list through their edit link.
    await player.goto(editLinks[2]);
    await expect(player.locator("#list2")).toHaveValue(TEAMS[2].lists[1]);
    await player.locator("#list2").fill("4 Lightning Bolt\n56 Mountain");
    await player.getByTestId("submit-team").click();
    await expect(player.getByTestId("team-submitted")).toContainText("version 2");
    await expect(rows.nth(2)).toHaveAttribute("data-version", "2", { timeout: DESK_DELAY_MS });
    await expect(rows.nth(2)).toContainText("Legal");
    await rows.nth(2).getByRole("button").click();
    await expect(page.getByTestId("team-version")).toHaveCount(2);
    await expect(page.getByTestId("lines-added")).toContainText("4 Lightning Bolt");
    await expect(page.getByTestId("lines-removed")).toContainText("4 Fire // Ice");
    await page.screenshot({ path: screenshotPath("events-desk-versions"), fullPage: true });

    const csvHref = await page.getByTestId("event-csv").getAttribute("href");
    const csv = await page.request.get(`${app.base}${csvHref}`);
    const records = parse(await csv.text(), { bom: true, columns: true });
    expect(records.map((row) => [row.team, row.verdict])).toEqual([
      ["Bolt Brothers", "legal"],
      ["Push Pals", "legal"],
      ["Ice Sharers", "legal"],
    ]);
    await page.getByTestId("print-sheets").click();
    await expect(page.getByTestId("registration-sheets").locator(":scope > *")).toHaveCount(3);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByTestId("registration-sheets")).toContainText("Push Pals");
    await page.screenshot({ path: screenshotPath("events-sheets-print"), fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // A wrong key reads nothing: the page and the API answer 404, naming no team.
    const wrong = deskUrl.replace(/key=.*/, "key=AAAAAAAAAAAAAAAAAAAAAA");
    const wrongPage = await player.goto(wrong);
    expect(wrongPage.status()).toBe(404);
    await expect(player.locator("body")).not.toContainText("Bolt Brothers");
    const id = /events\/([\w-]+)\//.exec(deskUrl)[1];
    const api = await player.request.get(`${app.base}/api/events/${id}?key=AAAAAAAAAAAAAAAAAAAAAA`);
    expect(api.status()).toBe(404);
    expect(await api.text()).not.toContain("Bolt");
    expect(errors.filter((line) => !line.includes("404"))).toEqual([]);
    expect(phoneErrors.filter((line) => !line.includes("404"))).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
