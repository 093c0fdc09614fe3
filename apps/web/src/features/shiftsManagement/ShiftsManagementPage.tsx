/**
 * Shifts Management (spec 2): heading, the leaves note, the table of shifts (shift_id hidden, leave
 * shifts removed by the server) with add, edit and delete. A shift still used by the schedule
 * cannot be deleted: the server says how many entries use it.
 */
import { Alert, Badge, Button, Stack, Title } from '@mantine/core';
import { hhmm, type ShiftRow, TA_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components';
import { shiftsQuery, useCreateShift, useDeleteShift, useUpdateShift } from './api';
import { SHIFT_FORM_TEXT, ShiftFormModal } from './ShiftFormModal';

type Row = ShiftRow & Record<string, unknown>;

const RENDERERS = {
  start_time: (row: Row) => hhmm(row.start_time),
  end_time: (row: Row) => hhmm(row.end_time),
  overnight: (row: Row) => (row.overnight ? <Badge variant="light">Next day</Badge> : ''),
};

export function ShiftsManagementPage() {
  const permissions = usePermission();
  const { data, isPending } = useQuery(shiftsQuery);
  const create = useCreateShift();
  const update = useUpdateShift();
  const deletion = useDeleteShift();
  const [editing, setEditing] = useState<{ row?: ShiftRow } | null>(null);

  return (
    <Stack gap="md">
      <Title order={2}>{TA_TEXT.managementHeading}</Title>
      <Alert color="blue" variant="light">
        {TA_TEXT.managementNote}
      </Alert>
      <DataTable<Row>
        label={TA_TEXT.managementHeading}
        data={(data ?? []) as Row[]}
        columns={[
          'shift_name',
          'start_time',
          'end_time',
          'break_minutes',
          'grace_minutes',
          'overnight',
          'color_hex',
        ]}
        hiddenColumns={['shift_id']}
        columnLabels={{
          overnight: SHIFT_FORM_TEXT.overnight.split(' (')[0] ?? 'Ends next day',
          break_minutes: SHIFT_FORM_TEXT.breakMinutes,
          grace_minutes: SHIFT_FORM_TEXT.graceMinutes,
        }}
        renderCell={RENDERERS}
        loading={isPending}
        getRowId={(row) => String(row.shift_id)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update}
        onDelete={(row) => deletion.remove(row.shift_id)}
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.create}>
            Create New
          </Button>
        }
      />
      <ShiftFormModal
        key={editing?.row?.shift_id ?? 'new'}
        opened={editing !== null}
        row={editing?.row}
        onClose={() => setEditing(null)}
        onSave={(values) => {
          const row = editing?.row;
          return row ? update.mutateAsync({ ...values, shift_id: row.shift_id }) : create.mutateAsync(values);
        }}
      />
    </Stack>
  );
}
