import { DOCUMENT_MAX_BYTES, DOCUMENT_MSG, EMPLOYEE_RECORDS_MSG, MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import {
  createEmployee,
  DOC,
  DOCX,
  EXE,
  type FilePart,
  GIF,
  JPEG,
  multipart,
  PDF,
  PNG,
  TEXT,
  XLS,
  XLSX,
  ZIP,
} from './testFixtures.ts';

let h: Harness;
let admin: string;
let employee: number;
let other: number;
let tin: number;
let nbi: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  employee = await createEmployee(h.deps.db);
  other = await createEmployee(h.deps.db);
  const types = await h.deps.db.selectFrom('document_types').select(['id', 'name']).execute();
  tin = types.find((t) => t.name === 'TIN ID')?.id ?? 0;
  nbi = types.find((t) => t.name === 'NBI Clearance')?.id ?? 0;
});
afterAll(async () => h.close());

const BASE = '/api/employee_management';
const FIELDS = {
  document_type_id: 0,
  reference_no: 'TIN-123-456',
  date_submitted: '2026-01-15',
  has_expiry: 0,
};
const fields = (overrides: Record<string, string | number | undefined> = {}) => {
  const all = { ...FIELDS, document_type_id: tin, ...overrides };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | number
  >;
};
const pdf = (filename = 'tin.pdf'): FilePart => ({ data: PDF, filename, type: 'application/pdf' });

function send(
  method: 'POST' | 'PUT',
  url: string,
  form: Record<string, string | number>,
  files: FilePart[] = [],
  token: string | null = admin,
) {
  const body = multipart(form, files);
  return h.app.inject({
    method,
    url: `${BASE}/${url}`,
    headers: { ...(token ? auth(token) : {}), ...body.headers },
    payload: body.payload,
  });
}
const create = (
  form: Record<string, string | number>,
  files: FilePart[] = [pdf()],
  token?: string | null,
  uid = employee,
) => send('POST', `createFD?UID=${uid}`, form, files, token);
const update = (
  ogRef: string,
  form: Record<string, string | number>,
  files: FilePart[] = [],
  token?: string | null,
) => send('PUT', `updateFD?UID=${employee}&OGRef=${encodeURIComponent(ogRef)}`, form, files, token);
const remove = (document: object, token: string | null = admin, uid = employee) =>
  h.app.inject({
    method: 'DELETE',
    url: `${BASE}/deleteFD?UID=${uid}`,
    headers: token ? auth(token) : {},
    payload: document,
  });
const list = async (uid = employee) =>
  (await h.app.inject({ method: 'GET', url: `${BASE}/fetchFD?UID=${uid}`, headers: auth(admin) })).json();
const download = (path: string, token: string | null = admin) =>
  h.app.inject({
    method: 'GET',
    url: `${BASE}/downloadFD?path=${encodeURIComponent(path)}`,
    headers: token ? auth(token) : {},
  });
const state = async () => ({
  documents: await h.deps.db.selectFrom('employee_documents').selectAll().orderBy('id').execute(),
  files: await h.deps.db
    .selectFrom('files')
    .select(['id', 'filename', 'mime', 'size'])
    .orderBy('id')
    .execute(),
  history: (await h.deps.db.selectFrom('employee_history').select('id').execute()).length,
});
const lastHistory = async (employeeId = employee) => {
  const row = await h.deps.db
    .selectFrom('employee_history')
    .select(['form_id', 'descr', 'changes'])
    .where('employee_id', '=', employeeId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, changes: JSON.parse(row.changes) };
};

