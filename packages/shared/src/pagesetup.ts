/**
 * Page Setup, 'Login Background' (spec 2 "Settings and admin", 5, 9; 7 "/pageSetup").
 *
 *   GET    /pageSetup/fetchBackground   -> { data: { url: string | null } } (public)
 *   GET    /pageSetup/background/:id    -> the image bytes (public; the url above)
 *   POST   /pageSetup/createBackground  multipart, field `file` -> { data: { url } } (pagesetup create)
 *          415 'Only JPG and PNG are allowed.' (checked by content), 413 'Max size is 5MB'
 *   DELETE /pageSetup/deleteBackground  -> { message } (pagesetup delete; 404 when none)
 */
import { z } from 'zod';

export const BACKGROUND_MAX_BYTES = 5 * 1024 * 1024;
export const BACKGROUND_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const PAGE_SETUP_MSG = {
  title: 'Login Background',
  empty: 'No background image uploaded.',
  upload: 'Upload Image',
  delete: 'Delete Image',
  deleteConfirm: 'Delete background image?',
  tooLarge: 'Max size is 5MB',
  wrongType: 'Only JPG and PNG are allowed.',
  noFile: 'Please choose an image to upload.',
  uploaded: 'Background image uploaded.',
  deleted: 'Background image deleted.',
} as const;

export const backgroundUploadResponseSchema = z.object({ data: z.object({ url: z.string() }) });

/** Client-side check of a chosen file, with the server's messages; null when acceptable. */
export function backgroundFileProblem(file: { size: number; type: string }): string | null {
  if (!(BACKGROUND_MIME_TYPES as readonly string[]).includes(file.type)) return PAGE_SETUP_MSG.wrongType;
  if (file.size > BACKGROUND_MAX_BYTES) return PAGE_SETUP_MSG.tooLarge;
  return null;
}

/** The image URL with a cache-busting timestamp (spec 7: the url gets a cache-busting timestamp). */
export function cacheBustedUrl(url: string, stamp: number | string): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${encodeURIComponent(String(stamp))}`;
}
