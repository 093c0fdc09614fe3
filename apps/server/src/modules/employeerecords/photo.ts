/**
 * The employee's photo (spec 2 "Photo", 5 "Photo upload"): one JPEG or PNG of at most 5 MB,
 * checked by content, kept in the files table and pointed at by employees.photo_file_id.
 * Replacing or deleting it removes the old file in the same transaction.
 */
import { EMPLOYEE_RECORDS_MSG, PHOTO_MSG } from '@sahod/shared';
import type { AppDeps } from '../../deps.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import { readFile, type StoredFile, storeFile } from '../../platform/files.ts';
import { photoContentType } from './fileContent.ts';
import { deleteFiles, photoFileId, setPhotoFileId } from './repository.ts';
import { cleanFilename, type UploadedFile } from './upload.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const PHOTO_PURPOSE = 'employee_photo';

/** fetchPicture's address; `v` changes with every upload, so a new photo is never a cached one. */
export const photoUrl = (employeeId: number, fileId: number) =>
  `/api/employee_management/fetchPicture?id=${employeeId}&v=${fileId}`;

export async function employeePhoto(deps: Deps, employeeId: number): Promise<StoredFile> {
  const fileId = await photoFileId(deps.db, employeeId);
  if (fileId === undefined) throw notFound(EMPLOYEE_RECORDS_MSG.employeeNotFound);
  const file = fileId === null ? undefined : await readFile(deps.db, fileId);
  if (!file) throw notFound(PHOTO_MSG.none);
  return file;
}

export async function replacePhoto(
  deps: Deps,
  actor: Actor,
  employeeId: number,
  upload: UploadedFile | null,
): Promise<string> {
  if (!upload || upload.data.length === 0) throw invalid(PHOTO_MSG.noFile);
  const mime = await photoContentType(upload.data);
  const fileId = await deps.db.transaction().execute(async (trx) => {
    const old = await photoFileId(trx, employeeId);
    if (old === undefined) throw notFound(EMPLOYEE_RECORDS_MSG.employeeNotFound);
    const id = await storeFile(trx, deps.clock, {
      purpose: PHOTO_PURPOSE,
      filename: cleanFilename(upload.filename, mime === 'image/png' ? 'photo.png' : 'photo.jpg'),
      mime,
      data: upload.data,
      createdBy: actor.userId,
    });
    await setPhotoFileId(trx, employeeId, id, deps.clock.now().toISOString());
    await deleteFiles(trx, [old]);
    await recordAudit(trx, deps.clock, actor, {
      action: 'upload',
      entity: 'employee_photo',
      entityId: employeeId,
      details: { old, new: { file: id, mime, size: upload.data.length } },
    });
    return id;
  });
  return photoUrl(employeeId, fileId);
}

export async function deletePhoto(deps: Deps, actor: Actor, employeeId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const old = await photoFileId(trx, employeeId);
    if (old === undefined) throw notFound(EMPLOYEE_RECORDS_MSG.employeeNotFound);
    if (old === null) throw notFound(PHOTO_MSG.none);
    await setPhotoFileId(trx, employeeId, null, deps.clock.now().toISOString());
    await deleteFiles(trx, [old]);
    await recordAudit(trx, deps.clock, actor, {
      action: 'delete',
      entity: 'employee_photo',
      entityId: employeeId,
      details: { old, new: null },
    });
  });
}
