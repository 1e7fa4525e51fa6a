import { describe, expect, it } from "vitest";
import { readBatchCsv } from "@/server/batch/batch-csv-input";
import { prepareEntry, type BatchEntry } from "@/server/batch/batch-entry";
import { wordInputErrorIn } from "@/i18n/translator";

// Real cards (../shared/scryfall): the rows are read here, not checked; tests/integration/api-batch.test.ts checks them.
const HEADER = "team,player1,list1,player2,list2,format";
const row = (team: string) => `"${team}",Alice,"4 Lightning Bolt\n56 Mountain",Bob,"4 Counterspell\n56 Island",modern`;

async function entries(text: string): Promise<BatchEntry[]> {
  const read = await readBatchCsv(text);
  if (!read.ok) throw new Error(wordInputErrorIn(read.error, "en").message);
  return read.entries;
}

/** Each entry as [row, team name or the fault's English message]. */
const summary = (read: BatchEntry[]) =>
  read.map((entry) => [
    entry.row,
    entry.fault ? wordInputErrorIn(entry.fault, "en").message : (entry.team as { name: string }).name,
  ]);

const unreadable = (row: number, line: number) =>
  `row ${row} (line ${line}) could not be read: its quotes do not pair up. A cell that starts with a quote ends with one, and a quote inside a cell is written twice ("").`;

describe("readBatchCsv: a row that cannot be read is that row's error, and the rows after it are read", () => {
  it("an unclosed quote in row 3's team name, which would swallow the rest of the file", async () => {
    const text = [
      HEADER,
      row("Team A"),
      `"Team B,Carol,"4 Opt\n56 Island",Dan,"4 Ponder\n56 Island",modern`,
      row("Team C"),
      row("Team D"),
    ].join("\n");
    expect(summary(await entries(text))).toEqual([
      [2, "Team A"],
      [3, unreadable(3, 5)],
      [4, "Team C"],
      [5, "Team D"],
    ]);
  });

  it("a list whose closing quote is missing, in the middle and at the end of the file", async () => {
    const middle = `"Team B",Carol,"4 Opt\n56 Island,Dan,"4 Ponder\n56 Island",modern`;
    const last = `"Team D",Erin,"4 Opt\n56 Island",Farid,"4 Ponder\n56 Island,modern\n`;
    const text = [HEADER, row("Team A"), middle, row("Team C"), last].join("\r\n");
    expect(summary(await entries(text))).toEqual([
      [2, "Team A"],
      [3, unreadable(3, 5)],
      [4, "Team C"],
      [5, unreadable(5, 11)],
    ]);
  });

  it("a second list that never closes, swallowing the next team's row", async () => {
    const broken = `"Team B",Carol,"4 Opt\n56 Island",Dan,"4 Ponder\n56 Island,modern`;
    const text = [HEADER, row("Team A"), broken, row("Team C")].join("\n");
    expect(summary(await entries(text))).toEqual([
      [2, "Team A"],
      [3, unreadable(3, 5)],
      [4, "Team C"],
    ]);
  });

  it("reads a quote in the middle of an unquoted cell as it is, as spreadsheets do", async () => {
    const text = [HEADER, `Team "Rocket",Alice,4 Lightning Bolt,Bob,4 Counterspell,modern`, row("Team C")].join("\n");
    expect(summary(await entries(text))).toEqual([
      [2, 'Team "Rocket"'],
      [3, "Team C"],
    ]);
  });

  it("makes the broken row an invalid team with a code and issues, worded in each language", async () => {
    const text = [HEADER, `"Team B,Carol,4 Opt,Dan,4 Ponder,modern`, row("Team C")].join("\n");
    const [broken, checked] = await entries(text);
    expect(checked?.fault).toBeUndefined();
    const prepared = prepareEntry(broken!);
    expect(prepared).toMatchObject({
      ok: false,
      error: {
        code: "bad-request",
        issues: [{ field: "body", why: { code: "csv-row-unreadable", row: 2, line: 2, fault: "quotes" } }],
      },
    });
    const error = !prepared.ok ? prepared.error : undefined;
    expect(wordInputErrorIn(error!, "es").message).toMatch(/^no se pudo leer la fila 2 \(línea 2\): sus comillas/);
    expect(wordInputErrorIn(error!, "it").message).toMatch(/^impossibile leggere la riga 2 \(riga 2 del file\)/);
    expect(wordInputErrorIn(error!, "ja").message).toMatch(/^2番目の行（ファイルの2行目）を読み取れませんでした/);
  });

  it("words the refusals of a whole CSV without a field, naming the columns, in each language", async () => {
    const read = await readBatchCsv("team,player1,list1,player2,format\n");
    if (read.ok) throw new Error("the CSV was read");
    expect(wordInputErrorIn(read.error, "es").message).toMatch(/^al CSV le falta la columna list2\. /);
    const two = await readBatchCsv("team,player1,player2,format\n");
    if (two.ok) throw new Error("the CSV was read");
    expect(wordInputErrorIn(two.error, "es").message).toMatch(/^al CSV le faltan las columnas list1 y list2\. /);
    expect(wordInputErrorIn(two.error, "it").message).toMatch(/^nel CSV mancano le colonne list1 e list2\. /);
    expect(wordInputErrorIn(two.error, "ja").message).toMatch(/^CSVに列list1、list2がありません/);
  });
});
