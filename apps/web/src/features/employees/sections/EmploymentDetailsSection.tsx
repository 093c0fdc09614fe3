/**
 * Employment Details (spec 2 "Employee profile", 3 "Employment details", 4): the form with Revert,
 * the company -> department -> designation cascade and its clearing rules, the salary / tax /
 * benefits group fill-ins, the read-only Pay Basis, Annual Factor, Day Rate and Hour Rate, and Save (update permission) with
 * its confirmation and alerts. Amounts are pesos.
 */
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  EMPLOYEE_FIELD_LABELS,
  EMPLOYEE_MSG,
  type EmploymentField,
  formatPesos,
  PAY_BASIS_LABELS,
  PAY_METHODS,
  SEPARATION_REASONS,
  validateEmploymentDetails,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadingText } from '../../../app/ModuleGuard';
import { usePermission } from '../../../app/permissions';
import { employmentQuery, useSaveEmployment } from '../api';
import {
  applyEmploymentChange,
  bankOptions,
  type EmploymentFormValues,
  employmentBody,
  employmentFormValues,
  employmentRates,
  employmentUnchanged,
} from '../employmentForm';
import { itemOf, toSelectOptions } from '../forms/options';
import { ProfileForm } from '../forms/ProfileForm';
import { profileFields } from '../forms/profileFields';
import { useDropdownItems, useDropdownOptions } from '../forms/useDropdownOptions';
import { useFormCopy } from '../forms/useFormCopy';
import { useProfileFormSave } from '../forms/useProfileFormSave';
import { EMPLOYEES_TEXT } from '../texts';

const label = (field: EmploymentField) => EMPLOYEE_FIELD_LABELS[field];

export function EmploymentDetailsSection({ employeeId }: { employeeId: number }) {
  const query = useQuery(employmentQuery(employeeId));
  const source = useMemo(() => (query.data ? employmentFormValues(query.data) : null), [query.data]);
  const copy = useFormCopy(source, employmentUnchanged);
  if (query.isPending) return <LoadingText />;
  if (!copy.original || !copy.edited) return <Text c="dimmed">{EMPLOYEE_MSG.notFound}</Text>;
  return <EmploymentForm employeeId={employeeId} original={copy.original} values={copy.edited} copy={copy} />;
}

interface FormProps {
  employeeId: number;
  original: EmploymentFormValues;
  values: EmploymentFormValues;
  copy: ReturnType<typeof useFormCopy<EmploymentFormValues>>;
}

const rateText = (value: number | null) => (value === null ? '' : formatPesos(value));

function EmploymentForm({ employeeId, original, values, copy }: FormProps) {
  const permissions = usePermission();
  const mutation = useSaveEmployment(employeeId);
  const form = useProfileFormSave<EmploymentField>();

  const employeeTypes = useDropdownOptions('employee_type');
  const payPeriods = useDropdownOptions('pay_period');
  const companies = useDropdownOptions('company');
  const departments = useDropdownOptions('department', values.company_id);
  const designations = useDropdownOptions('designation', values.department_id);
  const statuses = useDropdownOptions('status');
  const confidentiality = useDropdownOptions('confidential');
  const salaryGroups = useDropdownItems('salary_group');
  const taxGroups = useDropdownItems('w_tax_group');
  const benefitsGroups = useDropdownItems('benefits_group');
  const bankItems = useDropdownItems('bank');
  const banks = useMemo(() => bankOptions(bankItems), [bankItems]);
  const groupItems = {
    salary_group_id: salaryGroups,
    w_tax_group_id: taxGroups,
    benefits_group_id: benefitsGroups,
  };

  const change = (field: EmploymentField, value: string) => {
    const items = groupItems[field as keyof typeof groupItems];
    copy.setEdited((current) =>
      applyEmploymentChange(current, field, value, items ? itemOf(items, value) : null),
    );
  };

  const { text, select } = profileFields<EmploymentField>({
    values,
    errors: form.errors,
    busy: form.busy,
    label,
    change,
  });

  const rates = employmentRates(values, itemOf(salaryGroups, values.salary_group_id));

  const save = () =>
    form.save({
      unchanged: () => employmentUnchanged(original, values),
      validate: () => validateEmploymentDetails(employmentBody(values, employeeId), banks),
      submit: () => mutation.mutateAsync(employmentBody(values, employeeId)),
      onSaved: (result) => copy.commit(employmentFormValues(result.data)),
      savedMessage: EMPLOYEE_MSG.employmentSaved,
      failedMessage: EMPLOYEE_MSG.employmentFailed,
    });

  return (
    <ProfileForm
      label={EMPLOYEES_TEXT.sections.employment}
      canSave={permissions.update}
      busy={form.busy}
      serverError={form.serverError}
      onRevert={() => {
        copy.revert();
        form.clear();
      }}
      onSave={() => void save()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {select('company_id', companies)}
        {select('department_id', departments, { disabled: values.company_id === '' })}
        {select('designation_id', designations, { disabled: values.department_id === '' })}
        {select('employee_type_id', employeeTypes)}
        {select('pay_period_id', payPeriods)}
        {text('date_hired', { type: 'date' })}
        {select('status_id', statuses)}
        {select('confidential_id', confidentiality)}
        {text('hmo')}
        {text('separation_date', { type: 'date' })}
        {select(
          'separation_reason',
          SEPARATION_REASONS.map((r) => ({ value: r.code, label: `${r.code} - ${r.label}` })),
        )}
      </SimpleGrid>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.salary}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {select('salary_group_id', toSelectOptions(salaryGroups))}
        {text('monthly_salary', { amount: true })}
        {text('days', { amount: true })}
        {text('hours', { amount: true })}
        <TextInput
          label={EMPLOYEES_TEXT.payBasis}
          value={PAY_BASIS_LABELS[rates.basis]}
          readOnly
          data-testid="pay-basis"
        />
        <TextInput
          label={EMPLOYEES_TEXT.annualFactor}
          value={rates.factor}
          readOnly
          data-testid="annual-factor"
        />
        <TextInput
          label={EMPLOYEES_TEXT.dayRate}
          value={rateText(rates.dayRate)}
          readOnly
          data-testid="day-rate"
        />
        <TextInput
          label={EMPLOYEES_TEXT.hourRate}
          value={rateText(rates.hourRate)}
          readOnly
          data-testid="hour-rate"
        />
      </SimpleGrid>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.tax}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {select('w_tax_group_id', toSelectOptions(taxGroups))}
        {text('w_tax_monthly_rate', { amount: true })}
        {text('sss_rate', { amount: true })}
        {text('pagibig_rate', { amount: true })}
        {text('philhealth_rate', { amount: true })}
      </SimpleGrid>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.benefits}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {select('benefits_group_id', toSelectOptions(benefitsGroups))}
        {text('gasoline', { amount: true })}
        {text('meals', { amount: true })}
        {text('transpo', { amount: true })}
        {text('allowance', { amount: true })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {EMPLOYEES_TEXT.groupNote}
      </Text>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.governmentNumbers}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {text('tin')}
        {text('sss')}
        {text('pagibig')}
        {text('philhealth')}
      </SimpleGrid>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.payrollAccount}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {select(
          'pay_method',
          PAY_METHODS.map((m) => ({ value: m, label: m })),
          { searchable: false },
        )}
        {values.pay_method === 'Bank' && (
          <>
            {select('bank', toSelectOptions(bankItems))}
            {text('account_no', { required: true })}
            {text('account_name', { required: true })}
          </>
        )}
      </SimpleGrid>
    </ProfileForm>
  );
}
