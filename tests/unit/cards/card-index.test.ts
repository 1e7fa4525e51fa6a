import { describe, expect, it } from "vitest";
import { CardIndex } from "@/lib/cards/card-index";
import { lookupName } from "@/lib/cards/lookup-name";
import { makeCard } from "../../support/make-card";

const fireIce = makeCard({
  name: "Fire // Ice",
  layout: "split",
  faces: [
    { name: "Fire", typeLine: "Instant" },
    { name: "Ice", typeLine: "Instant" },
  ],
});
const chocoMog = makeCard({ name: "Summon: Choco/Mog" });
const vial = makeCard({ name: "Aether Vial" });
const index = new CardIndex([fireIce, chocoMog, vial, makeCard({ name: "Lightning Bolt" })]);

describe("CardIndex.resolve", () => {
  it.each(["Fire // Ice", "Fire/Ice", "Fire//Ice", "Fire /// Ice", "fire // ice", "Fire", "Ice"])(
    "resolves %j to Fire // Ice",
    (name) => {
      expect(index.resolve(name)).toMatchObject({ status: "found", card: { name: "Fire // Ice" } });
    },
  );

  it("keeps a name that really contains a slash whole", () => {
    expect(index.resolve("Summon: Choco/Mog")).toMatchObject({ status: "found", card: { name: "Summon: Choco/Mog" } });
  });

  it('finds by split key both a name written with a slash and one written with " // ": ambiguous when both are one key', () => {
    const slashed = makeCard({ name: "Summon: Choco/Mog", oracleId: "slashed" });
    const spaced = makeCard({ name: "Summon: Choco // Mog", oracleId: "spaced" });
    const both = new CardIndex([slashed, spaced]);
    expect(both.resolve("Summon: Choco / Mog")).toEqual({
      status: "ambiguous",
      candidates: ["Summon: Choco // Mog", "Summon: Choco/Mog"],
    });
    // A full name matches before any split key does.
    expect(both.resolve("Summon: Choco/Mog")).toMatchObject({ status: "found", card: slashed });
    expect(both.resolve("summon: choco // mog")).toMatchObject({ status: "found", card: spaced });
    expect(new CardIndex([spaced]).resolve("Summon: Choco/Mog")).toMatchObject({ status: "found", card: spaced });
    expect(new CardIndex([slashed]).resolve("Summon: Choco // Mog")).toMatchObject({ status: "found", card: slashed });
  });

  it.each(["Æther Vial", "AETHER VIAL", "Aether Vial"])("folds ligature and case: %j", (name) => {
    expect(index.resolve(name)).toMatchObject({ status: "found", card: { name: "Aether Vial" } });
  });

  it("offers suggestions for an unknown name and never picks one", () => {
    expect(index.resolve("Lightnin Bolt")).toEqual({ status: "not-found", suggestions: ["Lightning Bolt"] });
  });

  it("calls a face name shared by two cards ambiguous", () => {
    const twoFaces = new CardIndex([
      makeCard({
        name: "Alpha // Shared",
        layout: "adventure",
        faces: [
          { name: "Alpha", typeLine: "Creature" },
          { name: "Shared", typeLine: "Sorcery" },
        ],
      }),
      makeCard({
        name: "Beta // Shared",
        layout: "adventure",
        faces: [
          { name: "Beta", typeLine: "Creature" },
          { name: "Shared", typeLine: "Instant" },
        ],
      }),
    ]);
    expect(twoFaces.resolve("Shared")).toEqual({
      status: "ambiguous",
      candidates: ["Alpha // Shared", "Beta // Shared"],
    });
  });

  it("matches a Universes Beyond name to its Oracle card (CR 201.3b)", () => {
    const greymond = makeCard({ name: "Greymond, Avacyn's Stalwart", otherNames: ["Rick, Steadfast Leader"] });
    expect(new CardIndex([greymond]).resolve("Rick, Steadfast Leader")).toMatchObject({
      status: "found",
      card: { name: "Greymond, Avacyn's Stalwart" },
    });
  });

  it("bounds suggestion work for a huge typed name", () => {
    expect(index.resolve("x".repeat(100_000))).toEqual({ status: "not-found", suggestions: [] });
  });
});

