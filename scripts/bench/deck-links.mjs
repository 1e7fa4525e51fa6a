// (l) Deck links: a team of two links (Archidekt and Moxfield) checked by POST /api/validate against
// stand-ins answering in 150 ms, as distant sites would; goal: within 0.5 s over the sites' own time, and the
// same links again send no request (docs/performance.md, (l)).
import { startFakeDeckSites } from "../fake-deck-sites-server.mjs";
import { CARD_DATA, ROOT, startNext } from "./server.mjs";
import { fixed, table } from "./table.mjs";

const SITE_DELAY_MS = 150;
const GOAL_OVER_SITES_MS = 500;
const REPEATS = 5;

const team = (lists) => ({
  format: "modern",
  decks: [
    { name: "Alice", ...lists[0] },
    { name: "Bob", ...lists[1] },
  ],
});
const LINKED = team([
  { url: "https://archidekt.com/decks/1002/dimir_tempo" },
  { url: "https://moxfield.com/decks/Sx60dimirTempoDeck00001" },
]);
// Other decks read first, so the server's link code and printing lookups are warm before the links timed,
// as on a server that has read links before; none from Moxfield, whose one request a second would be timed.
const WARM_UP = {
  ...team([
    { url: "https://archidekt.com/decks/1001/ishai_tormod_lurrus" },
    { url: "https://scryfall.com/@alice_brews/decks/3f0c7a52-6d1e-4b7a-9c55-0b1e2d3c4f50" },
  ]),
  format: "commander",
};
const PASTED = team([{ list: "4 Duress\n56 Swamp" }, { list: "4 Negate\n56 Island" }]);

async function timedPost(base, body) {
  const started = performance.now();
  const response = await fetch(`${base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const report = await response.json();
  if (response.status !== 200) throw new Error(`bench (l): HTTP ${response.status} ${JSON.stringify(report)}`);
  return { ms: performance.now() - started, report };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchDeckLinks({ log = console.log } = {}) {
  log("bench (l): deck links against stand-ins answering in 150 ms");
  const sites = await startFakeDeckSites(ROOT, { delayMs: SITE_DELAY_MS });
  const server = await startNext(ROOT, {
    CARD_DATA,
    RATE_LIMIT_PER_MINUTE: "0",
    SITE_URL: "",
    ARCHIDEKT_URL: `${sites.url}/archidekt`,
    MOXFIELD_API_URL: `${sites.url}/moxfield`,
    MOXFIELD_USER_AGENT: "2HGDeckCheck-bench/1.0",
    SCRYFALL_API_URL: `${sites.url}/scryfall`,
  });
  try {
    // The same team pasted first: card data loaded and the route warm, so the link's own cost is what is left.
    for (let round = 0; round < REPEATS; round++) await timedPost(server.base, PASTED);
    const pasted = [];
    for (let round = 0; round < REPEATS; round++) pasted.push((await timedPost(server.base, PASTED)).ms);
    await timedPost(server.base, WARM_UP);
    const requestsBefore = (await sites.requests()).length;
    const cold = await timedPost(server.base, LINKED);
    const requestsCold = (await sites.requests()).length - requestsBefore;
    const again = [];
    for (let round = 0; round < REPEATS; round++) again.push((await timedPost(server.base, LINKED)).ms);
    const requestsAfter = (await sites.requests()).length - requestsBefore;
    // Both decks are read at once: the sites' own time is one answer's.
    const overSitesMs = cold.ms - SITE_DELAY_MS;
    const result = {
      siteDelayMs: SITE_DELAY_MS,
      pastedMedianMs: median(pasted),
      coldMs: cold.ms,
      overSitesMs,
      againMedianMs: median(again),
      requestsCold,
      requestsAgain: requestsAfter - requestsCold,
      sources: cold.report.decks.map((deck) => deck.source?.site ?? null),
    };
    result.met = overSitesMs <= GOAL_OVER_SITES_MS && result.requestsAgain === 0 && requestsCold === 2;
    return result;
  } finally {
    server.stop();
    await sites.stop();
  }
}

export function printDeckLinks(links, log = console.log) {
  log(
    `\n(l) a team of two deck links (Archidekt, Moxfield), POST /api/validate, stand-ins answering in ${links.siteDelayMs} ms\n`,
  );
  log(
    table(
      ["case", "ms", "requests to the sites"],
      [
        ["the same team pasted (median, warm)", fixed(links.pastedMedianMs, 1), 0],
        [
          `first read of both links, after two others (read at once: ${links.siteDelayMs} ms of the sites' own)`,
          fixed(links.coldMs, 1),
          links.requestsCold,
        ],
        ["  over the sites' own time", fixed(links.overSitesMs, 1), ""],
        [`the same links again (median of ${REPEATS})`, fixed(links.againMedianMs, 1), links.requestsAgain],
      ],
    ),
  );
}
