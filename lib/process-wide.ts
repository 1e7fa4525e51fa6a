// One value per process, however many copies of the module that asks for it. Next.js builds
// instrumentation.ts, each route and each page as separate module graphs in one process, so a
// module-level value would exist once per graph; this one lives on globalThis, made by the first asker.

export function processWide<T>(name: string, create: () => T): T {
  const slot = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`2hg-deck-check.${name}`);
  if (!(key in slot)) slot[key] = create();
  return slot[key] as T;
}
