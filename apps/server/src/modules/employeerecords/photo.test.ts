import { EMPLOYEE_RECORDS_MSG, MSG, PHOTO_MAX_BYTES, PHOTO_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';
import { createEmployee, type FilePart, GIF, JPEG, multipart, PDF, PNG } from './testFixtures.ts';

let h: Harness;
let admin: string;
let employee: number;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
  employee = await createEmployee(h.deps.db);
});
afterAll(async () => h.close());

const BASE = '/api/employee_management';
const upload = (file: FilePart | null, token: string | null = admin, id: number | string = employee) => {
  const body = multipart({}, file ? [file] : []);
  return h.app.inject({
    method: 'POST',
    url: `${BASE}/createPicture?id=${id}`,
    headers: { ...(token ? auth(token) : {}), ...body.headers },
    payload: body.payload,
  });
};
const fetchPicture = (token: string | null = admin, id = employee) =>
  h.app.inject({ method: 'GET', url: `${BASE}/fetchPicture?id=${id}`, headers: token ? auth(token) : {} });
const deletePicture = (token: string | null = admin, id = employee) =>
  h.app.inject({
    method: 'DELETE',
    url: `${BASE}/deletePicture?id=${id}`,
    headers: token ? auth(token) : {},
  });
const state = async () => ({
  photo: (
    await h.deps.db
      .selectFrom('employees')
      .select('photo_file_id')
      .where('id', '=', employee)
      .executeTakeFirstOrThrow()
  ).photo_file_id,
  files: await h.deps.db
    .selectFrom('files')
    .select(['id', 'mime', 'size', 'purpose'])
    .orderBy('id')
    .execute(),
});

describe('employee photo', () => {
  it('has none at first (404)', async () => {
    const res = await fetchPicture();
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PHOTO_MSG.none);
    const missing = await fetchPicture(admin, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(EMPLOYEE_RECORDS_MSG.employeeNotFound);
  });

  it('uploads a PNG, returns its url, and serves it to users with view', async () => {
    const res = await upload({ data: PNG, filename: 'me.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/api/employee_management/fetchPicture\\?id=${employee}&v=\\d+$`));
    const image = await h.app.inject({ method: 'GET', url, headers: auth(admin) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await state()).files).toEqual([
      expect.objectContaining({ mime: 'image/png', size: PNG.length, purpose: 'employee_photo' }),
    ]);
  });

  it('replacing it with a JPEG deletes the old file', async () => {
    const before = await state();
    const res = await upload({ data: JPEG, filename: 'me.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const after = await state();
    expect(after.photo).not.toBe(before.photo);
    expect(after.files).toEqual([expect.objectContaining({ mime: 'image/jpeg', size: JPEG.length })]);
    expect((await fetchPicture()).headers['content-type']).toBe('image/jpeg');
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'employee_photo')
      .execute();
    expect(audit).toEqual([
      { action: 'upload', entity_id: String(employee) },
      { action: 'upload', entity_id: String(employee) },
    ]);
  });

  it('checks the type by content (415) and the size (413), writing nothing', async () => {
    const before = await state();
    for (const file of [
      { data: Buffer.from('not an image at all'), filename: 'fake.png', type: 'image/png' },
      { data: GIF, filename: 'anim.gif', type: 'image/gif' },
      { data: PDF, filename: 'scan.jpg', type: 'image/jpeg' },
    ]) {
      const res = await upload(file);
      expect(res.statusCode, file.filename).toBe(415);
      expect(res.json().error).toBe(PHOTO_MSG.wrongType);
    }
    const exact = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)]);
    const tooBig = await upload({ data: Buffer.concat([exact, Buffer.alloc(1)]), filename: 'big.png' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe(PHOTO_MSG.tooLarge);
    expect(await state()).toEqual(before);
    const ok = await upload({ data: exact, filename: 'exact.png' });
    expect(ok.statusCode).toBe(200);
  });

  it('needs a file in `file`, an existing employee, and a multipart body', async () => {
    const before = await state();
    const none = await upload(null);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(PHOTO_MSG.noFile);
    const wrongField = await upload({ data: PNG, filename: 'me.png', field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe(PHOTO_MSG.oneFile);
    const json = await h.app.inject({
      method: 'POST',
      url: `${BASE}/createPicture?id=${employee}`,
      headers: auth(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(PHOTO_MSG.noFile);
    const missing = await upload({ data: PNG, filename: 'me.png' }, admin, 999999);
    expect(missing.statusCode).toBe(404);
    expect((await upload({ data: PNG, filename: 'me.png' }, admin, 'abc')).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('needs employee_management view to see it, create to upload, delete to delete (403), and a token (401)', async () => {
    const before = await state();
    const viewer = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_management', view: true, update: true }] })).username,
    );
    const outsider = await h.login(
      (await h.createUser({ grants: [{ key: 'employee_list', view: true }] })).username,
    );
    expect((await fetchPicture(viewer)).statusCode).toBe(200);
    expect((await fetchPicture(outsider)).statusCode).toBe(403);
    expect((await fetchPicture(null)).statusCode).toBe(401);
    const refused = await upload({ data: PNG, filename: 'me.png' }, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MSG.noPermission);
    expect((await upload({ data: PNG, filename: 'me.png' }, null)).statusCode).toBe(401);
    expect((await deletePicture(viewer)).statusCode).toBe(403);
    expect((await deletePicture(null)).statusCode).toBe(401);
    expect(await state()).toEqual(before);
  });

  it('deletePicture removes the photo and its file; then there is none (404)', async () => {
    const res = await deletePicture();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PHOTO_MSG.deleted });
    expect(await state()).toEqual({ photo: null, files: [] });
    expect((await fetchPicture()).statusCode).toBe(404);
    const again = await deletePicture();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(PHOTO_MSG.none);
  });
});
