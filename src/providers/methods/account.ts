import type { Http } from './pages';
import type { CallOptions } from '../sessionRule';
import { settingsShapeOf } from './settings';

/**
 * GET users/me/vendor/settings: the fields of the vendor's settings the dashboard reads. The
 * answer is one object per tab or one flat `{key: value}` object (./settings.ts); a flat one is
 * read as the vendor's (the keys read here are all on the vendor tab).
 */
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
  vendorSettings: async ({ signal } = {}) => {
    const json = (await http<unknown>('users/me/vendor/settings', { signal })).json;
    if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
    return settingsShapeOf(json) === 'flat' ? { vendor: json as Record<string, unknown> } : (json as VendorSettings);
  },
  resetPassword: async email => (await http('rest-auth/password/reset/', { method: 'POST', body: { email } })).json,
});
