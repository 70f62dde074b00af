import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminApp } from '../../src/App';
import { httpClient, tokenStorage } from '../../src/providers/http';
import { server } from '../setup';

export const DEMO_PASSWORD = 'demo1234';
export type DemoAccount = 'admin' | 'staff' | 'vendor' | 'nobody';

/** Signs in through the demo API, as the login form would, and keeps the token. */
export const signInAs = async (account: DemoAccount) => {
  const { json } = await httpClient<{ key: string }>('rest-auth/login/', {
    method: 'POST',
    body: { email: `${account}@demo.test`, password: DEMO_PASSWORD },
  });
  tokenStorage.set(json.key);
};

/**
 * The whole app at `path`, in a memory data router, with a fresh store and a QueryClient that
 * never retries (react-query's retries would make every error test wait seconds).
 */
export const renderApp = (path = '/') => {
  const router = createMemoryRouter([{ path: '*', element: <AdminAppUnderTest /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
};

const AdminAppUnderTest = () => {
  const [store] = useState(() => memoryStore());
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <AdminApp store={store} queryClient={queryClient} />;
};

/** A DRF page of `results` (decision 5), for `server.use` answers. */
export const drfPage = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** The query strings of the GET requests whose path ends with `pathEnd`, as the app sends them. */
export const recordListQueries = (pathEnd: string) => {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(pathEnd)) queries.push(url.searchParams);
  });
  return queries;
};
