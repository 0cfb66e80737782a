import './app.css';
import { brand } from '@lisa/catalogue/brand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { cleanupLegacyCaches } from './lib/legacy-cache-cleanup.ts';
import { createRouter } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);

// After first render, so it never delays the page.
void cleanupLegacyCaches({
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  caches: 'caches' in window ? window.caches : undefined,
  prefix: brand.cachePrefix,
});
