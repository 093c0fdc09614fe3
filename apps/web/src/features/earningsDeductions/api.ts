/**
 * Earnings and deductions queries and mutations (spec 7 "Earnings, deductions, loans and payroll"),
 * with their query keys. Every write refreshes the lists it affects.
 */
import {
  codeResponseSchema,
  deductionsCategoryRowSchema,
  earningsCategoryRowSchema,
  employeeChoiceSchema,
  linesResponseSchema,
  messageResponseSchema,
  type RecordKind,
  recordImportResponseSchema,
  recordRowSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components';

export const CATEGORY_BASE = {
  earnings: '/EarningsCategories',
  deductions: '/DeductionsCategories',
} as const;
export const RECORD_BASE = { earnings: '/EarningsRecords', deductions: '/DeductionsRecords' } as const;

export const payKeys = {
  categories: (kind: RecordKind) => ['paycategories', kind] as const,
  records: (kind: RecordKind) => ['payrecords', kind] as const,
  employees: (kind: RecordKind) => ['payrecords', kind, 'employees'] as const,
};

export function earningsCategoriesQuery() {
  return queryOptions({
    queryKey: payKeys.categories('earnings'),
    queryFn: () => api.get(`${CATEGORY_BASE.earnings}/fetch`, { schema: z.array(earningsCategoryRowSchema) }),
  });
}

export function deductionsCategoriesQuery() {
  return queryOptions({
    queryKey: payKeys.categories('deductions'),
    queryFn: () =>
      api.get(`${CATEGORY_BASE.deductions}/fetch`, { schema: z.array(deductionsCategoryRowSchema) }),
  });
}

export function recordsQuery(kind: RecordKind) {
  return queryOptions({
    queryKey: payKeys.records(kind),
    queryFn: () => api.get(`${RECORD_BASE[kind]}/fetch`, { schema: z.array(recordRowSchema) }),
  });
}

export function recordEmployeesQuery(kind: RecordKind) {
  return queryOptions({
    queryKey: payKeys.employees(kind),
    queryFn: () => api.get(`${RECORD_BASE[kind]}/employees`, { schema: z.array(employeeChoiceSchema) }),
    staleTime: 60_000,
  });
}

/** A failed write the user must hear about (no form shows it): the screen's own wording. */
export function reportFailure(error: unknown, wrap: (error: string) => string): void {
  if (!isReportedByClient(error)) notifyError(wrap(errorMessage(error, 'Request failed')));
}

// ---- categories ----

export function useSaveCategory(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'add' | 'edit'; body: Record<string, unknown> }) =>
      mode === 'add'
        ? api.post(`${CATEGORY_BASE[kind]}/create`, { body, schema: codeResponseSchema })
        : api.put(`${CATEGORY_BASE[kind]}/update`, { body, schema: codeResponseSchema }),
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payKeys.categories(kind) }),
  });
}

export function useDeleteCategory(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: number) =>
      api.delete(`${CATEGORY_BASE[kind]}/delete`, { query: { code }, schema: messageResponseSchema }),
    onSuccess: (res) => notifySuccess(res.message),
    onError: (error) => reportFailure(error, (e) => e),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payKeys.categories(kind) }),
  });
}

// ---- records ----

function useRecordsWrite<T, R extends { message: string }>(kind: RecordKind, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => notifySuccess(res.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payKeys.records(kind) }),
  });
}

export function useSaveRecord(kind: RecordKind) {
  return useRecordsWrite(kind, ({ mode, body }: { mode: 'add' | 'edit'; body: Record<string, unknown> }) =>
    mode === 'add'
      ? api.post(`${RECORD_BASE[kind]}/create`, { body, schema: codeResponseSchema })
      : api.put(`${RECORD_BASE[kind]}/update`, { body, schema: codeResponseSchema }),
  );
}

export function useDeleteRecord(kind: RecordKind) {
  return useRecordsWrite(kind, (code: number) =>
    api.delete(`${RECORD_BASE[kind]}/delete`, { query: { code }, schema: messageResponseSchema }),
  );
}

export interface LineBody {
  record_id: number;
  employee_id: number;
  amount: number;
  input_column: string;
}

export function useAddLines(kind: RecordKind) {
  return useRecordsWrite(kind, (lines: LineBody[]) =>
    api.post(`${RECORD_BASE[kind]}/createEmp`, { body: lines, schema: linesResponseSchema }),
  );
}

export function useSaveLine(kind: RecordKind) {
  return useRecordsWrite(kind, (body: Record<string, unknown>) =>
    api.put(`${RECORD_BASE[kind]}/updateEmp`, { body, schema: codeResponseSchema }),
  );
}

export function useDeleteLine(kind: RecordKind) {
  return useRecordsWrite(kind, (logNo: number) =>
    api.delete(`${RECORD_BASE[kind]}/deleteEmp`, { query: { log_no: logNo }, schema: messageResponseSchema }),
  );
}

export interface ImportBody {
  record_id: number;
  rows: ReadonlyArray<{ employee_code: string; amount: number; input_column: string }>;
  dry_run: boolean;
}

/** The preview (dry_run) and the write of an import; only the write refreshes the records. */
export function useImportLines(kind: RecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBody) =>
      api.post(`${RECORD_BASE[kind]}/import`, { body, schema: recordImportResponseSchema }),
    onSuccess: (res, body) => {
      if (!body.dry_run) notifySuccess(res.message);
    },
    onSettled: (_res, _error, body) =>
      body.dry_run ? undefined : queryClient.invalidateQueries({ queryKey: payKeys.records(kind) }),
  });
}
