/** BIR 2316 and the 1604-C alphalist (issue 17 section 3): previews, PDF/ZIP downloads with progress, the DAT file. */
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob, apiBlobProgress, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';
import type { OutputWarning } from './outputsApi';

type Due = { due_date: string; due_status: { days: number; overdue: boolean } };

export interface CertificateRow {
  employee_id: number;
  employee_code: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  tin: string | null;
  mwe: boolean;
  period_from: string;
  period_to: string;
  separated: boolean;
  substituted_filing: boolean;
  items: Record<string, number>;
  /** Issue 23: the opening balance's part of the present employer's figures (pesos), null without one. */
  before_sahod: {
    go_live_date: string;
    gross_compensation: number;
    taxable_compensation: number;
    tax_withheld: number;
  } | null;
  warning: string | null;
}

export interface Bir2316Answer extends Due {
  company: { id: number; name: string };
  period: string;
  rows: CertificateRow[];
  missing_opening: number;
}

export interface AlphalistAnswer extends Due {
  company: { id: number; name: string };
  period: string;
  summary: {
    months: Array<{
      month: number;
      taxes_withheld: number;
      adjustment: number;
      penalties: number;
      total_remitted: number;
    }>;
    totals: Record<string, number>;
  };
  rows: Array<{
    employee_id: number;
    schedule: 1 | 2;
    seq: number;
    last_name: string;
    first_name: string;
    warning: string | null;
  }>;
  missing_opening: number;
  warnings: OutputWarning[];
  failures: Array<{ rule: string; employee_id: number | null; message: string }>;
}

export const yearEndKeys = {
  bir2316: (companyId: string, year: string) => ['compliance', 'bir2316', companyId, year] as const,
  alphalist: (companyId: string, year: string) => ['compliance', 'alphalist', companyId, year] as const,
};

export function bir2316Query(companyId: string, year: string) {
  return queryOptions({
    queryKey: yearEndKeys.bir2316(companyId, year),
    queryFn: () =>
      api.get<Bir2316Answer>('/compliance/bir2316', {
        query: { company_id: companyId, period: year },
        quiet: true,
      }),
    enabled: companyId !== '' && /^\d{4}$/.test(year),
    retry: false,
  });
}

export function alphalistQuery(companyId: string, year: string) {
  return queryOptions({
    queryKey: yearEndKeys.alphalist(companyId, year),
    queryFn: () =>
      api.get<AlphalistAnswer>('/compliance/alphalist', {
        query: { company_id: companyId, period: year },
        quiet: true,
      }),
    enabled: companyId !== '' && /^\d{4}$/.test(year),
    retry: false,
  });
}

/** Bytes of one certificate in the streamed PDF or ZIP (measured: about 2,780 in the PDF), for the progress estimate. */
export const BYTES_PER_CERTIFICATE = 2_900;

/** Downloads one employee's 2316 (employeeId) or all of them as one PDF or a ZIP; false when refused. */
export async function downloadBir2316(
  companyId: string,
  year: string,
  format: 'pdf' | 'zip',
  employeeId: number | null,
  onProgress: (fraction: number) => void = () => {},
): Promise<boolean> {
  try {
    const { blob, filename } = await apiBlobProgress(
      '/compliance/bir2316',
      { company_id: companyId, period: year, format, employee_id: employeeId ?? undefined },
      (received, total) => onProgress(total ? Math.min(1, received / total) : 0),
      (headers) => Number(headers.get('x-certificate-count') ?? 0) * BYTES_PER_CERTIFICATE || null,
    );
    saveBlob(blob, filename ?? `BIR2316_${year}.${format}`);
    return true;
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
    return false;
  }
}

/** Downloads the 1604-C alphalist DAT; false when refused (the message names the rule). */
export async function downloadAlphalist(companyId: string, year: string): Promise<boolean> {
  try {
    const { blob, filename } = await apiBlob('/compliance/alphalist', {
      company_id: companyId,
      period: year,
      format: 'file',
    });
    saveBlob(blob, filename ?? `${year}1604C.DAT`);
    return true;
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
    return false;
  }
}
