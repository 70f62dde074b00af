import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AdminApp } from './App';
import { authProvider } from './app';
import { AppRouterProvider } from './app/AppRouterProvider';
import { askLandingPageEarly, askScreenEarly, previewLandingPage } from './app/landingPage';
import { config } from './config';
import { FramingRefused } from './layout/FrameScreens';
import { stripBasename } from './providers/returnTo';
import { connectHostBridge } from './layout/hostBridge';

const start = async () => {
  // config.js loads in parallel with this code (index.html); the settings it holds (the api/v1
  // address, the embedding hosts) are read from here on.
  await window.__APP_CONFIG_READY__;
  const root = createRoot(document.getElementById('root')!);
  // Framing is settled before anything starts: in a frame of a page that may not embed the
  // dashboard nothing runs but a refusal; in an allowed host's frame the host may post the token
  // as soon as it is told the page is ready, before the first render.
  const framing = connectHostBridge();
  if (framing === 'refused') {
    root.render(<FramingRefused />);
    return;
  }
  // The demo API must intercept the very first request, so the worker starts before the render
  // (index.html's loader has already begun installing it). A literal env check, so that a
  // production build drops the demo code whole.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoWorker } = await import('./demo/browser');
    await startDemoWorker(new URL('demoServiceWorker.js', document.baseURI).pathname);
  }
  // Who is signed in is asked now, while the screen's scripts are still loading, rather than
  // when the first render gets to the session check.
  authProvider.prefetchIdentity();
  // So is the landing list's first page, when the app opens on it (app/landingPage.ts), and its
  // rows are drawn from that answer before the signed-in app has loaded (lib/landingPreview.ts),
  // in the dashboard's own page (a host's frame has no top bar or menu to draw around them).
  const landing = askLandingPageEarly({
    pathname: stripBasename(window.location.pathname, config.basename),
    search: window.location.search,
  });
  if (landing && framing === 'top') previewLandingPage(landing);
  // A screen's first GETs (app/earlyScreens.ts) are asked for now too, for a person who may open
  // it (known from the last identity, else once it answers): before the screen's code has loaded.
  void askScreenEarly({ pathname: stripBasename(window.location.pathname, config.basename) });
  const router = createBrowserRouter([{ path: '*', element: <AdminApp /> }], {
    basename: config.basename || undefined,
  });
  root.render(
    <StrictMode>
      <AppRouterProvider router={router} />
    </StrictMode>,
  );
};

void start();
