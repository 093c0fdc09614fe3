/** User Accounts: one account's sign-ins; with the update right, each can be ended. */
import { Modal } from '@mantine/core';
import { messageResponseSchema, type SignInSession, signInSessionsResponseSchema } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { SESSIONS_TEXT, SessionsList } from './SessionsList';

export function UserSessionsModal({
  userId,
  username,
  canEnd,
  onClose,
}: {
  userId: number;
  username: string;
  canEnd: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const key = ['user-sessions', userId];
  const sessions = useQuery({
    queryKey: key,
    queryFn: () =>
      api.get('/useraccounts/sessions', { query: { user_id: userId }, schema: signInSessionsResponseSchema }),
  });
  const end = useMutation({
    mutationFn: (s: SignInSession) =>
      api.delete('/useraccounts/sessions', {
        query: { user_id: userId, session_id: s.id },
        schema: messageResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <Modal opened onClose={onClose} title={SESSIONS_TEXT.userTitle(username)} size="lg">
      {sessions.data && (
        <SessionsList
          sessions={sessions.data.sessions}
          onEnd={canEnd ? (s) => end.mutate(s) : undefined}
          ending={end.isPending ? end.variables?.id : null}
        />
      )}
    </Modal>
  );
}
