import { Admin, CustomRoutes, Resource, type Store } from 'react-admin';
import { Route } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { customPages } from './custom-pages';
import { resourceProps } from './lib/registry';
import {
  AppLayout,
  AppNotification,
  LoadingPage,
  NotAuthorised,
  NotFound,
  PageGuard,
  PublicPage,
  RootRedirect,
  theme,
  withAccessGuards,
} from './layout';
import { authProvider, dataProvider, i18nProvider } from './providers';
import type { AppDataProvider } from './providers';
import { resources } from './resources';

export interface AdminAppProps {
  store?: Store;
  dataProvider?: AppDataProvider;
  queryClient?: QueryClient;
}

const guardedResources = resources.map(withAccessGuards);
const layoutPages = customPages.filter(page => page.level !== null);
const publicPages = customPages.filter(page => page.level === null);

/**
 * The whole app: react-admin over the two registries. It expects a data router around it
 * (`main.tsx` in the browser, a memory router in tests) so that unsaved-change warnings work.
 */
export const AdminApp = ({ store, queryClient, dataProvider: provider = dataProvider }: AdminAppProps) => (
  <Admin
    dataProvider={provider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    store={store}
    queryClient={queryClient}
    layout={AppLayout}
    dashboard={RootRedirect}
    loginPage={false}
    catchAll={NotFound}
    accessDenied={NotAuthorised}
    loading={LoadingPage}
    notification={AppNotification}
    theme={theme}
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
  </Admin>
);
