import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from './App';
import { config } from './config';
import { connectHostBridge } from './layout';

const start = async () => {
  // Embedded mode: the host may post the token as soon as the frame loads, before the first render.
  connectHostBridge();
  // The demo API must intercept the very first request, so the worker starts before the render.
  // A literal env check, so that a production build drops the demo code whole.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoWorker } = await import('./demo/browser');
    await startDemoWorker();
  }
  const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], {
    basename: config.basename || undefined,
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
};

void start();
