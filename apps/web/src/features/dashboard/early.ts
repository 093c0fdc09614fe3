/**
 * Home's first paint (issue 26 §2: the first card within 1 s of sign-in): the cards' requests,
 * the company list and Home's code start as soon as the token is known, before React (or the
 * signed-in frame) has loaded: from the entry when /home is opened signed in (main.tsx), and from
 * the login page the moment sign-in answers. The cards take the responses (api/early.ts). An
 * employee-only account (no module view right in its token) is sent on to My Sahod's Home, so
 * nothing is started for it.
 */
import { buildUrl } from '../../api/client';
import { startEarly } from '../../api/early';
import { CARD_PATHS } from './useDashboardCard';

/** Whether the token's claims give a view right to any module (the dashboard's cards need one). */
export function viewsAnyModule(token: string): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      permissions?: Record<string, { view?: boolean } | undefined>;
    };
    return Object.values(claims.permissions ?? {}).some((set) => set?.view === true);
  } catch {
    return false;
  }
}

export function startHomeEarly(token: string): void {
  if (!viewsAnyModule(token)) return;
  for (const path of CARD_PATHS) startEarly(buildUrl(path), token);
  startEarly(buildUrl('/dropdown/dropdown_handler', { DD: 'company' }), token);
  import('./DashboardPage').catch(() => undefined);
}
