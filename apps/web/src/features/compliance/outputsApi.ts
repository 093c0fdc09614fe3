/** The monthly compliance outputs (issue 16 sections 2 and 3): JSON previews, file downloads, the file log. */
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';

export const MONTHLY_OUTPUTS = ['sss', 'philhealth', 'pagibig', 'bir1601c'] as const;
export type MonthlyOutputKey = (typeof MONTHLY_OUTPUTS)[number];

export interface OutputWarning {
  employee_id: number;
  employee_code: string | null;
  name: string;
  field: string;
  message: string;
}

export interface OutputAnswer {
  company: { id: number; name: string };
  period: string;
  items?: Record<string, number>;
  rows: Array<Record<string, unknown>>;
  totals: Record<string, unknown>;
  warnings: OutputWarning[];
  due_date: string | null;
  due_status: { days: number; overdue: boolean } | null;
  notice: string | null;
  bank_options?: { company_code: string | null; funding_account: string | null };
}

export interface GeneratedFileRow {
  id: number;
  output: string;
  period: string;
  format: string;
  file_name: string;
  sha256: string;
  omit_missing: boolean;
  batch_no: string | null;
  credit_date: string | null;
  created_at: string;
  created_by: string | null;
}

export function outputQuery(output: MonthlyOutputKey, companyId: string, period: string) {
  return queryOptions({
    queryKey: ['compliance', 'output', output, companyId, period],
    queryFn: () =>
      api.get<OutputAnswer>(`/compliance/${output}`, {
        query: { company_id: companyId, period },
        quiet: true,
      }),
    enabled: companyId !== '' && period !== '',
    retry: false,
  });
}

/** The company's latest month with processed payroll (yyyy-MM), null when none is processed yet. */
export function latestMonthQuery(companyId: string, enabled = true) {
  return queryOptions({
    queryKey: ['compliance', 'latest-month', companyId],
    queryFn: () =>
      api.get<{ period: string | null }>('/compliance/latest-month', {
        query: { company_id: companyId },
        quiet: true,
      }),
    enabled: enabled && companyId !== '',
    retry: false,
  });
}

export function filesQuery(companyId: string) {
  return queryOptions({
    queryKey: ['compliance', 'files', companyId],
    queryFn: () =>
      api.get<GeneratedFileRow[]>('/compliance/files', { query: { company_id: companyId }, quiet: true }),
    enabled: companyId !== '',
  });
}

/** Downloads the output's file; false when it was refused (the message is shown). */
export async function downloadOutput(
  output: MonthlyOutputKey,
  companyId: string,
  period: string,
  omitMissing: boolean,
  format: 'file' | 'xlsx' | 'pdf' = 'file',
): Promise<boolean> {
  try {
    const { blob, filename } = await apiBlob(`/compliance/${output}`, {
      company_id: companyId,
      period,
      format,
      omit_missing: omitMissing ? 'true' : undefined,
    });
    saveBlob(blob, filename ?? `${output}_${period}.${format === 'file' ? 'txt' : format}`);
    return true;
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
    return false;
  }
}

export const BANK_CHOICES = [
  { value: 'bpi', label: 'BPI' },
  { value: 'metrobank', label: 'Metrobank' },
  { value: 'securitybank', label: 'Security Bank' },
  { value: 'ucpb', label: 'UCPB' },
  { value: 'bdo', label: 'BDO' },
  { value: 'csv', label: 'Other banks (CSV)' },
] as const;

export interface BankParams {
  bank: string;
  start_date: string;
  end_date: string;
}

export function bankQuery(companyId: string, p: BankParams) {
  return queryOptions({
    queryKey: ['compliance', 'bank', companyId, p.bank, p.start_date, p.end_date],
    queryFn: () =>
      api.get<OutputAnswer>('/compliance/bank', { query: { company_id: companyId, ...p }, quiet: true }),
    enabled: companyId !== '' && p.bank !== '' && p.start_date !== '' && p.end_date !== '',
    retry: false,
  });
}

export interface BanksInUse {
  banks: Array<{
    bank: string;
    employees: number;
    company_code: string | null;
    funding_account: string | null;
  }>;
  payrolls: Array<{ start_date: string; end_date: string }>;
}

export function banksQuery(companyId: string, period: string) {
  return queryOptions({
    queryKey: ['compliance', 'banks', companyId, period],
    queryFn: () =>
      api.get<BanksInUse>('/compliance/banks', { query: { company_id: companyId, period }, quiet: true }),
    enabled: companyId !== '' && period !== '',
  });
}

/**
 * Downloads the bank credit file with what the bank's layout needs (left out: what was remembered
 * for the company and bank). Throws when refused, so the dialog shows why and stays open.
 */
export async function downloadBank(
  companyId: string,
  p: BankParams,
  options: Record<string, string>,
): Promise<void> {
  const extra = Object.fromEntries(Object.entries(options).filter(([, v]) => v.trim() !== ''));
  const { blob, filename } = await apiBlob('/compliance/bank', {
    company_id: companyId,
    ...p,
    ...extra,
    format: 'file',
  });
  saveBlob(blob, filename ?? `bank_${p.end_date}.txt`);
}
