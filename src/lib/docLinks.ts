// The documentation addresses of Learn More (docs/product.md#routes), build settings
// (VITE_API_DOCS_URL, VITE_DEVELOPER_DOCS_URL, VITE_INTEGRATION_GUIDE_URL). Here, below the screens,
// so a resource (the token dialog's HMAC link) and the external-links page read the same address
// without one screen folder importing another's.

/** The API docs, the menu's API Docs link. */
export const API_DOCS_URL: string = import.meta.env.VITE_API_DOCS_URL || '/api/v1/docs/';
/** The developer docs. */
export const DEVELOPER_DOCS_URL: string = import.meta.env.VITE_DEVELOPER_DOCS_URL || '/docs/';
/** The integration guide (staff). */
export const INTEGRATION_GUIDE_URL: string = import.meta.env.VITE_INTEGRATION_GUIDE_URL || '/docs/integration-guide/';
