import { describe, it, expect } from "vitest";
import { problem, type Problem } from "@/lib/legality/problem";
import type { DeckReport } from "@/lib/report/report";
import type { TeamPlan } from "@/lib/fix/plan";
import { countProblems } from "@/lib/check/report-parts";
import type { VerdictChange } from "@/lib/check/verdict-change";
import { MTR_EFFECTIVE_DATE, MTR_VERSION } from "@/lib/formats";
import {
  clip,
  formatDate,
  formatDateTime,
  groupProblems,
  isLimitedFormat,
  problemLocation,
  reportSections,
  rulesVersionText,
  type PlaceNames,
  type SectionNames,
  verdictChangeText,
  verdictHeadline,
  verdictTone,
  warningsLine,
} from "@/app/_lib/report/report-view";
import { deckNamer, lineNamer } from "@/i18n/problem-text";
import { formatNameIn, translator } from "@/i18n/translator";
import { teamTitle } from "@/i18n/team-title";
import type { Locale } from "@/i18n/routing";

// The words as the pages pass them, from the messages files (docs/development.md, Languages).
const words = (locale: Locale = "en") => ({
  report: translator(locale, "report"),
  formats: translator(locale, "formats"),
  problems: translator(locale, "problems"),
});
const t = words().report;
function places(names: readonly (string | undefined)[], locale: Locale = "en"): PlaceNames {
  const w = words(locale);
  return {
    team: w.report("bothDecks"),
    pool: w.report("teamPool"),
    allowed: w.report("alsoAllowed"),
    deck: deckNamer(w.formats, names),
    lines: lineNamer(w.problems, locale),
    placeLines: (place, lines) => w.problems("placeLines", { place, lines }),
  };
}
function title(format: string, names: readonly (string | undefined)[], locale: Locale = "en", team?: string): string {
  const w = words(locale);
  const deckName = deckNamer(w.formats, names);
  return teamTitle(
    formatNameIn(locale)(format),
    [deckName(0), deckName(1)],
    w.report,
    (items) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items),
    format,
    { name: team },
  );
}

const deck = (name: string): DeckReport => ({
  name,
  mainCount: 60,
  sideboardCount: 0,
  colorIdentity: null,
  main: [],
  sideboard: [],
  commander: [],
  companion: [],
  ignored: [],
  unparsed: [],
});

const shared = problem("team-shared-card", {
  card: "Lightning Bolt",
  decks: [0, 1],
  lines: [[2], [3]],
  params: {
    card: "Lightning Bolt",
    copies: [
      { deck: 0, deckName: "Alice", quantity: 2, lines: [2] },
      { deck: 1, deckName: "Bob", quantity: 2, lines: [3] },
    ],
  },
});
const unsanctioned = problem("unsanctioned-format", { severity: "warning", params: { format: "pauper" } });
const boltCopies = problem("too-many-copies", {
  card: "Lightning Bolt",
  decks: [0],
  lines: [[2, 9]],
  params: { card: "Lightning Bolt", deck: 0, deckName: "Alice", quantity: 5, lines: [2, 9], limit: 4 },
});
const lurrus = problem("companion-not-allowed", {
  severity: "warning",
  card: "Lurrus of the Dream-Den",
  decks: [0],
  lines: [[12]],
  params: {
    card: "Lurrus of the Dream-Den",
    limited: true,
    copies: [{ deck: 0, deckName: "Alice", quantity: 1, lines: [12] }],
  },
});
const counterspell = problem("banned", {
  card: "Counterspell",
  decks: [1],
  lines: [[4]],
  params: { card: "Counterspell", format: "modern", copies: [{ deck: 1, deckName: "Bob", quantity: 1, lines: [4] }] },
});
const solRing = problem("banned", {
  card: "Sol Ring",
  decks: [1],
  lines: [[1]],
  params: { card: "Sol Ring", format: "modern", copies: [{ deck: 1, deckName: "Bob", quantity: 1, lines: [1] }] },
});

