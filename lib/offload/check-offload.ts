// Checks move to a second thread while the request thread is the bottleneck. Next.js serves one request at
// a time on one thread; under a burst, every check there holds up every request behind it (pages, images),
// while the second core idles. A lone check stays on the request thread: handing one over costs two
// thread wake-ups, about 0.2 ms more per check than running it (measured).
import type { ValidTeamInput } from "../check-team";
import type { JsonAnswer } from "../http/json-answer";

export type ToCheckThread = { id: number; input: ValidTeamInput; now?: number };
export type FromCheckThread =
  | { kind: "ready" }
  | { kind: "answer"; id: number; answer: JsonAnswer }
  | { kind: "failed"; id: number; reason: string };

/** What CheckOffload uses of a worker_threads Worker (a fake one in tests). */
export interface CheckThread {
  postMessage(message: ToCheckThread): void;
  on(event: "message", listener: (message: FromCheckThread) => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "exit", listener: (exitCode: number) => void): unknown;
}

export type OffloadAnswer = (input: ValidTeamInput, now?: Date) => Promise<JsonAnswer | undefined>;

const nextTurnOfEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class CheckOffload {
  /** loading: the thread's card data is not in yet; gone: the thread failed or exited, for good. */
  private state: "loading" | "ready" | "gone" = "loading";
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: JsonAnswer | undefined) => void>();
  private handedOver = 0;

  constructor(
    private readonly thread: CheckThread,
    /** Whether requests other than this one are under way on the request thread. */
    private readonly othersInFlight: () => boolean,
    private readonly log: (line: string) => void = console.error,
  ) {
    thread.on("message", (message) => this.receive(message));
    thread.on("error", (error) => this.lose(`failed (${error.message})`));
    thread.on("exit", (exitCode) => this.lose(`exited (code ${exitCode})`));
  }

  /** Checks answered by the check thread so far. */
  get checksHandedOver(): number {
    return this.handedOver;
  }

  /** The check's answer from the check thread; undefined means: answer it on this thread. */
  readonly answer: OffloadAnswer = async (input, now) => {
    if (this.state !== "ready") return undefined;
    // Next.js reads the next request only once this one is done or waits: yield once, so requests that came
    // with this one are read and counted. If any is under way, the request thread is the bottleneck.
    await nextTurnOfEventLoop();
    if (this.state !== "ready" || !this.othersInFlight()) return undefined;
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.thread.postMessage({ id, input, now: now?.getTime() });
    });
  };

  private receive(message: FromCheckThread): void {
    if (message.kind === "ready") {
      if (this.state === "loading") this.state = "ready";
      return;
    }
    const resolve = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    if (message.kind === "answer") this.handedOver++;
    // A check that failed there is run again here, where it fails (or not) as it would have without the thread.
    resolve?.(message.kind === "answer" ? message.answer : undefined);
  }

  private lose(why: string): void {
    if (this.state === "gone") return;
    this.state = "gone";
    this.log(`checks: the check thread ${why}; every check runs on the request thread from now on`);
    for (const resolve of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
  }
}
