/**
 * The Payroll filter bar (spec 2 "Payroll", 4 "Payroll filters"): company, department, designation
 * and pay period selects, the start date (disabled until a pay period is chosen; read-only once
 * chosen) and the computed end date, Reset Filters and Fetch Employee Data. Choosing a company
 * clears everything below it; a department clears the designation; a pay period clears the dates.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  type DropdownItem,
  dropdownItemsSchema,
  PAYROLL_PERIODS,
  PAYROLL_TEXT,
  type PayCalendar,
  type PayrollPeriod,
  payCalendarViewSchema,
  payrollEndFor,
  payrollPeriodEnd,
  TA_TEXT,
} from '@sahod/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { canFetch, EMPTY_FILTER, type PayrollFilter } from './api';

function orgQuery(dd: 'company' | 'department' | 'designation', parent: string) {
  return queryOptions({
    queryKey: ['dropdown', dd, parent] as const,
    queryFn: (): Promise<DropdownItem[]> =>
      api.get('/dropdown/dropdown_handler', {
        query: { DD: dd, ...(dd === 'company' ? {} : { UID: parent }) },
        schema: dropdownItemsSchema,
      }),
    enabled: dd === 'company' || parent !== '',
    staleTime: 60_000,
  });
}

/** The company's pay calendar (payroll view): a cut-off start date ends the day before the next cut-off. */
export function payrollCalendarQuery(companyId: string) {
  return queryOptions({
    queryKey: ['payroll', 'pay-calendar', companyId] as const,
    queryFn: () =>
      api.get('/payroll/pay-calendar', { query: { company_id: companyId }, schema: payCalendarViewSchema }),
    enabled: companyId !== '',
    staleTime: 60_000,
  });
}

const options = (items: DropdownItem[] | undefined) =>
  (items ?? []).filter((i) => i.code !== null).map((i) => ({ value: String(i.code), label: i.name }));

/**
 * The next filter state after one change (spec 4 "Payroll filters"). With the company's pay calendar,
 * a start date on a cut-off day ends the day before the next cut-off (1 -> 15, 16 -> the month's last
 * day, 26 -> the 10th of next month); any other start keeps start + 6 / 14 / 29 days.
 */
export function changeFilter(
  f: PayrollFilter,
  field: keyof PayrollFilter,
  value: string,
  calendar?: PayCalendar,
): PayrollFilter {
  switch (field) {
    case 'company_id':
      return { ...EMPTY_FILTER, company_id: value };
    case 'department_id':
      return { ...f, department_id: value, designation_id: '' };
    case 'pay_period':
      return { ...f, pay_period: value, start_date: '', end_date: '' };
    case 'start_date':
      return {
        ...f,
        start_date: value,
        end_date: !value || !f.pay_period ? '' : endFor(value, f.pay_period as PayrollPeriod, calendar),
      };
    default:
      return { ...f, [field]: value };
  }
}

function endFor(start: string, payPeriod: PayrollPeriod, calendar: PayCalendar | undefined): string {
  return calendar ? payrollEndFor(calendar, payPeriod, start) : payrollPeriodEnd(start, payPeriod);
}

export function PayrollFilters({
  value,
  onChange,
  onReset,
  onFetch,
  fetching,
}: {
  value: PayrollFilter;
  onChange: (next: PayrollFilter) => void;
  onReset: () => void;
  onFetch: () => void;
  fetching: boolean;
}) {
  const companies = useQuery(orgQuery('company', ''));
  const departments = useQuery(orgQuery('department', value.company_id));
  const designations = useQuery(orgQuery('designation', value.department_id));
  const calendar = useQuery(payrollCalendarQuery(value.company_id));
  const set = (field: keyof PayrollFilter) => (next: string | null) =>
    onChange(changeFilter(value, field, next ?? '', calendar.data));
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <Select
        aria-label="Company"
        placeholder={TA_TEXT.allCompanies}
        data={options(companies.data)}
        value={value.company_id || null}
        onChange={set('company_id')}
        clearable
        searchable
        w={220}
      />
      <Select
        aria-label="Department"
        placeholder={TA_TEXT.allDepartments}
        data={value.company_id ? options(departments.data) : []}
        value={value.department_id || null}
        onChange={set('department_id')}
        disabled={value.company_id === ''}
        clearable
        w={200}
      />
      <Select
        aria-label="Designation"
        placeholder={TA_TEXT.allDesignations}
        data={options(designations.data)}
        value={value.designation_id || null}
        onChange={set('designation_id')}
        disabled={value.department_id === ''}
        clearable
        w={200}
      />
      <Select
        aria-label="Pay Period"
        placeholder={PAYROLL_TEXT.allPayPeriods}
        data={[...PAYROLL_PERIODS]}
        value={value.pay_period || null}
        onChange={set('pay_period')}
        clearable
        w={170}
      />
      <TextInput
        type="date"
        label={PAYROLL_TEXT.startDate}
        value={value.start_date}
        onChange={(e) => set('start_date')(e.currentTarget.value)}
        disabled={value.pay_period === ''}
        readOnly={value.start_date !== ''}
        w={160}
      />
      <TextInput type="date" label={PAYROLL_TEXT.endDate} value={value.end_date} readOnly disabled w={160} />
      <Button variant="default" onClick={onReset}>
        {TA_TEXT.resetFilters}
      </Button>
      <Button onClick={onFetch} disabled={!canFetch(value)} loading={fetching}>
        {PAYROLL_TEXT.fetch}
      </Button>
    </Group>
  );
}
