// (e) The home page's JavaScript beside a bare page of the same build, in every interface language
// (docs/performance.md, (e): within 15 KB gzip). The bare page is the app's own 404 page in that
// language: the layout alone (with the language control), so the difference is what the home page adds
// (the form, its drafts, the share encoder, the next-intl client and the form's messages).
// Runnable alone after `npm run build`: node scripts/bench/page-weight.mjs
// Chromium loads each page as a visitor would; every script it fetches is counted, gzip-compressed
// here at zlib's default level so the figure does not depend on how the server compresses.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";
import { chromium } from "playwright-core";

export const PAGE_WEIGHT_GOAL_KB = 15;

async function scriptsOf(context, url) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), await response.body());
    } catch {
      // a response without a body (redirect): nothing to count
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.close();
  const bodies = [...scripts.values()];
  const kb = (bytes) => bytes / 1000;
  return {
    url,
    scripts: bodies.length,
    rawKB: kb(bodies.reduce((sum, body) => sum + body.length, 0)),
    gzipKB: kb(bodies.reduce((sum, body) => sum + gzipSync(body).length, 0)),
    files: [...scripts.keys()].map((scriptUrl) => new URL(scriptUrl).pathname),
  };
}

/** The interface languages and their URL prefix (docs/development.md, Languages). */
export const LANGUAGES = [
  ["en", ""],
  ["es", "/es"],
  ["it", "/it"],
  ["ja", "/ja"],
];

/** Weighs the home page and the bare page of the running app at `base`, in each language. */
export async function benchPageWeight({ base, log = console.log }) {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const languages = [];
    for (const [language, prefix] of LANGUAGES) {
      const home = await scriptsOf(context, `${base}${prefix || "/"}`);
      // Two segments: the not-found page of the language, never a language named "bench".
      const bare = await scriptsOf(context, `${base}${prefix}/bench/bare-page-404`);
      const addedGzipKB = home.gzipKB - bare.gzipKB;
      log(`bench (e) ${language}: home ${home.gzipKB.toFixed(1)} KB gzip, bare page ${bare.gzipKB.toFixed(1)} KB gzip`);
      languages.push({ language, home, bare, addedGzipKB, met: addedGzipKB <= PAGE_WEIGHT_GOAL_KB });
    }
    const [english] = languages;
    return { ...english, languages, goalKB: PAGE_WEIGHT_GOAL_KB, met: languages.every((each) => each.met) };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { CARD_DATA, ROOT, ensureBuild, startNext } = await import("./server.mjs");
  ensureBuild(ROOT);
  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const weight = await benchPageWeight({ base: server.base });
    for (const each of weight.languages) {
      console.log(
        `${each.language}: home adds ${each.addedGzipKB.toFixed(1)} KB gzip (goal ${weight.goalKB}): ${each.met ? "met" : "MISSED"}`,
      );
    }
  } finally {
    server.stop();
  }
}
