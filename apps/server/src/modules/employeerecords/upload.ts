/**
 * Reads a multipart request of the employee records: text fields plus at most one file in the
 * field `file`, read whole up to the route's own limit (@fastify/multipart's ceiling is 20 MB).
 */
import { controlCharacterMessage, hasControlCharacters } from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../platform/errors.ts';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  /** Only the allowed field names; a repeated field keeps its first value. */
  fields: Map<string, string>;
  file: UploadedFile | null;
}

export interface MultipartMessages {
  notMultipart: string;
  tooLarge: string;
  oneFile: string;
  unreadable: string;
}

export async function readMultipart(
  request: FastifyRequest,
  options: { maxFileBytes: number; fieldNames: readonly string[]; messages: MultipartMessages },
): Promise<MultipartForm> {
  const { messages } = options;
  if (!request.isMultipart()) throw invalid(messages.notMultipart);
  const fields = new Map<string, string>();
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
      if (part.type === 'file') {
        // Read it even when it is refused, so the request body is consumed.
        const data = await part.toBuffer();
        if (part.fieldname !== 'file' || file !== null) throw invalid(messages.oneFile);
        // A form posted without a chosen file sends an empty part with no name: no file.
        if (data.length > 0 || part.filename) file = { filename: part.filename ?? '', data };
      } else if (options.fieldNames.includes(part.fieldname) && !fields.has(part.fieldname)) {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        // The same rule as every JSON body (platform/input.ts): no control characters in text.
        if (hasControlCharacters(value)) throw invalid(controlCharacterMessage(part.fieldname));
        fields.set(part.fieldname, value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', messages.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw invalid(messages.oneFile);
    }
    // A malformed or interrupted multipart body.
    throw invalid(messages.unreadable);
  }
  return { fields, file };
}

/** A file name safe to store and to send back in Content-Disposition (no path, no control chars). */
export function cleanFilename(filename: string, fallback: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || fallback).slice(0, 200);
}
