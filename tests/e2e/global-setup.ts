// Starts the built app once for the whole run, on the default card data (the shared corpus beside the
// clone, else the small fixture), and hands its address to every worker in E2E_BASE_URL. Servers of
// other configurations are the fixtures' (tests/e2e/fixtures.ts).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startNext } from "../../scripts/next-server.mjs";
import { MISSING_CORPUS_LINE, hasSharedCorpus } from "../support/shared-corpus.mjs";
import { ROOT, defaultEnv } from "./harness.mjs";

export default async function globalSetup() {
  if (!existsSync(join(ROOT, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");
  if (!hasSharedCorpus) console.warn(MISSING_CORPUS_LINE);
  if (process.env.E2E_BASE_URL) return;
  const server = await startNext(ROOT, defaultEnv());
  process.env.E2E_BASE_URL = server.base;
  return () => server.stop();
}
