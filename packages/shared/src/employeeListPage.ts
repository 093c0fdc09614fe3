/**
 * One page of the Employee List (issue 28 §4): GET /api/employee_list/page answers the rows of one
 * page plus the total count, searched, sorted and filtered by the database, so 100,000 employees
 * are never sent at once. The unpaged GET /api/employee_list/fetch (spec 7) stays for its callers.
 */
import { z } from 'zod';
import { employeeSummarySchema } from './employees.ts';

/** The columns the list can sort by (the list's shown columns). */
export const EMPLOYEE_LIST_SORTS = [
  'employee_code',
  'last_name',
  'first_name',
  'middle_name',
  'suffix',
  'gender',
  'age',
  'company',
  'department',
  'designation',
  'date_hired',
  'status_descr',
  'leave_credits',
] as const;
export type EmployeeListSort = (typeof EMPLOYEE_LIST_SORTS)[number];

/** Rows per page at most: the screen asks for 10 or 20, an export for pages of this size. */
export const EMPLOYEE_LIST_MAX_LIMIT = 1000;
const MAX_PAGE = 1_000_000;
const MAX_ID = 2_147_483_647;

export const EMPLOYEE_LIST_MSG = {
  badPage: `page must be a whole number from 1 to ${MAX_PAGE}.`,
  badLimit: `limit must be a whole number from 1 to ${EMPLOYEE_LIST_MAX_LIMIT}.`,
  badSort: `sort must be one of ${EMPLOYEE_LIST_SORTS.join(', ')}.`,
  badDir: "dir must be 'asc' or 'desc'.",
  badSearch: 'search must be at most 100 characters.',
  badFilter: 'company_id, department_id and designation_id must be positive whole numbers.',
} as const;

const filterId = z.coerce
  .number({ error: EMPLOYEE_LIST_MSG.badFilter })
  .int(EMPLOYEE_LIST_MSG.badFilter)
  .positive(EMPLOYEE_LIST_MSG.badFilter)
  .max(MAX_ID, EMPLOYEE_LIST_MSG.badFilter)
  .optional();

export const employeeListPageQuerySchema = z.object({
  /** 1-based page. Default 1. */
  page: z.coerce
    .number({ error: EMPLOYEE_LIST_MSG.badPage })
    .int(EMPLOYEE_LIST_MSG.badPage)
    .min(1, EMPLOYEE_LIST_MSG.badPage)
    .max(MAX_PAGE, EMPLOYEE_LIST_MSG.badPage)
    .default(1),
  /** Rows per page. Default 10. */
  limit: z.coerce
    .number({ error: EMPLOYEE_LIST_MSG.badLimit })
    .int(EMPLOYEE_LIST_MSG.badLimit)
    .min(1, EMPLOYEE_LIST_MSG.badLimit)
    .max(EMPLOYEE_LIST_MAX_LIMIT, EMPLOYEE_LIST_MSG.badLimit)
    .default(10),
  /** Case-insensitive, on any shown text: code, names, gender, company, department, designation, status, date hired. */
  search: z.string({ error: EMPLOYEE_LIST_MSG.badSearch }).max(100, EMPLOYEE_LIST_MSG.badSearch).optional(),
  /** Default: last name, first name (the unpaged list's order). */
  sort: z.enum(EMPLOYEE_LIST_SORTS, { error: EMPLOYEE_LIST_MSG.badSort }).optional(),
  dir: z.enum(['asc', 'desc'], { error: EMPLOYEE_LIST_MSG.badDir }).default('asc'),
  company_id: filterId,
  department_id: filterId,
  designation_id: filterId,
});
export type EmployeeListPageQuery = z.input<typeof employeeListPageQuerySchema>;
export type EmployeeListPageParams = z.output<typeof employeeListPageQuerySchema>;

export const employeeListPageSchema = z.object({
  rows: z.array(employeeSummarySchema),
  /** Every employee matching the search and filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type EmployeeListPage = z.infer<typeof employeeListPageSchema>;
