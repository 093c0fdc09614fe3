/**
 * The login background (spec 2 "Page Setup", 5, 9): one JPEG or PNG of at most 5 MB, checked by
 * its content. The current file's id is a setting; replacing or deleting it removes the old file.
 */
import { BACKGROUND_MIME_TYPES, PAGE_SETUP_MSG } from '@sahod/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { storeFile } from '../../platform/files.ts';
import { getSetting, setSetting } from '../../platform/settings.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const BACKGROUND_SETTING = 'login_background_file_id';
export const BACKGROUND_PURPOSE = 'login_background';

export const backgroundUrl = (fileId: number | string) => `/api/pageSetup/background/${fileId}`;

export async function currentBackgroundUrl(deps: Pick<Deps, 'db'>): Promise<string | null> {
  const id = await getSetting(deps.db, BACKGROUND_SETTING);
  return id ? backgroundUrl(id) : null;
}

/** The image type by content (the name and the declared type are not trusted). */
export async function imageMime(data: Buffer): Promise<(typeof BACKGROUND_MIME_TYPES)[number]> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime;
  if (!mime || !(BACKGROUND_MIME_TYPES as readonly string[]).includes(mime)) {
    throw new AppError('UNSUPPORTED_TYPE', PAGE_SETUP_MSG.wrongType);
  }
  return mime as (typeof BACKGROUND_MIME_TYPES)[number];
}

export async function replaceBackground(
  deps: Deps,
  actor: Actor,
  upload: { filename: string; data: Buffer },
): Promise<string> {
  const mime = await imageMime(upload.data);
  const id = await deps.db.transaction().execute(async (trx) => {
    const old = await getSetting(trx, BACKGROUND_SETTING);
    const fileId = await storeFile(trx, deps.clock, {
      purpose: BACKGROUND_PURPOSE,
      filename: upload.filename || 'background',
      mime,
      data: upload.data,
      createdBy: actor.userId,
    });
    await setSetting(trx, deps.clock, BACKGROUND_SETTING, String(fileId));
    if (old) await trx.deleteFrom('files').where('id', '=', Number(old)).execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'upload',
      entity: 'login_background',
      entityId: fileId,
      details: { old: old ? Number(old) : null, new: { file: fileId, mime, size: upload.data.length } },
    });
    return fileId;
  });
  return backgroundUrl(id);
}

export async function deleteBackground(deps: Deps, actor: Actor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await getSetting(trx, BACKGROUND_SETTING);
    if (!old) throw notFound(PAGE_SETUP_MSG.empty);
    await setSetting(trx, deps.clock, BACKGROUND_SETTING, null);
    await trx.deleteFrom('files').where('id', '=', Number(old)).execute();
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'login_background',
      entityId: old,
      details: { old: Number(old), new: null },
    });
  });
}
