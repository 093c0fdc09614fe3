/**
 * Pay Calendar (issue 21 section 1), on the Compliance page under Employer Details: the company's
 * semi-monthly cut-off days and their pay days, the monthly start and pay day, the weekly start and
 * pay weekday, with the periods they give this month as a preview. Checked with the shared rules;
 * the server checks again (compliance update, confirmed).
 */
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  calendarPeriodOf,
  DEFAULT_PAY_CALENDAR,
  EMPLOYER_MSG,
  MSG,
  PAY_CALENDAR_MSG,
  PAY_CALENDAR_TEXT,
  type PayCalendar,
  type PayCalendarView,
  validatePayCalendar,
  WEEKDAY_NAMES,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingText } from '../../app/ModuleGuard';
import { usePermission } from '../../app/permissions';
import { notifySuccess, useConfirmedSave } from '../../components';
import { payCalendarQuery, useSavePayCalendar } from './payCalendarApi';
import { COMPLIANCE_TEXT } from './texts';

type Field = keyof PayCalendar;
type Values = Record<Field, string>;

const valuesOf = (c: PayCalendar): Values =>
  Object.fromEntries(Object.keys(DEFAULT_PAY_CALENDAR).map((k) => [k, String(c[k as Field])])) as Values;

const WEEKDAYS = WEEKDAY_NAMES.map((name, i) => ({ value: String(i), label: name }));

/** `month` (yyyy-MM): the month whose periods the preview shows. */
export function PayCalendarForm({ companyId, month }: { companyId: string; month: string }) {
  const query = useQuery(payCalendarQuery(companyId));
  if (companyId === '') return null;
  if (query.isPending) return <LoadingText />;
  if (!query.data) return <Text c="dimmed">{EMPLOYER_MSG.companyNotFound}</Text>;
  return <CalendarForm key={JSON.stringify(query.data)} record={query.data} month={month} />;
}

/** The two semi-monthly periods starting in `month` with their pay dates, as a sentence. */
function preview(values: Values, month: string): string | null {
  const result = validatePayCalendar(values);
  if (!result.ok) return null;
  const periodOn = (day: number) =>
    calendarPeriodOf(result.values, 'Semi-monthly', `${month}-${String(day).padStart(2, '0')}`);
  const line = (p: { start: string; end: string; pay_date: string }) =>
    `${p.start} to ${p.end} (paid ${p.pay_date})`;
  return PAY_CALENDAR_TEXT.example(
    line(periodOn(result.values.semi_monthly_first)),
    line(periodOn(result.values.semi_monthly_second)),
  );
}

function CalendarForm({ record, month }: { record: PayCalendarView; month: string }) {
  const permissions = usePermission();
  const mutation = useSavePayCalendar();
  const saver = useConfirmedSave();
  const [values, setValues] = useState<Values>(() => valuesOf(record));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const disabled = saver.busy || !permissions.update;
  const set = (name: Field) => (value: string | number | null) =>
    setValues((current) => ({ ...current, [name]: value === null ? '' : String(value) }));

  const day = (name: Field, label: string, max: number, description?: string) => (
    <NumberInput
      label={label}
      description={description}
      value={values[name]}
      onChange={set(name)}
      min={1}
      max={max}
      allowDecimal={false}
      error={errors[name]}
      disabled={disabled}
      data-field={name}
    />
  );
  const weekday = (name: Field, label: string) => (
    <Select
      label={label}
      data={WEEKDAYS}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      disabled={disabled}
      allowDeselect={false}
      data-field={name}
    />
  );

  const save = () => {
    const result = validatePayCalendar(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void saver.confirmAndSave(
      MSG.saveConfirm,
      () => mutation.mutateAsync({ company_id: record.company_id, ...result.values }),
      () => notifySuccess(PAY_CALENDAR_MSG.saved),
    );
  };
  const example = preview(values, month);

  return (
    <Paper withBorder radius="md" p="md" data-testid="pay-calendar">
      <Stack gap="sm">
        <Text fw={600}>{PAY_CALENDAR_TEXT.title}</Text>
        <Text size="sm" c="dimmed">
          {PAY_CALENDAR_TEXT.intro}
        </Text>
        {saver.error && <Alert color="red">{saver.error}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {day('semi_monthly_first', PAY_CALENDAR_TEXT.semiMonthlyFirst, 13)}
          {day(
            'semi_monthly_first_pay_day',
            PAY_CALENDAR_TEXT.semiMonthlyFirstPayDay,
            31,
            PAY_CALENDAR_TEXT.payDayHint,
          )}
          {day('semi_monthly_second', PAY_CALENDAR_TEXT.semiMonthlySecond, 28)}
          {day(
            'semi_monthly_second_pay_day',
            PAY_CALENDAR_TEXT.semiMonthlySecondPayDay,
            31,
            PAY_CALENDAR_TEXT.payDayHint,
          )}
          {day('monthly_start_day', PAY_CALENDAR_TEXT.monthlyStartDay, 28)}
          {day('monthly_pay_day', PAY_CALENDAR_TEXT.monthlyPayDay, 31, PAY_CALENDAR_TEXT.payDayHint)}
          {weekday('weekly_start_weekday', PAY_CALENDAR_TEXT.weeklyStartWeekday)}
          {weekday('weekly_pay_weekday', PAY_CALENDAR_TEXT.weeklyPayWeekday)}
        </SimpleGrid>
        {example && (
          <Text size="sm" data-testid="pay-calendar-example">
            {example}
          </Text>
        )}
        {permissions.update && (
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={saver.busy}
              onClick={() => {
                setValues(valuesOf(record));
                setErrors({});
              }}
            >
              {COMPLIANCE_TEXT.revert}
            </Button>
            <Button onClick={save} loading={saver.busy}>
              {PAY_CALENDAR_TEXT.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
