// Starts the process's one check thread, where it pays: bulk card data (live Scryfall lookups wait on the
// network, not the CPU, and a second thread would have its own cache and double the Scryfall traffic) and
// a second core. Started with the server (instrumentation.ts), so it loads card data alongside the first.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { planCardSource } from "../cards/select-source";
import { readConfig } from "../config";
import { requestsInFlight } from "../http/requests-in-flight";
import { processWide } from "../process-wide";
import { CheckOffload } from "./check-offload";

/** The check thread's CheckOffload, or null where there is none. Process-wide, like the card source. */
export function checkOffload(): CheckOffload | null {
  return processWide("check-offload", startCheckThread);
}

function startCheckThread(): CheckOffload | null {
  if (availableParallelism() < 2) return null;
  try {
    if (planCardSource(readConfig()).kind !== "bulk") return null;
  } catch {
    return null; // a bad environment: the card source reports it on the request thread
  }
  const thread = new Worker(new URL("./check-thread.ts", import.meta.url));
  thread.unref(); // never what keeps the server running
  return new CheckOffload(thread, () => requestsInFlight() > 1);
}
