/**
 * A scrolling list that renders only the visible rows (a file of 500 employees x 2 months gives
 * 30,000 rows): fixed row height, a header row of the same grid columns.
 */
import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

const ROW_HEIGHT = 30;
/** Up to this many rows are all rendered; longer lists render only what is in view. */
const PLAIN_ROWS = 100;

export interface VirtualRowsProps {
  count: number;
  columns: string;
  header: ReactNode;
  renderRow: (index: number) => ReactNode;
  testId: string;
  maxHeight?: number;
}

export function VirtualRows({
  count,
  columns,
  header,
  renderRow,
  testId,
  maxHeight = 240,
}: VirtualRowsProps) {
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parent.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items =
    count <= PLAIN_ROWS
      ? Array.from({ length: count }, (_, index) => ({ key: index, index, start: index * ROW_HEIGHT }))
      : virtualizer.getVirtualItems();
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        None
      </Text>
    );
  }
  return (
    <Box data-testid={testId} data-count={count}>
      <Box
        style={{ display: 'grid', gridTemplateColumns: columns, gap: 8, fontWeight: 600, fontSize: 13 }}
        px={4}
        py={4}
      >
        {header}
      </Box>
      <Box
        ref={parent}
        style={{ maxHeight, overflowY: 'auto', border: '1px solid #dee2e6', borderRadius: 4 }}
      >
        <Box style={{ height: count * ROW_HEIGHT, position: 'relative' }}>
          {items.map((item) => (
            <Box
              key={item.key}
              role="row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
                display: 'grid',
                gridTemplateColumns: columns,
                gap: 8,
                alignItems: 'center',
                fontSize: 13,
                borderBottom: '1px solid #f1f3f5',
              }}
              px={4}
            >
              {renderRow(item.index)}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
