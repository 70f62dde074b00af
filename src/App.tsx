import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, CoreAdminUI, CustomRoutes, Resource, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider, dataProvider, i18nProvider, registries, shell } from './app';
import { resourceProps } from './lib/registry';
import {
  AppNotification,
  createAppStore,
  ErrorPage,
  LazyLayout,
  LoadingPage,
  NotAuthorised,
  NotFound,
  PageGuard,
  PublicPage,
  RootRedirect,
  ShellContext,
  darkTheme,
  lightTheme,
  useHostState,
  withAccessGuards,
} from './layout';
import type { AppDataProvider } from './providers';

export interface AdminAppProps {
  store?: Store;
  dataProvider?: AppDataProvider;
  queryClient?: QueryClient;
}

/** Preferences in localStorage, as `<Admin>` keeps them by default; tests pass their own store. */
const browserStore = createAppStore();

const guardedResources = registries.resources.map(withAccessGuards);
const layoutPages = registries.customPages.filter(page => page.level !== null);
const publicPages = registries.customPages.filter(page => page.level === null);

/**
 * The whole app: react-admin over the composition (src/app). It expects a data router around it
 * (`main.tsx` in the browser, a memory router in tests) so that unsaved-change warnings work.
 *
 * This is `<Admin>` spelled out as AdminContext + CoreAdminUI: `<Admin>`'s default props import
 * react-admin's own layout and login form into the first bundle even when replaced, which would
 * double what /login loads. Every screen given here is ours, and the layout is lazy.
 */
export const AdminApp = ({ store = browserStore, queryClient, dataProvider: provider = dataProvider }: AdminAppProps) => {
  // docs/screens/theme.md: light and dark themes, the system's preference until the user picks one
  // with the top bar's toggle (react-admin's store key `theme`). Embedded in a host's page, where
  // there is no top bar, the dashboard stays light.
  const { embedded } = useHostState();
  return (
    <AdminContext
      dataProvider={provider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      lightTheme={lightTheme}
      darkTheme={embedded ? null : darkTheme}
    >
      <CssBaseline enableColorScheme>
        <ShellContext.Provider value={shell}>
          <CoreAdminUI
            layout={LazyLayout}
            dashboard={RootRedirect}
            loginPage={false}
            catchAll={NotFound}
            accessDenied={NotAuthorised}
            authenticationError={NotAuthorised}
            error={ErrorPage}
            loading={LoadingPage}
            title={i18nProvider.translate('app.product')}
            disableTelemetry
          >
            {guardedResources.map(resource => (
              <Resource key={resource.name} {...resourceProps(resource)} />
            ))}
            <CustomRoutes>
              {layoutPages.map(page => (
                <Route key={page.name} path={page.path} element={<PageGuard page={page} />} />
              ))}
            </CustomRoutes>
            <CustomRoutes noLayout>
              {publicPages.map(page => (
                <Route key={page.name} path={page.path} element={<PublicPage page={page} />} />
              ))}
            </CustomRoutes>
          </CoreAdminUI>
        </ShellContext.Provider>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
};
