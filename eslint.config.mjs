import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const framework = [
  { group: ["next", "next/*", "@next/*"], message: "lib/ must not import Next.js." },
  { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "lib/ must not import React." },
  { group: ["@/app/*", "../app/*", "../../app/*", "../../../app/*"], message: "lib/ must not import app/." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The server layer: all I/O, no framework (so it is tested under plain Node and Vitest).
    files: ["lib/server/**/*.{ts,tsx,js,mjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: framework }] },
  },
  {
    // The domain core: plain TypeScript that runs unchanged in a browser, a test or a worker
    // (docs/development.md, Layout).
    files: ["lib/**/*.{ts,tsx,js,mjs}"],
    ignores: ["lib/server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...framework,
            { group: ["node:*"], message: "The core has no I/O: Node's modules belong in lib/server/." },
            { group: ["server-only"], message: "The core runs anywhere; server-only code belongs in lib/server/." },
            {
              group: ["@/lib/server", "@/lib/server/*", "./server/*", "../server/*", "../../server/*"],
              message: "The core must not import the server layer.",
            },
          ],
          paths: [
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
          ].map((name) => ({ name, message: "The core has no I/O: Node's modules belong in lib/server/." })),
        },
      ],
    },
  },
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts", "test-results/**", "bench-results/**", "data/**"]),
]);
