/**
 * Application types' 'Converts to cash at separation' (issue 23 section 3): each leave type that
 * uses credits, with the switch the final pay reads. Service Incentive Leave always converts, by
 * law: its switch stays on and cannot be changed (the server refuses it too).
 */
import { Card, Stack, Switch, Table, Text, Title } from '@mantine/core';
import {
  applicationTypeConversionSchema,
  DROPDOWN_MSG,
  LEAVE_CONVERSION_TEXT,
  messageResponseSchema,
  SIL_TYPE_NAME,
} from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { notifyFailure, notifySuccess } from '../../components';
import { dropdownKeys, dropdownQuery } from './api';

type Body = { id: number; converts_at_separation: boolean };

export function ApplicationTypesCard({ canUpdate }: { canUpdate: boolean }) {
  const queryClient = useQueryClient();
  const types = useQuery(dropdownQuery('application_type'));
  const save = useMutation({
    mutationFn: (body: Body) =>
      api.put('/dropdownRecords/applicationTypeConversion', {
        body: applicationTypeConversionSchema.parse(body),
        schema: messageResponseSchema,
      }),
    onSuccess: (result) => notifySuccess(result.message),
    onError: (error) => notifyFailure(error, DROPDOWN_MSG.editFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dropdownKeys.of('application_type') }),
  });
  const rows = (types.data ?? []).filter((t) => t.code !== null && Number(t.uses_leave_credits) === 1);
  return (
    <Card withBorder padding="md" data-testid="application-types-card">
      <Stack gap="xs">
        <Title order={4}>{LEAVE_CONVERSION_TEXT.title}</Title>
        <Text size="sm" c="dimmed">
          {LEAVE_CONVERSION_TEXT.intro}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LEAVE_CONVERSION_TEXT.type}</Table.Th>
              <Table.Th>{LEAVE_CONVERSION_TEXT.converts}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((t) => {
              const sil = t.name === SIL_TYPE_NAME;
              return (
                <Table.Tr key={String(t.code)}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${LEAVE_CONVERSION_TEXT.converts}: ${t.name}`}
                      checked={sil || Number(t.converts_at_separation) === 1}
                      disabled={sil || !canUpdate || save.isPending}
                      onChange={(e) =>
                        save.mutate({ id: Number(t.code), converts_at_separation: e.currentTarget.checked })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}