describe("MemoryCardSource.resolveNames", () => {
  it("suggests names for the first MAX_SUGGESTED_NAMES unknown names of a check only", async () => {
    const { MemoryCardSource, MAX_SUGGESTED_NAMES } = await import("@/lib/cards/memory-source");
    const source = new MemoryCardSource([makeCard({ name: "Lightning Bolt" })]);
    const typos = Array.from({ length: MAX_SUGGESTED_NAMES + 2 }, (_, index) => `Lightning Bolt ${index}`);
    const resolved = await source.resolveNames(["Lightning Bolt", ...typos]);
    expect(resolved.get("Lightning Bolt")?.status).toBe("found");
    const suggestionCounts = typos.map((name) => {
      const resolution = resolved.get(name);
      return resolution?.status === "not-found" ? resolution.suggestions.length : -1;
    });
    expect(suggestionCounts).toEqual([...Array(MAX_SUGGESTED_NAMES).fill(1), 0, 0]);
  });
});

describe("CardDataUnavailableError", () => {
  it("is recognised by its code, whichever copy of its module made it", async () => {
    const { CardDataUnavailableError, isCardDataUnavailable, isOutOfTime } = await import("@/lib/cards/source");
    // What another route graph's copy of the class makes: not an instance of this copy, but the same code.
    const otherCopy = Object.assign(new Error("down"), { code: "card-data-unavailable", outOfTime: true });
    expect(isCardDataUnavailable(otherCopy)).toBe(true);
    expect(isOutOfTime(otherCopy)).toBe(true);
    expect(isCardDataUnavailable(new CardDataUnavailableError("down"))).toBe(true);
    expect(isOutOfTime(new CardDataUnavailableError("down"))).toBe(false);
    expect(isCardDataUnavailable(new Error("down"))).toBe(false);
    expect(isCardDataUnavailable(Object.assign(new Error("down"), { code: "ECONNRESET" }))).toBe(false);
    expect(isCardDataUnavailable(null)).toBe(false);
  });
});

describe("CardIndex: printings and printed names", () => {
  const bolt = makeCard({
    name: "Lightning Bolt",
    printings: ["4bb/208"],
    printedNames: [{ lang: "ja", name: "稲妻" }],
  });
  const vigor = makeCard({ name: "Vigor", printings: ["lrw/215"] });
  const stamina = makeCard({ name: "Stamina", printings: ["mmq/277"], printedNames: [{ lang: "es", name: "Vigor" }] });
  const printed = new CardIndex([bolt, vigor, stamina]);

  it("resolves a line by the printing its set and number name when its name is no English name", () => {
    expect(printed.resolve(lookupName("Relámpago", "4bb/208"))).toMatchObject({ status: "found", card: bolt });
    expect(printed.resolve(lookupName("Lightnin Bolt", "4bb/208"))).toMatchObject({ status: "found", card: bolt });
  });

  it("lets an English name win over a printed name and over the printing", () => {
    expect(printed.resolve("Vigor")).toMatchObject({ status: "found", card: vigor });
    expect(printed.resolve(lookupName("Vigor", "mmq/277"))).toMatchObject({ status: "found", card: vigor });
  });

  it("calls a printed name and a printing that name two cards ambiguous", () => {
    expect(printed.resolve(lookupName("稲妻", "mmq/277"))).toEqual({
      status: "ambiguous",
      candidates: ["Lightning Bolt", "Stamina"],
    });
  });

  it("takes the English name of a line that writes both, and suggests printed names with their Oracle names", () => {
    expect(printed.resolve("稲妻 (Lightning Bolt)")).toMatchObject({ status: "found", card: bolt });
    expect(printed.resolve("雷妻")).toEqual({ status: "not-found", suggestions: ["稲妻 (Lightning Bolt)"] });
  });
});

describe("CardIndex: printed names in scripts the shared data lacks (Korean, Russian, Chinese)", () => {
  // Names from Scryfall's Korean, Russian and Simplified Chinese printings, each with two spellings (as localized data holds them).
  const cancel = makeCard({
    name: "Cancel",
    printedNames: [
      { lang: "ko", name: "무효화" },
      { lang: "ko", name: "주문 취소" },
    ],
  });
  const elemental = makeCard({ name: "Air Elemental", printedNames: [{ lang: "ru", name: "Элементаль Воздуха" }] });
  const bloodbraid = makeCard({
    name: "Bloodbraid Elf",
    printedNames: [
      { lang: "zhs", name: "血辫妖精" },
      { lang: "zhs", name: "血辫地精" },
    ],
  });
  const index = new CardIndex([cancel, elemental, bloodbraid]);

  it.each([
    ["무효화", "Cancel"],
    ["주문  취소", "Cancel"],
    ["элементаль воздуха", "Air Elemental"],
    ["ЭЛЕМЕНТАЛЬ ВОЗДУХА", "Air Elemental"],
    ["血辫妖精", "Bloodbraid Elf"],
    ["血辫地精", "Bloodbraid Elf"],
  ])("%s is %s", (name, oracleName) => {
    expect(index.resolve(name)).toMatchObject({ status: "found", card: { name: oracleName } });
  });
});
