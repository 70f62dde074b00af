import { fetchUtils } from 'react-admin';

/** Same origin, as the dashboard's production build: the server answers /api/v1/ (npm run api). */
export const API_URL = '/api/v1/';
const TOKEN_KEY = 'token';

export const token = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (value: string) => localStorage.setItem(TOKEN_KEY, value),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

/** fetchUtils.fetchJson with DRF's TokenAuthentication header. */
export const httpClient = (path: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const key = token.get();
  if (key) headers.set('Authorization', `Token ${key}`);
  return fetchUtils.fetchJson(`${API_URL}${path}`, { ...options, headers });
};
