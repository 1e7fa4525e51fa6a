// /api/health asked every 50 ms while other work runs: how long the server made its cheapest answer wait.

/**
 * Runs `work` while asking /api/health every 50 ms; the slowest health answer meanwhile, and how many
 * asks failed (a connection the server reset counts, and is a finding, not a crash of the bench).
 */
export async function whileHealthAsked(base, work) {
  let running = true;
  let slowestMs = 0;
  let asked = 0;
  let failed = 0;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${base}/api/health`)).text();
      } catch {
        failed++;
      }
      slowestMs = Math.max(slowestMs, performance.now() - started);
      asked++;
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    return { result: await work(), health: { slowestMs, asked, failed } };
  } finally {
    running = false;
    await poll;
  }
}

/** Runs `work` while reading `rssMB()` every 100 ms; the highest reading meanwhile, in MB. */
export async function whilePeakRss(rssMB, work) {
  let peakMB = rssMB() ?? 0;
  const timer = setInterval(() => (peakMB = Math.max(peakMB, rssMB() ?? 0)), 100);
  try {
    const result = await work();
    return { result, peakMB: Math.max(peakMB, rssMB() ?? 0) };
  } finally {
    clearInterval(timer);
  }
}
