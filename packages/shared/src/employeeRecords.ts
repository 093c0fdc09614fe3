/**
 * The employee profile's records (spec 2 "Employee profile", 3 "Education record", "Emergency
 * contact", "Document", 5 "Photo upload", "Documents", 8 alerts): the row shapes, the one validator
 * of each form that client and server share, the file rules and every text.
 *
 * All under /api/employee_management (module employee_management; reads need view):
 *   GET    fetchEB?UID                    -> EducationRow[]
 *   POST   createEB  { id, degree, school_name, location, graduation_year }   -> { message, log_no } (create)
 *   PUT    updateEB  { log_no, id?, degree, school_name, location, graduation_year } -> { message } (update)
 *   DELETE deleteEB?log_no                -> { message } (delete)
 *   GET    fetchEC?UID                    -> ContactRow[]
 *   POST   createEC  { id, contact_name, relationship, contact_number }       -> { message, log_no } (create)
 *   PUT    updateEC  { log_no, id?, contact_name, relationship, contact_number } -> { message } (update)
 *   DELETE deleteEC?log_no                -> { message } (delete)
 *   GET    fetchFD?UID                    -> DocumentRow[]
 *   GET    downloadFD?path=<filepath>     -> the file (content type, attachment filename) (view)
 *   POST   createFD?UID        multipart: document_type_id, reference_no, date_submitted, has_expiry
 *                              (0/1), date_expiry?, file            -> { message, document } (create)
 *   PUT    updateFD?UID&OGRef  multipart, same fields, file optional -> { message, document } (update)
 *   DELETE deleteFD?UID        JSON body: the document (reference_no) -> { message } (delete)
 *   GET    fetchPicture?id                -> the image (404 'No photo uploaded.') (view)
 *   POST   createPicture?id    multipart field `file`               -> { url } (create)
 *   DELETE deletePicture?id               -> { message } (delete)
 * Every change of education, contacts and documents writes a history entry (forms 3, 4, 5) in the
 * same transaction.
 */
import { z } from 'zod';
import { dateProblem } from './dates.ts';
import { idSchema } from './input.ts';
import { MSG } from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Texts

export const EMPLOYEE_RECORDS_MSG = {
  uidInvalid: 'UID must be the number of an employee.',
  idInvalid: 'id must be the number of an employee.',
  logNoInvalid: 'log_no must be the number of a record.',
  employeeNotFound: 'The employee was not found. It may have been deleted.',
  noChanges: MSG.noChanges,
} as const;

export const EDUCATION_MSG = {
  title: 'Educational Background',
  saved: 'Employee educational background updated successfully.',
  saveFailed: 'Failed to update employee educational background.',
  deleted: 'Employee educational background deleted successfully.',
  deleteFailed: 'Failed to delete ED',
  notFound: 'The educational background record was not found. It may have been deleted.',
  degreeRequired: 'Degree is required.',
  degreeTooLong: 'Degree must be at most 200 characters.',
  schoolRequired: 'School name is required.',
  schoolTooLong: 'School name must be at most 200 characters.',
  locationRequired: 'Location is required.',
  locationTooLong: 'Location must be at most 200 characters.',
  yearRequired: 'Graduation year is required.',
  yearFormat: 'Graduation year must be a 4-digit year.',
  yearRange: (max: number) => `Graduation year must be from ${GRADUATION_YEAR_MIN} to ${max}.`,
} as const;

export const CONTACT_MSG = {
  title: 'Emergency Contacts',
  saved: 'Employee emergency contacts updated successfully.',
  saveFailed: 'Failed to update employee emergency contacts.',
  deleted: 'Employee emergency contacts deleted successfully.',
  deleteFailed: 'Failed to delete EC',
  notFound: 'The emergency contact was not found. It may have been deleted.',
  nameRequired: 'Contact name is required.',
  nameTooLong: 'Contact name must be at most 200 characters.',
  relationshipRequired: 'Relationship is required.',
  relationshipTooLong: 'Relationship must be at most 100 characters.',
  numberRequired: 'Contact number is required.',
  numberDigits: 'Please enter a valid contact number.',
  numberLength: 'Contact number must be 7 to 15 digits.',
} as const;

