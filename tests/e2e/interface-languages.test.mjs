// The interface in English, Spanish, Italian and Japanese (docs/development.md, Languages), through the real pages:
// Accept-Language, the language control and its cookie, a report with problems, /organizer, share links
// without a language, the API's `language`; screenshots of each page in each language at 1280 and 360 px,
// and no English left on a Spanish, Italian or Japanese page but card names and rule citations.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { MESSY_TEAM, ROOT, SHARED_CARD_TEAM, screenshotPath, TeamForm, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

const LANGUAGES = ["es", "it", "ja"];

/** Lines the reader leaves out: an Arena list's Maybeboard section, an Archidekt line in the Tokens category. */
const IGNORED_LINES_TEAM = {
  format: "modern",
  names: ["Alice", "Bob"],
  lists: [
    ["Deck", SHARED_CARD_TEAM.lists[0], "", "Maybeboard", "1 Opt"].join("\n"),
    [SHARED_CARD_TEAM.lists[1], "1x Treasure (tc) 1 [Tokens]"].join("\n"),
  ],
};

/** A check the input refuses: more copies of a card than any list could mean. */
const REFUSED_TEAM = { format: "modern", names: ["Alice", "Bob"], lists: ["1000 Island", SHARED_CARD_TEAM.lists[1]] };
const messages = (locale) => JSON.parse(readFileSync(join(ROOT, "messages", `${locale}.json`), "utf8"));
const EN = messages("en");

/**
 * Every English phrase of the interface (each message's text between its placeholders and tags) of 12
 * characters or more, leaving out the messages a language keeps as they are (the app's and formats' names).
 */
function englishPhrases(language) {
  const translated = messages(language);
  const phrases = new Set();
  const walk = (node, other) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== "string") walk(value, other?.[key]);
      else if (value !== other?.[key]) {
        for (const part of value.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<[^>]+>/))
          if (part.trim().length >= 12) phrases.add(part.trim());
      }
    }
  };
  walk(EN, translated);
  return [...phrases];
}

/** The page's words with what may stay English taken out: the card names, the lists as pasted, rule citations, the link. */
async function pageWords(page) {
  return page.evaluate(() => {
    const skip =
      "a[href*='scryfall.com'], code, cite, [data-testid='share-link'], [data-code] .font-mono, script, style";
    const clone = document.body.cloneNode(true);
    for (const node of clone.querySelectorAll(skip)) node.remove();
    return clone.innerText;
  });
}

async function assertNoEnglish(page, language, where) {
  const text = await pageWords(page);
  const left = englishPhrases(language).filter((phrase) => text.includes(phrase));
  assert.deepEqual(left, [], `${where}: English left on the page`);
}

async function withBrowser(launchBrowser, options, run) {
  const browser = await launchBrowser(options);
  try {
    await run(browser.context);
  } finally {
    await browser.close();
  }
}

/** Fills the home form by its fields' names, which are the same in every language, and sends it. */
async function submitTeam(page, team) {
  const form = new TeamForm(page);
  await form.ready();
  await form.fill(team);
  await form.submit();
}

async function checkTeam(page, team) {
  await submitTeam(page, team);
  await page.getByTestId("verdict").waitFor();
}

