/**
 * Two-factor sign-in (issue 25 §2), from the user's own account: begin enrolment (a QR code of the
 * otpauth URI, drawn with `qrcode`, and the secret for typing in), confirm with one code, then the
 * ten recovery codes, shown this once.
 */
import { Alert, Button, Card, Code, Image, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type TwoFactorBegin,
  twoFactorBeginSchema,
  twoFactorRecoveryCodesSchema,
  twoFactorStatusSchema,
} from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

export const TWO_FACTOR_TEXT = {
  title: 'Two-factor sign-in',
  on: 'Two-factor sign-in is on. Signing in asks for a code from your authenticator app after your password.',
  off: 'Two-factor sign-in is off. Turn it on so a stolen password alone cannot open your account.',
  setUp: 'Set up two-factor sign-in',
  scan: 'Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
  key: 'Key',
  code: 'Code from the app',
  confirm: 'Confirm',
  recoveryTitle: 'Recovery codes',
  recovery:
    'Keep these ten recovery codes somewhere safe: each signs you in once if you lose your phone. They will not be shown again.',
  done: 'Done',
} as const;

const statusKey = ['two-factor-status'] as const;

function QrImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(uri, { margin: 1, width: 220 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <Image src={src} alt="QR code" w={220} h={220} data-testid="two-factor-qr" /> : null;
}

function failure(error: unknown): string | null {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : null;
}

export function TwoFactorPage() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: statusKey,
    queryFn: () => api.get('/auth/two-factor', { schema: twoFactorStatusSchema }),
  });
  const [enrolment, setEnrolment] = useState<TwoFactorBegin | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);

  const begin = useMutation({
    mutationFn: () => api.post('/auth/two-factor/begin', { schema: twoFactorBeginSchema }),
    onSuccess: (answer) => {
      setCode('');
      setEnrolment(answer);
    },
  });
  const confirm = useMutation({
    mutationFn: (body: { code: string }) =>
      api.post('/auth/two-factor/confirm', { body, quiet: true, schema: twoFactorRecoveryCodesSchema }),
    onSuccess: (answer) => {
      setEnrolment(null);
      setRecovery(answer.recovery_codes);
      void queryClient.invalidateQueries({ queryKey: statusKey });
      // A role that requires two-factor sign-in held this session until now: the session check and
      // whatever was refused meanwhile load again, so the user goes on without signing in again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === queryKeys.verify[0] || query.state.status === 'error',
      });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() !== '') confirm.mutate({ code: code.trim() });
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>{TWO_FACTOR_TEXT.title}</Title>
      {recovery ? (
        <Card withBorder padding="md" data-testid="two-factor-recovery">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {TWO_FACTOR_TEXT.recoveryTitle}
            </Title>
            <Text size="sm">{TWO_FACTOR_TEXT.recovery}</Text>
            <SimpleGrid cols={2} spacing="xs">
              {recovery.map((c) => (
                <Code key={c}>{c}</Code>
              ))}
            </SimpleGrid>
            <Button onClick={() => setRecovery(null)}>{TWO_FACTOR_TEXT.done}</Button>
          </Stack>
        </Card>
      ) : enrolment ? (
        <Card withBorder padding="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Text size="sm">{TWO_FACTOR_TEXT.scan}</Text>
              <QrImage uri={enrolment.uri} />
              <Text size="sm">
                {TWO_FACTOR_TEXT.key}: <Code data-testid="two-factor-secret">{enrolment.secret}</Code>
              </Text>
              <TextInput
                label={TWO_FACTOR_TEXT.code}
                required
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={failure(confirm.error)}
              />
              <Button type="submit" loading={confirm.isPending}>
                {TWO_FACTOR_TEXT.confirm}
              </Button>
            </Stack>
          </form>
        </Card>
      ) : status.data ? (
        <Stack gap="sm">
          <Alert color={status.data.enabled ? 'green' : 'yellow'} data-testid="two-factor-status">
            {status.data.enabled ? TWO_FACTOR_TEXT.on : TWO_FACTOR_TEXT.off}
          </Alert>
          {!status.data.enabled && (
            <Button onClick={() => begin.mutate()} loading={begin.isPending} w="fit-content">
              {TWO_FACTOR_TEXT.setUp}
            </Button>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
