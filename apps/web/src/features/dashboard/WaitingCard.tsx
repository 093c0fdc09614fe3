/**
 * The Waiting for action card of the Home dashboard (issue 26 section 1): applications pending
 * (an approver's own, or every one for HR, oldest first), user accounts 'For Approval' and salary
 * loans starting this cut-off (GET /api/dashboard/waiting). The server leaves out the sections the
 * role may not view and answers 403 when it may view none: the card then hides.
 */
import { Anchor, Badge, Group, List, Loader, Stack, Text } from '@mantine/core';
import { type DashboardWaiting, dayMonthYear, formatPesos, DASHBOARD_TEXT as T } from '@sahod/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardCard } from './DashboardCard';
import { useDashboardCard } from './useDashboardCard';

const APPROVAL = '/timeattendance/applicationsapproval';
const PROXY = '/timeattendance/applicationsProxy';
const ACCOUNTS = '/settings/useraccounts';
const LOANS = '/earningsdeductions/salaryloan';

function Section({
  title,
  count,
  link,
  shown,
  children,
}: {
  title: string;
  count: number;
  link: string;
  shown: number;
  children: ReactNode;
}) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={link} fw={600}>
          {title}
        </Anchor>
        <Badge color={count > 0 ? 'orange' : 'gray'} variant="light" aria-label={`${title}: ${count}`}>
          {count}
        </Badge>
      </Group>
      {count > 0 && children}
      {count > shown && (
        <Text size="xs" c="dimmed">
          {T.more(shown, count)}
        </Text>
      )}
    </Stack>
  );
}

function Sections({ data }: { data: DashboardWaiting }) {
  const { applications, accounts, loans } = data;
  return (
    <Stack gap="sm">
      {applications && (
        <Section
          title={applications.scope === 'all' ? T.applicationsAll : T.applicationsMine}
          count={applications.count}
          link={applications.scope === 'all' ? PROXY : APPROVAL}
          shown={applications.rows.length}
        >
          <List size="sm" spacing={2}>
            {applications.rows.map((a) => (
              <List.Item key={a.log_no}>
                {a.employee_name}: {a.application_type}, {dayMonthYear(a.effective_date)}{' '}
                <Text span size="xs" c={a.age_days > 3 ? 'red.8' : 'dimmed'}>
                  ({T.daysOld(a.age_days)})
                </Text>
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {accounts && (
        <Section title={T.accounts} count={accounts.count} link={ACCOUNTS} shown={accounts.rows.length}>
          <List size="sm" spacing={2}>
            {accounts.rows.map((u) => (
              <List.Item key={u.id}>
                {u.name} ({u.username})
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {loans && (
        <Section title={T.loans} count={loans.count} link={LOANS} shown={loans.rows.length}>
          <List size="sm" spacing={2}>
            {loans.rows.map((l) => (
              <List.Item key={l.id}>
                {l.employee_name}: {l.loan_type}, {formatPesos(l.loan_amount)},{' '}
                {dayMonthYear(l.deduction_start_date)}
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {(applications?.count ?? 0) + (accounts?.count ?? 0) + (loans?.count ?? 0) === 0 && (
        <Text c="dimmed">{T.nothingWaiting}</Text>
      )}
    </Stack>
  );
}

/** The screen of the card's first section. */
function headerLink(data: DashboardWaiting | undefined): [string, string] {
  if (data?.applications?.scope === 'all') return [PROXY, T.openProxy];
  if (!data || data.applications) return [APPROVAL, T.openApprovals];
  if (data.accounts) return [ACCOUNTS, T.openAccounts];
  return [LOANS, T.openLoans];
}

export function WaitingCard({ companyId }: { companyId: number | null }) {
  const { data, hidden, loading, error } = useDashboardCard<DashboardWaiting>(
    '/dashboard/waiting',
    companyId,
  );
  if (hidden) return null;
  const [link, label] = headerLink(data);
  return (
    <DashboardCard title={T.waiting} link={link} linkLabel={label}>
      {loading && <Loader size="sm" aria-label={T.waiting} />}
      {error && <Text c="red">{error}</Text>}
      {data && <Sections data={data} />}
    </DashboardCard>
  );
}
