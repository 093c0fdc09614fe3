import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './dates.ts';
import {
  CONTACT_MSG,
  checkDocument,
  contactProblem,
  DOCUMENT_MSG,
  documentChanged,
  documentFileProblem,
  documentReferenceKey,
  EDUCATION_MSG,
  educationProblem,
  fileNameExtension,
  latestGraduationYear,
  manilaDateOf,
  PHOTO_MSG,
  photoFileProblem,
} from './employeeRecords.ts';

const TODAY = '2026-11-21';
const VALID = {
  document_type_id: '3',
  reference_no: ' REF-1 ',
  date_submitted: '2026-01-15',
  has_expiry: '0',
  date_expiry: '',
};

describe('dates', () => {
  it('takes business "today" in Manila (UTC+8)', () => {
    expect(manilaDateOf(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(manilaDateOf(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(latestGraduationYear(new Date('2026-12-31T16:00:00Z'))).toBe(2028);
  });

  it('accepts only real yyyy-MM-dd dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(isCalendarDate('2026-01-05T00:00')).toBe(false);
  });
});

describe('educationProblem and contactProblem', () => {
  const now = new Date('2026-11-21T01:00:00Z');
  const school = { degree: 'BS', school_name: 'UP', location: 'QC', graduation_year: 2015 };
  it('gives the first problem in field order, or undefined', () => {
    expect(educationProblem(school, now)).toBeUndefined();
    expect(educationProblem({ ...school, degree: ' ' }, now)).toBe(EDUCATION_MSG.degreeRequired);
    expect(educationProblem({ ...school, graduation_year: null }, now)).toBe(EDUCATION_MSG.yearRequired);
    expect(educationProblem({ ...school, graduation_year: '99' }, now)).toBe(EDUCATION_MSG.yearFormat);
    expect(educationProblem({ ...school, graduation_year: 2028 }, now)).toBe(EDUCATION_MSG.yearRange(2027));
  });
  it('checks the contact number is digits only', () => {
    const contact = { contact_name: 'Ana', relationship: 'Sister', contact_number: '09171234567' };
    expect(contactProblem(contact)).toBeUndefined();
    expect(contactProblem({ ...contact, contact_number: '0917 123 4567' })).toBe(CONTACT_MSG.numberDigits);
    expect(contactProblem({ ...contact, contact_name: '' })).toBe(CONTACT_MSG.nameRequired);
  });
});

describe('checkDocument', () => {
  it('normalises a valid document: trimmed reference, no expiry', () => {
    expect(checkDocument(VALID, { hasFile: true, today: TODAY })).toEqual({
      ok: true,
      values: {
        document_type_id: 3,
        reference_no: 'REF-1',
        date_submitted: '2026-01-15',
        has_expiry: 0,
        date_expiry: null,
      },
    });
  });
  it('needs type, reference, date submitted and a file', () => {
    for (const input of [
      { ...VALID, document_type_id: '' },
      { ...VALID, reference_no: '  ' },
      { ...VALID, date_submitted: '' },
    ]) {
      expect(checkDocument(input, { hasFile: true, today: TODAY })).toEqual({
        ok: false,
        message: DOCUMENT_MSG.required,
      });
    }
    expect(checkDocument(VALID, { hasFile: false, today: TODAY })).toEqual({
      ok: false,
      message: DOCUMENT_MSG.required,
    });
  });
  it('resets the expiry without has_expiry and checks it with', () => {
    const reset = checkDocument({ ...VALID, date_expiry: '2027-01-01' }, { hasFile: true, today: TODAY });
    expect(reset.ok && reset.values.date_expiry).toBeNull();
    const message = (input: object) => {
      const r = checkDocument({ ...VALID, has_expiry: '1', ...input }, { hasFile: true, today: TODAY });
      return r.ok ? undefined : r.message;
    };
    expect(message({})).toBe(DOCUMENT_MSG.expiryRequired);
    expect(message({ date_expiry: '2026-01-14' })).toBe(DOCUMENT_MSG.expiryBeforeSubmitted);
    expect(message({ date_expiry: '2026-01-15' })).toBeUndefined();
    expect(message({ has_expiry: 'true', date_expiry: '2030-01-01' })).toBeUndefined();
    expect(message({ date_submitted: '2026-11-22', date_expiry: '2030-01-01' })).toBe(
      DOCUMENT_MSG.submittedInFuture,
    );
  });
  it('documentChanged compares every stored field', () => {
    const base = {
      document_type_id: 1,
      reference_no: 'A',
      date_submitted: '2026-01-01',
      has_expiry: 0 as const,
      date_expiry: null,
    };
    expect(documentChanged(base, { ...base })).toBe(false);
    expect(documentChanged(base, { ...base, reference_no: 'a' })).toBe(true);
    expect(documentChanged(base, { ...base, has_expiry: 1, date_expiry: '2027-01-01' })).toBe(true);
  });
});

describe('file checks', () => {
  it('reads extensions case-insensitively', () => {
    expect(fileNameExtension('Scan.PDF')).toBe('.pdf');
    expect(fileNameExtension('archive.tar.gz')).toBe('.gz');
    expect(fileNameExtension('README')).toBe('');
    expect(documentReferenceKey('  AbC-1 ')).toBe('abc-1');
  });
  it('documentFileProblem: type by extension, then the 20 MB limit', () => {
    expect(documentFileProblem({ name: 'a.docx', size: 10 })).toBeUndefined();
    expect(documentFileProblem({ name: 'a.TXT', size: 20 * 1024 * 1024 })).toBeUndefined();
    expect(documentFileProblem({ name: 'a.pdf', size: 20 * 1024 * 1024 + 1 })).toBe(DOCUMENT_MSG.tooLarge);
    expect(documentFileProblem({ name: 'a.exe', size: 10 })).toBe(DOCUMENT_MSG.wrongType);
    expect(documentFileProblem({ name: 'a.pdf', size: 0 })).toBe(DOCUMENT_MSG.emptyFile);
  });
  it('photoFileProblem: jpeg or png, at most 5 MB', () => {
    expect(photoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe(PHOTO_MSG.wrongType);
    expect(photoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(PHOTO_MSG.tooLarge);
  });
});
