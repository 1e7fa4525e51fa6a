// Deck links on the home form (docs/decklist-formats.md, Deck links): a box whose only text is a link is read
// from the site's stand-in (tests/support/fake-deck-sites.ts), the report says where and when each deck was
// read, its share link reopens with no request, and a link that gives no deck names the deck and what to
// do, every box as typed; in English and in Japanese.
import assert from "node:assert/strict";
import { openEmptyForm, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";
import { DECK_LINKS, deckSitesEnv, serveFakeDeckSites } from "../support/fake-deck-sites.ts";

test.describe.configure({ mode: "serial" });

/** @type {Awaited<ReturnType<typeof serveFakeDeckSites>>} */
let sites;
/** @type {{ base: string }} */
let app;

test.beforeAll(async ({ startApp }) => {
  sites = await serveFakeDeckSites();
  // A short time limit: the slow stand-in holds its answer until the app gives the request up.
  app = await startApp({ ...deckSitesEnv(sites.url), DECK_LINK_TIMEOUT_MS: "1500" });
});
test.afterAll(async () => {
  await sites?.close();
});

const BOB = ["Deck", "4 Lightning Bolt", "56 Mountain"].join("\n");

test("a deck link pasted in the form is read, its report says where from, and its link reopens with no request @corpus", async ({
  page,
  form,
  context,
}) => {
  const errors = watchErrors(page);
  await openEmptyForm(page, app.base);
  await form.fill({ format: "modern", names: ["Alice", "Bob"], lists: [DECK_LINKS.archidektSixty, BOB] });
  await form.submit();
  await page.getByTestId("verdict").waitFor();
  const source = page.locator("[data-deck-source-line]");
  assert.equal(await source.count(), 1);
  assert.match(await source.innerText(), /^“Dimir Tempo” by bob_plays, as read from Archidekt on /);
  assert.equal(await source.locator("a").getAttribute("href"), "https://archidekt.com/decks/1002");
  assert.match(await page.getByTestId("deck-0").innerText(), /Take into Custody/);
  await page.screenshot({ path: screenshotPath("deck-links-report-1280"), fullPage: true });

  const link = await page.getByTestId("share-link").getAttribute("href");
  const sent = sites.requests.length;
  const reopened = await context.newPage();
  await reopened.goto(new URL(link, app.base).href);
  await reopened.getByTestId("verdict").waitFor();
  assert.match(await reopened.locator("[data-deck-source-line]").innerText(), /as read from Archidekt/);
  assert.equal(sites.requests.length, sent, "the share link reopened with no request to a deck site");
  assert.deepEqual(errors, []);
});

test("a link that gives no deck names the deck and what to do, and every box stays as typed", async ({
  page,
  form,
}) => {
  await openEmptyForm(page, app.base);
  await form.fill({ format: "modern", names: ["Alice", "Bob"], lists: [DECK_LINKS.archidektPrivate, BOB] });
  await page.locator("button[type=submit]").click();
  const refusal = page.getByTestId("form-refusal");
  await refusal.waitFor();
  assert.equal(
    await refusal.innerText(),
    "Alice's deck on Archidekt is private: make it public or unlisted on Archidekt, or use Export → Text there and paste the list here",
  );
  assert.equal(await form.field("list1").inputValue(), DECK_LINKS.archidektPrivate);
  assert.equal(await form.field("list2").inputValue(), BOB);
  assert.equal(new URL(page.url()).pathname, "/");
  await page.screenshot({ path: screenshotPath("deck-links-refused-1280") });
});

test("while it reads, the form says whose deck from which site; a site that does not answer in time is named", async ({
  page,
  form,
}) => {
  await openEmptyForm(page, app.base);
  await form.fill({ format: "modern", names: ["Alice", "Bob"], lists: [DECK_LINKS.archidektSlow, BOB] });
  await page.locator("button[type=submit]").click();
  await page.getByRole("status").filter({ hasText: "Reading Alice's deck from Archidekt…" }).waitFor();
  await page.screenshot({ path: screenshotPath("deck-links-reading-1280") });
  const refusal = page.getByTestId("form-refusal");
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /^Archidekt did not answer in time for Alice's deck: try again/);
  assert.equal(await form.field("list1").inputValue(), DECK_LINKS.archidektSlow);
});

test("in Japanese: a Moxfield and a Scryfall link of one partner deck read alike, and a refusal is worded in Japanese @corpus", async ({
  page,
  form,
}) => {
  await page.goto(`${app.base}/ja`);
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await form.ready();
  await form.fill({ format: "commander", names: ["アリス", "ボブ"], lists: [DECK_LINKS.moxfieldSixty, BOB] });
  // A refusing site first: recognized, refused without a request, worded in Japanese.
  await form.field("list1").fill("https://www.mtggoldfish.com/deck/6543210#paper");
  await page.locator("button[type=submit]").click();
  const refusal = page.getByTestId("form-refusal");
  await refusal.waitFor();
  assert.match(await refusal.innerText(), /^MTGGoldfishがアリスのデッキの読み取りを拒否しました/);
  await page.screenshot({ path: screenshotPath("deck-links-refused-ja-1280") });

  await form.field("list1").fill(DECK_LINKS.moxfieldPartners);
  await form.field("list2").fill(DECK_LINKS.scryfallPartners);
  await form.submit();
  await page.getByTestId("verdict").waitFor();
  const lines = await page.locator("[data-deck-source-line]").allInnerTexts();
  assert.equal(lines.length, 2);
  assert.match(lines[0], /^alice_brewsの「Ishai & Tormod Lurrus」（.+にMoxfieldから読み取り）$/);
  assert.match(lines[1], /Scryfallから読み取り/);
  const zones = (index) => page.getByTestId(`deck-${index}`).locator("[data-zone]").allInnerTexts();
  assert.deepEqual(await zones(0), await zones(1));
  await page.screenshot({ path: screenshotPath("deck-links-report-ja-1280"), fullPage: true });
});

test(
  "without JavaScript a deck link in the form is read too, and the report's link carries the list as read @corpus",
  { tag: "@no-js" },
  async ({ page, form }) => {
    await page.goto(`${app.base}/`);
    await form.fill({ format: "modern", names: ["Alice", "Bob"], lists: [DECK_LINKS.scryfallSixty, BOB] });
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await page.waitForURL(/\/check\?d=/);
    assert.match(await page.locator("[data-deck-source-line]").innerText(), /^As read from Scryfall on /);
    assert.match(await page.getByTestId("deck-0").innerText(), /Sphinx of Jwar Isle/);
  },
);
