// The bench's server: the shared `next start` helper, after making sure a production build exists.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export { startNext } from "../next-server.mjs";

/** Runs `next build` when there is no production build yet. */
export function ensureBuild(root) {
  if (existsSync(join(root, ".next", "BUILD_ID"))) return;
  console.log("bench: no production build in .next; running `next build` first");
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error(`next build failed (exit ${build.status})`);
}

