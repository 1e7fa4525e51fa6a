// The check thread's entry (see check-offload.ts): its own copy of the bulk card data, and the same
// answerCheck as the request thread, so a check's answer is the same bytes on either thread.
import { parentPort } from "node:worker_threads";
import { createCardSource, planCardSource } from "../cards/select-source";
import { readConfig } from "../config";
import { answerCheck } from "../http/check-answer";
import type { FromCheckThread, ToCheckThread } from "./check-offload";

const port = parentPort;
if (!port) throw new Error("check-thread.ts runs as a worker thread");
const send = (message: FromCheckThread) => port.postMessage(message);

// Loaded without a log line: the request thread has already said where card data comes from.
const source = createCardSource(planCardSource(readConfig()), () => undefined);

port.on("message", async ({ id, input, now }: ToCheckThread) => {
  try {
    send({ kind: "answer", id, answer: await answerCheck(input, () => source, now === undefined ? undefined : new Date(now)) });
  } catch (error) {
    send({ kind: "failed", id, reason: error instanceof Error ? error.message : String(error) });
  }
});

// Card data that cannot load here ends the thread (an "error" for the request thread, which keeps every check).
source.then(
  () => send({ kind: "ready" }),
  (error: unknown) => setImmediate(() => {
    throw error;
  }),
);
