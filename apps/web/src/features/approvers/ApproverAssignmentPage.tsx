/**
 * Approver Assignment (spec 2 "Approver Assignment", 6): the accounts linked to an employee, edit
 * only (no Create New, no Delete). Edit needs update and sets or clears the linked employee's
 * approver flag and whether they approve for all companies (otherwise only their own company's
 * employees, issue 20); Save asks 'Are you sure you want to save?'.
 */
import { Alert, Stack, Tabs, Title } from '@mantine/core';
import { APPROVER_MSG, CHAIN_TEXT } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable, RecordFormModal } from '../../components';
import { HrDelegationSection } from '../delegation/HrDelegationSection';
import { approverAssignmentsQuery, useUpdateApproverAssignment } from './api';
import {
  APPROVER_COLUMN_LABELS,
  APPROVER_COLUMNS,
  APPROVER_OPTIONS,
  type ApproverRow,
  EDIT_DISPLAY_ONLY,
  EDIT_FIELDS,
  editRecord,
  toApproverRow,
} from './approverRows';
import { ApprovalChainsSection } from './chains/ApprovalChainsSection';
import { APPROVERS_TEXT } from './texts';

export function ApproverAssignmentPage() {
  const permissions = usePermission();
  const assignments = useQuery(approverAssignmentsQuery);
  const update = useUpdateApproverAssignment();
  const [editing, setEditing] = useState<ApproverRow | null>(null);

  const rows = useMemo(() => (assignments.data ?? []).map(toApproverRow), [assignments.data]);
  const onEdit = useCallback((row: ApproverRow) => setEditing(row), []);

  return (
    <Stack gap="md">
      <Title order={2}>{APPROVERS_TEXT.title}</Title>
      <Tabs defaultValue="approvers" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="approvers">{APPROVERS_TEXT.approversTab}</Tabs.Tab>
          <Tabs.Tab value="chains">{CHAIN_TEXT.section}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="approvers">
          <Stack gap="md">
            <Alert color="blue" variant="light">
              {APPROVER_MSG.note}
            </Alert>
            <DataTable<ApproverRow>
              label={APPROVERS_TEXT.tableLabel}
              data={rows}
              columns={APPROVER_COLUMNS}
              columnLabels={APPROVER_COLUMN_LABELS}
              loading={assignments.isPending}
              getRowId={(row) => String(row.user_id)}
              onEdit={onEdit}
              canEdit={permissions.update}
            />
            <HrDelegationSection />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="chains">
          <ApprovalChainsSection />
        </Tabs.Panel>
      </Tabs>
      {editing && (
        <RecordFormModal
          key={editing.user_id}
          opened
          mode="edit"
          record={editRecord(editing)}
          fields={EDIT_FIELDS}
          displayOnlyFields={EDIT_DISPLAY_ONLY}
          selectFields={{ approver_status: APPROVER_OPTIONS, company_wide: APPROVER_OPTIONS }}
          fieldLabels={APPROVER_COLUMN_LABELS}
          onClose={() => setEditing(null)}
          onSave={(values) =>
            update.mutateAsync({
              user_id: editing.user_id,
              employee_id: editing.employee_id,
              approver_status: values.approver_status === '1',
              // Company-wide only for an approver: clearing the approver flag clears it too.
              company_wide: values.approver_status === '1' && values.company_wide === '1',
            })
          }
        />
      )}
    </Stack>
  );
}
