/**
 * An application's approval trail (issue 27 §1): who decided at each level, when, with what
 * remarks, and who it waits for now ('Waiting for: Level 2 — Reyes, Ana'). A single-approver
 * application shows its one approver and decision the same way. Quiet: a trail that cannot be
 * read leaves the rest of the view as it is.
 */
import { Stack, Text } from '@mantine/core';
import { applicationTrailSchema, CHAIN_TEXT, decisionText, waitingText } from '@sahod/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { applicationKeys } from './api';

export const trailQuery = (logNo: number) =>
  queryOptions({
    queryKey: [...applicationKeys.all, 'trail', logNo] as const,
    queryFn: () =>
      api.get('/applications/trail', {
        query: { log_no: logNo },
        quiet: true,
        schema: applicationTrailSchema,
      }),
  });

/** compact: the decisions and the wait only (My Sahod's cards); otherwise every level too. */
export function ApplicationTrail({ logNo, compact = false }: { logNo: number; compact?: boolean }) {
  const trail = useQuery(trailQuery(logNo));
  if (!trail.data) return null;
  const { levels, waiting, chained } = trail.data;
  return (
    <Stack gap={2} data-testid="approval-trail" aria-label={CHAIN_TEXT.trail}>
      {!compact && (
        <Text size="xs" c="dimmed">
          {CHAIN_TEXT.trail}
        </Text>
      )}
      {!compact &&
        chained &&
        levels.map((l) => (
          <Text size="sm" key={`level-${l.level}`} c="dimmed">
            {`${CHAIN_TEXT.level(l.level)} (${l.mode === 'all' ? CHAIN_TEXT.allMode : CHAIN_TEXT.anyMode}): ${l.approvers
              .map((a) => a.name)
              .join('; ')} — ${l.state}`}
          </Text>
        ))}
      {levels.flatMap((l) =>
        l.decisions.map((d) => (
          <Text size="sm" key={`${l.level}-${d.employee_id}`}>
            {decisionText(d, l.level)}
            {d.remarks ? ` — ${d.remarks}` : ''}
          </Text>
        )),
      )}
      {waiting && (
        <Text size="sm" fw={600}>
          {waitingText(waiting)}
        </Text>
      )}
    </Stack>
  );
}
