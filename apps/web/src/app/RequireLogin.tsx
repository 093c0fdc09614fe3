/** Screens behind a login: without a token the user is sent to the login screen. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useToken } from './session';

export function RequireLogin({ children }: { children: ReactNode }) {
  return useToken() ? children : <Navigate to="/" replace />;
}
