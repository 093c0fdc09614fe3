/** A column header; sortable headers are buttons and announce their order through aria-sort. */
import { Group, Table, UnstyledButton } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';

const SORT_ARIA = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

export function TableHeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <Table.Th>{content}</Table.Th>;
  const sorted = header.column.getIsSorted();
  return (
    <Table.Th aria-sort={sorted ? SORT_ARIA[sorted] : 'none'}>
      <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          <span>{content}</span>
          <span aria-hidden>{sorted ? SORT_MARK[sorted] : ''}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
