import { notifications } from '@mantine/notifications';
import { DOCUMENT_MSG, type DocumentRow, MSG, type PermissionSet } from '@sahod/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionContext } from '../../../app/permissions';
import { TOKEN_KEY } from '../../../app/session';
import { renderWithProviders } from '../../../components/test-utils';
import { json, stubFetch, tokenFor } from '../../../test/fakeServer';
import { DocumentsSection } from './DocumentsSection';

const ALL: PermissionSet = { view: true, create: true, update: true, delete: true };
const NBI: DocumentRow = {
  employee_id: 7,
  document_type: 'NBI Clearance',
  document_type_id: 5,
  reference_no: 'NBI-1',
  date_submitted: '2026-01-15',
  has_expiry: true,
  date_expiry: '2027-01-15',
  filepath: '12',
  filename: 'nbi.pdf',
};
const TIN: DocumentRow = {
  ...NBI,
  document_type: 'TIN ID',
  document_type_id: 1,
  reference_no: 'TIN-9',
  has_expiry: false,
  date_expiry: null,
  filepath: '13',
  filename: 'tin.pdf',
};

let documents: DocumentRow[];
let sent: Array<{ method: string; url: URL; body: unknown }>;
let answer: { status: number; body: unknown } | null;

function formFields(body: unknown) {
  if (!(body instanceof FormData)) return body;
  return Object.fromEntries(
    [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]),
  );
}

