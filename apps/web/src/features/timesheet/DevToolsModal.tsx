/**
 * 'DEV/UAT TOOLS - CALCULATE PAY/BULK DELETE' (spec 2 "Timesheet", 5 "Dev tool"): a date range
 * (start max = end, end min = start) and an employee code (upper-cased, zero-padded to 5, last 5
 * kept). Calculate Pay with toggles Hours, Applications, Earnings and Deductions shows what the
 * payroll would use; Delete Timesheet Hours deletes the employee's records in the range after a
 * confirmation. Earnings and Deductions carry amounts: they need payroll view.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type CalculateHours,
  type CalculateList,
  hhmm,
  normalizeEmployeeCode,
  TA_TEXT,
  TIMESHEET_MSG,
} from '@sahod/shared';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { errorMessage, UI_TEXT, useConfirm } from '../../components';
import { calculateHours, calculateList, type DevQuery, useDeleteBatch } from './api';

export const DEV_TEXT = {
  from: 'Start Date',
  to: 'End Date',
  code: 'Employee Code',
  hours: 'Hours',
  applications: 'Applications',
  earnings: 'Earnings',
  deductions: 'Deductions',
  needsPayroll: 'Needs Payroll view',
  noItems: 'None in this range.',
} as const;

type ListName = 'calculateApplications' | 'calculateEarnings' | 'calculateDeductions';

interface Results {
  hours?: CalculateHours;
  lists: Partial<Record<ListName, CalculateList>>;
}

export function DevToolsModal({
  opened,
  onClose,
  defaultRange,
}: {
  opened: boolean;
  onClose: () => void;
  defaultRange: [string, string];
}) {
  const payroll = usePermission('payroll');
  const confirm = useConfirm();
  const deleteBatch = useDeleteBatch();
  const [start, setStart] = useState(defaultRange[0]);
  const [end, setEnd] = useState(defaultRange[1]);
  const [code, setCode] = useState('');
  const [toggles, setToggles] = useState({
    hours: true,
    applications: false,
    earnings: false,
    deductions: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const query: DevQuery = { employee_code: normalizeEmployeeCode(code), start_date: start, end_date: end };
  const ready = query.employee_code !== '' && start !== '' && end !== '';

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(errorMessage(caught, UI_TEXT.unknownError));
    } finally {
      setBusy(false);
    }
  }

  const calculate = () =>
    run(async () => {
      const lists: Results['lists'] = {};
      const names: Array<[boolean, ListName]> = [
        [toggles.applications, 'calculateApplications'],
        [toggles.earnings && payroll.view, 'calculateEarnings'],
        [toggles.deductions && payroll.view, 'calculateDeductions'],
      ];
      const [hours] = await Promise.all([
        toggles.hours ? calculateHours(query) : Promise.resolve(undefined),
        ...names
          .filter(([on]) => on)
          .map(async ([, name]) => {
            lists[name] = await calculateList(name, query);
          }),
      ]);
      setResults({ ...(hours ? { hours } : {}), lists });
    });

  const removeHours = () =>
    run(async () => {
      if (!(await confirm({ message: TIMESHEET_MSG.deleteConfirm }))) return;
      await deleteBatch.mutateAsync(query);
      setResults(null);
    });

  return (
    <Modal opened={opened} onClose={onClose} title={TA_TEXT.devTools} centered size="xl">
      <Stack gap="sm">
        <Group grow align="end">
          <TextInput
            type="date"
            label={DEV_TEXT.from}
            value={start}
            max={end || undefined}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={DEV_TEXT.to}
            value={end}
            min={start || undefined}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
          <TextInput
            label={DEV_TEXT.code}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            onBlur={() => setCode(normalizeEmployeeCode(code))}
            maxLength={10}
          />
        </Group>
        <Group gap="md">
          <Checkbox
            label={DEV_TEXT.hours}
            checked={toggles.hours}
            onChange={(e) => setToggles({ ...toggles, hours: e.currentTarget.checked })}
          />
          <Checkbox
            label={DEV_TEXT.applications}
            checked={toggles.applications}
            onChange={(e) => setToggles({ ...toggles, applications: e.currentTarget.checked })}
          />
          <Checkbox
            label={DEV_TEXT.earnings}
            description={payroll.view ? undefined : DEV_TEXT.needsPayroll}
            disabled={!payroll.view}
            checked={toggles.earnings && payroll.view}
            onChange={(e) => setToggles({ ...toggles, earnings: e.currentTarget.checked })}
          />
          <Checkbox
            label={DEV_TEXT.deductions}
            description={payroll.view ? undefined : DEV_TEXT.needsPayroll}
            disabled={!payroll.view}
            checked={toggles.deductions && payroll.view}
            onChange={(e) => setToggles({ ...toggles, deductions: e.currentTarget.checked })}
          />
        </Group>
        <Group>
          <Button onClick={calculate} disabled={!ready || busy} loading={busy}>
            {TA_TEXT.calculatePay}
          </Button>
          <Button color="red" variant="light" onClick={removeHours} disabled={!ready || busy}>
            {TA_TEXT.deleteTimesheetHours}
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {results?.hours && <HoursTable hours={results.hours} />}
        {Object.entries(results?.lists ?? {}).map(([name, list]) => (
          <Stack key={name} gap={4}>
            <Text fw={600} size="sm">
              {name.replace('calculate', '')}
            </Text>
            {list.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {DEV_TEXT.noItems}
              </Text>
            ) : (
              <pre style={{ fontSize: 12 }}>{JSON.stringify(list.items, null, 2)}</pre>
            )}
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}

function HoursTable({ hours }: { hours: CalculateHours }) {
  return (
    <Stack gap={4} data-testid="dev-hours">
      <Text fw={600} size="sm">
        {hours.employee_code} · {hours.name}
      </Text>
      {hours.days.length === 0 ? (
        <Text size="sm" c="dimmed">
          {DEV_TEXT.noItems}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped withTableBorder fz="xs">
            <Table.Thead>
              <Table.Tr>
                {[
                  'Date',
                  'Shift',
                  'In',
                  'Out',
                  'Lunch',
                  'Official',
                  'Late',
                  'Early',
                  'Overtime',
                  'Night',
                  'Status',
                ].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hours.days.map((d) => (
                <Table.Tr key={d.shift_date}>
                  <Table.Td>{d.shift_date}</Table.Td>
                  <Table.Td>
                    {d.shift_name ? `${d.shift_name} ${hhmm(d.shift_start)}-${hhmm(d.shift_end)}` : '—'}
                  </Table.Td>
                  <Table.Td>{hhmm(d.start_time)}</Table.Td>
                  <Table.Td>{hhmm(d.end_time)}</Table.Td>
                  <Table.Td>{d.lunch_start ? `${hhmm(d.lunch_start)}-${hhmm(d.lunch_end)}` : ''}</Table.Td>
                  <Table.Td>
                    {d.official_minutes} min ({d.official_hours.toFixed(4)} h)
                  </Table.Td>
                  <Table.Td>{d.late_minutes}</Table.Td>
                  <Table.Td>{d.early_minutes}</Table.Td>
                  <Table.Td>{d.overtime_minutes}</Table.Td>
                  <Table.Td>{d.night_minutes}</Table.Td>
                  <Table.Td>{d.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
