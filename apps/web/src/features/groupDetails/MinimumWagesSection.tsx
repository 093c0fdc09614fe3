/**
 * Group Details' Minimum Wages (issue 21 section 4): the dated regional minimum wage table (add,
 * edit, delete wage orders) and each company's work region (its own choice, or the one its employer
 * address names). The server checks every rule; the form uses the same validator.
 */
import { Button, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  type CompanyWorkRegion,
  companyWorkRegionSchema,
  formatPesos,
  MINIMUM_WAGE_MSG,
  MINIMUM_WAGE_TEXT,
  type MinimumWageRow,
  messageResponseSchema,
  minimumWageListSchema,
  validateMinimumWage,
} from '@sahod/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../api/client';
import { usePermission } from '../../app/permissions';
import { DataTable, notifySuccess, RecordFormModal } from '../../components';

const URL = '/groupRecords/minimumWages';
const keys = {
  wages: ['grouprecords', 'minimumWages'] as const,
  regions: ['grouprecords', 'workRegions'] as const,
};
const wagesQuery = queryOptions({
  queryKey: keys.wages,
  queryFn: () => api.get(URL, { schema: minimumWageListSchema }),
});
const regionsQuery = queryOptions({
  queryKey: keys.regions,
  queryFn: () => api.get('/groupRecords/workRegions', { schema: z.array(companyWorkRegionSchema) }),
});
const savedSchema = z.object({ message: z.string(), id: z.number() });
const FIELDS = ['region_code', 'wage_order', 'effective_from', 'daily_rate'] as const;
const LABELS = {
  region_code: MINIMUM_WAGE_TEXT.region,
  wage_order: MINIMUM_WAGE_TEXT.wageOrder,
  effective_from: MINIMUM_WAGE_TEXT.effectiveFrom,
  daily_rate: MINIMUM_WAGE_TEXT.dailyRate,
};
type Row = MinimumWageRow & Record<string, unknown>;

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.wages }),
      queryClient.invalidateQueries({ queryKey: keys.regions }),
    ]);
}

function WageOrders() {
  const permissions = usePermission();
  const { data, isPending } = useQuery(wagesQuery);
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      body.id === undefined
        ? api.post(URL, { body, schema: savedSchema })
        : api.put(URL, { body, schema: savedSchema }),
    onSuccess: () => notifySuccess(MINIMUM_WAGE_MSG.saved),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(URL, { query: { id: String(id) }, schema: messageResponseSchema }),
    onSuccess: () => notifySuccess(MINIMUM_WAGE_MSG.deleted),
    onSettled: refresh,
  });
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const regionOptions = (data?.regions ?? []).map((r) => ({ value: r.code, label: r.label }));
  const recordOf = (row?: Row) =>
    row
      ? {
          region_code: row.region_code,
          wage_order: row.wage_order,
          effective_from: row.effective_from,
          daily_rate: row.daily_rate.toFixed(2),
        }
      : { region_code: '', wage_order: '', effective_from: '', daily_rate: '' };
  const check = (values: Record<string, unknown>) => {
    const result = validateMinimumWage({
      region_code: String(values.region_code ?? ''),
      wage_order: String(values.wage_order ?? ''),
      effective_from: String(values.effective_from ?? ''),
      daily_rate: String(values.daily_rate ?? ''),
    });
    return result.ok ? undefined : result.message;
  };
  return (
    <>
      <DataTable<Row>
        label={MINIMUM_WAGE_TEXT.title}
        data={(data?.rows ?? []) as Row[]}
        columns={['region', 'wage_order', 'effective_from', 'daily_rate']}
        columnLabels={{ ...LABELS, region: MINIMUM_WAGE_TEXT.region }}
        renderCell={{ daily_rate: (row) => formatPesos(row.daily_rate) }}
        loading={isPending}
        getRowId={(row) => String(row.id)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update}
        onDelete={(row) => remove.mutateAsync(row.id)}
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.create}>
            {MINIMUM_WAGE_TEXT.add}
          </Button>
        }
      />
      {editing && (
        <RecordFormModal
          opened
          mode={editing.row ? 'edit' : 'add'}
          title={MINIMUM_WAGE_TEXT.editTitle}
          record={recordOf(editing.row)}
          fields={FIELDS}
          fieldLabels={LABELS}
          selectFields={{ region_code: regionOptions }}
          validate={check}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            save.mutateAsync({
              ...recordOf(editing.row),
              ...values,
              ...(editing.row ? { id: editing.row.id } : {}),
            })
          }
        />
      )}
    </>
  );
}

function CompanyRegions() {
  const permissions = usePermission();
  const { data } = useQuery(regionsQuery);
  const { data: wages } = useQuery(wagesQuery);
  const refresh = useRefresh();
  const save = useMutation({
    mutationFn: (body: { company_id: number; work_region_code: string | null }) =>
      api.put('/groupRecords/workRegions', { body, schema: messageResponseSchema }),
    onSuccess: () => notifySuccess(MINIMUM_WAGE_MSG.saved),
    onSettled: refresh,
  });
  const FROM_ADDRESS = '';
  const options = [
    { value: FROM_ADDRESS, label: MINIMUM_WAGE_TEXT.fromAddress },
    ...(wages?.regions ?? []).map((r) => ({ value: r.code, label: r.label })),
  ];
  return (
    <Table withTableBorder striped aria-label={MINIMUM_WAGE_TEXT.companyRegions}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{MINIMUM_WAGE_TEXT.company}</Table.Th>
          <Table.Th>{MINIMUM_WAGE_TEXT.workRegion}</Table.Th>
          <Table.Th>{MINIMUM_WAGE_TEXT.region}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(data ?? []).map((c: CompanyWorkRegion) => (
          <Table.Tr key={c.company_id}>
            <Table.Td>{c.company}</Table.Td>
            <Table.Td>
              <Select
                aria-label={`${MINIMUM_WAGE_TEXT.workRegion} ${c.company}`}
                data={options}
                value={c.work_region_code ?? FROM_ADDRESS}
                allowDeselect={false}
                disabled={!permissions.update}
                onChange={(value) =>
                  save.mutate({
                    company_id: c.company_id,
                    work_region_code: value === FROM_ADDRESS || value === null ? null : value,
                  })
                }
              />
            </Table.Td>
            <Table.Td>{c.region ?? MINIMUM_WAGE_TEXT.notFound}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function MinimumWagesSection() {
  return (
    <Stack gap="sm" mt="md">
      <Text size="sm" c="dimmed">
        {MINIMUM_WAGE_TEXT.note}
      </Text>
      <WageOrders />
      <Title order={4}>{MINIMUM_WAGE_TEXT.companyRegions}</Title>
      <CompanyRegions />
    </Stack>
  );
}
