import { describe, expect, it } from "vitest";
import { BatchGate, RETRY_AFTER_SECONDS } from "@/server/batch/batch-gate";

describe("BatchGate: the server's batch work in flight", () => {
  it("lets a second maximal batch in only once the first has finished, in order", async () => {
    const gate = new BatchGate(500, 4);
    const first = await gate.enter(500);
    if (!first.ok) throw new Error("the first batch was refused");
    const order: string[] = [];
    const second = gate.enter(500).then((entry) => (order.push("second"), entry));
    const small = gate.enter(1).then((entry) => (order.push("small"), entry));
    await Promise.resolve();
    expect(order).toEqual([]);
    first.release();
    const secondEntry = await second;
    expect(order).toEqual(["second"]);
    if (!secondEntry.ok) throw new Error("the second batch was refused");
    secondEntry.release();
    await small;
    expect(order).toEqual(["second", "small"]);
  });

  it("lets small batches in together while there is room", async () => {
    const gate = new BatchGate(500, 0);
    const entries = await Promise.all([gate.enter(200), gate.enter(200), gate.enter(100)]);
    expect(entries.every((entry) => entry.ok)).toBe(true);
  });

  it("refuses a batch at once, with when to come back, when as many batches as it keeps already wait", async () => {
    const gate = new BatchGate(500, 2);
    const running = await gate.enter(500);
    const waiting = [gate.enter(10), gate.enter(10)];
    expect(await gate.enter(10)).toEqual({ ok: false, retryAfterSeconds: RETRY_AFTER_SECONDS });
    if (running.ok) running.release();
    for (const entry of await Promise.all(waiting)) if (entry.ok) entry.release();
    // Room again: a batch goes straight in.
    expect((await gate.enter(10)).ok).toBe(true);
  });
});
