/**
 * The 'Add Document' / 'Edit Document' modal (spec 2, 4 "Document modal", 5 "Documents"): type,
 * reference number, date submitted, Has Expiry with Valid Until (unticking resets it), and the file.
 * Save checks the form with the server's messages, confirms, and keeps the modal open on failure.
 */
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DOCUMENT_MSG, type DocumentRow, MSG, manilaDateOf } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, UI_TEXT, useConfirm } from '../../../../components';
import { documentTypesQuery, useSaveDocument } from './api';
import { checkDocumentForm, initialDocumentForm, withHasExpiry } from './documentForm';
import { DOCUMENT_ACCEPT, DOCUMENT_TEXT } from './texts';

export interface DocumentFormModalProps {
  employeeId: number;
  /** The document being edited; absent when adding. */
  document?: DocumentRow | undefined;
  onClose: () => void;
}

export function DocumentFormModal({ employeeId, document, onClose }: DocumentFormModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={document ? DOCUMENT_MSG.editTitle : DOCUMENT_MSG.addTitle}
      centered
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <DocumentForm employeeId={employeeId} document={document} onClose={onClose} onBusyChange={setBusy} />
    </Modal>
  );
}

function DocumentForm({
  employeeId,
  document,
  onClose,
  onBusyChange,
}: DocumentFormModalProps & { onBusyChange: (busy: boolean) => void }) {
  const mode = document ? 'edit' : 'add';
  const confirm = useConfirm();
  const types = useQuery(documentTypesQuery);
  const save = useSaveDocument(employeeId);
  const [state, setState] = useState(() => initialDocumentForm(document));
  const [problem, setProblem] = useState<{ message: string; info?: boolean } | null>(null);
  const [busy, setBusyState] = useState(false);
  const today = manilaDateOf(new Date());

  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusyChange(value);
  };
  const update = (changes: Partial<typeof state>) => {
    setProblem(null);
    setState((current) => ({ ...current, ...changes }));
  };

  async function handleSave() {
    const checked = checkDocumentForm(state, mode, document);
    if (!checked.ok) {
      setProblem({ message: checked.message, info: checked.noChanges === true });
      return;
    }
    setBusy(true);
    try {
      if (!(await confirm({ message: MSG.saveConfirm }))) return;
      await save.mutateAsync({
        values: checked.values,
        file: state.file,
        ...(document ? { originalReference: document.reference_no } : {}),
      });
      onClose();
    } catch (error) {
      setProblem({ message: errorMessage(error, DOCUMENT_MSG.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void handleSave();
      }}
    >
      <Stack gap="sm">
        <Select
          label={DOCUMENT_TEXT.documentType}
          data={types.data ?? []}
          value={state.document_type_id === '' ? null : state.document_type_id}
          onChange={(value) => update({ document_type_id: value ?? '' })}
          searchable
          withAsterisk
          disabled={busy}
        />
        <TextInput
          label={DOCUMENT_TEXT.referenceNumber}
          value={state.reference_no}
          onChange={(event) => update({ reference_no: event.currentTarget.value })}
          withAsterisk
          maxLength={100}
          disabled={busy}
        />
        <TextInput
          label={DOCUMENT_TEXT.dateSubmitted}
          type="date"
          value={state.date_submitted}
          max={today}
          onChange={(event) => update({ date_submitted: event.currentTarget.value })}
          withAsterisk
          disabled={busy}
        />
        <Checkbox
          label={DOCUMENT_TEXT.hasExpiry}
          checked={state.has_expiry}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setProblem(null);
            setState((current) => withHasExpiry(current, checked));
          }}
          disabled={busy}
        />
        <TextInput
          label={DOCUMENT_TEXT.validUntil}
          type="date"
          value={state.date_expiry}
          min={state.date_submitted || undefined}
          onChange={(event) => update({ date_expiry: event.currentTarget.value })}
          withAsterisk={state.has_expiry}
          disabled={busy || !state.has_expiry}
        />
        <FileInput
          label={DOCUMENT_TEXT.file}
          placeholder={DOCUMENT_TEXT.filePlaceholder}
          description={
            document?.filename ? DOCUMENT_TEXT.currentFile(document.filename) : DOCUMENT_TEXT.fileHint
          }
          accept={DOCUMENT_ACCEPT}
          value={state.file}
          onChange={(file) => update({ file })}
          clearable
          withAsterisk={mode === 'add'}
          disabled={busy}
        />
        {document && !document.filepath && (
          <Text size="sm" c="dimmed">
            {DOCUMENT_TEXT.noFile}
          </Text>
        )}
        {problem && (
          <Alert
            color={problem.info ? 'blue' : 'red'}
            variant="light"
            role="alert"
            data-testid="document-problem"
          >
            {problem.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {UI_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {UI_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
