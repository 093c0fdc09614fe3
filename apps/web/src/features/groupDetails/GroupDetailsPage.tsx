/**
 * Group Details (spec 2 "Setup", 3 "Group record", 5 "Group records"): choose a group, then a table
 * of its entries (code hidden) with create, edit and delete. Pay periods are read-only. Salary
 * groups also show their Pay Basis, Annual Factor, Day Rate and Hour Rate. Further tabs: Minimum Wages
 * and each company's Work Week (its default rest days, issue 22).
 */
import { Alert, Button, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  COMPANY_WORK_WEEK_TEXT,
  formatPesos,
  GROUP_FIELDS,
  GROUP_LABELS,
  GROUP_MSG,
  type GroupKey,
  type GroupRow,
  isGroupKey,
  isReadOnlyGroup,
  MINIMUM_WAGE_TEXT,
  PAY_BASIS_LABELS,
  type PayBasis,
  REMINDER_TEXT,
  TAX_MODE_LABELS,
  type TaxMode,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { usePermission } from '../../app/permissions';
import { DataTable } from '../../components';
import { ApprovalRemindersSection } from '../delegation/ApprovalRemindersSection';
import { groupEntriesQuery, useDeleteGroupEntry, useGroupOptions, useSaveGroupEntry } from './api';
import { CompanyWorkWeekSection } from './CompanyWorkWeekSection';
import { GroupEntryModal } from './GroupEntryModal';
import { MinimumWagesSection } from './MinimumWagesSection';
import { GROUP_TEXT } from './texts';

type TableRow = GroupRow;

/** Salary rows carry the engine's Day Rate and Hour Rate from the server (issue 21). */
function withRates(_group: GroupKey, rows: readonly GroupRow[]): TableRow[] {
  return [...rows];
}

const money = (field: string) => (row: TableRow) => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'number' ? formatPesos(value) : '';
};

function cellRenderers(group: GroupKey): Record<string, (row: TableRow) => ReactNode> {
  const renderers: Record<string, (row: TableRow) => ReactNode> = {};
  for (const field of GROUP_FIELDS[group])
    if (field.kind === 'amount') renderers[field.key] = money(field.key);
  if (group === 'salary_group') {
    renderers.hour_rate = money('hour_rate');
    renderers.pay_basis = (row) => PAY_BASIS_LABELS[(row as { pay_basis: PayBasis }).pay_basis];
  }
  if (group === 'w_tax_group') {
    renderers.tax_mode = (row) => TAX_MODE_LABELS[(row as { tax_mode: TaxMode }).tax_mode];
    renderers.minimum_wage_earner = (row) =>
      (row as { minimum_wage_earner: boolean }).minimum_wage_earner ? GROUP_TEXT.yes : GROUP_TEXT.no;
  }
  return renderers;
}

function columnsOf(group: GroupKey): string[] {
  const fields = GROUP_FIELDS[group].map((f) => f.key);
  if (group === 'salary_group') return [...fields, 'hour_rate'];
  if (group === 'pay_period') return [...fields, 'period_days'];
  return fields;
}

function columnLabelsOf(group: GroupKey): Record<string, string> {
  const labels: Record<string, string> = { day_rate: GROUP_TEXT.dayRate, hour_rate: GROUP_TEXT.hourRate };
  for (const field of GROUP_FIELDS[group]) labels[field.key] = field.label;
  return labels;
}

function GroupTable({ group }: { group: GroupKey }) {
  const permissions = usePermission();
  const { data, isPending } = useQuery(groupEntriesQuery(group));
  const save = useSaveGroupEntry();
  const deletion = useDeleteGroupEntry();
  const [editing, setEditing] = useState<{ row?: GroupRow } | null>(null);
  const readOnly = isReadOnlyGroup(group);
  const rows = useMemo(() => withRates(group, data ?? []), [group, data]);
  const renderers = useMemo(() => cellRenderers(group), [group]);
  const columns = useMemo(() => columnsOf(group), [group]);
  const labels = useMemo(() => columnLabelsOf(group), [group]);

  return (
    <Stack gap="sm">
      {readOnly && (
        <Alert color="gray" variant="light">
          {GROUP_TEXT.readOnlyNote}
        </Alert>
      )}
      {group === 'w_tax_group' && (
        <Text size="sm" c="dimmed">
          {GROUP_TEXT.taxNote}
        </Text>
      )}
      <DataTable<TableRow>
        label={GROUP_TEXT.tableLabel(GROUP_LABELS[group])}
        data={rows}
        columns={columns}
        hiddenColumns={['code']}
        columnLabels={labels}
        renderCell={renderers}
        loading={isPending}
        getRowId={(row) => String(row.code)}
        onEdit={readOnly ? undefined : (row) => setEditing({ row })}
        onDelete={readOnly ? undefined : (row) => deletion.remove({ group, code: row.code })}
        canEdit={permissions.update}
        canDelete={permissions.delete}
        toolbar={
          readOnly ? undefined : (
            <Button onClick={() => setEditing({})} disabled={!permissions.create}>
              {GROUP_TEXT.createNew}
            </Button>
          )
        }
      />
      <GroupEntryModal
        key={`${group}-${editing?.row?.code ?? 'new'}`}
        group={group}
        row={editing?.row}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSave={(entry) => save.mutateAsync({ mode: editing?.row ? 'edit' : 'add', group, data: entry })}
      />
    </Stack>
  );
}

export function GroupDetailsPage() {
  const options = useGroupOptions();
  const [group, setGroup] = useState<GroupKey | null>(null);
  return (
    <Stack gap="md">
      <Title order={2}>{GROUP_TEXT.title}</Title>
      <Tabs defaultValue="groups" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="groups">{GROUP_TEXT.groupsTab}</Tabs.Tab>
          <Tabs.Tab value="minimumWages">{MINIMUM_WAGE_TEXT.title}</Tabs.Tab>
          <Tabs.Tab value="workWeek">{COMPANY_WORK_WEEK_TEXT.title}</Tabs.Tab>
          <Tabs.Tab value="approvalReminders">{REMINDER_TEXT.tab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="groups" pt="md">
          <Stack gap="md">
            <Select
              label={GROUP_TEXT.chooseGroup}
              placeholder={GROUP_TEXT.chooseGroupPlaceholder}
              data={options}
              value={group}
              onChange={(value) => setGroup(isGroupKey(value) ? value : null)}
              allowDeselect={false}
              w={320}
            />
            {group ? (
              <GroupTable key={group} group={group} />
            ) : (
              <Text c="dimmed" size="sm">
                {GROUP_MSG.chooseGroup}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="minimumWages">
          <MinimumWagesSection />
        </Tabs.Panel>
        <Tabs.Panel value="workWeek">
          <CompanyWorkWeekSection />
        </Tabs.Panel>
        <Tabs.Panel value="approvalReminders">
          <ApprovalRemindersSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
