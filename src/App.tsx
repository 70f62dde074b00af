import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { AdminContext, type Store } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authProvider, dataProvider, i18nProvider } from './app';
import loginPage from './custom-pages/login';
// Straight from the modules, not the layout's index: the index names the signed-in layout too,
// and the bundler keeps every module an entry's imports reach (docs/performance.md).
import { AppNotification } from './layout/AppNotification';
import { createAppStore } from './layout/appStore';
import { landingPreview, rememberListTop, useLandingPreview } from './lib/landingPreview';
import { useHostState } from './layout/hostBridge';
import { PublicPage } from './layout/PublicPage';
import { SessionEndRedirect } from './layout/SessionEndRedirect';
import { LoadingPage } from './layout/LoadingPage';
import { NamedSpinners } from './layout/NamedSpinners';
import { createQueryClient } from './layout/queryClient';
import { darkTheme, lightTheme } from './layout/theme';
import type { AppDataProvider } from './providers';
import { withSessionRule } from './providers/sessionRule';

export interface AdminAppProps {
  store?: Store;
  dataProvider?: AppDataProvider;
  queryClient?: QueryClient;
}

/** Preferences in localStorage, as `<Admin>` keeps them by default; tests pass their own store. */
const browserStore = createAppStore();

/**
 * Reads retry as layout/queryClient says (a 429 after its `Retry-After`, never a refusal or a
 * session end); react-admin would otherwise make its own with a fixed back-off. Tests pass theirs.
 */
const appQueryClient = createQueryClient();

let adminUI: Promise<ComponentType> | null = null;
let loadedAdminUI: ComponentType | null = null;

/**
 * Every screen but sign-in, with the registries: in `kit`, never loaded by /login. Asked once,
 * when an address other than /login first renders; kept for later mounts.
 */
const loadAdminUI = (): Promise<ComponentType> =>
  (adminUI ??= import('./AdminUI').then(
    module => (loadedAdminUI = module.default),
    error => {
      adminUI = null;
      throw error;
    },
  ));

/**
 * The signed-in app once its script has run, the loading page until then. Deliberately not
 * `React.lazy` under `<Suspense>`: React 19 holds back a boundary's content for up to 300 ms after
 * its fallback was shown (it throttles reveals), which on a fast machine delayed every signed-in
 * first paint by about a quarter of a second after the script was ready (docs/performance.md).
 */
