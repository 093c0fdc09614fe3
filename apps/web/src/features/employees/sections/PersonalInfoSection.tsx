/**
 * Personal Information (spec 2 "Employee profile", 3 "Personal information", 4, 5): the form with
 * Revert, the region -> province -> city -> barangay cascade and its clearing rules, the spec's
 * validation messages, and Save (update permission) with its confirmation and alerts.
 */
import { SimpleGrid, Text } from '@mantine/core';
import {
  EMPLOYEE_FIELD_LABELS,
  EMPLOYEE_MSG,
  manilaToday,
  type PersonalField,
  validatePersonalInfo,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadingText } from '../../../app/ModuleGuard';
import { usePermission } from '../../../app/permissions';
import { personalQuery, useSavePersonal } from '../api';
import { ProfileForm } from '../forms/ProfileForm';
import { profileFields } from '../forms/profileFields';
import { useDropdownOptions } from '../forms/useDropdownOptions';
import { useFormCopy } from '../forms/useFormCopy';
import { useProfileFormSave } from '../forms/useProfileFormSave';
import {
  applyPersonalChange,
  type PersonalFormValues,
  personalBody,
  personalFormValues,
  personalUnchanged,
} from '../personalForm';
import { EMPLOYEES_TEXT } from '../texts';

const label = (field: PersonalField) => EMPLOYEE_FIELD_LABELS[field];

export function PersonalInfoSection({ employeeId }: { employeeId: number }) {
  const query = useQuery(personalQuery(employeeId));
  const source = useMemo(() => (query.data ? personalFormValues(query.data) : null), [query.data]);
  const copy = useFormCopy(source, personalUnchanged);
  if (query.isPending) return <LoadingText />;
  if (!copy.original || !copy.edited) return <Text c="dimmed">{EMPLOYEE_MSG.notFound}</Text>;
  return (
    <PersonalInfoForm employeeId={employeeId} original={copy.original} values={copy.edited} copy={copy} />
  );
}

interface FormProps {
  employeeId: number;
  original: PersonalFormValues;
  values: PersonalFormValues;
  copy: ReturnType<typeof useFormCopy<PersonalFormValues>>;
}

function PersonalInfoForm({ employeeId, original, values, copy }: FormProps) {
  const permissions = usePermission();
  const mutation = useSavePersonal(employeeId);
  const form = useProfileFormSave<PersonalField>();

  const genders = useDropdownOptions('gender');
  const civilStatuses = useDropdownOptions('civil_status');
  const bloodTypes = useDropdownOptions('blood_type');
  const regions = useDropdownOptions('region');
  const provinces = useDropdownOptions('province', values.region_id);
  const cities = useDropdownOptions('city', values.province_id);
  const barangays = useDropdownOptions('barangay', values.city_id);

  const change = (field: PersonalField, value: string) =>
    copy.setEdited((current) => applyPersonalChange(current, field, value));

  const { text, select } = profileFields<PersonalField>({
    values,
    errors: form.errors,
    busy: form.busy,
    label,
    change,
  });

  const save = () =>
    form.save({
      unchanged: () => personalUnchanged(original, values),
      validate: () => validatePersonalInfo(personalBody(values, employeeId), manilaToday(new Date())),
      submit: () => mutation.mutateAsync(personalBody(values, employeeId)),
      onSaved: (result) => copy.commit(personalFormValues(result.data)),
      savedMessage: EMPLOYEE_MSG.personalSaved,
      failedMessage: EMPLOYEE_MSG.personalFailed,
    });

  return (
    <ProfileForm
      label={EMPLOYEES_TEXT.sections.personal}
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
        {text('employee_code')}
        {text('first_name', { required: true })}
        {text('middle_name')}
        {text('last_name', { required: true })}
        {text('suffix')}
        {text('date_of_birth', { type: 'date' })}
        {select('gender_id', genders)}
        {select('civil_status_id', civilStatuses)}
        {select('blood_type_id', bloodTypes)}
        {text('height', { amount: true })}
        {text('weight', { amount: true })}
        {text('birthplace')}
      </SimpleGrid>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.contact}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {text('mobile_number')}
        {text('landline')}
        {text('email', { type: 'email' })}
      </SimpleGrid>
      <Text fw={600} size="sm">
        {EMPLOYEES_TEXT.address}
      </Text>
      {text('address_info')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {select('region_id', regions)}
        {select('province_id', provinces, { disabled: values.region_id === '' })}
        {select('city_id', cities, { disabled: values.province_id === '' })}
        {select('barangay_id', barangays, { disabled: values.city_id === '' })}
      </SimpleGrid>
    </ProfileForm>
  );
}
