import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BiometricFileError } from './errors.ts';
import { parseBiometricFile } from './readFile.ts';

/** Text made of the characters time-clock files are made of, so the scanners get exercised. */
const clockishText = fc
  .array(
    fc.constantFrom(
      ...'0123456789:/-., \t\n\r"APMapm'.split(''),
      'Made Date:',
      'Employee ID',
      'Date/Time,No.',
      '2025-10-06',
      '08:00',
    ),
    {
      maxLength: 300,
    },
  )
  .map((parts) => parts.join(''));

function outcome(name: string, bytes: Uint8Array): 'read' | 'refused' {
  try {
    const parsed = parseBiometricFile(name, bytes);
    // Whatever was read is well formed.
    for (const p of parsed.punches) {
      expect(p.employee_code).toMatch(/^[A-Z0-9._-]{5,20}$/);
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
    }
    return 'read';
  } catch (error) {
    // Any refusal is one of the spec's messages, never a crash.
    expect(error).toBeInstanceOf(BiometricFileError);
    expect((error as Error).message).toMatch(
      /^(Invalid filetype\.|Invalid\/Empty data\.|Error parsing TXT\. Double check formatting\. |Error converting XLS\. |Error processing CSV\. )/,
    );
    return 'refused';
  }
}

describe('any input', () => {
  it('is either read into well-formed punches or refused with a spec message (text)', () => {
    fc.assert(
      fc.property(clockishText, fc.constantFrom('a.txt', 'a.csv', 'a.xls'), (content, name) => {
        outcome(name, new TextEncoder().encode(content));
      }),
      { numRuns: 300 },
    );
  });

  it('is either read or refused with a spec message (arbitrary bytes)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 400 }),
        fc.constantFrom('a.txt', 'a.csv', 'a.xls', 'a.xlsx'),
        (bytes, name) => {
          outcome(name, bytes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is either read or refused with a spec message (broken spreadsheets: OLE2 or ZIP header, random rest)', () => {
    const headers = [
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      [0x50, 0x4b, 0x03, 0x04],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...headers), fc.uint8Array({ maxLength: 2000 }), (header, rest) => {
        expect(outcome('a.xls', new Uint8Array([...header, ...rest]))).toBe('refused');
      }),
      { numRuns: 200 },
    );
  });
});
