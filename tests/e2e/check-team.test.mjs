// The main journeys: paste two lists, check, read the report, share it, come back to edit.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import {
  LEGAL_TEAM,
  ROOT,
  SHARED_CARD_TEAM,
  checkTeamFromForm,
  fillTeam,
  formReady,
  openEmptyForm,
  openForm,
  watchErrors,
} from "./harness.mjs";
import { test } from "./fixtures.ts";

async function problemCodes(page) {
  return page.locator("[data-code]").evaluateAll((items) => items.map((item) => item.getAttribute("data-code")));
}

test("a card in both decks: one problem, named, cited, and the classic rule would allow it", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, SHARED_CARD_TEAM);

  const verdict = page.getByTestId("verdict");
  assert.equal(await verdict.getAttribute("data-legal"), "false");
  assert.match(await page.getByRole("heading", { level: 1 }).innerText(), /1 problem$/);
  assert.match(await verdict.innerText(), /1 problem/);
  assert.match(await verdict.innerText(), /Modern \(?.*2HG: Alice and Bob/);
  assert.deepEqual(await problemCodes(page), ["team-shared-card"]);

  const shared = page.locator('[data-code="team-shared-card"]');
  const text = await shared.innerText();
  assert.match(text, /Lightning Bolt/);
  assert.match(text, /Alice, line 1 · Bob, line 1/);
  assert.match(text, /MTR 9\.5, 8\.4/);
  assert.match(await page.getByTestId("alternate").innerText(), /four copies combined/);

  const row = page.getByTestId("team-table").locator("tr", { hasText: "Lightning Bolt" });
  assert.equal(await row.getAttribute("data-status"), "error");
  assert.match(await row.innerText(), /2\s+2\s+4\s+4, one deck\s+[\s\S]*Problem/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a legal team: Legal, no problems, and ignored lines explained", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, LEGAL_TEAM);

  assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "true");
  assert.match(await page.getByTestId("verdict").innerText(), /Legal/);
  assert.equal(await page.getByTestId("problems").count(), 0);
  const firstDeck = await page.getByTestId("deck-0").innerText();
  assert.match(firstDeck, /Main deck: 60/);
  assert.match(firstDeck, /Not counted/);
  assert.match(firstDeck, /Maybeboard/);
  const about = await page.getByRole("region", { name: "About this check" }).innerText();
  assert.match(about, /Tournament \(MTR\)/);
  assert.match(about, /MTR 27 Feb 2026/);
  assert.match(about, /Card data/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the share link reopens the same report in a fresh page, and Edit returns to the filled form", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, SHARED_CARD_TEAM);
  const link = await page.getByTestId("share-link").getAttribute("href");
  assert.ok(link?.startsWith(app.base + "/check?d=2."), `absolute version 2 link, got ${link}`);
  // The URL is folded under "Show the link": its text is the link itself.
  assert.equal(await page.getByTestId("share-link").textContent(), link);
  const codes = await problemCodes(page);
  const headline = await page.getByTestId("verdict").innerText();

  const fresh = await context.newPage();
  const freshErrors = watchErrors(fresh);
  const response = await fresh.goto(link);
  assert.equal(response?.status(), 200);
  assert.deepEqual(await problemCodes(fresh), codes);
  assert.equal(await fresh.getByTestId("verdict").innerText(), headline);
  await fresh.close();

  await page.getByRole("link", { name: "Edit these lists" }).click();
  await page.waitForURL((url) => url.pathname === "/" && url.search === "");
  assert.equal(await page.getByLabel("Player 2’s decklist").inputValue(), SHARED_CARD_TEAM.lists[1]);
  assert.equal(await page.getByLabel("Player 1’s name").inputValue(), "Alice");
  assert.deepEqual([...errors, ...freshErrors], []);
  await page.close();
});

