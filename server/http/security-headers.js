// @ts-check
// Response headers for every route (a Content-Security-Policy among them). Plain JS so next.config.js can import it
// as it is; proxy.ts adds the same headers to the answers it writes itself.

/**
 * Allows what the app uses and nothing else: its own scripts, styles, fonts and API, card images
 * from Scryfall's image host (shown on hover), and data: URLs for inline images.
 * @param {{ development?: boolean }} [options]
 */
export function contentSecurityPolicy({ development = false } = {}) {
  // 'unsafe-inline': Next's App Router streams its bootstrap and flight data in inline <script>
  // tags; only per-request nonces (which would make every page dynamic) avoid it.
  // 'unsafe-eval': `next dev` evaluates modules for fast refresh; never in production.
  const scripts = ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // style="" attributes from React and <style> tags Next injects.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://cards.scryfall.io",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * @param {{ development?: boolean }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options = {}) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    // Old browsers ignore frame-ancestors; both say "never in a frame".
    { key: "X-Frame-Options", value: "DENY" },
  ];
}
