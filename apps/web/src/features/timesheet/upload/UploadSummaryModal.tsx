/**
 * Upload Summary (spec 2 "Timesheet", 4 "Biometric import"): the notes (punch window, lunches to
 * review; issue 22); Date / Number of Employees; the errors (codes that match no employee, with the
 * count; rows on leave days; rows on a date of a processed payroll, naming the period: issue 20);
 * For Adding; For
 * Overwriting (a checkbox per row, checked by default, old and new side by side); Skipping entries
 * with no changes; Cancel and Submit.
 */
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { BiometricDayRecord } from '@sahod/biometric';
import { lunchFlag } from '@sahod/payroll';
import { BIOMETRIC_MSG, hhmm, lunchFlagText, BIOMETRIC_TEXT as T, type TimeValues } from '@sahod/shared';
import { useMemo, useState } from 'react';
import { SummaryNotes } from './SummaryNotes';
import type { UploadSummaryData } from './useBiometricUpload';
import { VirtualRows } from './VirtualRows';

const times = (v: TimeValues) =>
  `${hhmm(v.start_time) || '--'} ${hhmm(v.lunch_start) || '--'} ${hhmm(v.lunch_end) || '--'} ${hhmm(v.end_time) || '--'}`;

const ROW_COLUMNS = '70px minmax(120px, 1.2fr) 95px 190px minmax(140px, 1.5fr)';

function RowHeader() {
  return (
    <>
      <span>Code</span>
      <span>Name</span>
      <span>Date</span>
      <span>In / Lunch / Out</span>
      <span>Notes</span>
    </>
  );
}

function DayRow({ row, name }: { row: BiometricDayRecord; name: string }) {
  const flag = lunchFlag(row);
  return (
    <>
      <span>{row.employee_code}</span>
      <Text size="sm" truncate>
        {name}
      </Text>
      <span>{row.shift_date}</span>
      <span style={{ fontFamily: 'monospace' }}>{times(row)}</span>
      <Text size="xs" truncate title={flag ? lunchFlagText(flag) : undefined}>
        {row.notes}
        {flag && (
          <Text span size="xs" c="orange.8" fw={600}>
            {' · '}
            {lunchFlagText(flag)}
          </Text>
        )}
      </Text>
    </>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Title order={5}>{title}</Title>
        <Badge variant="light">{count}</Badge>
      </Group>
      {children}
    </Stack>
  );
}

export interface UploadSummaryModalProps {
  summary: UploadSummaryData;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (overwrite: ReadonlySet<number>) => void;
}

export function UploadSummaryModal({ summary, submitting, onCancel, onSubmit }: UploadSummaryModalProps) {
  const { rows, names } = summary;
  const [checked, setChecked] = useState<Set<number>>(() => new Set(rows.overwriting.map((_, i) => i)));
  const nameOf = (code: string) => names.get(code) ?? '';
  const rowErrors = useMemo(
    () => rows.errors.filter((e) => e.error !== BIOMETRIC_MSG.unknownEmployee),
    [rows.errors],
  );
  const toSend = rows.adding.length + checked.size;
  const allChecked = checked.size === rows.overwriting.length;
  const toggle = (i: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <Modal opened onClose={onCancel} title={T.uploadSummary} size="75rem" closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {summary.fileName}
        </Text>
        <SummaryNotes summary={summary} />
        <Section title={T.datesHeading} count={summary.perDate.length}>
          <VirtualRows
            testId="summary-dates"
            count={summary.perDate.length}
            columns="140px 1fr"
            maxHeight={150}
            header={
              <>
                <span>{T.date}</span>
                <span>{T.employees}</span>
              </>
            }
            renderRow={(i) => (
              <>
                <span>{summary.perDate[i]?.shift_date}</span>
                <span>{summary.perDate[i]?.employees}</span>
              </>
            )}
          />
        </Section>

        {(summary.unknownCodes.length > 0 || rowErrors.length > 0) && (
          <Alert color="red" title={T.errors} data-testid="summary-errors">
            {summary.unknownCodes.length > 0 && (
              <Text size="sm">
                {BIOMETRIC_MSG.unknownCodes(summary.unknownCodes.length)} {summary.unknownCodes.join(', ')}
              </Text>
            )}
            {rowErrors.slice(0, 50).map((e) => (
              <Text size="sm" key={`${e.row.employee_code}|${e.row.shift_date}`}>
                {e.row.employee_code} {e.row.shift_date}: {e.error}
              </Text>
            ))}
            {rowErrors.length > 50 && <Text size="sm">… {rowErrors.length - 50} more</Text>}
          </Alert>
        )}

        <Section title={T.forAdding} count={rows.adding.length}>
          <VirtualRows
            testId="summary-adding"
            count={rows.adding.length}
            columns={ROW_COLUMNS}
            header={<RowHeader />}
            renderRow={(i) => {
              const row = rows.adding[i];
              return row ? <DayRow row={row} name={nameOf(row.employee_code)} /> : null;
            }}
          />
        </Section>

        <Section title={T.forOverwriting} count={rows.overwriting.length}>
          {rows.overwriting.length > 0 && (
            <Checkbox
              label={`${T.overwrite} (${checked.size}/${rows.overwriting.length})`}
              checked={allChecked}
              indeterminate={!allChecked && checked.size > 0}
              onChange={() => setChecked(allChecked ? new Set() : new Set(rows.overwriting.map((_, i) => i)))}
            />
          )}
          <VirtualRows
            testId="summary-overwriting"
            count={rows.overwriting.length}
            columns="36px 70px minmax(120px, 1fr) 95px 190px 190px"
            header={
              <>
                <span />
                <span>Code</span>
                <span>Name</span>
                <span>Date</span>
                <span>{T.oldData}</span>
                <span>{T.newData}</span>
              </>
            }
            renderRow={(i) => {
              const o = rows.overwriting[i];
              if (!o) return null;
              return (
                <>
                  <Checkbox
                    aria-label={`${T.overwrite} ${o.row.employee_code} ${o.row.shift_date}`}
                    checked={checked.has(i)}
                    onChange={() => toggle(i)}
                  />
                  <span>{o.row.employee_code}</span>
                  <Text size="sm" truncate>
                    {nameOf(o.row.employee_code)}
                  </Text>
                  <span>{o.row.shift_date}</span>
                  <span style={{ fontFamily: 'monospace', color: '#868e96' }}>{times(o.old)}</span>
                  <span style={{ fontFamily: 'monospace', fontWeight: 600 }}>{times(o.row)}</span>
                </>
              );
            }}
          />
        </Section>

        <Section title={T.skipping} count={rows.skipping.length}>
          <VirtualRows
            testId="summary-skipping"
            count={rows.skipping.length}
            columns={ROW_COLUMNS}
            maxHeight={150}
            header={<RowHeader />}
            renderRow={(i) => {
              const row = rows.skipping[i];
              return row ? <DayRow row={row} name={nameOf(row.employee_code)} /> : null;
            }}
          />
        </Section>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {T.cancel}
          </Button>
          <Button onClick={() => onSubmit(checked)} loading={submitting} disabled={toSend === 0}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
