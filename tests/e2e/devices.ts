// The browser contexts the e2e tests run in: the projects of playwright.config.ts, and the options a
// test passes to launchBrowser (tests/e2e/fixtures.ts) to open another beside its own.

/** A desktop window: the default context. */
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** A phone: 360 px wide, touch, mobile layout. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** A browser with JavaScript off, at the desktop's size. */
export const NO_JAVASCRIPT = { javaScriptEnabled: false };
