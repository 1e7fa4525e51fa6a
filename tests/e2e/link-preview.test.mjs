// Link previews: Open Graph and Twitter metadata on /check, and the PNG from /check/og, which shows
// the verdict, format and names but never a card.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { LEGAL_TEAM, SHARED_CARD_TEAM, checkTeamFromForm, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

const links = {};

// The two reports' share links, checked once for the file.
test.beforeAll(async ({ app, browser }) => {
  const page = await browser.newPage();
  for (const [name, team] of Object.entries({ legal: LEGAL_TEAM, illegal: SHARED_CARD_TEAM })) {
    await checkTeamFromForm(page, app.base, team);
    links[name] = await page.getByTestId("share-link").getAttribute("href");
  }
  await page.close();
});

// Unfurlers announce themselves; Next then puts all metadata in <head> before any body.
const BOT = { "user-agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" };

function meta(html, key) {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return match?.[1]?.replaceAll("&amp;", "&").replaceAll("&lt;", "<").replaceAll("&gt;", ">");
}

test("the report carries Open Graph and Twitter metadata with the verdict, not the cards", async ({ app }) => {
  for (const [name, expected] of [
    ["legal", "Legal — Modern 2HG: Alice and Bob"],
    ["illegal", "1 problem — Modern 2HG: Alice and Bob"],
  ]) {
    const html = await (await fetch(links[name], { headers: BOT })).text();
    assert.equal(meta(html, "og:title"), expected);
    assert.equal(meta(html, "twitter:card"), "summary_large_image");
    const image = meta(html, "og:image");
    assert.ok(image?.startsWith(app.base + "/check/og?d="), `absolute image URL, got ${image}`);
    assert.equal(meta(html, "twitter:image"), image);
    assert.doesNotMatch(meta(html, "og:description") ?? "", /Lightning Bolt|Counterspell|Mountain/);
    assert.match(meta(html, "robots") ?? "", /noindex/);
  }
});

test("the OG image route answers image/png for a legal team, an illegal team and a damaged link", async ({ app }) => {
  const damaged = `${app.base}/check/og?d=1.not-a-real-check`;
  for (const [name, url] of [
    ["legal", links.legal.replace("/check?", "/check/og?")],
    ["illegal", links.illegal.replace("/check?", "/check/og?")],
    ["damaged", damaged],
    ["none", `${app.base}/check/og`],
  ]) {
    const response = await fetch(url);
    assert.equal(response.status, 200, name);
    assert.equal(response.headers.get("content-type"), "image/png", name);
    const body = Buffer.from(await response.arrayBuffer());
    assert.deepEqual([...body.subarray(1, 4)], [0x50, 0x4e, 0x47], `${name} is a PNG`);
    writeFileSync(screenshotPath(`og-${name}`), body);
  }
});

test("SITE_URL makes every absolute URL use the public origin", async ({ app, startApp }) => {
  const site = await startApp({ SITE_URL: "https://2hg.example.org" });
  try {
    const path = links.illegal.slice(app.base.length);
    const html = await (await fetch(site.base + path, { headers: BOT })).text();
    assert.ok(meta(html, "og:image")?.startsWith("https://2hg.example.org/check/og?d="));
    assert.ok(meta(html, "og:url")?.startsWith("https://2hg.example.org/check?d="));
    assert.match(html, /href="https:\/\/2hg\.example\.org\/check\?d=/);
  } finally {
    site.stop();
  }
});

test("the report page itself loads its metadata without console errors", async ({ context }) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(links.illegal);
  assert.match(await page.title(), /^1 problem — Modern 2HG: Alice and Bob/);
  assert.deepEqual(errors, []);
  await page.close();
});
