import { describe, expect, it } from 'vitest';
import { compoundFileHasStream, documentMimeOf, isPlainText } from './fileContent.ts';
import { compoundFile, DOC, DOCX, EXE, JPEG, PDF, PNG, TEXT, XLS, XLSX, ZIP } from './testFixtures.ts';

describe('documentMimeOf', () => {
  it('recognises every accepted document by content', async () => {
    expect(await documentMimeOf(PDF)).toBe('application/pdf');
    expect(await documentMimeOf(JPEG)).toBe('image/jpeg');
    expect(await documentMimeOf(PNG)).toBe('image/png');
    expect(await documentMimeOf(DOC)).toBe('application/msword');
    expect(await documentMimeOf(DOCX)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await documentMimeOf(TEXT)).toBe('text/plain');
  });

  it('refuses look-alikes: other Office files, plain ZIPs, executables, binary text', async () => {
    for (const data of [XLS, XLSX, ZIP, EXE, Buffer.from([0x00, 0x01, 0x02])]) {
      expect(await documentMimeOf(data)).toBeUndefined();
    }
  });
});

describe('compoundFileHasStream', () => {
  it('finds the WordDocument stream only in Word files, whatever the stream size', () => {
    expect(compoundFileHasStream(DOC, 'WordDocument')).toBe(true);
    expect(compoundFileHasStream(XLS, 'WordDocument')).toBe(false);
    expect(compoundFileHasStream(compoundFile('WordDocument', 20_000), 'WordDocument')).toBe(true);
  });

  it('says no to truncated or corrupt containers instead of throwing', () => {
    expect(compoundFileHasStream(DOC.subarray(0, 600), 'WordDocument')).toBe(false);
    const corrupt = Buffer.from(DOC);
    corrupt.writeUInt32LE(0x7fffffff, 0x30); // directory sector far outside the file
    expect(compoundFileHasStream(corrupt, 'WordDocument')).toBe(false);
    const badShift = Buffer.from(DOC);
    badShift.writeUInt16LE(3, 0x1e);
    expect(compoundFileHasStream(badShift, 'WordDocument')).toBe(false);
    const loop = Buffer.from(DOC);
    loop.writeUInt32LE(1, 512 + 4); // the directory's FAT entry points at itself
    loop.fill(0, 1024, 1536); // and it holds no entries
    expect(compoundFileHasStream(loop, 'WordDocument')).toBe(false);
  });
});

describe('isPlainText', () => {
  it('accepts UTF-8 (with a BOM) and refuses NUL bytes and invalid sequences', () => {
    expect(isPlainText(Buffer.from('\ufeffHello, Sahod'))).toBe(true);
    expect(isPlainText(Buffer.from('Hello', 'utf16le'))).toBe(false);
    expect(isPlainText(Buffer.from([0xff, 0xfe, 0x41]))).toBe(false);
    expect(isPlainText(Buffer.alloc(0))).toBe(false);
  });
});
