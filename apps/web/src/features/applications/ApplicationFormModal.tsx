/**
 * The application form (spec 5 "Application form") on the one form modal: application type,
 * effective date (and an optional last date: a leave or overtime range files one application per
 * date), start and end time ('Invalid time entry. Start Time must be before End Time'),
 * particulars, remarks and the approver chosen through the company > department > designation
 * cascade of the approvers list. Proxy filing first picks the employee through the same cascade.
 * The remaining credits of the chosen type are shown before saving; for a leave, the dates that use
 * no credit and a full-day leave's shift times, as the server reads them (issue 22).
 */
import { Text } from '@mantine/core';
import {
  APP_MSG,
  type Approver,
  approvesForCompany,
  checkApplicationTimes,
  dropdownItemsSchema,
  type ProxyEmployee,
} from '@sahod/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client';
import { RecordFormModal, type SelectOption } from '../../components';
import { approversQuery, creditsQuery, proxyEmployeesQuery, useCreateApplication } from './api';
import { LeaveDaysPreview } from './LeaveDaysPreview';

const typeSchema = z.array(
  dropdownItemsSchema.element.extend({
    is_leave: z.union([z.number(), z.boolean()]).optional(),
    uses_leave_credits: z.union([z.number(), z.boolean()]).optional(),
  }),
);

export const applicationTypesQuery = queryOptions({
  queryKey: ['dropdown', 'application_type'] as const,
  queryFn: () =>
    api.get('/dropdown/dropdown_handler', { query: { DD: 'application_type' }, schema: typeSchema }),
  staleTime: 60_000,
});

interface Org {
  company_id: number | null;
  company: string | null;
  department_id: number | null;
  department: string | null;
  designation_id: number | null;
  designation: string | null;
}

