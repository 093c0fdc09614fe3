/**
 * Employment Details' Work Week (issue 22 section 3): the employee's rest days (their own, or the
 * company's default: Sunday unless the company set another). The payroll, the leave-credit rule
 * and the Shifts Schedule read them.
 */
import { Chip, Group, Stack, Switch, Text, Title } from '@mantine/core';
import {
  employeeWorkWeekSchema,
  MSG,
  messageResponseSchema,
  restDaysLabel,
  WEEKDAY_NAMES,
  WORK_WEEK_MSG,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { usePermission } from '../../../app/permissions';
import { notifyFailure, notifySuccess } from '../../../components';
import { employeeKeys } from '../queryKeys';

export const WORK_WEEK_TEXT = {
  title: 'Work Week',
  restDays: 'Rest Days',
  companyDefault: (days: string) => `Company default (${days})`,
} as const;

/** Monday first, the way the Shifts Schedule reads a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

export const workWeekQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...employeeKeys.detail(employeeId), 'workWeek'] as const,
    queryFn: () =>
      api.get('/employee_management/workWeek', {
        query: { employee_id: String(employeeId) },
        schema: employeeWorkWeekSchema,
      }),
  });

export function WorkWeekSection({ employeeId }: { employeeId: number }) {
  const permissions = usePermission('employee_management');
  const { data } = useQuery(workWeekQuery(employeeId));
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (rest_weekdays: number[] | null) =>
      api.put('/employee_management/workWeek', {
        body: { employee_id: employeeId, rest_weekdays },
        schema: messageResponseSchema,
      }),
    onSuccess: () => notifySuccess(WORK_WEEK_MSG.saved),
    onError: (error) => notifyFailure(error, MSG.unexpected),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workWeekQuery(employeeId).queryKey }),
  });
  if (!data) return null;
  const usesCompany = data.rest_weekdays === null;
  const disabled = !permissions.update || save.isPending;
  return (
    <Stack gap="xs" mt="md">
      <Title order={4}>{WORK_WEEK_TEXT.title}</Title>
      <Switch
        label={WORK_WEEK_TEXT.companyDefault(restDaysLabel(data.company_rest_weekdays))}
        checked={usesCompany}
        disabled={disabled}
        onChange={(e) => save.mutate(e.currentTarget.checked ? null : data.effective_rest_weekdays)}
      />
      <Text size="sm" fw={500}>
        {WORK_WEEK_TEXT.restDays}
      </Text>
      <Chip.Group
        multiple
        value={data.effective_rest_weekdays.map(String)}
        onChange={(values) => {
          if (values.length === 0 || values.length === 7) return;
          save.mutate(values.map(Number));
        }}
      >
        <Group gap="xs">
          {WEEK_ORDER.map((day) => (
            <Chip key={day} value={String(day)} disabled={disabled || usesCompany} size="sm">
              {WEEKDAY_NAMES[day]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
