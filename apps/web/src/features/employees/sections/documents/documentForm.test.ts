import { DOCUMENT_MSG, type DocumentRow, MSG } from '@sahod/shared';
import { describe, expect, it } from 'vitest';
import { checkDocumentForm, documentFormData, initialDocumentForm, withHasExpiry } from './documentForm';

const NOW = new Date('2026-11-21T01:00:00Z');
const ROW: DocumentRow = {
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
const pdf = (size = 10, name = 'scan.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const filled = {
  ...initialDocumentForm(),
  document_type_id: '5',
  reference_no: ' NBI-2 ',
  date_submitted: '2026-01-15',
};

describe('document form rules', () => {
  it('adding needs type, reference, date submitted and a file', () => {
    expect(checkDocumentForm(initialDocumentForm(), 'add', undefined, NOW)).toEqual({
      ok: false,
      message: DOCUMENT_MSG.required,
    });
    expect(checkDocumentForm(filled, 'add', undefined, NOW)).toEqual({
      ok: false,
      message: DOCUMENT_MSG.required,
    });
    expect(checkDocumentForm({ ...filled, file: pdf() }, 'add', undefined, NOW)).toEqual({
      ok: true,
      values: {
        document_type_id: 5,
        reference_no: 'NBI-2',
        date_submitted: '2026-01-15',
        has_expiry: 0,
        date_expiry: null,
      },
    });
  });

  it('checks the chosen file by extension and size with the server`s messages', () => {
    expect(checkDocumentForm({ ...filled, file: pdf(10, 'run.exe') }, 'add', undefined, NOW)).toEqual({
      ok: false,
      message: DOCUMENT_MSG.wrongType,
    });
    expect(checkDocumentForm({ ...filled, file: pdf(20 * 1024 * 1024 + 1) }, 'add', undefined, NOW)).toEqual({
      ok: false,
      message: DOCUMENT_MSG.tooLarge,
    });
  });

  it('unticking Has Expiry resets the expiry date; ticking needs one not before the submission', () => {
    const edited = withHasExpiry(initialDocumentForm(ROW), false);
    expect(edited).toMatchObject({ has_expiry: false, date_expiry: '' });
    const ticked = withHasExpiry({ ...filled, file: pdf() }, true);
    expect(checkDocumentForm(ticked, 'add', undefined, NOW)).toEqual({
      ok: false,
      message: DOCUMENT_MSG.expiryRequired,
    });
    expect(checkDocumentForm({ ...ticked, date_expiry: '2026-01-01' }, 'add', undefined, NOW)).toEqual({
      ok: false,
      message: DOCUMENT_MSG.expiryBeforeSubmitted,
    });
  });

  it('editing without a change gives "No changes made."; the kept file counts as the file', () => {
    expect(checkDocumentForm(initialDocumentForm(ROW), 'edit', ROW, NOW)).toEqual({
      ok: false,
      message: MSG.noChanges,
      noChanges: true,
    });
    const renamed = { ...initialDocumentForm(ROW), reference_no: 'NBI-1-A' };
    expect(checkDocumentForm(renamed, 'edit', ROW, NOW).ok).toBe(true);
    expect(checkDocumentForm({ ...initialDocumentForm(ROW), file: pdf() }, 'edit', ROW, NOW).ok).toBe(true);
    const noFile = { ...ROW, filepath: null, filename: null };
    expect(
      checkDocumentForm({ ...initialDocumentForm(noFile), reference_no: 'X' }, 'edit', noFile, NOW),
    ).toEqual({
      ok: false,
      message: DOCUMENT_MSG.required,
    });
  });

  it('builds the multipart body; date_expiry only with an expiry', () => {
    const file = pdf();
    const body = documentFormData(
      {
        document_type_id: 5,
        reference_no: 'NBI-2',
        date_submitted: '2026-01-15',
        has_expiry: 0,
        date_expiry: null,
      },
      file,
    );
    expect(
      Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])),
    ).toEqual({
      document_type_id: '5',
      reference_no: 'NBI-2',
      date_submitted: '2026-01-15',
      has_expiry: '0',
      file: 'scan.pdf',
    });
    const withExpiry = documentFormData(
      {
        document_type_id: 5,
        reference_no: 'A',
        date_submitted: '2026-01-15',
        has_expiry: 1,
        date_expiry: '2027-01-01',
      },
      null,
    );
    expect(withExpiry.get('date_expiry')).toBe('2027-01-01');
    expect(withExpiry.get('file')).toBeNull();
  });
});
