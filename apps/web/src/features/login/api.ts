/** Login screen server calls: sign-in and the public login background. */
import { backgroundResponseSchema, type LoginRequest, loginResponseSchema } from '@sahod/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** Quiet: the form itself shows the server's reason ('Login failed' when there is none). */
export function login(credentials: LoginRequest) {
  return api.post('/auth/login', { body: credentials, quiet: true, schema: loginResponseSchema });
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
      schema: backgroundResponseSchema,
    });
    return data.url ? withCacheBuster(data.url, Date.now()) : null;
  },
});