export const DOCUMENT_MSG = {
  title: 'Employee Forms and Documents',
  createNew: 'Create New',
  addTitle: 'Add Document',
  editTitle: 'Edit Document',
  noExpiry: 'No Expiry',
  saved: 'Employee forms and documents updated successfully.',
  saveFailed: 'Failed to update employee forms and documents.',
  deleted: 'Employee forms and documents updated successfully.',
  deleteConfirm: 'Are you sure you want to delete this document?',
  openFailed: 'Unable to open file.',
  required: 'Please fill in all required fields.',
  duplicate: 'A document with this reference number already exists.',
  tooLarge: 'File size must be under 20MB',
  wrongType: 'Only .pdf, .jpg, .png, .doc, .docx and .txt files are allowed.',
  contentMismatch: (extension: string) =>
    `The file's content does not match its ${extension} extension. Please upload the original file.`,
  emptyFile: 'The selected file is empty.',
  notMultipart: 'Please send the document as a form upload (multipart/form-data).',
  oneFile: 'Please upload one file at a time.',
  unreadable: 'The upload could not be read. Please try again.',
  noChanges: MSG.noChanges,
  notFound: 'The document was not found. It may have been deleted.',
  fileNotFound: 'The file was not found. It may have been replaced or deleted.',
  typeInvalid: 'Please choose a valid document type.',
  referenceTooLong: 'Reference number must be at most 100 characters.',
  dateInvalid: (label: string) => `${label} must be a valid date (yyyy-MM-dd).`,
  submittedInFuture: 'Date submitted cannot be in the future.',
  expiryRequired: 'Please enter the expiry date (Valid Until) of a document that has an expiry.',
  expiryBeforeSubmitted: 'The expiry date (Valid Until) must not be before the date submitted.',
  hasExpiryInvalid: 'has_expiry must be 0 or 1.',
  referenceParam: 'reference_no of the document to delete is required.',
  ogRefRequired: 'OGRef (the original reference number) is required.',
  pathInvalid: 'path must be the filepath of a document.',
} as const;

