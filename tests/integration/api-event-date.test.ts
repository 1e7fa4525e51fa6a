// eventDate through the API (docs/api.md): POST /api/validate answers for the date and its share link keeps
// it; a date that is not a day is a 400 naming eventDate in the language asked for; a batch's date goes to
// every team, and each team's CSV row carries it. On the shared real cards (bulk, no date of their own).
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { BatchReport } from "@/lib/batch/report";
import type { CardSource } from "@/lib/cards/source";
import type { ApiReport } from "@/lib/report/report";
import { decodeShare } from "@/lib/share/decode";
import { createCardSource } from "@/server/cards/select-source";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { SHARED_CARDS_DIR as SHARED } from "../support/shared-cards";

const NOW = new Date("2026-11-24T09:30:00Z");

let source: CardSource;
const cardSource = async () => source;

beforeAll(async () => {
  source = await createCardSource({ kind: "bulk", target: SHARED }, () => undefined);
});

const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1:3000${route}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });

const breach = (eventDate?: string) => ({
  format: "modern",
  ...(eventDate !== undefined && { eventDate }),
  decks: [
    { name: "Alice", list: "4 Underworld Breach\n56 Mountain" },
    { name: "Bob", list: "60 Island" },
  ],
});

async function validate(body: unknown, route = "/api/validate") {
  const response = await handleValidateRequest(post(route, body), { cardSource, now: () => NOW });
  return { status: response.status, body: (await response.json()) as ApiReport & { error?: { message: string } } };
}

describe("POST /api/validate with eventDate", () => {
  it("answers for the date, echoes it, and its share link keeps it", async () => {
    const { status, body } = await validate(breach("2025-03-30"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ legal: true, eventDate: "2025-03-30", eventDateGiven: true });
    const param = new URL(body.share!, "http://x").searchParams.get("d");
    const shared = decodeShare(param);
    expect(shared.success && shared.data.eventDate).toBe("2025-03-30");

    const reopened = await validate({ ...(shared.success ? shared.data : {}) });
    expect(reopened.body).toMatchObject({ legal: true, eventDate: "2025-03-30" });
  });

  it("answers for today without one, and says it did", async () => {
    const { body } = await validate(breach());
    expect(body).toMatchObject({ legal: false, eventDate: "2026-11-24", eventDateGiven: false });
    const banned = body.problems.find((problem) => problem.code === "banned");
    expect(banned?.params).toMatchObject({ card: "Underworld Breach", since: "2025-03-31" });
    expect((banned as { message?: string }).message).toBe(
      "Underworld Breach is banned in Modern since March 31, 2025 (Alice: 4 (line 1)).",
    );
  });

  it("refuses a day that is not one with a 400 naming eventDate, in the language asked for", async () => {
    const english = await validate(breach("2025-02-30"));
    expect(english.status).toBe(400);
    expect(english.body.error?.message).toBe(
      "eventDate: not a day of the calendar: write it as YYYY-MM-DD, for example 2026-12-04",
    );
    const spanish = await validate(breach("2025-02-30"), "/api/validate?language=es");
    expect(spanish.status).toBe(400);
    expect(spanish.body.error?.message).toMatch(/^eventDate: no es un día del calendario/);
    const before = await validate(breach("2019-06-01"), "/api/validate?language=it");
    expect(before.body.error?.message).toBe(
      "eventDate: il registro dei ban inizia il 1 gennaio 2023: una data precedente non si può controllare",
    );
  });
});

describe("POST /api/batch with eventDate", () => {
  it("checks every team for the batch's date, a JSON body's or the URL's for a CSV", async () => {
    const response = await handleBatchRequest(post("/api/batch", { eventDate: "2025-03-30", teams: [breach()] }), {
      cardSource,
      now: () => NOW,
    });
    const report = (await response.json()) as BatchReport;
    expect(report).toMatchObject({ eventDate: "2025-03-30", eventDateGiven: true });
    expect(report.teams[0]).toMatchObject({ legal: true, eventDate: "2025-03-30" });

    const csv = "team,player1,list1,player2,list2,format\nBreach,Alice,4 Underworld Breach,Bob,60 Island,modern\n";
    const asCsv = await handleBatchRequest(
      post("/api/batch?eventDate=2025-04-01", csv, { "content-type": "text/csv", accept: "text/csv" }),
      { cardSource, now: () => NOW },
    );
    const [header, row] = parse(await asCsv.text(), { bom: true }) as string[][];
    expect(row?.[header!.indexOf("eventDate")]).toBe("2025-04-01");
    expect(row?.[header!.indexOf("problems")]).toMatch(/banned: Underworld Breach/);
  });

  it("refuses a batch whose date is not a day, naming eventDate", async () => {
    const response = await handleBatchRequest(post("/api/batch", { eventDate: "soon", teams: [breach()] }), {
      cardSource,
      now: () => NOW,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^eventDate: /);
  });
});
