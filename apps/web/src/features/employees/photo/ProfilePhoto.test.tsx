import { notifications } from '@mantine/notifications';
import { type PermissionSet, PHOTO_MSG } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { TOKEN_KEY } from '../../../app/session';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch, tokenFor } from '../../../test/fakeServer';
import { ProfilePhoto } from './ProfilePhoto';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
let hasPhoto: boolean;
let calls: string[];
let uploadAnswer: { status: number; error: string } | null;

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEY, tokenFor());
  hasPhoto = false;
  calls = [];
  uploadAnswer = null;
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    next += 1;
    return `blob:photo-${next}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  stubFetch({
    'GET /api/employee_management/employee_details_profile': () => {
      calls.push('profile');
      return json(200, {
        employee_id: 7,
        full_name: 'Ana Cruz',
        first_name: 'Ana',
        middle_name: null,
        last_name: 'Cruz',
        suffix: null,
        photo_url: hasPhoto ? '/api/employee_management/fetchPicture?id=7' : null,
        gender: null,
        age: null,
        employee_code: 'A0007',
        company: null,
        department: null,
        designation: null,
        date_hired: null,
        status_descr: null,
        leave_credits: 0,
      });
    },
    'GET /api/employee_management/fetchPicture': (url, init) => {
      calls.push(
        `fetch ${url.searchParams.get('id')} ${(init?.headers as Record<string, string> | undefined)?.Authorization !== undefined}`,
      );
      return hasPhoto
        ? new Response(new Blob([new Uint8Array([0x89, 0x50])]), { headers: { 'content-type': 'image/png' } })
        : json(404, { error: PHOTO_MSG.none });
    },
    'POST /api/employee_management/createPicture': (url, init) => {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      calls.push(`upload ${url.searchParams.get('id')} ${file instanceof File ? file.name : 'none'}`);
      if (uploadAnswer) return json(uploadAnswer.status, { error: uploadAnswer.error });
      hasPhoto = true;
      return json(200, { url: '/api/employee_management/fetchPicture?id=7&v=3' });
    },
    'DELETE /api/employee_management/deletePicture': (url) => {
      calls.push(`delete ${url.searchParams.get('id')}`);
      hasPhoto = false;
      return json(200, { message: PHOTO_MSG.deleted });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
});

function renderPhoto(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'employee_management', permissions }}>
        <ProfilePhoto employeeId={7} />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const png = (size = 100) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
const modal = () => screen.getByRole('dialog', { name: 'Profile Photo' });
const picker = () => within(modal()).getByLabelText(PHOTO_MSG.uploadNew) as HTMLInputElement;

async function answer(user: ReturnType<typeof userEvent.setup>, question: string, button = 'Confirm') {
  const dialog = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(question));
    if (!found) throw new Error(`no confirmation "${question}"`);
    return found;
  });
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('ProfilePhoto', () => {
  it('without a photo shows the placeholder and "Click to Upload Photo"; the modal has no Delete Photo', async () => {
    const user = renderPhoto();
    // The profile says there is no photo: the photo is not requested at all.
    await waitFor(() => expect(calls).toEqual(['profile']));
    expect(screen.getByRole('img', { name: 'No photo' })).toBeTruthy();
    expect(screen.getByText(PHOTO_MSG.clickToUpload)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PHOTO_MSG.clickToUpload }));
    expect(within(modal()).getByRole('button', { name: PHOTO_MSG.uploadNew })).toBeTruthy();
    expect(within(modal()).queryByRole('button', { name: PHOTO_MSG.deletePhoto })).toBeNull();
    await user.click(within(modal()).getByRole('button', { name: PHOTO_MSG.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile Photo' })).toBeNull());
  });

  it('checks the file type and size with the spec`s messages before asking', async () => {
    const user = renderPhoto();
    await user.click(await screen.findByRole('button', { name: PHOTO_MSG.clickToUpload }));
    await user.upload(picker(), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect((await screen.findByTestId('photo-problem')).textContent).toBe(PHOTO_MSG.wrongType);
    await user.upload(picker(), png(5 * 1024 * 1024 + 1));
    await waitFor(() => expect(screen.getByTestId('photo-problem').textContent).toBe(PHOTO_MSG.tooLarge));
    expect(calls).toEqual(['profile']);
  });

  it('uploads after "Upload selected photo?", then shows the photo with "Edit Photo" on hover', async () => {
    const user = renderPhoto();
    await user.click(await screen.findByRole('button', { name: PHOTO_MSG.clickToUpload }));
    await user.upload(picker(), png());
    await answer(user, PHOTO_MSG.uploadConfirm, 'Cancel');
    expect(calls).toEqual(['profile']);
    await user.upload(picker(), png());
    await answer(user, PHOTO_MSG.uploadConfirm);
    await waitFor(() => expect(calls).toContain('upload 7 me.png'));
    expect(await screen.findByText(PHOTO_MSG.uploaded)).toBeTruthy();
    const photo = (await screen.findByRole('img', { name: 'Employee photo' })) as HTMLImageElement;
    expect(photo.getAttribute('src')).toMatch(/^blob:photo-/);
    expect(screen.queryByText(PHOTO_MSG.editPhoto)).toBeNull();
    await user.hover(screen.getByRole('button', { name: PHOTO_MSG.editPhoto }));
    expect(screen.getByText(PHOTO_MSG.editPhoto)).toBeTruthy();
  });

  it('shows the server`s refusal in the modal', async () => {
    uploadAnswer = { status: 415, error: PHOTO_MSG.wrongType };
    const user = renderPhoto();
    await user.click(await screen.findByRole('button', { name: PHOTO_MSG.clickToUpload }));
    await user.upload(picker(), png());
    await answer(user, PHOTO_MSG.uploadConfirm);
    expect((await screen.findByTestId('photo-problem')).textContent).toBe(PHOTO_MSG.wrongType);
    expect(modal()).toBeTruthy();
  });

  it('deletes after "Delete photo?", back to the placeholder', async () => {
    hasPhoto = true;
    const user = renderPhoto();
    await user.click(await screen.findByRole('button', { name: PHOTO_MSG.editPhoto }));
    await user.click(within(modal()).getByRole('button', { name: PHOTO_MSG.deletePhoto }));
    await answer(user, PHOTO_MSG.deleteConfirm);
    await waitFor(() => expect(calls).toContain('delete 7'));
    expect(await screen.findByRole('img', { name: 'No photo' })).toBeTruthy();
    expect(screen.getByText(PHOTO_MSG.clickToUpload)).toBeTruthy();
  });

  it('without create and delete the modal`s buttons are disabled', async () => {
    hasPhoto = true;
    const user = renderPhoto({ view: true, create: false, update: true, delete: false });
    await user.click(await screen.findByRole('button', { name: PHOTO_MSG.editPhoto }));
    expect(
      (within(modal()).getByRole('button', { name: PHOTO_MSG.uploadNew }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(modal()).getByRole('button', { name: PHOTO_MSG.deletePhoto }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
