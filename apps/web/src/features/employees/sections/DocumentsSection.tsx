/**
 * Employee Forms and Documents (spec 2 "Employee profile", 6): the table with Document Type,
 * Reference Number (opens the file), Date Submitted, Valid Until ('No Expiry' when none) and
 * Actions (Edit: update, Delete: delete), 'Create New' (create) and the document modal.
 */
import { Anchor, Button } from '@mantine/core';
import { DOCUMENT_MSG, type DocumentRow } from '@sahod/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermission } from '../../../app/permissions';
import { DataTable, UI_TEXT, useConfirm } from '../../../components';
import { documentsQuery, openDocument, useDeleteDocument } from './documents/api';
import { DocumentFormModal } from './documents/DocumentFormModal';
import { DOCUMENT_TEXT } from './documents/texts';

const COLUMNS = ['document_type', 'reference_no', 'date_submitted', 'date_expiry'] as const;
const LABELS = {
  document_type: DOCUMENT_TEXT.documentType,
  reference_no: DOCUMENT_TEXT.referenceNumber,
  date_submitted: DOCUMENT_TEXT.dateSubmitted,
  date_expiry: DOCUMENT_TEXT.validUntil,
};

export function validUntil(row: DocumentRow): string {
  return row.has_expiry && row.date_expiry ? row.date_expiry : DOCUMENT_MSG.noExpiry;
}

function ReferenceLink({ row }: { row: DocumentRow }) {
  const [opening, setOpening] = useState(false);
  if (!row.filepath) return <>{row.reference_no}</>;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      title={DOCUMENT_TEXT.openFile(row.filename ?? row.reference_no)}
      disabled={opening}
      onClick={async () => {
        setOpening(true);
        try {
          await openDocument(row);
        } finally {
          setOpening(false);
        }
      }}
    >
      {row.reference_no}
    </Anchor>
  );
}

const RENDERERS = {
  reference_no: (row: DocumentRow) => <ReferenceLink row={row} />,
  date_expiry: validUntil,
};

export function DocumentsSection({ employeeId }: { employeeId: number }) {
  const permissions = usePermission('employee_management');
  const documents = useQuery(documentsQuery(employeeId));
  const remove = useDeleteDocument(employeeId);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<{ document?: DocumentRow } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  async function deleteDocument(row: DocumentRow) {
    const confirmed = await confirm({
      title: UI_TEXT.deleteTitle,
      message: DOCUMENT_MSG.deleteConfirm,
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(row.reference_no);
    try {
      await remove.mutateAsync(row);
    } catch {
      // The mutation shows the spec's failure alert.
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <DataTable<DocumentRow>
        label={DOCUMENT_TEXT.tableLabel}
        data={documents.data ?? []}
        columns={COLUMNS}
        columnLabels={LABELS}
        renderCell={RENDERERS}
        loading={documents.isPending}
        getRowId={(row) => row.reference_no}
        onEdit={(row) => setEditing({ document: row })}
        canEdit={permissions.update}
        extraActions={(row) => (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={!permissions.delete}
            loading={deleting === row.reference_no}
            onClick={() => deleteDocument(row)}
          >
            {DOCUMENT_TEXT.delete}
          </Button>
        )}
        toolbar={
          <Button onClick={() => setEditing({})} disabled={!permissions.create}>
            {DOCUMENT_MSG.createNew}
          </Button>
        }
      />
      {editing && (
        <DocumentFormModal
          employeeId={employeeId}
          document={editing.document}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
