/**
 * Settings > Audit Trail (issue 25 §3): every write and the audited reads of pay data, newest
 * first. The filters go to the server, which pages by keyset (1,000 entries a page here, Older /
 * Newest to move); Export to Excel takes the same filters. Pay figures come masked unless the
 * role has payroll view.
 */
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type AuditTrailRow, auditTrailPageSchema, formatManilaDateTime } from '@sahod/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, apiBlob } from '../../api/client';
import { DataTable, errorMessage, notifyError } from '../../components';
import { saveBlob } from '../employees/sections/documents/saveBlob';

const PAGE = 1000;
const FILTERS = ['user_id', 'entity', 'entity_id', 'from', 'to', 'q'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const EMPTY: Filters = { user_id: '', entity: '', entity_id: '', from: '', to: '', q: '' };
const LABELS: Record<keyof Filters, string> = {
  user_id: 'User id',
  entity: 'Module / operation',
  entity_id: 'Record id',
  from: 'From (yyyy-MM-dd)',
  to: 'To (yyyy-MM-dd)',
  q: 'Text',
};

function queryOf(filters: Filters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
}

const RENDERERS = {
  at: (row: AuditTrailRow) => formatManilaDateTime(row.at),
  details: (row: AuditTrailRow) => (
    <Text
      size="xs"
      ff="monospace"
      lineClamp={4}
      maw={520}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
    >
      {row.details === null ? '' : JSON.stringify(row.details)}
    </Text>
  ),
};

export function AuditTrailPage() {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [cursors, setCursors] = useState<number[]>([]);
  const beforeId = cursors[cursors.length - 1];
  const { data, isPending } = useQuery({
    queryKey: ['audittrail', filters, beforeId],
    queryFn: () =>
      api.get('/audittrail/fetch', {
        query: { ...queryOf(filters), limit: PAGE, ...(beforeId ? { before_id: beforeId } : {}) },
        schema: auditTrailPageSchema,
      }),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);

  const exportExcel = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await apiBlob('/audittrail/export', queryOf(filters));
      saveBlob(blob, filename ?? 'audit-trail.xlsx');
    } catch (error) {
      notifyError(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2}>Audit Trail</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
          setCursors([]);
        }}
      >
        <Group align="end" gap="sm">
          {FILTERS.map((key) => (
            <TextInput
              key={key}
              label={LABELS[key]}
              value={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
              w={key === 'q' || key === 'entity' ? 200 : 140}
            />
          ))}
          <Button type="submit">Filter</Button>
          <Button variant="default" onClick={exportExcel} loading={exporting}>
            Export to Excel
          </Button>
        </Group>
      </form>
      {data?.pay_masked && (
        <Alert color="gray" variant="light">
          Pay figures are masked: your role cannot view Payroll.
        </Alert>
      )}
      <DataTable<AuditTrailRow>
        label="Audit Trail"
        data={data?.rows ?? []}
        columns={['at', 'username', 'ip', 'action', 'entity', 'entity_id', 'details']}
        hiddenColumns={['id', 'user_id', 'hash']}
        columnLabels={{
          at: 'Date and time',
          username: 'User',
          ip: 'Address',
          entity: 'Operation / entity',
          entity_id: 'Record',
        }}
        renderCell={RENDERERS}
        loading={isPending}
        getRowId={(row) => String(row.id)}
        scrollRows
      />
      <Group justify="space-between">
        <Button variant="default" disabled={cursors.length === 0} onClick={() => setCursors([])}>
          Newest
        </Button>
        <Button
          variant="default"
          disabled={!data?.next_before_id}
          onClick={() => data?.next_before_id && setCursors([...cursors, data.next_before_id])}
        >
          Older
        </Button>
      </Group>
    </Stack>
  );
}
