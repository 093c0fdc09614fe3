/**
 * Test data of the employee records tests: employees, real files of every accepted type (built
 * here, byte by byte, so no binary fixtures are checked in) and multipart bodies.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

let employeeCounter = 0;

/** A minimal employee (the profile's other fields do not matter to these records). */
export async function createEmployee(db: Kysely<DB>, name = 'Employee'): Promise<number> {
  employeeCounter += 1;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('employees')
    .values({
      employee_code: `R${String(employeeCounter).padStart(4, '0')}`,
      first_name: `${name} ${employeeCounter}`,
      last_name: 'Records',
      is_approver: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ---------------------------------------------------------------------------------------------
// Files

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a JPEG (SOI + JFIF APP0): what content sniffing looks at. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  randomBytes(64),
  Buffer.from([0xff, 0xd9]),
]);

export const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export const TEXT = Buffer.from('Certificate of Employment\nJuan Dela Cruz — Quezon City ✓\n', 'utf8');

/** A Windows executable's header. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), randomBytes(256)]);

/** A stored (uncompressed) ZIP archive of these entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function openXml(mainPart: string, mainType: string): Buffer {
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${mainPart}" ContentType="${mainType}"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${mainPart}"/></Relationships>`,
    [mainPart]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

/** A Word document (.docx). */
export const DOCX = openXml(
  'word/document.xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
);
/** An Excel workbook (.xlsx): a ZIP and an OOXML package, but not a Word document. */
export const XLSX = openXml(
  'xl/workbook.xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
);
/** A plain ZIP archive. */
export const ZIP = zip({ 'notes.txt': 'hello' });

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/** A Compound File (MS-CFB, version 3) with one stream: how .doc, .xls and .msi files are built. */
export function compoundFile(streamName: string, size = 4096): Buffer {
  const sector = 512;
  const dataSectors = Math.ceil(size / sector);
  const header = Buffer.alloc(sector);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 0x4c + i * 4);

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let i = 0; i < dataSectors; i++) {
    fat.writeUInt32LE(i === dataSectors - 1 ? END_OF_CHAIN : 3 + i, (2 + i) * 4);
  }

  const directory = Buffer.alloc(sector);
  const entry = (index: number, name: string, type: number, child: number, start: number, length: number) => {
    const base = index * 128;
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le');
    nameBytes.copy(directory, base);
    directory.writeUInt16LE(nameBytes.length, base + 0x40);
    directory.writeUInt8(type, base + 0x42);
    directory.writeUInt8(1, base + 0x43);
    directory.writeUInt32LE(FREE, base + 0x44);
    directory.writeUInt32LE(FREE, base + 0x48);
    directory.writeUInt32LE(child, base + 0x4c);
    directory.writeUInt32LE(start, base + 0x74);
    directory.writeUInt32LE(length, base + 0x78);
  };
  entry(0, 'Root Entry', 5, 1, END_OF_CHAIN, 0);
  entry(1, streamName, 2, FREE, 2, size);
  for (const index of [2, 3]) {
    directory.writeUInt32LE(FREE, index * 128 + 0x44);
    directory.writeUInt32LE(FREE, index * 128 + 0x48);
    directory.writeUInt32LE(FREE, index * 128 + 0x4c);
  }
  return Buffer.concat([header, fat, directory, Buffer.alloc(dataSectors * sector, 0x20)]);
}

/** A Word 97-2003 document (.doc). */
export const DOC = compoundFile('WordDocument');
/** An Excel 97-2003 workbook (.xls): the same container, not a Word document. */
export const XLS = compoundFile('Workbook');

// ---------------------------------------------------------------------------------------------
// Multipart

export interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body of text fields and optional files. */
export function multipart(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----sahod${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'file.bin'}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
