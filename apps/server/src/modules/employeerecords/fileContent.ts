/**
 * What an uploaded file really is, by its content (ARCHITECTURE "uploads"): the name and the
 * browser's declared type are not trusted. Documents may be PDF, JPEG, PNG, Word (.doc: a
 * Compound File with a WordDocument stream; .docx: an Office Open XML word-processing package) or
 * plain text (UTF-8 without NUL bytes); photos JPEG or PNG.
 */
import {
  DOCUMENT_MSG,
  DOCUMENT_TYPES_BY_EXTENSION,
  type DocumentExtension,
  fileNameExtension,
  isDocumentExtension,
  PHOTO_MIME_TYPES,
  PHOTO_MSG,
} from '@sahod/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors.ts';

type DocumentMime = (typeof DOCUMENT_TYPES_BY_EXTENSION)[DocumentExtension];

const DOCX_MIME = DOCUMENT_TYPES_BY_EXTENSION['.docx'];

/** The document type of the content, or undefined when it is none of the accepted ones. */
export async function documentMimeOf(data: Buffer): Promise<DocumentMime | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return isPlainText(data) ? 'text/plain' : undefined;
  switch (detected.mime) {
    case 'application/pdf':
    case 'image/jpeg':
    case 'image/png':
      return detected.mime;
    case DOCX_MIME:
      return DOCX_MIME;
    case 'application/x-cfb':
      return compoundFileHasStream(data, 'WordDocument') ? 'application/msword' : undefined;
    default:
      return undefined;
  }
}

/**
 * The stored type of an uploaded document: its content must be an accepted type and agree with
 * the name's extension (a renamed file would open in the wrong program). 415 otherwise.
 */
export async function documentContentType(filename: string, data: Buffer): Promise<string> {
  const mime = await documentMimeOf(data);
  if (!mime) throw new AppError('UNSUPPORTED_TYPE', DOCUMENT_MSG.wrongType);
  const extension = fileNameExtension(filename);
  if (!isDocumentExtension(extension)) throw new AppError('UNSUPPORTED_TYPE', DOCUMENT_MSG.wrongType);
  if (DOCUMENT_TYPES_BY_EXTENSION[extension] !== mime) {
    throw new AppError('UNSUPPORTED_TYPE', DOCUMENT_MSG.contentMismatch(extension));
  }
  return mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime;
}

/** A photo's type by content: JPEG or PNG (415 'Only .jpg and .png files are allowed.'). */
export async function photoContentType(data: Buffer): Promise<(typeof PHOTO_MIME_TYPES)[number]> {
  const mime = (await fileTypeFromBuffer(data))?.mime;
  if (!mime || !(PHOTO_MIME_TYPES as readonly string[]).includes(mime)) {
    throw new AppError('UNSUPPORTED_TYPE', PHOTO_MSG.wrongType);
  }
  return mime as (typeof PHOTO_MIME_TYPES)[number];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text has no magic number: valid UTF-8 (a BOM allowed) without NUL bytes. */
export function isPlainText(data: Buffer): boolean {
  if (data.length === 0 || data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM_OBJECT = 2;

/**
 * Whether a Compound File Binary (MS-CFB: .doc, .xls, .ppt, .msi all share it) holds a stream of
 * this name in its directory. A Word 97-2003 document always has 'WordDocument'. Reads the header,
 * the FAT through the DIFAT, and walks the directory chain; anything malformed is "no".
 */
export function compoundFileHasStream(data: Buffer, streamName: string): boolean {
  try {
    if (data.length < 512) return false;
    const sectorShift = data.readUInt16LE(0x1e);
    if (sectorShift !== 9 && sectorShift !== 12) return false;
    const sectorSize = 1 << sectorShift;
    const entriesPerSector = sectorSize / 4;
    const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
    const inFile = (sector: number) => sectorOffset(sector) + sectorSize <= data.length;

    // FAT sector locations: 109 in the header, the rest in the DIFAT chain.
    const fatSectors: number[] = [];
    const fatCount = data.readUInt32LE(0x2c);
    for (let i = 0; i < 109 && fatSectors.length < fatCount; i++)
      fatSectors.push(data.readUInt32LE(0x4c + i * 4));
    let difat = data.readUInt32LE(0x44);
    for (let guard = 0; fatSectors.length < fatCount && difat < END_OF_CHAIN && guard < 10_000; guard++) {
      if (!inFile(difat)) return false;
      const base = sectorOffset(difat);
      for (let i = 0; i < entriesPerSector - 1 && fatSectors.length < fatCount; i++) {
        fatSectors.push(data.readUInt32LE(base + i * 4));
      }
      difat = data.readUInt32LE(base + (entriesPerSector - 1) * 4);
    }
    const nextSector = (sector: number): number => {
      const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
      if (fatSector === undefined || !inFile(fatSector)) return END_OF_CHAIN;
      return data.readUInt32LE(sectorOffset(fatSector) + (sector % entriesPerSector) * 4);
    };

    const maxSectors = Math.ceil(data.length / sectorSize);
    let sector = data.readUInt32LE(0x30);
    for (let guard = 0; sector < END_OF_CHAIN && guard < maxSectors; guard++) {
      if (!inFile(sector)) return false;
      const base = sectorOffset(sector);
      for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_SIZE) {
        const entry = base + offset;
        const nameBytes = data.readUInt16LE(entry + 0x40);
        const type = data.readUInt8(entry + 0x42);
        if (type !== STREAM_OBJECT || nameBytes < 2 || nameBytes > 64) continue;
        const name = data.toString('utf16le', entry, entry + nameBytes - 2);
        if (name === streamName) return true;
      }
      sector = nextSector(sector);
    }
    return false;
  } catch {
    return false;
  }
}
