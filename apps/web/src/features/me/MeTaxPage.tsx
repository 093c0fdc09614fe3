/** My Sahod Tax (issue 24 section 2): each year's taxable compensation and tax withheld, and its BIR 2316. */
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ME_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { peso } from '../payroll/summary';
import { downloadPdf, meTaxQuery } from './api';
import { MeFrame } from './MeFrame';

export function MeTaxPage() {
  const query = useQuery(meTaxQuery);
  return (
    <MeFrame title={ME_TEXT.tax} query={query}>
      {(data) =>
        data.years.length === 0 ? (
          <Text>{ME_TEXT.noTaxYears}</Text>
        ) : (
          <Stack gap="sm">
            {data.years.map((y) => (
              <Card key={y.year} withBorder padding="md">
                <Title order={3} size="h4">
                  {y.year}
                  {y.complete ? '' : ` (${ME_TEXT.ytd})`}
                </Title>
                <Group justify="space-between" mt="xs">
                  <Text size="sm">{ME_TEXT.taxable}</Text>
                  <Text size="sm" fw={600}>
                    {peso(y.taxable)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">{ME_TEXT.taxWithheld}</Text>
                  <Text size="sm" fw={600}>
                    {peso(y.withheld)}
                  </Text>
                </Group>
                <Button
                  mt="sm"
                  variant="light"
                  fullWidth
                  onClick={() => downloadPdf(`/me/tax/${y.year}/2316.pdf`, `BIR2316_${y.year}.pdf`)}
                >
                  {ME_TEXT.download2316} {y.year}
                </Button>
              </Card>
            ))}
          </Stack>
        )
      }
    </MeFrame>
  );
}
