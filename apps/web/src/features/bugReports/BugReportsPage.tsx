/**
 * Bug Reports (spec 2 "Settings and admin", 3 "Bug report", 6): the Known Issues prompt and its
 * button to the changelog, the table of reports (log_no hidden) with create, edit and delete.
 * The reporter and time are recorded by the server.
 */
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { BUG_MSG, type BugReportRow, type BugReportStatus, formatManilaDateTime } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components';
import { bugReportsQuery, useCreateBugReport, useDeleteBugReport, useUpdateBugReport } from './api';
import { BugReportModal } from './BugReportModal';
import { bugUpdateBody } from './bugReportForm';
import { BUG_TEXT } from './texts';

const STATUS_COLOR: Record<BugReportStatus, string> = {
  Open: 'red',
  'In Progress': 'yellow',
  Resolved: 'teal',
  Closed: 'gray',
};

const COLUMNS = ['date_reported', 'user', 'affected_module', 'descr', 'status'] as const;

const RENDERERS = {
  date_reported: (row: BugReportRow) => formatManilaDateTime(row.date_reported),
  descr: (row: BugReportRow) => (
    <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }} maw={420}>
      {row.descr}
    </Text>
  ),
  status: (row: BugReportRow) => (
    <Badge color={STATUS_COLOR[row.status]} variant="light">
      {row.status}
    </Badge>
  ),
};

export function BugReportsPage() {
  const permissions = usePermission();
  const navigate = useNavigate();
  const { data, isPending } = useQuery(bugReportsQuery);
  const create = useCreateBugReport();
  const update = useUpdateBugReport();
  const deletion = useDeleteBugReport();
  const [editing, setEditing] = useState<{ row?: BugReportRow } | null>(null);

  return (
    <Stack gap="md">
      <Title order={2}>{BUG_TEXT.title}</Title>
      <Alert color="blue" variant="light">
        <Group justify="space-between" gap="sm">
          <Stack gap={4}>
            <Text size="sm">{BUG_MSG.knownIssuesPrompt}</Text>
            <Text size="sm" c="dimmed">
              {BUG_MSG.hint}
            </Text>
          </Stack>
          <Button variant="light" onClick={() => navigate(BUG_TEXT.knownIssuesPath)}>
            {BUG_MSG.knownIssuesButton}
          </Button>
        </Group>
      </Alert>
      <DataTable<BugReportRow>
        label={BUG_TEXT.tableLabel}
        data={data ?? []}
        columns={COLUMNS}
        hiddenColumns={['log_no', 'can_edit', 'last_updated']}
        columnLabels={{
          date_reported: BUG_TEXT.dateReported,
          user: BUG_TEXT.reportedBy,
          affected_module: BUG_TEXT.affectedModule,
        }}
        renderCell={RENDERERS}
        loading={isPending}
        getRowId={(row) => String(row.log_no)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update || permissions.create}
        onDelete={(row) => deletion.remove(row.log_no)}
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.create}>
            {BUG_TEXT.createNew}
          </Button>
        }
      />
      <BugReportModal
        key={editing?.row?.log_no ?? 'new'}
        opened={editing !== null}
        row={editing?.row}
        canChangeStatus={permissions.update}
        onClose={() => setEditing(null)}
        onSave={(values) => {
          const row = editing?.row;
          const report = { affected_module: values.affected_module, descr: values.descr };
          return row
            ? update.mutateAsync(bugUpdateBody(row, report, values.status, permissions.update))
            : create.mutateAsync(report);
        }}
      />
    </Stack>
  );
}