export const PHOTO_MSG = {
  clickToUpload: 'Click to Upload Photo',
  editPhoto: 'Edit Photo',
  uploadNew: 'Upload New Photo',
  deletePhoto: 'Delete Photo',
  cancel: 'Cancel',
  uploadConfirm: 'Upload selected photo?',
  deleteConfirm: 'Delete photo?',
  wrongType: 'Only .jpg and .png files are allowed.',
  tooLarge: 'Max file size is 5MB.',
  none: 'No photo uploaded.',
  noFile: 'Please choose a photo to upload.',
  oneFile: 'Please upload one photo at a time.',
  unreadable: 'The upload could not be read. Please try again.',
  uploaded: 'Photo uploaded successfully.',
  deleted: 'Photo deleted successfully.',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared request pieces

const positiveId = (message: string) => idSchema(message);

export const recordsUidQuerySchema = z.object({ UID: positiveId(EMPLOYEE_RECORDS_MSG.uidInvalid) });
export const photoIdQuerySchema = z.object({ id: positiveId(EMPLOYEE_RECORDS_MSG.idInvalid) });
export const recordLogNoQuerySchema = z.object({ log_no: positiveId(EMPLOYEE_RECORDS_MSG.logNoInvalid) });

/** A required text of at most `max` characters, trimmed. */
const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A record or employee number in a JSON body: a number, or a numeric string from a form. */
const idField = (message: string) => idSchema(message);

// ---------------------------------------------------------------------------------------------
// Educational background

export const GRADUATION_YEAR_MIN = 1900;

/** Business "today" is in Asia/Manila (UTC+8, no daylight saving): 'yyyy-MM-dd'. */
export function manilaDateOf(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The latest graduation year accepted: next year (a graduation scheduled this coming year). */
export function latestGraduationYear(now: Date): number {
  return Number(manilaDateOf(now).slice(0, 4)) + 1;
}

const emptyInput = (input: unknown) => input === undefined || input === null || input === '';

const graduationYear = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
  z
    .number({
      error: (issue) => (emptyInput(issue.input) ? EDUCATION_MSG.yearRequired : EDUCATION_MSG.yearFormat),
    })
    .int(EDUCATION_MSG.yearFormat)
    .min(1000, EDUCATION_MSG.yearFormat)
    .max(9999, EDUCATION_MSG.yearFormat),
);

const educationFields = {
  degree: requiredText(EDUCATION_MSG.degreeRequired, EDUCATION_MSG.degreeTooLong, 200),
  school_name: requiredText(EDUCATION_MSG.schoolRequired, EDUCATION_MSG.schoolTooLong, 200),
  location: requiredText(EDUCATION_MSG.locationRequired, EDUCATION_MSG.locationTooLong, 200),
  graduation_year: graduationYear,
};
export const EDUCATION_FIELDS = ['degree', 'school_name', 'location', 'graduation_year'] as const;

export const educationCreateSchema = z.object({
  id: idField(EMPLOYEE_RECORDS_MSG.idInvalid),
  ...educationFields,
});
export type EducationCreate = z.infer<typeof educationCreateSchema>;

export const educationUpdateSchema = z.object({
  log_no: idField(EMPLOYEE_RECORDS_MSG.logNoInvalid),
  id: idField(EMPLOYEE_RECORDS_MSG.idInvalid).optional(),
  ...educationFields,
});
export type EducationUpdate = z.infer<typeof educationUpdateSchema>;

export const educationRowSchema = z.object({
  log_no: z.number().int(),
  /** The employee. */
  id: z.number().int(),
  degree: z.string(),
  school_name: z.string(),
  location: z.string(),
  graduation_year: z.number().int(),
});
export type EducationRow = z.infer<typeof educationRowSchema>;
export const educationRowsSchema = z.array(educationRowSchema);

/** The year rule that needs today's date (the schema checks the rest). */
export function graduationYearProblem(year: number, now: Date): string | undefined {
  const max = latestGraduationYear(now);
  return year < GRADUATION_YEAR_MIN || year > max ? EDUCATION_MSG.yearRange(max) : undefined;
}

/** The form's whole check, with the server's messages: the first problem, or undefined. */
export function educationProblem(values: Record<string, unknown>, now: Date): string | undefined {
  const parsed = z.object(educationFields).safeParse(values);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MSG.invalidInput;
  return graduationYearProblem(parsed.data.graduation_year, now);
}

// ---------------------------------------------------------------------------------------------
// Emergency contacts

/** Digits only (spec 5), 7 (a landline) to 15 (the longest international number) of them. */
const contactNumber = z.preprocess(
  (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value),
  z
    .string({ error: CONTACT_MSG.numberRequired })
    .trim()
    .min(1, CONTACT_MSG.numberRequired)
    .regex(/^\d+$/, CONTACT_MSG.numberDigits)
    .min(7, CONTACT_MSG.numberLength)
    .max(15, CONTACT_MSG.numberLength),
);

const contactFields = {
  contact_name: requiredText(CONTACT_MSG.nameRequired, CONTACT_MSG.nameTooLong, 200),
  relationship: requiredText(CONTACT_MSG.relationshipRequired, CONTACT_MSG.relationshipTooLong, 100),
  contact_number: contactNumber,
};
export const CONTACT_FIELDS = ['contact_name', 'relationship', 'contact_number'] as const;

export const contactCreateSchema = z.object({
  id: idField(EMPLOYEE_RECORDS_MSG.idInvalid),
  ...contactFields,
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactUpdateSchema = z.object({
  log_no: idField(EMPLOYEE_RECORDS_MSG.logNoInvalid),
  id: idField(EMPLOYEE_RECORDS_MSG.idInvalid).optional(),
  ...contactFields,
});
export type ContactUpdate = z.infer<typeof contactUpdateSchema>;

export const contactRowSchema = z.object({
  log_no: z.number().int(),
  id: z.number().int(),
  contact_name: z.string(),
  relationship: z.string(),
  /** A string of digits: a number would drop the leading 0 of a Philippine mobile number. */
  contact_number: z.string(),
});
export type ContactRow = z.infer<typeof contactRowSchema>;
export const contactRowsSchema = z.array(contactRowSchema);

export function contactProblem(values: Record<string, unknown>): string | undefined {
  const parsed = z.object(contactFields).safeParse(values);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? MSG.invalidInput);
}

// ---------------------------------------------------------------------------------------------
// Forms and documents

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const REFERENCE_NO_MAX = 100;

/** The accepted files: extension -> the content type the server detects (spec 5). */
export const DOCUMENT_TYPES_BY_EXTENSION = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
} as const;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES_BY_EXTENSION;
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES_BY_EXTENSION) as DocumentExtension[];

