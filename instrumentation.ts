// Runs once when the server starts: make the process's services (which stamps each request with its
// peer's address, the rate limit's client), decide the card source (and log it), and start loading
// bulk data in the background, so the first check does not pay for it and the server answers meanwhile.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { services } = await import("./server/services");
  const couldNotStart = (error: unknown) =>
    console.error(`card data: could not start: ${error instanceof Error ? error.message : String(error)}`);
  try {
    services().cardSource().catch(couldNotStart);
  } catch (error) {
    couldNotStart(error);
  }
}
