// The bench's server: the shared `next start` helper, after making sure a production build exists.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export { startNext } from "../next-server.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The shared Scryfall corpus beside the repository, which the bench's servers check with. */
export const CARD_DATA = resolve(ROOT, "../shared/scryfall");

/** Runs `npm run build` (its prebuild step included) when there is no production build yet. */
export function ensureBuild(root) {
  if (existsSync(join(root, ".next", "BUILD_ID"))) return;
  console.log("bench: no production build in .next; running `npm run build` first");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
}
