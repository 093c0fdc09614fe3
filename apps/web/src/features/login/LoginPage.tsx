/**
 * The login screen (spec 2 "Login", 4): title with the UAT marker and version, maintenance banner,
 * username and password, server status, and the login background when one is set. Landing here
 * while logged in logs out.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type LoginFieldErrors, loginFieldErrors, MSG } from '@sahod/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { removeUserQueries } from '../../api/queryClient';
import { ServerStatusIndicator } from '../../app/ServerStatusIndicator';
import { clearToken, setToken } from '../../app/session';
import { SHELL_TEXT } from '../../app/texts';
import { useUat } from '../../app/uat';
import { maintenanceStatusQuery } from '../admin/maintenance';
import { useCurrentVersion } from '../changelog/api';
import { startHomeEarly } from '../dashboard/early';
import { backgroundQuery, login, loginWithCode } from './api';
import { MaintenanceBanner } from './MaintenanceBanner';
import { LOGIN_TEXT } from './texts';

/** Statuses that mean nothing answered behind a proxy (bad gateway, unavailable, timeout). */
const UNREACHABLE = [0, 502, 503, 504];

export function loginFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.loginFailed;
  if (error.serverMessage) return error.serverMessage;
  return UNREACHABLE.includes(error.status) ? SHELL_TEXT.cannotReachServer : MSG.loginFailed;
}

/** Maintenance refusals (423) are already said by the maintenance notice above the form. */
export function shownByMaintenanceNotice(error: unknown): boolean {
  return error instanceof ApiError && error.status === 423;
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const version = useCurrentVersion();
  const uat = useUat();
  const background = useQuery(backgroundQuery).data ?? null;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  useEffect(() => clearToken(), []);

  const signIn = useMutation({
    mutationFn: login,
    // A maintenance refusal: refresh the notice at once instead of repeating it as an error.
    onError: (error) => {
      if (shownByMaintenanceNotice(error))
        void queryClient.invalidateQueries({ queryKey: maintenanceStatusQuery.queryKey });
    },
    onSuccess: (answer) => {
      if ('challenge' in answer) {
        setCode('');
        setChallenge(answer.challenge);
        return;
      }
      start(answer.token);
    },
  });

  const start = (token: string) => {
    removeUserQueries(queryClient);
    setToken(token);
    // Home (issue 26): the dashboard, which sends an employee-only account on to My Sahod's Home.
    // Its cards' requests and code start now, beside the signed-in frame's (issue 26 §2).
    startHomeEarly(token);
    navigate('/home', { replace: true });
  };

  const verify = useMutation({
    mutationFn: loginWithCode,
    onError: (error) => {
      if (shownByMaintenanceNotice(error))
        void queryClient.invalidateQueries({ queryKey: maintenanceStatusQuery.queryKey });
    },
    onSuccess: ({ token }) => start(token),
  });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (challenge && code.trim() !== '') verify.mutate({ challenge, code: code.trim() });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // loginRequestSchema's rules without loading zod on the login page (issue 15 §3).
    const errors = loginFieldErrors({ username, password });
    setFieldErrors(errors);
    if (errors.username || errors.password) return;
    // The signed-in frame's code loads while the password is checked (issue 26 §2).
    import('../../app/AppLayout').catch(() => undefined);
    signIn.mutate({ username: username.trim(), password });
  };

  return (
    <Box
      mih="100vh"
      style={{
        backgroundColor: 'var(--mantine-color-gray-1)',
        backgroundImage: background ? `url("${background}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
      data-testid="login-screen"
    >
      <Center component="main" mih="100vh" p="md">
        <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="md">
            <Box>
              <Group gap="xs" align="center">
                <Title order={1}>{SHELL_TEXT.productName}</Title>
                {uat && (
                  <Badge color="orange" variant="filled">
                    {SHELL_TEXT.uat}
                  </Badge>
                )}
              </Group>
              {version && (
                <Text size="sm" c="dimmed" data-testid="login-version">
                  {version}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {LOGIN_TEXT.signInHint}
              </Text>
            </Box>
            <MaintenanceBanner />
            {challenge ? (
              <form onSubmit={submitCode} noValidate data-testid="login-code-step">
                <Stack gap="sm">
                  <Text size="sm">{LOGIN_TEXT.codeHint}</Text>
                  <TextInput
                    label={LOGIN_TEXT.code}
                    required
                    autoFocus
                    autoComplete="one-time-code"
                    inputMode="text"
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                  />
                  {verify.isError && !shownByMaintenanceNotice(verify.error) && (
                    <Alert color="red" role="alert" data-testid="login-error">
                      {loginFailure(verify.error)}
                    </Alert>
                  )}
                  <Button type="submit" loading={verify.isPending} fullWidth>
                    {LOGIN_TEXT.verify}
                  </Button>
                  <Button
                    variant="subtle"
                    onClick={() => {
                      setChallenge(null);
                      verify.reset();
                    }}
                  >
                    {LOGIN_TEXT.back}
                  </Button>
                </Stack>
              </form>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <TextInput
                    label={SHELL_TEXT.username}
                    required
                    autoComplete="username"
                    value={username}
                    error={fieldErrors.username}
                    onChange={(event) => setUsername(event.currentTarget.value)}
                  />
                  <PasswordInput
                    label={SHELL_TEXT.password}
                    required
                    autoComplete="current-password"
                    // Mantine's default 'Toggle password visibility' would also answer to the label 'Password'.
                    visibilityToggleButtonProps={{ 'aria-label': SHELL_TEXT.toggleVisibility }}
                    value={password}
                    error={fieldErrors.password}
                    onChange={(event) => setPassword(event.currentTarget.value)}
                  />
                  {signIn.isError && !shownByMaintenanceNotice(signIn.error) && (
                    <Alert color="red" role="alert" data-testid="login-error">
                      {loginFailure(signIn.error)}
                    </Alert>
                  )}
                  <Button type="submit" loading={signIn.isPending} fullWidth>
                    {SHELL_TEXT.login}
                  </Button>
                </Stack>
              </form>
            )}
            <ServerStatusIndicator />
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
