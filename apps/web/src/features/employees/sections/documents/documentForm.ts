/**
 * The rules of the Add/Edit Document modal (spec 4 "Document modal", 5 "Documents"), kept apart
 * from the component: the form's state, the has-expiry reset, the checks with the server's
 * messages, and the multipart body of createFD/updateFD.
 */
import {
  checkDocument,
  DOCUMENT_MSG,
  type DocumentRow,
  type DocumentValues,
  documentChanged,
  documentFileProblem,
  manilaDateOf,
} from '@sahod/shared';

export interface DocumentFormState {
  document_type_id: string;
  reference_no: string;
  date_submitted: string;
  has_expiry: boolean;
  date_expiry: string;
  file: File | null;
}

export type DocumentFormMode = 'add' | 'edit';

export function initialDocumentForm(row?: DocumentRow): DocumentFormState {
  return {
    document_type_id: row ? String(row.document_type_id) : '',
    reference_no: row?.reference_no ?? '',
    date_submitted: row?.date_submitted ?? '',
    has_expiry: row?.has_expiry ?? false,
    date_expiry: row?.date_expiry ?? '',
    file: null,
  };
}

/** Ticking or unticking Has Expiry; unticking resets the expiry date (spec 4). */
export function withHasExpiry(state: DocumentFormState, hasExpiry: boolean): DocumentFormState {
  return { ...state, has_expiry: hasExpiry, date_expiry: hasExpiry ? state.date_expiry : '' };
}

export type DocumentFormCheck =
  | { ok: true; values: DocumentValues }
  | { ok: false; message: string; noChanges?: boolean };

function storedValues(row: DocumentRow): DocumentValues {
  return {
    document_type_id: row.document_type_id,
    reference_no: row.reference_no,
    date_submitted: row.date_submitted,
    has_expiry: row.has_expiry ? 1 : 0,
    date_expiry: row.date_expiry,
  };
}

/** What Save checks before sending: the file, the fields, and (editing) that something changed. */
export function checkDocumentForm(
  state: DocumentFormState,
  mode: DocumentFormMode,
  current?: DocumentRow,
  now: Date = new Date(),
): DocumentFormCheck {
  if (state.file) {
    const problem = documentFileProblem(state.file);
    if (problem) return { ok: false, message: problem };
  }
  const hasFile = state.file !== null || (mode === 'edit' && current?.filepath != null);
  const checked = checkDocument(
    {
      document_type_id: state.document_type_id,
      reference_no: state.reference_no,
      date_submitted: state.date_submitted,
      has_expiry: state.has_expiry ? '1' : '0',
      date_expiry: state.date_expiry,
    },
    { hasFile, today: manilaDateOf(now) },
  );
  if (!checked.ok) return checked;
  if (mode === 'edit' && current && !state.file && !documentChanged(storedValues(current), checked.values)) {
    return { ok: false, message: DOCUMENT_MSG.noChanges, noChanges: true };
  }
  return checked;
}

/** The multipart body: the checked fields (date_expiry only with an expiry) and the file. */
export function documentFormData(values: DocumentValues, file: File | null): FormData {
  const form = new FormData();
  form.append('document_type_id', String(values.document_type_id));
  form.append('reference_no', values.reference_no);
  form.append('date_submitted', values.date_submitted);
  form.append('has_expiry', String(values.has_expiry));
  if (values.date_expiry) form.append('date_expiry', values.date_expiry);
  if (file) form.append('file', file, file.name);
  return form;
}
