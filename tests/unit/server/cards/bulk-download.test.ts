import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { mkdtempSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBulkData } from "@/lib/server/cards/bulk-file";
import { BulkDownloadError, downloadBulkCards } from "@/lib/server/cards/bulk-download";
import { SCRYFALL_ACCEPT, SCRYFALL_USER_AGENT } from "@/lib/server/cards/scryfall-http";
import { sharedCard } from "../../../fixtures/scryfall/shared-cards";

// Bulk files come from a real HTTP server on 127.0.0.1 (so a connection can drop mid-file);
// the API's definition endpoint is answered by msw.
const bulkBody = JSON.stringify(["Lightning Bolt", "Opt", "Fire // Ice"].map(sharedCard), null, 1);
let serve: (response: ServerResponse) => void;
const fileServer = createServer((_request, response) => serve(response));
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
  dir = mkdtempSync(path.join(tmpdir(), "2hg-bulk-"));
  target = path.join(dir, "data", "oracle-cards.json");
  definitionRequests.length = 0;
  serve = (response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(bulkBody);
  };
});
afterEach(() => msw.resetHandlers());

function answerDefinition(apiUrl: string, definition: Record<string, unknown> = {}) {
  msw.use(
    http.get(`${apiUrl}/bulk-data/oracle_cards`, ({ request }) => {
      definitionRequests.push(request);
      return HttpResponse.json({
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
        ...definition,
      });
    }),
  );
}

const filesIn = async (folder: string) => (await readdir(folder)).sort();

describe("downloadBulkCards", () => {
  it("asks scryfall-sdk for the definition when the API is Scryfall itself, with our User-Agent", async () => {
    answerDefinition("https://api.scryfall.com");
    const result = await downloadBulkCards({ apiUrl: "https://api.scryfall.com", targetFile: target, log: () => undefined });
    expect(result.updatedAt).toBe("2026-07-01T09:04:43.513Z");
    expect(definitionRequests).toHaveLength(1);
    expect(definitionRequests[0]?.headers.get("user-agent")).toBe(SCRYFALL_USER_AGENT);
    expect(await readFile(target, "utf8")).toBe(bulkBody);
  });

  it("fetches the definition from SCRYFALL_API_URL itself for a mirror, with User-Agent and Accept", async () => {
    const mirror = "https://mirror.test/scryfall";
    answerDefinition(mirror);
    await downloadBulkCards({ apiUrl: mirror, targetFile: target, log: () => undefined });
    expect(definitionRequests[0]?.headers.get("user-agent")).toBe(SCRYFALL_USER_AGENT);
    expect(definitionRequests[0]?.headers.get("accept")).toBe(SCRYFALL_ACCEPT);
  });

  it("writes the file and its meta file, leaves no temporary file, and the bulk loader reads both", async () => {
    answerDefinition("https://mirror.test");
    const progress: string[] = [];
    await downloadBulkCards({
      apiUrl: "https://mirror.test",
      targetFile: target,
      log: () => undefined,
      progress: (line) => progress.push(line),
      now: () => new Date("2026-07-02T10:00:00Z"),
    });
    expect(await filesIn(path.dirname(target))).toEqual(["oracle-cards.json", "oracle-cards.meta.json"]);
    expect(JSON.parse(await readFile(path.join(dir, "data", "oracle-cards.meta.json"), "utf8"))).toEqual({
      updatedAt: "2026-07-01T09:04:43.513Z",
      downloadedAt: "2026-07-02T10:00:00.000Z",
      uri: fileUrl,
    });
    expect(progress.every((line) => line.startsWith("\r"))).toBe(true);
    expect(progress.at(-1)).toMatch(/done\.\n$/);

    const loaded = await loadBulkData(target, () => undefined);
    expect(loaded.updatedAt).toBe("2026-07-01T09:04:43.513Z");
    expect(loaded.cards.map((card) => card.name).sort()).toEqual(["Fire // Ice", "Lightning Bolt", "Opt"]);
  });

  describe("on failure: rejects, leaves no half file, and keeps the previous download", () => {
    async function expectFailureKeepsOldFile(pattern: RegExp, options: { stallTimeoutMs?: number } = {}) {
      const oldMeta = `${JSON.stringify({ updatedAt: "2026-01-01T00:00:00.000Z" })}\n`;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, "[]\n");
      await writeFile(path.join(path.dirname(target), "oracle-cards.meta.json"), oldMeta);
      const before = await filesIn(path.dirname(target));
      const error = await downloadBulkCards({ apiUrl: "https://mirror.test", targetFile: target, log: () => undefined, ...options }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(BulkDownloadError);
      expect((error as Error).message).toMatch(pattern);
      expect(await filesIn(path.dirname(target))).toEqual(before);
      expect(await readFile(target, "utf8")).toBe("[]\n");
      expect(await readFile(path.join(path.dirname(target), "oracle-cards.meta.json"), "utf8")).toBe(oldMeta);
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
