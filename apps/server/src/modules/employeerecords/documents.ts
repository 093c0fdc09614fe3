/**
 * Employee forms and documents (spec 2, 3 "Document", 4 "Document modal", 5 "Documents"): one
 * employee's documents, each identified by its reference number (trimmed, unique per employee
 * regardless of case), with at most one file kept in the files table. Replacing a file deletes the
 * old one; deleting a document deletes its file; each change writes a history entry (form 5) and
 * an audit entry, all in one transaction.
 */
import {
  checkDocument,
  DOCUMENT_FIELDS,
  DOCUMENT_MSG,
  type DocumentRow,
  type DocumentValues,
  documentChanged,
  documentReferenceKey,
  EMPLOYEE_RECORDS_MSG,
  manilaDateOf,
} from '@sahod/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/errors.ts';
import { type StoredFile, storeFile } from '../../platform/files.ts';
import { diffFields, type FieldChanges, recordEmployeeHistory } from '../employees/history.ts';
import { documentContentType } from './fileContent.ts';
import {
  deleteDocument,
  deleteFiles,
  documentFile,
  documentRows,
  documentTypeName,
  employeeExists,
  findDocument,
  findDocumentById,
  insertDocument,
  toDocumentRow,
  updateDocument,
} from './repository.ts';
import { cleanFilename, type MultipartForm, type UploadedFile } from './upload.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const DOCUMENTS_FORM = 5;
export const DOCUMENT_PURPOSE = 'employee_document';

/** The fields a history entry of form 5 shows (the type by name: `_id` fields are hidden there). */
const HISTORY_FIELDS = [
  'document_type',
  'reference_no',
  'date_submitted',
  'has_expiry',
  'date_expiry',
  'file',
];

function historyView(row: DocumentRow | null): Record<string, unknown> {
  if (!row) return Object.fromEntries(HISTORY_FIELDS.map((f) => [f, null]));
  return {
    document_type: row.document_type,
    reference_no: row.reference_no,
    date_submitted: row.date_submitted,
    has_expiry: row.has_expiry ? 1 : 0,
    date_expiry: row.date_expiry,
    file: row.filename,
  };
}

/** A unique-key violation of either dialect: two saves of one reference number at once. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

async function duplicateAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DOCUMENT_MSG.duplicate);
    throw err;
  }
}

async function requireEmployee(db: Deps['db'] | Transaction<DB>, employeeId: number) {
  if (!(await employeeExists(db, employeeId))) throw notFound(EMPLOYEE_RECORDS_MSG.employeeNotFound);
}

/** The form's rules, then the file's type by content (415) once the fields are right. */
async function checkedInput(deps: Deps, form: MultipartForm, hasFile: boolean) {
  const input = Object.fromEntries(DOCUMENT_FIELDS.map((f) => [f, form.fields.get(f)]));
  const checked = checkDocument(input, { hasFile, today: manilaDateOf(deps.clock.now()) });
  if (!checked.ok) throw invalid(checked.message);
  let upload: (UploadedFile & { mime: string }) | null = null;
  if (form.file) {
    if (form.file.data.length === 0) throw invalid(DOCUMENT_MSG.emptyFile);
    const mime = await documentContentType(form.file.filename, form.file.data);
    upload = { filename: cleanFilename(form.file.filename, 'document'), data: form.file.data, mime };
  }
  return { values: checked.values, upload };
}

async function requireDocumentType(trx: Transaction<DB>, values: DocumentValues) {
  if ((await documentTypeName(trx, values.document_type_id)) === undefined) {
    throw invalid(DOCUMENT_MSG.typeInvalid);
  }
}

async function storeUpload(
  trx: Transaction<DB>,
  deps: Deps,
  actor: Actor,
  upload: UploadedFile & { mime: string },
) {
  return storeFile(trx, deps.clock, {
    purpose: DOCUMENT_PURPOSE,
    filename: upload.filename,
    mime: upload.mime,
    data: upload.data,
    createdBy: actor.userId,
  });
}

