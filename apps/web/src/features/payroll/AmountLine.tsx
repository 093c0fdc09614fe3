/** One label and peso amount line of the Payroll Summary (the breakdown, the year-end adjustment). */
import { Group, Text } from '@mantine/core';
import { peso } from './summary';

export function AmountLine({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {peso(value)}
      </Text>
    </Group>
  );
}