// The report keeps a deck's name as typed; the words name it by index (i18n/report-words.ts).
const deckDisplayName = (name: string | undefined, index: number) =>
  deckNamer(translator("en", "formats"), index === 0 ? [name] : ["", name])(index);

describe("deckNamer", () => {
  it('trims a given name: " Alice " → "Alice"', () => {
    expect(deckDisplayName(" Alice ", 0)).toBe("Alice");
  });

  it.each([
    [undefined, 0, "Player 1"],
    ["", 1, "Player 2"],
    ["  \t ", 0, "Player 1"],
  ])("falls back to the 1-based seat for a blank name (%j, index %i → %s)", (name, index, expected) => {
    expect(deckDisplayName(name, index)).toBe(expected);
  });
});

describe("a format's name, from the messages only", () => {
  it('names known formats ("modern" → "Modern", "limited" → "Limited (Sealed / Draft)")', () => {
    expect(formatNameIn("en")("modern")).toBe("Modern");
    expect(formatNameIn("en")("limited")).toBe("Limited (Sealed / Draft)");
  });

  it('returns an unknown id as given ("brawl" → "brawl")', () => {
    expect(formatNameIn("en")("brawl")).toBe("brawl");
  });
});

describe("countProblems / verdictHeadline / warningsLine", () => {
  it("counts errors and warnings separately, and 0/0 for no problems", () => {
    expect(countProblems([shared, unsanctioned, boltCopies, lurrus])).toEqual({ errors: 2, warnings: 2 });
    expect(countProblems([])).toEqual({ errors: 0, warnings: 0 });
  });

  it('says "Legal" for a legal team, even with warnings', () => {
    expect(verdictHeadline({ legal: true, problems: [] }, t)).toBe("Legal");
    expect(verdictHeadline({ legal: true, problems: [unsanctioned, lurrus] }, t)).toBe("Legal");
  });

  it('says "1 problem" for one error, not counting warnings', () => {
    expect(verdictHeadline({ legal: false, problems: [unsanctioned, shared, lurrus] }, t)).toBe("1 problem");
  });

  it('says "3 problems" for three errors and two warnings', () => {
    expect(
      verdictHeadline({ legal: false, problems: [shared, unsanctioned, boltCopies, lurrus, counterspell] }, t),
    ).toBe("3 problems");
  });

  it('gives "1 warning" / "2 warnings", ignoring errors, and null without warnings', () => {
    expect(warningsLine([shared, lurrus], t)).toBe("1 warning");
    expect(warningsLine([lurrus, unsanctioned, counterspell], t)).toBe("2 warnings");
    expect(warningsLine([shared, counterspell], t)).toBeNull();
    expect(warningsLine([], t)).toBeNull();
  });
});

