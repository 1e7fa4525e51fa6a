// What Next.js hands the check page and its metadata (the App Router's promised params).
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
export type Params = Promise<{ locale?: string }>;

/** A query field's first value. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
