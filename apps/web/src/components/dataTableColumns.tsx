/** Which fields a data table shows and the TanStack column definitions for them. */

import { columnLabel } from '@sahod/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cellText, compareCellValues } from './cellValues.ts';
import classes from './DataTable.module.css';
import { TableCellValue } from './TableCellValue.tsx';

export const ACTIONS_COLUMN_ID = '__actions';

/**
 * One line of a cell, cut with an ellipsis when too long, the whole text on hover: what the cell
 * shows when that is plain text (a formatted amount), else the value's own text.
 */
function TruncatedCell({ content, value }: { content: ReactNode; value: unknown }) {
  const title =
    typeof content === 'string' || typeof content === 'number' ? String(content) : cellText(value);
  return (
    <div className={classes.cell} title={title || undefined}>
      {content}
    </div>
  );
}

/** The explicit column list, or every key that occurs in the data in order of appearance. */
export function tableFields(
  data: readonly Record<string, unknown>[],
  columns: readonly string[] | undefined,
  hiddenColumns: readonly string[] = [],
): string[] {
  const hidden = new Set(hiddenColumns);
  const fields = columns ?? [...new Set(data.flatMap((row) => Object.keys(row)))];
  return fields.filter((field) => !hidden.has(field));
}

export interface ColumnOptions<T> {
  columnLabels?: Readonly<Record<string, string>> | undefined;
  renderCell?: Readonly<Partial<Record<string, (row: T) => ReactNode>>> | undefined;
  /** Renders the actions cell; no actions column when undefined. */
  renderActions?: ((row: T) => ReactNode) | undefined;
  actionsLabel: string;
}

export function buildColumns<T extends Record<string, unknown>>(
  fields: readonly string[],
  { columnLabels, renderCell, renderActions, actionsLabel }: ColumnOptions<T>,
): ColumnDef<T>[] {
  const columns: ColumnDef<T>[] = fields.map((field) => ({
    id: field,
    accessorFn: (row: T) => row[field],
    header: columnLabels?.[field] ?? columnLabel(field),
    sortingFn: (a, b, columnId) => compareCellValues(a.getValue(columnId), b.getValue(columnId)),
    cell: ({ row }) => {
      const custom = renderCell?.[field];
      const value = row.original[field];
      const content = custom ? custom(row.original) : <TableCellValue field={field} value={value} />;
      return <TruncatedCell content={content} value={value} />;
    },
  }));
  if (renderActions) {
    columns.push({
      id: ACTIONS_COLUMN_ID,
      header: actionsLabel,
      enableSorting: false,
      enableGlobalFilter: false,
      cell: ({ row }) => renderActions(row.original),
    });
  }
  return columns;
}
