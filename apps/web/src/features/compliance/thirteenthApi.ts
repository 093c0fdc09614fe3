/** 13th-month pay (issue 17 section 1): the preview query, the processing and the payslips PDF. */
import { jobStartedSchema, type ThirteenthPreview } from '@sahod/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, apiBlob, isReportedByClient } from '../../api/client';
import { errorMessage, notifyError } from '../../components/notify';
import { saveBlob } from '../employees/sections/documents/saveBlob';

export const thirteenthKeys = {
  all: ['compliance', 'thirteenth'] as const,
  preview: (companyId: string, year: string) => ['compliance', 'thirteenth', companyId, year] as const,
};

export function thirteenthQuery(companyId: string, year: string) {
  return queryOptions({
    queryKey: thirteenthKeys.preview(companyId, year),
    queryFn: () =>
      api.get<ThirteenthPreview>('/compliance/thirteenth', {
        query: { company_id: companyId, period: year },
        quiet: true,
      }),
    enabled: companyId !== '' && /^\d{4}$/.test(year),
    retry: false,
  });
}

export function processThirteenth(body: {
  company_id: number;
  year: number;
  pay_date: string;
  /** Issue 23: process although employees have no opening balance (the card asked). */
  confirm_missing_opening?: boolean;
}) {
  return api.post('/compliance/thirteenth/process/jobs', { body, schema: jobStartedSchema });
}

/** The year's 13th-month payslips as the payslip PDF or the payroll register (.xlsx). */
export async function downloadThirteenth(
  file: 'payslips.pdf' | 'register.xlsx',
  companyId: string,
  year: string,
): Promise<void> {
  try {
    const { blob, filename } = await apiBlob(`/compliance/thirteenth/${file}`, {
      company_id: companyId,
      period: year,
    });
    saveBlob(blob, filename ?? `13th-month-${year}-${file}`);
  } catch (error) {
    if (!isReportedByClient(error)) notifyError(errorMessage(error, 'Request failed'));
  }
}
