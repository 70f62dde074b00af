import type { Identifier } from 'react-admin';
import type { Http } from './pages';

/**
 * Shared links (docs/api.md#sharing): a guid that lets its holder download an application's shared
 * files until it expires. The paths are the product's choice where the specification gives none
 * (docs/screens/webhooks-sharedlink-embed.md#shared-link). The download itself is the documents
 * module's `sharedFiles` document.
 */

export interface SharedLink {
  guid: string;
  /** When the link stops working (ISO time), when the answer says. */
  expires?: string;
}

interface SharedLinkAnswer {
  guid?: unknown;
  expires?: unknown;
}

export interface SharingMethods {
  /** POST sharedlink/generate/ {application_id}: a new link to the application's shared files. */
  generateSharedLink: (applicationId: Identifier) => Promise<SharedLink>;
  /** POST sharedlink/fetch/ {guid}: the application a link shares; 403 when it has expired. */
  fetchSharedApplication: (guid: string, options?: { signal?: AbortSignal }) => Promise<{ application_id: number }>;
}

export const sharingMethods = (http: Http): SharingMethods => ({
  generateSharedLink: async applicationId => {
    const { json } = await http<SharedLinkAnswer | null>('sharedlink/generate/', {
      method: 'POST',
      body: { application_id: Number(applicationId) },
    });
    const guid = typeof json?.guid === 'string' ? json.guid.trim() : '';
    if (!guid) throw new Error('The server gave no link.');
    return { guid, ...(typeof json?.expires === 'string' && json.expires ? { expires: json.expires } : {}) };
  },
  fetchSharedApplication: async (guid, { signal } = {}) => {
    const { json } = await http<{ application_id?: unknown } | null>('sharedlink/fetch/', {
      method: 'POST',
      body: { guid },
      signal,
    });
    const id = Number(json?.application_id);
    if (!Number.isInteger(id) || id <= 0) throw new Error('The link names no application.');
    return { application_id: id };
  },
});
