import { CoreAdminUI, CustomRoutes, Resource } from 'react-admin';
import { useEffect, useRef } from 'react';
import { Route, useLocation } from 'react-router-dom';
import { i18nProvider } from './app';
import { registries, shell } from './app/composition';
import { screenMessages } from './i18n/screens';
import { Level } from './types';
import { preloadScreensAt, resourceMessages, resourceProps } from './lib/registry';
import {
  ErrorPage,
  FirstPagePrefetch,
  AppLayout,
  LoadingPage,
  NotAuthorised,
  NotFound,
  PageGuard,
  PublicPage,
  RootRedirect,
  ShellContext,
  withAccessGuards,
  type PrefetchableList,
} from './layout';

// The screens' messages join the catalogue before any screen renders (src/i18n/en.ts), then each
// resource's own (its folder's messages.ts, under `resources.<name>`).
for (const messages of screenMessages) i18nProvider.addMessages(messages);
i18nProvider.addMessages(resourceMessages(registries.resources));

const guardedResources = registries.resources.map(withAccessGuards);
/**
 * Lists whose first page is asked for at start when the app opens on their address: those every
 * signed-in person may read. A staff list waits for its own access check (the person's level is not
 * known yet), so a vendor opening it asks for nothing.
 */
const prefetchable: PrefetchableList[] = registries.resources.flatMap(({ name, listDefaults, access }) =>
  listDefaults && access.read <= Level.USER ? [{ name, listDefaults }] : [],
);
const layoutPages = registries.customPages.filter(page => page.level !== null);
/** The sign-in page is routed by `App.tsx` itself, before this module loads. */
const publicPages = registries.customPages.filter(page => page.level === null && page.name !== 'login');

/** The screens of the address the app opens on start loading while the session is checked. */
const OpeningScreens = () => {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => preloadScreensAt(opened.current, registries), []);
  return null;
};

/**
 * Every screen but sign-in: react-admin's UI over the registries (src/app/composition). It loads
 * with the signed-in screens' scripts (index.html preloads them from the address), never on
 * /login (docs/performance.md). `App.tsx` gives it react-admin's context.
 */
const AdminUI = () => (
  <ShellContext.Provider value={shell}>
    <FirstPagePrefetch lists={prefetchable} />
    <OpeningScreens />
    <CoreAdminUI
      layout={AppLayout}
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
);

export default AdminUI;
