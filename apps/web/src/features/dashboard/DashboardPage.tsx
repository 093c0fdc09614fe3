/**
 * The Home dashboard (issue 26 section 1): one company selector at the top ('All Companies' by
 * default) and the cards in a grid that stacks on a phone. Each card asks the server for its own
 * figures and leaves itself out when the server answers 403 (the role may not view its source).
 * An employee-only account (an employee, no module view right) gets My Sahod's Home instead.
 */
import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { TA_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { employeeOnly, HOME_TITLE } from '../../app/navigation';
import { useCurrentUser } from '../../app/sessionQueries';
import { options, orgQuery } from '../timeattendance/OrgFilters';
import { AttendanceCard } from './AttendanceCard';
import { FilingCalendarCard } from './FilingCalendarCard';
import { PayrollCard } from './PayrollCard';
import { PeopleCard } from './PeopleCard';
import { WaitingCard } from './WaitingCard';

export function DashboardPage() {
  const user = useCurrentUser();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const companies = useQuery(orgQuery('company', ''));
  const ownEmployee = user?.employee[0];
  const hasEmployee = ownEmployee?.employee_id !== null && ownEmployee?.employee_id !== undefined;
  if (
    employeeOnly(user?.permissions, {
      employee: hasEmployee,
      approver: ownEmployee?.approver_status === true,
    })
  )
    return <Navigate to="/me" replace />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {HOME_TITLE}
      </Title>
      <Select
        aria-label="Company"
        placeholder={TA_TEXT.allCompanies}
        data={options(companies.data)}
        value={companyId === null ? null : String(companyId)}
        onChange={(next) => setCompanyId(next ? Number(next) : null)}
        clearable
        searchable
        w={{ base: '100%', sm: 320 }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AttendanceCard companyId={companyId} />
        <WaitingCard companyId={companyId} />
        <PeopleCard companyId={companyId} />
        <PayrollCard companyId={companyId} />
        <FilingCalendarCard companyId={companyId} />
      </SimpleGrid>
    </Stack>
  );
}
