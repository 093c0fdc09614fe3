/**
 * /employee_management fetchFD|downloadFD|createFD|updateFD|deleteFD (spec 7): an employee's forms
 * and documents, uploaded as multipart and downloaded only by users who may view employees.
 */
import {
  DOCUMENT_FIELDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MSG,
  documentDeleteBodySchema,
  documentRowsSchema,
  documentUpdateQuerySchema,
  documentWriteResponseSchema,
  downloadQuerySchema,
  employeeRecordsMessageSchema,
  recordsUidQuerySchema,
} from '@sahod/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import {
  createDocument,
  deleteDocumentRecord,
  downloadDocument,
  fetchDocuments,
  updateDocumentRecord,
} from './documents.ts';
import { readMultipart } from './upload.ts';

const BASE = '/api/employee_management';
const TAGS = ['employee_management'];
const ACCESS = 'employee_management' as const;

const FORM_DOC =
  "multipart/form-data with fields document_type_id, reference_no (trimmed; unique among the employee's documents regardless of case: 409 'A document with this reference number already exists.'), date_submitted (yyyy-MM-dd, not in the future), has_expiry (0/1), date_expiry (yyyy-MM-dd, required when has_expiry is 1 and not before date_submitted; reset to null when has_expiry is 0) and the file in field `file`: .pdf, .jpg, .png, .doc, .docx or .txt, checked by content and agreeing with its extension (415), at most 20 MB (413 'File size must be under 20MB').";

function documentForm(request: FastifyRequest) {
  return readMultipart(request, {
    maxFileBytes: DOCUMENT_MAX_BYTES,
    fieldNames: DOCUMENT_FIELDS,
    messages: {
      notMultipart: DOCUMENT_MSG.notMultipart,
      tooLarge: DOCUMENT_MSG.tooLarge,
      oneFile: DOCUMENT_MSG.oneFile,
      unreadable: DOCUMENT_MSG.unreadable,
    },
  });
}

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function documentRoutes(app: App, deps: AppDeps): void {
  app.get(
    `${BASE}/fetchFD`,
    {
      config: { access: { module: ACCESS, flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "The employee's documents (UID = employee id), latest submitted first: employee_id, document_type (name), document_type_id, reference_no, date_submitted, has_expiry (boolean), date_expiry (null without expiry), filepath (pass to downloadFD?path=; null without a file), filename.",
        querystring: recordsUidQuerySchema,
        response: { 200: documentRowsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchDocuments(deps, request.query.UID),
  );

  app.get(
    `${BASE}/downloadFD`,
    {
      config: { access: { module: ACCESS, flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "A document's file (path = its filepath from fetchFD): the bytes with their content type and an attachment filename. 404 when no document holds that file (replaced or deleted).",
        querystring: downloadQuerySchema,
        response: errorResponses(...GUARDED_ERRORS, 404),
      },
    },
    async (request, reply) => {
      const file = await downloadDocument(deps, String(request.query.path));
      return reply
        .type(file.mime)
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.data as never);
    },
  );

  app.post(
    `${BASE}/createFD`,
    {
      config: { access: { module: ACCESS, flag: 'create' } },
      schema: {
        tags: TAGS,
        summary: `Adds a document to the employee (UID): ${FORM_DOC} Document type, reference number, date submitted and the file are required ('Please fill in all required fields.'). History form 5.`,
        consumes: ['multipart/form-data'],
        querystring: recordsUidQuerySchema,
        response: {
          200: documentWriteResponseSchema,
          ...errorResponses(...GUARDED_ERRORS, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const form = await documentForm(request);
      const document = await createDocument(deps, actorOf(request), request.query.UID, form);
      return { message: DOCUMENT_MSG.saved, document };
    },
  );

  app.put(
    `${BASE}/updateFD`,
    {
      config: { access: { module: ACCESS, flag: 'update' } },
      schema: {
        tags: TAGS,
        summary: `Saves the employee's (UID) document whose reference number is OGRef (any case): ${FORM_DOC} The file is optional: a new one replaces (and deletes) the old. 400 'No changes made.' when nothing differs; 404 when the document is gone. History form 5.`,
        consumes: ['multipart/form-data'],
        querystring: documentUpdateQuerySchema,
        response: {
          200: documentWriteResponseSchema,
          ...errorResponses(...GUARDED_ERRORS, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const form = await documentForm(request);
      const document = await updateDocumentRecord(
        deps,
        actorOf(request),
        request.query.UID,
        request.query.OGRef,
        form,
      );
      return { message: DOCUMENT_MSG.saved, document };
    },
  );

  app.delete(
    `${BASE}/deleteFD`,
    {
      config: { access: { module: ACCESS, flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary:
          "Deletes the employee's (UID) document and its file. JSON body: the document as fetchFD returned it (reference_no identifies it, any case). History form 5. 404 when it is gone.",
        querystring: recordsUidQuerySchema,
        body: documentDeleteBodySchema,
        response: { 200: employeeRecordsMessageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deleteDocumentRecord(deps, actorOf(request), request.query.UID, request.body.reference_no);
      return { message: DOCUMENT_MSG.deleted };
    },
  );
}
