// (k) Bounded work (docs/performance.md, (k)): the largest batch the documented limits allow, and the
// largest share link, under `next start` on the shared corpus, while /api/health is asked every 50 ms.
//   - a batch of 500 teams of four decks, each deck 950 names that match no card (about 19 MB of JSON):
//     time, the answer's size, the server's peak RSS, health's slowest answer; then two such batches at once;
//   - the same batch as CSV;
//   - a share link of a team with about 3,400 unknown names: its page's size and time, then eight at once.
// Goals: the batch within 30 s with the server under 1 GB and health within 1 s; two at once both answered;
// the link's page under 2 MB and 1 s. Needs `npm run build` and ../shared/scryfall.
// Run alone: node scripts/bench/bounded.mjs
import { whileHealthAsked, whilePeakRss } from "./health.mjs";
import { CARD_DATA, ensureBuild, ROOT, startNext } from "./server.mjs";
import { fixed, table } from "./table.mjs";

export const GOALS = { batchMs: 30_000, peakMB: 1_024, healthMs: 1_000, pageBytes: 2_000_000, pageMs: 1_000 };
const TEAMS = 500;
const DECKS = 4;
const NAMES_PER_DECK = 950;
const LINK_NAMES = 3_400;

/** Short names that match no card, distinct across the whole batch: "Qa1b2". */
const junkName = (index) => `Q${index.toString(36)}`;

function junkBatch() {
  let next = 0;
  const deck = () => Array.from({ length: NAMES_PER_DECK }, () => `1 ${junkName(next++)}`).join("\n");
  const team = (index) => ({
    name: `Junk ${index}`,
    format: "modern",
    variant: "giant",
    decks: Array.from({ length: DECKS }, (_, seat) => ({ name: `P${seat + 1}`, list: deck() })),
  });
  return JSON.stringify({ teams: Array.from({ length: TEAMS }, (_, index) => team(index)) });
}

/** POSTs the batch and reads the whole answer; its time and size. */
async function sendBatch(base, body, accept = "application/json") {
  const started = performance.now();
  const response = await fetch(`${base}/api/batch`, {
    method: "POST",
    headers: { "content-type": "application/json", accept },
    body,
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - started, bytes };
}

/** Opens `path` and reads the whole page; its time and size. */
async function openPage(base, path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, ms: performance.now() - started, bytes };
}

