import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const framework = [
  { group: ["next", "next/*", "@next/*"], message: "lib/ must not import Next.js." },
  { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "lib/ must not import React." },
  { group: ["@/app/*", "../app/*", "../../app/*", "../../../app/*"], message: "lib/ must not import app/." },
];

const nodeModules = [
  "fs",
  "path",
  "os",
  "http",
  "https",
  "crypto",
  "stream",
  "zlib",
  "worker_threads",
  "child_process",
  "net",
  "url",
  "util",
].map((name) => ({ name, message: "The core has no I/O: Node's modules belong in lib/server/." }));

const core = [
  ...framework,
  { group: ["node:*"], message: "The core has no I/O: Node's modules belong in lib/server/." },
  { group: ["server-only"], message: "The core runs anywhere; server-only code belongs in lib/server/." },
  {
    group: ["next-intl", "next-intl/*", "use-intl", "use-intl/*", "@/i18n/*"],
    message: "The core returns codes, never words.",
  },
  {
    group: ["@/lib/server", "@/lib/server/*", "./server/*", "../server/*", "../../server/*"],
    message: "The core must not import the server layer.",
  },
];

// The core's layers (docs/development.md, Layout): each lib/ folder with the folders it may import; an import of any
// other is an arrow back up (type imports count: the layers are what a circle hurts). lib/formats.ts
// sits below them all. The one import from lib/input/ below lib/check/ is its house-rules/names.ts,
// which imports nothing: the rules in lib/legality/ read the house rules' plain values.
const LAYERS = {
  cards: [],
  decklist: ["cards"],
  legality: ["cards", "decklist", "input-names"],
  fix: ["cards", "decklist", "legality", "input-names"],
  report: ["cards", "decklist", "legality", "fix", "input-names"],
  input: ["cards", "decklist"],
  check: ["cards", "decklist", "legality", "fix", "report", "input"],
  batch: ["cards", "decklist", "legality", "fix", "report", "input", "check"],
  share: ["cards", "decklist", "input"],
};
const FOLDERS = Object.keys(LAYERS);
// A path to lib/<folder> as the alias or a relative path writes it; the lookahead keeps names.ts open.
const importOf = (folder) =>
  folder === "input" ? "^(@/lib/|(\\.\\./)+)input(/(?!house-rules/names$)|$)" : `^(@/lib/|(\\.\\./)+)${folder}(/|$)`;

const layerFence = (folder) => ({
  files: [`lib/${folder}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...core,
          ...FOLDERS.filter(
            (other) =>
              other !== folder &&
              !LAYERS[folder].includes(other) &&
              !(other === "input" && LAYERS[folder].includes("input-names")),
          ).map((other) => ({
            regex: importOf(other),
            message: `lib/${folder}/ may import only lib/{${LAYERS[folder].join(",")}}/ and formats.ts (docs/development.md, Layout): no arrow back up.`,
          })),
          ...(LAYERS[folder].includes("input-names") && !LAYERS[folder].includes("input")
            ? [
                {
                  regex: "^(@/lib/|(\\.\\./)+)input/(?!house-rules/names$)",
                  message: `lib/${folder}/ sits below lib/input/: only its house-rules/names.ts (plain values) is open to it.`,
                },
              ]
            : []),
        ],
        paths: nodeModules,
      },
    ],
  },
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // No circle anywhere (type imports are held by the layer fence below and by the folders' order).
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: { "import/no-cycle": "error" },
  },
  {
    // The server layer: all I/O, no framework (so it is tested under plain Node and Vitest). Of i18n it
    // knows the languages and the translator (use-intl's core), never next-intl's routing or pages.
    files: ["lib/server/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...framework,
            { group: ["next-intl", "next-intl/*"], message: "lib/server/ must not import next-intl." },
            {
              regex: "^(@/i18n/|(\\.\\./)+i18n/)(?!(locales|translator)$)",
              message: "lib/server/ reaches i18n only through i18n/locales.ts and i18n/translator.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The i18n files the server layer reads: framework-free, use-intl's core only.
    files: ["i18n/locales.ts", "i18n/translator.ts", "i18n/problem-text.ts", "i18n/input-error-text.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...framework,
            { group: ["next-intl", "next-intl/*"], message: "The server's i18n must not import next-intl." },
            { regex: "^use-intl(?!/core$)", message: "The server's i18n uses use-intl's core only." },
            { regex: "^(@/i18n/|\\./)(routing|request)$", message: "routing.ts and request.ts pull in next-intl." },
          ],
        },
      ],
    },
  },
  {
    // The domain core: plain TypeScript that runs unchanged in a browser, a test or a worker (docs/development.md, Layout).
    files: ["lib/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...core,
            ...FOLDERS.map((folder) => ({
              regex: `^(@/lib/|\\./)${folder}(/|$)`,
              message: "lib/formats.ts sits below every lib/ folder.",
            })),
          ],
          paths: nodeModules,
        },
      ],
    },
  },
  ...FOLDERS.map(layerFence),
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts", "test-results/**", "bench-results/**", "data/**"]),
]);
