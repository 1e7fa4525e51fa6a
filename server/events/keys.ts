import "server-only";
// Ids and keys of events and teams (docs/api.md, Events): 128 random bits each, from the OS's CSPRNG. A key is
// stored only as its SHA-256 and compared in constant time; with 128 bits, no salt or slow hash is needed
// (nobody can guess one to hash). An id is as unguessable, so the teams' link reveals no other event.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const RANDOM_BYTES = 16;

/** 22 characters of base64url: 128 random bits. */
export const randomToken = (): string => randomBytes(RANDOM_BYTES).toString("base64url");

export const hashKey = (key: string): string => createHash("sha256").update(key, "utf8").digest("hex");

/** Whether `key` is the one whose hash is `storedHash`; a missing key is none. */
export function keyMatches(key: string | undefined | null, storedHash: string): boolean {
  if (!key) return false;
  const given = Buffer.from(hashKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