/** A Four-Headed Giant whose decks hold LINK_NAMES unknown names between them (a list has at most 1,000 lines): the link to its report. */
async function bigLink(base) {
  const perDeck = LINK_NAMES / DECKS;
  const junk = (from) => Array.from({ length: perDeck }, (_, index) => `1 ${junkName(from + index)}`).join("\n");
  const team = {
    format: "modern",
    variant: "giant",
    decks: Array.from({ length: DECKS }, (_, seat) => ({ name: `P${seat + 1}`, list: junk(seat * perDeck) })),
  };
  const response = await fetch(`${base}/api/validate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(team),
  });
  const answer = await response.json();
  if (response.status !== 200 || !answer.share) throw new Error(`no share link: HTTP ${response.status}`);
  return answer.share;
}

export async function benchBounded({ log = console.log } = {}) {
  ensureBuild(ROOT);
  const server = await startNext(ROOT, { CARD_DATA, RATE_LIMIT_PER_MINUTE: "0", SITE_URL: "" });
  try {
    await openPage(server.base, "/api/health");
    const body = junkBatch();
    log(
      `bench (k): a batch of ${TEAMS} teams × ${DECKS} decks × ${NAMES_PER_DECK} unknown names (${fixed(body.length / 1e6, 1)} MB)`,
    );
    const measured = (work) => whilePeakRss(server.rssMB, () => whileHealthAsked(server.base, work));
    const one = await measured(() => sendBatch(server.base, body));
    log("bench (k): two such batches at once");
    const two = await measured(() => Promise.all([sendBatch(server.base, body), sendBatch(server.base, body)]));
    log("bench (k): the batch as CSV");
    const csv = await measured(() => sendBatch(server.base, body, "text/csv"));
    log(`bench (k): a share link of ${LINK_NAMES} unknown names, its page alone and eight at once`);
    const share = await bigLink(server.base);
    await openPage(server.base, share); // the first opening checks; the report cache keeps it
    const page = await measured(() => openPage(server.base, share));
    const eight = await measured(() => Promise.all(Array.from({ length: 8 }, () => openPage(server.base, share))));
    const result = {
      bodyBytes: body.length,
      one: { ...one.result.result, peakMB: one.peakMB, health: one.result.health },
      two: {
        answers: two.result.result,
        ms: Math.max(...two.result.result.map((each) => each.ms)),
        peakMB: two.peakMB,
        health: two.result.health,
      },
      csv: { ...csv.result.result, peakMB: csv.peakMB, health: csv.result.health },
      link: {
        linkBytes: share.length,
        page: { ...page.result.result, health: page.result.health },
        eight: {
          ms: Math.max(...eight.result.result.map((each) => each.ms)),
          statuses: eight.result.result.map((each) => each.status),
          peakMB: eight.peakMB,
          health: eight.result.health,
        },
      },
    };
    return { ...result, met: goalsMet(result) };
  } finally {
    server.stop();
  }
}

function goalsMet({ one, two, csv, link }) {
  const healthy = [one, two, csv, link.page, link.eight].every(
    (part) => part.health.slowestMs < GOALS.healthMs && part.health.failed === 0,
  );
  return (
    healthy &&
    one.status === 200 &&
    one.ms < GOALS.batchMs &&
    Math.max(one.peakMB, two.peakMB) < GOALS.peakMB &&
    two.answers.every((answer) => answer.status === 200) &&
    csv.status === 200 &&
    link.page.status === 200 &&
    link.page.bytes < GOALS.pageBytes &&
    link.page.ms < GOALS.pageMs &&
    link.eight.statuses.every((status) => status === 200)
  );
}

export function printBounded(result, log = console.log) {
  const ms = (value) => `${fixed(value, 0)} ms`;
  const health = ({ slowestMs, failed }) => `${fixed(slowestMs, 0)} ms${failed ? `, ${failed} failed` : ""}`;
  const mb = (bytes) => `${fixed(bytes / 1e6, 2)} MB`;
  log(
    `\n(k) Bounded work: the limits' largest batch (${mb(result.bodyBytes)}) and share link, /api/health asked every 50 ms\n`,
  );
  log(
    table(
      ["", "status", "time", "answer", "peak RSS", "health, slowest", "goal"],
      [
        [
          "one batch, JSON",
          result.one.status,
          ms(result.one.ms),
          mb(result.one.bytes),
          `${fixed(result.one.peakMB, 0)} MB`,
          health(result.one.health),
          `< ${GOALS.batchMs / 1000} s, < 1 GB, health < 1 s`,
        ],
        [
          "two batches at once",
          result.two.answers.map((each) => each.status).join(" "),
          ms(result.two.ms),
          mb(result.two.answers[0].bytes),
          `${fixed(result.two.peakMB, 0)} MB`,
          health(result.two.health),
          "both answered, health < 1 s",
        ],
        [
          "one batch, CSV",
          result.csv.status,
          ms(result.csv.ms),
          mb(result.csv.bytes),
          `${fixed(result.csv.peakMB, 0)} MB`,
          health(result.csv.health),
          "",
        ],
        [
          `link page (${result.link.linkBytes} B link)`,
          result.link.page.status,
          ms(result.link.page.ms),
          mb(result.link.page.bytes),
          "",
          health(result.link.page.health),
          "< 2 MB, < 1 s",
        ],
        [
          "eight link pages at once",
          result.link.eight.statuses.join(" "),
          ms(result.link.eight.ms),
          "",
          `${fixed(result.link.eight.peakMB, 0)} MB`,
          health(result.link.eight.health),
          "health < 1 s",
        ],
      ],
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printBounded(await benchBounded());
