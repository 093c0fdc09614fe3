// Only the styles of the login screen and the alerts; the signed-in frame (app/AppLayout.tsx) loads
// the rest of Mantine's styles with its own chunk.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './app/theme.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { buildUrl, setApiNavigator } from './api/client';
import { startEarly } from './api/early';
import { createQueryClient } from './api/queryClient';
import { applyAppStyles } from './app/appStyles';
import { Providers } from './app/Providers';
import { registerServiceWorker } from './app/pwa';
import { getToken } from './app/session';
import { startHomeEarly } from './features/dashboard/early';
import { createAppRouter } from './routes';

registerServiceWorker();

// Signed in and opening a screen (My Sahod Home is the installed app's start): the signed-in frame,
// the screen's chunk and its data are fetched now, side by side with the styles, instead of one
// after the other as React reaches each (issue 24 §3).
const token = getToken();
if (token && window.location.pathname !== '/') {
  import('./app/AppLayout').catch(() => undefined);
  if (window.location.pathname === '/me') {
    // The early script (build/earlyChunks.ts) has usually started this chunk already: the import
    // reuses that fetch (one request, measured), runs the chunk early and starts its CSS.
    startEarly(buildUrl('/me/home'), token);
    import('./features/me/MeHomePage').catch(() => undefined);
  }
  // Home, the dashboard (issue 26 §2): its cards' requests and code, the same way.
  if (window.location.pathname === '/home') startHomeEarly(token);
}
const queryClient = createQueryClient();
const router = createAppRouter();
setApiNavigator((path) => {
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});

// The first render as a transition: React renders it in slices of a few milliseconds instead of one
// long task, so a slow phone stays responsive (Lighthouse's total blocking time) while the boot
// shell of index.html is on screen; the result is committed at once when ready.
// The styles first (index.html only preloads them, so they do not hold the boot shell's paint).
void applyAppStyles().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