test("an unknown card name gets Scryfall's suggestions", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const team = {
    ...LEGAL_TEAM,
    lists: [LEGAL_TEAM.lists[0], LEGAL_TEAM.lists[1].replace("4 Counterspell", "4 Counterspel")],
  };
  await checkTeamFromForm(page, app.base, team);
  const unknown = page.locator('[data-code="unknown-card"]');
  assert.match(await unknown.innerText(), /Did you mean: .*Counterspell/);
  assert.match(await unknown.innerText(), /Bob, line 1/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("damaged, truncated and hostile links give a readable page, never a server error", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const good = await (async () => {
    await checkTeamFromForm(page, app.base, SHARED_CARD_TEAM);
    return new URL(await page.getByTestId("share-link").getAttribute("href")).searchParams.get("d");
  })();
  const cases = [
    "/check",
    "/check?d=",
    `/check?d=${encodeURIComponent(good.slice(0, Math.floor(good.length / 2)))}`,
    "/check?d=1.%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "/check?d=2.abc",
    "/check?d=2.%2B%2B%2B",
    "/check?d=3.abc",
    "/check?d=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    `/check?d=${"x".repeat(15000)}`,
  ];
  for (const path of cases) {
    const response = await page.goto(app.base + path);
    assert.ok(response && response.status() < 500, `${path.slice(0, 60)} answered ${response?.status()}`);
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), "This link is damaged", path.slice(0, 60));
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test("a reload keeps the typed lists, names, format and rule", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openForm(page, app.base);
  const team = { ...SHARED_CARD_TEAM, format: "legacy", names: ["Ann", "Ben"] };
  await fillTeam(page, team, "classic");
  await page.reload();
  await formReady(page);
  assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), team.lists[0]);
  assert.equal(await page.getByLabel("Player 2’s decklist").inputValue(), team.lists[1]);
  assert.equal(await page.getByLabel("Player 2’s name").inputValue(), "Ben");
  assert.equal(await page.getByLabel("Format").inputValue(), "legacy");
  assert.ok(await page.getByLabel("Classic: 4 copies combined").isChecked());
  assert.deepEqual(errors, []);
  await page.close();
});

test("what is typed before the page's script runs is kept, not replaced by the stored draft", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openForm(page, app.base);
  await fillTeam(page, LEGAL_TEAM);
  // Hold the scripts back, so the next visit is typed into before the form is live.
  let release = () => {};
  const held = new Promise((resolve) => (release = resolve));
  const script = (url) => url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js");
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(app.base + "/", { waitUntil: "commit" });
  await page.getByLabel("Player 1’s name").fill("Early Bird");
  assert.equal(await page.locator("form[data-ready]").count(), 0, "typed while the form was not live yet");
  release();
  await formReady(page);
  assert.equal(await page.getByLabel("Player 1’s name").inputValue(), "Early Bird");
  assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), "", "the stored draft is not mixed in");
  await page.reload();
  await formReady(page);
  assert.equal(await page.getByLabel("Player 1’s name").inputValue(), "Early Bird", "what was typed became the draft");
  assert.deepEqual(errors, []);
  await page.close();
});

test("keyboard only: Tab to the fields, type, Ctrl+Enter checks", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openEmptyForm(page, app.base);
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
  async function tabTo(id) {
    for (let step = 0; step < 15 && (await focusedId()) !== id; step += 1) await page.keyboard.press("Tab");
    assert.equal(await focusedId(), id, `Tab reaches #${id}`);
  }
  await tabTo("name1");
  await page.keyboard.type("Kim");
  await tabTo("list1");
  await page.keyboard.type("4 Lightning Bolt\n56 Mountain");
  await tabTo("name2");
  await page.keyboard.type("Lee");
  await tabTo("list2");
  await page.keyboard.type("4 Lightning Bolt\n56 Island");
  await tabTo("format");
  await page.keyboard.type("Mod");
  assert.equal(await page.getByLabel("Format").inputValue(), "modern");
  await page.keyboard.press("Control+Enter");
  await page.waitForURL(/\/check\?d=/);
  assert.match(await page.getByTestId("verdict").innerText(), /Kim and Lee/);
  assert.deepEqual(await problemCodes(page), ["team-shared-card"]);
  assert.deepEqual(errors, []);
  await page.close();
});

