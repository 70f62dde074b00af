import { expect, type Page } from '@playwright/test';

/** The demo accounts of spec decision 10, all with the same password. */
export const DEMO_PASSWORD = 'demo1234';
export const ACCOUNTS = {
  admin: 'admin@demo.test',
  staff: 'staff@demo.test',
  vendor: 'vendor@demo.test',
  nobody: 'nobody@demo.test',
} as const;
export type Account = keyof typeof ACCOUNTS;

/** A path (and optional query) at the end of the address, whatever the base path before it. */
export const atPath = (path: string) =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?[^#]*)?(#.*)?$`);

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

/** Opens /login (under `base`) and signs in as a demo account. */
export const signIn = async (page: Page, account: Account, base = '') => {
  await page.goto(`${base}/login`);
  await submitLogin(page, ACCOUNTS[account], DEMO_PASSWORD);
  await expect(page).not.toHaveURL(atPath('/login'));
};

/** The sidebar menu. */
export const mainMenu = (page: Page) => page.getByRole('menu', { name: 'Main menu' });

/** A unique, readable value for records a test creates. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
