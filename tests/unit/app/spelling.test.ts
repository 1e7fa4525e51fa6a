// One English spelling, American ("organizer", "color": the URLs already say /organizer), in what a
// reader sees: the English messages, the code's strings (comments aside) and the docs. A word list,
// not a dictionary: every other word of en.json (card names, set codes, "2HG") would need allowing.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../../../", import.meta.url).pathname;

/** British forms and the American spelling the project uses instead. */
const BRITISH: [RegExp, string][] = [
  [/\bcolour\w*/i, "color"],
  [/\b(?:favour|flavour|behaviour|honour|labour|neighbour|humour|rumour|harbour)\w*/i, "-or"],
  [
    /\b(?:organis|recognis|realis|customis|normalis|summaris|prioritis|minimis|maximis|optimis|apologis|authoris|categoris|standardis|initialis|serialis|finalis|utilis|capitalis|localis|visualis|synchronis|emphasis)(?:e|es|ed|ing|er|ers|ation|ations)\b/i,
    "-ize",
  ],
  [/\banalys(?:e|es|ed|ing)\b/i, "analyze"],
  [/\b(?:centre|metre|litre|theatre)s?\b/i, "-er"],
  [/\b(?:licence|defence|offence)s?\b/i, "-se"],
  [/\b(?:cancell|travell|labell|modell|signall)(?:ed|ing)\b/i, "one l"],
  [/\b(?:catalogue|programme|cheque|grey|judgement|whilst|artefact|fulfil|enrol)s?\b/i, "American spelling"],
];

interface Hit {
  where: string;
  word: string;
  american: string;
}

function hitsIn(text: string, where: string): Hit[] {
  const hits: Hit[] = [];
  for (const [pattern, american] of BRITISH) {
    for (const match of text.matchAll(new RegExp(pattern.source, "gi"))) hits.push({ where, word: match[0], american });
  }
  return hits;
}

/** Every string of a messages file, with its key. */
function messages(node: unknown, prefix = ""): [string, string][] {
  if (typeof node === "string") return [[prefix, node]];
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => messages(value, prefix ? `${prefix}.${key}` : key));
}

function filesUnder(folder: string, extensions: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Source without its comments: what remains is code and its strings, the words a reader may see. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("one English spelling (American)", () => {
  it("finds a British form where it is, and leaves words that only look alike", () => {
    expect(hitsIn("the organiser's colours; recognised", "x").map((hit) => hit.word)).toEqual([
      "colours",
      "organiser",
      "recognised",
    ]);
    expect(hitsIn("aria-labelledby, emphasis, the organizer's colors, a license, Colorado", "x")).toEqual([]);
  });

  it("en.json", () => {
    const en = JSON.parse(readFileSync(join(ROOT, "messages/en.json"), "utf8"));
    expect(messages(en).flatMap(([key, text]) => hitsIn(text, `en.json ${key}`))).toEqual([]);
  });

  it("the code's strings (app/, lib/, i18n/, proxy.ts)", () => {
    const files = [
      ...["app", "lib", "i18n"].flatMap((folder) => filesUnder(folder, /\.(?:ts|tsx|js|mjs)$/)),
      "proxy.ts",
    ];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => hitsIn(withoutComments(readFileSync(join(ROOT, file), "utf8")), file))).toEqual([]);
  });

  it("the README and docs/", () => {
    const files = ["README.md", ...filesUnder("docs", /\.md$/)];
    expect(files.flatMap((file) => hitsIn(readFileSync(join(ROOT, file), "utf8"), file))).toEqual([]);
  });
});
