/**
 * /employee_management fetchEB|createEB|updateEB|deleteEB and fetchEC|createEC|updateEC|deleteEC
 * (spec 7 "Employee list and profile"); the documents and the photo register from their own files.
 * Module employee_management: reads need view; add, edit and delete need create, update, delete.
 */
import {
  CONTACT_MSG,
  contactCreateSchema,
  contactRowsSchema,
  contactUpdateSchema,
  EDUCATION_MSG,
  educationCreateSchema,
  educationRowsSchema,
  educationUpdateSchema,
  employeeRecordsMessageSchema,
  recordLogNoQuerySchema,
  recordsCreatedSchema,
  recordsUidQuerySchema,
} from '@sahod/shared';
import type { App, AppDeps } from '../../deps.ts';
import { actorOf } from '../../platform/actor.ts';
import { errorResponses, GUARDED_ERRORS } from '../../platform/schemas.ts';
import { documentRoutes } from './documentRoutes.ts';
import { photoRoutes } from './photoRoutes.ts';
import {
  createContact,
  createEducation,
  deleteContactRecord,
  deleteEducationRecord,
  fetchContacts,
  fetchEducation,
  updateContactRecord,
  updateEducationRecord,
} from './service.ts';

export const EMPLOYEE_MANAGEMENT = 'employee_management' as const;
const BASE = '/api/employee_management';
const TAGS = ['employee_management'];

function educationRoutes(app: App, deps: AppDeps): void {
  app.get(
    `${BASE}/fetchEB`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "The employee's educational background (UID = employee id): log_no (the record), id (the employee), degree, school_name, location, graduation_year; latest graduation first. 404 when the employee does not exist.",
        querystring: recordsUidQuerySchema,
        response: { 200: educationRowsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchEducation(deps, request.query.UID),
  );

  app.post(
    `${BASE}/createEB`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'create' } },
      schema: {
        tags: TAGS,
        summary:
          'Adds an education record: { id (employee), degree, school_name, location, graduation_year }. Texts are trimmed and required (at most 200 characters); graduation_year is a 4-digit year from 1900 to next year. Writes a history entry (form 3). 404 when the employee does not exist.',
        body: educationCreateSchema,
        response: { 200: recordsCreatedSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => ({
      message: EDUCATION_MSG.saved,
      log_no: await createEducation(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    `${BASE}/updateEB`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'update' } },
      schema: {
        tags: TAGS,
        summary:
          "Saves an education record: the whole row { log_no, id?, degree, school_name, location, graduation_year } with the rules of createEB. 400 'No changes made.' when nothing differs; 404 when the record is gone (or belongs to another employee than id). History form 3 with each changed field.",
        body: educationUpdateSchema,
        response: { 200: employeeRecordsMessageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await updateEducationRecord(deps, actorOf(request), request.body);
      return { message: EDUCATION_MSG.saved };
    },
  );

  app.delete(
    `${BASE}/deleteEB`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary: 'Deletes an education record (log_no). History form 3. 404 when it does not exist.',
        querystring: recordLogNoQuerySchema,
        response: { 200: employeeRecordsMessageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deleteEducationRecord(deps, actorOf(request), request.query.log_no);
      return { message: EDUCATION_MSG.deleted };
    },
  );
}

function contactRoutes(app: App, deps: AppDeps): void {
  app.get(
    `${BASE}/fetchEC`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'view' } },
      schema: {
        tags: TAGS,
        summary:
          "The employee's emergency contacts (UID = employee id): log_no, id (the employee), contact_name, relationship, contact_number (a string of digits, so a leading 0 is kept). 404 when the employee does not exist.",
        querystring: recordsUidQuerySchema,
        response: { 200: contactRowsSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => fetchContacts(deps, request.query.UID),
  );

  app.post(
    `${BASE}/createEC`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'create' } },
      schema: {
        tags: TAGS,
        summary:
          "Adds an emergency contact: { id (employee), contact_name, relationship, contact_number }. Texts are trimmed and required; contact_number digits only ('Please enter a valid contact number.'), 7 to 15 of them. History form 4. 404 when the employee does not exist.",
        body: contactCreateSchema,
        response: { 200: recordsCreatedSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => ({
      message: CONTACT_MSG.saved,
      log_no: await createContact(deps, actorOf(request), request.body),
    }),
  );

  app.put(
    `${BASE}/updateEC`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'update' } },
      schema: {
        tags: TAGS,
        summary:
          "Saves an emergency contact: the whole row { log_no, id?, contact_name, relationship, contact_number } with the rules of createEC. 400 'No changes made.' when nothing differs; 404 when it is gone. History form 4.",
        body: contactUpdateSchema,
        response: { 200: employeeRecordsMessageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await updateContactRecord(deps, actorOf(request), request.body);
      return { message: CONTACT_MSG.saved };
    },
  );

  app.delete(
    `${BASE}/deleteEC`,
    {
      config: { access: { module: EMPLOYEE_MANAGEMENT, flag: 'delete' } },
      schema: {
        tags: TAGS,
        summary:
          'Deletes an emergency contact (log_no). History form 4 (the original product filed this under form 3, Educational Background; recorded under its own form here). 404 when it does not exist.',
        querystring: recordLogNoQuerySchema,
        response: { 200: employeeRecordsMessageSchema, ...errorResponses(...GUARDED_ERRORS, 404) },
      },
    },
    async (request) => {
      await deleteContactRecord(deps, actorOf(request), request.query.log_no);
      return { message: CONTACT_MSG.deleted };
    },
  );
}

export function employeeRecordsRoutes(app: App, deps: AppDeps): void {
  educationRoutes(app, deps);
  contactRoutes(app, deps);
  documentRoutes(app, deps);
  photoRoutes(app, deps);
}
