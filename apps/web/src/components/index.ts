/** The shared building blocks every screen composes: table, form modal, confirmations, alerts. */
export type { ConfirmOptions } from './ConfirmContent.tsx';
export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal.tsx';
export {
  DataTable,
  type DataTableProps,
  SERVER_SEARCH_DEBOUNCE_MS,
  type ServerTableOptions,
  type ServerTableQuery,
  type TableRecord,
} from './DataTable.tsx';
export { type AppModals, LazyModalsProvider, useAppModals } from './LazyModals.tsx';
export { alreadyReported, errorMessage, notifyError, notifyFailure, notifySuccess } from './notify.ts';
export type { SelectOption } from './RecordField.tsx';
export { RecordFormModal, type RecordFormModalProps } from './RecordFormModal.tsx';
export { UI_TEXT } from './texts.ts';
export { useConfirm } from './useConfirm.tsx';
export { useConfirmedSave } from './useConfirmedSave.ts';
