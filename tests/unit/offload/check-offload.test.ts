import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ValidTeamInput } from "../../../lib/check-team";
import { CHECK_THREAD_DEADLINE_MS, CheckOffload, type FromCheckThread, type ToCheckThread } from "../../../lib/offload/check-offload";

/** A check thread that records what it is sent; the test says what it answers. */
class FakeThread extends EventEmitter {
  readonly sent: ToCheckThread[] = [];
  postMessage(message: ToCheckThread): void {
    this.sent.push(message);
  }
  say(message: FromCheckThread): void {
    this.emit("message", message);
  }
}

const TEAM: ValidTeamInput = {
  format: "modern",
  ruleset: "tournament",
  decks: [
    { name: "Alice", list: "4 Lightning Bolt\n56 Mountain" },
    { name: "Bob", list: "4 Counterspell\n56 Island" },
  ],
};
const REPORT = { status: 200, body: '{"legal":true}' };

function offloadWith({ busy = true }: { busy?: boolean } = {}) {
  const thread = new FakeThread();
  const logged: string[] = [];
  const offload = new CheckOffload(thread, () => busy, (line) => logged.push(line));
  return { thread, offload, logged };
}

/** Lets the offload's one turn of the event loop pass, so its message is posted. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("CheckOffload", () => {
  it("keeps every check until the thread says it is ready (its card data is loading)", async () => {
    const { thread, offload } = offloadWith();
    await expect(offload.answer(TEAM)).resolves.toBeUndefined();
    expect(thread.sent).toEqual([]);
  });

  it("keeps a lone check on the request thread: nothing else is under way", async () => {
    const { thread, offload } = offloadWith({ busy: false });
    thread.say({ kind: "ready" });
    await expect(offload.answer(TEAM)).resolves.toBeUndefined();
    expect(thread.sent).toEqual([]);
  });

  it("hands a check to the thread while other requests are under way, and gives back the thread's answer", async () => {
    const { thread, offload } = offloadWith();
    thread.say({ kind: "ready" });
    const now = new Date("2026-11-23T12:00:00Z");
    const answered = offload.answer(TEAM, now);
    await nextTurn();
    expect(thread.sent).toEqual([{ id: 0, input: TEAM, now: now.getTime() }]);
    thread.say({ kind: "answer", id: 0, answer: REPORT });
    await expect(answered).resolves.toEqual(REPORT);
    expect(offload.checksHandedOver).toBe(1);
  });

  it("matches answers to checks by id when they come back out of order", async () => {
    const { thread, offload } = offloadWith();
    thread.say({ kind: "ready" });
    const first = offload.answer(TEAM);
    const second = offload.answer({ ...TEAM, format: "legacy" });
    await nextTurn();
    expect(thread.sent.map((message) => [message.id, message.input.format])).toEqual([
      [0, "modern"],
      [1, "legacy"],
    ]);
    thread.say({ kind: "answer", id: 1, answer: { status: 200, body: "second" } });
    thread.say({ kind: "answer", id: 0, answer: { status: 200, body: "first" } });
    expect(await Promise.all([first, second])).toEqual([
      { status: 200, body: "first" },
      { status: 200, body: "second" },
    ]);
  });

  it("gives a check that failed on the thread back to the request thread to run again", async () => {
    const { thread, offload } = offloadWith();
    thread.say({ kind: "ready" });
    const answered = offload.answer(TEAM);
    await nextTurn();
    thread.say({ kind: "failed", id: 0, reason: "boom" });
    await expect(answered).resolves.toBeUndefined();
    expect(offload.checksHandedOver).toBe(0);
  });

  for (const [how, lose] of [
    ["exits", (thread: FakeThread) => thread.emit("exit", 1)],
    ["fails", (thread: FakeThread) => thread.emit("error", new Error("out of memory"))],
  ] as const) {
    it(`when the thread ${how}, gives back the checks it held, says so once, and keeps every later check`, async () => {
      const { thread, offload, logged } = offloadWith();
      thread.say({ kind: "ready" });
      const held = offload.answer(TEAM);
      await nextTurn();
      lose(thread);
      thread.emit("exit", 1);
      await expect(held).resolves.toBeUndefined();
      await expect(offload.answer(TEAM)).resolves.toBeUndefined();
      expect(thread.sent).toHaveLength(1);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/check thread .*every check runs on the request thread/);
    });
  }

  describe("a check the thread does not answer in time", () => {
    // Only the deadline's timers are faked: the offload's turn of the event loop (setImmediate) stays real.
    const fakeDeadlines = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`is answered on the request thread after ${CHECK_THREAD_DEADLINE_MS / 1000} s, and later checks stay there until the thread answers again`, async () => {
      fakeDeadlines();
      const { thread, offload, logged } = offloadWith();
      thread.say({ kind: "ready" });
      const stuck = offload.answer(TEAM);
      await nextTurn();
      vi.advanceTimersByTime(CHECK_THREAD_DEADLINE_MS - 1);
      expect(logged).toEqual([]);
      vi.advanceTimersByTime(1);
      await expect(stuck).resolves.toBeUndefined();
      expect(logged).toEqual(["checks: the check thread has not answered a check in 5 s; checks run on the request thread until it answers"]);

      await expect(offload.answer(TEAM)).resolves.toBeUndefined();
      expect(thread.sent).toHaveLength(1);

      thread.say({ kind: "answer", id: 0, answer: REPORT }); // late: that check was answered here already
      expect(offload.checksHandedOver).toBe(0);
      expect(logged[1]).toBe("checks: the check thread answers again; it takes checks again");
      const next = offload.answer(TEAM);
      await nextTurn();
      expect(thread.sent.map((message) => message.id)).toEqual([0, 1]);
      thread.say({ kind: "answer", id: 1, answer: REPORT });
      await expect(next).resolves.toEqual(REPORT);
    });

    it("is not given up on once answered: its deadline goes with it", async () => {
      fakeDeadlines();
      const { thread, offload, logged } = offloadWith();
      thread.say({ kind: "ready" });
      const answered = offload.answer(TEAM);
      await nextTurn();
      expect(vi.getTimerCount()).toBe(1);
      thread.say({ kind: "answer", id: 0, answer: REPORT });
      await expect(answered).resolves.toEqual(REPORT);
      expect(vi.getTimerCount()).toBe(0);
      vi.advanceTimersByTime(CHECK_THREAD_DEADLINE_MS * 2);
      expect(logged).toEqual([]);
    });
  });
});
