/**
 * The Home dashboard (issue 26 section 1): one company selector at the top ('All Companies' by
 * default) and the cards in a grid that stacks on a phone. Each card asks the server for its own
 * figures and leaves itself out when the server answers 403 (the role may not view its source).
 * An employee-only account (an employee, no module view right) gets My Sahod's Home instead.
 * The first paint (issue 26 §2): the cards' requests start before React loads (early.ts); until
 * every card has its answer a skeleton stands in for the grid, then all cards are drawn at once
 * (none grows or disappears after it is drawn); the charts follow in their own chunk (LazyChart).
 */
import './styles';
import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { TA_TEXT } from '@sahod/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { employeeOnly, HOME_TITLE } from '../../app/navigation';
import { useCurrentUser } from '../../app/sessionQueries';
import { options, orgQuery } from '../timeattendance/OrgFilters';
import { AttendanceCard } from './AttendanceCard';
import { CardsSkeleton } from './CardsSkeleton';
import { FilingCalendarCard } from './FilingCalendarCard';
import { PayrollCard } from './PayrollCard';
import { PeopleCard } from './PeopleCard';
import { CARD_PATHS, dashboardCardQuery } from './useDashboardCard';
import { WaitingCard } from './WaitingCard';

/** The user timing Home sets once its first cards are on screen (read by bench/me-home). */
export const FIRST_CARD_MARK = 'home:first-card';

/** Marks the first frame that holds the cards, once per page load: after that frame was painted. */
function useFirstCardMark(shown: boolean) {
  useEffect(() => {
    if (!shown || typeof performance.mark !== 'function') return;
    if (performance.getEntriesByName(FIRST_CARD_MARK).length > 0) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (performance.getEntriesByName(FIRST_CARD_MARK).length === 0) performance.mark(FIRST_CARD_MARK);
      }, 0),
    );
  }, [shown]);
}

export function DashboardPage() {
  const user = useCurrentUser();
  const [companyId, setCompanyId] = useState<number | null>(null);
  const ownEmployee = user?.employee[0];
  const hasEmployee = ownEmployee?.employee_id !== null && ownEmployee?.employee_id !== undefined;
  const toMySahod = employeeOnly(user?.permissions, {
    employee: hasEmployee,
    approver: ownEmployee?.approver_status === true,
  });
  const companies = useQuery({ ...orgQuery('company', ''), enabled: !toMySahod });
  const cards = useQueries({
    queries: CARD_PATHS.map((path) => ({ ...dashboardCardQuery(path, companyId), enabled: !toMySahod })),
  });
  const answered = cards.every((card) => !card.isPending);
  useFirstCardMark(answered && !toMySahod);
  if (toMySahod) return <Navigate to="/me" replace />;
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
      {answered ? (
        <SimpleGrid key="cards" cols={{ base: 1, md: 2 }} spacing="md">
          <AttendanceCard companyId={companyId} />
          <WaitingCard companyId={companyId} />
          <PeopleCard companyId={companyId} />
          <PayrollCard companyId={companyId} />
          <FilingCalendarCard companyId={companyId} />
        </SimpleGrid>
      ) : (
        <CardsSkeleton key="skeleton" />
      )}
    </Stack>
  );
}
