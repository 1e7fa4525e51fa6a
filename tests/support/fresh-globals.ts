// A vitest setup file. Test files share their worker's modules (vitest.config.ts, isolate: false), so
// the shared corpus is read once per worker, not once per file; what a file leaves in the process's
// globals is undone after it, as if each file had a process of its own: the environment, and the
// server layer's services, which server/services.ts keeps on globalThis and makes from it.
import { afterAll } from "vitest";

const SERVICES = Symbol.for("2hg-deck-check.services");
const environment = { ...process.env };

afterAll(() => {
  delete (globalThis as Record<symbol, unknown>)[SERVICES];
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
