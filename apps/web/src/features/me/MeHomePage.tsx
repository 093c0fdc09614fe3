/**
 * My Sahod Home (issue 24 section 2): the latest payslip's take-home pay and pay date, the next
 * payday, today's shift, logs and status, the week, leave balances and what waits for the employee.
 */
// Its own components' styles only: Home is not given all of Mantine's (routes.tsx).
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CalculatedDay, hhmm, ME_TEXT, type MeHome, weekdayOf } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { LoadingText } from '../../app/LoadingText';
import { peso } from '../payroll/summary';
import { meHomeQuery } from './api';
import { MeFrame } from './MeFrame';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** '2026-11-23' as 'Mon 11-23'. */
const dayLabel = (date: string) => `${WEEKDAYS[weekdayOf(date)]} ${date.slice(5)}`;

const range = (from: string | null, to: string | null) => (from || to ? `${hhmm(from)}–${hhmm(to)}` : '');

function DayLine({ day }: { day: CalculatedDay }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" fw={500} miw={84}>
        {dayLabel(day.shift_date)}
      </Text>
      <Text size="sm" c="dimmed" ta="center" style={{ flex: 1 }}>
        {day.shift_name ?? ME_TEXT.noShift} {range(day.shift_start, day.shift_end)}
      </Text>
      <Text size="sm">{day.status}</Text>
    </Group>
  );
}

function Home({ home }: { home: MeHome }) {
  const today = home.today_day;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            {ME_TEXT.takeHomePay}
          </Text>
          {home.latest_payslip ? (
            <>
              <Anchor
                component={Link}
                to={`/me/pay/${home.latest_payslip.id}`}
                fw={700}
                fz={28}
                data-testid="latest-take-home"
              >
                {peso(home.latest_payslip.net_pay)}
              </Anchor>
              <Text size="sm">
                {ME_TEXT.payDate}: {home.latest_payslip.pay_date ?? '—'}
              </Text>
            </>
          ) : (
            <Text>{ME_TEXT.noPayslips}</Text>
          )}
        </Card>
        <Card withBorder padding="md">
          <Text size="sm" c="dimmed">
            {ME_TEXT.nextPayday}
          </Text>
          <Text fw={700} fz={22} data-testid="next-payday">
            {home.next_payday ?? '—'}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={3} size="h4">
          {ME_TEXT.today} ({home.today})
        </Title>
        {today ? (
          <Stack gap={2} mt="xs">
            <Text>
              {today.shift_name ?? ME_TEXT.noShift} {range(today.shift_start, today.shift_end)}
            </Text>
            <Text size="sm">
              {range(today.start_time, today.end_time) || '—'} · {today.status}
            </Text>
          </Stack>
        ) : (
          <Text mt="xs">{ME_TEXT.noShift}</Text>
        )}
      </Card>
      <Card withBorder padding="md">
        <Title order={3} size="h4" mb="xs">
          {ME_TEXT.thisWeek}
        </Title>
        {home.week.length === 0 ? (
          <Text>{ME_TEXT.noShift}</Text>
        ) : (
          <Stack gap={4}>
            {home.week.map((d) => (
              <DayLine key={d.shift_date} day={d} />
            ))}
          </Stack>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Title order={3} size="h4" mb="xs">
            {ME_TEXT.leaveBalances}
          </Title>
          {home.leave_balances.length === 0 ? (
            <Text>—</Text>
          ) : (
            home.leave_balances.map((b) => (
              <Group key={b.application_type_id} justify="space-between">
                <Text size="sm">{b.application_type}</Text>
                <Text size="sm" fw={600}>
                  {b.balance}
                </Text>
              </Group>
            ))
          )}
        </Card>
        <Card withBorder padding="md">
          <Title order={3} size="h4" mb="xs">
            {ME_TEXT.waiting}
          </Title>
          <Group justify="space-between">
            <Text size="sm">{ME_TEXT.pendingApplications}</Text>
            <Text size="sm" fw={600}>
              {home.applications_pending}
            </Text>
          </Group>
          {home.to_approve !== null && (
            <Group justify="space-between">
              <Anchor component={Link} to="/me/approvals" size="sm">
                {ME_TEXT.toApprove}
              </Anchor>
              <Text size="sm" fw={600}>
                {home.to_approve}
              </Text>
            </Group>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Home's cards are rendered as a transition once the answer is in: React builds them in slices of a
 * few milliseconds instead of one long task (a slow phone's total blocking time, issue 24 §3), and
 * 'Loading...' stays until they are committed together.
 */
function DeferredHome({ home }: { home: MeHome }) {
  const shown = useDeferredValue<MeHome | null>(home, null);
  return shown ? <Home home={shown} /> : <LoadingText />;
}

export function MeHomePage() {
  const query = useQuery(meHomeQuery);
  return (
    <MeFrame title={ME_TEXT.home} query={query}>
      {(home) => <DeferredHome home={home} />}
    </MeFrame>
  );
}
