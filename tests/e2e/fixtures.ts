// The e2e fixtures (playwright.config.ts runs the files): the app under test, browser contexts that
// answer Scryfall's image host without the network and the home form's page object. A test that needs
// the shared corpus is tagged @corpus: playwright.config.ts leaves it out of a run without it. Every test file imports `test` from here instead of @playwright/test.
import { test as base, type BrowserContext, type BrowserContextOptions } from "@playwright/test";
import { startNext } from "../../scripts/next-server.mjs";
import { DESKTOP } from "./devices";
import { PIXEL, ROOT, TeamForm, configKey, defaultEnv } from "./harness.mjs";

export { expect } from "@playwright/test";
export { DESKTOP, NO_JAVASCRIPT, PHONE } from "./devices";

/** A running `next start`: its address, its output so far, and stop() (the fixtures stop it anyway). */
export type App = Awaited<ReturnType<typeof startNext>>;

/** A browser context of a test's own, as launchBrowser opens it; close() is optional (the test's end closes it). */
export type OpenedContext = { context: BrowserContext; close: () => Promise<void> };

type WorkerFixtures = {
  /** Environment variables for the worker's app beyond the defaults (harness.mjs defaultEnv): test.use({ appEnv }). */
  appEnv: Record<string, string>;
  /** The app the tests visit: the run's shared server (global-setup.ts), or one for this worker's appEnv. */
  app: App;
  /** Starts another `next start` with this environment over the defaults; stopped when the worker ends, or by stop(). */
  startApp: (env?: Record<string, string>) => Promise<App>;
};

type TestFixtures = {
  /** Opens another browser context (options as browser.newContext: PHONE, NO_JAVASCRIPT, a locale…), closed after the test. */
  launchBrowser: (options?: BrowserContextOptions) => Promise<OpenedContext>;
  /** The home form's page object on the test's page. */
  form: TeamForm;
};

/** Scryfall's image host answered with a pixel: card images never reach the network. */
const answerCardImages = (context: BrowserContext) =>
  context.route(/^https:\/\/cards\.scryfall\.io\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );

const withDefaults = (env: Record<string, string>) => ({ ...defaultEnv(), ...env });

export const test = base.extend<TestFixtures, WorkerFixtures>({
  appEnv: [{}, { scope: "worker", option: true }],

  startApp: [
    async ({}, provide) => {
      const started: App[] = [];
      await provide(async (env = {}) => {
        const server = await startNext(ROOT, withDefaults(env));
        started.push(server);
        return server;
      });
      for (const server of started) server.stop();
    },
    { scope: "worker" },
  ],

  app: [
    async ({ appEnv, startApp }, provide) => {
      const shared = process.env.E2E_BASE_URL;
      if (shared && configKey(withDefaults(appEnv)) === configKey(defaultEnv())) {
        await provide({
          base: shared,
          stop() {},
          exited: Promise.resolve(null),
          output: () => "",
          exitCode: () => null,
          rssMB: () => null,
          cpuMs: () => null,
        });
      } else {
        await provide(await startApp(appEnv));
      }
    },
    { scope: "worker" },
  ],

  baseURL: async ({ app }, provide) => {
    await provide(app.base);
  },

  context: async ({ context }, provide) => {
    await answerCardImages(context);
    await provide(context);
  },

  launchBrowser: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({ ...DESKTOP, ...options });
      opened.push(context);
      await answerCardImages(context);
      return { context, close: () => context.close() };
    });
    await Promise.all(opened.map((context) => context.close()));
  },

  form: async ({ page }, provide) => {
    await provide(new TeamForm(page));
  },
});
