/**
 * Reports > Compliance (issue 16): for now, a company picker and its Employer Details, the data the
 * monthly SSS, PhilHealth, Pag-IBIG, BIR and bank outputs need.
 */
import { Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dropdownQuery } from '../dropdownRecords/api';
import { toSelectOptions } from '../employees/forms/options';
import { EmployerDetailsForm } from './EmployerDetailsForm';
import { COMPLIANCE_TEXT } from './texts';

export function CompliancePage() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company_id') ?? '';
  const companies = useQuery(dropdownQuery('company'));
  const options = useMemo(() => toSelectOptions(companies.data), [companies.data]);
  return (
    <Stack gap="md" maw={1100}>
      <Title order={2}>{COMPLIANCE_TEXT.title}</Title>
      <Text size="sm" c="dimmed">
        {COMPLIANCE_TEXT.intro}
      </Text>
      <Select
        label={COMPLIANCE_TEXT.company}
        data={options}
        value={companyId || null}
        onChange={(value) => setParams(value ? { company_id: value } : {}, { replace: true })}
        searchable
        maw={400}
        data-testid="compliance-company"
      />
      <EmployerDetailsForm companyId={companyId} />
    </Stack>
  );
}
