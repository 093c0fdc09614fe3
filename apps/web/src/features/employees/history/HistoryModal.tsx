/**
 * The history modal (spec 2 "Employee profile"): a table of Form, Edited At (Manila time, the one
 * format of every time shown: issue 22) and
 * 'View Changes', which opens the nested 'Changes in {form} on {time}' modal with Field, Old Value
 * and New Value. Fields whose name contains '_id' are hidden and names are humanised.
 */
import { Button, Modal, Table, Text } from '@mantine/core';
import { type EmployeeHistoryEntry, formatManilaDateTime, visibleHistoryChanges } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components';
import { historyQuery } from '../api';
import { EMPLOYEES_TEXT } from '../texts';

/** History fields stored as 0/1 flags: shown as people read them. */
const FLAG_FIELDS = new Set(['has_expiry']);

/** A changed value as text: empty for none, Yes/No for flags, JSON for anything structured. */
export function changeText(value: unknown, field = ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? EMPLOYEES_TEXT.yes : EMPLOYEES_TEXT.no;
  if (FLAG_FIELDS.has(field) && (value === 0 || value === 1))
    return value === 1 ? EMPLOYEES_TEXT.yes : EMPLOYEES_TEXT.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function HistoryModal({
  employeeId,
  opened,
  onClose,
}: {
  employeeId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const history = useQuery({ ...historyQuery(employeeId), enabled: opened });
  const [viewing, setViewing] = useState<EmployeeHistoryEntry | null>(null);

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={EMPLOYEES_TEXT.historyTitle} size="xl" centered>
        <DataTable<EmployeeHistoryEntry>
          label={EMPLOYEES_TEXT.historyLabel}
          data={history.data ?? []}
          columns={['descr', 'timestamp', 'edited_by']}
          columnLabels={{
            descr: EMPLOYEES_TEXT.form,
            timestamp: EMPLOYEES_TEXT.editedAt,
            edited_by: EMPLOYEES_TEXT.editedBy,
          }}
          renderCell={{
            timestamp: (row) => formatManilaDateTime(row.timestamp),
            // The account that saved (its username is kept even after the account is deleted).
            edited_by: (row) => row.edited_by ?? EMPLOYEES_TEXT.removedAccount,
          }}
          loading={history.isPending}
          getRowId={(row) => String(row.log_no)}
          extraActions={(row) => (
            <Button size="xs" variant="light" onClick={() => setViewing(row)}>
              {EMPLOYEES_TEXT.viewChanges}
            </Button>
          )}
        />
      </Modal>
      <ChangesModal entry={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

function ChangesModal({ entry, onClose }: { entry: EmployeeHistoryEntry | null; onClose: () => void }) {
  const rows = entry ? visibleHistoryChanges(entry.changes) : [];
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={entry ? EMPLOYEES_TEXT.changesTitle(entry.descr, formatManilaDateTime(entry.timestamp)) : ''}
      size="lg"
      centered
      zIndex={310}
    >
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {EMPLOYEES_TEXT.noVisibleChanges}
        </Text>
      ) : (
        <Table striped aria-label={EMPLOYEES_TEXT.viewChanges}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{EMPLOYEES_TEXT.field}</Table.Th>
              <Table.Th>{EMPLOYEES_TEXT.oldValue}</Table.Th>
              <Table.Th>{EMPLOYEES_TEXT.newValue}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.field}>
                <Table.Td>{row.label}</Table.Td>
                <Table.Td>{changeText(row.old, row.field)}</Table.Td>
                <Table.Td>{changeText(row.new, row.field)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
