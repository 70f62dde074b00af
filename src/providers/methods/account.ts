import type { Http } from './pages';
import type { CallOptions } from '../sessionRule';

/** GET users/me/vendor/settings: the fields of the vendor's settings the dashboard reads. */
export interface VendorSettings {
  vendor?: {
    /** The lookup page's default id type. */
    lookup_type?: string;
    /** A JSON text (or list) of {name, email}: who documents may be shared with. */
    allowed_document_recipients?: unknown;
    [field: string]: unknown;
  };
}

export interface AccountMethods {
  /** Read on the side (Lookup's default, Share's recipients): callers pass `SIDE_READ` (./sessionRule.ts). */
  vendorSettings: (options?: CallOptions) => Promise<VendorSettings>;
  /** POST rest-auth/password/reset/: asks for the password-reset email. */
  resetPassword: (email: string) => Promise<unknown>;
}

export const accountMethods = (http: Http): AccountMethods => ({
  vendorSettings: async ({ signal } = {}) => (await http<VendorSettings>('users/me/vendor/settings', { signal })).json ?? {},
  resetPassword: async email => (await http('rest-auth/password/reset/', { method: 'POST', body: { email } })).json,
});
