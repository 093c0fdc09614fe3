/** Payroll queries and mutations (spec 7 "/payroll"), with their query keys. */
import {
  jobStartedSchema,
  messageResponseSchema,
  payrollExceptionSchema,
  payrollRowSchema,
  payrollRunsResponseSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiBlob, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError, notifySuccess } from '../../components';
import { saveBlob } from '../employees/sections/documents/saveBlob';

export interface PayrollFilter {
  company_id: string;
  department_id: string;
  designation_id: string;
  pay_period: string;
  start_date: string;
  end_date: string;
}

export const EMPTY_FILTER: PayrollFilter = {
  company_id: '',
  department_id: '',
  designation_id: '',
  pay_period: '',
  start_date: '',
  end_date: '',
};

/** Fetch and Calculate need company, start date, end date and pay period (spec 5). */
export const canFetch = (f: PayrollFilter) =>
  f.company_id !== '' && f.start_date !== '' && f.end_date !== '' && f.pay_period !== '';

export const payrollKeys = {
  all: ['payroll'] as const,
  rows: (f: PayrollFilter) => [...payrollKeys.all, 'rows', f] as const,
  exceptions: (f: PayrollFilter) => [...payrollKeys.all, 'exceptions', f] as const,
  runs: (companyId: string) => [...payrollKeys.all, 'runs', companyId] as const,
};

const fetchQuery = (f: PayrollFilter) => ({
  company_id: f.company_id,
  department_id: f.department_id || undefined,
  designation_id: f.designation_id || undefined,
  pay_period: f.pay_period,
  start_date: f.start_date,
  end_date: f.end_date,
});

/** The period's exceptions before processing (issue 22). */
export const exceptionsQuery = (f: PayrollFilter) =>
  queryOptions({
    queryKey: payrollKeys.exceptions(f),
    queryFn: () =>
      api.get('/payroll/exceptions', { query: fetchQuery(f), schema: z.array(payrollExceptionSchema) }),
  });

/** The company's past runs and its next unprocessed period (issue 22). */
export const runsQuery = (companyId: string) =>
  queryOptions({
    queryKey: payrollKeys.runs(companyId),
    queryFn: () =>
      api.get('/payroll/runs', { query: { company_id: companyId }, schema: payrollRunsResponseSchema }),
    enabled: companyId !== '',
  });

export const payrollQuery = (f: PayrollFilter) =>
  queryOptions({
    queryKey: payrollKeys.rows(f),
    queryFn: () => api.get('/payroll/fetch', { query: fetchQuery(f), schema: z.array(payrollRowSchema) }),
  });

/**
 * Process Payroll as a job (issue 28): answers the job's id; a refusal before queuing is alerted and
 * the data refetched (spec 8). The job's card (JobProgress) shows its progress and result.
 */
export function useProcessPayroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      employee_ids: number[];
      start_date: string;
      end_date: string;
      confirm_missing_opening?: boolean;
    }) => api.post('/payroll/create/jobs', { body: input, schema: jobStartedSchema }),
    onError: (error) => {
      if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
      void queryClient.invalidateQueries({ queryKey: payrollKeys.all });
    },
  });
}

/** Void a processed payslip (payroll delete) with its reason; the rows are refetched. */
export function useVoidPayslip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { payslip_id: number; reason: string }) =>
      api.post('/payroll/void', { body: input, schema: messageResponseSchema }),
    onSuccess: (res) => notifySuccess(res.message),
    onError: (error) => {
      if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** Downloads the Processed payslips of the fetched filter as one PDF (one employee when given). */
export function downloadPayslips(f: PayrollFilter, employeeId?: number): Promise<void> {
  return download('/payroll/payslips.pdf', 'payslips.pdf', f, employeeId);
}

/** Downloads the payroll register of the fetched filter as .xlsx. */
export function downloadRegister(f: PayrollFilter): Promise<void> {
  return download('/payroll/register.xlsx', 'payroll-summary.xlsx', f);
}

/** Downloads the Deductions Summary or Loans Summary report of the fetched filter as PDF or .xlsx. */
export function downloadSummary(f: PayrollFilter, report: 'deductions' | 'loans', format: 'pdf' | 'xlsx') {
  const name = report === 'deductions' ? 'deductions-summary' : 'loans-summary';
  return download(`/payroll/${report}.${format}`, `${name}.${format}`, f);
}

async function download(
  path: string,
  fallback: string,
  f: PayrollFilter,
  employeeId?: number,
): Promise<void> {
  try {
    const { blob, filename } = await apiBlob(path, {
      company_id: f.company_id,
      department_id: f.department_id || undefined,
      designation_id: f.designation_id || undefined,
      pay_period: f.pay_period,
      start_date: f.start_date,
      end_date: f.end_date,
      employee_id: employeeId,
    });
    saveBlob(blob, filename ?? fallback);
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
  }
}