async function recordChange(
  trx: Transaction<DB>,
  deps: Deps,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  employeeId: number,
  before: DocumentRow | null,
  after: DocumentRow | null,
) {
  const changes: FieldChanges = diffFields(historyView(before), historyView(after), HISTORY_FIELDS);
  await recordEmployeeHistory(trx, deps.clock, actor, employeeId, DOCUMENTS_FORM, changes);
  await recordAudit(trx, deps.clock, actor, {
    action,
    entity: 'employee_documents',
    entityId: employeeId,
    details: { old: before, new: after },
  });
}

export async function fetchDocuments(deps: Deps, employeeId: number): Promise<DocumentRow[]> {
  await requireEmployee(deps.db, employeeId);
  return documentRows(deps.db, employeeId);
}

export async function createDocument(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  form: MultipartForm,
): Promise<DocumentRow> {
  const { values, upload } = await checkedInput(deps, form, form.file !== null);
  if (!upload) throw invalid(DOCUMENT_MSG.required);
  const key = documentReferenceKey(values.reference_no);
  return duplicateAsConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      await requireEmployee(trx, employeeId);
      await requireDocumentType(trx, values);
      if (await findDocument(trx, employeeId, key)) throw conflict(DOCUMENT_MSG.duplicate);
      const fileId = await storeUpload(trx, deps, actor, upload);
      const at = deps.clock.now().toISOString();
      const id = await insertDocument(
        trx,
        employeeId,
        { ...values, reference_key: key, file_id: fileId },
        at,
      );
      const created = toDocumentRow(await findDocumentById(trx, id));
      await recordChange(trx, deps, actor, 'create', employeeId, null, created);
      return created;
    }),
  );
}

export async function updateDocumentRecord(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  originalReference: string,
  form: MultipartForm,
): Promise<DocumentRow> {
  // The document keeps its file unless a new one is sent, so a file is not required here.
  const { values, upload } = await checkedInput(deps, form, true);
  const key = documentReferenceKey(values.reference_no);
  return duplicateAsConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      await requireEmployee(trx, employeeId);
      const current = await findDocument(trx, employeeId, documentReferenceKey(originalReference));
      if (!current) throw notFound(DOCUMENT_MSG.notFound);
      const before = toDocumentRow(current);
      const currentValues: DocumentValues = {
        document_type_id: current.document_type_id,
        reference_no: current.reference_no,
        date_submitted: current.date_submitted,
        has_expiry: current.has_expiry === 1 ? 1 : 0,
        date_expiry: current.date_expiry,
      };
      if (!upload && !documentChanged(currentValues, values)) throw invalid(DOCUMENT_MSG.noChanges);
      if (!upload && current.file_id === null) throw invalid(DOCUMENT_MSG.required);
      await requireDocumentType(trx, values);
      if (key !== current.reference_key && (await findDocument(trx, employeeId, key))) {
        throw conflict(DOCUMENT_MSG.duplicate);
      }
      const fileId = upload ? await storeUpload(trx, deps, actor, upload) : current.file_id;
      await updateDocument(
        trx,
        current.id,
        { ...values, reference_key: key, file_id: fileId },
        deps.clock.now().toISOString(),
      );
      if (upload) await deleteFiles(trx, [current.file_id]);
      const after = toDocumentRow(await findDocumentById(trx, current.id));
      await recordChange(trx, deps, actor, 'update', employeeId, before, after);
      return after;
    }),
  );
}

export async function deleteDocumentRecord(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  referenceNo: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireEmployee(trx, employeeId);
    const current = await findDocument(trx, employeeId, documentReferenceKey(referenceNo));
    if (!current) throw notFound(DOCUMENT_MSG.notFound);
    await deleteDocument(trx, current.id);
    await deleteFiles(trx, [current.file_id]);
    await recordChange(trx, deps, actor, 'delete', employeeId, toDocumentRow(current), null);
  });
}

/** The file behind a document's filepath; 404 when no document holds it any more. */
export async function downloadDocument(deps: Deps, filepath: string): Promise<StoredFile> {
  const file = await documentFile(deps.db, Number(filepath));
  if (!file) throw notFound(DOCUMENT_MSG.fileNotFound);
  return { ...file, data: Buffer.from(file.data) };
}
