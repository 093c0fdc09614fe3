/**
 * Employer Details (issue 16 section 1): a company's registered name and address, TIN, RDO and the
 * SSS, PhilHealth and Pag-IBIG employer numbers, with Revert and Save (compliance update,
 * confirmed). Checked here with the shared rules; the server checks again and stores them dashed.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  EMPLOYER_FIELD_LABELS,
  EMPLOYER_FIELDS,
  EMPLOYER_MSG,
  type EmployerDetails,
  type EmployerField,
  MSG,
  validateEmployerDetails,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingText } from '../../app/ModuleGuard';
import { usePermission } from '../../app/permissions';
import { notifySuccess, useConfirmedSave } from '../../components';
import { employerQuery, useSaveEmployer } from './api';
import { COMPLIANCE_TEXT } from './texts';

type Values = Record<EmployerField, string>;

function valuesOf(record: EmployerDetails): Values {
  const values = {} as Values;
  for (const field of EMPLOYER_FIELDS) values[field] = record[field] ?? '';
  return values;
}

export function EmployerDetailsForm({ companyId }: { companyId: string }) {
  const query = useQuery(employerQuery(companyId));
  if (companyId === '') return <Text c="dimmed">{COMPLIANCE_TEXT.chooseCompany}</Text>;
  if (query.isPending) return <LoadingText />;
  if (!query.data) return <Text c="dimmed">{EMPLOYER_MSG.companyNotFound}</Text>;
  // A new key per company and save: the form starts from the stored record.
  return <EmployerForm key={`${companyId}-${query.data.updated_at ?? ''}`} record={query.data} />;
}

const REQUIRED: readonly EmployerField[] = ['registered_name'];

function EmployerForm({ record }: { record: EmployerDetails }) {
  const permissions = usePermission();
  const mutation = useSaveEmployer();
  const saver = useConfirmedSave();
  const [values, setValues] = useState<Values>(() => valuesOf(record));
  const [errors, setErrors] = useState<Partial<Record<EmployerField, string>>>({});
  const busy = saver.busy;

  const field = (name: EmployerField) => (
    <TextInput
      key={name}
      label={EMPLOYER_FIELD_LABELS[name]}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
      }}
      error={errors[name]}
      disabled={busy || !permissions.update}
      required={REQUIRED.includes(name)}
      data-field={name}
    />
  );

  const save = () => {
    const result = validateEmployerDetails(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    void saver.confirmAndSave(
      MSG.saveConfirm,
      () => mutation.mutateAsync({ company_id: record.company_id, ...values }),
      () => notifySuccess(EMPLOYER_MSG.saved),
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600}>
          {COMPLIANCE_TEXT.employerDetails}: {record.company}
        </Text>
        {saver.error && (
          <Alert color="red" data-testid="employer-error">
            {saver.error}
          </Alert>
        )}
        <Text fw={600} size="sm">
          {COMPLIANCE_TEXT.employer}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {field('registered_name')}
          {field('address')}
          {field('zip')}
        </SimpleGrid>
        <Text fw={600} size="sm">
          {COMPLIANCE_TEXT.numbers}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {field('tin')}
          {field('branch_code')}
          {field('rdo_code')}
          {field('sss_er_no')}
          {field('sss_branch')}
          {field('philhealth_pen')}
          {field('pagibig_er_id')}
        </SimpleGrid>
        <Text fw={600} size="sm">
          {COMPLIANCE_TEXT.contact}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {field('contact_no')}
          {field('email')}
          {field('signatory_name')}
          {field('signatory_position')}
        </SimpleGrid>
        {permissions.update && (
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={busy}
              onClick={() => {
                setValues(valuesOf(record));
                setErrors({});
              }}
            >
              {COMPLIANCE_TEXT.revert}
            </Button>
            <Button onClick={save} loading={busy}>
              {COMPLIANCE_TEXT.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
