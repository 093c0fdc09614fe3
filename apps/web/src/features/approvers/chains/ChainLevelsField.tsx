/**
 * The ordered levels of a chain (issue 27 §1): each level picks its approvers and whether any one
 * of them or all must approve; Up and Down reorder, Remove drops a level, Add Level appends one.
 */
import { ActionIcon, Button, Group, MultiSelect, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { CHAIN_TEXT, type ChainMode } from '@sahod/shared';
import type { SelectOption } from '../../../components';
import { type LevelDraft, levelsText, parseLevels } from './chainForm';

interface Props {
  label: string;
  value: string;
  onChange: (next: string) => void;
  disabled: boolean;
  approvers: readonly SelectOption[];
}

export function ChainLevelsField({ label, value, onChange, disabled, approvers }: Props) {
  const levels = parseLevels(value);
  const set = (next: LevelDraft[]) => onChange(levelsText(next));
  const move = (from: number, to: number) => {
    const next = [...levels];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    set(next);
  };
  const edit = (index: number, change: Partial<LevelDraft>) =>
    set(levels.map((l, i) => (i === index ? { ...l, ...change } : l)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {levels.map((level, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a level is its position in the chain.
        <Paper key={i} withBorder p="xs" data-testid={`chain-level-${i + 1}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {CHAIN_TEXT.level(i + 1)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${CHAIN_TEXT.level(i + 1)} up`}
                  disabled={disabled || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${CHAIN_TEXT.level(i + 1)} down`}
                  disabled={disabled || i === levels.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  aria-label={`Remove ${CHAIN_TEXT.level(i + 1)}`}
                  disabled={disabled || levels.length === 1}
                  onClick={() => set(levels.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
            <MultiSelect
              label={`${CHAIN_TEXT.level(i + 1)} approvers`}
              data={approvers.map((a) => ({ value: a.value, label: a.label }))}
              value={level.approver_ids.map(String)}
              onChange={(ids) => edit(i, { approver_ids: ids.map(Number) })}
              searchable
              disabled={disabled}
              comboboxProps={{ withinPortal: false }}
            />
            <SegmentedControl
              aria-label={`${CHAIN_TEXT.level(i + 1)} mode`}
              size="xs"
              value={level.mode}
              onChange={(mode) => edit(i, { mode: mode as ChainMode })}
              disabled={disabled}
              data={[
                { value: 'any', label: CHAIN_TEXT.anyMode },
                { value: 'all', label: CHAIN_TEXT.allMode },
              ]}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={disabled}
          onClick={() => set([...levels, { mode: 'any', approver_ids: [] }])}
        >
          {CHAIN_TEXT.addLevel}
        </Button>
      </Group>
    </Stack>
  );
}
