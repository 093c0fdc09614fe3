/**
 * Opening balances on the year's cards (issue 23 section 1): the warning about employees hired
 * before the year's first payroll without an opening balance (their year figures count only the
 * payrolls processed in Sahod), and the 'Before Sahod' cell of a row.
 */
import { Alert, Text } from '@mantine/core';
import { formatPesos, OPENING_USE_TEXT } from '@sahod/shared';

/** One alert per warning text, naming the employees it is about; nothing when nobody is warned. */
export function OpeningWarnings({ rows }: { rows: readonly { name: string; warning?: string | null }[] }) {
  const byText = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.warning) continue;
    byText.set(r.warning, [...(byText.get(r.warning) ?? []), r.name]);
  }
  if (byText.size === 0) return null;
  return (
    <>
      {[...byText].map(([text, names]) => (
        <Alert key={text} color="yellow" variant="light" p="xs" data-testid="opening-warning">
          <Text size="sm" fw={500}>
            {text}
          </Text>
          <Text size="xs">{OPENING_USE_TEXT.employees(names)}</Text>
        </Alert>
      ))}
    </>
  );
}

/** 'Before Sahod' parts of a row ('-' without an opening balance): label (may be '') and amount pairs. */
export function beforeSahodCell(parts: readonly [string, number][] | null): string {
  if (!parts) return '-';
  return parts.map(([label, amount]) => `${label ? `${label} ` : ''}${formatPesos(amount)}`).join(' · ');
}
