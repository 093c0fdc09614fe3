/**
 * My Sahod Pay (issue 24 section 2): processed payslips newest first, grouped by year with the
 * year-to-date gross, contributions, tax and net; each opens as its own page.
 */
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ME_TEXT, type MePayslips, PAYSLIP_KIND_LABELS } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { peso } from '../payroll/summary';
import { mePayslipsQuery } from './api';
import { MeFrame } from './MeFrame';

type Year = MePayslips['years'][number];

function Ytd({ ytd }: { ytd: Year['ytd'] }) {
  const items = [
    [ME_TEXT.gross, ytd.gross],
    [ME_TEXT.contributions, ytd.contributions],
    [ME_TEXT.taxWithheld, ytd.tax],
    [ME_TEXT.net, ytd.net],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {items.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600}>
            {peso(value)}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function YearBlock({ year }: { year: Year }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {year.year}
      </Title>
      <Card withBorder padding="sm" aria-label={`${ME_TEXT.ytd} ${year.year}`}>
        <Text size="xs" fw={700} mb={4}>
          {ME_TEXT.ytd}
        </Text>
        <Ytd ytd={year.ytd} />
      </Card>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {year.payslips.map((p) => (
          <li key={p.id}>
            <Card component={Link} to={`/me/pay/${p.id}`} withBorder padding="sm" style={{ minHeight: 48 }}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {p.kind === 'regular' ? `${p.start_date} to ${p.end_date}` : PAYSLIP_KIND_LABELS[p.kind]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ME_TEXT.payDate}: {p.pay_date ?? p.end_date}
                  </Text>
                </div>
                <Text fw={700}>{peso(p.net_pay)}</Text>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function MePayPage() {
  const query = useQuery(mePayslipsQuery);
  return (
    <MeFrame title={ME_TEXT.pay} query={query}>
      {(data) =>
        data.years.length === 0 ? (
          <Text>{ME_TEXT.noPayslips}</Text>
        ) : (
          <Stack gap="lg">
            {data.years.map((y) => (
              <YearBlock key={y.year} year={y} />
            ))}
          </Stack>
        )
      }
    </MeFrame>
  );
}
