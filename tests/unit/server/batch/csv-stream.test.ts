// The CSV read as a stream (issue 41, items 3-5; docs/api.md, POST /api/batch): rows counted as they are read,
// each broken row its own invalid team, no spread of every record, and a big broken file leaves the event loop
// turns. Card names are real (../shared/scryfall); the rows are read here, not checked.
import { describe, expect, it } from "vitest";
import { readBatchCsv } from "@/server/batch/batch-csv-input";
import { readBatchBody, MAX_BATCH_TEAMS } from "@/server/batch/batch-body";
import type { BatchEntry } from "@/server/batch/batch-entry";
import { wordInputErrorIn } from "@/i18n/translator";

const HEADER = "team,player1,list1,player2,list2,format";
const good = (team: string) => `"${team}",Alice,"4 Lightning Bolt\n56 Mountain",Bob,"4 Counterspell\n56 Island",modern`;
/** A row whose team name opens a quote that never closes, on one line. */
const broken = (team: string) => `"${team},Alice,4 Lightning Bolt,Bob,4 Counterspell,modern`;

async function entries(text: string): Promise<BatchEntry[]> {
  const read = await readBatchCsv(text);
  if (!read.ok) throw new Error(wordInputErrorIn(read.error, "en").message);
  return read.entries;
}

/** Each entry as [row, team name or the fault's row and line]. */
const summary = (read: BatchEntry[]) =>
  read.map((entry) => {
    const why = entry.fault?.issues?.[0]?.why;
    return [
      entry.row,
      why?.code === "csv-row-unreadable" ? `fault at line ${why.line}` : (entry.team as { name: string }).name,
    ];
  });

describe("CSV recovery: each broken row is its own invalid team", () => {
  it("two broken rows in a row are two faults, each with its row number, and the next good row is read as itself", async () => {
    const text = [HEADER, good("Team A"), broken("Team B"), broken("Team C"), good("Team D")].join("\n");
    expect(summary(await entries(text))).toEqual([
      [2, "Team A"],
      [3, "fault at line 5"],
      [4, "fault at line 6"],
      [5, "Team D"],
    ]);
  });

  it("a file whose every row is broken is a team per row, and the first past the limit is a 413 at once", async () => {
    const rows = Array.from({ length: 358_024 }, (_, index) => broken(`Team ${index}`));
    const read = await readBatchBody([HEADER, ...rows].join("\n"), "text/csv");
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({
      code: "too-large",
      issues: [{ field: "teams", why: { code: "too-many-rows", max: MAX_BATCH_TEAMS, row: MAX_BATCH_TEAMS + 2 } }],
    });
    expect(wordInputErrorIn(read.error, "en").message).toBe(
      "a batch has at most 500 teams; this one has more: the CSV's row 502 is past the limit, and reading stopped there.",
    );
  });

  it("a file of 500 broken rows is 500 invalid teams, not one", async () => {
    const rows = Array.from({ length: MAX_BATCH_TEAMS }, (_, index) => broken(`Team ${index}`));
    const read = await entries([HEADER, ...rows].join("\n"));
    expect(read).toHaveLength(MAX_BATCH_TEAMS);
    expect(read.every((entry) => entry.fault !== undefined)).toBe(true);
    expect(read.at(-1)?.row).toBe(MAX_BATCH_TEAMS + 1);
  });
});

describe("CSV size: rows counted as they are read", () => {
  it("reads 150,000 rows one by one (no spread of every record as call arguments)", async () => {
    const rows = Array.from({ length: 150_000 }, (_, index) => `T${index},Alice,4 Opt,Bob,4 Ponder,modern`);
    const read = await entries([HEADER, ...rows].join("\n"));
    expect(read).toHaveLength(150_000);
    expect(read.at(-1)).toMatchObject({ row: 150_001, team: { name: "T149999" } });
  });

  it("refuses the 501st team row with a 413, whatever follows it", async () => {
    const rows = Array.from({ length: MAX_BATCH_TEAMS + 1 }, (_, index) => `T${index},Alice,4 Opt,Bob,4 Ponder,modern`);
    const read = await readBatchBody([HEADER, ...rows, `"never read`].join("\n"), "text/csv");
    expect(read).toMatchObject({ ok: false, error: { code: "too-large", issues: [{ why: { row: 502 } }] } });
  });
});

describe("a 16 MB CSV with an unclosed quote", () => {
  it("gives the event loop turns while it is read, and reads the good row after the broken one", async () => {
    const swallowed = "4 Lightning Bolt\n".repeat(1_000_000);
    const open = `"Team B",Carol,"4 Opt\n${swallowed}`;
    const text = [HEADER, good("Team A"), open, good("Team C")].join("\n");
    expect(text.length).toBeGreaterThan(16_000_000);
    let turns = 0;
    let reading = true;
    const tick = () => {
      if (!reading) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const read = await entries(text);
    reading = false;
    // A read that held the event loop to the end would leave no turn to a callback queued before it started.
    expect(turns).toBeGreaterThan(10);
    expect(summary(read)).toEqual([
      [2, "Team A"],
      [3, "fault at line 5"],
      [4, "Team C"],
    ]);
  });
});
