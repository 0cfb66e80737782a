import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SessionProvider } from './features/session/components/session-provider.tsx';
import { createServices } from './lib/create-services.ts';
import { ServicesContext } from './lib/services-context.ts';
import { createRouter } from './router.tsx';

const services = createServices();
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ServicesContext value={services}>
      <SessionProvider store={services.session}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </ServicesContext>
  </StrictMode>,
);
