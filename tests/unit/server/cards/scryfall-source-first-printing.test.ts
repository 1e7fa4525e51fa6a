// A card the live source finds only by a reprint gets its first printing's date when that reprint is newer
// than the event (docs/card-data.md, Release dates; docs/rules.md, Legal on a date): Aerith Gainsborough
// was first printed in Final Fantasy (13 June 2025); the stand-in adds a reprint of it dated 2026, which
// its collection answers by name, as Scryfall answers the newest printing.
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkTeam } from "@/lib/check/check-team";
import type { TeamInput } from "@/lib/input/team-input";
import type { TeamReport } from "@/lib/report/report";
import { ScryfallNameCache } from "@/server/cards/scryfall-name-cache";
import { ScryfallRequestQueue } from "@/server/cards/scryfall-request-queue";
import { ScryfallCardSource } from "@/server/cards/scryfall-source";
import { FakeScryfall } from "../../../support/fake-scryfall";
import { fakeScryfallHandlers } from "../../../support/msw-scryfall";
import { sharedCard, sharedCards } from "../../../support/shared-cards";

const API = "https://scryfall.test/v1";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const AERITH = "Aerith Gainsborough";

/** The stand-in over the shared cards, with a 2026 reprint of Aerith ahead of its first printing. */
function setup() {
  const first = sharedCard(AERITH);
  const reprint = {
    ...first,
    id: "reprint-of-aerith",
    set: "sld",
    collector_number: "2001",
    released_at: "2026-02-20",
    reprint: true,
  };
  const fake = new FakeScryfall([reprint, ...sharedCards()], "/v1");
  server.use(...fakeScryfallHandlers(fake, API));
  const source = new ScryfallCardSource({
    apiUrl: API,
    queue: new ScryfallRequestQueue({ intervals: { slow: 5, fast: 1 } }),
    requestTimeoutMs: 1_000,
    checkTimeoutMs: 3_000,
    cache: new ScryfallNameCache(),
  });
  return { fake, source };
}

const team = (eventDate?: string): TeamInput => ({
  format: "modern",
  ...(eventDate !== undefined && { eventDate }),
  decks: [
    { name: "Alice", list: `4 ${AERITH}\n56 Plains` },
    { name: "Bob", list: "60 Island" },
  ],
});

async function check(source: ScryfallCardSource, eventDate?: string): Promise<TeamReport> {
  const outcome = await checkTeam(team(eventDate), source, { now: new Date("2026-11-25T12:00:00Z") });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.report;
}

const aerithCodes = (report: TeamReport) =>
  report.problems.filter((problem) => problem.card === AERITH).map((problem) => problem.code);

describe("ScryfallCardSource: a reprint newer than the event date", () => {
  it("asks once for the first printing: not yet released on 1 June 2025, legal on 1 July 2025", async () => {
    const { fake, source } = setup();

    const early = await check(source, "2025-06-01");
    expect(aerithCodes(early)).toEqual(["not-yet-released"]);
    expect(early.problems.find((problem) => problem.code === "not-yet-released")?.params).toMatchObject({
      releasedAt: "2025-06-13",
    });
    const searches = fake.requestsTo("/cards/search");
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.query)).toMatchObject({
      q: `!"${AERITH}"`,
      unique: "prints",
      order: "released",
      dir: "asc",
    });

    // The first printing's date is remembered: a later event is dated without another search.
    const later = await check(source, "2025-07-01");
    expect(aerithCodes(later)).toEqual([]);
    expect(later.legal).toBe(true);
    expect(fake.requestsTo("/cards/search")).toHaveLength(1);
  });

  it("makes no search when the reprint is older than the event date, or when no date is given", async () => {
    const { fake, source } = setup();

    const dated = await check(source, "2026-06-01");
    expect(aerithCodes(dated)).toEqual([]);
    const today = await check(source);
    expect(aerithCodes(today)).toEqual([]);
    expect(fake.requests.map((request) => request.path)).toEqual(["/cards/collection"]);
  });
});
