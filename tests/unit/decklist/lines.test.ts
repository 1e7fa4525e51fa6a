import { describe, expect, it } from "vitest";
import { cleanLine, splitLines, straightenQuotes } from "../../../lib/decklist/lines";

describe("splitLines", () => {
  it("splits on \\r\\n, \\n and a bare \\r, one line each", () => {
    expect(splitLines("a\r\nb\nc\rd")).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps empty lines, so line numbers match the pasted text", () => {
    expect(splitLines("\n\r\n\r")).toEqual(["", "", "", ""]);
    expect(splitLines("")).toEqual([""]);
  });

  it("strips a leading BOM", () => {
    expect(splitLines("\uFEFF4 Opt\n")).toEqual(["4 Opt", ""]);
  });
});

describe("cleanLine", () => {
  it("turns tabs, NBSP, U+2007 and U+202F into single spaces and trims", () => {
    expect(cleanLine("\t4\u00A0\u00A0Urza's\u2007Saga\u202F ")).toBe("4 Urza's Saga");
  });

  it("turns a whitespace-only line into an empty one", () => {
    expect(cleanLine(" \t\u00A0")).toBe("");
  });
});

describe("straightenQuotes", () => {
  it("maps ’ ‘ ʼ to ' and “ ” to \"", () => {
    expect(straightenQuotes("Urza’s ‘Saga’ Urzaʼs “Dragon”")).toBe("Urza's 'Saga' Urza's \"Dragon\"");
  });
});
