import { describe, expect, it } from "vitest";
import { MAX_SUGGESTED_NAMES, MemoryCardSource } from "@/lib/cards/memory-source";
import { makeCard } from "../../support/make-card";

const bolt = makeCard({ name: "Lightning Bolt" });
const helix = makeCard({ name: "Lightning Helix" });
const vial = makeCard({ name: "Aether Vial" });
const typos = Array.from({ length: MAX_SUGGESTED_NAMES + 2 }, (_, index) => `Lightning Bolt ${index}`);

function suggestionCounts(resolved: Map<string, unknown>, names: readonly string[]): number[] {
  return names.map((name) => {
    const resolution = resolved.get(name) as { status: string; suggestions?: string[] } | undefined;
    return resolution?.status === "not-found" ? (resolution.suggestions?.length ?? -1) : -1;
  });
}

describe("MemoryCardSource: remembered resolutions", () => {
  it("answers a name found before with the same resolution, however it was spelled", async () => {
    const source = new MemoryCardSource([bolt, vial]);
    const first = await source.resolveNames(["Lightning Bolt", "Æther Vial"]);
    const second = await source.resolveNames(["Æther Vial", "Lightning Bolt"]);
    expect(first.get("Lightning Bolt")).toMatchObject({ status: "found", card: bolt });
    expect(first.get("Æther Vial")).toMatchObject({ status: "found", card: vial });
    expect(second.get("Lightning Bolt")).toBe(first.get("Lightning Bolt"));
    expect(second.get("Æther Vial")).toBe(first.get("Æther Vial"));
    expect(source.rememberedNames).toBe(2);
  });

  it("remembers a miss with its suggestions, and an ambiguous name, like a found card", async () => {
    const fireIce = makeCard({
      name: "Fire // Ice",
      faces: [
        { name: "Fire", typeLine: "Instant" },
        { name: "Ice", typeLine: "Instant" },
      ],
    });
    const otherIce = makeCard({
      name: "Ice // Water",
      faces: [
        { name: "Ice", typeLine: "Instant" },
        { name: "Water", typeLine: "Instant" },
      ],
    });
    const source = new MemoryCardSource([bolt, fireIce, otherIce]);
    const resolved = await source.resolveNames(["Lightnin Bolt", "Ice"]);
    expect(resolved.get("Lightnin Bolt")).toEqual({ status: "not-found", suggestions: ["Lightning Bolt"] });
    expect(resolved.get("Ice")).toEqual({ status: "ambiguous", candidates: ["Fire // Ice", "Ice // Water"] });
    expect(source.rememberedNames).toBe(2);
    const again = await source.resolveNames(["Ice", "Lightnin Bolt"]);
    expect(again.get("Lightnin Bolt")).toBe(resolved.get("Lightnin Bolt"));
    expect(again.get("Ice")).toBe(resolved.get("Ice"));
  });

  it("suggests names for MAX_SUGGESTED_NAMES new unknown names per call; those answered before are free", async () => {
    const source = new MemoryCardSource([bolt, helix]);
    const names = ["Lightning Bolt", ...typos.slice(0, 4), "Lightning Helix", ...typos.slice(4)];
    const first = await source.resolveNames(names);
    expect(first.get("Lightning Bolt")).toMatchObject({ status: "found", card: bolt });
    expect(first.get("Lightning Helix")).toMatchObject({ status: "found", card: helix });
    expect(suggestionCounts(first, typos)).toEqual([...Array(MAX_SUGGESTED_NAMES).fill(1), 0, 0]);
    // The next call remembers the first MAX_SUGGESTED_NAMES misses, so its budget goes to the last two.
    const second = await source.resolveNames(names);
    expect(suggestionCounts(second, typos)).toEqual(Array(MAX_SUGGESTED_NAMES + 2).fill(1));
    expect(second.get(typos[0]!)).toBe(first.get(typos[0]!));
  });

  it("pauses between chunks of work when given a pause, and answers the same", async () => {
    let pauses = 0;
    const paused = new MemoryCardSource([bolt, helix], undefined, {
      pause: async () => {
        pauses++;
      },
    });
    const plain = new MemoryCardSource([bolt, helix]);
    const names = [...typos, ...Array.from({ length: 1_000 }, (_, index) => `Lightning Helix ${index}`)];
    expect(await paused.resolveNames(names)).toEqual(await plain.resolveNames(names));
    expect(pauses).toBeGreaterThanOrEqual(2);
  });

  it("remembers at most maxRememberedNames names, and still resolves the ones it let go", async () => {
    const cards = Array.from({ length: 6 }, (_, index) => makeCard({ name: `Card ${index}` }));
    const source = new MemoryCardSource(cards, undefined, { maxRememberedNames: 3 });
    const names = cards.map((card) => card.name);
    await source.resolveNames(names);
    expect(source.rememberedNames).toBe(3);
    const again = await source.resolveNames(names);
    expect(source.rememberedNames).toBe(3);
    expect(names.map((name) => again.get(name))).toEqual(cards.map((card) => ({ status: "found", card })));
  });
});
