/**
 * Group Details' Work Week (issue 22 section 3): each company's default rest days, the work week of
 * its employees who have none of their own on Employment Details. A checkbox per weekday (Sunday to
 * Saturday), saved through PUT /groupRecords/workWeek after confirmation; the server checks again.
 */
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import {
  COMPANY_WORK_WEEK_TEXT,
  type CompanyWorkWeek,
  companyWorkWeekListSchema,
  companyWorkWeekWriteSchema,
  MSG,
  messageResponseSchema,
  restDaysLabel,
  WEEKDAY_NAMES,
  WORK_WEEK_MSG,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { LoadingText } from '../../app/ModuleGuard';
import { usePermission } from '../../app/permissions';
import { notifySuccess, useConfirmedSave } from '../../components';

const URL = '/groupRecords/workWeek';
export const companyWorkWeeksQuery = queryOptions({
  queryKey: ['grouprecords', 'workWeek'] as const,
  queryFn: () => api.get(URL, { schema: companyWorkWeekListSchema }),
});

/** The rest days to send, or the message the server would answer. */
export function checkRestDays(companyId: number, values: readonly string[]) {
  const parsed = companyWorkWeekWriteSchema.safeParse({
    company_id: companyId,
    rest_weekdays: values.map(Number).sort((a, b) => a - b),
  });
  return parsed.success
    ? ({ ok: true, body: parsed.data } as const)
    : ({ ok: false, message: parsed.error.issues[0]?.message ?? WORK_WEEK_MSG.invalid } as const);
}

function CompanyWorkWeekCard({ row }: { row: CompanyWorkWeek }) {
  const permissions = usePermission();
  const queryClient = useQueryClient();
  const saver = useConfirmedSave();
  const saved = row.effective_rest_weekdays.map(String);
  const [values, setValues] = useState<string[]>(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { company_id: number; rest_weekdays: number[] | null }) =>
      api.put(URL, { body, schema: messageResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyWorkWeeksQuery.queryKey }),
  });
  const changed = [...values].sort().join(',') !== [...saved].sort().join(',');
  const disabled = !permissions.update || saver.busy;

  const submit = () => {
    const checked = checkRestDays(row.company_id, values);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    void saver.confirmAndSave(
      MSG.saveConfirm,
      () => save.mutateAsync(checked.body),
      () => notifySuccess(WORK_WEEK_MSG.saved),
    );
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`work-week-${row.company_id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{row.company}</Text>
          <Text size="sm" c="dimmed">
            {row.rest_weekdays === null
              ? COMPANY_WORK_WEEK_TEXT.notSet
              : restDaysLabel(row.effective_rest_weekdays)}
          </Text>
        </Group>
        {(problem ?? saver.error) && <Alert color="red">{problem ?? saver.error}</Alert>}
        <Checkbox.Group
          label={COMPANY_WORK_WEEK_TEXT.restDays}
          value={values}
          onChange={(next) => {
            setValues(next);
            setProblem(null);
          }}
          aria-label={`${COMPANY_WORK_WEEK_TEXT.restDays} ${row.company}`}
        >
          <Group gap="md" mt={4}>
            {WEEKDAY_NAMES.map((name, day) => (
              <Checkbox key={name} value={String(day)} label={name} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
        {permissions.update && (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              disabled={!changed || saver.busy}
              onClick={() => {
                setValues(saved);
                setProblem(null);
              }}
            >
              {COMPANY_WORK_WEEK_TEXT.revert}
            </Button>
            <Button onClick={submit} disabled={!changed} loading={saver.busy}>
              {COMPANY_WORK_WEEK_TEXT.save}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function CompanyWorkWeekSection() {
  const { data, isPending } = useQuery(companyWorkWeeksQuery);
  return (
    <Stack gap="sm" mt="md">
      <Text size="sm" c="dimmed">
        {COMPANY_WORK_WEEK_TEXT.note}
      </Text>
      {isPending ? (
        <LoadingText />
      ) : (
        (data ?? []).map((row) => (
          <CompanyWorkWeekCard key={`${row.company_id}-${row.effective_rest_weekdays.join(',')}`} row={row} />
        ))
      )}
    </Stack>
  );
}
