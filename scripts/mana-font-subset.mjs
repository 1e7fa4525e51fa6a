// Writes the mana symbols the pages draw as a small font: mana-font's stylesheet names only its whole
// 408 KB woff, which a phone on a slow network waits seconds for before the report is drawn (Lighthouse
// performance 80 on a Japanese report with it, 99 without). The subset holds the glyphs of the classes
// app/_lib/ui/mana-cost.ts and the colour identity use: generic 0-20, W U B R G C S X Y Z, hybrid and
// Phyrexian halves. Runs before `next build` and `next dev` (npm's pre-scripts); the output is not committed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUTPUT = join(ROOT, "app/_components/ui/fonts/mana-costs.woff2");
const manaFont = dirname(createRequire(import.meta.url).resolve("mana-font/package.json"));

/** The class names a mana cost or colour identity becomes ("ms-2", "ms-w", "ms-wu", "ms-2w", "ms-wup", "ms-wp"). */
const COST_CLASS = /^(?:\d|1\d|20|[wubrgcsxyz]|[wubrg2c][wubrg]p?|[wubrg]p)$/;

const css = readFileSync(join(manaFont, "css/mana.min.css"), "utf8");
const glyphs = new Set();
for (const [, selectors, content] of css.matchAll(/([^{}]+)\{content:"([^"]+)"\}/g)) {
  const drawsCost = selectors.split(",").some((selector) => {
    const name = /^\.ms-([a-z0-9-]+)::?(?:before|after)$/.exec(selector.trim())?.[1];
    return name !== undefined && COST_CLASS.test(name);
  });
  if (drawsCost) for (const glyph of content) glyphs.add(glyph);
}
if (glyphs.size < 30)
  throw new Error(
    `mana-font-subset: found ${glyphs.size} cost glyphs in mana-font's stylesheet; has its format changed?`,
  );

const subset = await subsetFont(readFileSync(join(manaFont, "fonts/mana.woff2")), [...glyphs].join(""), {
  targetFormat: "woff2",
});
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, subset);
console.log(`mana-font-subset: ${glyphs.size} glyphs, ${subset.length} bytes → ${OUTPUT.slice(ROOT.length + 1)}`);
