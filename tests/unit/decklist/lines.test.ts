import { describe, expect, it } from "vitest";
import {
  cleanLine,
  countLines,
  endsWithDigit,
  splitLines,
  startsWithDigit,
  straightenQuotes,
} from "@/lib/decklist/lines";

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

  it("returns a clean line as it is, and trims an indented one with single spaces inside", () => {
    expect(cleanLine("4 Lightning Bolt")).toBe("4 Lightning Bolt");
    expect(cleanLine('    <card number="1" name="Opt"/>  ')).toBe('<card number="1" name="Opt"/>');
    expect(cleanLine("\u00A04 Opt\t")).toBe("4 Opt");
    expect(cleanLine("4  Opt")).toBe("4 Opt");
    expect(cleanLine("")).toBe("");
  });
});

describe("startsWithDigit and endsWithDigit", () => {
  it("look at the first or last character for an ASCII digit", () => {
    expect(startsWithDigit("4 Opt")).toBe(true);
    expect(startsWithDigit("Opt x4")).toBe(false);
    expect(endsWithDigit("Opt x4")).toBe(true);
    expect(endsWithDigit("4 Opt")).toBe(false);
    expect(startsWithDigit("")).toBe(false);
    expect(endsWithDigit("")).toBe(false);
    expect(startsWithDigit("\u0664 Opt")).toBe(false);
  });
});

describe("straightenQuotes", () => {
  it("maps ’ ‘ ʼ to ' and “ ” to \"", () => {
    expect(straightenQuotes("Urza’s ‘Saga’ Urzaʼs “Dragon”")).toBe("Urza's 'Saga' Urza's \"Dragon\"");
  });
});

describe("countLines", () => {
  const thousand = Array.from({ length: 1000 }, () => "1 Opt").join("\n");

  it("counts a list of 1,000 lines that ends in a line break as 1,000 lines", () => {
    expect(countLines(thousand)).toBe(1000);
    expect(countLines(`${thousand}\n`)).toBe(1000);
    expect(countLines(`${thousand.replaceAll("\n", "\r\n")}\r\n`)).toBe(1000);
    expect(countLines(`${thousand.replaceAll("\n", "\r")}\r`)).toBe(1000);
  });

  it("counts an empty line after the last break: 1,000 lines and a blank one are 1,001", () => {
    expect(countLines(`${thousand}\n\n`)).toBe(1001);
    expect(countLines("")).toBe(0);
    expect(countLines("\n")).toBe(1);
  });
});
