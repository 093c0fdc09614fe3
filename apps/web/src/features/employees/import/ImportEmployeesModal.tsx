/**
 * 'Import Employees' on the Employee List (issue 23 §4): download the template, choose the filled
 * .xlsx or .csv, read the server's preview (every problem of every row), then import all rows in
 * one go; the list reloads with them. Nothing is written while any row has a problem.
 */
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { EMPLOYEE_IMPORT_MSG, type EmployeeImportPreview } from '@sahod/shared';
import { useState } from 'react';
import { DataTable, errorMessage } from '../../../components';
import { downloadTemplate, useApplyImport, usePreviewImport } from './api';
import { IMPORT_TEXT } from './texts';

interface PreviewRow extends Record<string, unknown> {
  row: number;
  employee_code: string;
  name: string;
  company: string;
  problems: string;
  list: EmployeeImportPreview['rows'][number]['problems'];
}

const COLUMN_LABELS = {
  row: 'Row',
  employee_code: 'Employee Code',
  name: 'Name',
  company: 'Company',
  problems: 'Problems',
};

export function ImportEmployeesButton({ disabled }: { disabled: boolean }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} disabled={disabled}>
        {EMPLOYEE_IMPORT_MSG.action}
      </Button>
      {opened && <ImportEmployeesModal onClose={() => setOpened(false)} />}
    </>
  );
}

function ImportEmployeesModal({ onClose }: { onClose: () => void }) {
  const preview = usePreviewImport();
  const apply = useApplyImport();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<EmployeeImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(chosen: File | null) {
    if (!chosen) return;
    setFile(chosen);
    setResult(null);
    setError(null);
    try {
      setResult(await preview.mutateAsync(chosen));
    } catch (failure) {
      setError(errorMessage(failure, EMPLOYEE_IMPORT_MSG.unreadable));
    }
  }

  async function importAll() {
    if (!file) return;
    setError(null);
    try {
      await apply.mutateAsync(file);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, EMPLOYEE_IMPORT_MSG.unreadable));
    }
  }

  const rows: PreviewRow[] = (result?.rows ?? []).map((r) => ({
    row: r.row,
    employee_code: r.employee_code,
    name: r.name,
    company: r.company,
    problems: r.problems.map((p) => p.message).join(' '),
    list: r.problems,
  }));
  const ready = result !== null && result.with_problems === 0;

  return (
    <Modal opened onClose={onClose} title={EMPLOYEE_IMPORT_MSG.action} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {IMPORT_TEXT.hint}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => downloadTemplate('xlsx')}>
            {IMPORT_TEXT.templateXlsx}
          </Button>
          <Button variant="default" size="xs" onClick={() => downloadTemplate('csv')}>
            {IMPORT_TEXT.templateCsv}
          </Button>
          <FileButton onChange={choose} accept=".xlsx,.csv">
            {(props) => (
              <Button size="xs" {...props} loading={preview.isPending}>
                {IMPORT_TEXT.chooseFile}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text size="sm" data-testid="import-file-name">
              {file.name}
            </Text>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {result && (
          <Alert color={ready ? 'green' : 'red'} role="status">
            {result.message}
            {result.leave_types.length > 0 && ` ${IMPORT_TEXT.leaveTypes(result.leave_types)}`}
          </Alert>
        )}
        {result && (
          <DataTable<PreviewRow>
            label={IMPORT_TEXT.previewLabel}
            data={rows}
            columns={['row', 'employee_code', 'name', 'company', 'problems']}
            columnLabels={COLUMN_LABELS}
            getRowId={(row) => String(row.row)}
            renderCell={{
              problems: (row) =>
                row.list.length === 0 ? (
                  <Text size="sm" c="green">
                    {IMPORT_TEXT.noProblem}
                  </Text>
                ) : (
                  <List size="sm" c="red">
                    {row.list.map((p) => (
                      <List.Item key={`${p.column}:${p.message}`}>{p.message}</List.Item>
                    ))}
                  </List>
                ),
            }}
          />
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {IMPORT_TEXT.close}
          </Button>
          <Button onClick={importAll} disabled={!ready} loading={apply.isPending}>
            {IMPORT_TEXT.importRows(result?.total ?? 0)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
