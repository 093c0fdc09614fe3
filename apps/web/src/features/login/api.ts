/** Login screen server calls: sign-in and the public login background. */
import { backgroundResponseParser, type LoginRequest } from '@sahod/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** Quiet: the form itself shows the server's reason ('Login failed' when there is none). */
export async function login(credentials: LoginRequest) {
  // The response schema (zod) loads on the first sign-in, not with the login page (issue 15 §3).
  const { passwordStepSchema } = await import('./loginResponse');
  return api.post('/auth/login', { body: credentials, quiet: true, schema: passwordStepSchema });
}

/** The second step of an account with two-factor sign-in: the challenge and a code. */
export async function loginWithCode(body: { challenge: string; code: string }) {
  const { loginResponseSchema } = await import('./loginResponse');
  return api.post('/auth/login/two-factor', { body, quiet: true, schema: loginResponseSchema });
}

/** Appends a cache-busting timestamp, so a newly uploaded image replaces the cached one. */
export function withCacheBuster(url: string, now: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}

export const backgroundQuery = queryOptions({
  queryKey: queryKeys.background,
  queryFn: async () => {
    const { data } = await api.get('/pageSetup/fetchBackground', {
      quiet: true,
      schema: backgroundResponseParser,
    });
    return data.url ? withCacheBuster(data.url, Date.now()) : null;
  },
});
