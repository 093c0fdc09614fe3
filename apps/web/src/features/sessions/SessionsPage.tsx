/** Account > Sessions: the signed-in user's own sign-ins; ending the current one signs out. */
import { Stack, Text, Title } from '@mantine/core';
import { messageResponseSchema, type SignInSession, signInSessionsResponseSchema } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api/client';
import { clearToken } from '../../app/session';
import { SESSIONS_TEXT, SessionsList } from './SessionsList';

const key = ['me-sessions'] as const;

export function SessionsPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useQuery({
    queryKey: key,
    queryFn: () => api.get('/me/sessions', { schema: signInSessionsResponseSchema }),
  });
  const end = useMutation({
    mutationFn: (s: SignInSession) =>
      api.delete('/me/sessions', { query: { session_id: s.id }, schema: messageResponseSchema }),
    onSuccess: (_answer, s) => {
      if (s.current) {
        clearToken();
        navigate('/', { replace: true });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>{SESSIONS_TEXT.title}</Title>
      <Text>{SESSIONS_TEXT.intro}</Text>
      {sessions.data && (
        <SessionsList
          sessions={sessions.data.sessions}
          onEnd={(s) => end.mutate(s)}
          ending={end.isPending ? end.variables?.id : null}
        />
      )}
    </Stack>
  );
}
