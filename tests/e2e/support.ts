import { expect, type Page } from '@playwright/test';

/** The demo accounts of docs/product.md, decision 10, all with the same password. */
export const DEMO_PASSWORD = 'demo1234';
export const ACCOUNTS = {
  admin: 'admin@demo.test',
  staff: 'staff@demo.test',
  vendor: 'vendor@demo.test',
  nobody: 'nobody@demo.test',
} as const;
export type Account = keyof typeof ACCOUNTS;

/**
 * For the first wait after a page's cold load (its chunks, the demo's service worker and seed): on
 * a loaded 2-core machine running two stories at once it has taken over 15 s (the default).
 */
export const COLD_LOAD = { timeout: 45_000 };

/** A path (and optional query) at the end of the address, whatever the base path before it. */
export const atPath = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?[^#]*)?(#.*)?$`);

export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email' });
export const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });

/** Fills and submits the login form already on screen. */
export const submitLogin = async (page: Page, email: string, password: string) => {
  await expect(signInButton(page)).toBeVisible();
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await signInButton(page).click();
};

export interface SignInOptions {
  /** Base path the dashboard is served under ('' or e.g. '/dashboard'). */
  base?: string;
  /** Where to land after signing in (path and query inside the dashboard): no second page load. */
  next?: string;
}

/**
 * Opens /login (under `base`) and signs in as a demo account, landing on `next` when given (the
 * login page's own return location), else where the account lands by default.
 */
export const signIn = async (page: Page, account: Account, { base = '', next }: SignInOptions = {}) => {
  await page.goto(`${base}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await submitLogin(page, ACCOUNTS[account], DEMO_PASSWORD);
  await expect(page).not.toHaveURL(atPath('/login'));
  if (next) await expect(page).toHaveURL(atPath(`${base}${next.split('?')[0]}`));
};

/**
 * Goes to a path inside the running dashboard the way an in-app link does (history push, the
 * router follows), without reloading the page: a full load costs seconds on a busy machine and is
 * not what most stories test. Use `page.goto`/`page.reload` only where the load itself is tested.
 */
export const navigate = async (page: Page, path: string) => {
  await page.evaluate(target => {
    const url = new URL(target.replace(/^\//, ''), document.baseURI);
    const state = (window.history.state ?? {}) as { idx?: number };
    const next = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (state.idx ?? 0) + 1 };
    window.history.pushState(next, '', `${url.pathname}${url.search}${url.hash}`);
    window.dispatchEvent(new PopStateEvent('popstate', { state: next }));
  }, path);
};

/** The sidebar menu. */
export const mainMenu = (page: Page) => page.getByRole('menu', { name: 'Main menu' });

/** A unique, readable value for records a test creates. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
