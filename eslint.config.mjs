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
].map((name) => ({ name, message: "The core has no I/O: Node's modules belong in server/." }));

const core = [
  ...framework,
  { group: ["node:*"], message: "The core has no I/O: Node's modules belong in server/." },
  { group: ["server-only"], message: "The core runs anywhere; server-only code belongs in server/." },
  {
    group: ["next-intl", "next-intl/*", "use-intl", "use-intl/*", "@/i18n/*"],
    message: "The core returns codes, never words.",
  },
  { regex: "^(@/|(\\.\\./)+)server(/|$)", message: "The core must not import the server layer." },
];

// The core's layers (docs/development.md, Layout): each lib/ folder with the folders it may import; an import of any
// other is an arrow back up (type imports count: the layers are what a circle hurts). lib/formats.ts
// sits below them all. The one import from lib/input/ below lib/check/ is its house-rules/names.ts,
// which imports nothing: the rules in lib/legality/ read the house rules' plain values.
const LAYERS = {
  cards: [],
  "deck-links": [],
  decklist: ["cards"],
  legality: ["cards", "decklist", "input-names"],
  fix: ["cards", "decklist", "legality", "input-names"],
  report: ["cards", "decklist", "legality", "fix", "input-names", "deck-links"],
  input: ["cards", "decklist", "deck-links"],
  check: ["cards", "decklist", "legality", "fix", "report", "input", "deck-links"],
  batch: ["cards", "decklist", "legality", "fix", "report", "input", "check", "deck-links"],
  share: ["cards", "decklist", "input", "deck-links"],
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
    // PGlite's bundled dist is too deep for the import plugin's parser (a stack overflow): no cycle of ours runs through it.
    settings: { "import/ignore": ["node_modules/@electric-sql/pglite"] },
  },
  {
    // The server layer: all I/O, no React and no app/ (so it is tested under plain Node and Vitest). It
    // words through i18n's framework-free files, never next-intl's routing or pages.
    files: ["server/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "server/ must not import React." },
            { group: ["next-intl", "next-intl/*"], message: "server/ must not import next-intl." },
            { regex: "^(@/|(\\.\\./)+)app(/|$)", message: "server/ must not import app/: the pages sit above it." },
            {
              regex: "^(@/|(\\.\\./)+)i18n/(routing|request|navigation)$",
              message: "server/ words through i18n's framework-free files, never next-intl's routing.",
            },
          ],
        },
      ],
    },
  },
  {
    // The words: they import lib/ and use-intl's core only. Only routing, request and navigation are
    // next-intl's configuration, for the pages (docs/development.md, Layout).
    files: ["i18n/**/*.{ts,tsx,js,mjs}"],
    ignores: ["i18n/routing.ts", "i18n/request.ts", "i18n/navigation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...framework.map((rule) => ({ ...rule, message: rule.message.replace("lib/", "i18n/") })),
            { group: ["next-intl", "next-intl/*"], message: "i18n/'s words must not import next-intl." },
            { regex: "^use-intl(?!/core$)", message: "i18n/'s words use use-intl's core only." },
            { regex: "^(@/|(\\.\\./)+)server(/|$)", message: "i18n/ sits below server/: no arrow back up." },
            {
              regex: "^(@/i18n/|\\./)(routing|request|navigation)$",
              message: "routing, request and navigation pull in next-intl.",
            },
          ],
          paths: nodeModules.map((rule) => ({
            ...rule,
            message: "i18n/ has no I/O: Node's modules belong in server/.",
          })),
        },
      ],
    },
  },
  {
    // next-intl's configuration: the words and the core below it, never the server.
    files: ["i18n/routing.ts", "i18n/request.ts", "i18n/navigation.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(@/|(\\.\\./)+)(server|app)(/|$)", message: "i18n/ sits below server/ and app/." }] },
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
