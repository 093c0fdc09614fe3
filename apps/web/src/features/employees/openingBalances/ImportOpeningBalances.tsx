/**
 * Import of opening balances for everyone (issue 23 section 1), from the Employee List: download
 * the template (every employee's code and name filled in), fill it, choose it; the file is read
 * here (spreadsheet guard, Web Worker), the server previews every row with all its problems, and
 * once no row has a problem the user applies it: all rows in one transaction, or none.
 */
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  formatPesos,
  OPENING_BALANCE_LABELS,
  OPENING_BALANCE_MSG,
  OPENING_BALANCE_TEXT,
  type OpeningBalanceImportResponse,
  type OpeningBalanceImportRow,
} from '@sahod/shared';
import { useState } from 'react';
import { DataTable, errorMessage } from '../../../components';
import { notifySuccess } from '../../../components/notify';
import { downloadOpeningBalanceTemplate, useImportOpeningBalances } from './api';
import { readOpeningBalanceFile } from './sheet';

type Line = OpeningBalanceImportResponse['lines'][number];

const COLUMN_LABELS = {
  line: OPENING_BALANCE_TEXT.line,
  employee_code: OPENING_BALANCE_TEXT.employeeCode,
  name: OPENING_BALANCE_TEXT.employeeName,
  year: OPENING_BALANCE_LABELS.year,
  go_live_date: OPENING_BALANCE_LABELS.go_live_date,
  gross_compensation: OPENING_BALANCE_LABELS.gross_compensation,
  tax_withheld: OPENING_BALANCE_LABELS.tax_withheld,
  problems: OPENING_BALANCE_TEXT.problems,
};

/** Rows with problems first (a large file's problems are on the first pages), each in file order. */
const problemsFirst = (lines: readonly Line[]) => [
  ...lines.filter((l) => l.problems.length > 0),
  ...lines.filter((l) => l.problems.length === 0),
];

export function ImportOpeningBalancesButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} disabled={disabled}>
        {OPENING_BALANCE_TEXT.importButton}
      </Button>
      {open && <ImportModal onClose={() => setOpen(false)} />}
    </>
  );
}

function ImportModal({ onClose }: { onClose: () => void }) {
  const importRows = useImportOpeningBalances();
  const [rows, setRows] = useState<OpeningBalanceImportRow[] | null>(null);
  const [preview, setPreview] = useState<OpeningBalanceImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    setError(null);
    setPreview(null);
    setRows(null);
    try {
      const read = await readOpeningBalanceFile(file);
      setRows(read);
      setPreview(await importRows.mutateAsync({ rows: read, dry_run: true }));
    } catch (caught) {
      setError(errorMessage(caught, OPENING_BALANCE_MSG.unreadable));
    }
  }

  async function apply() {
    if (!rows) return;
    setError(null);
    try {
      const done = await importRows.mutateAsync({ rows, dry_run: false });
      notifySuccess(done.message);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, OPENING_BALANCE_MSG.unreadable));
    }
  }

  const canApply =
    preview !== null && preview.problem_rows === 0 && preview.lines.length > 0 && !importRows.isPending;

  return (
    <Modal opened onClose={onClose} title={OPENING_BALANCE_TEXT.importTitle} size="90%" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {OPENING_BALANCE_TEXT.importHint}
        </Text>
        <Group>
          <Button variant="default" onClick={() => void downloadOpeningBalanceTemplate()}>
            {OPENING_BALANCE_TEXT.template}
          </Button>
          <FileButton onChange={choose} accept=".xlsx,.xls,.csv">
            {(props) => (
              <Button variant="light" {...props} loading={importRows.isPending && preview === null}>
                {OPENING_BALANCE_TEXT.chooseFile}
              </Button>
            )}
          </FileButton>
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {preview && preview.problem_rows > 0 && (
          <Alert color="red" role="alert">
            {OPENING_BALANCE_MSG.importProblems(preview.problem_rows)}
          </Alert>
        )}
        {preview && preview.problem_rows === 0 && (
          <Alert color="green">{OPENING_BALANCE_TEXT.noProblems}</Alert>
        )}
        {preview && (
          <DataTable<Line>
            label={OPENING_BALANCE_TEXT.importTitle}
            data={problemsFirst(preview.lines)}
            columns={Object.keys(COLUMN_LABELS)}
            columnLabels={COLUMN_LABELS}
            renderCell={{
              gross_compensation: (row) =>
                row.gross_compensation === null ? '' : formatPesos(row.gross_compensation),
              tax_withheld: (row) => (row.tax_withheld === null ? '' : formatPesos(row.tax_withheld)),
              problems: (row) =>
                row.problems.length > 0 ? (
                  <List size="sm" c="red">
                    {row.problems.map((p) => (
                      <List.Item key={p}>{p}</List.Item>
                    ))}
                  </List>
                ) : row.replaces ? (
                  OPENING_BALANCE_TEXT.replaces
                ) : (
                  ''
                ),
            }}
            getRowId={(row) => String(row.line)}
          />
        )}
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={apply} disabled={!canApply} loading={importRows.isPending && preview !== null}>
            {OPENING_BALANCE_TEXT.apply(preview?.lines.length ?? 0)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
