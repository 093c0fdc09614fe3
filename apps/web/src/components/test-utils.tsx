/** Renders components inside the providers the app root mounts (theme, modals, notifications). */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { LazyModalsProvider } from './LazyModals.tsx';

export function TestProviders({ children }: { children: ReactNode }) {
  // env="test" turns off transitions and portals so assertions do not wait on animations.
  return (
    <MantineProvider env="test">
      <LazyModalsProvider>
        <Notifications />
        {children}
      </LazyModalsProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: TestProviders, ...options }) };
}
