// Why a check was refused, as values (docs/api.md, `language`; docs/development.md, Languages): each issue's code and
// params, the API's English written from them, and the same refusal in each language of the interface.
import { describe, expect, it } from "vitest";
import { readTeamInput, tooLargeQuantity } from "@/lib/input/team-input";
import type { InputReason } from "@/lib/input/input-issue";
import { parseDecklist } from "@/lib/decklist/parse";
import { wordInputError } from "@/i18n/input-error-text";
import { inputErrorWords, wordInputErrorIn } from "@/i18n/translator";
import { refusalOf } from "../../support/english";

const describeInputErrorInLocale = (locale: (typeof LOCALES)[number], deckNames?: string[]) => (error: InputError) =>
  wordInputError(error, inputErrorWords(locale, deckNames));
import { handleValidateRequest } from "@/server/http/validate-handler";
import { handleBatchRequest } from "@/server/http/batch-handler";
import { LOCALES } from "@/i18n/routing";
import type { InputError } from "@/lib/input/team-input";

const refusal = (input: unknown) => {
  const read = readTeamInput(input);
  if (read.ok) throw new Error("expected a refusal");
  return read.error;
};

// Alice's deck name is too long and Bob's list is not text: two issues. A Modern team that sends a pool: one.
const TWO_ISSUES = {
  format: "modern",
  decks: [
    { name: "A".repeat(101), list: "4 Lightning Bolt" },
    { name: "Bob", list: 4 },
  ],
};
const MODERN_POOL = {
  format: "modern",
  decks: [
    { name: "Alice", list: "4 Lightning Bolt" },
    { name: "Bob", list: "4 Opt" },
  ],
  pool: "3 Opt",
};

describe("a refused team's issues", () => {
  it("name each field and say why with a code and its values; the message is written from them", () => {
    const error = refusal(TWO_ISSUES);
    expect(error.issues).toEqual([
      { field: "decks.0.name", why: { code: "deck-name-too-long", max: 100 } },
      { field: "decks.1.list", why: { code: "not-text", list: "decklist" } },
    ]);
    expect(refusalOf(error)).toBe(
      "decks.0.name: a deck name is at most 100 characters; decks.1.list: the decklist must be text",
    );
    expect(refusal(MODERN_POOL).issues).toEqual([
      { field: "pool", why: { code: "limited-only", list: "pool", format: "modern" } },
    ]);
  });

  it("names the kind a field expects when zod finds a value of the wrong type", () => {
    const error = refusal({ format: "modern", decks: "two" });
    expect(error.issues?.[0]?.why).toEqual({ code: "wrong-type", expected: "list" });
    // A team of 2 to 4 decks is counted once the list is read (lib/variants.ts): the type is the one issue here.
    expect(refusalOf(error)).toBe("decks: expected a list");
  });

  it("carries a quantity over the limit's lines, count and card", () => {
    const error = tooLargeQuantity([parseDecklist("1000 Island\n4 Opt\n1 Island")]);
    expect(error?.issues).toEqual([
      {
        field: "decks.0.list",
        why: { code: "too-many-copies", lines: [1, 3], quantity: 1001, card: "Island", max: 999 },
      },
    ]);
    expect(error && refusalOf(error)).toBe(
      'decks.0.list: lines 1, 3 ask for 1001 copies of "Island"; a quantity is at most 999',
    );
  });
});

