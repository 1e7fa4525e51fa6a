import { defineConfig } from "vitest/config";

const root = new URL(".", import.meta.url).pathname;

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // Every test removes the temporary files it makes; the run checks that none is left.
    globalSetup: ["tests/support/temp-folder.ts"],
    setupFiles: ["tests/support/remove-temporary-folders.ts"],
    // next-intl's ESM imports "next/server" without an extension, which only a bundler resolves.
    server: { deps: { inline: ["next-intl"] } },
  },
  resolve: {
    alias: {
      "@/": root,
      "server-only": root + "tests/stubs/server-only.ts",
    },
  },
});
