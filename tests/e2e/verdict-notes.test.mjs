// What the verdict now says beside the headline (issue 41, items 7 and 9): a Team Trios team whose seats all
// play one format runs Team Unified's rules (MTR 8.4), in English and Japanese; a share link whose stored
// verdict was forged is said to be so, with no word of a ban. Links built with the app's own encoder.
import assert from "node:assert/strict";
import { encodeShare, withShareParam } from "../../lib/share/encode.ts";
import { problemCodes, screenshotPath, watchErrors } from "./harness.mjs";
import { test } from "./fixtures.ts";

const repeat = (count, name) => `${count} ${name}`;
const BOLTS = ["4 Lightning Bolt", repeat(56, "Mountain")].join("\n");

/** Two Modern seats with 4 Lightning Bolt each: one format, so the team rule applies (MTR 8.4). */
const UNIFIED_TRIOS = {
  format: "modern",
  ruleset: "tournament",
  variant: "trios",
  decks: [
    { name: "Alice", list: BOLTS, format: "modern" },
    { name: "Bob", list: BOLTS, format: "modern" },
  ],
};

/** `/check?d=…` (or under a language's prefix) for a check, written by the encoder the app uses. */
function linkOf(check, prefix = "") {
  const encoded = encodeShare(check);
  assert.ok(encoded.fits);
  return `${prefix}${withShareParam("/check", encoded.param)}`;
}

test("a Trios team of two Modern seats is unified: the team rule is said and Lightning Bolt is a team-shared card", async ({
  app,
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${app.base}${linkOf(UNIFIED_TRIOS)}`);
  const verdict = page.getByTestId("verdict");
  assert.equal(await verdict.getAttribute("data-legal"), "false");
  assert.equal(
    await page.getByTestId("verdict-team-rules-unified").innerText(),
    "Every seat plays Modern, so the team rules of Team Unified Constructed apply: no card but basic lands in two players' decks or sideboards, restricted cards once per team (MTR 8.4).",
  );
  assert.match(await page.getByTestId("team-rules-unified").innerText(), /^Every seat plays Modern/);
  assert.equal(await page.getByTestId("seats").innerText(), "A: Alice (Modern) · B: Bob (Modern)");
  assert.ok((await problemCodes(page)).includes("team-shared-card"));
  assert.match(await page.locator('[data-code="team-shared-card"]').first().innerText(), /Lightning Bolt/);
  await verdict.screenshot({ path: screenshotPath("verdict-trios-unified-en-verdict") });
  await page.screenshot({ path: screenshotPath("verdict-trios-unified-en-1280"), fullPage: true });

  // Its printed registration sheet states the same team rule.
  await page.goto(`${app.base}${linkOf(UNIFIED_TRIOS).replace("/check?", "/check/print?")}`);
  const sheet = page.getByTestId("registration-sheet");
  assert.match(
    await sheet.innerText(),
    /Team rule\s+Every seat plays Modern, so the team rules of Team Unified Constructed apply/,
  );
  await sheet.screenshot({ path: screenshotPath("verdict-trios-unified-en-sheet") });
  assert.deepEqual(errors, []);
});

test("the same Trios team in Japanese says its unified rules", async ({ app, page }) => {
  const errors = watchErrors(page);
  await page.goto(`${app.base}${linkOf(UNIFIED_TRIOS, "/ja")}`);
  assert.equal(await page.locator("html").getAttribute("lang"), "ja");
  const note = await page.getByTestId("verdict-team-rules-unified").innerText();
  assert.match(note, /^すべての席が.+なので、チーム統一構築戦のチームルールが適用されます/);
  assert.match(note, /MTR 8\.4/);
  assert.ok((await problemCodes(page)).includes("team-shared-card"));
  await page.getByTestId("verdict").screenshot({ path: screenshotPath("verdict-trios-unified-ja-verdict") });
  assert.deepEqual(errors, []);
});

test("a link whose stored verdict was flipped to legal is said to be forged, naming no ban", async ({ app, page }) => {
  const errors = watchErrors(page);
  const forged = { ...UNIFIED_TRIOS, checkedAt: "2025-01-15T10:00:00.000Z", legal: true };
  await page.goto(`${app.base}${linkOf(forged)}`);
  assert.equal(await page.getByTestId("verdict").getAttribute("data-legal"), "false");
  const changed = await page.getByTestId("verdict-changed").innerText();
  assert.match(changed, /^This link says the team was legal \(15 Jan 2025, 10:00 UTC\)/);
  assert.match(changed, /the link’s stored verdict does not match its lists\.$/);
  assert.doesNotMatch(changed, /ban|legality has changed/i);
  await page.getByTestId("verdict").screenshot({ path: screenshotPath("verdict-forged-en-verdict") });
  assert.deepEqual(errors, []);
});
