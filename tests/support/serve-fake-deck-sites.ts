// The deck-site stand-ins in a process of their own, for browser tests and the bench that drive built
// servers from outside: prints one JSON line, { "url": … }, then serves until it is ended.
// FAKE_DECK_SITES_DELAY_MS: each answer waits that long, as a distant site's would (the bench's 150 ms).
import { serveFakeDeckSites } from "./fake-deck-sites";

const sites = await serveFakeDeckSites({ delayMs: Number(process.env.FAKE_DECK_SITES_DELAY_MS ?? 0) });
process.stdout.write(`${JSON.stringify({ url: sites.url })}\n`);
