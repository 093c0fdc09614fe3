/**
 * The permission matrix of one role (spec 2 "User Roles", 6): every module grouped like the
 * sidebar, View/Create/Update/Delete checkboxes and an All toggle per row.
 */
import { Checkbox, ScrollArea, Table, Text } from '@mantine/core';
import type { RolePermissionRow } from '@sahod/shared';
import { Fragment } from 'react';
import { allState, FLAGS, type Flag, groupRows } from './permissionMatrix';
import { ROLES_TEXT } from './texts';

export interface PermissionMatrixProps {
  rows: readonly RolePermissionRow[];
  disabled: boolean;
  /** Whether the signed-in user may turn this flag on (nobody grants what they lack). */
  canGrant?: (moduleKey: string, flag: Flag) => boolean;
  /**
   * Flags that must stay ticked on this role (the last administrators hold it); they are disabled
   * and described by the element with id `lockedReasonId`.
   */
  isLocked?: (moduleKey: string, flag: Flag) => boolean;
  lockedReasonId?: string;
  onFlag: (moduleId: number, flag: Flag, checked: boolean) => void;
  onAll: (moduleId: number, checked: boolean) => void;
}

const FLAG_LABEL: Record<Flag, string> = {
  view: ROLES_TEXT.view,
  create: ROLES_TEXT.create,
  update: ROLES_TEXT.update,
  delete: ROLES_TEXT.delete,
};

export function PermissionMatrix({
  rows,
  disabled,
  canGrant = () => true,
  isLocked = () => false,
  lockedReasonId,
  onFlag,
  onAll,
}: PermissionMatrixProps) {
  const groups = groupRows(rows);
  return (
    <ScrollArea.Autosize mah={600} type="auto">
      <Table striped highlightOnHover stickyHeader aria-label={ROLES_TEXT.matrixLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ROLES_TEXT.module}</Table.Th>
            <Table.Th ta="center">{ROLES_TEXT.all}</Table.Th>
            {FLAGS.map((flag) => (
              <Table.Th key={flag} ta="center">
                {FLAG_LABEL[flag]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Fragment key={group.groupId}>
              <Table.Tr>
                <Table.Th colSpan={2 + FLAGS.length} bg="var(--mantine-color-gray-1)">
                  <Text fw={600} size="sm">
                    {group.name}
                  </Text>
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => {
                const state = allState(row);
                const blocked = (flag: Flag) => row[flag] !== 1 && !canGrant(row.key, flag);
                const locked = (flag: Flag) => row[flag] === 1 && isLocked(row.key, flag);
                const anyLocked = FLAGS.some(locked);
                return (
                  <Table.Tr key={row.module_id} data-module={row.key}>
                    <Table.Td pl="lg">{row.name}</Table.Td>
                    <Table.Td>
                      <Checkbox
                        mx="auto"
                        w="fit-content"
                        aria-label={ROLES_TEXT.flagLabel(ROLES_TEXT.all, row.name)}
                        checked={state === 'all'}
                        indeterminate={state === 'some'}
                        disabled={
                          disabled ||
                          (state !== 'all' && FLAGS.some(blocked)) ||
                          (state === 'all' && anyLocked)
                        }
                        aria-describedby={anyLocked ? lockedReasonId : undefined}
                        onChange={() => onAll(row.module_id, state !== 'all')}
                      />
                    </Table.Td>
                    {FLAGS.map((flag) => (
                      <Table.Td key={flag}>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          aria-label={ROLES_TEXT.flagLabel(FLAG_LABEL[flag], row.name)}
                          checked={row[flag] === 1}
                          disabled={
                            disabled || blocked(flag) || (flag !== 'view' && blocked('view')) || locked(flag)
                          }
                          aria-describedby={locked(flag) ? lockedReasonId : undefined}
                          onChange={(event) => onFlag(row.module_id, flag, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
