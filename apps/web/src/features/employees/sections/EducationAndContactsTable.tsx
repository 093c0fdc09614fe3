/**
 * The profile's paged record tables (spec 2 "Employee profile": Educational Background and
 * Emergency Contacts): the shared DataTable with id and log_no hidden, 'Create New' (create),
 * Edit (update) and Delete (delete), and the generic 'Add New Record' / 'Edit Record' modal.
 */
import { Button } from '@mantine/core';
import type { PermissionSet } from '@sahod/shared';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../../app/permissions';
import { DataTable, RecordFormModal, type TableRecord } from '../../../components';
import { type RecordTableApi, useRecordMutations } from './EducationAndContactsApi';

export const RECORD_TABLE_TEXT = { createNew: 'Create New' } as const;

interface RecordRow extends TableRecord {
  log_no: number;
  id: number;
}

export interface ProfileRecordsTableProps<T extends RecordRow> {
  employeeId: number;
  /** Accessible name of the table. */
  label: string;
  query: UseQueryOptions<T[], Error, T[], readonly unknown[]>;
  endpoints: RecordTableApi;
  fields: readonly (keyof T & string)[];
  numberFields?: readonly string[];
  /** The form's whole check with the server's messages (shared with the server). */
  validate: (values: Record<string, unknown>) => string | undefined;
}

export function ProfileRecordsTable<T extends RecordRow>(props: ProfileRecordsTableProps<T>) {
  const { employeeId, fields, endpoints } = props;
  const permissions: PermissionSet = usePermission('employee_management');
  const rows = useQuery(props.query);
  const { save, remove } = useRecordMutations(employeeId, endpoints);
  const [editing, setEditing] = useState<{ row?: T } | null>(null);
  const blank = Object.fromEntries(fields.map((field) => [field, '']));

  return (
    <>
      <DataTable<T>
        label={props.label}
        data={rows.data ?? []}
        columns={fields}
        hiddenColumns={['id', 'log_no']}
        loading={rows.isPending}
        getRowId={(row) => String(row.log_no)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update}
        onDelete={(row) => remove.mutateAsync(row.log_no)}
        canDelete={permissions.delete}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.create}>
            {RECORD_TABLE_TEXT.createNew}
          </Button>
        }
      />
      {editing && (
        <RecordFormModal
          opened
          mode={editing.row ? 'edit' : 'add'}
          failureMessage={endpoints.messages.saveFailed}
          record={editing.row ?? blank}
          fields={fields}
          numberFields={props.numberFields}
          validate={props.validate}
          onClose={() => setEditing(null)}
          onSave={(values) => save.mutateAsync(values)}
          onDelete={editing.row ? () => remove.mutateAsync(editing.row?.log_no ?? 0) : undefined}
          canDelete={permissions.delete}
        />
      )}
    </>
  );
}
