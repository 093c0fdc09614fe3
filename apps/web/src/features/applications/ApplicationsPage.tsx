/**
 * Applications and Applications Proxy (spec 2, 6; issue 10 §1-2): the one DataTable (search,
 * sort, 10 per page) with Create New (create), View (always) and Delete (delete). Delete shows only
 * where the server lets it succeed (issue 27 section 3): an application still 'For Approval' (the
 * own list holds only one's own; Proxy deletes any employee's); other rows say why not. Applications shows the signed-in employee's own; without
 * a linked employee it shows 'No employee assigned to this user account.'. Proxy shows every
 * employee's, with who filed each.
 */
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { APP_MSG, APP_TEXT, type ApplicationRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../app/permissions';
import { useCurrentUser } from '../../app/sessionQueries';
import { DataTable } from '../../components';
import { ApplicationFormModal } from './ApplicationFormModal';
import { ApplicationView, statusBadge } from './ApplicationView';
import { applicationsQuery, useDeleteApplication } from './api';

const OWN_COLUMNS = [
  'application_type',
  'effective_date',
  'start_time',
  'end_time',
  'particulars',
  'approver',
  'approval_status',
  'decision_remarks',
];
const PROXY_COLUMNS = ['employee_code', 'employee_name', ...OWN_COLUMNS, 'filed_by'];

/**
 * The list's columns. On a phone (issue 22 section 4) only what fits a 390 px screen, the approval
 * status first, so it shows without scrolling sideways; View opens the rest.
 */
export function applicationColumns(scope: 'own' | 'proxy', phone: boolean): string[] {
  if (phone)
    return scope === 'own'
      ? ['approval_status', 'application_type', 'effective_date']
      : ['approval_status', 'employee_name', 'effective_date'];
  return scope === 'own' ? OWN_COLUMNS : PROXY_COLUMNS;
}

/**
 * Why a row cannot be deleted (the server's rule: only 'For Approval', APP_MSG.deleteOnlyPending),
 * short enough for the actions column: 'Approved: cannot be deleted'; null when it can.
 */
export const deleteBlockedReason = (row: ApplicationRow): string | null =>
  row.approval_status === 'For Approval' ? null : `${row.approval_status}: cannot be deleted`;

function ApplicationsScreen({ scope, employeeId }: { scope: 'own' | 'proxy'; employeeId: number | null }) {
  const permissions = usePermission();
  const list = useQuery(applicationsQuery(scope));
  const remove = useDeleteApplication(scope);
  const [viewing, setViewing] = useState<ApplicationRow | null>(null);
  const [creating, setCreating] = useState(false);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Title order={2}>{scope === 'own' ? APP_TEXT.applicationsHeading : APP_TEXT.proxyHeading}</Title>
      <DataTable<ApplicationRow>
        label={scope === 'own' ? APP_TEXT.applicationsHeading : APP_TEXT.proxyHeading}
        data={list.data ?? []}
        columns={applicationColumns(scope, phone)}
        renderCell={{
          approval_status: statusBadge,
          start_time: (r) => r.start_time.slice(0, 5),
          end_time: (r) => r.end_time.slice(0, 5),
        }}
        loading={list.isPending}
        getRowId={(row) => String(row.log_no)}
        onEdit={setViewing}
        editLabel={APP_TEXT.view}
        canEdit
        onDelete={permissions.delete ? (row) => remove(row.log_no) : undefined}
        deleteBlockedReason={deleteBlockedReason}
        hideBlockedDelete
        toolbar={
          <Button onClick={() => setCreating(true)} disabled={!permissions.create}>
            {APP_TEXT.createNew}
          </Button>
        }
      />
      <ApplicationView row={viewing} onClose={() => setViewing(null)} />
      {creating && (
        <ApplicationFormModal
          scope={scope}
          opened
          onClose={() => setCreating(false)}
          ownEmployeeId={employeeId}
        />
      )}
    </Stack>
  );
}

export function ApplicationsPage() {
  const user = useCurrentUser();
  const employeeId = user?.employee[0]?.employee_id ?? null;
  if (employeeId === null) return <Alert color="yellow">{APP_MSG.noEmployee}</Alert>;
  return <ApplicationsScreen scope="own" employeeId={employeeId} />;
}

export function ApplicationsProxyPage() {
  return <ApplicationsScreen scope="proxy" employeeId={null} />;
}
