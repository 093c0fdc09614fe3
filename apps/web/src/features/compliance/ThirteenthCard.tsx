/**
 * 'Pay 13th month' (issue 17 section 1): the year's 13th month per employee from the processed
 * payslips, due December 24; Preview shows the rows with a totals row, 'Process 13th month' stores
 * the payslips after a confirmation (compliance create), then the payslips PDF.
 */
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import {
  BEFORE_SAHOD,
  formatPesos,
  OPENING_USE_TEXT,
  THIRTEENTH_TEXT,
  type ThirteenthPreview,
} from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components/DataTable';
import { notifyFailure } from '../../components/notify';
import { useConfirm } from '../../components/useConfirm';
import { useRememberedJob } from '../jobs/api';
import { JobProgress } from '../jobs/JobProgress';
import { CardFrame, DueBadge } from './CardFrame';
import { beforeSahodCell, OpeningWarnings } from './OpeningNotices';
import { OUTPUT_TEXT } from './texts';
import { downloadThirteenth, processThirteenth, thirteenthKeys, thirteenthQuery } from './thirteenthApi';

const COLUMNS = [
  'employee_code',
  'name',
  'before_sahod',
  'basic_earned',
  'thirteenth',
  'already_paid',
  'due',
  'taxable',
  'wtax',
] as const;
const MONEY = ['basic_earned', 'thirteenth', 'already_paid', 'due', 'taxable', 'wtax'] as const;

/** The totals row, first so it shows on the first page, then the employees (pesos formatted). */
export function previewRows(data: ThirteenthPreview): Record<string, string>[] {
  const format = (r: Record<string, unknown>) =>
    Object.fromEntries(
      COLUMNS.map((c) => [
        c,
        (MONEY as readonly string[]).includes(c) ? formatPesos(Number(r[c] ?? 0)) : String(r[c] ?? ''),
      ]),
    );
  // Issue 23: the opening balance's part of Basic Earned and Already Paid, on its own column.
  const beforeSahod = (r: ThirteenthPreview['rows'][number]) =>
    beforeSahodCell(
      r.before_sahod && [
        ['', r.before_sahod.basic_earned],
        ...(r.before_sahod.already_paid > 0
          ? [['paid', r.before_sahod.already_paid] as [string, number]]
          : []),
      ],
    );
  return [
    { id: 'total', ...format({ ...data.totals, employee_code: '', name: 'Total' }), before_sahod: '' },
    ...data.rows.map((r) => ({ id: String(r.employee_id), ...format(r), before_sahod: beforeSahod(r) })),
  ];
}

export function ThirteenthCard({ companyId, year }: { companyId: string; year: string }) {
  const { create } = usePermission();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const query = useQuery(thirteenthQuery(companyId, year));
  const [preview, setPreview] = useState(false);
  const [payDate, setPayDate] = useState(`${year}-12-24`);
  const data = query.data;
  const [jobId, setJobId] = useRememberedJob(`thirteenth.${companyId}.${year}`);
  const jobEnded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: thirteenthKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['compliance', 'files'] });
  }, [queryClient]);
  const process = useMutation({
    mutationFn: processThirteenth,
    // A job (issue 28): its card shows the progress and the result, also after leaving the screen.
    onSuccess: (started) => setJobId(started.job_id),
    onError: (error) => notifyFailure(error, 'Request failed'),
  });
  const canProcess = create && !!data && data.processed === 0 && data.totals.due > 0 && payDate !== '';
  const run = async () => {
    if (!data) return;
    const n = data.rows.filter((r) => r.due > 0).length;
    // Issue 23: employees without an opening balance are named by number and confirmed explicitly.
    const missing = data.rows.filter((r) => r.due > 0 && Boolean(r.warning)).length;
    const ok = await confirm({
      title: THIRTEENTH_TEXT.confirmTitle,
      message: `${THIRTEENTH_TEXT.confirm(Number(year), n, formatPesos(data.totals.due))} ${THIRTEENTH_TEXT.payDate}: ${payDate}.${missing > 0 ? ` ${OPENING_USE_TEXT.confirm(missing, Number(year))}` : ''}`,
      confirmLabel: THIRTEENTH_TEXT.process,
    });
    if (ok)
      process.mutate({
        company_id: Number(companyId),
        year: Number(year),
        pay_date: payDate,
        ...(missing > 0 ? { confirm_missing_opening: true } : {}),
      });
  };
  return (
    <CardFrame
      testId="compliance-card-thirteenth"
      title={
        <>
          {THIRTEENTH_TEXT.title} {year}
        </>
      }
      aside={
        data ? (
          data.processed > 0 ? (
            <Badge color="green">{THIRTEENTH_TEXT.processed}</Badge>
          ) : (
            <DueBadge status={data.due_status} />
          )
        ) : null
      }
      note={
        <Text size="xs" c="dimmed">
          {THIRTEENTH_TEXT.note}
        </Text>
      }
      error={query.error}
    >
      {data ? (
        <>
          <Text size="sm">
            {OUTPUT_TEXT.dueDate}: {data.due_date} · {OUTPUT_TEXT.employees}: {data.totals.employees} ·{' '}
            {THIRTEENTH_TEXT.columns.due}: {formatPesos(data.totals.due)} · {THIRTEENTH_TEXT.columns.taxable}:{' '}
            {formatPesos(data.totals.taxable)}
          </Text>
          {jobId !== null && (
            <JobProgress
              jobId={jobId}
              title={THIRTEENTH_TEXT.process}
              onEnded={jobEnded}
              onClose={() => setJobId(null)}
            />
          )}
          <OpeningWarnings rows={data.rows} />
          <Group align="flex-end">
            <Button variant="default" size="xs" onClick={() => setPreview((v) => !v)}>
              {THIRTEENTH_TEXT.preview}
            </Button>
            <TextInput
              size="xs"
              type="date"
              label={THIRTEENTH_TEXT.payDate}
              value={payDate}
              onChange={(e) => setPayDate(e.currentTarget.value)}
              data-testid="thirteenth-pay-date"
            />
            <Button size="xs" disabled={!canProcess} loading={process.isPending} onClick={() => void run()}>
              {THIRTEENTH_TEXT.process}
            </Button>
            {data.processed > 0 ? (
              <>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void downloadThirteenth('payslips.pdf', companyId, year)}
                >
                  {THIRTEENTH_TEXT.payslips}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => void downloadThirteenth('register.xlsx', companyId, year)}
                >
                  {THIRTEENTH_TEXT.register}
                </Button>
              </>
            ) : null}
          </Group>
          {preview ? (
            <DataTable
              data={previewRows(data)}
              columns={COLUMNS}
              columnLabels={{ ...THIRTEENTH_TEXT.columns, before_sahod: BEFORE_SAHOD }}
              getRowId={(r) => r.id ?? ''}
              label={THIRTEENTH_TEXT.title}
              pageSize={10}
            />
          ) : null}
        </>
      ) : null}
    </CardFrame>
  );
}
