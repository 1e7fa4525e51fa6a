import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The domain core stays framework-free so it runs under plain Node and Vitest.
    files: ["lib/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["next", "next/*", "@next/*"], message: "lib/ must not import Next.js." },
            { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "lib/ must not import React." },
            { group: ["@/app/*", "../app/*", "../../app/*", "../../../app/*"], message: "lib/ must not import app/." },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", "out/**", "build/**", "next-env.d.ts", "test-results/**", "bench-results/**", "data/**"]),
]);
