// The check thread's entry (lib/offload/check-thread.ts) as a real worker thread (TypeScript through tsx,
// where the built app has Turbopack's bundle of the same file), over the rules fixture as bulk card data.
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { readTeamInput, type ValidTeamInput } from "../../../lib/check-team";
import { answerCheck } from "../../../lib/http/check-answer";
import { CheckOffload } from "../../../lib/offload/check-offload";
import { deck, rulesCardSource } from "../support/rules-source";

const ENTRY = new URL("../../../lib/offload/check-thread.ts", import.meta.url);
// tsx's loader, registered inside the thread before the entry is imported (`--import tsx` is not passed on to threads).
const BOOT = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(ENTRY.href)}); });`;
const FIXTURE = fileURLToPath(new URL("../../fixtures/cards/rules-cards.json", import.meta.url));

const threads: Worker[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.terminate()));
});

function startThread(cardData: string) {
  const thread = new Worker(BOOT, { eval: true, env: { ...process.env, CARD_DATA: cardData } });
  threads.push(thread);
  const logged: string[] = [];
  const offload = new CheckOffload(thread, () => true, (line) => logged.push(line));
  const ready = new Promise<void>((resolve, reject) => {
    thread.on("message", (message: { kind: string }) => message.kind === "ready" && resolve());
    thread.on("error", reject);
  });
  return { thread, offload, logged, ready };
}

function valid(raw: unknown): ValidTeamInput {
  const read = readTeamInput(raw);
  if (!read.ok) throw new Error(read.error.message);
  return read.input;
}

const NOW = new Date("2026-11-23T12:00:00Z");

describe("the check thread", () => {
  it("answers a check with the same bytes as the request thread, and a list the parser refuses with the same 400", async () => {
    const { offload, ready } = startThread(FIXTURE);
    await ready;
    const source = await rulesCardSource();
    const teams = [
      valid({ format: "modern", decks: [{ name: "Alice", list: deck(["4 Lightning Bolt"], { basic: "Mountain" }) }, { list: deck(["4 Lightning Bolt"]) }] }),
      valid({ format: "modern", decks: [{ list: "1000 Island" }, { list: "Not A Card" }] }),
    ];
    for (const team of teams) {
      const here = await answerCheck(team, async () => source, NOW);
      expect(await offload.answer(team, NOW)).toEqual(here);
    }
    const [shared, refused] = await Promise.all(teams.map((team) => answerCheck(team, async () => source, NOW)));
    expect(JSON.parse(shared!.body).problems.map((problem: { code: string }) => problem.code)).toContain("team-shared-card");
    expect(refused!.status).toBe(400);
    expect(offload.checksHandedOver).toBe(2);
  });

  it("ends when its card data cannot load, and the request thread keeps every check", async () => {
    const { offload, logged, ready } = startThread(fileURLToPath(new URL("./no-such-cards.json", import.meta.url)));
    await expect(ready).rejects.toThrow(/no-such-cards/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).toEqual([expect.stringMatching(/check thread failed .*every check runs on the request thread/)]);
    await expect(offload.answer(valid({ format: "modern", decks: [{ list: "" }, { list: "" }] }))).resolves.toBeUndefined();
  });
});