beforeEach(() => {
  window.localStorage.setItem(TOKEN_KEY, tokenFor());
  documents = [NBI, TIN];
  sent = [];
  answer = null;
  const write = (method: string) => (url: URL, init?: RequestInit) => {
    sent.push({ method, url, body: formFields(init?.body ?? null) });
    if (answer) return json(answer.status, answer.body);
    return json(200, { message: DOCUMENT_MSG.saved, document: NBI });
  };
  stubFetch({
    'GET /api/employee_management/fetchFD': () => json(200, documents),
    'GET /api/dropdown/dropdown_handler': () =>
      json(200, [
        { code: null, name: '' },
        { code: 1, name: 'TIN ID' },
        { code: 5, name: 'NBI Clearance' },
      ]),
    'POST /api/employee_management/createFD': write('POST'),
    'PUT /api/employee_management/updateFD': write('PUT'),
    'DELETE /api/employee_management/deleteFD': (url, init) => {
      sent.push({ method: 'DELETE', url, body: JSON.parse(String(init?.body)) });
      return json(200, { message: DOCUMENT_MSG.saved });
    },
    'GET /api/employee_management/downloadFD': (url, init) => {
      sent.push({
        method: 'GET',
        url,
        body: (init?.headers as Record<string, string> | undefined)?.Authorization,
      });
      if (url.searchParams.get('path') !== '12') return json(404, { error: DOCUMENT_MSG.fileNotFound });
      return new Response(new Blob(['%PDF-1.4']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="nbi.pdf"; filename*=UTF-8''NBI%20clearance.pdf`,
        },
      });
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  window.localStorage.clear();
});

function renderSection(permissions: PermissionSet = ALL) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <PermissionContext.Provider value={{ module: 'employee_management', permissions }}>
        <DocumentsSection employeeId={7} />
      </PermissionContext.Provider>
    </QueryClientProvider>,
  );
  // The file input's accept attribute is the browser's filter; these tests check the form's own.
  return userEvent.setup({ applyAccept: false });
}

/** The table's data rows, once loaded. */
async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Employee forms and documents' });
  await within(table).findByText('NBI-1');
  return within(table).getAllByRole('row').slice(1) as HTMLElement[];
}
const dialog = (name: string) => screen.getByRole('dialog', { name });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const problem = () => screen.findByTestId('document-problem');

async function confirmSave(user: ReturnType<typeof userEvent.setup>, text: string = MSG.saveConfirm) {
  const confirm = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(text));
    if (!found) throw new Error(`no confirmation "${text}"`);
    return found;
  });
  await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
}

describe('DocumentsSection', () => {
  it('shows the documents with Valid Until or "No Expiry", and gates the buttons by permission', async () => {
    renderSection({ view: true, create: false, update: true, delete: false });
    const rows = await dataRows();
    const table = screen.getByRole('table', { name: 'Employee forms and documents' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Document Type',
      'Reference Number',
      'Date Submitted',
      'Valid Until',
      'Actions',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('2027-01-15')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(DOCUMENT_MSG.noExpiry)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create New' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(rows[0] as HTMLElement).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (within(rows[0] as HTMLElement).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('adds a document: required fields, the file checks, then a multipart createFD', async () => {
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Create New' }));
    const modal = dialog('Add Document');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect((await problem()).textContent).toBe(DOCUMENT_MSG.required);

    await user.click(within(modal).getByRole('combobox', { name: /^Document Type/ }));
    await user.click(await screen.findByRole('option', { name: 'TIN ID' }));
    await user.type(within(modal).getByLabelText(/^Reference Number/), '  TIN-100  ');
    await user.type(within(modal).getByLabelText(/^Date Submitted/), '2026-02-01');
    await user.upload(fileInput(), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect((await problem()).textContent).toBe(DOCUMENT_MSG.wrongType);
    await user.upload(fileInput(), new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.pdf'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect((await problem()).textContent).toBe(DOCUMENT_MSG.tooLarge);
    expect(sent).toEqual([]);

    await user.upload(fileInput(), new File(['%PDF-1.4'], 'tin.pdf', { type: 'application/pdf' }));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await confirmSave(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Document' })).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.searchParams.get('UID')).toBe('7');
    expect(sent[0]?.body).toEqual({
      document_type_id: '1',
      reference_no: 'TIN-100',
      date_submitted: '2026-02-01',
      has_expiry: '0',
      file: 'file:tin.pdf',
    });
    expect(await screen.findByText(DOCUMENT_MSG.saved)).toBeTruthy();
  });

  it('Has Expiry needs a Valid Until not before the date submitted; unticking resets it', async () => {
    const user = renderSection();
    await user.click(within((await dataRows())[0] as HTMLElement).getByRole('button', { name: 'Edit' }));
    const modal = dialog('Edit Document');
    const validUntil = within(modal).getByLabelText(/^Valid Until/) as HTMLInputElement;
    expect(validUntil.value).toBe('2027-01-15');
    await user.clear(validUntil);
    await user.type(validUntil, '2026-01-01');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect((await problem()).textContent).toBe(DOCUMENT_MSG.expiryBeforeSubmitted);

    await user.click(within(modal).getByRole('checkbox', { name: 'Has Expiry' }));
    expect(validUntil.value).toBe('');
    expect(validUntil.disabled).toBe(true);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await confirmSave(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url.searchParams.get('OGRef')).toBe('NBI-1');
    expect(sent[0]?.body).toEqual({
      document_type_id: '5',
      reference_no: 'NBI-1',
      date_submitted: '2026-01-15',
      has_expiry: '0',
    });
  });

  it('editing without a change says "No changes made." and sends nothing; a server refusal keeps the modal open', async () => {
    const user = renderSection();
    await user.click(within((await dataRows())[0] as HTMLElement).getByRole('button', { name: 'Edit' }));
    const modal = dialog('Edit Document');
    expect(within(modal).getByText('Current file: nbi.pdf. Choose a file to replace it.')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect((await problem()).textContent).toBe(MSG.noChanges);
    expect(sent).toEqual([]);

    answer = { status: 409, body: { error: DOCUMENT_MSG.duplicate } };
    const reference = within(modal).getByLabelText(/^Reference Number/);
    await user.clear(reference);
    await user.type(reference, 'tin-9');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    await confirmSave(user);
    await waitFor(async () => expect((await problem()).textContent).toBe(DOCUMENT_MSG.duplicate));
    expect(screen.getByRole('dialog', { name: 'Edit Document' })).toBeTruthy();
    // One message: the reason in the form, no generic alert beside it.
    expect(screen.queryByText(DOCUMENT_MSG.saveFailed)).toBeNull();
  });

  it('deletes after "Are you sure you want to delete this document?", sending the document as JSON', async () => {
    const user = renderSection();
    await user.click(within((await dataRows())[1] as HTMLElement).getByRole('button', { name: 'Delete' }));
    await confirmSave(user, DOCUMENT_MSG.deleteConfirm);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url.searchParams.get('UID')).toBe('7');
    expect(sent[0]?.body).toEqual(TIN);
  });

  it('opens a file through downloadFD with the token, or says "Unable to open file."', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nbi');
    let downloadName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloadName = this.download;
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'NBI-1' }));
    await waitFor(() => expect(downloadName).toBe('NBI clearance.pdf'));
    expect(created).toHaveBeenCalledTimes(1);
    expect(sent[0]?.url.searchParams.get('path')).toBe('12');
    expect(sent[0]?.body).toBe(`Bearer ${tokenFor()}`);

    await user.click(screen.getByRole('button', { name: 'TIN-9' }));
    expect(await screen.findByText(DOCUMENT_MSG.openFailed)).toBeTruthy();
  });
});
