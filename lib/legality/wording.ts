// Shared English phrasing, so every message names lines and counts the same way.
import type { PoolListId } from "./problem";

export function lineList(lines: readonly number[]): string {
  if (lines.length === 0) return "";
  return lines.length === 1 ? `line ${lines[0]}` : `lines ${lines.join(", ")}`;
}

/** The pool lists as the page labels them, so a message names the field to look in. */
export const POOL_LIST_NAMES: Record<PoolListId, string> = { pool: "Team pool", allowed: "Also allowed" };

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Quotes user text in a message without letting a 100 KB line become a 100 KB message. */
export function quoted(text: string, maxLength = 80): string {
  return `"${text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text}"`;
}
