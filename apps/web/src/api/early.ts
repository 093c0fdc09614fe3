/**
 * Requests the entry starts before React renders (main.tsx), so a screen's data is on its way while
 * the JavaScript of that screen still loads (issue 24 §3: My Sahod Home on a slow phone). The first
 * GET of the same address with the same token takes the response instead of asking again; one
 * that is not taken within EARLY_TTL_MS is dropped (a later read asks the server afresh).
 */
export const EARLY_TTL_MS = 10_000;

interface Early {
  token: string;
  response: Promise<Response>;
  at: number;
}

const started = new Map<string, Early>();

/** Sends the GET now, with the headers `api.get` would send. */
export function startEarly(url: string, token: string): void {
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // The taker awaits it and sees a failure; an untaken one must not be reported as unhandled.
  response.catch(() => undefined);
  started.set(url, { token, response, at: Date.now() });
}

/** The early response of `url` if one was started with this token and not taken yet. */
export function takeEarly(url: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(url);
  if (!early) return undefined;
  started.delete(url);
  if (early.token !== token || Date.now() - early.at > EARLY_TTL_MS) return undefined;
  return early.response;
}
