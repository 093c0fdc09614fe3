/**
 * Enrolment lifts a role's 'Requires two-factor sign-in' for the same session: after the confirming
 * code, the session check and whatever the server refused meanwhile load again (no new sign-in).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/queryKeys';
import { clearToken, setToken } from '../../app/session';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch, tokenFor } from '../../test/fakeServer';
import { TWO_FACTOR_TEXT, TwoFactorPage } from './TwoFactorPage';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

function Probe({ queryKey, queryFn }: { queryKey: readonly unknown[]; queryFn: () => Promise<string> }) {
  const query = useQuery({ queryKey, queryFn });
  return <span data-testid={String(queryKey.join('-'))}>{query.status}</span>;
}

describe('TwoFactorPage', () => {
  it('after the confirming code, reloads the session check and what was refused while held', async () => {
    setToken(tokenFor());
    stubFetch({
      'GET /api/auth/two-factor': () => json(200, { enabled: false }),
      'POST /api/auth/two-factor/begin': () =>
        json(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Sahod:jdoe?secret=JBSWY3DPEHPK3PXP' }),
      'POST /api/auth/two-factor/confirm': () =>
        json(200, { recovery_codes: Array.from({ length: 10 }, (_, i) => `AAAA-000${i}`) }),
    });
    const verify = vi.fn(async () => 'ok');
    let held = true;
    const card = vi.fn(async () => {
      if (held) throw new Error('Set up two-factor sign-in first.');
      return 'ok';
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = renderWithProviders(
      <QueryClientProvider client={client}>
        <Probe queryKey={queryKeys.verify} queryFn={verify} />
        <Probe queryKey={['home', 'card']} queryFn={card} />
        <TwoFactorPage />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('home-card').textContent).toBe('error'));
    expect(verify).toHaveBeenCalledTimes(1);

    await user.click(await screen.findByRole('button', { name: TWO_FACTOR_TEXT.setUp }));
    await user.type(await screen.findByLabelText(new RegExp(TWO_FACTOR_TEXT.code)), '123456');
    held = false;
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }));
    expect(await screen.findByTestId('two-factor-recovery')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('home-card').textContent).toBe('success'));
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
