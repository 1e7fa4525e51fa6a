import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { rmSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toCard } from "@/lib/cards/scryfall-card";
import { loadBulkData } from "@/server/cards/bulk-file";
import { BulkDownloadError, downloadBulkCards } from "@/server/cards/bulk-download";
import { writeCompactFile } from "@/server/cards/compact-card-file";
import { SCRYFALL_ACCEPT, SCRYFALL_USER_AGENT } from "@/server/cards/scryfall-http";
import { sharedCard } from "../../../support/shared-cards";
import { temporaryFolder } from "../../../support/temporary-folders";

// Bulk files come from a real HTTP server on 127.0.0.1 (so a connection can drop mid-file), which
// can also stand in for the whole API; the definition endpoint is otherwise answered by msw.
const BULK_CARDS = ["Lightning Bolt", "Opt", "Fire // Ice"];
const bulkBody = `[\n${BULK_CARDS.map((name) => JSON.stringify(sharedCard(name))).join(",\n")}\n]\n`;
let serve: (response: ServerResponse) => void;
let serveApi: ((path: string, response: ServerResponse) => boolean) | undefined;
const fileServer = createServer((request, response) => {
  if (!serveApi?.(request.url ?? "", response)) serve(response);
});
let fileUrl = "";

const msw = setupServer();
const definitionRequests: Request[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => fileServer.listen(0, "127.0.0.1", resolve));
  fileUrl = `http://127.0.0.1:${(fileServer.address() as AddressInfo).port}/oracle-cards/oracle-cards-20260701090000.json`;
  msw.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== "127.0.0.1") print.error();
    },
  });
});
afterAll(async () => {
  msw.close();
  fileServer.closeAllConnections();
  await new Promise((resolve) => fileServer.close(resolve));
});

let dir = "";
let target = "";
beforeEach(() => {
  dir = temporaryFolder("bulk");
  target = path.join(dir, "data", "oracle-cards.compact.json");
  definitionRequests.length = 0;
  serveApi = undefined;
  serve = (response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(bulkBody);
  };
});
afterEach(() => {
  msw.resetHandlers();
  rmSync(dir, { recursive: true, force: true });
});

/** Scryfall's oracle_cards bulk-data definition, as its API answers it. */
const definitionFor = (apiUrl: string) => ({
  object: "bulk_data",
  id: "27bf3214-1271-490b-bdfe-c0be6c23d02e",
  type: "oracle_cards",
  updated_at: "2026-07-01T09:04:43.513+00:00",
  uri: `${apiUrl}/bulk-data/27bf3214-1271-490b-bdfe-c0be6c23d02e`,
  name: "Oracle Cards",
  download_uri: fileUrl,
  size: bulkBody.length,
  content_type: "application/json",
  content_encoding: "gzip",
});

function answerDefinition(apiUrl: string, definition: Record<string, unknown> = {}) {
  msw.use(
    http.get(`${apiUrl}/bulk-data/oracle_cards`, ({ request }) => {
      definitionRequests.push(request);
      return HttpResponse.json({ ...definitionFor(apiUrl), ...definition });
    }),
  );
}

const withoutLanguageData = (card: object) =>
  Object.fromEntries(Object.entries(card).filter(([key]) => key !== "printings" && key !== "printedNames"));
const filesIn = async (folder: string) => (await readdir(folder)).sort();
const namesIn = async (file: string) =>
  (await loadBulkData(file, () => undefined)).cards.map((card) => card.name).sort();

