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

/**
 * How long a handed-over check may wait for the thread before the request thread answers it. The server
 * answers 800-1,000 checks a second (README, Performance), so even a burst of hundreds clears well within
 * it: it fires when the thread is stuck, and a stuck thread must not hold requests open for good.
 */
export const CHECK_THREAD_DEADLINE_MS = 5_000;

type Waiting = { resolve: (answer: JsonAnswer | undefined) => void; deadline: NodeJS.Timeout };

export class CheckOffload {
  /**
   * loading: the thread's card data is not in yet; overdue: a check passed its deadline there, so checks
   * stay here until the thread answers again; gone: the thread failed or exited, for good.
   */
  private state: "loading" | "ready" | "overdue" | "gone" = "loading";
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private handedOver = 0;

  constructor(
    private readonly thread: CheckThread,
    /** Whether requests other than this one are under way on the request thread. */
    private readonly othersInFlight: () => boolean,
    private readonly log: (line: string) => void = console.error,
    private readonly deadlineMs = CHECK_THREAD_DEADLINE_MS,
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
      const deadline = setTimeout(() => this.giveUpOn(id), this.deadlineMs);
      this.waiting.set(id, { resolve, deadline });
      this.thread.postMessage({ id, input, now: now?.getTime() });
    });
  };

  private receive(message: FromCheckThread): void {
    if (message.kind === "ready") {
      if (this.state === "loading") this.state = "ready";
      return;
    }
    if (this.state === "overdue") {
      this.state = "ready";
      this.log("checks: the check thread answers again; it takes checks again");
    }
    const waiting = this.take(message.id);
    if (!waiting) return; // answered here already, past its deadline
    if (message.kind === "answer") this.handedOver++;
    // A check that failed there is run again here, where it fails (or not) as it would have without the thread.
    waiting.resolve(message.kind === "answer" ? message.answer : undefined);
  }

  private giveUpOn(id: number): void {
    this.take(id)?.resolve(undefined);
    if (this.state !== "ready") return;
    this.state = "overdue";
    this.log(`checks: the check thread has not answered a check in ${this.deadlineMs / 1000} s; checks run on the request thread until it answers`);
  }

  private take(id: number): Waiting | undefined {
    const waiting = this.waiting.get(id);
    if (!waiting) return undefined;
    clearTimeout(waiting.deadline);
    this.waiting.delete(id);
    return waiting;
  }

  private lose(why: string): void {
    if (this.state === "gone") return;
    this.state = "gone";
    this.log(`checks: the check thread ${why}; every check runs on the request thread from now on`);
    for (const id of [...this.waiting.keys()]) this.take(id)?.resolve(undefined);
  }
}
