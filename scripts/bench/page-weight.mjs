// (e) The home page's JavaScript beside a bare page of the same build (README, Performance (e): within 15 KB gzip).
// The bare page is the app's own 404 page: the layout alone, with no component of ours that runs in
// the browser, so the difference is what the home page adds (the form, its drafts, the share encoder).
// Chromium loads each page as a visitor would; every script it fetches is counted, gzip-compressed
// here at zlib's default level so the figure does not depend on how the server compresses.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
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

/** Weighs the home page and the bare page of the running app at `base`. */
export async function benchPageWeight({ base, log = console.log }) {
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const home = await scriptsOf(context, `${base}/`);
    const bare = await scriptsOf(context, `${base}/bench-bare-page-404`);
    const addedGzipKB = home.gzipKB - bare.gzipKB;
    log(`bench (e): home ${home.gzipKB.toFixed(1)} KB gzip, bare page ${bare.gzipKB.toFixed(1)} KB gzip`);
    return { home, bare, addedGzipKB, goalKB: PAGE_WEIGHT_GOAL_KB, met: addedGzipKB <= PAGE_WEIGHT_GOAL_KB };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