/** The lower-cased extension of a file name ('.pdf'), or '' when it has none. */
export function fileNameExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 || (dot === 0 && filename.length > 1) ? filename.slice(dot).toLowerCase() : '';
}

export function isDocumentExtension(extension: string): extension is DocumentExtension {
  return Object.hasOwn(DOCUMENT_TYPES_BY_EXTENSION, extension);
}

/** The client's check of a chosen file, with the server's messages; undefined when acceptable. */
export function documentFileProblem(file: { name: string; size: number }): string | undefined {
  if (!isDocumentExtension(fileNameExtension(file.name))) return DOCUMENT_MSG.wrongType;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MSG.tooLarge;
  if (file.size === 0) return DOCUMENT_MSG.emptyFile;
  return undefined;
}

/** The unique identity of a reference number within one employee's documents. */
export const documentReferenceKey = (referenceNo: string) => referenceNo.trim().toLowerCase();

/** The document's fields as the form and the multipart request carry them (texts). */
export interface DocumentFormValues {
  document_type_id: string;
  reference_no: string;
  date_submitted: string;
  /** '1' or '0'. */
  has_expiry: string;
  date_expiry: string;
}

/** The checked, normalised values that are stored. */
export interface DocumentValues {
  document_type_id: number;
  reference_no: string;
  date_submitted: string;
  has_expiry: 0 | 1;
  date_expiry: string | null;
}

export type DocumentCheck = { ok: true; values: DocumentValues } | { ok: false; message: string };

const flagValue = (value: string): 0 | 1 | undefined => {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false') return 0;
  if (v === '1' || v === 'true') return 1;
  return undefined;
};

/**
 * The document form's rules (spec 4 "Document modal", 5 "Documents"), shared by the modal and the
 * server: required fields, dates, the has-expiry reset, the expiry not before the submission.
 * `hasFile` says whether a file is (or already was) attached; adding needs one.
 */