const SignedInApp = () => {
  const [AdminUI, setAdminUI] = useState<ComponentType | null>(() => loadedAdminUI);
  const [failure, setFailure] = useState<unknown>(null);
  const preview = useLandingPreview();
  // While the landing preview waits for its answers, the app's script loads (index.html's loader
  // preloads it) but does not run yet: run first, it held the preview's rows back by its own long
  // tasks (docs/performance.md). Not longer than PREVIEW_WAIT_MS: on a slow network or a busy
  // machine the app then starts, and the preview is still drawn if its answers come first.
  const [waitedEnough, setWaitedEnough] = useState(false);
  const waiting = preview.phase === 'waiting' && !waitedEnough;
  useEffect(() => {
    if (AdminUI) return;
    if (waiting) {
      const timer = window.setTimeout(() => setWaitedEnough(true), PREVIEW_WAIT_MS);
      return () => window.clearTimeout(timer);
    }
    let current = true;
    loadAdminUI().then(
      loaded => current && setAdminUI(() => loaded),
      error => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [AdminUI, waiting]);
  const previewing = preview.phase === 'shown';
  const previewed = preview.phase === 'shown' ? preview.name : false;
  // Where the list's table starts once it has taken over: the next preview at this width leaves that room.
  const wrapper = useRef<HTMLDivElement>(null);
  const wasPreviewing = useRef<string | false>(false);
  useEffect(() => {
    const name = wasPreviewing.current;
    wasPreviewing.current = previewed;
    if (!name || previewed) return;
    // Measured once the list has settled: its toolbar may still change its height as its parts come.
    const timer = window.setTimeout(() => {
      const table = wrapper.current?.querySelector('.RaDataTable-tableWrapper');
      rememberListTop(name, table?.closest('.MuiCard-root') ?? table);
    }, SETTLED_MS);
    return () => window.clearTimeout(timer);
  }, [previewed]);
  // A script that failed to load reaches the error boundary, as a lazy component's would.
  if (failure) throw failure;
  // The landing list's rows drawn before the app (lib/landingPreview.ts): the app starts under
  // them, out of sight and out of reach, and is shown in the frame the preview ends. The wrapper
  // stays in both cases (no box of its own once shown), so the app is never mounted twice.
  return (
    <>
      {previewing && (
        <>
          {preview.view}
          <LandingPreviewLimits started={!!AdminUI} />
        </>
      )}
      <div ref={wrapper} style={previewing ? UNDER_PREVIEW : NO_BOX} inert={previewing}>
        {AdminUI ? <AdminUI /> : <LoadingPage />}
      </div>
    </>
  );
};

const NO_BOX = { display: 'contents' } as const;
const UNDER_PREVIEW = { position: 'fixed', inset: 0, overflow: 'hidden', visibility: 'hidden' } as const;

/** After a take-over, when the list's place is noted for the next preview (rememberListTop). */
const SETTLED_MS = 1_000;

/** How long the app's script waits to run while the landing preview waits for its answers. */
export const PREVIEW_WAIT_MS = 3_000;

/** How long the started app may stay under the preview without showing a screen of its own. */
export const PREVIEW_LIMIT_MS = 10_000;

/**
 * No preview outlives the page it stands for: it ends on a new address (a row opened, a redirect
 * to sign in) and once the app, started, has not shown its own screen within PREVIEW_LIMIT_MS.
 */
const LandingPreviewLimits = ({ started }: { started: boolean }) => {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  useLayoutEffect(() => {
    if (pathname !== first) landingPreview.end();
  }, [pathname, first]);
  useEffect(() => {
    if (!started) return;
    const timer = window.setTimeout(landingPreview.end, PREVIEW_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [started]);
  return null;
};

/**
 * The whole app: react-admin over the composition (src/app). It expects a data router around it
 * (`main.tsx` in the browser, a memory router in tests) so that unsaved-change warnings work.
 *
 * This is `<Admin>` spelled out as AdminContext + CoreAdminUI: `<Admin>`'s default props import
 * react-admin's own layout and login form into the first bundle even when replaced, which would
 * double what /login loads. The sign-in page is routed here, beside CoreAdminUI rather than in
 * it, so that /login loads react-admin's context and its form only; CoreAdminUI, the registries
 * and every other screen come with `./AdminUI` (docs/performance.md). Together they amount to:
 *
 *   <Admin dataProvider={withSessionRule(dataProvider)} authProvider i18nProvider store queryClient
 *          lightTheme darkTheme loginPage={login}            <- here, on /login only
 *          layout={AppLayout} dashboard={RootRedirect}       <- ./AdminUI, loaded past this boundary
 *          catchAll={NotFound} accessDenied={NotAuthorised} error={ErrorPage} disableTelemetry>
 *     {registries.resources: <Resource> each, behind its access guard}
 *     <CustomRoutes>{registries.customPages: signed-in pages, each behind <PageGuard>}</CustomRoutes>
 *     <CustomRoutes noLayout>{public pages: signup, reset, shared link}</CustomRoutes>
 *   </Admin>
 */
export const AdminApp = ({
  store = browserStore,
  queryClient = appQueryClient,
  dataProvider: provider = dataProvider,
}: AdminAppProps) => {
  // docs/screens/theme.md: light and dark themes, the system's preference until the user picks one
  // with the top bar's toggle (react-admin's store key `theme`). Embedded in a host's page, where
  // there is no top bar, the dashboard stays light.
  const { embedded } = useHostState();
  // docs/product.md#session: every call react-admin or a screen makes goes through the one rule
  // for a session that ends (src/providers/sessionRule.ts), so none can pass for a success.
  const ruled = useMemo(() => withSessionRule(provider, authProvider.endSession), [provider]);
  return (
    <AdminContext
      dataProvider={ruled}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      lightTheme={lightTheme}
      darkTheme={embedded ? null : darkTheme}
    >
      <CssBaseline enableColorScheme>
        <NamedSpinners>
          <Routes>
            <Route path={loginPage.path} element={<PublicPage page={loginPage} />} />
            <Route path="*" element={<SignedInApp />} />
          </Routes>
          <AppNotification />
          <SessionEndRedirect />
        </NamedSpinners>
      </CssBaseline>
    </AdminContext>
  );
};