function unique(items: Array<[number | null, string | null]>): SelectOption[] {
  const seen = new Map<string, string>();
  for (const [id, name] of items)
    if (id !== null && !seen.has(String(id))) seen.set(String(id), name ?? String(id));
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Company > department > designation options from a list of people, and the people that match. */
function cascade<T extends Org>(
  people: readonly T[],
  values: Readonly<Record<string, string>>,
  prefix: string,
) {
  const company = values[`${prefix}company_id`] ?? '';
  const department = values[`${prefix}department_id`] ?? '';
  const designation = values[`${prefix}designation_id`] ?? '';
  const inCompany = people.filter((p) => company === '' || String(p.company_id) === company);
  const inDepartment = inCompany.filter((p) => department === '' || String(p.department_id) === department);
  const matching = inDepartment.filter((p) => designation === '' || String(p.designation_id) === designation);
  return {
    companies: unique(people.map((p) => [p.company_id, p.company])),
    departments: company === '' ? [] : unique(inCompany.map((p) => [p.department_id, p.department])),
    designations: department === '' ? [] : unique(inDepartment.map((p) => [p.designation_id, p.designation])),
    matching,
  };
}

function Credits({
  scope,
  employeeId,
  typeId,
}: {
  scope: 'own' | 'proxy';
  employeeId: string;
  typeId: string;
}) {
  const credits = useQuery(creditsQuery(scope, employeeId));
  const balance = credits.data?.find((c) => String(c.application_type_id) === typeId);
  if (!balance) return null;
  return (
    <Text size="sm" c={balance.balance < 1 ? 'red' : 'teal'} role="status">
      Remaining credits ({balance.application_type}): {balance.balance}
    </Text>
  );
}

const APPLICATION_FIELDS = [
  'application_type_id',
  'effective_date',
  'end_date',
  'start_time',
  'end_time',
  'particulars',
  'remarks',
  'approver_company_id',
  'approver_department_id',
  'approver_designation_id',
  'approver_employee_id',
];
const EMPLOYEE_FIELDS = ['company_id', 'department_id', 'designation_id', 'employee_id'];
const LABELS = {
  application_type_id: 'Application Type',
  end_date: 'End Date (optional: one application per date)',
  approver_company_id: 'Approver Company',
  approver_department_id: 'Approver Department',
  approver_designation_id: 'Approver Designation',
  approver_employee_id: 'Approver',
  company_id: 'Company',
  department_id: 'Department',
  designation_id: 'Designation',
  employee_id: 'Employee',
};

export function ApplicationFormModal({
  scope,
  opened,
  onClose,
  ownEmployeeId,
}: {
  scope: 'own' | 'proxy';
  opened: boolean;
  onClose: () => void;
  ownEmployeeId: number | null;
}) {
  const types = useQuery(applicationTypesQuery);
  const approvers = useQuery(approversQuery(scope));
  const employees = useQuery({ ...proxyEmployeesQuery, enabled: scope === 'proxy' });
  const create = useCreateApplication(scope);
  const fields = scope === 'proxy' ? [...EMPLOYEE_FIELDS, ...APPLICATION_FIELDS] : APPLICATION_FIELDS;
  const isLeave = (code: unknown) =>
    (types.data ?? []).some((t) => String(t.code) === String(code ?? '') && Boolean(t.is_leave));
  /** Issue 22: a leave with both times left empty is a full day, timed by the day's shift. */
  const fullDayLeave = (values: Readonly<Record<string, unknown>>) =>
    isLeave(values.application_type_id) && !values.start_time && !values.end_time;
  const usesCredits = (code: string) =>
    (types.data ?? []).some((t) => String(t.code) === code && Boolean(t.uses_leave_credits));
  const employeeOf = (values: Readonly<Record<string, string>>) =>
    scope === 'proxy' ? (values.employee_id ?? '') : String(ownEmployeeId ?? '');
  const typeOptions = (types.data ?? [])
    .filter((t) => t.code !== null)
    .map((t) => ({ value: String(t.code), label: t.name }));

  const selectFieldsFor = (values: Readonly<Record<string, string>>) => {
    const chosenEmployee = scope === 'proxy' ? values.employee_id : String(ownEmployeeId ?? '');
    // Proxy: only approvers of the chosen employee's company (or company-wide), never the filer
    // (issue 20); the own list comes filtered by the server already.
    const chosen =
      scope === 'proxy'
        ? (employees.data ?? []).find((x) => String(x.employee_id) === chosenEmployee)
        : undefined;
    const a = cascade<Approver>(
      (approvers.data ?? []).filter(
        (x) =>
          String(x.employee_id) !== chosenEmployee &&
          (scope !== 'proxy' ||
            (x.employee_id !== ownEmployeeId && (!chosen || approvesForCompany(x, chosen.company_id)))),
      ),
      values,
      'approver_',
    );
    const options: Record<string, readonly SelectOption[]> = {
      application_type_id: typeOptions,
      approver_company_id: a.companies,
      approver_department_id: a.departments,
      approver_designation_id: a.designations,
      approver_employee_id: a.matching.map((x) => ({ value: String(x.employee_id), label: x.name })),
    };
    if (scope === 'proxy') {
      const e = cascade<ProxyEmployee>(employees.data ?? [], values, '');
      options.company_id = e.companies;
      options.department_id = e.departments;
      options.designation_id = e.designations;
      options.employee_id = e.matching.map((x) => ({
        value: String(x.employee_id),
        label: `${x.employee_code} ${x.name}`,
      }));
    }
    return options;
  };

  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      mode="add"
      title="Application"
      record={{}}
      fields={fields}
      optionalFields={[
        'start_time',
        'end_time',
        'end_date',
        'remarks',
        'approver_company_id',
        'approver_department_id',
        'approver_designation_id',
        'company_id',
        'department_id',
        'designation_id',
      ]}
      dateFields={['effective_date', 'end_date']}
      timeFields={['start_time', 'end_time']}
      numberFields={['application_type_id', 'approver_employee_id', 'employee_id']}
      fieldLabels={LABELS}
      selectFieldsFor={selectFieldsFor}
      clears={{
        company_id: ['department_id', 'designation_id', 'employee_id'],
        department_id: ['designation_id', 'employee_id'],
        designation_id: ['employee_id'],
        employee_id: [
          'approver_company_id',
          'approver_department_id',
          'approver_designation_id',
          'approver_employee_id',
        ],
        approver_company_id: ['approver_department_id', 'approver_designation_id', 'approver_employee_id'],
        approver_department_id: ['approver_designation_id', 'approver_employee_id'],
        approver_designation_id: ['approver_employee_id'],
      }}
      renderExtra={(values) =>
        values.application_type_id ? (
          <>
            <Credits scope={scope} employeeId={employeeOf(values)} typeId={values.application_type_id} />
            {fullDayLeave(values) && (
              <Text size="sm" c="dimmed" data-testid="full-day-note">
                {APP_MSG.fullDayNote}
              </Text>
            )}
            {isLeave(values.application_type_id) && (
              <LeaveDaysPreview
                scope={scope}
                employeeId={employeeOf(values)}
                start={values.effective_date ?? ''}
                end={values.end_date ?? ''}
                usesCredits={usesCredits(values.application_type_id)}
                fullDay={fullDayLeave(values)}
              />
            )}
          </>
        ) : null
      }
      validate={(values) =>
        fullDayLeave(values)
          ? undefined
          : (checkApplicationTimes(String(values.start_time ?? ''), String(values.end_time ?? '')) ??
            undefined)
      }
      saveConfirmMessage={APP_MSG.confirmSave}
      onSave={(values) =>
        create.mutateAsync({
          application_type_id: Number(values.application_type_id),
          effective_date: String(values.effective_date),
          end_date: values.end_date ? String(values.end_date) : undefined,
          ...(fullDayLeave(values)
            ? { full_day: true }
            : { start_time: String(values.start_time), end_time: String(values.end_time) }),
          particulars: String(values.particulars),
          remarks: values.remarks ? String(values.remarks) : '',
          approver_employee_id: Number(values.approver_employee_id),
          employee_id: scope === 'proxy' ? Number(values.employee_id) : (ownEmployeeId ?? undefined),
        } as never)
      }
    />
  );
}
