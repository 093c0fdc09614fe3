/** A fetch stand-in for screen tests: answers by method and path, JSON unless the body is a string. */
import { vi } from 'vitest';

export type FakeRoute = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function text(status: number, body: string, contentType = 'text/markdown'): Response {
  return new Response(body, { status, headers: { 'content-type': contentType } });
}

/** Routes keyed 'GET /api/ping'; anything unrouted answers 404 JSON. Returns the mock for assertions. */
export function stubFetch(routes: Record<string, FakeRoute>) {
  const mock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return route ? route(url, init) : json(404, { error: 'Not found.' });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const TEST_USER = {
  sub: '1',
  ver: 1,
  epoch: 1,
  username: 'jdoe',
  name: 'Juan Dela Cruz',
  role: 'HR Staff',
  permissions: {},
  employee: [{ employee_id: 7, name: 'Juan Dela Cruz', employee_code: 'E0007', approver_status: true }],
};

/** An unsigned token carrying the claims: the client only decodes it. */
export function tokenFor(claims: object = TEST_USER): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.sig`;
}
