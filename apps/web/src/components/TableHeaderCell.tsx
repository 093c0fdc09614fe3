/**
 * A column header. A sortable header is one button filling the whole cell, announcing its order
 * through aria-sort and showing a sort mark on hover (the order's arrow once sorted).
 */
import { Table, UnstyledButton } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';
import classes from './DataTable.module.css';
import { ACTIONS_COLUMN_ID } from './dataTableColumns.tsx';

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;

export function TableHeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const actions = header.column.id === ACTIONS_COLUMN_ID ? classes.actions : undefined;
  if (!header.column.getCanSort()) {
    return (
      <Table.Th className={actions} style={{ whiteSpace: 'nowrap' }}>
        {content}
      </Table.Th>
    );
  }
  const sorted = header.column.getIsSorted();
  return (
    <Table.Th aria-sort={sorted ? SORT_ARIA[sorted] : 'none'} className={classes.headerCell}>
      <UnstyledButton
        className={classes.sortButton}
        data-sort={sorted || 'none'}
        onClick={header.column.getToggleSortingHandler()}
      >
        <span>{content}</span>
        {/* The mark (↕, ▲ or ▼) is drawn by the style sheet, so it is not part of the name. */}
        <span className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