describe('createFD and fetchFD', () => {
  it('adds a document with its PDF; the list shows it and downloadFD serves the file', async () => {
    const res = await create(fields({ reference_no: '  TIN-123-456  ' }));
    expect(res.statusCode).toBe(200);
    const document = res.json().document;
    expect(res.json().message).toBe(DOCUMENT_MSG.saved);
    expect(document).toEqual({
      employee_id: employee,
      document_type: 'TIN ID',
      document_type_id: tin,
      reference_no: 'TIN-123-456',
      date_submitted: '2026-01-15',
      has_expiry: false,
      date_expiry: null,
      filepath: expect.stringMatching(/^\d+$/),
      filename: 'tin.pdf',
    });
    expect(await list()).toEqual([document]);
    expect(await list(other)).toEqual([]);

    const file = await download(document.filepath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="tin.pdf"; filename*=UTF-8''tin.pdf`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect(await lastHistory()).toEqual({
      form_id: 5,
      descr: 'Employee Forms and Documents',
      changes: {
        document_type: { old: null, new: 'TIN ID' },
        reference_no: { old: null, new: 'TIN-123-456' },
        date_submitted: { old: null, new: '2026-01-15' },
        has_expiry: { old: null, new: 0 },
        file: { old: null, new: 'tin.pdf' },
      },
    });
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'username'])
      .where('entity', '=', 'employee_documents')
      .execute();
    expect(audit).toEqual([{ action: 'create', username: 'admin' }]);
  });

  it('accepts every allowed type by content: jpg, png, doc, docx, txt', async () => {
    const files: Array<[FilePart, string]> = [
      [{ data: JPEG, filename: 'id.jpg' }, 'image/jpeg'],
      [{ data: JPEG, filename: 'id2.JPEG' }, 'image/jpeg'],
      [{ data: PNG, filename: 'scan.png' }, 'image/png'],
      [{ data: DOC, filename: 'contract.doc' }, 'application/msword'],
      [
        { data: DOCX, filename: 'contract.docx' },
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [{ data: TEXT, filename: 'notes.txt' }, 'text/plain; charset=utf-8'],
    ];
    for (const [i, [file, mime]] of files.entries()) {
      const res = await create(
        fields({ reference_no: `TYPE-${i}`, document_type_id: nbi }),
        [file],
        admin,
        other,
      );
      expect(res.statusCode, file.filename).toBe(200);
      const served = await download(res.json().document.filepath);
      expect(served.headers['content-type'], file.filename).toBe(mime);
      expect(served.rawPayload.equals(file.data)).toBe(true);
    }
    expect(await list(other)).toHaveLength(files.length);
  });

  it('refuses renamed and unsupported files by content (415) and writes nothing', async () => {
    const before = await state();
    const refused: Array<[FilePart, string]> = [
      [{ data: EXE, filename: 'virus.pdf', type: 'application/pdf' }, DOCUMENT_MSG.wrongType],
      [{ data: GIF, filename: 'anim.png', type: 'image/png' }, DOCUMENT_MSG.wrongType],
      [{ data: ZIP, filename: 'archive.docx' }, DOCUMENT_MSG.wrongType],
      [{ data: XLSX, filename: 'sheet.docx' }, DOCUMENT_MSG.wrongType],
      [{ data: XLS, filename: 'sheet.doc' }, DOCUMENT_MSG.wrongType],
      [{ data: Buffer.from('hello\u0000world'), filename: 'binary.txt' }, DOCUMENT_MSG.wrongType],
      [{ data: Buffer.from([0xc3, 0x28, 0x41, 0x42]), filename: 'latin.txt' }, DOCUMENT_MSG.wrongType],
      [{ data: PDF, filename: 'tin.exe' }, DOCUMENT_MSG.wrongType],
      [{ data: PDF, filename: 'noextension' }, DOCUMENT_MSG.wrongType],
      // Accepted contents under another accepted extension: the name lies about the content.
      [{ data: TEXT, filename: 'notes.pdf', type: 'application/pdf' }, DOCUMENT_MSG.contentMismatch('.pdf')],
      [{ data: PNG, filename: 'scan.jpg' }, DOCUMENT_MSG.contentMismatch('.jpg')],
      [{ data: PDF, filename: 'tin.docx' }, DOCUMENT_MSG.contentMismatch('.docx')],
      [{ data: DOCX, filename: 'contract.doc' }, DOCUMENT_MSG.contentMismatch('.doc')],
    ];
    for (const [file, message] of refused) {
      const res = await create(fields({ reference_no: 'REFUSED-1' }), [file]);
      expect(res.statusCode, file.filename).toBe(415);
      expect(res.json().error, file.filename).toBe(message);
    }
    expect(await state()).toEqual(before);
  });

  it('accepts exactly 20 MB and refuses anything larger (413)', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    const ok = await create(
      fields({ reference_no: 'BIG-20MB' }),
      [{ data: exact, filename: 'big.pdf' }],
      admin,
      other,
    );
    expect(ok.statusCode).toBe(200);
    const before = await state();
    const res = await create(fields({ reference_no: 'BIG-21MB' }), [
      { data: Buffer.concat([exact, Buffer.alloc(1)]), filename: 'big.pdf' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(DOCUMENT_MSG.tooLarge);
    expect(await state()).toEqual(before);
    expect((await remove({ reference_no: 'BIG-20MB' }, admin, other)).statusCode).toBe(200);
  });

  it('needs document type, reference number, date submitted and a file', async () => {
    const before = await state();
    const cases: Array<[Record<string, string | number>, FilePart[]]> = [
      [fields({ document_type_id: undefined }), [pdf()]],
      [fields({ reference_no: '   ' }), [pdf()]],
      [fields({ date_submitted: '' }), [pdf()]],
      [fields({ reference_no: 'NO-FILE' }), []],
      [fields({ reference_no: 'EMPTY-PART' }), [{ data: Buffer.alloc(0), filename: '' }]],
    ];
    for (const [form, files] of cases) {
      const res = await create(form, files);
      expect(res.statusCode, JSON.stringify(form)).toBe(400);
      expect(res.json().error).toBe(DOCUMENT_MSG.required);
    }
    expect(await state()).toEqual(before);
  });

  it('checks the fields: type, dates, the expiry rule, one file in `file`, multipart', async () => {
    const before = await state();
    const cases: Array<[Record<string, string | number>, FilePart[], number, string]> = [
      [fields({ document_type_id: 99999 }), [pdf()], 400, DOCUMENT_MSG.typeInvalid],
      [fields({ document_type_id: 'abc' }), [pdf()], 400, DOCUMENT_MSG.typeInvalid],
      [fields({ reference_no: 'R'.repeat(101) }), [pdf()], 400, DOCUMENT_MSG.referenceTooLong],
      [fields({ date_submitted: '2026-02-30' }), [pdf()], 400, DOCUMENT_MSG.dateInvalid('Date submitted')],
      [fields({ date_submitted: '15/01/2026' }), [pdf()], 400, DOCUMENT_MSG.dateInvalid('Date submitted')],
      // The test clock is 2026-11-21 in Manila.
      [fields({ date_submitted: '2026-11-22' }), [pdf()], 400, DOCUMENT_MSG.submittedInFuture],
      [fields({ has_expiry: 'maybe' }), [pdf()], 400, DOCUMENT_MSG.hasExpiryInvalid],
      [fields({ has_expiry: 1 }), [pdf()], 400, DOCUMENT_MSG.expiryRequired],
      [
        fields({ has_expiry: 1, date_expiry: '2027-13-01' }),
        [pdf()],
        400,
        DOCUMENT_MSG.dateInvalid('Valid Until'),
      ],
      [
        fields({ has_expiry: 1, date_expiry: '2026-01-14' }),
        [pdf()],
        400,
        DOCUMENT_MSG.expiryBeforeSubmitted,
      ],
      [fields({ reference_no: 'X-1' }), [{ ...pdf(), field: 'document' }], 400, DOCUMENT_MSG.oneFile],
      [fields({ reference_no: 'X-2' }), [pdf(), pdf('second.pdf')], 400, DOCUMENT_MSG.oneFile],
      [
        fields({ reference_no: 'X-3' }),
        [{ data: Buffer.alloc(0), filename: 'empty.pdf' }],
        400,
        DOCUMENT_MSG.emptyFile,
      ],
    ];
    for (const [form, files, status, message] of cases) {
      const res = await create(form, files);
      expect(res.statusCode, JSON.stringify(form)).toBe(status);
      expect(res.json().error, JSON.stringify(form)).toBe(message);
    }
    const json = await h.app.inject({
      method: 'POST',
      url: `${BASE}/createFD?UID=${employee}`,
      headers: auth(admin),
      payload: fields(),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(DOCUMENT_MSG.notMultipart);
    const missing = await create(fields({ reference_no: 'NOBODY' }), [pdf()], admin, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(EMPLOYEE_RECORDS_MSG.employeeNotFound);
    expect(await state()).toEqual(before);
  });

  it('stores an expiry only with has_expiry 1; has_expiry 0 resets it to null', async () => {
    const withExpiry = await create(
      fields({ reference_no: 'NBI-2026', document_type_id: nbi, has_expiry: 1, date_expiry: '2027-01-15' }),
    );
    expect(withExpiry.statusCode).toBe(200);
    expect(withExpiry.json().document).toMatchObject({ has_expiry: true, date_expiry: '2027-01-15' });
    const ignored = await create(
      fields({ reference_no: 'NO-EXP', has_expiry: 0, date_expiry: '2027-01-15' }),
    );
    expect(ignored.json().document).toMatchObject({ has_expiry: false, date_expiry: null });
    expect((await remove({ reference_no: 'NO-EXP' })).statusCode).toBe(200);
  });

  it('refuses a reference number already used by this employee, in any case or spacing (409)', async () => {
    const before = await state();
    for (const reference of ['TIN-123-456', 'tin-123-456', '  Tin-123-456 ']) {
      const res = await create(fields({ reference_no: reference }));
      expect(res.statusCode, reference).toBe(409);
      expect(res.json().error).toBe(DOCUMENT_MSG.duplicate);
    }
    expect(await state()).toEqual(before);
    // Another employee may use the same reference number.
    const elsewhere = await create(fields({ reference_no: 'tin-123-456' }), [pdf()], admin, other);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('needs employee_management view to list and download, create to add (403), and a token (401)', async () => {
    const [document] = (await list()).filter(
      (d: { reference_no: string }) => d.reference_no === 'TIN-123-456',
    );
    const before = await state();
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_management', view: true }] })).username,
    );
    const outsider = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_list', view: true }] })).username,
    );
    expect((await download(document.filepath, viewer)).statusCode).toBe(200);
    expect((await download(document.filepath, outsider)).statusCode).toBe(403);
    expect((await download(document.filepath, null)).statusCode).toBe(401);
    const listed = await h.app.inject({
      method: 'GET',
      url: `${BASE}/fetchFD?UID=${employee}`,
      headers: auth(outsider),
    });
    expect(listed.statusCode).toBe(403);
    const added = await create(fields({ reference_no: 'VIEWER-1' }), [pdf()], viewer);
    expect(added.statusCode).toBe(403);
    expect(added.json().error).toBe(MSG.noPermission);
    expect((await create(fields({ reference_no: 'ANON-1' }), [pdf()], null)).statusCode).toBe(401);
    expect(
      (await update('TIN-123-456', fields({ date_submitted: '2026-01-16' }), [], viewer)).statusCode,
    ).toBe(403);
    expect((await update('TIN-123-456', fields({ date_submitted: '2026-01-16' }), [], null)).statusCode).toBe(
      401,
    );
    expect((await remove(document, viewer)).statusCode).toBe(403);
    expect((await remove(document, null)).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('downloadFD answers 404 for a file no document holds and 400 for a malformed path', async () => {
    const photoLike = await h.deps.db
      .insertInto('files')
      .values({
        purpose: 'other',
        filename: 'x.png',
        mime: 'image/png',
        size: 1,
        sha256: 'x',
        data: PNG,
        created_at: 'now',
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await download(String(photoLike.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(DOCUMENT_MSG.fileNotFound);
    await h.deps.db.deleteFrom('files').where('id', '=', photoLike.id).execute();
    for (const path of ['../../etc/passwd', 'abc', '', '1;DROP']) {
      const bad = await download(path);
      expect(bad.statusCode, path).toBe(400);
      expect(bad.json().error).toBe(DOCUMENT_MSG.pathInvalid);
    }
  });
});

describe('updateFD', () => {
  it('saves changed fields (found by OGRef in any case) and writes the changes to history', async () => {
    const before = (await list()).find((d: { reference_no: string }) => d.reference_no === 'TIN-123-456');
    const res = await update(
      'tin-123-456',
      fields({ reference_no: 'TIN-123-456-000', date_submitted: '2026-01-20' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toEqual({
      ...before,
      reference_no: 'TIN-123-456-000',
      date_submitted: '2026-01-20',
    });
    expect(await lastHistory()).toEqual({
      form_id: 5,
      descr: 'Employee Forms and Documents',
      changes: {
        reference_no: { old: 'TIN-123-456', new: 'TIN-123-456-000' },
        date_submitted: { old: '2026-01-15', new: '2026-01-20' },
      },
    });
  });

  it('changing only the case of the reference number is a change, not a duplicate', async () => {
    const res = await update(
      'TIN-123-456-000',
      fields({ reference_no: 'tin-123-456-000', date_submitted: '2026-01-20' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().document.reference_no).toBe('tin-123-456-000');
  });

  it('unchanged data gives "No changes made."; a duplicate reference 409; a missing document 404', async () => {
    const before = await state();
    const same = await update(
      'tin-123-456-000',
      fields({ reference_no: ' tin-123-456-000 ', date_submitted: '2026-01-20' }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(MSG.noChanges);
    const duplicate = await update(
      'tin-123-456-000',
      fields({ reference_no: 'nbi-2026', date_submitted: '2026-01-20' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(DOCUMENT_MSG.duplicate);
    const missing = await update('NOT-THERE', fields({ reference_no: 'NEW' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(DOCUMENT_MSG.notFound);
    const noRef = await h.app.inject({
      method: 'PUT',
      url: `${BASE}/updateFD?UID=${employee}`,
      headers: { ...auth(admin), ...multipart(fields()).headers },
      payload: multipart(fields()).payload,
    });
    expect(noRef.statusCode).toBe(400);
    const renamed = await update(
      'tin-123-456-000',
      fields({ reference_no: 'tin-123-456-000', date_submitted: '2026-01-20' }),
      [{ data: TEXT, filename: 'renamed.pdf' }],
    );
    expect(renamed.statusCode).toBe(415);
    const missingField = await update('tin-123-456-000', fields({ reference_no: '' }));
    expect(missingField.statusCode).toBe(400);
    expect(missingField.json().error).toBe(DOCUMENT_MSG.required);
    expect(await state()).toEqual(before);
  });

  it('unticking has_expiry resets date_expiry to null', async () => {
    const res = await update(
      'NBI-2026',
      fields({ reference_no: 'NBI-2026', document_type_id: nbi, has_expiry: 0, date_expiry: '2027-01-15' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ has_expiry: false, date_expiry: null });
    expect((await lastHistory()).changes).toEqual({
      has_expiry: { old: 1, new: 0 },
      date_expiry: { old: '2027-01-15', new: null },
    });
  });

  it('a new file replaces the old one, whose file row is deleted in the same save', async () => {
    const current = (await list()).find(
      (d: { reference_no: string }) => d.reference_no === 'tin-123-456-000',
    );
    const res = await update(
      'tin-123-456-000',
      fields({ reference_no: 'tin-123-456-000', date_submitted: '2026-01-20' }),
      [{ data: DOCX, filename: 'TIN form (signed).docx' }],
    );
    expect(res.statusCode).toBe(200);
    const replaced = res.json().document;
    expect(replaced.filepath).not.toBe(current.filepath);
    expect(replaced.filename).toBe('TIN form (signed).docx');
    expect(
      await h.deps.db.selectFrom('files').select('id').where('id', '=', Number(current.filepath)).execute(),
    ).toEqual([]);
    expect((await download(current.filepath)).statusCode).toBe(404);
    const served = await download(replaced.filepath);
    expect(served.rawPayload.equals(DOCX)).toBe(true);
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="TIN form (signed).docx"; filename*=UTF-8''TIN%20form%20(signed).docx`,
    );
    expect((await lastHistory()).changes).toEqual({
      file: { old: 'tin.pdf', new: 'TIN form (signed).docx' },
    });
  });
});

