/** The Applications Approval sidebar count: applications waiting for the signed-in approver. */
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { usePermission } from '../../app/permissions';
import { useCurrentUser } from '../../app/sessionQueries';
import { pendingCountQuery } from './api';

export function PendingBadge() {
  const user = useCurrentUser();
  const permissions = usePermission('applicationsapproval');
  const approver = user?.employee[0]?.approver_status === true;
  const count = useQuery({ ...pendingCountQuery, enabled: approver && permissions.view });
  const n = count.data?.count ?? 0;
  if (!approver || n === 0) return null;
  return (
    <Badge size="sm" color="red" circle aria-label={`${n} waiting for approval`}>
      {n}
    </Badge>
  );
}
