/**
 * Dropdown Records (spec 2 "Setup", 3 "Dropdown record", 5 "Dropdown records"): choose a dropdown
 * (and, for departments and designations, the parent company and department), then a table of
 * Entry No. and Name with Edit, Delete ('Confirm Delete?'), search, sort, Export and Create New.
 */
import { Button, Group, Menu, Select, Stack, Text, Title } from '@mantine/core';
import {
  DROPDOWN_MSG,
  dropdownSelectionProblem,
  dropdownValueProblem,
  isRecordListKey,
  RECORD_LISTS,
  type RecordListKey,
} from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePermission } from '../../app/permissions';
import { DataTable, notifyError, RecordFormModal, type SelectOption } from '../../components';
import { ApplicationTypesCard } from './ApplicationTypesCard';
import {
  dropdownQuery,
  toOptions,
  toRecordRows,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
} from './api';
import { type ExportFormat, exportBlob, exportFileName, type RecordRow, saveFile } from './exportRecords';
import { DROPDOWN_TEXT } from './texts';

const FALLBACK_LISTS: SelectOption[] = RECORD_LISTS.map((list) => ({ value: list.key, label: list.label }));
const COLUMN_LABELS = { code: DROPDOWN_TEXT.entryNo, name: DROPDOWN_TEXT.name };
const COLUMNS = ['code', 'name'];

const labelOf = (options: readonly SelectOption[], value: string | null) =>
  options.find((o) => o.value === value)?.label ?? '';

/** The lists to choose from: the server's DD=list, or the known lists while it loads. */
function useListOptions(): SelectOption[] {
  const { data } = useQuery({ ...dropdownQuery('list'), select: toOptions });
  const known = (data ?? []).filter((option) => isRecordListKey(option.value));
  return known.length > 0 ? known : FALLBACK_LISTS;
}

