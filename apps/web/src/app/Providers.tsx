/** The root providers: Mantine (theme, modals, notifications) and TanStack Query. */
import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SHELL_TEXT } from './texts';

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'sm' });

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>
        <ModalsProvider labels={{ confirm: SHELL_TEXT.confirm, cancel: SHELL_TEXT.cancel }}>
          <Notifications position="top-right" />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