describe("downloadBulkCards", () => {
  it("asks scryfall-sdk for the definition when the API is Scryfall itself, with our User-Agent", async () => {
    answerDefinition("https://api.scryfall.com");
    const result = await downloadBulkCards({
      apiUrl: "https://api.scryfall.com",
      targetFile: target,
      log: () => undefined,
    });
    expect(result.updatedAt).toBe("2026-07-01T09:04:43.513Z");
    expect(definitionRequests).toHaveLength(1);
    expect(definitionRequests[0]?.headers.get("user-agent")).toBe(SCRYFALL_USER_AGENT);
    expect(await namesIn(target)).toEqual(["Fire // Ice", "Lightning Bolt", "Opt"]);
  });

  it("fetches the definition from SCRYFALL_API_URL itself for a mirror, with User-Agent and Accept", async () => {
    const mirror = "https://mirror.test/scryfall";
    answerDefinition(mirror);
    await downloadBulkCards({ apiUrl: mirror, targetFile: target, log: () => undefined });
    expect(definitionRequests[0]?.headers.get("user-agent")).toBe(SCRYFALL_USER_AGENT);
    expect(definitionRequests[0]?.headers.get("accept")).toBe(SCRYFALL_ACCEPT);
  });

  it("writes the compact card file with Scryfall's date for the data, leaves no temporary file, and removes what it replaces", async () => {
    answerDefinition("https://mirror.test");
    await mkdir(path.dirname(target), { recursive: true });
    const earlier = path.join(dir, "data", "oracle-cards.json");
    await writeFile(earlier, bulkBody);
    await writeFile(path.join(dir, "data", "oracle-cards.meta.json"), "{}");
    const progress: string[] = [];
    const result = await downloadBulkCards({
      apiUrl: "https://mirror.test",
      targetFile: target,
      replaces: [earlier, path.join(dir, "data", "oracle-cards.meta.json")],
      log: () => undefined,
      progress: (line) => progress.push(line),
      now: () => new Date("2026-07-02T10:00:00Z"),
    });
    expect(result).toMatchObject({
      file: target,
      cards: 3,
      updatedAt: "2026-07-01T09:04:43.513Z",
      downloadedBytes: Buffer.byteLength(bulkBody),
    });
    expect(await filesIn(path.dirname(target))).toEqual(["oracle-cards.compact.json"]);
    expect((await readFile(target)).length).toBe(result.bytes);
    expect(progress.every((line) => line.startsWith("\r"))).toBe(true);
    expect(progress.at(-1)).toMatch(/done\.\n$/);

    const loaded = await loadBulkData(target, () => undefined);
    expect(loaded.updatedAt).toBe("2026-07-01T09:04:43.513Z");
    expect(loaded.files).toEqual([{ file: target, kind: "compact", updatedAt: "2026-07-01T09:04:43.513Z" }]);
    // The same cards as Scryfall's file read as it is.
    // The same cards as Scryfall's file read as it is, less its printing and printed name (kept only with --languages).
    const raw = path.join(dir, "oracle-cards.json");
    await writeFile(raw, bulkBody);
    expect(loaded.cards).toEqual((await loadBulkData(raw, () => undefined)).cards.map(withoutLanguageData));
  });

  it("takes the definition and the file from a stand-in Scryfall on 127.0.0.1, path prefix included", async () => {
    const apiUrl = fileUrl.replace(/\/oracle-cards\/.*$/, "/scryfall");
    const paths: string[] = [];
    serveApi = (requestPath, response) => {
      paths.push(requestPath);
      if (requestPath !== "/scryfall/bulk-data/oracle_cards") return false;
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ ...definitionFor(apiUrl), updated_at: "2026-11-20T21:03:12.000+00:00" }));
      return true;
    };
    const result = await downloadBulkCards({ apiUrl, targetFile: target, log: () => undefined });
    expect(paths).toEqual(["/scryfall/bulk-data/oracle_cards", new URL(fileUrl).pathname]);
    expect(result.updatedAt).toBe("2026-11-20T21:03:12.000Z");
    expect(await namesIn(target)).toEqual(["Fire // Ice", "Lightning Bolt", "Opt"]);
  });

  describe("on failure: rejects, leaves no half file, and keeps the previous download", () => {
    async function expectFailureKeepsOldFile(pattern: RegExp, options: { stallTimeoutMs?: number } = {}) {
      await mkdir(path.dirname(target), { recursive: true });
      const info = { updatedAt: "2026-01-01T00:00:00.000Z", downloadedAt: null, source: null };
      await writeCompactFile(target, [toCard(sharedCard("Island"))], info);
      const earlier = path.join(path.dirname(target), "oracle-cards.json");
      await writeFile(earlier, "[]\n");
      const before = await filesIn(path.dirname(target));
      const oldFile = await readFile(target);
      const error = await downloadBulkCards({
        apiUrl: "https://mirror.test",
        targetFile: target,
        replaces: [earlier],
        log: () => undefined,
        ...options,
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BulkDownloadError);
      expect((error as Error).message).toMatch(pattern);
      expect(await filesIn(path.dirname(target))).toEqual(before);
      expect(await readFile(target)).toEqual(oldFile);
      expect(await readFile(earlier, "utf8")).toBe("[]\n");
    }

    it("when the connection drops mid-file", async () => {
      answerDefinition("https://mirror.test");
      serve = (response) => {
        response.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(bulkBody.length) });
        response.write(bulkBody.slice(0, 1000), () => response.destroy());
      };
      await expectFailureKeepsOldFile(/could not download http:\/\/127\.0\.0\.1.*: terminated/);
    });

    it("when the file arrives cut short or is not JSON", async () => {
      answerDefinition("https://mirror.test");
      serve = (response) => response.end(bulkBody.slice(0, 2000));
      await expectFailureKeepsOldFile(/not a complete JSON array/);
      serve = (response) => response.end("<html>maintenance</html>");
      await expectFailureKeepsOldFile(/not a complete JSON array/);
    });

    it("when the file is a whole JSON array but damaged inside", async () => {
      answerDefinition("https://mirror.test");
      serve = (response) => response.end(bulkBody.replace('"Opt"', '"Opt'));
      await expectFailureKeepsOldFile(/is damaged: line 3 is not a whole JSON value/);
    });

    it("when the file holds no card objects", async () => {
      answerDefinition("https://mirror.test");
      serve = (response) => response.end(JSON.stringify([{ object: "set", code: "ltr" }]));
      await expectFailureKeepsOldFile(/no card data in .*download\.tmp/);
    });

    it("when the file host answers an error status", async () => {
      answerDefinition("https://mirror.test");
      serve = (response) => response.writeHead(503).end();
      await expectFailureKeepsOldFile(/HTTP 503/);
    });

    it("when the download stalls", async () => {
      answerDefinition("https://mirror.test");
      serve = (response) => {
        response.writeHead(200);
        response.write("[");
      };
      await expectFailureKeepsOldFile(/stalled/, { stallTimeoutMs: 100 });
    });

    it("when the definition is not what Scryfall documents", async () => {
      answerDefinition("https://mirror.test", { download_uri: 42 });
      await expectFailureKeepsOldFile(/bulk definition from https:\/\/mirror\.test/);
    });

    it("when the API answers an error", async () => {
      msw.use(http.get("https://mirror.test/bulk-data/oracle_cards", () => HttpResponse.json({}, { status: 500 })));
      await expectFailureKeepsOldFile(/HTTP 500/);
    });
  });
});
