// What a page keeps of a draft in local storage (the team form's, the organizer's), read and written in
// one place. Storage can be full (a large CSV) or switched off: then nothing is kept, the text stays on
// the page, and nothing throws.
import { useEffect, useMemo } from "react";

/** The part of the Web Storage API a draft needs; a test passes its own. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem">;

export interface DraftStore<T> {
  /** The stored draft as `parse` reads it (`parse(null)` when there is none or storage cannot be read). */
  load: () => T;
  /** Stores the draft: at once, or after `delayMs` without another save (the last one wins). */
  save: (draft: T) => void;
  /** Writes a save still waiting for its pause. */
  flush: () => void;
  /** Drops a save still waiting for its pause. */
  cancel: () => void;
}

export function draftStore<T>(
  storage: () => DraftStorage,
  key: string,
  parse: (stored: string | null) => T,
  delayMs = 0,
): DraftStore<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { draft: T } | null = null;
  const write = (draft: T) => {
    try {
      storage().setItem(key, JSON.stringify(draft));
    } catch {}
  };
  const cancel = () => {
    clearTimeout(timer);
    pending = null;
  };
  const flush = () => {
    const waiting = pending;
    cancel();
    if (waiting) write(waiting.draft);
  };
  return {
    load() {
      let stored: string | null = null;
      try {
        stored = storage().getItem(key);
      } catch {}
      return parse(stored);
    },
    save(draft) {
      if (delayMs <= 0) return write(draft);
      cancel();
      pending = { draft };
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
  };
}

/**
 * A page's draft in the browser's local storage under `key`. `parse` reads what is stored and must not
 * throw; `delayMs` waits for a pause in typing before writing (a 20 MB CSV on every keystroke would stall
 * it). A save still waiting when the page's component goes away is dropped, as a closed tab drops it.
 */
export function useStoredDraft<T>(key: string, parse: (stored: string | null) => T, delayMs = 0): DraftStore<T> {
  const store = useMemo(() => draftStore(() => window.localStorage, key, parse, delayMs), [key, parse, delayMs]);
  useEffect(() => store.cancel, [store]);
  return store;
}