describe("verdictChangeText", () => {
  const cards = (names: readonly string[]) => names.join(" and ");
  const wasLegal = { then: true, now: false, madeAt: "15 Jan 2025, 10:00 UTC" };

  it("says nothing when the verdict has not changed", () => {
    expect(verdictChangeText({ kind: "none" }, wasLegal, t, cards)).toBeNull();
  });

  it("names the banned cards when a ban explains the change, one or several", () => {
    expect(verdictChangeText({ kind: "ban", cards: ["Lightning Bolt"] }, wasLegal, t, cards)).toBe(
      "When this link was made (15 Jan 2025, 10:00 UTC) the team was legal; with today’s card data it is not: Lightning Bolt is banned, restricted or not legal in the format since.",
    );
    expect(verdictChangeText({ kind: "ban", cards: ["Lightning Bolt", "Opt"] }, wasLegal, t, cards)).toMatch(
      /: Lightning Bolt and Opt are banned/,
    );
  });

  it("says the card data changed, naming no ban, for a change no ban explains (or a ban naming no card)", () => {
    const text = verdictChangeText({ kind: "data" }, { then: false, now: true, madeAt: null }, t, cards);
    expect(text).toBe(
      "When this link was made the team was not legal; with today’s card data it is legal. The card data has changed since.",
    );
    expect(verdictChangeText({ kind: "ban", cards: [] }, wasLegal, t, cards)).toMatch(
      /The card data has changed since\.$/,
    );
    expect(text).not.toMatch(/ban/);
  });

  it("says a forged stored verdict does not match its lists, with no word of a ban", () => {
    const text = verdictChangeText({ kind: "forged" }, wasLegal, t, cards);
    expect(text).toMatch(/^This link says the team was legal \(15 Jan 2025, 10:00 UTC\)/);
    expect(text).toMatch(/the link’s stored verdict does not match its lists\.$/);
    expect(text).not.toMatch(/ban/);
  });

  it("words each kind in every language", () => {
    for (const locale of ["es", "it", "ja"] as const) {
      const tl = translator(locale, "report");
      const kinds: VerdictChange[] = [{ kind: "ban", cards: ["Lightning Bolt"] }, { kind: "data" }, { kind: "forged" }];
      const texts = kinds.map((change) => verdictChangeText(change, wasLegal, tl, cards));
      expect(new Set(texts).size).toBe(3);
      expect(texts[0]).toContain("Lightning Bolt");
      for (const text of texts) expect(text).toContain("15 Jan 2025");
    }
  });
});

describe("teamTitle", () => {
  it('names format and both decks: "Modern 2HG: Alice and Bob"', () => {
    expect(title("modern", ["Alice", "Bob"])).toBe("Modern 2HG: Alice and Bob");
  });

  it("uses Player N for blank, missing or absent names", () => {
    expect(title("standard", [])).toBe("Standard 2HG: Player 1 and Player 2");
    expect(title("pauper", [" ", " Bob "])).toBe("Pauper 2HG: Player 1 and Bob");
    expect(title("legacy", [undefined, ""])).toBe("Legacy 2HG: Player 1 and Player 2");
  });

  it("names Two-Headed Giant once when the format's name already says it, in every language", () => {
    expect(title("commander", ["Kenji", "Sofía"])).toBe("2HG Commander (house rules): Kenji and Sofía");
    expect(title("commander", ["Kenji", "Sofía"], "ja")).toBe("双頭巨人戦・統率者戦（ハウスルール）：Kenji、Sofía");
    expect(title("modern", ["Kenji", "Sofía"], "es")).toBe("Modern Gigante de dos cabezas: Kenji y Sofía");
  });

  it("shows only the first two names and an unknown format id as given", () => {
    expect(title("brawl", ["Alice", "Bob", "Carol"])).toBe("brawl 2HG: Alice and Bob");
  });

  it("leads with the team's name when it has one, in every language; a blank one is none", () => {
    expect(title("modern", ["Alice", "Bob"], "en", "Team Rocket")).toBe("Team Rocket: Alice and Bob · Modern 2HG");
    expect(title("modern", ["Alice", "Bob"], "es", "Team Rocket")).toBe(
      "Team Rocket: Alice y Bob · Modern Gigante de dos cabezas",
    );
    expect(title("modern", ["Alice", "Bob"], "it", "Team Rocket")).toBe(
      "Team Rocket: Alice e Bob · Modern Gigante a Due Teste",
    );
    expect(title("modern", ["Aiko", "Bruno"], "ja", "ロケット団")).toBe("ロケット団：Aiko、Bruno／モダン 双頭巨人戦");
    expect(title("commander", ["Kenji", "Sofía"], "en", " Les Géants ")).toBe(
      "Les Géants: Kenji and Sofía · 2HG Commander (house rules)",
    );
    expect(title("modern", ["Alice", "Bob"], "en", "  ")).toBe("Modern 2HG: Alice and Bob");
  });

  it("names a Giant of three or four heads as such (CR 810.11), in every language", () => {
    const giant = (names: string[], locale: Locale = "en") =>
      teamTitle(
        formatNameIn(locale)("modern"),
        names,
        words(locale).report,
        (items) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items),
        "modern",
      );
    expect(giant(["Ana", "Ben", "Cleo"])).toBe("Modern 3HG: Ana, Ben, and Cleo");
    expect(giant(["Ana", "Ben", "Cleo", "Dev"], "es")).toBe("Modern Gigante de cuatro cabezas: Ana, Ben, Cleo y Dev");
    expect(giant(["Ana", "Ben", "Cleo"], "ja")).toBe("モダン 三頭巨人戦：Ana、Ben、Cleo");
    expect(giant(["Ana", "Ben"], "it")).toBe("Modern Gigante a Due Teste: Ana e Ben");
  });

  it("names a Team Unified or Trios team by its event, after the team's name when it has one", () => {
    const event = (variant: "unified" | "trios", team: string | undefined, locale: Locale = "en") =>
      teamTitle(
        formatNameIn(locale)("modern"),
        ["Ana", "Ben", "Cleo"],
        words(locale).report,
        (items) => new Intl.ListFormat(locale, { type: "conjunction" }).format(items),
        "modern",
        { name: team, variant },
      );
    expect(event("trios", undefined)).toBe("Team Trios: Ana, Ben, and Cleo");
    expect(event("unified", undefined)).toBe("Team Unified (Modern): Ana, Ben, and Cleo");
    expect(event("trios", "Team Rocket")).toBe("Team Rocket: Ana, Ben, and Cleo · Team Trios");
    expect(event("unified", "ロケット団", "ja")).toBe("ロケット団：Ana、Ben、Cleo／チーム統一構築（モダン）");
    expect(event("unified", undefined, "es")).toBe("Equipos unificados (Modern): Ana, Ben y Cleo");
  });

  it("lists the names as the reader's language does", () => {
    expect(title("modern", ["Alice", "Bob"], "es")).toBe("Modern Gigante de dos cabezas: Alice y Bob");
    expect(title("modern", ["Alice", "Bob"], "it")).toBe("Modern Gigante a Due Teste: Alice e Bob");
    expect(title("modern", ["Aiko", "Bruno"], "ja")).toBe("モダン 双頭巨人戦：Aiko、Bruno");
  });
});

