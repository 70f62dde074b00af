import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from './App';
import { config } from './config';

const start = async () => {
  // The demo API must intercept the very first request, so the worker starts before the render.
  if (config.demo) {
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
