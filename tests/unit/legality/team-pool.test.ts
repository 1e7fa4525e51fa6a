import { describe, expect, it } from "vitest";
import { parseDecklist } from "@/lib/decklist/parse";
import { availableCopies, collectPool, inPoolList, listSize, poolLocation } from "@/lib/legality/team-pool";
import { distinctNames } from "@/lib/check/check-team";
import { rulesCardSource } from "../../support/rules-source";

async function poolOf(poolText: string, allowedText: string | null = null) {
  const lists = { pool: parseDecklist(poolText), allowed: allowedText === null ? null : parseDecklist(allowedText) };
  const resolutions = await (
    await rulesCardSource()
  ).resolveNames(distinctNames([lists.pool, ...(lists.allowed ? [lists.allowed] : [])]));
  return collectPool(lists, resolutions);
}

describe("collectPool", () => {
  it("groups every section and spelling of one card (CR 201.2), lines ascending, in the order first listed", async () => {
    const pool = await poolOf(
      ["Deck", "1 Fire/Ice", "2 Opt", "", "Sideboard", "1 Fire // Ice (MH2) 290", "1 opt"].join("\n"),
      "1 Opt",
    );
    expect([...pool.cards.values()].map(({ name, copies, lines }) => ({ name, copies, lines }))).toEqual([
      { name: "Fire // Ice", copies: { pool: 2, allowed: 0 }, lines: { pool: [2, 6], allowed: [] } },
      { name: "Opt", copies: { pool: 3, allowed: 1 }, lines: { pool: [3, 7], allowed: [1] } },
    ]);
    expect([listSize(pool, "pool"), listSize(pool, "allowed")]).toEqual([5, 1]);
    expect(availableCopies(pool.cards.get([...pool.cards.keys()][1] ?? ""))).toBe(4);
    expect(availableCopies(undefined)).toBe(0);
  });

  it("keeps a name that resolves to no card under the name as typed", async () => {
    const pool = await poolOf("2 Lightnig Bolt\n1 lightnig bolt");
    expect([...pool.cards.values()]).toMatchObject([
      { name: "Lightnig Bolt", card: null, copies: { pool: 3 }, lines: { pool: [1, 2] } },
    ]);
  });
});

describe("poolLocation / inPoolList", () => {
  it("gives only the location fields that have lines, as copies", () => {
    const lines = [4];
    expect(poolLocation({ pool: lines, allowed: [] })).toEqual({ poolLines: [4] });
    expect(poolLocation({ pool: lines }).poolLines).not.toBe(lines);
    expect(poolLocation({ allowed: [2] })).toEqual({ allowedLines: [2] });
    expect(inPoolList("allowed", [2, 3])).toEqual({ decks: [], lines: [], allowedLines: [2, 3] });
  });
});
