/**
 * An output's unconfirmed-template notice and its warnings (what to fix before the file), shared by
 * the cards; each employee links to the profile section where the number is entered.
 */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
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
                {/* Every number, the payroll account and the position are in Employment Details. */}
                <Anchor
                  component={Link}
                  to={`/employees/${w.employee_id}?section=employment`}
                  size="xs"
                  title={OUTPUT_TEXT.fixIt}
                >
                  {w.name}
                </Anchor>
                : {w.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}
