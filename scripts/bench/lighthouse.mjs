// (i) Lighthouse on the Japanese home and report pages (docs/performance.md, (i)): accessibility 100 and
// performance at least 90, in Debian's Chromium with Lighthouse's default mobile emulation and
// throttling. Lighthouse runs as its own CLI, one page at a time, against a `next start` on loopback.
// Runnable alone after `npm run build`: node scripts/bench/lighthouse.mjs
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const LIGHTHOUSE_GOALS = { accessibility: 100, performance: 90 };

/** Two legal-looking lists with a card in both decks: the report shows a problem, the team table and both lists. */
const TEAM = {
  format: "modern",
  decks: [
    { name: "Alice", list: ["4 Lightning Bolt", "4 Monastery Swiftspear", "52 Mountain"].join("\n") },
    { name: "Bob", list: ["2 Lightning Bolt", "4 Counterspell", "54 Island"].join("\n") },
  ],
};

function lighthouse(root, url) {
  const out = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  try {
    const report = join(out, "report.json");
    const run = spawnSync(
      process.execPath,
      [
        join(root, "node_modules/lighthouse/cli/index.js"),
        url,
        "--quiet",
        "--output=json",
        `--output-path=${report}`,
        "--only-categories=accessibility,performance",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      ],
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
        encoding: "utf8",
        timeout: 180_000,
      },
    );
    if (run.status !== 0) throw new Error(`lighthouse ${url} exited ${run.status}: ${run.stderr.slice(-2000)}`);
    const result = JSON.parse(readFileSync(report, "utf8"));
    const score = (category) => Math.round(result.categories[category].score * 100);
    const failing = Object.values(result.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          result.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      .map((audit) => audit.id);
    return {
      url,
      accessibility: score("accessibility"),
      performance: score("performance"),
      failingAccessibilityAudits: failing,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Scores the Japanese home page and a Japanese report of the running app at `base`. */
export async function benchLighthouse({ root, base, log = console.log }) {
  const answer = await fetch(`${base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(TEAM),
  });
  const { share } = await answer.json();
  const pages = [
    ["ja home", `${base}/ja`],
    ["ja report", `${base}/ja${share}`],
  ];
  const results = pages.map(([name, url]) => {
    const result = { name, ...lighthouse(root, url) };
    log(`bench (i) ${name}: accessibility ${result.accessibility}, performance ${result.performance}`);
    return result;
  });
  const met = results.every(
    (each) => each.accessibility >= LIGHTHOUSE_GOALS.accessibility && each.performance >= LIGHTHOUSE_GOALS.performance,
  );
  return { pages: results, goals: LIGHTHOUSE_GOALS, met };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { CARD_DATA, ROOT, ensureBuild, startNext } = await import("./server.mjs");
  ensureBuild(ROOT);
  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0" });
  try {
    const { pages, met } = await benchLighthouse({ root: ROOT, base: server.base });
    for (const page of pages) console.log(JSON.stringify(page));
    console.log(`goals (accessibility 100, performance >= 90): ${met ? "met" : "MISSED"}`);
  } finally {
    server.stop();
  }
}
