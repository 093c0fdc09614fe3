/**
 * Employment Details' Work Region and Minimum Wage (issue 21 section 4): the employee's own work
 * region (else the company's), today's day rate against the region's minimum wage, whether a minimum
 * wage earner, and the warning 'Day rate ₱600.00 is below the NCR minimum wage of ₱695.00 (WO NCR-26).'
 */
import { Alert, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  employeeMinimumWageSchema,
  formatPesos,
  MINIMUM_WAGE_MSG,
  MINIMUM_WAGE_TEXT,
  messageResponseSchema,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { usePermission } from '../../../app/permissions';
import { notifySuccess } from '../../../components';
import { employeeKeys } from '../queryKeys';

const COMPANY = '';

export const minimumWageQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...employeeKeys.detail(employeeId), 'minimumWage'] as const,
    queryFn: () =>
      api.get('/employee_management/minimumWage', {
        query: { employee_id: String(employeeId) },
        schema: employeeMinimumWageSchema,
      }),
  });

export function WorkRegionSection({ employeeId }: { employeeId: number }) {
  const permissions = usePermission('employee_management');
  const { data } = useQuery(minimumWageQuery(employeeId));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (code: string | null) =>
      api.put('/employee_management/workRegion', {
        body: { employee_id: employeeId, work_region_code: code },
        schema: messageResponseSchema,
      }),
    onSuccess: () => notifySuccess(MINIMUM_WAGE_MSG.saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: minimumWageQuery(employeeId).queryKey }),
  });
  if (!data) return null;
  const options = [
    { value: COMPANY, label: MINIMUM_WAGE_TEXT.companyRegion(data.company_region) },
    ...data.regions.map((r) => ({ value: r.code, label: r.label })),
  ];
  return (
    <Stack gap="xs" mt="md">
      <Title order={4}>{MINIMUM_WAGE_TEXT.employeeTitle}</Title>
      {data.warning && (
        <Alert color="orange" variant="light">
          {data.warning}
        </Alert>
      )}
      <Group align="end" gap="lg">
        <Select
          label={MINIMUM_WAGE_TEXT.workRegion}
          data={options}
          value={data.work_region_code ?? COMPANY}
          allowDeselect={false}
          disabled={!permissions.update}
          onChange={(value) => save.mutate(value === COMPANY || value === null ? null : value)}
          w={280}
        />
        <Text size="sm">
          {MINIMUM_WAGE_TEXT.dayRate}: {data.day_rate === null ? '' : formatPesos(data.day_rate)}
        </Text>
        <Text size="sm">
          {data.region ? `${data.region}: ` : ''}
          {data.minimum_daily_rate !== null && data.wage_order !== null
            ? MINIMUM_WAGE_TEXT.minimumWage(formatPesos(data.minimum_daily_rate), data.wage_order)
            : MINIMUM_WAGE_TEXT.noWageOrder}
        </Text>
        <Text size="sm">
          {MINIMUM_WAGE_TEXT.minimumWageEarner}:{' '}
          {data.minimum_wage_earner ? MINIMUM_WAGE_TEXT.yes : MINIMUM_WAGE_TEXT.no}
        </Text>
      </Group>
    </Stack>
  );
}
