import type { AuthProvider } from 'react-admin';
import { httpClient, token } from './api';

/** The dashboard's sign-in call: POST rest-auth/login/ {email, password} answers {key}. */
export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    const { json } = await httpClient('rest-auth/login/', {
      method: 'POST',
      body: JSON.stringify({ email: username, password }),
    });
    token.set((json as { key: string }).key);
  },
  logout: async () => {
    token.clear();
  },
  checkAuth: async () => {
    if (!token.get()) throw new Error('Not signed in');
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401 || error?.status === 403) {
      token.clear();
      throw error;
    }
  },
  getPermissions: async () => undefined,
};
