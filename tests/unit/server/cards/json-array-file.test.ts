import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CardFileError } from "@/server/cards/card-file-error";
import { arrayLayout, readJsonArray, type ArrayLayout } from "@/server/cards/json-array-file";
import { sharedCard } from "../../../support/shared-cards";
import { temporaryFolder } from "../../../support/temporary-folders";

const cards = ["Lightning Bolt", "Fire // Ice", "Nazgûl"].map(sharedCard);
const folder = temporaryFolder("array");

/** As Scryfall writes its bulk files: "[", one element a line with a comma, "]". */
const scryfallLayout = (values: readonly unknown[]) =>
  `[\n${values.map((value) => JSON.stringify(value)).join(",\n")}\n]\n`;

function fileWith(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

async function elementsOf(file: string, layout: ArrayLayout): Promise<unknown[]> {
  const elements: unknown[] = [];
  await readJsonArray(file, layout, (value) => elements.push(value));
  return elements;
}

async function failureOf(file: string, layout: ArrayLayout): Promise<CardFileError> {
  const error = await elementsOf(file, layout).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CardFileError);
  return error as CardFileError;
}

describe("arrayLayout", () => {
  it.each([
    { file: "Scryfall's layout", text: scryfallLayout(cards), layout: "one-per-line" },
    {
      file: "Scryfall's layout with CRLF and blank lines",
      text: `\r\n${scryfallLayout(cards).replace(/\n/g, "\r\n\r\n")}`,
      layout: "one-per-line",
    },
    {
      file: "the last element closing the array on its line",
      text: `[\n${JSON.stringify(cards[0])}]`,
      layout: "one-per-line",
    },
    { file: "pretty-printed", text: JSON.stringify(cards, null, 2), layout: "any" },
    { file: "minified on one line", text: JSON.stringify(cards), layout: "any" },
    {
      file: "a first element longer than the head read",
      text: `[\n${JSON.stringify(cards[0]).slice(0, 100)}`,
      layout: "any",
    },
  ])("reads $file as $layout", ({ text, layout }) => {
    expect(arrayLayout(text)).toBe(layout);
  });
});

describe("readJsonArray", () => {
  it.each([
    { file: "one element a line", text: scryfallLayout(cards), layout: "one-per-line" },
    {
      file: "one element a line, CRLF, blank lines, no newline at the end",
      text: `\n${scryfallLayout(cards).replace(/\n/g, "\r\n\r\n").trimEnd()}`,
      layout: "one-per-line",
    },
    {
      file: "the last element closing the array on its line",
      text: `[\n${cards.map((card) => JSON.stringify(card)).join(",\n")}]\n`,
      layout: "one-per-line",
    },
    { file: "pretty-printed (stream-json)", text: JSON.stringify(cards, null, 2), layout: "any" },
    { file: "minified on one line (stream-json)", text: JSON.stringify(cards), layout: "any" },
  ] as const)("gives every element of a file $file, in order", async ({ text, layout }) => {
    const file = fileWith(`${layout}-${text.length}.json`, text);
    expect(arrayLayout(text)).toBe(layout);
    expect(await elementsOf(file, layout)).toEqual(cards);
  });

  it("reads a file bigger than its read chunk, whose lines cross chunk edges", async () => {
    const many = Array.from({ length: 800 }, (_, index) => ({ ...cards[index % cards.length], id: `card-${index}` }));
    const file = fileWith("many.json", scryfallLayout(many));
    expect(await elementsOf(file, "one-per-line")).toEqual(many);
  });

  it("reads a line longer than two read chunks, between ordinary lines", async () => {
    const long = { ...cards[1], flavor_text: "Nazgûl ".repeat(400_000) };
    const values = [cards[0], long, cards[2]];
    expect(await elementsOf(fileWith("long-line.json", scryfallLayout(values)), "one-per-line")).toEqual(values);
  });

  const whole = scryfallLayout(cards);
  it.each([
    {
      damage: "cut inside a line",
      text: whole.slice(0, whole.indexOf("Fire") + 20),
      message: /line 3 is not a whole JSON value .*cut short/,
    },
    {
      damage: "cut at a line's end",
      text: whole.slice(0, whole.lastIndexOf("\n", whole.length - 3) + 1),
      message: /ends at line 4 without the array's closing "\]"/,
    },
    {
      damage: "broken on a line",
      text: whole.replace('"Fire // Ice"', '"Fire // Ice'),
      message: /line 3 is not a whole JSON value/,
    },
    { damage: "followed by more", text: `${whole}[]\n`, message: /line 6 follows the array's closing "\]"/ },
  ])("names the line of a Scryfall-layout file $damage", async ({ text, message }) => {
    const failure = await failureOf(fileWith(`damaged-${text.length}.json`, text), "one-per-line");
    expect(failure.kind).toBe("damaged");
    expect(failure.message).toMatch(message);
  });

  it.each([
    { damage: "cut short", text: JSON.stringify(cards).slice(0, 3000) },
    { damage: "missing its closing bracket", text: JSON.stringify(cards).slice(0, -1) },
  ])("says how far a streamed file got when it is $damage", async ({ text }) => {
    const failure = await failureOf(fileWith(`streamed-${text.length}.json`, text), "any");
    expect(failure.kind).toBe("damaged");
    expect(failure.message).toMatch(/not a whole JSON array after \d element\(s\) .*cut short/);
  });

  it("passes on what the element callback throws, and stops reading", async () => {
    const stop = new CardFileError("not-card-data", "not cards");
    for (const layout of ["one-per-line", "any"] as const) {
      const file = fileWith(`stop-${layout}.json`, layout === "any" ? JSON.stringify(cards) : scryfallLayout(cards));
      let seen = 0;
      const error = await readJsonArray(file, layout, () => {
        seen++;
        throw stop;
      }).catch((caught: unknown) => caught);
      expect(error).toBe(stop);
      expect(seen).toBe(1);
    }
  });
});
