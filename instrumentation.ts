// Runs once when the server starts: decide the card source (and log it) and start loading bulk
// data in the background, so the first check does not pay for reading a 150 MB file; count requests
// in flight, give each request its peer's address (the rate limit's client), and start the check
// thread (lib/offload), which loads its own copy alongside.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getCardSource } = await import("./lib/cards/select-source");
  getCardSource().catch((error: unknown) => {
    console.error(`card data: could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
  const { countRequestsInFlight } = await import("./lib/http/requests-in-flight");
  countRequestsInFlight();
  const { stampPeerAddress } = await import("./lib/http/peer-address");
  stampPeerAddress();
  const { checkOffload } = await import("./lib/offload/start-check-thread");
  checkOffload();
}
