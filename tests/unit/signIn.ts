import { httpClient, tokenStorage } from '../../src/providers/http';

export const DEMO_PASSWORD = 'demo1234';
export type DemoAccount = 'admin' | 'staff' | 'vendor' | 'nobody';

/**
 * Signs in through the demo API, as the login form would, and keeps the token. Free of the UI's
 * import graph, so the demo API's own tests use it too.
 */
export const signInAs = async (account: DemoAccount): Promise<string> => {
  const { json } = await httpClient<{ key: string }>('rest-auth/login/', {
    method: 'POST',
    body: { email: `${account}@demo.test`, password: DEMO_PASSWORD },
  });
  tokenStorage.set(json.key);
  return json.key;
};
