import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setApiNavigator } from './api/client';
import { createQueryClient } from './api/queryClient';
import { Providers } from './app/Providers';
import { createAppRouter } from './routes';

const queryClient = createQueryClient();
const router = createAppRouter();
setApiNavigator((path) => {
  if (router.state.location.pathname !== path) void router.navigate(path, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
