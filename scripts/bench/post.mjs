/** POSTs a JSON `body` and times the answer; anything but a 200 stops the bench with what came back. */
export async function post(url, body) {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms, answer };
}
