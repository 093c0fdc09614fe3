/** The data table's pager: rows per page, 'Page X of Y', first/prev, page numbers, next/last. */
import { Box, Button, Group, NativeSelect, Text } from '@mantine/core';
import { pageItems } from './pageItems.ts';
import { UI_TEXT } from './texts.ts';

export interface TablePaginationProps {
  /** 1-based current page. */
  page: number;
  /** Number of pages; shown as at least 1 so an empty table reads 'Page 1 of 1'. */
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageSizeChange: (pageSize: number) => void;
}

export function TablePagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
}: TablePaginationProps) {
  const total = Math.max(pageCount, 1);
  const onFirst = page <= 1;
  const onLast = page >= total;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm">
        <NativeSelect
          label={UI_TEXT.rowsPerPage}
          size="xs"
          w={90}
          data={pageSizeOptions.map(String)}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        />
        <Text size="sm" aria-live="polite">
          {UI_TEXT.pageOf(Math.min(page, total), total)}
        </Text>
      </Group>
      <Box component="nav" aria-label={UI_TEXT.pagination}>
        <Group gap={4}>
          <Button size="xs" variant="default" disabled={onFirst} onClick={() => onPageChange(1)}>
            {UI_TEXT.first}
          </Button>
          <Button size="xs" variant="default" disabled={onFirst} onClick={() => onPageChange(page - 1)}>
            {UI_TEXT.prev}
          </Button>
          {pageItems(page, total).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                size="xs"
                variant={item === page ? 'filled' : 'default'}
                aria-label={UI_TEXT.pageNumber(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            ) : (
              <Text key={item} size="sm" px={4} aria-hidden>
                …
              </Text>
            ),
          )}
          <Button size="xs" variant="default" disabled={onLast} onClick={() => onPageChange(page + 1)}>
            {UI_TEXT.next}
          </Button>
          <Button size="xs" variant="default" disabled={onLast} onClick={() => onPageChange(total)}>
            {UI_TEXT.last}
          </Button>
        </Group>
      </Box>
    </Group>
  );
}