test("lists too long for a link: a message names the limit and the text stays", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openForm(page, app.base);
  let seed = 7;
  const word = () =>
    Array.from({ length: 9 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join("");
  const long = Array.from({ length: 900 }, () => `1 ${word()} ${word()}`).join("\n");
  await fillTeam(page, { ...LEGAL_TEAM, lists: [long, long] });
  await page.getByRole("button", { name: "Check", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: "too long" });
  await alert.waitFor();
  assert.match(await alert.innerText(), /at most 14,000/);
  assert.equal(new URL(page.url()).pathname, "/");
  assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), long);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the copy button copies the share link", async ({ app, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.base });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await checkTeamFromForm(page, app.base, LEGAL_TEAM);
  await page.getByRole("button", { name: "Copy link" }).click();
  await page.getByText("Copied", { exact: true }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.getByTestId("share-link").getAttribute("href"));
  assert.deepEqual(errors, []);
  await page.close();
});

test("without JavaScript the form still checks the team", { tag: "@no-js" }, async ({ app, page }) => {
  await page.goto(app.base + "/");
  await fillTeam(page, SHARED_CARD_TEAM);
  await page.getByRole("button", { name: "Check", exact: true }).click();
  await page.waitForURL(/\/check\?d=/);
  assert.match(await page.getByTestId("verdict").innerText(), /1 problem/);
  assert.deepEqual(await problemCodes(page), ["team-shared-card"]);
});

test("a browser without CompressionStream still writes the link itself", async ({ app, context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    delete globalThis.CompressionStream;
  });
  await checkTeamFromForm(page, app.base, SHARED_CARD_TEAM);
  assert.match(new URL(page.url()).searchParams.get("d") ?? "", /^2\.[A-Za-z0-9_-]+$/);
  assert.deepEqual(await problemCodes(page), ["team-shared-card"]);
  assert.deepEqual(errors, []);
  await page.close();
});

// Written by another DEFLATE encoder (zlib), as links written before fflate were: they are out there and must open.
// Its lists were never legal under these rules (a card in both decks): the stored verdict is said to be forged.
test("a link made when the team was legal says its stored verdict does not match its lists", async ({
  app,
  context,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const check = {
    format: SHARED_CARD_TEAM.format,
    ruleset: "tournament",
    decks: SHARED_CARD_TEAM.lists.map((list, index) => ({ name: SHARED_CARD_TEAM.names[index], list })),
    checkedAt: "2025-01-15T10:00:00.000Z",
    legal: true,
  };
  const param = `2.${deflateRawSync(JSON.stringify(check)).toString("base64url")}`;
  await page.goto(`${app.base}/check?d=${encodeURIComponent(param)}`);
  const changed = await page.getByTestId("verdict-changed").innerText();
  assert.match(changed, /^This link says the team was legal \(15 Jan 2025, 10:00 UTC\)/);
  assert.match(changed, /the link’s stored verdict does not match its lists\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("card data that cannot be had gives a readable page, and the lists stay in the link", async ({
  app,
  context,
  startApp,
}) => {
  test.skip(
    ["oracle-cards.compact.json", "oracle-cards.json"].some((file) => existsSync(join(ROOT, "data", file))),
    "a download exists in data/, so the app would not use live Scryfall",
  );
  // No bulk data and a Scryfall address where nothing listens: the live source fails at once.
  const offline = await startApp({ CARD_DATA: "", SCRYFALL_API_URL: "http://127.0.0.1:9" });
  const page = await context.newPage();
  try {
    const link = (await problemLink(app, context)).replace(app.base, offline.base);
    const response = await page.goto(link);
    assert.ok(response && response.status() < 500, `answered ${response?.status()}`);
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), "Card data is not available right now");
    const message = await page.getByTestId("card-data-unavailable").innerText();
    // The page says why (Scryfall's address could not be reached) and what to do.
    assert.match(message, /Scryfall \(http:\/\/127\.0\.0\.1:9\/cards\/collection\) could not be reached/);
    assert.match(message, /use offline card data/);
    await page.getByRole("link", { name: "Edit the lists" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    assert.equal(await page.getByLabel("Player 1’s decklist").inputValue(), SHARED_CARD_TEAM.lists[0]);
  } finally {
    await page.close();
    offline.stop();
  }
});

async function problemLink(app, context) {
  const page = await context.newPage();
  try {
    await checkTeamFromForm(page, app.base, SHARED_CARD_TEAM);
    return await page.getByTestId("share-link").getAttribute("href");
  } finally {
    await page.close();
  }
}