describe("groupProblems", () => {
  it("returns no groups for a report without problems", () => {
    expect(groupProblems({ problems: [], decks: [deck("Alice"), deck("Bob")] }, places(["Alice", "Bob"]))).toEqual([]);
  });

  it('puts team problems ([0, 1] or no deck) under "Both decks (team rules)", one-deck problems under the deck\'s name, errors first', () => {
    const groups = groupProblems(
      { problems: [counterspell, unsanctioned, lurrus, shared, boltCopies], decks: [deck("Alice"), deck("Bob")] },
      places(["Alice", "Bob"]),
    );
    expect(groups).toEqual([
      { id: "team", title: "Both decks (team rules)", problems: [shared, unsanctioned] },
      { id: "deck-0", title: "Alice", problems: [boltCopies, lurrus] },
      { id: "deck-1", title: "Bob", problems: [counterspell] },
    ]);
  });

  it("omits empty groups: only the second deck's problems give one group, titled Player 2 for a blank name", () => {
    const groups = groupProblems(
      { problems: [counterspell], decks: [deck("Alice"), deck("  ")] },
      places(["Alice", "  "]),
    );
    expect(groups).toEqual([{ id: "deck-1", title: "Player 2", problems: [counterspell] }]);
  });

  it("keeps the report's order among problems of the same severity", () => {
    const [group] = groupProblems(
      { problems: [solRing, counterspell], decks: [deck("Alice"), deck("Bob")] },
      places(["Alice", "Bob"]),
    );
    expect(group?.problems.map((p) => p.card)).toEqual(["Sol Ring", "Counterspell"]);
  });

  it("does not reorder the report's own problem list", () => {
    const problems: Problem[] = [lurrus, boltCopies];
    groupProblems({ problems, decks: [deck("Alice"), deck("Bob")] }, places(["Alice", "Bob"]));
    expect(problems).toEqual([lurrus, boltCopies]);
  });

  it("files a problem naming a deck the report does not have under the team group rather than dropping it", () => {
    const stray = problem("banned", {
      card: "Sol Ring",
      decks: [2],
      lines: [[1]],
      params: {
        card: "Sol Ring",
        format: "modern",
        copies: [{ deck: 2, deckName: "Deck 3", quantity: 1, lines: [1] }],
      },
    });
    expect(groupProblems({ problems: [stray], decks: [deck("Alice"), deck("Bob")] }, places(["Alice", "Bob"]))).toEqual(
      [{ id: "team", title: "Both decks (team rules)", problems: [stray] }],
    );
  });
});

