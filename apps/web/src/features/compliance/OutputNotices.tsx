/** An output's unconfirmed-template notice and its warnings (what to fix before the file), shared by the cards. */
import { Alert, List, Text } from '@mantine/core';
import type { OutputWarning } from './outputsApi';
import { OUTPUT_TEXT } from './texts';

export function OutputNotices({ notice, warnings }: { notice: string | null; warnings: OutputWarning[] }) {
  return (
    <>
      {notice ? (
        <Alert color="yellow" p="xs">
          <Text size="xs">{notice}</Text>
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert color="orange" p="xs" title={OUTPUT_TEXT.warnings(warnings.length)}>
          <List size="xs">
            {warnings.map((w) => (
              <List.Item key={`${w.employee_id}-${w.field}`}>
                {w.name}: {w.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