export function checkDocument(
  input: Partial<Record<keyof DocumentFormValues, string | null | undefined>>,
  options: { hasFile: boolean; today: string },
): DocumentCheck {
  const text = (key: keyof DocumentFormValues) => String(input[key] ?? '').trim();
  const typeText = text('document_type_id');
  const referenceNo = text('reference_no');
  const submitted = text('date_submitted');
  if (typeText === '' || referenceNo === '' || submitted === '' || !options.hasFile) {
    return { ok: false, message: DOCUMENT_MSG.required };
  }
  const typeId = Number(typeText);
  if (!Number.isInteger(typeId) || typeId < 1 || typeId > 2_147_483_647) {
    return { ok: false, message: DOCUMENT_MSG.typeInvalid };
  }
  if (referenceNo.length > REFERENCE_NO_MAX) return { ok: false, message: DOCUMENT_MSG.referenceTooLong };
  const submittedProblem = dateProblem(submitted, DOCUMENT_MSG.dateInvalid('Date submitted'));
  if (submittedProblem) return { ok: false, message: submittedProblem };
  if (submitted > options.today) return { ok: false, message: DOCUMENT_MSG.submittedInFuture };
  const hasExpiry = flagValue(text('has_expiry'));
  if (hasExpiry === undefined) return { ok: false, message: DOCUMENT_MSG.hasExpiryInvalid };
  let expiry: string | null = null;
  if (hasExpiry === 1) {
    expiry = text('date_expiry');
    if (expiry === '') return { ok: false, message: DOCUMENT_MSG.expiryRequired };
    const expiryProblem = dateProblem(expiry, DOCUMENT_MSG.dateInvalid('Valid Until'));
    if (expiryProblem) return { ok: false, message: expiryProblem };
    if (expiry < submitted) return { ok: false, message: DOCUMENT_MSG.expiryBeforeSubmitted };
  }
  return {
    ok: true,
    values: {
      document_type_id: typeId,
      reference_no: referenceNo,
      date_submitted: submitted,
      has_expiry: hasExpiry,
      date_expiry: expiry,
    },
  };
}

/** Whether saving `next` over `current` (without a new file) changes anything. */
export function documentChanged(current: DocumentValues, next: DocumentValues): boolean {
  return (
    current.document_type_id !== next.document_type_id ||
    current.reference_no !== next.reference_no ||
    current.date_submitted !== next.date_submitted ||
    current.has_expiry !== next.has_expiry ||
    (current.date_expiry ?? null) !== (next.date_expiry ?? null)
  );
}

export const documentRowSchema = z.object({
  employee_id: z.number().int(),
  /** The document type's name. */
  document_type: z.string(),
  document_type_id: z.number().int(),
  reference_no: z.string(),
  date_submitted: z.string(),
  has_expiry: z.boolean(),
  date_expiry: z.string().nullable(),
  /** Opaque: pass it to downloadFD?path=. Null when the document has no file. */
  filepath: z.string().nullable(),
  /** The uploaded file's name. */
  filename: z.string().nullable(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;
export const documentRowsSchema = z.array(documentRowSchema);

export const documentWriteResponseSchema = z.object({ message: z.string(), document: documentRowSchema });

export const documentUpdateQuerySchema = recordsUidQuerySchema.extend({
  OGRef: z.string({ error: DOCUMENT_MSG.ogRefRequired }).trim().min(1, DOCUMENT_MSG.ogRefRequired).max(200),
});

/** deleteFD's body: the document row as fetchFD returned it; its reference number identifies it. */
export const documentDeleteBodySchema = z.looseObject({
  reference_no: z
    .string({ error: DOCUMENT_MSG.referenceParam })
    .trim()
    .min(1, DOCUMENT_MSG.referenceParam)
    .max(200),
});

export const downloadQuerySchema = z.object({
  path: idSchema(DOCUMENT_MSG.pathInvalid),
});

/** The multipart field names of createFD/updateFD. */
export const DOCUMENT_FIELDS = [
  'document_type_id',
  'reference_no',
  'date_submitted',
  'has_expiry',
  'date_expiry',
] as const;

// ---------------------------------------------------------------------------------------------
// Photo

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export function photoFileProblem(file: { size: number; type: string }): string | undefined {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_MSG.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MSG.tooLarge;
  return undefined;
}

export const photoUploadResponseSchema = z.object({ url: z.string() });

export const employeeRecordsMessageSchema = z.object({ message: z.string() });
export const recordsCreatedSchema = z.object({ message: z.string(), log_no: z.number().int() });
