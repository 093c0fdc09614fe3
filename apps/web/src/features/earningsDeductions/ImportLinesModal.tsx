/**
 * Import of a record's lines from a spreadsheet (issue 11): the file is read here, the server
 * previews the rows (unknown codes, codes repeated in the file, employees already on the record)
 * and, once the user confirms a clean preview, writes every line in one transaction.
 */
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IMPORT_MSG, type RecordImportResponse, type RecordKind } from '@sahod/shared';
import { useState } from 'react';
import { DataTable, errorMessage } from '../../components';
import { reportFailure, useImportLines } from './api';
import { type ImportRow, readImportFile } from './importSheet';
import { pesosText, recordsError } from './recordView';
import { PAY_TEXT, RECORD_LABELS } from './texts';

type PreviewLine = RecordImportResponse['lines'][number];

export function ImportLinesButton({
  kind,
  recordId,
  amountLabel,
  disabled,
}: {
  kind: RecordKind;
  recordId: number;
  amountLabel: string;
  disabled: boolean;
}) {
  const importLines = useImportLines(kind);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [preview, setPreview] = useState<RecordImportResponse | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const wrap = recordsError(kind);

  async function choose(file: File | null) {
    if (!file) return;
    setFileError(null);
    setPreview(null);
    try {
      const read = await readImportFile(file);
      setRows(read);
      setPreview(await importLines.mutateAsync({ record_id: recordId, rows: read, dry_run: true }));
    } catch (error) {
      setRows([]);
      setFileError(errorMessage(error, IMPORT_MSG.unreadable));
    }
  }

  async function write() {
    if (!rows) return;
    try {
      await importLines.mutateAsync({ record_id: recordId, rows, dry_run: false });
      close();
    } catch (error) {
      reportFailure(error, wrap);
    }
  }

  function close() {
    setRows(null);
    setPreview(null);
    setFileError(null);
  }

  const problems = preview
    ? [
        preview.unknown_codes.length > 0 ? IMPORT_MSG.unknownCodes(preview.unknown_codes) : '',
        preview.repeated_codes.length > 0 ? IMPORT_MSG.repeatedCodes(preview.repeated_codes) : '',
        preview.already_on_record.length > 0 ? IMPORT_MSG.alreadyOnRecord(preview.already_on_record) : '',
      ].filter((p) => p !== '')
    : [];
  const canWrite =
    preview !== null && problems.length === 0 && preview.lines.length > 0 && !importLines.isPending;

  return (
    <>
      <FileButton onChange={choose} accept=".xlsx,.xls,.csv" disabled={disabled}>
        {(props) => (
          <Button
            variant="light"
            {...props}
            disabled={disabled}
            loading={importLines.isPending && rows === null}
          >
            {PAY_TEXT.importFile}
          </Button>
        )}
      </FileButton>
      {rows !== null && (
        <Modal opened onClose={close} title={PAY_TEXT.importTitle} size="lg" centered>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {PAY_TEXT.importHint}
            </Text>
            {fileError && (
              <Alert color="red" role="alert">
                {fileError}
              </Alert>
            )}
            {problems.length > 0 && (
              <Alert color="red" title={PAY_TEXT.importProblems} role="alert">
                <List size="sm">
                  {problems.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {preview && (
              <DataTable<PreviewLine>
                label={PAY_TEXT.importTitle}
                data={preview.lines}
                columns={['employee_code', 'name', 'amount', 'input_column']}
                columnLabels={{ ...RECORD_LABELS, amount: amountLabel }}
                renderCell={{ amount: (row) => pesosText(row.amount) }}
                getRowId={(row) => String(row.employee_id)}
              />
            )}
            <Group justify="end">
              <Button variant="default" onClick={close}>
                {PAY_TEXT.close}
              </Button>
              <Button
                onClick={write}
                disabled={!canWrite}
                loading={importLines.isPending && preview !== null}
              >
                {PAY_TEXT.importLines(preview?.lines.length ?? 0)}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
