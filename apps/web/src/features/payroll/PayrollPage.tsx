/**
 * Payroll (spec 2 "Payroll", 4 "Payroll status per employee", "Payroll filters", 5, 6): the filter
 * bar, then the Details tab (Calculate Payroll, the progress card, the employee table with View) and
 * the Reports tab; the period's exceptions before processing, the company's past runs, and a choice
 * of company opens on its next unprocessed period (issue 22). Fetching happens on 'Fetch Employee Data'; any filter change clears the result.
 * View needs the edit (update) flag; Process Payroll needs create (the server checks both).
 */
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { PAYROLL_TEXT, PAYSLIP_ATTENDANCE_TEXT, type PayrollRow, type PayrollRun } from '@sahod/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components';
import { useRememberedJob } from '../jobs/api';
import { JobProgress } from '../jobs/JobProgress';
import { AllEmployeesModal } from './AllEmployeesModal';
import { attendanceLine } from './AttendanceFacts';
import {
  EMPTY_FILTER,
  type PayrollFilter,
  payrollKeys,
  payrollQuery,
  runsQuery,
  useProcessPayroll,
} from './api';
import { ExceptionsList } from './ExceptionsList';
import { PastRuns } from './PastRuns';
import { PayrollFilters } from './PayrollFilters';
import { PayrollSummaryModal } from './PayrollSummaryModal';
import { ReportsTab } from './ReportsTab';
import { peso, progressOf } from './summary';
import { useMissingOpeningConfirm } from './useMissingOpeningConfirm';
import { useNotEndedConfirm } from './useNotEndedConfirm';

const STATUS_COLOR: Record<PayrollRow['status'], string> = {
  Processed: 'green',
  Pending: 'gray',
  Overlapping: 'yellow',
};

