/**
 * The one shared table of the product (spec 2 "Shared data table"): search, sort, pages of 10 or 20,
 * a 500 px scrolling body, label mapping and the Edit/Delete actions with their confirmations.
 * Layout (issue 15): dense one-line rows whose long values truncate (full text on hover); a table
 * wider than its card scrolls inside the card with the Actions column kept in view.
 * Long tables (issue 12, 10,000 payroll rows): with `scrollRows` every shown row scrolls in the
 * 500 px body instead of pages, and past 100 rows only the rows in view are rendered
 * (@tanstack/react-virtual); search, sort, the sticky header and the Actions column work the same.
 */
import { Group, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { MSG } from '@sahod/shared';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { matchesSearch } from './cellValues.ts';
import classes from './DataTable.module.css';
import { ACTIONS_COLUMN_ID, buildColumns, tableFields } from './dataTableColumns.tsx';
import { RowActions } from './RowActions.tsx';
import { TableHeaderCell } from './TableHeaderCell.tsx';
import { TablePagination } from './TablePagination.tsx';
import { UI_TEXT } from './texts.ts';

export type TableRecord = Record<string, unknown>;

/** What a server-side table asks its server for: the page, the (debounced) search and the sort. */
export interface ServerTableQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Trimmed; '' for none. */
  search: string;
  sort?: { column: string; desc: boolean };
}

/** Server mode (issue 28 §4): `data` is one page; the server searches, sorts, pages and counts. */
export interface ServerTableOptions {
  /** Rows matching the search on every page (shown, and the pager's page count). */
  total: number;
  /** Called with the first query and whenever the page, size, search or sort changes; keep it stable. */
  onQueryChange: (query: ServerTableQuery) => void;
}

/** The search is sent this long after the last keystroke. */
export const SERVER_SEARCH_DEBOUNCE_MS = 300;

export interface DataTableProps<T extends TableRecord> {
  data: readonly T[];
  /** Fields to show, in order; default every key found in the data. */
  columns?: readonly string[];
  hiddenColumns?: readonly string[];
  /** Header labels that replace columnLabel(field) for this table. */
  columnLabels?: Readonly<Record<string, string>>;
  /** Rows per page at first; the user can switch between 10 and 20. Default 10. */
  pageSize?: number;
  onEdit?: (row: T) => void;
  /** Called after the user confirmed; the Delete button spins until the promise settles. */
  onDelete?: (row: T) => unknown;
  editLabel?: string;
  deleteLabel?: string;
  /** Without the permission the button is shown disabled. Default true. */
  canEdit?: boolean;
  canDelete?: boolean;
  /** Delete asks the user to type exactly `DELETE {row[typedDeleteField]}`. */
  typedDeleteField?: keyof T & string;
  /** The exact text to type for this row, when `DELETE {field}` does not fit it (e.g. a draft). */
  typedDeleteText?: (row: T) => string | undefined;
  /** A reason this row cannot be deleted: Delete is disabled and the reason shown beside it. */
  deleteBlockedReason?: (row: T) => string | null;
  /** A blocked row shows only its reason, without a disabled Delete. */
  hideBlockedDelete?: boolean;
  /** The delete question; default 'Are you sure you want to delete?'. */
  deleteConfirmMessage?: string;
  /** Receives the rows the search and sort currently show (all pages), e.g. for Export. */
  onShownRowsChange?: (rows: T[]) => void;
  /** Custom cell content per field (money formatting, links, badges). */
  renderCell?: Readonly<Partial<Record<string, (row: T) => ReactNode>>>;
  /** More buttons in the actions column, after Edit and Delete. */
  extraActions?: (row: T) => ReactNode;
  /** Shows 'Loading...' instead of the empty state while the first fetch runs. */
  loading?: boolean;
  getRowId?: (row: T, index: number) => string;
  /** Accessible name of the table. */
  label?: string;
  /** Content beside the search box, e.g. an Add button. */
  toolbar?: ReactNode;
  /** A totals row under the rows (by column key; the first column says Total when it has none). */
  totals?: Readonly<Record<string, ReactNode>>;
  /**
   * Every shown row scrolls in the body instead of pages of 10 or 20; past 100 rows only the rows
   * in view are rendered (virtualised), so 10,000 rows stay responsive.
   */
  scrollRows?: boolean;
  /** Pages, sort and search done by the server (see ServerTableOptions); not with scrollRows. */
  server?: ServerTableOptions;
}

