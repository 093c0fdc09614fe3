/**
 * 'Attendance' of the Payroll Summary (issue 22 section 2, "Why is Basic Pay 9,741.95?"): days
 * worked and absent, late and undertime minutes, leave days and holidays behind the pay, each with
 * the amount the engine names for it (attendanceFacts reads them off the payslip; nothing is
 * computed here).
 */
import { Divider, Group, Text } from '@mantine/core';
import { attendanceFacts, PAYSLIP_ATTENDANCE_TEXT, type PayrollRow } from '@sahod/shared';
import { peso } from './summary';

export function AttendanceFacts({ row }: { row: PayrollRow }) {
  const facts = attendanceFacts(row);
  if (facts.length === 0) return null;
  return (
    <section aria-label={PAYSLIP_ATTENDANCE_TEXT.title}>
      <Divider my="xs" label={PAYSLIP_ATTENDANCE_TEXT.title} labelPosition="left" />
      {facts.map((f) => (
        <Group key={f.key} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{f.label}</Text>
          <Group gap="md" wrap="nowrap">
            <Text size="sm" data-testid={`attendance-${f.key}`}>
              {f.value}
            </Text>
            <Text size="sm" miw={90} ta="right" data-testid={`attendance-${f.key}-amount`}>
              {f.amount === null ? '' : peso(f.amount)}
            </Text>
          </Group>
        </Group>
      ))}
    </section>
  );
}

/**
 * The attendance of a Payroll row in one short line: days worked, then only what is not zero
 * ('11 days worked · Days absent 1 day -₱996.81 · Late 15 min -₱31.15').
 */
export function attendanceLine(row: PayrollRow): string {
  return attendanceFacts(row)
    .filter((f) => f.key === 'days_worked' || !f.value.startsWith('0 '))
    .map((f) =>
      [
        f.key === 'days_worked' ? `${f.value} worked` : `${f.label} ${f.value}`,
        f.amount === null ? '' : peso(f.amount),
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' · ');
}
