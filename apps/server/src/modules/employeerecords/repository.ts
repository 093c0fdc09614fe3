/** Queries of the employee records: education, emergency contacts, documents and the photo. */
import type { ContactRow, DocumentRow, DocumentValues, EducationRow } from '@sahod/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

type Db = Kysely<DB> | Transaction<DB>;

export async function employeeExists(db: Db, employeeId: number): Promise<boolean> {
  const row = await db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Educational background

export interface EducationValues {
  degree: string;
  school_name: string;
  location: string;
  graduation_year: number;
}

export function educationRows(db: Db, employeeId: number): Promise<EducationRow[]> {
  return db
    .selectFrom('employee_education')
    .select(['id as log_no', 'employee_id as id', 'degree', 'school_name', 'location', 'graduation_year'])
    .where('employee_id', '=', employeeId)
    .orderBy('graduation_year', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findEducation(db: Db, logNo: number) {
  return db
    .selectFrom('employee_education')
    .select(['id', 'employee_id', 'degree', 'school_name', 'location', 'graduation_year'])
    .where('id', '=', logNo)
    .executeTakeFirst();
}

export async function insertEducation(
  db: Db,
  employeeId: number,
  values: EducationValues,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('employee_education')
    .values({ employee_id: employeeId, ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEducation(db: Db, logNo: number, values: EducationValues, at: string) {
  await db
    .updateTable('employee_education')
    .set({ ...values, updated_at: at })
    .where('id', '=', logNo)
    .execute();
}

export async function deleteEducation(db: Db, logNo: number) {
  await db.deleteFrom('employee_education').where('id', '=', logNo).execute();
}

// ---------------------------------------------------------------------------------------------
// Emergency contacts

export interface ContactValues {
  contact_name: string;
  relationship: string;
  contact_number: string;
}

export function contactRows(db: Db, employeeId: number): Promise<ContactRow[]> {
  return db
    .selectFrom('employee_emergency_contacts')
    .select(['id as log_no', 'employee_id as id', 'contact_name', 'relationship', 'contact_number'])
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .execute();
}

export function findContact(db: Db, logNo: number) {
  return db
    .selectFrom('employee_emergency_contacts')
    .select(['id', 'employee_id', 'contact_name', 'relationship', 'contact_number'])
    .where('id', '=', logNo)
    .executeTakeFirst();
}

export async function insertContact(
  db: Db,
  employeeId: number,
  values: ContactValues,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('employee_emergency_contacts')
    .values({ employee_id: employeeId, ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContact(db: Db, logNo: number, values: ContactValues, at: string) {
  await db
    .updateTable('employee_emergency_contacts')
    .set({ ...values, updated_at: at })
    .where('id', '=', logNo)
    .execute();
}

export async function deleteContact(db: Db, logNo: number) {
  await db.deleteFrom('employee_emergency_contacts').where('id', '=', logNo).execute();
}

// ---------------------------------------------------------------------------------------------
// Forms and documents

/** The opaque `filepath` of a document's file: its id in the files table. */
export const filepathOf = (fileId: number | null) => (fileId === null ? null : String(fileId));

function documentsQuery(db: Db) {
  return db
    .selectFrom('employee_documents as d')
    .innerJoin('document_types as t', 't.id', 'd.document_type_id')
    .leftJoin('files as f', 'f.id', 'd.file_id')
    .select([
      'd.id',
      'd.employee_id',
      't.name as document_type',
      'd.document_type_id',
      'd.reference_no',
      'd.reference_key',
      'd.date_submitted',
      'd.has_expiry',
      'd.date_expiry',
      'd.file_id',
      'f.filename',
    ]);
}

type DocumentRecord = Awaited<ReturnType<ReturnType<typeof documentsQuery>['executeTakeFirstOrThrow']>>;

export function toDocumentRow(d: DocumentRecord): DocumentRow {
  return {
    employee_id: d.employee_id,
    document_type: d.document_type,
    document_type_id: d.document_type_id,
    reference_no: d.reference_no,
    date_submitted: d.date_submitted,
    has_expiry: d.has_expiry === 1,
    date_expiry: d.date_expiry,
    filepath: filepathOf(d.file_id),
    filename: d.file_id === null ? null : (d.filename ?? null),
  };
}

export async function documentRows(db: Db, employeeId: number): Promise<DocumentRow[]> {
  const rows = await documentsQuery(db)
    .where('d.employee_id', '=', employeeId)
    .orderBy('d.date_submitted', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map(toDocumentRow);
}

export function findDocument(db: Db, employeeId: number, referenceKey: string) {
  return documentsQuery(db)
    .where('d.employee_id', '=', employeeId)
    .where('d.reference_key', '=', referenceKey)
    .executeTakeFirst();
}

export function findDocumentById(db: Db, documentId: number) {
  return documentsQuery(db).where('d.id', '=', documentId).executeTakeFirstOrThrow();
}

export async function documentTypeName(db: Db, documentTypeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('document_types')
    .select('name')
    .where('id', '=', documentTypeId)
    .executeTakeFirst();
  return row?.name;
}

export async function insertDocument(
  db: Db,
  employeeId: number,
  values: DocumentValues & { reference_key: string; file_id: number },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('employee_documents')
    .values({ employee_id: employeeId, ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(
  db: Db,
  documentId: number,
  values: DocumentValues & { reference_key: string; file_id: number | null },
  at: string,
) {
  await db
    .updateTable('employee_documents')
    .set({ ...values, updated_at: at })
    .where('id', '=', documentId)
    .execute();
}

export async function deleteDocument(db: Db, documentId: number) {
  await db.deleteFrom('employee_documents').where('id', '=', documentId).execute();
}

/** A document's file, only when a document still points at it (downloadFD serves nothing else). */
export function documentFile(db: Db, fileId: number) {
  return db
    .selectFrom('files as f')
    .innerJoin('employee_documents as d', 'd.file_id', 'f.id')
    .select(['f.id', 'f.filename', 'f.mime', 'f.size', 'f.sha256', 'f.data'])
    .where('f.id', '=', fileId)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Photo and files

export async function deleteFiles(db: Db, fileIds: ReadonlyArray<number | null>) {
  const ids = fileIds.filter((id): id is number => id !== null);
  if (ids.length > 0) await db.deleteFrom('files').where('id', 'in', ids).execute();
}

export async function photoFileId(db: Db, employeeId: number): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('photo_file_id')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row === undefined ? undefined : row.photo_file_id;
}

export async function setPhotoFileId(db: Db, employeeId: number, fileId: number | null, at: string) {
  await db
    .updateTable('employees')
    .set({ photo_file_id: fileId, updated_at: at })
    .where('id', '=', employeeId)
    .execute();
}
