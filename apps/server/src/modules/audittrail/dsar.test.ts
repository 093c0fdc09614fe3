import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/audit.ts';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee, PDF } from '../employeerecords/testFixtures.ts';

let h: Harness;
let admin: string;
let employeeId: number;
let otherId: number;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahod-dsar-'));

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  const db = h.deps.db;
  const now = h.clock.now().toISOString();
  employeeId = await createEmployee(db, 'Subject');
  otherId = await createEmployee(db, 'Other');
  const type = await db
    .insertInto('document_types')
    .values({ name: 'NBI Clearance (DSAR test)', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [who, name] of [
    [employeeId, 'nbi clearance.pdf'],
    [otherId, 'other.pdf'],
  ] as const) {
    const file = await db
      .insertInto('files')
      .values({
        purpose: 'document',
        filename: name,
        mime: 'application/pdf',
        size: PDF.length,
        sha256: 'x'.repeat(64),
        data: PDF,
        created_at: now,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('employee_documents')
      .values({
        employee_id: who,
        document_type_id: type.id,
        reference_no: `REF-${who}`,
        reference_key: `ref-${who}`,
        date_submitted: '2026-11-02',
        has_expiry: 0,
        date_expiry: null,
        file_id: file.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('employee_history')
      .values({
        employee_id: who,
        form_id: 1,
        descr: 'Personal Information',
        at: now,
        changes: JSON.stringify({ nickname: { old: null, new: `nick${who}` } }),
        user_id: null,
        username: 'admin',
      })
      .execute();
    await recordAudit(
      db,
      h.clock,
      { userId: 1, username: 'admin', requestId: 'r' },
      {
        action: 'update',
        entity: 'employee_personal_info',
        entityId: who,
        details: { after: { nickname: `nick${who}` } },
      },
    );
  }
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await h.close();
});

const dsar = (id: unknown, token = admin) =>
  h.app.inject({ method: 'GET', url: `/api/employee_management/dsar?UID=${id}`, headers: auth(token) });

function unzip(body: Buffer): {
  json: Record<string, unknown>;
  files: string[];
  read: (p: string) => Buffer;
} {
  const zipFile = path.join(dir, `x${Math.random()}.zip`);
  const out = `${zipFile}.d`;
  fs.writeFileSync(zipFile, body);
  execFileSync('unzip', ['-q', zipFile, '-d', out]);
  const files = execFileSync('find', [out, '-type', 'f'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((f) => path.relative(out, f))
    .sort();
  return {
    json: JSON.parse(fs.readFileSync(path.join(out, 'employee.json'), 'utf8')),
    files,
    read: (p) => fs.readFileSync(path.join(out, p)),
  };
}

describe('employee data export (DSAR)', () => {
  it('holds the employee, their documents with the files, history, payslips, applications and audit entries, none of another', async () => {
    const res = await dsar(employeeId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/zip');
    expect(res.headers['content-disposition']).toContain(`sahod-employee-${employeeId}.zip`);
    const { json, files, read } = unzip(res.rawPayload);
    const docs = json.documents as { reference_no: string; file: string }[];
    expect(files).toEqual(['employee.json', docs[0]?.file].sort());
    expect((json.employee as { id: number; first_name: string }).id).toBe(employeeId);
    expect(docs.map((d) => d.reference_no)).toEqual([`REF-${employeeId}`]);
    expect(read(docs[0]?.file as string).equals(Buffer.from(PDF))).toBe(true);
    expect((json.history as { changes: string }[]).map((r) => JSON.parse(r.changes).nickname.new)).toEqual([
      `nick${employeeId}`,
    ]);
    expect(json.payslips).toEqual([]);
    expect(json.applications).toEqual([]);
    const audits = json.audit_entries as { entity_id: string; entity: string }[];
    expect(audits.map((a) => [a.entity, a.entity_id])).toEqual([
      ['employee_personal_info', String(employeeId)],
    ]);

    const logged = await h.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'employee_dsar')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ action: 'export', entity_id: String(employeeId), username: 'admin' });
  });

  it('answers 404 for an unknown employee, 401 without a token, 403 without Employee Profile or Payroll view', async () => {
    expect((await dsar(999999)).statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/employee_management/dsar?UID=${employeeId}` }))
        .statusCode,
    ).toBe(401);
    const profileOnly = await h.createUser({ grants: [{ key: 'employee_management', view: true }] });
    expect((await dsar(employeeId, await h.login(profileOnly.username))).statusCode).toBe(403);
    const payrollOnly = await h.createUser({ grants: [{ key: 'payroll', view: true }] });
    expect((await dsar(employeeId, await h.login(payrollOnly.username))).statusCode).toBe(403);
    const both = await h.createUser({
      grants: [
        { key: 'employee_management', view: true },
        { key: 'payroll', view: true },
      ],
    });
    expect((await dsar(employeeId, await h.login(both.username))).statusCode).toBe(200);
  });
});