describe('deleteFD', () => {
  it('deletes the document and its file, with a history entry; then 404', async () => {
    const document = (await list()).find(
      (d: { reference_no: string }) => d.reference_no === 'tin-123-456-000',
    );
    const res = await remove({ ...document, reference_no: 'TIN-123-456-000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: DOCUMENT_MSG.deleted });
    expect((await list()).map((d: { reference_no: string }) => d.reference_no)).toEqual(['NBI-2026']);
    expect(
      await h.deps.db.selectFrom('files').select('id').where('id', '=', Number(document.filepath)).execute(),
    ).toEqual([]);
    expect((await lastHistory()).changes).toEqual({
      document_type: { old: 'TIN ID', new: null },
      reference_no: { old: 'tin-123-456-000', new: null },
      date_submitted: { old: '2026-01-20', new: null },
      has_expiry: { old: 0, new: null },
      file: { old: 'TIN form (signed).docx', new: null },
    });
    const again = await remove(document);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(DOCUMENT_MSG.notFound);
    const noBody = await remove({});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe(DOCUMENT_MSG.referenceParam);
  });

  it('only touches the documents of the employee in UID', async () => {
    const before = await state();
    const res = await remove({ reference_no: 'NBI-2026' }, admin, other);
    expect(res.statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });
});