test("a first visit follows Accept-Language; the control switches language and the choice sticks", async ({
  app,
  launchBrowser,
}) => {
  await withBrowser(launchBrowser, { locale: "ja-JP" }, async (context) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${app.base}/`);
    assert.equal(new URL(page.url()).pathname, "/ja");
    assert.equal(await page.locator("html").getAttribute("lang"), "ja");
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), messages("ja").home.title);
    const control = page.getByRole("navigation", { name: "言語" });
    assert.deepEqual(await control.getByRole("link").allInnerTexts(), ["English", "Español", "Italiano", "日本語"]);

    await control.getByRole("link", { name: "English" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    // The browser still asks for Japanese; the saved choice wins over it.
    await page.goto(`${app.base}/organizer`);
    assert.equal(new URL(page.url()).pathname, "/organizer");
    assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), EN.organizerPage.title);

    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Italiano" }).click();
    await page.waitForURL((url) => url.pathname === "/it/organizer");
    await page.goto(`${app.base}/`);
    assert.equal(new URL(page.url()).pathname, "/it");
    assert.deepEqual(errors, []);
  });
});

test("the home page names its languages: hreflang alternates and a localized title", async ({ app }) => {
  const html = await (await fetch(`${app.base}/es`)).text();
  for (const [lang, path] of [
    ["en", "/"],
    ["es", "/es"],
    ["it", "/it"],
    ["ja", "/ja"],
    ["x-default", "/"],
  ]) {
    assert.match(html, new RegExp(`<link rel="alternate" hrefLang="${lang}" href="${path}"/>`));
  }
  assert.match(html, new RegExp(`<title>${messages("es").site.name}</title>`));
  assert.match(html, new RegExp(`<meta name="description" content="${messages("es").site.description}"/>`));
});

for (const language of LANGUAGES) {
  test(`${language}: home, a report with problems, its share link and /organizer, with no English left; screenshots`, async ({
    app,
    launchBrowser,
  }) => {
    const words = messages(language);
    await withBrowser(launchBrowser, { locale: language }, async (context) => {
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${app.base}/${language}`);
      assert.equal(await page.locator("html").getAttribute("lang"), language);
      await page.locator("form[data-ready]").waitFor();
      await assertNoEnglish(page, language, `/${language}`);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: screenshotPath(`interface-languages-${language}-home-${width}`),
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      await checkTeam(page, MESSY_TEAM);
      assert.equal(new URL(page.url()).pathname, `/${language}/check`);
      assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "false");
      const codes = await page
        .locator("[data-code]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-code")));
      assert.ok(codes.includes("team-shared-card") && codes.includes("unknown-card"), codes.join());
      assert.equal(await page.getByRole("heading", { name: words.report.problemsHeading, exact: true }).count(), 1);
      // The link to share carries no language: each reader opens it in their own. It is folded away
      // (its text is not rendered), so read its href, and check the text it shows when opened is the same.
      const share = await page.getByTestId("share-link").getAttribute("href");
      assert.equal(await page.getByTestId("share-link").textContent(), share);
      assert.match(share, /^http:\/\/[^/]+\/check\?d=2\./);
      await assertNoEnglish(page, language, `/${language}/check`);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: screenshotPath(`interface-languages-${language}-report-${width}`),
          fullPage: true,
        });
      }

      // The lines the reader did not count, each with why in the reader's words and the list's own section names.
      await page.goto(`${app.base}/${language}`);
      await checkTeam(page, IGNORED_LINES_TEAM);
      assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "false");
      const alice = await page.getByTestId("deck-0").innerText();
      const bob = await page.getByTestId("deck-1").innerText();
      assert.match(alice, new RegExp(words.problems.lineReasons["starts-section"].replace("{section}", "Maybeboard")));
      assert.match(alice, new RegExp(words.problems.lineReasons["in-section"].replace("{section}", "Maybeboard")));
      assert.match(bob, new RegExp(words.problems.lineReasons["in-category"].replace("{category}", "Tokens")));
      await assertNoEnglish(page, language, `/${language}/check, lines not counted`);
      await page
        .getByTestId("deck-1")
        .screenshot({ path: screenshotPath(`interface-languages-${language}-ignored-lines`) });

      // A check the input refuses says why in the reader's words, naming the field as the form does.
      await page.goto(`${app.base}/${language}`);
      await submitTeam(page, REFUSED_TEAM);
      const rejected = await page.getByTestId("rejected-reason").innerText();
      assert.match(rejected, /^[^:：]*Alice[^:：]*[:：]/);
      assert.match(rejected, /999/);
      await assertNoEnglish(page, language, `/${language}/check, a refused check`);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: screenshotPath(`interface-languages-${language}-rejected-${width}`),
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`${app.base}/${language}/organizer`);
      await page.getByTestId("organizer").waitFor();
      await page
        .locator("#batch-csv")
        .fill(
          [
            "team,player1,list1,player2,list2,format",
            `Team Rocket,Alice,"${SHARED_CARD_TEAM.lists[0]}",Bob,"${SHARED_CARD_TEAM.lists[1]}",modern`,
          ].join("\n"),
        );
      await page.getByRole("button", { name: words.organizer.checkAll }).click();
      await page.getByTestId("batch-results").waitFor();
      assert.match(await page.getByTestId("batch-summary").innerText(), language === "ja" ? /1チーム/ : /^1 /);
      await assertNoEnglish(page, language, `/${language}/organizer`);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: screenshotPath(`interface-languages-${language}-organizer-${width}`),
          fullPage: true,
        });
      }
      assert.deepEqual(errors, []);
    });
  });
}

test("a link written before languages, or copied from a Japanese page, opens in each reader's language", async ({
  app,
  launchBrowser,
}) => {
  const response = await fetch(`${app.base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      format: "modern",
      decks: SHARED_CARD_TEAM.lists.map((list, index) => ({ name: SHARED_CARD_TEAM.names[index], list })),
    }),
  });
  const { share } = await response.json();
  // A version 2 link from before languages (tests/fixtures/share/v2-links.json).
  const [old] = JSON.parse(readFileSync(join(ROOT, "tests/fixtures/share/v2-links.json"), "utf8"));
  for (const [acceptLanguage, prefix, lang] of [
    ["it-IT", "/it", "it"],
    ["en-US", "", "en"],
  ]) {
    await withBrowser(launchBrowser, { locale: acceptLanguage }, async (context) => {
      const page = await context.newPage();
      for (const link of [share, `/check?d=${old.param}`]) {
        const opened = await page.goto(`${app.base}${link}`);
        assert.equal(opened.status(), 200);
        assert.equal(new URL(page.url()).pathname, `${prefix}/check`);
        assert.equal(await page.locator("html").getAttribute("lang"), lang);
        await page.getByTestId("verdict").waitFor();
      }
    });
  }
});

test("the API answers in the language asked, English by default, and names a bad language", async ({ app }) => {
  const ask = (language) =>
    fetch(`${app.base}/api/validate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        format: "modern",
        language,
        decks: SHARED_CARD_TEAM.lists.map((list, index) => ({ name: SHARED_CARD_TEAM.names[index], list })),
      }),
    });
  const message = async (language) =>
    (await (await ask(language)).json()).problems.find((problem) => problem.code === "team-shared-card").message;
  assert.match(await message(undefined), /^Lightning Bolt is in both decks/);
  assert.match(await message("es"), /^Lightning Bolt está en los dos mazos/);
  assert.match(await message("it"), /^Lightning Bolt è in entrambi i mazzi/);
  assert.match(await message("ja"), /^Lightning Boltが両方のデッキに入っています/);
  const refused = await ask("de");
  assert.equal(refused.status, 400);
  assert.match((await refused.json()).error.message, /^language: /);
});