describe("a refusal in the reader's language", () => {
  const error = refusal(TWO_ISSUES);
  const pool = refusal(MODERN_POOL);

  it("names the form's fields and words every reason on the report page", () => {
    const page = (locale: (typeof LOCALES)[number], refused = error) =>
      describeInputErrorInLocale(locale, ["Alice", "Bob"])(refused);
    expect(page("en")).toBe(
      "Alice's name: a deck name is at most 100 characters; Bob's list: the decklist must be text",
    );
    expect(page("es")).toBe(
      "Nombre de Alice: el nombre de un mazo tiene como máximo 100 caracteres; Lista de Bob: la lista del mazo debe ser texto",
    );
    expect(page("it")).toContain("Lista di Bob: la lista del mazzo deve essere testo");
    expect(page("ja")).toBe(
      "Aliceの名前：デッキ名は100文字までです。Bobのデッキリスト：デッキリストはテキストで入力してください",
    );
    expect(page("en", pool)).toBe("Team pool: the pool is read only with format limited (Sealed or Draft), not Modern");
    expect(page("es", pool)).toBe(
      "Card pool del equipo: el card pool solo se usa en Limitado (Sellado o Draft), no en Modern",
    );
  });

  it("words the message in English by default and in another language, fields as sent", () => {
    expect(wordInputErrorIn(error, "en").message).toBe(refusalOf(error));
    expect(wordInputErrorIn(error, "it").message).toBe(
      "decks.0.name: il nome di un mazzo ha al massimo 100 caratteri; decks.1.list: la lista del mazzo deve essere testo",
    );
    expect(wordInputErrorIn(error, "it").issues).toEqual(error.issues);
  });

  it.each([
    [{ format: "modern", decks: 5 }, "decks", "list"],
    [{ format: "modern", decks: [{ list: "4 Opt" }, 7] }, "decks.1", "object"],
    [{ format: "modern", decks: [{ name: 3, list: "4 Opt" }, { list: "4 Opt" }] }, "decks.0.name", "text"],
    [[], "body", "object"],
  ])(
    "names the field and the kind it expects for %j, never zod's English, in every language",
    (input, field, expected) => {
      const error = refusal(input);
      expect(error.issues).toEqual([{ field, why: { code: "wrong-type", expected } }]);
      for (const locale of LOCALES) {
        const message = describeInputErrorInLocale(locale)(error);
        expect(message, locale).not.toMatch(/Invalid input|received|expected (?:array|string|object)/);
        expect(message.startsWith(field), locale).toBe(true);
      }
      expect(describeInputErrorInLocale("ja")(refusal({ format: "modern", decks: 5 }))).toBe(
        "decks：リストを指定してください",
      );
      expect(refusalOf(refusal({ format: "modern", decks: 5 }))).toBe("decks: expected a list");
    },
  );

  it("keeps zod's English out of a localized refusal it has no words for", () => {
    const why: InputReason = { code: "invalid", detail: "Invalid input: expected array, received number" };
    const error = { code: "bad-request" as const, message: "", issues: [{ field: "decks", why }] };
    for (const locale of LOCALES.filter((locale) => locale !== "en"))
      expect(describeInputErrorInLocale(locale)(error), locale).not.toContain("Invalid input");
    expect(refusalOf(error)).toBe("decks: Invalid input: expected array, received number");
  });

  it("words a house ban line that names no card with the list reader's reason, in every language", () => {
    const why: InputReason = { code: "house-ban-unparsed", line: 2, why: { code: "quantity-zero" } };
    const houseBans = { code: "bad-request" as const, issues: [{ field: "houseBans", why }] };
    expect(refusalOf(houseBans)).toBe("houseBans: line 2 is not a card line (quantity is 0: the line adds no cards)");
    expect(describeInputErrorInLocale("es", ["Alice", "Bob"])(houseBans)).toBe(
      "Lista de prohibidas del organizador: la línea 2 no es una línea de carta (la cantidad es 0: la línea no añade cartas)",
    );
    expect(describeInputErrorInLocale("ja")(houseBans)).toBe(
      "houseBans：2行目はカードの行ではありません（枚数が0のため、この行はカードを加えません）",
    );
  });

  it("POST /api/validate words a refusal in the `language` asked, English by default", async () => {
    const ask = async (language?: string) => {
      const request = new Request("http://127.0.0.1/api/validate", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...TWO_ISSUES, language }),
      });
      const response = await handleValidateRequest(request, {
        cardSource: () => Promise.reject(new Error("a refusal needs no card data")),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await ask()).toBe(refusalOf(error));
    expect(await ask("es")).toBe(
      "decks.0.name: el nombre de un mazo tiene como máximo 100 caracteres; decks.1.list: la lista del mazo debe ser texto",
    );
    expect(await ask("ja")).toMatch(/^decks\.0\.name：デッキ名は100文字までです。/);
  });
});

describe("the team's optional name", () => {
  const team = (name: unknown) => ({ ...MODERN_POOL, pool: undefined, name });
  const read = (name: unknown) => {
    const result = readTeamInput(team(name));
    if (!result.ok) throw new Error("expected a team");
    return result.input.name;
  };

  it("is read trimmed; a blank or absent one is no name", () => {
    expect(read("  Team Rocket ")).toBe("Team Rocket");
    expect(read("   ")).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
    // Counted after trimming: the spaces a spreadsheet leaves around a cell cost nothing.
    expect(read(` ${"x".repeat(100)} `)).toBe("x".repeat(100));
  });

  it("is refused naming `name` when too long or not text, in every language", () => {
    const tooLong = refusal(team("x".repeat(101)));
    expect(tooLong.issues).toEqual([{ field: "name", why: { code: "team-name-too-long", max: 100 } }]);
    expect(refusalOf(tooLong)).toBe("name: a team name is at most 100 characters");
    expect(wordInputErrorIn(tooLong, "es").message).toBe(
      "name: el nombre de un equipo tiene como máximo 100 caracteres",
    );
    expect(wordInputErrorIn(tooLong, "it").message).toBe("name: il nome di una squadra ha al massimo 100 caratteri");
    expect(wordInputErrorIn(tooLong, "ja").message).toBe("name：チーム名は100文字までです");
    // The report page names it as the form does.
    expect(describeInputErrorInLocale("en", ["Alice", "Bob"])(tooLong)).toBe(
      "Team name: a team name is at most 100 characters",
    );
    for (const wrong of [7, null, ["Team"]]) {
      expect(refusal(team(wrong)).issues).toEqual([{ field: "name", why: { code: "team-name-not-text" } }]);
    }
  });
});

describe("a refused batch", () => {
  it("words a CSV without its columns in the language its URL asks for, English by default", async () => {
    const ask = async (query: string) => {
      const request = new Request(`http://127.0.0.1/api/batch${query}`, {
        method: "POST",
        headers: { "content-type": "text/csv" },
        body: "team,format\nA,modern\n",
      });
      const response = await handleBatchRequest(request, {
        cardSource: () => Promise.reject(new Error("a refusal needs no card data")),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await ask("")).toMatch(
      /^the CSV has no columns player1, list1, player2, and list2\. Its header row names the columns team, player1/,
    );
    expect(await ask("?language=it")).toMatch(
      /^nel CSV mancano le colonne player1, list1, player2 e list2\. La riga di intestazione/,
    );
    expect(await ask("?language=ja")).toMatch(/^CSVに列player1、list1、player2、list2がありません。/);
  });
});