function ExportMenu({ rows, title }: { rows: readonly RecordRow[]; title: string }) {
  const run = async (format: ExportFormat) =>
    saveFile(await exportBlob(rows, title, format), exportFileName(title, format));
  return (
    <Menu position="bottom-end" withinPortal={false}>
      <Menu.Target>
        <Button variant="default">{DROPDOWN_TEXT.export}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>{DROPDOWN_TEXT.exportCsv}</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>{DROPDOWN_TEXT.exportXlsx}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function DropdownRecordsPage() {
  const permissions = usePermission();
  const compliance = usePermission('compliance');
  const listOptions = useListOptions();
  const [dd, setDd] = useState<RecordListKey | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ row?: RecordRow } | null>(null);
  const create = useCreateRecord();
  const update = useUpdateRecord();
  const deletion = useDeleteRecord();

  const needsCompany = dd === 'department' || dd === 'designation';
  const companies = useQuery({ ...dropdownQuery('company'), enabled: needsCompany, select: toOptions });
  const departments = useQuery({
    ...dropdownQuery('department', companyId ?? ''),
    enabled: dd === 'designation' && companyId !== null,
    select: toOptions,
  });
  const companyOptions = companies.data ?? [];
  const departmentOptions = departments.data ?? [];

  // The parent whose children the table lists; null while it is still to be chosen.
  const parent = dd === 'department' ? companyId : dd === 'designation' ? departmentId : '';
  const records = useQuery({
    ...dropdownQuery(dd ?? '', parent ?? ''),
    enabled: dd !== null && parent !== null,
    select: toRecordRows,
  });
  const rows = dd !== null && parent !== null ? (records.data ?? []) : [];
  // Export writes what the table shows: the search's matches, in the user's sort order.
  const [shownRows, setShownRows] = useState<RecordRow[]>([]);

  const listLabel = labelOf(listOptions, dd);
  const parentLabel =
    dd === 'department'
      ? labelOf(companyOptions, companyId)
      : dd === 'designation'
        ? labelOf(departmentOptions, departmentId)
        : '';
  const exportTitle = parentLabel ? `${listLabel} - ${parentLabel}` : listLabel || DROPDOWN_TEXT.title;

  const hint =
    dd === null
      ? DROPDOWN_TEXT.chooseDropdown
      : dd === 'department' && companyId === null
        ? DROPDOWN_TEXT.chooseCompany
        : dd === 'designation' && departmentId === null
          ? DROPDOWN_TEXT.chooseDepartment
          : null;

  const openCreate = () => {
    const problem = dropdownSelectionProblem({
      dd: dd ?? '',
      company_id: companyId === null ? null : Number(companyId),
      department_id: departmentId === null ? null : Number(departmentId),
    });
    if (problem) notifyError(problem);
    else setEditing({});
  };

  const save = async (values: Record<string, unknown>) => {
    if (dd === null) return;
    const descr = String(values.name ?? '');
    if (editing?.row) await update.mutateAsync({ dd, id: editing.row.code, descr });
    else
      await create.mutateAsync({
        dd,
        descr,
        company_id: companyId === null ? null : Number(companyId),
        department_id: dd === 'designation' && departmentId !== null ? Number(departmentId) : null,
      });
  };

  // Called by the table after the user confirmed 'Confirm Delete?'.
  const remove = async (row: RecordRow) => {
    if (dd === null) return;
    await deletion.mutateAsync({ dd, id: row.code });
  };

  return (
    <Stack gap="md">
      <Title order={2}>{DROPDOWN_TEXT.title}</Title>
      <Group align="flex-end" gap="md">
        <Select
          label={DROPDOWN_TEXT.dropdown}
          placeholder={DROPDOWN_TEXT.dropdownPlaceholder}
          data={listOptions}
          value={dd}
          onChange={(value) => {
            setDd(isRecordListKey(value) ? value : null);
            setEditing(null);
          }}
          allowDeselect={false}
          searchable
          w={260}
        />
        {needsCompany && (
          <Select
            label={DROPDOWN_TEXT.company}
            placeholder={DROPDOWN_TEXT.companyPlaceholder}
            data={companyOptions}
            value={companyId}
            onChange={(value) => {
              setCompanyId(value);
              setDepartmentId(null);
            }}
            searchable
            clearable
            w={300}
          />
        )}
        {dd === 'designation' && (
          <Select
            label={DROPDOWN_TEXT.department}
            placeholder={DROPDOWN_TEXT.departmentPlaceholder}
            data={departmentOptions}
            value={departmentId}
            onChange={setDepartmentId}
            disabled={companyId === null}
            searchable
            clearable
            w={300}
          />
        )}
        {dd === 'company' && compliance.view && (
          // Each company's employer details (TIN, SSS, PhilHealth, Pag-IBIG numbers) live on Compliance.
          <Button component={Link} to="/compliance" variant="default">
            {DROPDOWN_TEXT.companySettings}
          </Button>
        )}
      </Group>
      {hint && (
        <Text c="dimmed" size="sm">
          {hint}
        </Text>
      )}
      <DataTable<RecordRow>
        label={DROPDOWN_TEXT.tableLabel(listLabel || DROPDOWN_TEXT.title)}
        data={rows}
        columns={COLUMNS}
        columnLabels={COLUMN_LABELS}
        loading={dd !== null && parent !== null && records.isPending}
        getRowId={(row) => String(row.code)}
        onEdit={(row) => setEditing({ row })}
        canEdit={permissions.update}
        onDelete={remove}
        canDelete={permissions.delete}
        deleteLabel={DROPDOWN_TEXT.delete}
        deleteConfirmMessage={DROPDOWN_MSG.deleteConfirm}
        onShownRowsChange={setShownRows}
        toolbar={
          <Group gap="sm">
            <ExportMenu rows={shownRows} title={exportTitle} />
            <Button onClick={openCreate} disabled={!permissions.create}>
              {DROPDOWN_TEXT.createNew}
            </Button>
          </Group>
        }
      />
      <RecordFormModal
        key={`${dd}-${editing?.row?.code ?? 'new'}`}
        opened={editing !== null && dd !== null}
        onClose={() => setEditing(null)}
        mode={editing?.row ? 'edit' : 'add'}
        failureMessage={editing?.row ? DROPDOWN_MSG.editFailed : DROPDOWN_MSG.addFailed}
        title={editing?.row ? DROPDOWN_TEXT.editTitle(listLabel) : DROPDOWN_TEXT.addTitle(listLabel)}
        record={{ name: editing?.row?.name ?? '' }}
        fields={['name']}
        // Optional for the generic form, so an empty value reaches the spec's own message below.
        optionalFields={['name']}
        validate={(values) => dropdownValueProblem(String(values.name ?? '')) ?? undefined}
        onSave={save}
      />
      <ApplicationTypesCard canUpdate={permissions.update} />
    </Stack>
  );
}
