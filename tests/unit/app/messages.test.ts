// Every language has every message, and each message uses the same placeholders and tags as English
// (docs/development.md, Languages): a key or a {count} left out of one language fails here, not on a page.
import { readFileSync } from "node:fs";
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/routing";
import { DECODE_ERROR_CODES } from "@/lib/share/decode";

type Messages = { [key: string]: string | Messages };

const load = (locale: string): Messages =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), "utf8"));

/** "namespace.key" → message, for every message of a file. */
function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") flat.set(prefix + key, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** The placeholders ({name}, {count, plural, …}) and rich-text tags (<b>…</b>) a message uses. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      found.add(`{${element.value}}`);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(`{${element.value}}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentsOf(element.children, found);
    }
  }
  return found;
}

const english = flatten(load(DEFAULT_LOCALE));
const englishOf = (key: string) => english.get(key);

describe("messages", () => {
  it("has English messages in namespaces", () => {
    expect(english.size).toBeGreaterThan(20);
    for (const key of english.keys()) expect(key).toMatch(/^[a-z][A-Za-z0-9]*\.[A-Za-z0-9.-]+$/);
  });

  it("words a damaged link's every code", () => {
    for (const code of DECODE_ERROR_CODES) expect(englishOf(`damagedLink.${code}`)).toBeTruthy();
  });

  describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))("%s", (locale) => {
    const translated = flatten(load(locale));

    it("has exactly English's keys", () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
    });

    it("uses every placeholder and tag English uses, and no other", () => {
      const differing = [...english].flatMap(([key, text]) => {
        const other = translated.get(key);
        if (other === undefined) return [];
        const want = [...argumentsOf(parse(text))].sort();
        const got = [...argumentsOf(parse(other))].sort();
        return want.join() === got.join() ? [] : [`${key}: ${got.join(" ")} instead of ${want.join(" ")}`];
      });
      expect(differing).toEqual([]);
    });
  });
});
