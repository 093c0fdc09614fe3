import { randomBytes } from 'node:crypto';
import { BACKGROUND_MAX_BYTES, MSG, PAGE_SETUP_MSG } from '@sahod/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, auth, createHarness, type Harness } from '../../test/harness.ts';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin', ADMIN_PASSWORD);
});
afterAll(async () => h.close());

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + JFIF APP0): what content sniffing looks at. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

function multipart(file: { data: Buffer; filename?: string; type?: string; field?: string }) {
  const boundary = `----sahod${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'bg.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (file: Parameters<typeof multipart>[0], token = admin) => {
  const body = multipart(file);
  return h.app.inject({
    method: 'POST',
    url: '/api/pageSetup/createBackground',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
};
const remove = (token = admin) =>
  h.app.inject({ method: 'DELETE', url: '/api/pageSetup/deleteBackground', headers: auth(token) });
const current = async () =>
  (await h.app.inject({ method: 'GET', url: '/api/pageSetup/fetchBackground' })).json().data.url as
    | string
    | null;
const files = () => h.deps.db.selectFrom('files').select(['id', 'mime', 'size', 'purpose']).execute();

describe('POST /pageSetup/createBackground', () => {
  it('stores a PNG, returns its url, and serves it publicly', async () => {
    const res = await upload({ data: PNG });
    expect(res.statusCode).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/api\/pageSetup\/background\/\d+$/);
    expect(await current()).toBe(url);
    const image = await h.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(await files()).toEqual([expect.objectContaining({ mime: 'image/png', size: PNG.length })]);
  });

  it('replaces the background with a JPEG and deletes the old file', async () => {
    const old = await current();
    const res = await upload({ data: JPEG, filename: 'photo.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json().data;
    expect(url).not.toBe(old);
    expect(await files()).toEqual([expect.objectContaining({ mime: 'image/jpeg', size: JPEG.length })]);
    expect((await h.app.inject({ method: 'GET', url: old ?? '' })).statusCode).toBe(404);
    const audit = await h.deps.db
      .selectFrom('audit_log')
      .select(['username', 'action'])
      .where('entity', '=', 'login_background')
      .execute();
    expect(audit).toContainEqual({ username: 'admin', action: 'upload' });
  });

  it('checks the type by content: a text file named .png is refused (415), as is a GIF', async () => {
    const before = { url: await current(), files: await files() };
    for (const file of [
      { data: Buffer.from('just some text, not an image'), filename: 'notes.png', type: 'image/png' },
      { data: GIF, filename: 'anim.gif', type: 'image/gif' },
      { data: GIF, filename: 'anim.jpg', type: 'image/jpeg' },
    ]) {
      const res = await upload(file);
      expect(res.statusCode, file.filename).toBe(415);
      expect(res.json().error).toBe(PAGE_SETUP_MSG.wrongType);
    }
    expect({ url: await current(), files: await files() }).toEqual(before);
  });

  it('accepts exactly 5 MB and refuses anything larger (413)', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(BACKGROUND_MAX_BYTES - PNG.length)]);
    expect((await upload({ data: exact })).statusCode).toBe(200);
    const before = { url: await current(), files: await files() };
    const res = await upload({ data: Buffer.concat([exact, Buffer.alloc(1)]) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(PAGE_SETUP_MSG.tooLarge);
    expect({ url: await current(), files: await files() }).toEqual(before);
  });

  it('needs a file in the field `file`', async () => {
    const before = await files();
    const wrongField = await upload({ data: PNG, field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe(PAGE_SETUP_MSG.noFile);
    const empty = await upload({ data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/pageSetup/createBackground',
      headers: auth(admin),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error).toBe(PAGE_SETUP_MSG.noFile);
    expect(await files()).toEqual(before);
  });

  it('needs pagesetup create (403) and a token (401)', async () => {
    const before = { url: await current(), files: await files() };
    const user = await h.createUser({ grants: [{ key: 'pagesetup', view: true, delete: true }] });
    const res = await upload({ data: PNG }, await h.login(user.username));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(MSG.noPermission);
    const body = multipart({ data: PNG });
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/pageSetup/createBackground',
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect({ url: await current(), files: await files() }).toEqual(before);
  });
});

describe('DELETE /pageSetup/deleteBackground', () => {
  it('needs pagesetup delete (403) and a token (401)', async () => {
    const before = await current();
    expect(before).not.toBeNull();
    const user = await h.createUser({ grants: [{ key: 'pagesetup', view: true, create: true }] });
    expect((await remove(await h.login(user.username))).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'DELETE', url: '/api/pageSetup/deleteBackground' })).statusCode,
    ).toBe(401);
    expect(await current()).toBe(before);
  });

  it('deletes the image and its file; then there is none (404)', async () => {
    const url = await current();
    const res = await remove();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PAGE_SETUP_MSG.deleted });
    expect(await current()).toBeNull();
    expect(await files()).toEqual([]);
    expect((await h.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(PAGE_SETUP_MSG.empty);
  });
});
