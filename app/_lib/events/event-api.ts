// The events' pages talk to the API (docs/api.md, Events) through these calls: each answers the JSON, or the
// API's own error message (worded in the page's language) as a failure.
export type ApiResult<T> = { ok: true; body: T } | { ok: false; message: string };

export async function callApi<T>(
  url: string,
  { method = "GET", body, key }: { method?: string; body?: unknown; key?: string } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, {
      method,
      cache: "no-store",
      headers: {
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(key && { authorization: `Bearer ${key}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 204) return { ok: true, body: undefined as T };
    const json = (await response.json()) as T & { error?: { message: string } };
    return response.ok
      ? { ok: true, body: json }
      : { ok: false, message: json.error?.message ?? String(response.status) };
  } catch (error) {
    return { ok: false, message: String(error) };
  }
}

export interface RosterTeam {
  id: string;
  name: string;
  players: string[];
  legal: boolean;
  errors: number;
  warnings: number;
  version: number;
  submittedAt: string;
  share: string | null;
}

export interface TeamVersion extends Omit<RosterTeam, "id"> {
  lists: { name?: string; decks: { name?: string; list: string }[]; pool?: string };
}

/** What a submission or a check answers: the report's verdict and its problems in the page's language. */
export interface WordedReport {
  legal: boolean;
  problems: { code: string; severity: string; message: string }[];
  share: string | null;
}