const PAGE_SIZE_OPTIONS = [10, 20] as const;

const BODY_MAX_HEIGHT = 500;
/** Up to this many rows a scrolling table renders them all; longer ones only what is in view. */
const PLAIN_ROWS = 100;
/** A dense one-line row's height, until the rendered rows are measured. */
const ROW_HEIGHT = 37;

export function DataTable<T extends TableRecord>({
  data,
  columns,
  hiddenColumns,
  columnLabels,
  pageSize = 10,
  onEdit,
  onDelete,
  editLabel = UI_TEXT.edit,
  deleteLabel = UI_TEXT.delete,
  canEdit = true,
  canDelete = true,
  typedDeleteField,
  typedDeleteText,
  deleteBlockedReason,
  hideBlockedDelete,
  deleteConfirmMessage,
  onShownRowsChange,
  renderCell,
  extraActions,
  loading = false,
  getRowId,
  label,
  toolbar,
  totals,
  scrollRows = false,
  server,
}: DataTableProps<T>) {
  const [search, setSearch] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const serverMode = server !== undefined;
  const [sentSearch, setSentSearch] = useState('');
  useEffect(() => {
    if (!serverMode) return;
    const timer = setTimeout(() => setSentSearch(search.trim()), SERVER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, serverMode]);
  const onQueryChange = server?.onQueryChange;
  const sortColumn = sorting[0]?.id;
  const sortDesc = sorting[0]?.desc ?? false;
  useEffect(() => {
    onQueryChange?.({
      page: pagination.pageIndex + 1,
      pageSize: pagination.pageSize,
      search: sentSearch,
      ...(sortColumn ? { sort: { column: sortColumn, desc: sortDesc } } : {}),
    });
  }, [onQueryChange, pagination.pageIndex, pagination.pageSize, sentSearch, sortColumn, sortDesc]);

  const hasActions = Boolean(onEdit || onDelete || extraActions);
  const fields = useMemo(() => tableFields(data, columns, hiddenColumns), [data, columns, hiddenColumns]);
  const columnDefs = useMemo(
    () =>
      buildColumns<T>(fields, {
        columnLabels,
        renderCell,
        actionsLabel: UI_TEXT.actions,
        renderActions: hasActions
          ? (row) => (
              <RowActions
                row={row}
                onEdit={onEdit}
                onDelete={onDelete}
                editLabel={editLabel}
                deleteLabel={deleteLabel}
                canEdit={canEdit}
                canDelete={canDelete}
                typedDeleteField={typedDeleteField}
                typedDeleteText={typedDeleteText}
                deleteBlockedReason={deleteBlockedReason}
                hideBlockedDelete={hideBlockedDelete}
                deleteConfirmMessage={deleteConfirmMessage}
                extraActions={extraActions}
              />
            )
          : undefined,
      }),
    [
      fields,
      columnLabels,
      renderCell,
      hasActions,
      onEdit,
      onDelete,
      editLabel,
      deleteLabel,
      canEdit,
      canDelete,
      typedDeleteField,
      typedDeleteText,
      deleteBlockedReason,
      hideBlockedDelete,
      deleteConfirmMessage,
      extraActions,
    ],
  );

  const table = useReactTable<T>({
    data: data as T[],
    columns: columnDefs,
    state: { globalFilter: search, sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    globalFilterFn: (row, columnId, query: string) => matchesSearch(row.getValue(columnId), query),
    // Search every shown value, whatever its type (TanStack's default skips non-string columns).
    getColumnCanGlobalFilter: () => true,
    sortDescFirst: false,
    enableSortingRemoval: false,
    // A refetch (e.g. after an edit) keeps the user's page; only a new search goes back to page 1.
    autoResetPageIndex: false,
    manualPagination: serverMode,
    manualSorting: serverMode,
    manualFiltering: serverMode,
    ...(server ? { rowCount: server.total } : {}),
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const pageCount = table.getPageCount();
  // Deleting the last row of the last page would otherwise leave the user on an empty page.
  useEffect(() => {
    if (pageCount > 0 && pagination.pageIndex > pageCount - 1) {
      setPagination((current) => ({ ...current, pageIndex: pageCount - 1 }));
    }
  }, [pageCount, pagination.pageIndex]);

  const shownRows = table.getSortedRowModel().rows;
  // Tell the caller only when the shown rows really change: callers often pass a new but equal
  // array (e.g. `data ?? []`) on every render.
  const lastShown = useRef<readonly T[] | null>(null);
  useEffect(() => {
    if (!onShownRowsChange) return;
    const next = shownRows.map((row) => row.original);
    const previous = lastShown.current;
    if (previous && previous.length === next.length && previous.every((row, i) => row === next[i])) return;
    lastShown.current = next;
    onShownRowsChange(next);
  }, [shownRows, onShownRowsChange]);

  const rows = scrollRows ? shownRows : table.getRowModel().rows;
  const viewport = useRef<HTMLDivElement>(null);
  const virtual = scrollRows && rows.length > PLAIN_ROWS;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
    // Before the first measurement (and in tests): the body's full height.
    initialRect: { width: 0, height: BODY_MAX_HEIGHT },
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const rendered = virtual ? items.map((item) => rows[item.index]).filter((row) => row !== undefined) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = Math.max(table.getVisibleLeafColumns().length, 1);
  const pageSizeOptions = [...new Set<number>([...PAGE_SIZE_OPTIONS, pageSize])].sort((a, b) => a - b);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={UI_TEXT.search}
          placeholder={MSG.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPagination((current) => ({ ...current, pageIndex: 0 }));
          }}
          w={280}
        />
        {toolbar}
      </Group>
      <ScrollArea.Autosize mah={BODY_MAX_HEIGHT} type="auto" offsetScrollbars="x" viewportRef={viewport}>
        <Table
          className={classes.table}
          striped
          highlightOnHover
          stickyHeader
          verticalSpacing={6}
          horizontalSpacing="sm"
          fz="sm"
          aria-label={label}
          aria-busy={loading}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <Table.Tr key={headerGroup.id}>
                {headerGroup.headers.map((header) => (
                  <TableHeaderCell key={header.id} header={header} />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {padTop > 0 && <Spacer height={padTop} columns={columnCount} />}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text ta="center" c="dimmed" size="sm" py="md">
                    {loading ? MSG.loading : MSG.noRecords}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rendered.map((row, i) => (
                <Table.Tr
                  key={row.id}
                  ref={virtual ? virtualizer.measureElement : undefined}
                  data-index={virtual ? items[i]?.index : undefined}
                >
                  {row.getVisibleCells().map((cell) =>
                    cell.column.id === ACTIONS_COLUMN_ID ? (
                      <Table.Td key={cell.id} className={classes.actions}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ) : (
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))
            )}
            {padBottom > 0 && <Spacer height={padBottom} columns={columnCount} />}
          </Table.Tbody>
          {totals && rows.length > 0 ? (
            <Table.Tfoot>
              <Table.Tr data-testid="datatable-totals">
                {table.getVisibleLeafColumns().map((column, i) => (
                  <Table.Th key={column.id}>{totals[column.id] ?? (i === 0 ? UI_TEXT.total : null)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </ScrollArea.Autosize>
      {/* Nothing to page through: the empty state stands alone (no 'Page 1 of 1'). */}
      {server && server.total > 0 && (
        <Text size="sm" c="dimmed" data-testid="datatable-total">
          {UI_TEXT.recordCount(server.total)}
        </Text>
      )}
      {(server ? server.total > 0 : shownRows.length > 0) && !scrollRows && (
        <TablePagination
          page={pagination.pageIndex + 1}
          pageCount={pageCount}
          onPageChange={(page) => table.setPageIndex(page - 1)}
          pageSize={pagination.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPageSizeChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
        />
      )}
    </Stack>
  );
}

/** The height of the rows above or below the rendered ones in a virtualised table. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr data-spacer style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
