/** A read-only view of one application, with the approver's decision and remarks (issue 10 §5). */
import { Alert, Badge, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ApplicationRow, formatManilaDateTime } from '@sahod/shared';
import type { ReactNode } from 'react';
import { ApplicationTrail } from './ApplicationTrail';

export const STATUS_COLOR: Record<string, string> = {
  'For Approval': 'yellow',
  Approved: 'teal',
  Rejected: 'red',
  Canceled: 'gray',
};

export const statusBadge = (row: ApplicationRow) => (
  <Badge color={STATUS_COLOR[row.approval_status] ?? 'gray'} variant="light" tt="none">
    {row.approval_status}
  </Badge>
);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '-'}
      </Text>
    </Stack>
  );
}

export function ApplicationDetails({ row }: { row: ApplicationRow }) {
  return (
    <Stack gap="sm">
      {row.credit_note && (
        <Alert color="teal" variant="light" data-testid="credit-note">
          {row.credit_note}
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <Item label="Employee">{`${row.employee_code} ${row.employee_name}`}</Item>
        <Item label="Application Type">{row.application_type}</Item>
        {row.remaining_credits != null && (
          <Item label={`Remaining Credits (${row.application_type})`}>
            <span data-testid="remaining-credits">{row.remaining_credits}</span>
          </Item>
        )}
        <Item label="Effective Date">{row.effective_date}</Item>
        <Item label="Time">{`${row.start_time.slice(0, 5)} - ${row.end_time.slice(0, 5)}`}</Item>
        <Item label="Particulars">{row.particulars}</Item>
        <Item label="Remarks">{row.remarks}</Item>
        <Item label="Approver">{row.approver}</Item>
        <Item label="Filed By">{row.filed_by ?? ''}</Item>
        <Item label="Date Created">{formatManilaDateTime(row.date_created)}</Item>
        <Item label="Approval Status">{statusBadge(row)}</Item>
        <Item label="Decided By">
          {row.delegate ? `${row.delegate} for ${row.approver}` : (row.decided_by ?? '')}
        </Item>
        <Item label="Decision Remarks">{row.decision_remarks}</Item>
      </SimpleGrid>
    </Stack>
  );
}

export function ApplicationView({ row, onClose }: { row: ApplicationRow | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Application" centered size="lg">
      {row && (
        <Stack gap="md">
          <ApplicationDetails row={row} />
          <ApplicationTrail logNo={row.log_no} />
        </Stack>
      )}
    </Modal>
  );
}
