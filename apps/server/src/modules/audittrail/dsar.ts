/**
 * Everything Sahod holds about one employee (issue 25 §5): one ZIP with `employee.json` (profile,
 * education, emergency contacts, documents' records, history, opening balances, previous employers,
 * payslips, applications, leave ledger, loans and their payments, user account, and the audit
 * entries about them) and the files (photo, documents) under `files/`. Audited.
 * "About them": entries whose record is the employee (entity starting 'employee', record id = the
 * employee's id) and every entry made by the employee's own user account.
 */
import { EMPLOYEE_MSG } from '@sahod/shared';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import type { AnyDB } from '../../db/schema-helpers.ts';
import type { DB } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';

function safeName(name: string): string {
  return name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';
}

async function fileOf(db: Kysely<DB>, id: number | null) {
  if (id === null) return null;
  return (
    (await db
      .selectFrom('files')
      .select(['id', 'filename', 'mime', 'data'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export async function employeeDsar(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  employeeId: number,
): Promise<{ fileName: string; body: NodeJS.ReadableStream }> {
  const db = deps.db;
  const employee = await db
    .selectFrom('employees')
    .selectAll()
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (!employee) throw notFound(EMPLOYEE_MSG.notFound);
  const untyped = db as unknown as AnyDB;
  const of = (table: keyof DB): Promise<Record<string, unknown>[]> =>
    untyped.selectFrom(table).selectAll().where('employee_id', '=', employeeId).orderBy('id').execute();
  const account = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'status', 'approval_status', 'created_at', 'updated_at'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  const documents = await of('employee_documents');
  const loans = await of('salary_loans');
  const loanIds = loans.map((l) => l.id as number);
  let audit = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'user_id', 'username', 'ip', 'action', 'entity', 'entity_id', 'details'])
    .where((eb) => {
      const aboutRecord = eb.and([
        eb('entity', 'like', 'employee%'),
        eb('entity_id', '=', String(employeeId)),
      ]);
      return account ? eb.or([aboutRecord, eb('user_id', '=', account.id)]) : aboutRecord;
    });
  audit = audit.orderBy('id');

  const zip = new ZipFile();
  const mtime = deps.clock.now();
  const photo = await fileOf(db, employee.photo_file_id);
  const files: { path: string; data: Buffer }[] = [];
  if (photo) files.push({ path: `files/photo/${safeName(photo.filename)}`, data: Buffer.from(photo.data) });
  const documentFiles: Record<number, string> = {};
  for (const d of documents as { id: number; file_id: number | null }[]) {
    const f = await fileOf(db, d.file_id);
    if (!f) continue;
    const p = `files/documents/${d.id}-${safeName(f.filename)}`;
    documentFiles[d.id] = p;
    files.push({ path: p, data: Buffer.from(f.data) });
  }
  const holdings = {
    exported_at: mtime.toISOString(),
    exported_by: actor.username,
    employee,
    photo: photo ? files[0]?.path : null,
    user_account: account ?? null,
    education: await of('employee_education'),
    emergency_contacts: await of('employee_emergency_contacts'),
    documents: (documents as { id: number }[]).map((d) => ({ ...d, file: documentFiles[d.id] ?? null })),
    history: await of('employee_history'),
    previous_employers: await of('employee_previous_employers'),
    opening_balances: await of('employee_opening_balances'),
    payslips: await of('payslips'),
    applications: await of('applications'),
    leave_ledger: await of('leave_ledger'),
    salary_loans: loans,
    loan_payments:
      loanIds.length === 0
        ? []
        : await db
            .selectFrom('loan_payments')
            .selectAll()
            .where('loan_id', 'in', loanIds)
            .orderBy('id')
            .execute(),
    audit_entries: (await audit.execute()).map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(holdings, null, 2)), 'employee.json', { mtime });
  for (const f of files) zip.addBuffer(f.data, f.path, { mtime, compress: false });
  zip.end();
  await recordAudit(db, deps.clock, actor, {
    action: 'export',
    entity: 'employee_dsar',
    entityId: employeeId,
    details: {
      files: files.length,
      payslips: holdings.payslips.length,
      audit_entries: holdings.audit_entries.length,
    },
  });
  return { fileName: `sahod-employee-${employeeId}.zip`, body: zip.outputStream };
}
