import { createElement } from 'react';
import { CanAccess } from 'react-admin';
import { PageTitle } from '../components/PageTitle';
import { pageAccessKey, type CustomPageDefinition } from '../lib/registry';
import { SessionGate } from './SessionGate';
import { LoadingPage, NotAuthorised } from './StatusScreens';

/**
 * The route guard of a custom page behind the layout (docs/product.md#session). react-admin's
 * requireAuth does not cover custom routes: the session is checked first, then a level below the
 * page's minimum shows "You are not authorised to access this page".
 */
export const PageGuard = ({ page }: { page: CustomPageDefinition }) => (
  <SessionGate>
    <CanAccess
      resource={pageAccessKey(page.name)}
      action="read"
      loading={<LoadingPage />}
      accessDenied={<NotAuthorised />}
    >
      <PageTitle title={page.title} />
      {createElement(page.element)}
    </CanAccess>
  </SessionGate>
);
