import { PAGE_SETUP_MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../app/permissions';
import { renderWithProviders } from '../../components/test-utils';
import { json, stubFetch } from '../../test/fakeServer';
import { PageSetupPage } from './PageSetupPage';

const ALL = { view: true, create: true, update: true, delete: true };
let url: string | null = null;
let calls: string[] = [];

function renderPage(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'pagesetup', permissions }}>
        <PageSetupPage />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
  // The file input's accept attribute is the browser's filter; these tests check the screen's own.
  return { ...result, user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  url = null;
  calls = [];
  stubFetch({
    'GET /api/pageSetup/fetchBackground': () => json(200, { data: { url } }),
    'POST /api/pageSetup/createBackground': (_u, init) => {
      calls.push(`upload ${init?.body instanceof FormData && init.body.get('file') instanceof File}`);
      url = '/api/pageSetup/background/7';
      return json(200, { data: { url } });
    },
    'DELETE /api/pageSetup/deleteBackground': () => {
      calls.push('delete');
      url = null;
      return json(200, { message: PAGE_SETUP_MSG.deleted });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const png = (size = 100) => new File([new Uint8Array(size)], 'bg.png', { type: 'image/png' });

describe('PageSetupPage', () => {
  it('shows the empty state, uploads a PNG in the field `file`, then shows it with a cache-busting url', async () => {
    const { user } = renderPage();
    expect(await screen.findByText('No background image uploaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Image' }).hasAttribute('disabled')).toBe(true);
    await user.upload(screen.getByLabelText('Upload Image'), png());
    const image = (await screen.findByRole('img', { name: 'Login background' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^\/api\/pageSetup\/background\/7\?t=\d+$/);
    expect(calls).toEqual(['upload true']);
  });

  it('refuses other types and files over 5 MB with the spec`s messages, without uploading', async () => {
    const { user } = renderPage();
    await screen.findByText('No background image uploaded.');
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect((await screen.findByTestId('background-problem')).textContent).toBe(
      'Only JPG and PNG are allowed.',
    );
    await user.upload(screen.getByLabelText('Upload Image'), png(5 * 1024 * 1024 + 1));
    await vi.waitFor(() =>
      expect(screen.getByTestId('background-problem').textContent).toBe('Max size is 5MB'),
    );
    expect(calls).toEqual([]);
  });

  it('deletes after confirming "Delete background image?"', async () => {
    url = '/api/pageSetup/background/3';
    const { user } = renderPage();
    await screen.findByRole('img', { name: 'Login background' });
    await user.click(screen.getByRole('button', { name: 'Delete Image' }));
    expect(await screen.findByText('Delete background image?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('No background image uploaded.')).toBeTruthy();
    expect(calls).toEqual(['delete']);
  });

  it('needs create to upload and delete to delete', async () => {
    url = '/api/pageSetup/background/3';
    renderPage({ view: true, create: false, update: false, delete: false });
    await screen.findByRole('img', { name: 'Login background' });
    expect(screen.getByRole('button', { name: 'Upload Image' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete Image' }).hasAttribute('disabled')).toBe(true);
  });
});
