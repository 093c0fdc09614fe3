/**
 * Applications Approval (spec 2, 4, 6; issue 10 §3): only for a linked employee who is an
 * approver ('Linked employee is not an approver.'). Tabs For Approval, Rejected and Approved of the
 * applications whose approver is the current employee; Review only on For Approval (needs view),
 * the decision and remarks only with update. An approved one can be canceled with delete.
 */
import { Alert, Badge, Button, Group, Modal, Select, Stack, Tabs, Textarea, Title } from '@mantine/core';
import { APP_MSG, APP_TEXT, type ApplicationRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { useCurrentUser } from '../../app/sessionQueries';
import { DataTable, errorMessage, useConfirm } from '../../components';
import { ApplicationTrail } from './ApplicationTrail';
import { ApplicationDetails, statusBadge } from './ApplicationView';
import { applicationsQuery, useDecide, useDeleteApplication } from './api';

const COLUMNS = [
  'employee_code',
  'employee_name',
  'application_type',
  'effective_date',
  'start_time',
  'end_time',
  'particulars',
  'approval_status',
  'decision_remarks',
];
const TABS = ['For Approval', 'Rejected', 'Approved'] as const;

function ReviewModal({
  row,
  onClose,
  canDecide,
}: {
  row: ApplicationRow | null;
  onClose: () => void;
  canDecide: boolean;
}) {
  const [decision, setDecision] = useState<string | null>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string>();
  const decide = useDecide();
  const confirm = useConfirm();
  async function save() {
    if (!row || !decision) return;
    if (!(await confirm({ message: APP_MSG.confirmSave }))) return;
    try {
      await decide.mutateAsync({
        decision: decision === APP_TEXT.approve ? 'approve' : 'reject',
        log_no: row.log_no,
        remarks,
        application_type: row.application_type,
        employee_id: row.employee_id,
        shift_date: row.effective_date,
      });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, APP_MSG.alreadyDecided));
    }
  }
  return (
    <Modal opened={row !== null} onClose={onClose} title={APP_TEXT.review} centered size="lg">
      {row && (
        <Stack gap="md">
          <ApplicationDetails row={row} />
          <ApplicationTrail logNo={row.log_no} />
          {canDecide && (
            <>
              <Select
                label={APP_TEXT.decision}
                data={[APP_TEXT.approve, APP_TEXT.reject]}
                value={decision}
                onChange={setDecision}
                required
              />
              <Textarea
                label="Remarks"
                value={remarks}
                onChange={(e) => setRemarks(e.currentTarget.value)}
                maxLength={500}
              />
            </>
          )}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {canDecide && (
              <Button onClick={save} disabled={!decision || decide.isPending} loading={decide.isPending}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ApprovalScreen() {
  const permissions = usePermission();
  const list = useQuery(applicationsQuery('approval'));
  const cancel = useDeleteApplication('approval');
  const [tab, setTab] = useState<string>(TABS[0]);
  const [reviewing, setReviewing] = useState<ApplicationRow | null>(null);
  const rows = (status: string) => (list.data ?? []).filter((r) => r.approval_status === status);
  return (
    <Stack gap="md">
      <Title order={2}>{APP_TEXT.approvalHeading}</Title>
      <Tabs value={tab} onChange={(next) => setTab(next ?? TABS[0])}>
        <Tabs.List>
          {TABS.map((status) => (
            <Tabs.Tab
              key={status}
              value={status}
              rightSection={
                <Badge size="xs" variant="light">
                  {rows(status).length}
                </Badge>
              }
            >
              {status}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((status) => (
          <Tabs.Panel key={status} value={status} pt="md">
            <DataTable<ApplicationRow>
              label={`${APP_TEXT.approvalHeading} ${status}`}
              data={rows(status)}
              columns={COLUMNS}
              renderCell={{
                approval_status: statusBadge,
                start_time: (r) => r.start_time.slice(0, 5),
                end_time: (r) => r.end_time.slice(0, 5),
              }}
              loading={list.isPending}
              getRowId={(row) => String(row.log_no)}
              {...(status === 'For Approval'
                ? { onEdit: setReviewing, editLabel: APP_TEXT.review, canEdit: permissions.view }
                : {})}
              {...(status === 'Approved'
                ? {
                    onDelete: (row: ApplicationRow) => cancel(row.log_no),
                    deleteLabel: APP_TEXT.cancelApproved,
                    canDelete: permissions.delete,
                  }
                : {})}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ReviewModal
        key={reviewing?.log_no ?? 0}
        row={reviewing}
        onClose={() => setReviewing(null)}
        canDecide={permissions.update && reviewing?.waiting_for_me !== false}
      />
    </Stack>
  );
}

export function ApplicationsApprovalPage() {
  const user = useCurrentUser();
  const employee = user?.employee[0];
  if (!employee || employee.employee_id === null) return <Alert color="yellow">{APP_MSG.noEmployee}</Alert>;
  if (!employee.approver_status) return <Alert color="yellow">{APP_MSG.notApprover}</Alert>;
  return <ApprovalScreen />;
}