export function PayrollPage() {
  const permissions = usePermission();
  const [filter, setFilter] = useState<PayrollFilter>(EMPTY_FILTER);
  const [fetched, setFetched] = useState<PayrollFilter | null>(null);
  const [tab, setTab] = useState<string | null>('details');
  const [viewing, setViewing] = useState<number | null>(null);
  const [calculating, setCalculating] = useState(false);
  const rows = useQuery({ ...payrollQuery(fetched ?? EMPTY_FILTER), enabled: fetched !== null });
  const process = useProcessPayroll();
  // Process Payroll runs as a job (issue 28): its card stays until closed, also after leaving the screen.
  const [jobId, setJobId] = useRememberedJob('payroll.process');
  const queryClient = useQueryClient();
  const jobEnded = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
    [queryClient],
  );
  const confirmNotEnded = useNotEndedConfirm();
  const confirmMissingOpening = useMissingOpeningConfirm();
  const runs = useQuery(runsQuery(filter.company_id));
  // A company chosen with no period yet opens on its next unprocessed period (issue 22).
  const next = runs.data?.next;
  const openedFor = useRef('');
  useEffect(() => {
    if (!next || openedFor.current === filter.company_id) return;
    openedFor.current = filter.company_id;
    if (filter.pay_period !== '' || filter.start_date !== '') return;
    setFilter((f) =>
      f.pay_period !== '' || f.start_date !== ''
        ? f
        : { ...f, pay_period: next.pay_period, start_date: next.start_date, end_date: next.end_date },
    );
  }, [next, filter.company_id, filter.pay_period, filter.start_date]);

  const openRun = (run: PayrollRun) => {
    if (!run.pay_period) return;
    const f = {
      ...filter,
      department_id: '',
      designation_id: '',
      pay_period: run.pay_period,
      start_date: run.start_date,
      end_date: run.end_date,
    };
    setFilter(f);
    setFetched(f);
    setTab('reports');
  };

  /** A period not ended yet (Asia/Manila) is processed only once confirmed (issue 22). */
  async function processRows(ids: number[]) {
    if (!fetched || !(await confirmNotEnded(fetched.start_date, fetched.end_date))) return;
    const missing = await confirmMissingOpening(rows.data ?? [], ids);
    if (missing === null) return;
    process.mutate(
      {
        employee_ids: ids,
        start_date: fetched.start_date,
        end_date: fetched.end_date,
        ...(missing > 0 ? { confirm_missing_opening: true } : {}),
      },
      {
        onSuccess: (res) => setJobId(res.job_id),
        onSettled: () => setCalculating(false),
      },
    );
  }
  const data = fetched ? (rows.data ?? []) : [];
  const progress = progressOf(data);
  const viewed = data.find((r) => r.employee_id === viewing) ?? null;

  return (
    <Stack gap="md">
      <Title order={2}>{PAYROLL_TEXT.title}</Title>
      {jobId !== null && (
        <JobProgress
          jobId={jobId}
          title={PAYROLL_TEXT.process}
          onEnded={jobEnded}
          onClose={() => setJobId(null)}
        />
      )}
      <PayrollFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setFetched(null);
        }}
        onReset={() => {
          setFilter(EMPTY_FILTER);
          setFetched(null);
          setTab('details');
        }}
        onFetch={() => setFetched(filter)}
        fetching={rows.isFetching}
      />
      {fetched && (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List>
            <Tabs.Tab value="details">{PAYROLL_TEXT.details}</Tabs.Tab>
            <Tabs.Tab value="reports">{PAYROLL_TEXT.reports}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <Stack gap="md">
              <ExceptionsList filter={fetched} />
              {data.length > 0 && (
                <Group>
                  <Button onClick={() => setCalculating(true)}>{PAYROLL_TEXT.calculate}</Button>
                </Group>
              )}
              <Card withBorder padding="md">
                <Group justify="space-between" mb="xs">
                  <Text fw={700}>
                    {progress.done} / {progress.total} employees
                  </Text>
                </Group>
                <Progress value={progress.total ? (progress.done / progress.total) * 100 : 0} mb="sm" />
                <SimpleGrid cols={4}>
                  {(
                    [
                      [PAYROLL_TEXT.totalEmployees, progress.total],
                      [PAYROLL_TEXT.processed, progress.processed],
                      [PAYROLL_TEXT.pending, progress.pending],
                      [PAYROLL_TEXT.overlapping, progress.overlapping],
                    ] as const
                  ).map(([label, n]) => (
                    <Stack key={label} gap={0}>
                      <Text size="xs" c="dimmed">
                        {label}
                      </Text>
                      <Text fw={700} aria-label={label}>
                        {n}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Card>
              <DataTable<PayrollRow>
                scrollRows
                label={PAYROLL_TEXT.title}
                data={data}
                columns={[
                  'employee_code',
                  'name',
                  'status',
                  'attendance',
                  'gross_pay',
                  'total_deductions',
                  'net_pay',
                ]}
                columnLabels={{
                  employee_code: 'Employee ID',
                  name: 'Name',
                  status: 'Status',
                  attendance: PAYSLIP_ATTENDANCE_TEXT.title,
                  gross_pay: PAYROLL_TEXT.totalEarnings,
                  total_deductions: PAYROLL_TEXT.totalDeductions,
                  net_pay: 'Net Pay',
                }}
                loading={rows.isPending}
                getRowId={(row) => String(row.employee_id)}
                renderCell={{
                  status: (row) => <Badge color={STATUS_COLOR[row.status]}>{row.status}</Badge>,
                  attendance: (row) => (
                    <Text size="xs" miw="16rem" style={{ whiteSpace: 'normal' }}>
                      {attendanceLine(row)}
                    </Text>
                  ),
                  gross_pay: (row) => peso(row.gross_pay),
                  total_deductions: (row) => peso(row.total_deductions),
                  net_pay: (row) => peso(row.net_pay),
                }}
                onEdit={(row) => setViewing(row.employee_id)}
                editLabel={PAYROLL_TEXT.view}
                canEdit={permissions.update}
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="reports" pt="md">
            <ReportsTab rows={data} filter={fetched} />
          </Tabs.Panel>
        </Tabs>
      )}
      {filter.company_id !== '' && <PastRuns companyId={filter.company_id} onOpen={openRun} />}
      {viewed && <PayrollSummaryModal row={viewed} onClose={() => setViewing(null)} />}
      {calculating && fetched && (
        <AllEmployeesModal
          rows={data}
          processing={process.isPending || rows.isFetching}
          onClose={() => setCalculating(false)}
          onProcess={(ids) => void processRows(ids)}
        />
      )}
    </Stack>
  );
}