describe("groupProblems and problemLocation in Limited, with a pool", () => {
  const overPool = problem("not-in-pool", {
    card: "Opt",
    decks: [0, 1],
    lines: [[2], [5, 7]],
    poolLines: [3],
    params: {
      card: "Opt",
      copies: [
        { deck: 0, deckName: "Alice", quantity: 2, lines: [2] },
        { deck: 1, deckName: "Bob", quantity: 2, lines: [5, 7] },
      ],
      pool: 3,
      allowed: 0,
      basicLand: false,
    },
  });
  const absent = problem("not-in-pool", {
    card: "Sol Ring",
    decks: [1],
    lines: [[1]],
    poolLines: [],
    params: {
      card: "Sol Ring",
      copies: [{ deck: 1, deckName: "Bob", quantity: 1, lines: [1] }],
      pool: 0,
      allowed: 0,
      basicLand: false,
    },
  });
  const poolTypo = problem("unknown-card", {
    card: "Negat",
    poolLines: [12],
    params: { card: "Negat", copies: [], poolCopies: [{ list: "pool", quantity: 1, lines: [12] }] },
  });
  const allowedTypo = problem("unknown-card", {
    card: "Sol Rign",
    allowedLines: [1],
    params: { card: "Sol Rign", copies: [], poolCopies: [{ list: "allowed", quantity: 1, lines: [1] }] },
  });

  it('files problems located only in the pool lists under "Team pool", after the team\'s own', () => {
    const groups = groupProblems(
      { problems: [poolTypo, absent, overPool, allowedTypo], decks: [deck("Alice"), deck("Bob")] },
      places(["Alice", "Bob"]),
    );
    expect(groups.map((group) => [group.id, group.title, group.problems])).toEqual([
      ["team", "Both decks (team rules)", [overPool]],
      ["pool", "Team pool", [poolTypo, allowedTypo]],
      ["deck-1", "Bob", [absent]],
    ]);
  });

  it('names no place above an unreadable line, whose sentence starts with it ("Tom, line 10: …")', () => {
    const unreadable = problem("unparsed-line", {
      decks: [0],
      lines: [[10]],
      params: {
        where: { list: "deck", deck: 0, deckName: "Tom" },
        line: 10,
        text: "4x",
        why: { code: "no-card-name" },
      },
    } as never);
    expect(problemLocation(unreadable, places(["Tom", "Bob"]))).toBe("");
  });

  it('names every place: "Alice, line 2 · Bob, lines 5, 7 · Team pool, line 3"', () => {
    const names = places(["Alice", "Bob"]);
    expect(problemLocation(overPool, names)).toBe("Alice, line 2 · Bob, lines 5, 7 · Team pool, line 3");
    expect(problemLocation(absent, names)).toBe("Bob, line 1");
    expect(problemLocation(allowedTypo, names)).toBe("Also allowed, line 1");
    expect(problemLocation(overPool, places(["Alice", "Bob"], "ja"))).toBe(
      "Aliceの2行目 · Bobの5、7行目 · チームのカードプールの3行目",
    );
    expect(problemLocation(overPool, places(["Alice", ""], "es"))).toBe(
      "Alice, línea 2 · Jugador 2, líneas 5 y 7 · Card pool del equipo, línea 3",
    );
    expect(
      problemLocation(
        problem("deck-too-small", {
          decks: [0],
          lines: [[]],
          params: { deck: 0, deckName: "Player 1", count: 39, minimum: 40, format: "limited" },
        }),
        places(["", "Bob"]),
      ),
    ).toBe("Player 1");
  });

  it("knows Limited from Constructed", () => {
    expect([isLimitedFormat("limited"), isLimitedFormat("modern"), isLimitedFormat("nope")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("lines", () => {
  it('words line numbers as the messages do: [] → "", [3] → "line 3", [3, 7] → "lines 3, 7", in each language', () => {
    const { lines } = places([]);
    expect([lines([]), lines([3]), lines([3, 7])]).toEqual(["", "line 3", "lines 3, 7"]);
    expect(places([], "it").lines([3, 7])).toBe("righe 3 e 7");
    expect(places([], "ja").lines([3])).toBe("3行目");
  });
});

describe("formatDateTime / formatDate", () => {
  it('formats an ISO instant in UTC: "2026-11-22T02:31:00.000Z" → "22 Nov 2026, 02:31 UTC"', () => {
    expect(formatDateTime("2026-11-22T02:31:00.000Z", "en")).toBe("22 Nov 2026, 02:31");
    expect(formatDate("2026-11-22T02:31:00.000Z", "en")).toBe("22 Nov 2026");
    expect(formatDateTime("2026-11-22T02:31:00.000Z", "ja")).toBe("2026/11/22 2:31");
    expect(formatDate("2026-11-22T02:31:00.000Z", "es")).toBe("22 nov 2026");
  });

  it("converts an offset to UTC, crossing midnight (23:59 at -05:00 → 23 Nov, 04:59 UTC)", () => {
    expect(formatDateTime("2026-11-22T23:59:00-05:00", "en")).toBe("23 Nov 2026, 04:59");
    expect(formatDate("2026-11-22T23:59:00-05:00", "en")).toBe("23 Nov 2026");
  });

  it('writes the hour after midnight as "00", not "24" or "12"', () => {
    expect(formatDateTime("2026-01-05T00:07:00Z", "en")).toBe("5 Jan 2026, 00:07");
  });

  it.each([null, undefined, "", "not a date", "2026-13-01T00:00:00Z"])("returns null for %j", (iso) => {
    expect(formatDateTime(iso, "en")).toBeNull();
    expect(formatDate(iso, "it")).toBeNull();
  });
});

describe("rulesVersionText", () => {
  it("words today's MTR edition in the reader's language from its effective date", () => {
    expect(MTR_EFFECTIVE_DATE).toBe("2026-02-27");
    expect(rulesVersionText(MTR_VERSION, t, "en")).toBe("MTR 27 Feb 2026");
    expect(rulesVersionText(MTR_VERSION, words("ja").report, "ja")).toBe("MTR 2026/02/27");
    expect(rulesVersionText(MTR_VERSION, words("es").report, "es")).toBe("MTR 27 feb 2026");
  });

  it("words it in English as the API's rulesVersion names it, so the date and the contract's string agree", () => {
    expect(rulesVersionText(MTR_VERSION, t, "en")).toBe(MTR_VERSION);
  });

  it("keeps an edition an older link names as it is, in every language", () => {
    expect(rulesVersionText("MTR 18 Nov 2024", words("ja").report, "ja")).toBe("MTR 18 Nov 2024");
    expect(rulesVersionText("MTR 18 Nov 2024", t, "en")).toBe("MTR 18 Nov 2024");
  });
});

describe("clip", () => {
  it("keeps text of at most max code points unchanged", () => {
    expect(clip("Lightning Bolt", 14)).toBe("Lightning Bolt");
    expect(clip("", 3)).toBe("");
  });

  it('cuts longer text to max code points, ending in "…"', () => {
    const clipped = clip("Lightning Bolt", 10);
    expect(clipped).toBe("Lightning…");
    expect([...clipped]).toHaveLength(10);
  });

  it("counts an emoji as one code point and never splits its surrogate pair", () => {
    expect(clip("🐀🐀", 2)).toBe("🐀🐀");
    expect(clip("🐀🐀🐀", 2)).toBe("🐀…");
    expect(clip("Rat 🐀🐀", 5)).toBe("Rat …");
  });

  it('clips to the ellipsis alone at max 1: "Sol Ring" → "…"', () => {
    expect(clip("Sol Ring", 1)).toBe("…");
  });
});

describe("a Limited team checked without its pool", () => {
  const noPool = problem("no-pool", { severity: "warning", params: { format: "limited" } });

  it('says "Legal as far as checked" in amber, not a plain green "Legal"; an illegal team stays red', () => {
    expect(verdictHeadline({ legal: true, problems: [noPool] }, t)).toBe("Legal as far as checked");
    expect(verdictHeadline({ legal: true, problems: [noPool] }, words("ja").report)).toBe("確認した範囲では適正");
    expect(verdictTone({ legal: true, problems: [noPool] })).toBe("partly");
    expect(verdictTone({ legal: true, problems: [unsanctioned] })).toBe("legal");
    expect(verdictTone({ legal: false, problems: [boltCopies, noPool] })).toBe("illegal");
    expect(verdictHeadline({ legal: false, problems: [boltCopies, noPool] }, t)).toBe("1 problem");
  });
});

describe("reportSections", () => {
  const names = (locale: Locale = "en"): SectionNames => {
    const w = words(locale);
    return {
      verdict: w.report("verdictSection"),
      problems: w.report("problemsHeading"),
      plan: translator(locale, "cards")("fix.planTitle"),
      pool: (given) => w.report(given ? "sharedSideboard" : "teamPool"),
      team: w.report("teamCards"),
      deck: deckNamer(w.formats, ["Alice", ""]),
      about: w.report("aboutHeading"),
    };
  };
  const links = (sections: { id: string; label: string }[]) => sections.map(({ id, label }) => `${id} ${label}`);

  it("links a legal Constructed team's verdict, team table, each player's list and the check's details", () => {
    const report = { problems: [], plan: null, format: "modern", pool: null, decks: [deck("Alice"), deck("")] };
    expect(links(reportSections(report, names()))).toEqual([
      "verdict-heading Verdict",
      "team-heading Team cards",
      "deck-0-heading Alice",
      "deck-1-heading Player 2",
      "about-heading About this check",
    ]);
  });

  it("adds the problems and the plan when there are, in page order, in the reader's language", () => {
    const plan: TeamPlan = { changes: [], decks: [], choices: [], covers: [0] };
    const report = { problems: [shared], plan, format: "modern", pool: null, decks: [deck("Alice"), deck("Bob")] };
    expect(links(reportSections(report, names("ja"))).slice(0, 4)).toEqual([
      "verdict-heading 判定",
      "problems-heading 問題点",
      "plan-heading 直すところのまとめ",
      "team-heading チームのカード",
    ]);
  });

  it("adds the shared sideboard in Limited with a pool, and the team pool's note without one", () => {
    const pool = { cards: 90, allowed: 0, sideboard: [] };
    const decks = [deck("Alice"), deck("Bob")];
    const sealed = reportSections({ problems: [], plan: null, format: "limited", pool, decks }, names());
    expect(sealed.map((section) => section.label)).toContain("Shared sideboard");
    const withoutPool = reportSections({ problems: [], plan: null, format: "limited", pool: null, decks }, names());
    expect(withoutPool[1]).toEqual({ id: "pool-heading", label: "Team pool" });
  });
});
