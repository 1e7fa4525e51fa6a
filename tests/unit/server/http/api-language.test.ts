// The API's `language` (docs/api.md, `language`): message in that language from code + params,
// everything else the same.
import { describe, expect, it } from "vitest";
import { handleValidateRequest } from "@/server/http/validate-handler";
import { handleBatchRequest } from "@/server/http/batch-handler";
import type { ApiReport } from "@/lib/report/report";
import { deck, rulesCardSource } from "../../../support/rules-source";
import type { WordedProblem } from "@/i18n/translator";

// Lightning Bolt in both decks: team-shared-card (MTR 8.4), named with both decks and their lines.
const ALICE = deck(["4 Lightning Bolt"], { basic: "Mountain" });
const BOB = deck(["2 Lightning Bolt", "4 Counterspell"], { basic: "Island" });
const TEAM = { format: "modern", decks: [{ name: "Alice", list: ALICE }, { list: BOB }] };

async function validate(body: object, query = "") {
  const source = await rulesCardSource();
  const request = new Request(`http://127.0.0.1/api/validate${query}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  const response = await handleValidateRequest(request, { cardSource: async () => source });
  return {
    status: response.status,
    json: (await response.json()) as ApiAnswer,
  };
}

type ApiAnswer = Omit<ApiReport, "problems"> & { problems: WordedProblem[]; error?: { code: string; message: string } };

const shared = (report: ApiAnswer) => report.problems.find((problem) => problem.code === "team-shared-card");

describe("POST /api/validate with language", () => {
  it("words message in English by default, exactly as without the field", async () => {
    const plain = await validate(TEAM);
    const english = await validate({ ...TEAM, language: "en" });
    expect(shared(plain.json)?.message).toMatch(
      /^Lightning Bolt is in both decks \(Alice: 4 \(line 2\) and Player 2: 2 \(line 2\)\)/,
    );
    expect(shared(english.json)?.message).toBe(shared(plain.json)?.message);
  });

  it.each([
    ["es", /^Lightning Bolt está en los dos mazos \(Alice: 4 \(línea 2\) y Jugador 2: 2 \(línea 2\)\)/, "Jugador 2"],
    ["it", /^Lightning Bolt è in entrambi i mazzi \(Alice: 4 \(riga 2\) e Giocatore 2: 2 \(riga 2\)\)/, "Giocatore 2"],
    [
      "ja",
      /^Lightning Boltが両方のデッキに入っています（Alice：4枚（2行目）、プレイヤー2：2枚（2行目））/,
      "プレイヤー2",
    ],
  ])("words message in %s; code, params, rule and the rest stay as in English", async (language, message, player) => {
    const english = (await validate(TEAM)).json;
    const answer = await validate({ ...TEAM, language });
    expect(answer.status).toBe(200);
    expect(shared(answer.json)?.message).toMatch(message);
    // The hint names the unnamed player as its problem does, in the same language (it said "Player 2" once).
    expect(shared(answer.json)?.fix?.text).toContain(player);
    expect(shared(answer.json)?.fix?.text).not.toContain("Player 2");
    expect((answer.json.plan as { text?: string } | null)?.text).toContain(player);
    const neutral = (report: ApiAnswer) =>
      // A deck's name is worded as the sentences word it ("Jugador 2"); everything else is the same in every language.
      JSON.parse(
        JSON.stringify({
          ...report,
          checkedAt: "",
          share: "",
          ...(report.plan && { plan: { ...report.plan, text: "" } }),
          problems: report.problems.map((problem) => ({
            ...problem,
            message: "",
            ...(problem.fix && { fix: { ...problem.fix, text: "" } }),
          })),
        }).replaceAll(player, "Player 2"),
      ) as unknown;
    expect(neutral(answer.json)).toEqual(neutral(english));
  });

  it("a language it does not speak is a 400 naming the field", async () => {
    const answer = await validate({ ...TEAM, language: "fr" });
    expect(answer.status).toBe(400);
    expect(answer.json.error?.message).toBe("language: unknown language; valid languages are: en, es, it, and ja");
  });
});

describe("POST /api/batch with language", () => {
  it("words each team's messages in the language of the body's field or the query", async () => {
    const source = await rulesCardSource();
    const batch = (body: object, query = "") =>
      handleBatchRequest(
        new Request(`http://127.0.0.1/api/batch${query}`, {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json" },
        }),
        {
          cardSource: async () => source,
        },
      ).then((response) => response.json());
    const viaField = await batch({ teams: [TEAM], language: "it" });
    const viaQuery = await batch({ teams: [TEAM] }, "?language=ja");
    expect(viaField.teams[0].problems.map((problem: { message: string }) => problem.message).join()).toMatch(
      /è in entrambi i mazzi/,
    );
    expect(viaQuery.teams[0].problems.map((problem: { message: string }) => problem.message).join()).toMatch(
      /両方のデッキに入っています/,
    );
    expect((await batch({ teams: [TEAM], language: 42 })).error.message).toMatch(/^language: /);
  });
});
